<?php
/**
 * SureRank as a migration source.
 *
 * @package Lodestar
 */

namespace Lodestar\Migration\Sources;

use Lodestar\Migration\Tokens;
use Lodestar\Settings\Definitions;

defined( 'ABSPATH' ) || exit;

/**
 * Reads SureRank's option `surerank_settings` (one flat array whose keys are mostly Lodestar's
 * own setting names), `surerank_settings_onboarding`, `surerank_robots_txt_content`, and its
 * post and term meta: `surerank_settings_{key}` for the keys general (page_title,
 * page_description, focus_keyword, canonical_url), social (facebook_* and twitter_*),
 * schemas, and post_no_index / post_no_follow / post_no_archive ('yes' or 'no'). The meta key
 * prefix and the group names were read in SureRank's `inc/functions/get.php`
 * (all_post_meta(), all_term_meta()) and `inc/functions/defaults.php`; the robots rule in
 * `inc/frontend/robots.php`; the variables in `inc/meta-variables/{site,post,term}.php`.
 * Its Search Console tokens are never read.
 *
 * @since 0.3.0
 */
final class SureRank extends MetaSource {

	/**
	 * The plugin's directory slug.
	 */
	protected const SLUG = 'surerank';

	/**
	 * The plugin's name.
	 */
	protected const NAME = 'SureRank';

	/**
	 * The plugin's main file.
	 */
	protected const PLUGIN_FILE = 'surerank/surerank.php';

	/**
	 * Option.
	 */
	private const OPTION = 'surerank_settings';

	/**
	 * Meta key prefix.
	 */
	private const PREFIX = 'surerank_settings_';

	/**
	 * Meta groups (after the prefix).
	 */
	private const GROUPS = array( 'general', 'social', 'schemas', 'post_no_index', 'post_no_follow', 'post_no_archive' );

	/**
	 * Settings holding templates.
	 */
	private const TEMPLATES = array( 'page_title', 'page_description', 'home_page_title', 'home_page_description', 'home_page_facebook_title', 'home_page_facebook_description', 'home_page_twitter_title', 'home_page_twitter_description' );

	/**
	 * SureRank setting => Lodestar setting where the names differ.
	 */
	private const RENAMED = array(
		'redirect_attachment_pages_to_post_parent' => 'redirectAttachmentPagesToPostParent',
		'auto_set_image_title'                     => 'autoSetImageTitle',
		'auto_set_image_alt'                       => 'autoSetImageAlt',
	);

	/**
	 * Settings never carried over: consent is not transferable, the migration switch is
	 * Lodestar's own, lists and profiles are handled apart.
	 */
	private const SKIPPED = array( 'surerank_usage_optin', 'lodestar_analytics_optin', 'enable_migration', 'no_index', 'no_follow', 'no_archive', 'social_profiles', 'schemas' );

	/**
	 * Every SureRank variable => Lodestar variable (null: Lodestar has none).
	 */
	protected const VARIABLES = array(
		'separator'        => 'separator',
		'tagline'          => 'tagline',
		'site_name'        => 'site_name',
		'site_url'         => 'site_url',
		'page'             => 'page',
		'search_query'     => 'search_query',
		'currentdate'      => 'currentdate',
		'currentday'       => 'currentday',
		'currentmonth'     => 'currentmonth',
		'currentyear'      => 'currentyear',
		'currenttime'      => 'currenttime',
		'org_name'         => null,
		'org_logo'         => null,
		'org_url'          => null,
		'title'            => 'title',
		'excerpt'          => 'excerpt',
		'content'          => 'content',
		'permalink'        => 'permalink',
		'published'        => 'published',
		'modified'         => 'modified',
		'author_name'      => 'author_name',
		'archive_title'    => 'archive_title',
		'term_title'       => 'term_title',
		'term_description' => 'term_description',
		'slug'             => null,
		'custom_field.*'   => null,
	);

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	protected function option_name(): string {
		return self::OPTION;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	protected function post_keys(): array {
		return $this->keys();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_Post $post Post.
	 */
	public function post( \WP_Post $post ): array {
		return self::values( static fn( string $group ) => get_post_meta( $post->ID, self::PREFIX . $group, true ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_Term $term Term.
	 */
	public function term( \WP_Term $term ): array {
		return self::values( static fn( string $group ) => get_term_meta( $term->term_id, self::PREFIX . $group, true ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function global_settings(): array {
		$stored   = self::option_array( self::OPTION );
		$settings = array();
		$template = array();
		$lists    = array();
		$profiles = array();
		$extra    = array();

		foreach ( $stored as $key => $value ) {
			$key = (string) $key;
			if ( in_array( $key, self::SKIPPED, true ) ) {
				continue;
			}
			if ( in_array( $key, self::TEMPLATES, true ) ) {
				if ( is_string( $value ) && '' !== trim( $value ) ) {
					$template[ $key ] = trim( $value );
				}
				continue;
			}
			$target = self::RENAMED[ $key ] ?? $key;
			if ( 'paginated_link_relationships' === $key && is_array( $value ) ) {
				$value = array() !== $value;
			} elseif ( 'twitter_same_as_facebook' === $key && is_bool( $value ) ) {
				$value = $value ? '1' : '0';
			}
			if ( Definitions::has( $target ) ) {
				$settings[ $target ] = $value;
			} elseif ( is_scalar( $value ) && '' !== (string) $value ) {
				$extra[] = array( $key, (string) $value, 'setting' );
			}
		}
		// Its stored switches, or its default (both archives served) when it stores none.
		self::set_archives( $settings, (bool) ( $stored['author_archive'] ?? true ), (bool) ( $stored['date_archive'] ?? true ) );
		foreach ( array( 'no_index', 'no_follow', 'no_archive' ) as $list ) {
			if ( isset( $stored[ $list ] ) && is_array( $stored[ $list ] ) ) {
				$lists[ $list ] = array_values( array_filter( array_map( 'strval', $stored[ $list ] ), static fn( string $slug ): bool => (bool) preg_match( '/^[a-z0-9_\-]+$/', $slug ) ) );
			}
		}
		foreach ( (array) ( $stored['social_profiles'] ?? array() ) as $id => $url ) {
			if ( is_string( $url ) && '' !== trim( $url ) ) {
				$profiles[ (string) $id ] = trim( $url );
			}
		}
		$schemas = is_array( $stored['schemas'] ?? null ) ? $stored['schemas'] : array();
		foreach ( $schemas as $schema ) {
			if ( is_array( $schema ) && '' !== self::str( $schema, 'type' ) ) {
				$extra[] = array( 'schemas', self::str( $schema, 'title' ) ?: self::str( $schema, 'type' ), 'schema' );
			}
		}
		foreach ( self::option_array( 'surerank_settings_onboarding' ) as $key => $value ) {
			if ( is_scalar( $value ) && '' !== trim( (string) $value ) ) {
				$extra[] = array( 'surerank_settings_onboarding.' . $key, trim( (string) $value ), 'knowledge_graph' );
			}
		}
		$robots_txt = get_option( 'surerank_robots_txt_content', '' );
		if ( is_string( $robots_txt ) && '' !== trim( $robots_txt ) ) {
			$extra[] = array( 'surerank_robots_txt_content', trim( $robots_txt ), 'robots_txt' );
		}

		return array(
			'settings'  => $settings,
			'templates' => $template,
			'lists'     => $lists,
			'profiles'  => $profiles,
			'extra'     => $extra,
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param string $template Template.
	 */
	public function tokenize( string $template ): array {
		return Tokens::dotted_percent( $template );
	}

	/**
	 * The meta keys.
	 *
	 * @return string[]
	 */
	private function keys(): array {
		return array_map( static fn( string $group ): string => self::PREFIX . $group, self::GROUPS );
	}

	/**
	 * The object shape of a post's or term's groups.
	 *
	 * SureRank's robots: when any of the three values is set, the three are the object's own
	 * ('yes' restricts, anything else allows); when none is, the site's lists apply.
	 *
	 * @param callable $group Group name => stored value.
	 * @return array<string, mixed>
	 */
	private static function values( callable $group ): array {
		$general = $group( 'general' );
		$general = is_array( $general ) ? $general : array();
		$social  = $group( 'social' );
		$social  = is_array( $social ) ? $social : array();
		$same    = ! empty( $social['twitter_same_as_facebook'] );
		$values  = array(
			'title'               => self::str( $general, 'page_title' ),
			'description'         => self::str( $general, 'page_description' ),
			'canonical'           => self::str( $general, 'canonical_url' ),
			'og_title'            => self::str( $social, 'facebook_title' ),
			'og_description'      => self::str( $social, 'facebook_description' ),
			'og_image_url'        => self::str( $social, 'facebook_image_url' ),
			'og_image_id'         => (int) self::str( $social, 'facebook_image_id' ),
			'twitter_title'       => $same ? '' : self::str( $social, 'twitter_title' ),
			'twitter_description' => $same ? '' : self::str( $social, 'twitter_description' ),
			'twitter_image_url'   => $same ? '' : self::str( $social, 'twitter_image_url' ),
			'twitter_image_id'    => $same ? 0 : (int) self::str( $social, 'twitter_image_id' ),
			'focus_keywords'      => array_values( array_filter( array_map( 'trim', explode( ',', self::str( $general, 'focus_keyword' ) ) ), 'strlen' ) ),
			'extra'               => array(),
		);
		$robots = array();
		foreach ( array( 'noindex' => 'post_no_index', 'nofollow' => 'post_no_follow', 'noarchive' => 'post_no_archive' ) as $flag => $key ) {
			$robots[ $flag ] = $group( $key );
			$robots[ $flag ] = is_scalar( $robots[ $flag ] ) ? (string) $robots[ $flag ] : '';
		}
		if ( '' !== implode( '', $robots ) ) {
			foreach ( $robots as $flag => $value ) {
				$values[ $flag ] = 'yes' === $value ? 'yes' : 'no';
			}
		}
		$schemas = $group( 'schemas' );
		foreach ( is_array( $schemas ) && is_array( $schemas['schemas'] ?? null ) ? $schemas['schemas'] : array() as $schema ) {
			if ( is_array( $schema ) && '' !== self::str( $schema, 'type' ) ) {
				$values['extra'][] = array( 'schemas', self::str( $schema, 'type' ), 'schema' );
			}
		}
		return $values;
	}
}
