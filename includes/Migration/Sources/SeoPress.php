<?php
/**
 * SEOPress as a migration source.
 *
 * @package Lodestar
 */

namespace Lodestar\Migration\Sources;

use Lodestar\Migration\Tokens;

defined( 'ABSPATH' ) || exit;

/**
 * Reads SEOPress's `_seopress_*` meta (the same keys on posts and terms) and its options
 * (`seopress_titles_option_name`, `seopress_social_option_name`).
 *
 * @since 0.3.0
 */
final class SeoPress extends MetaSource {

	/**
	 * The plugin's directory slug.
	 */
	protected const SLUG = 'wp-seopress';

	/**
	 * The plugin's name.
	 */
	protected const NAME = 'SEOPress';

	/**
	 * The plugin's main file.
	 */
	protected const PLUGIN_FILE = 'wp-seopress/seopress.php';

	/**
	 * Meta keys that hold SEO data worth migrating.
	 */
	private const KEYS = array( '_seopress_titles_title', '_seopress_titles_desc', '_seopress_robots_index', '_seopress_robots_follow', '_seopress_robots_archive', '_seopress_robots_imageindex', '_seopress_robots_snippet', '_seopress_robots_odp', '_seopress_robots_canonical', '_seopress_robots_primary_cat', '_seopress_robots_breadcrumbs', '_seopress_social_fb_title', '_seopress_social_fb_desc', '_seopress_social_fb_img', '_seopress_social_fb_img_attachment_id', '_seopress_social_twitter_title', '_seopress_social_twitter_desc', '_seopress_social_twitter_img', '_seopress_social_twitter_img_attachment_id', '_seopress_analysis_target_kw', '_seopress_redirections_enabled' );

	/**
	 * Every SEOPress variable => Lodestar variable (null: Lodestar has none). `%%excerpt%%` is
	 * SEOPress's excerpt only (no generated one): Lodestar's %excerpt_only%.
	 */
	protected const VARIABLES = array(
		'sep'                     => 'separator',
		'sitetitle'               => 'site_name',
		'sitename'                => 'site_name',
		'tagline'                 => 'tagline',
		'sitedesc'                => 'tagline',
		'post_title'              => 'title',
		'title'                   => 'title',
		'post_excerpt'            => 'excerpt',
		'excerpt'                 => 'excerpt_only',
		'post_content'            => 'content',
		'post_thumbnail_url'      => null,
		'post_url'                => 'permalink',
		'post_date'               => 'published',
		'date'                    => 'published',
		'post_modified_date'      => 'modified',
		'post_author'             => 'author_name',
		'post_category'           => 'category',
		'post_tag'                => 'tag',
		'_category_title'         => 'term_title',
		'_category_description'   => 'term_description',
		'tag_title'               => 'term_title',
		'tag_description'         => 'term_description',
		'term_title'              => 'term_title',
		'term_description'        => 'term_description',
		'search_keywords'         => 'search_query',
		'current_pagination'      => 'page',
		'page'                    => 'page',
		'cpt_plural'              => 'post_type_plural',
		'archive_title'           => 'archive_title',
		'archive_date'            => null,
		'archive_date_day'        => null,
		'archive_date_month'      => null,
		'archive_date_month_name' => null,
		'archive_date_year'       => null,
		'_cf_*'                   => null,
		'_ct_*'                   => null,
		'_ucf_*'                  => null,
		'wc_single_cat'           => null,
		'wc_single_tag'           => null,
		'wc_single_short_desc'    => null,
		'wc_single_price'         => null,
		'wc_single_price_exc_tax' => null,
		'wc_sku'                  => null,
		'currentday'              => 'currentday',
		'currentmonth'            => 'currentmonth',
		'currentmonth_short'      => null,
		'currentmonth_num'        => null,
		'currentyear'             => 'currentyear',
		'currentdate'             => 'currentdate',
		'currenttime'             => 'currenttime',
		'author_first_name'       => 'author_first_name',
		'author_last_name'        => 'author_last_name',
		'author_website'          => null,
		'author_nickname'         => null,
		'author_bio'              => 'author_description',
		'target_keyword'          => 'focus_keyword',
	);

	/**
	 * `seopress_social_accounts_*` => Lodestar profile id.
	 */
	private const ACCOUNTS = array(
		'facebook'  => 'facebook',
		'instagram' => 'instagram',
		'youtube'   => 'youtube',
		'pinterest' => 'pinterest',
		'linkedin'  => 'linkedin',
	);

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	protected function option_name(): string {
		return 'seopress_titles_option_name';
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
	 * {@inheritDoc} SEOPress prints the home title and description on a static front page that has none of its own.
	 *
	 * @since 0.3.0
	 */
	protected function heads_front_page(): bool {
		return true;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_Post $post Post.
	 */
	public function post( \WP_Post $post ): array {
		$meta   = get_post_meta( $post->ID );
		$values = self::values( is_array( $meta ) ? $meta : array() );
		// A static front page without its own title or description gets the home page's.
		if ( self::is_static_front_page( $post ) ) {
			$titles = self::option_array( 'seopress_titles_option_name' );
			foreach ( array( 'title' => 'seopress_titles_home_site_title', 'description' => 'seopress_titles_home_site_desc' ) as $field => $key ) {
				if ( '' === $values[ $field ] ) {
					$values[ $field ] = self::str( $titles, $key );
				}
			}
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
		$meta = get_term_meta( $term->term_id );
		return self::values( is_array( $meta ) ? $meta : array() );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function global_settings(): array {
		$titles   = self::option_array( 'seopress_titles_option_name' );
		$social   = self::option_array( 'seopress_social_option_name' );
		$settings = array();
		$template = array();
		$lists    = array(
			'no_index'  => array(),
			'no_follow' => array(),
		);
		$profiles = array();
		$extra    = array();

		self::copy_separator( $settings, $titles, 'seopress_titles_sep' );
		self::copy_strings(
			$template,
			$titles,
			array(
				'home_page_title'       => 'seopress_titles_home_site_title',
				'home_page_description' => 'seopress_titles_home_site_desc',
			)
		);

		// The post type template is Lodestar's global one; the others, the taxonomies' and the
		// archives' become templates per content type.
		$types = array();
		foreach ( array( 'seopress_titles_single_titles', 'seopress_titles_tax_titles' ) as $group ) {
			foreach ( (array) ( $titles[ $group ] ?? array() ) as $name => $entry ) {
				if ( ! is_array( $entry ) ) {
					continue;
				}
				$name = (string) $name;
				self::add_type_templates( $template, $types, ( 'seopress_titles_single_titles' === $group ? 'post_type:' : 'taxonomy:' ) . $name, self::str( $entry, 'title' ), self::str( $entry, 'description' ) );
				if ( preg_match( '/^[a-z0-9_\-]+$/', $name ) ) {
					if ( ! empty( $entry['noindex'] ) ) {
						$lists['no_index'][] = $name;
					}
					if ( ! empty( $entry['nofollow'] ) ) {
						$lists['no_follow'][] = $name;
					}
				}
			}
		}
		foreach ( (array) ( $titles['seopress_titles_archive_titles'] ?? array() ) as $name => $entry ) {
			if ( ! is_array( $entry ) ) {
				continue;
			}
			$name = (string) $name;
			foreach ( array( 'title', 'description' ) as $key ) {
				self::add_type( $types, 'pta:' . $name, $key, self::str( $entry, $key ) );
			}
			if ( preg_match( '/^[a-z0-9_\-]+$/', $name ) ) {
				if ( ! empty( $entry['noindex'] ) ) {
					$lists['no_index'][] = 'pta:' . $name;
				}
				if ( ! empty( $entry['nofollow'] ) ) {
					$lists['no_follow'][] = 'pta:' . $name;
				}
			}
		}
		foreach ( array( 'author', 'date' ) as $archive ) {
			$prefix = 'seopress_titles_archives_' . $archive . '_';
			// %%archive_date%% is the date of a date archive ("3 - 2024"): its %title%.
			self::add_type( $types, 'archive:' . $archive, 'title', str_replace( '%%archive_date%%', '%%post_title%%', self::str( $titles, $prefix . 'title' ) ) );
			self::add_type( $types, 'archive:' . $archive, 'description', str_replace( '%%archive_date%%', '%%post_title%%', self::str( $titles, $prefix . 'desc' ) ) );
			if ( ! empty( $titles[ $prefix . 'noindex' ] ) ) {
				$lists['no_index'][] = $archive;
			}
		}
		// Both archives are served unless `seopress_titles_archives_{author,date}_disable` is set.
		self::set_archives( $settings, empty( $titles['seopress_titles_archives_author_disable'] ), empty( $titles['seopress_titles_archives_date_disable'] ) );
		self::add_type( $types, 'archive:search', 'title', self::str( $titles, 'seopress_titles_archives_search_title' ) );
		self::add_type( $types, 'archive:404', 'title', self::str( $titles, 'seopress_titles_archives_404_title' ) );
		foreach ( array( 'seopress_titles_noindex', 'seopress_titles_nofollow', 'seopress_titles_noimageindex', 'seopress_titles_nosnippet' ) as $name ) {
			if ( ! empty( $titles[ $name ] ) ) {
				$extra[] = array( $name, '1', 'robots' );
			}
		}
		if ( array_key_exists( 'seopress_titles_paged_noindex', $titles ) ) {
			$settings['noindex_paginated_pages'] = ! empty( $titles['seopress_titles_paged_noindex'] );
		}
		if ( array_key_exists( 'seopress_titles_paged_rel', $titles ) ) {
			$settings['paginated_link_relationships'] = ! empty( $titles['seopress_titles_paged_rel'] );
		}

		foreach ( array( 'type', 'name', 'img', 'desc', 'email', 'phone', 'tax_id', 'contact_type' ) as $name ) {
			$value = self::str( $social, 'seopress_social_knowledge_' . $name );
			if ( '' !== $value && ! ( 'type' === $name && 'none' === $value ) ) {
				$extra[] = array( 'seopress_social_knowledge_' . $name, $value, 'knowledge_graph' );
			}
		}
		foreach ( self::ACCOUNTS as $name => $id ) {
			if ( '' !== self::str( $social, 'seopress_social_accounts_' . $name ) ) {
				$profiles[ $id ] = self::str( $social, 'seopress_social_accounts_' . $name );
			}
		}
		if ( '' !== self::str( $social, 'seopress_social_accounts_twitter' ) ) {
			$settings['twitter_profile_username'] = ltrim( self::str( $social, 'seopress_social_accounts_twitter' ), '@' );
			// SEOPress's twitter:creator: the author's `twitter` contact method (which Lodestar
			// reads too), else the site's X account.
			$settings['twitter_profile_fallback'] = $settings['twitter_profile_username'];
		}
		if ( '' !== self::str( $social, 'seopress_social_accounts_facebook' ) ) {
			// SEOPress prints the site's Facebook page as the article:author of every post and
			// page: Lodestar's fallback for authors without a Facebook profile of their own.
			$settings['facebook_author_fallback'] = self::str( $social, 'seopress_social_accounts_facebook' );
		}
		self::add_profiles( $profiles, $extra, self::str( $social, 'seopress_social_accounts_extra' ), 'seopress_social_accounts_extra', false );
		if ( array_key_exists( 'seopress_social_facebook_og', $social ) ) {
			$settings['open_graph_tags'] = ! empty( $social['seopress_social_facebook_og'] );
		}
		if ( '' !== self::str( $social, 'seopress_social_facebook_img' ) ) {
			$settings['fallback_image'] = self::str( $social, 'seopress_social_facebook_img' );
		}
		if ( array_key_exists( 'seopress_social_twitter_card', $social ) ) {
			$settings['twitter_meta_tags'] = ! empty( $social['seopress_social_twitter_card'] );
		}
		if ( '' !== self::str( $social, 'seopress_social_twitter_card_img_size' ) ) {
			$settings['twitter_card_type'] = 'large' === self::str( $social, 'seopress_social_twitter_card_img_size' ) ? 'summary_large_image' : 'summary';
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
		return Tokens::double_percent( $template );
	}

	/**
	 * The object shape of a post's or term's meta. SEOPress's robots keys say 'yes' for the
	 * restrictive directive and are absent otherwise: there is no "force index", so anything
	 * but 'yes' is "follow the site".
	 *
	 * @param array<string, mixed> $meta Meta array.
	 * @return array<string, mixed>
	 */
	private static function values( array $meta ): array {
		$get    = static fn( string $key ): string => self::first( $meta, '_seopress_' . $key );
		$yes    = static fn( string $key ): string => 'yes' === $get( $key ) ? 'yes' : '';
		$values = array(
			'title'               => $get( 'titles_title' ),
			'description'         => $get( 'titles_desc' ),
			'canonical'           => $get( 'robots_canonical' ),
			'noindex'             => $yes( 'robots_index' ),
			'nofollow'            => $yes( 'robots_follow' ),
			'noarchive'           => $yes( 'robots_archive' ),
			'og_title'            => $get( 'social_fb_title' ),
			'og_description'      => $get( 'social_fb_desc' ),
			'og_image_url'        => $get( 'social_fb_img' ),
			'og_image_id'         => (int) $get( 'social_fb_img_attachment_id' ),
			'twitter_title'       => $get( 'social_twitter_title' ),
			'twitter_description' => $get( 'social_twitter_desc' ),
			'twitter_image_url'   => $get( 'social_twitter_img' ),
			'twitter_image_id'    => (int) $get( 'social_twitter_img_attachment_id' ),
			'breadcrumb_title'    => $get( 'robots_breadcrumbs' ),
			'focus_keywords'      => array_values( array_unique( array_filter( array_map( 'trim', explode( ',', $get( 'analysis_target_kw' ) ) ), 'strlen' ) ) ),
			'primary_terms'       => array(),
			'schema_type'         => '',
			'extra'               => array(),
		);
		foreach ( array( 'robots_imageindex' => 'noimageindex', 'robots_snippet' => 'nosnippet', 'robots_odp' => 'noodp' ) as $key => $directive ) {
			if ( 'yes' === $get( $key ) ) {
				$values['extra'][] = array( '_seopress_' . $key, $directive, 'robots' );
			}
		}
		if ( is_numeric( $get( 'robots_primary_cat' ) ) && (int) $get( 'robots_primary_cat' ) > 0 ) {
			$values['primary_terms']['category'] = (int) $get( 'robots_primary_cat' );
		}
		if ( 'yes' === $get( 'redirections_enabled' ) && '' !== $get( 'redirections_value' ) ) {
			$values['extra'][] = array( '_seopress_redirections_value', $get( 'redirections_value' ), 'redirect', in_array( (int) $get( 'redirections_type' ), array( 301, 302, 307, 410, 451 ), true ) ? (int) $get( 'redirections_type' ) : 301 );
		}
		return $values;
	}
}
