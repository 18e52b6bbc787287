<?php
/**
 * Slim SEO as a migration source.
 *
 * @package Lodestar
 */

namespace Lodestar\Migration\Sources;

use Lodestar\Migration\Tokens;

defined( 'ABSPATH' ) || exit;

/**
 * Reads Slim SEO's one meta array per post and term (`slim_seo`: title, description,
 * facebook_image, twitter_image, canonical, noindex) and its option `slim_seo` (an entry per
 * home, post type, post type archive, taxonomy and author; default images, X handle). Slim SEO
 * has no separator setting (WordPress's own, '-') and no knowledge-graph settings.
 *
 * @since 0.3.0
 */
final class SlimSeo extends MetaSource {

	/**
	 * The plugin's directory slug.
	 */
	protected const SLUG = 'slim-seo';

	/**
	 * The plugin's name.
	 */
	protected const NAME = 'Slim SEO';

	/**
	 * The plugin's main file.
	 */
	protected const PLUGIN_FILE = 'slim-seo/slim-seo.php';

	/**
	 * Meta key (posts and terms) and option name.
	 */
	private const KEY = 'slim_seo';

	/**
	 * The title WordPress prints on the home page (site name, separator, tagline), in Slim SEO's
	 * syntax: what a Slim SEO site without a home title of its own showed there.
	 */
	private const WORDPRESS_HOME_TITLE = '{{ site.title }} {{ sep }} {{ site.description }}';

	/**
	 * Every Slim SEO variable => Lodestar variable (null: Lodestar has none).
	 */
	protected const VARIABLES = array(
		'post.title'               => 'title',
		'site.title'               => 'site_name',
		'site.description'         => 'tagline',
		'sep'                      => 'separator',
		'post.auto_description'    => 'excerpt',
		'post.excerpt'             => 'excerpt_only',
		'post.date'                => 'published',
		'post.modified_date'       => 'modified',
		'post.categories'          => 'category',
		'post.tags'                => 'tag',
		'term.name'                => 'term_title',
		'term.description'         => 'term_description',
		'author.display_name'      => 'author_name',
		'author.description'       => 'author_description',
		'page'                     => 'page',
		'current.year'             => 'currentyear',
		'post_type.labels.singular' => 'post_type_singular',
		'post_type.labels.plural'  => 'post_type_plural',
		'post.custom_field.*'      => null,
	);

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	protected function option_name(): string {
		return self::KEY;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	protected function post_keys(): array {
		return array( self::KEY );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_Post $post Post.
	 */
	public function post( \WP_Post $post ): array {
		$values = self::values( get_post_meta( $post->ID, self::KEY, true ) );
		if ( '' === $values['title'] && 'page' === get_option( 'show_on_front' ) && (int) get_option( 'page_on_front' ) === $post->ID ) {
			// Slim SEO leaves a static front page without a title of its own to WordPress,
			// which prints the site name and tagline there (Lodestar would print the page's).
			$values['title'] = self::WORDPRESS_HOME_TITLE;
		}
		return $values;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_Term $term Term.
	 */
	public function term( \WP_Term $term ): array {
		return self::values( get_term_meta( $term->term_id, self::KEY, true ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function global_settings(): array {
		$option   = self::option_array( self::KEY );
		$settings = array();
		$template = array();
		$lists    = array( 'no_index' => array() );
		$profiles = array();
		$extra    = array();

		$home = is_array( $option['home'] ?? null ) ? $option['home'] : array();
		self::copy_strings(
			$template,
			$home,
			array(
				'home_page_title'       => 'title',
				'home_page_description' => 'description',
			)
		);
		if ( ! isset( $template['home_page_title'] ) ) {
			$template['home_page_title'] = self::WORDPRESS_HOME_TITLE;
		}
		if ( '' !== self::str( $home, 'facebook_image' ) ) {
			$settings['home_page_facebook_image_url'] = self::str( $home, 'facebook_image' );
		}
		if ( '' !== self::str( $home, 'twitter_image' ) ) {
			$settings['home_page_twitter_image_url'] = self::str( $home, 'twitter_image' );
		}
		if ( ! empty( $home['noindex'] ) ) {
			$settings['home_page_robots'] = array( 'general' => array( 'noindex' ) );
		}

		// One entry per post type, post type archive, taxonomy and the author archive: the post
		// entry is Lodestar's global template, the others templates per content type.
		$types = array();
		foreach ( $option as $name => $entry ) {
			$name = (string) $name;
			if ( 'home' === $name || ! is_array( $entry ) || ! preg_match( '/^[a-z0-9_\-]+$/', $name ) || ! ( 'author' === $name || str_ends_with( $name, '_archive' ) || post_type_exists( $name ) || taxonomy_exists( $name ) ) ) {
				continue;
			}
			foreach ( array( 'title' => 'page_title', 'description' => 'page_description' ) as $key => $setting ) {
				$value = self::str( $entry, $key );
				if ( '' === $value ) {
					continue;
				}
				if ( 'post' === $name ) {
					$template[ $setting ] = $value;
				} else {
					self::add_type( $types, self::content_type( $name ), $key, $value );
				}
			}
			if ( ! empty( $entry['noindex'] ) ) {
				$lists['no_index'][] = str_ends_with( $name, '_archive' ) && ! post_type_exists( $name ) && ! taxonomy_exists( $name ) ? 'pta:' . substr( $name, 0, -8 ) : $name;
			}
		}

		// Slim SEO never switches author or date archives off.
		self::set_archives( $settings, true, true );
		if ( '' !== self::str( $option, 'default_facebook_image' ) ) {
			$settings['fallback_image'] = self::str( $option, 'default_facebook_image' );
		}
		if ( '' !== self::str( $option, 'default_twitter_image' ) && self::str( $option, 'default_twitter_image' ) !== self::str( $option, 'default_facebook_image' ) ) {
			$extra[] = array( 'default_twitter_image', self::str( $option, 'default_twitter_image' ), 'image' );
		}
		if ( '' !== self::str( $option, 'twitter_site' ) ) {
			$settings['twitter_profile_username'] = ltrim( self::str( $option, 'twitter_site' ), '@' );
		}

		return array(
			'settings'  => $settings,
			'templates'     => $template,
			'content_types' => $types,
			'lists'         => $lists,
			'profiles'  => $profiles,
			'extra'     => $extra,
		);
	}

	/**
	 * Lodestar's content type key of an entry of the option: `{pt}_archive` is the post type's
	 * archive, `author` the author archive, then a post type or a taxonomy.
	 *
	 * @param string $name Entry name.
	 */
	private static function content_type( string $name ): string {
		if ( 'author' === $name ) {
			return 'archive:author';
		}
		if ( post_type_exists( $name ) ) {
			return 'post_type:' . $name;
		}
		if ( taxonomy_exists( $name ) ) {
			return 'taxonomy:' . $name;
		}
		return 'pta:' . substr( $name, 0, -8 );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param string $template Template.
	 */
	public function tokenize( string $template ): array {
		return Tokens::double_braces( $template );
	}

	/**
	 * The object shape of a `slim_seo` meta array. noindex 1 is a noindex; 0 or nothing
	 * follows the site (Slim SEO has no "force index").
	 *
	 * @param mixed $meta Meta value.
	 * @return array<string, mixed>
	 */
	private static function values( $meta ): array {
		$meta = is_array( $meta ) ? $meta : array();
		return array(
			'title'             => self::str( $meta, 'title' ),
			'description'       => self::str( $meta, 'description' ),
			'canonical'         => self::str( $meta, 'canonical' ),
			'noindex'           => ! empty( $meta['noindex'] ) ? 'yes' : '',
			'og_image_url'      => self::str( $meta, 'facebook_image' ),
			'twitter_image_url' => self::str( $meta, 'twitter_image' ),
			'extra'             => array(),
		);
	}
}
