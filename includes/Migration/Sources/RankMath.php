<?php
/**
 * Rank Math as a migration source.
 *
 * @package Lodestar
 */

namespace Lodestar\Migration\Sources;

use Lodestar\Migration\Tokens;

defined( 'ABSPATH' ) || exit;

/**
 * Reads Rank Math's `rank_math_*` meta (the same keys on posts and terms) and its options
 * (`rank-math-options-titles`, `rank-math-options-general`).
 *
 * @since 0.3.0
 */
final class RankMath extends MetaSource {

	/**
	 * The plugin's directory slug.
	 */
	protected const SLUG = 'seo-by-rank-math';

	/**
	 * The plugin's name.
	 */
	protected const NAME = 'Rank Math SEO';

	/**
	 * The plugin's main file.
	 */
	protected const PLUGIN_FILE = 'seo-by-rank-math/rank-math.php';

	/**
	 * Meta keys that hold SEO data worth migrating.
	 */
	private const KEYS = array( 'rank_math_title', 'rank_math_description', 'rank_math_focus_keyword', 'rank_math_robots', 'rank_math_canonical_url', 'rank_math_breadcrumb_title', 'rank_math_facebook_title', 'rank_math_facebook_description', 'rank_math_facebook_image', 'rank_math_facebook_image_id', 'rank_math_twitter_title', 'rank_math_twitter_description', 'rank_math_twitter_image', 'rank_math_twitter_image_id' );

	/**
	 * Key prefixes that hold SEO data worth migrating.
	 */
	private const PREFIXES = array( 'rank_math_primary_', 'rank_math_schema_' );

	/**
	 * Every Rank Math variable => Lodestar variable (null: Lodestar has none).
	 */
	protected const VARIABLES = array(
		'sep'                    => 'separator',
		'search_query'           => 'search_query',
		'count'                  => null,
		'filename'               => null,
		'sitename'               => 'site_name',
		'sitedesc'               => 'tagline',
		'currentdate'            => 'currentdate',
		'currentday'             => 'currentday',
		'currentmonth'           => 'currentmonth',
		'currentyear'            => 'currentyear',
		'currenttime'            => 'currenttime',
		'org_name'               => null,
		'org_logo'               => null,
		'org_url'                => null,
		'id'                     => 'post_id',
		'focuskw'                => 'focus_keyword',
		'keywords'               => null,
		'customfield'            => null,
		'page'                   => 'page',
		'pagenumber'             => 'page_number',
		'pagetotal'              => 'page_total',
		'pt_single'              => 'post_type_singular',
		'pt_plural'              => 'post_type_plural',
		'userid'                 => null,
		'name'                   => 'author_name',
		'post_author'            => 'author_name',
		'user_description'       => 'author_description',
		'title'                  => 'title',
		'parent_title'           => 'parent_title',
		'excerpt'                => 'excerpt',
		'excerpt_only'           => 'excerpt_only',
		'seo_title'              => null,
		'seo_description'        => null,
		'url'                    => 'permalink',
		'post_thumbnail'         => null,
		'date'                   => 'published',
		'modified'               => 'modified',
		'category'               => 'category',
		'categories'             => 'category',
		'primary_taxonomy_terms' => 'primary_category',
		'tag'                    => 'tag',
		'tags'                   => 'tag',
		'term'                   => 'term_title',
		'term_description'       => 'term_description',
		'customterm'             => null,
		'customterm_desc'        => null,
		'wc_price'               => null,
		'wc_sku'                 => null,
		'wc_shortdesc'           => null,
		'wc_brand'               => null,
		'group_name'             => null,
		'group_desc'             => null,
	);

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	protected function option_name(): string {
		return 'rank-math-options-titles';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	protected function post_keys(): array {
		return self::KEYS;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	protected function post_prefixes(): array {
		return self::PREFIXES;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_Post $post Post.
	 */
	public function post( \WP_Post $post ): array {
		$meta = get_post_meta( $post->ID );
		return $this->values( is_array( $meta ) ? $meta : array() );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_Term $term Term.
	 */
	public function term( \WP_Term $term ): array {
		$meta = get_term_meta( $term->term_id );
		return $this->values( is_array( $meta ) ? $meta : array() );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function global_settings(): array {
		$titles   = self::option_array( 'rank-math-options-titles' );
		$settings = array();
		$template = array();
		$lists    = array( 'no_index' => array() );
		$profiles = array();
		$extra    = array();

		self::copy_separator( $settings, $titles, 'title_separator' );
		self::copy_strings(
			$template,
			$titles,
			array(
				'home_page_title'                => 'homepage_title',
				'home_page_description'          => 'homepage_description',
				'home_page_facebook_title'       => 'homepage_facebook_title',
				'home_page_facebook_description' => 'homepage_facebook_description',
				'page_title'                     => 'pt_post_title',
				'page_description'               => 'pt_post_description',
			)
		);
		if ( '' !== self::str( $titles, 'homepage_facebook_image' ) ) {
			$settings['home_page_facebook_image_url'] = self::str( $titles, 'homepage_facebook_image' );
		}
		if ( 'on' === self::str( $titles, 'homepage_custom_robots' ) ) {
			$settings['home_page_robots'] = array( 'general' => array_values( array_intersect( array( 'noindex', 'nofollow', 'noarchive' ), (array) ( $titles['homepage_robots'] ?? array() ) ) ) );
		}
		// The templates of the other post types, their archives, the taxonomies and the other
		// archives: Lodestar's templates per content type (posts keep the global template).
		$types = array();
		foreach ( $titles as $name => $value ) {
			$name = (string) $name;
			if ( preg_match( '/^pt_(.+)_archive_(title|description)$/', $name, $m ) ) {
				self::add_type( $types, 'pta:' . $m[1], $m[2], $value );
			} elseif ( preg_match( '/^(pt|tax)_(.+)_(title|description)$/', $name, $m ) && ! in_array( $name, array( 'pt_post_title', 'pt_post_description' ), true ) ) {
				self::add_type( $types, ( 'pt' === $m[1] ? 'post_type:' : 'taxonomy:' ) . $m[2], $m[3], $value );
			} elseif ( preg_match( '/^(author|date)_archive_(title|description)$|^(search|404)_title$/', $name, $m ) ) {
				if ( 'date' === $m[1] && is_string( $value ) ) {
					// On a date archive Rank Math's %date% is the archive's date ("March 2024"),
					// which Lodestar's %title% prints there (%published% is a post's date).
					$value = str_replace( '%date%', '%title%', $value );
				}
				self::add_type( $types, 'archive:' . ( '' !== $m[1] ? $m[1] : $m[3] ), '' !== $m[1] ? $m[2] : 'title', $value );
			}
		}
		foreach ( $titles as $name => $value ) {
			$name = (string) $name;
			if ( preg_match( '/^(pt|tax)_(.+)_custom_robots$/', $name, $m ) && 'on' === $value ) {
				$robots = (array) ( $titles[ $m[1] . '_' . $m[2] . '_robots' ] ?? array() );
				if ( in_array( 'noindex', $robots, true ) && preg_match( '/^[a-z0-9_\-]+$/', $m[2] ) ) {
					$lists['no_index'][] = $m[2];
				}
			}
		}
		// Author archives follow `author_robots` when `author_custom_robots` is on; date
		// archives always follow `date_archive_robots` (Rank Math's defaults noindex both).
		if ( 'on' === self::str( $titles, 'author_custom_robots' ) && in_array( 'noindex', (array) ( $titles['author_robots'] ?? array() ), true ) ) {
			$lists['no_index'][] = 'author';
		}
		if ( in_array( 'noindex', (array) ( $titles['date_archive_robots'] ?? array() ), true ) ) {
			$lists['no_index'][] = 'date';
		}
		if ( array_key_exists( 'noindex_archive_subpages', $titles ) ) {
			$settings['noindex_paginated_pages'] = 'on' === self::str( $titles, 'noindex_archive_subpages' );
		}
		if ( 'on' === self::str( $titles, 'noindex_empty_taxonomies' ) ) {
			// Lodestar has no rule for term archives without posts.
			$extra[] = array( 'noindex_empty_taxonomies', 'on', 'robots' );
		}
		// Both archives are served unless switched off (`disable_*_archives` 'off' by default).
		self::set_archives( $settings, 'on' !== self::str( $titles, 'disable_author_archives' ), 'on' !== self::str( $titles, 'disable_date_archives' ) );
		self::extra_strings( $extra, $titles, array( 'knowledgegraph_type', 'knowledgegraph_name', 'knowledgegraph_logo', 'website_name', 'website_alternate_name', 'organization_description' ), 'knowledge_graph' );
		if ( '' !== self::str( $titles, 'social_url_facebook' ) ) {
			$profiles['facebook'] = self::str( $titles, 'social_url_facebook' );
		}
		if ( '' !== self::str( $titles, 'twitter_author_names' ) ) {
			$settings['twitter_profile_username'] = self::str( $titles, 'twitter_author_names' );
			// Rank Math's twitter:creator of a post whose author has no handle is the site's.
			$settings['twitter_profile_fallback'] = self::str( $titles, 'twitter_author_names' );
		}
		// The article:author of a post whose author has no Facebook profile.
		if ( '' !== self::str( $titles, 'facebook_author_urls' ) ) {
			$settings['facebook_author_fallback'] = self::str( $titles, 'facebook_author_urls' );
		}
		self::add_profiles( $profiles, $extra, self::str( $titles, 'social_additional_profiles' ), 'social_additional_profiles', true );
		if ( '' !== self::str( $titles, 'open_graph_image' ) ) {
			$settings['fallback_image']    = self::str( $titles, 'open_graph_image' );
			$settings['fallback_image_id'] = max( 0, (int) self::str( $titles, 'open_graph_image_id' ) );
		}
		if ( in_array( self::str( $titles, 'twitter_card_type' ), array( 'summary', 'summary_large_image' ), true ) ) {
			$settings['twitter_card_type'] = self::str( $titles, 'twitter_card_type' );
		}
		$general = self::option_array( 'rank-math-options-general' );
		self::extra_strings( $extra, $general, array( 'google_verify', 'bing_verify', 'baidu_verify', 'yandex_verify', 'pinterest_verify', 'norton_verify' ), 'verification' );
		if ( array_key_exists( 'attachment_redirect_urls', $general ) ) {
			$settings['redirectAttachmentPagesToPostParent'] = 'on' === self::str( $general, 'attachment_redirect_urls' );
		}
		if ( 'on' === self::str( $general, 'breadcrumbs' ) ) {
			$extra[] = array( 'breadcrumbs', 'on', 'breadcrumbs' );
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
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param string $template Template.
	 */
	public function tokenize( string $template ): array {
		return Tokens::single_percent( $template );
	}

	/**
	 * {@inheritDoc} The same `rank_math_*` keys as posts and terms, as user meta, and (since
	 * 0.6.0) the author's own Facebook profile and X handle (`rank_math_facebook_author`,
	 * `rank_math_twitter_author`: Rank Math prints them before the contact methods).
	 *
	 * @since 0.5.0
	 */
	public function users(): array {
		$users = array();
		foreach ( $this->data->users_with_meta( array_merge( self::KEYS, array( 'rank_math_facebook_author', 'rank_math_twitter_author' ) ) ) as $id ) {
			$meta                     = get_user_meta( $id );
			$meta                     = is_array( $meta ) ? $meta : array();
			$users[ $id ]             = $this->values( $meta );
			$users[ $id ]['facebook'] = self::first( $meta, 'rank_math_facebook_author' );
			$users[ $id ]['twitter']  = self::first( $meta, 'rank_math_twitter_author' );
		}
		return $users;
	}

	/**
	 * The object shape of a post's, term's or user's meta.
	 *
	 * @param array<string, mixed> $meta Meta array.
	 * @return array<string, mixed>
	 */
	private function values( array $meta ): array {
		$get    = static fn( string $key ): string => self::first( $meta, 'rank_math_' . $key );
		$robots = maybe_unserialize( $meta['rank_math_robots'][0] ?? '' );
		$robots = is_array( $robots ) ? array_map( 'strval', $robots ) : array();
		$values = array(
			'title'               => $get( 'title' ),
			'description'         => $get( 'description' ),
			'canonical'           => $get( 'canonical_url' ),
			'noindex'             => in_array( 'noindex', $robots, true ) ? 'yes' : ( in_array( 'index', $robots, true ) ? 'no' : '' ),
			'nofollow'            => in_array( 'nofollow', $robots, true ) ? 'yes' : '',
			'noarchive'           => in_array( 'noarchive', $robots, true ) ? 'yes' : '',
			'og_title'            => $get( 'facebook_title' ),
			'og_description'      => $get( 'facebook_description' ),
			'og_image_url'        => $get( 'facebook_image' ),
			'og_image_id'         => (int) $get( 'facebook_image_id' ),
			'twitter_title'       => $get( 'twitter_title' ),
			'twitter_description' => $get( 'twitter_description' ),
			'twitter_image_url'   => $get( 'twitter_image' ),
			'twitter_image_id'    => (int) $get( 'twitter_image_id' ),
			'breadcrumb_title'    => $get( 'breadcrumb_title' ),
			'focus_keywords'      => array_values( array_filter( array_map( 'trim', explode( ',', $get( 'focus_keyword' ) ) ), 'strlen' ) ),
			'primary_terms'       => self::primary_terms( $meta, 'rank_math_primary_' ),
			'schema_type'         => '',
			'extra'               => array(),
		);
		// With "use the Facebook data" off, Rank Math's X title and description fall back to the
		// SEO title and description, not to the Facebook ones as Lodestar's do.
		if ( 'off' === $get( 'twitter_use_facebook' ) ) {
			foreach ( array( 'title' => 'title', 'description' => 'description' ) as $field => $seo ) {
				if ( '' === $values[ 'twitter_' . $field ] && '' !== $values[ 'og_' . $field ] ) {
					$values[ 'twitter_' . $field ] = $values[ $seo ];
				}
			}
		}
		foreach ( array_intersect( array( 'nosnippet', 'noimageindex' ), $robots ) as $directive ) {
			$values['extra'][] = array( 'rank_math_robots', $directive, 'robots' );
		}
		foreach ( array_keys( $meta ) as $key ) {
			$key = (string) $key;
			if ( str_starts_with( $key, 'rank_math_schema_' ) ) {
				$values['schema_type'] = substr( $key, strlen( 'rank_math_schema_' ) );
			}
		}
		return $values;
	}
}
