<?php
/**
 * Yoast SEO as a migration source.
 *
 * @package Lodestar
 */

namespace Lodestar\Migration\Sources;

use Lodestar\Migration\Tokens;

defined( 'ABSPATH' ) || exit;

/**
 * Reads Yoast SEO's post meta (`_yoast_wpseo_*`), its term data (the `wpseo_taxonomy_meta`
 * option, [taxonomy][term id][key]) and its options (`wpseo`, `wpseo_titles`, `wpseo_social`).
 * Its indexables tables are a cache of these and are not read.
 *
 * @since 0.3.0
 */
final class Yoast extends MetaSource {

	/**
	 * The plugin's directory slug.
	 */
	protected const SLUG = 'wordpress-seo';

	/**
	 * The plugin's name.
	 */
	protected const NAME = 'Yoast SEO';

	/**
	 * The plugin's main file.
	 */
	protected const PLUGIN_FILE = 'wordpress-seo/wp-seo.php';

	/**
	 * Prefix of Yoast's post meta keys.
	 */
	private const PREFIX = '_yoast_wpseo_';

	/**
	 * Post meta keys (without the prefix) that hold SEO data worth migrating (scores and
	 * reading times are Yoast's own bookkeeping).
	 */
	private const POST_KEYS = array( 'title', 'metadesc', 'focuskw', 'focuskeywords', 'meta-robots-noindex', 'meta-robots-nofollow', 'meta-robots-adv', 'canonical', 'bctitle', 'redirect', 'opengraph-title', 'opengraph-description', 'opengraph-image', 'opengraph-image-id', 'twitter-title', 'twitter-description', 'twitter-image', 'twitter-image-id', 'schema_page_type', 'schema_article_type' );

	/**
	 * Separator slugs => characters.
	 */
	private const SEPARATORS = array(
		'sc-dash'   => '-',
		'sc-ndash'  => '–',
		'sc-mdash'  => '—',
		'sc-colon'  => ':',
		'sc-middot' => '·',
		'sc-bull'   => '•',
		'sc-star'   => '*',
		'sc-smstar' => '⋆',
		'sc-pipe'   => '|',
		'sc-tilde'  => '~',
		'sc-laquo'  => '«',
		'sc-raquo'  => '»',
		'sc-lt'     => '<',
		'sc-gt'     => '>',
	);

	/**
	 * Archive names in `wpseo_titles` keys => Lodestar archive content types.
	 */
	private const ARCHIVES = array(
		'author-wpseo'  => 'author',
		'archive-wpseo' => 'date',
		'search-wpseo'  => 'search',
		'404-wpseo'     => '404',
	);

	/**
	 * Every Yoast variable => Lodestar variable (null: Lodestar has none).
	 */
	protected const VARIABLES = array(
		'date'                 => 'published',
		'title'                => 'title',
		'parent_title'         => 'parent_title',
		'archive_title'        => 'archive_title',
		'sitename'             => 'site_name',
		'sitedesc'             => 'tagline',
		'excerpt'              => 'excerpt',
		'excerpt_only'         => 'excerpt_only',
		'tag'                  => 'tag',
		'category'             => 'category',
		'primary_category'     => 'primary_category',
		'category_description' => 'term_description',
		'tag_description'      => 'term_description',
		'term_description'     => 'term_description',
		'term_title'           => 'term_title',
		'category_title'       => 'term_title',
		'searchphrase'         => 'search_query',
		'term_hierarchy'       => 'term_hierarchy',
		'sep'                  => 'separator',
		'currentdate'          => 'currentdate',
		'currentyear'          => 'currentyear',
		'currentmonth'         => 'currentmonth',
		'currentday'           => 'currentday',
		'currenttime'          => 'currenttime',
		'post_year'            => 'post_year',
		'post_month'           => 'post_month',
		'post_day'             => 'post_day',
		'author_first_name'    => 'author_first_name',
		'author_last_name'     => 'author_last_name',
		'permalink'            => 'permalink',
		'post_content'         => 'content',
		'pt_single'            => 'post_type_singular',
		'pt_plural'            => 'post_type_plural',
		'modified'             => 'modified',
		'id'                   => 'post_id',
		'name'                 => 'author_name',
		'user_description'     => 'author_description',
		'userid'               => null,
		'page'                 => 'page',
		'pagetotal'            => 'page_total',
		'pagenumber'           => 'page_number',
		'caption'              => 'excerpt_only',
		'focuskw'              => 'focus_keyword',
		'term404'              => null,
		'wc_price'             => null,
		'wc_sku'               => null,
		'wc_shortdesc'         => null,
		'wc_brand'             => null,
		'cf_*'                 => null,
		'ct_desc_*'            => null,
		'ct_*'                 => null,
	);

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	protected function option_name(): string {
		return 'wpseo_titles';
	}

	/**
	 * The post meta keys, with their prefix.
	 *
	 * @since 0.3.0
	 *
	 * @return string[]
	 */
	protected function post_keys(): array {
		return array_map( static fn( string $key ): string => self::PREFIX . $key, self::POST_KEYS );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	protected function post_prefixes(): array {
		return array( self::PREFIX . 'primary_' );
	}

	/**
	 * Whether `wpseo_taxonomy_meta` holds any term's data.
	 *
	 * @since 0.3.0
	 */
	protected function has_term_data(): bool {
		return array() !== $this->taxonomy_meta();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param int $after Last id.
	 * @param int $limit Most ids.
	 */
	public function term_ids( int $after, int $limit ): array {
		return self::keyset( $this->existing_terms(), $after, $limit );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function count_terms(): int {
		return count( $this->existing_terms() );
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
		$meta   = is_array( $meta ) ? $meta : array();
		$get    = static fn( string $key ): string => self::first( $meta, self::PREFIX . $key );
		$values = array_merge(
			array(
				'title'       => $get( 'title' ),
				'description' => $get( 'metadesc' ),
				'canonical'   => $get( 'canonical' ),
				'noindex'     => array(
					'1' => 'yes',
					'2' => 'no',
				)[ $get( 'meta-robots-noindex' ) ] ?? '',
				'nofollow'    => '1' === $get( 'meta-robots-nofollow' ) ? 'yes' : '',
			),
			self::social_values( $get ),
			array(
				'primary_terms' => self::primary_terms( $meta, self::PREFIX . 'primary_' ),
				'schema_type'   => '' !== $get( 'schema_article_type' ) ? $get( 'schema_article_type' ) : $get( 'schema_page_type' ),
				'extra'         => array(),
			)
		);
		foreach ( array_filter( array_map( 'trim', explode( ',', $get( 'meta-robots-adv' ) ) ) ) as $directive ) {
			if ( 'noarchive' === $directive ) {
				$values['noarchive'] = 'yes';
			} elseif ( 'none' !== $directive && '-' !== $directive ) {
				$values['extra'][] = array( 'meta-robots-adv', $directive, 'robots' );
			}
		}
		if ( '' !== $get( 'redirect' ) ) {
			$values['extra'][] = array( 'redirect', $get( 'redirect' ), 'redirect' );
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
		$all  = $this->taxonomy_meta();
		$meta = $all[ $term->taxonomy ][ $term->term_id ] ?? array();
		$meta = is_array( $meta ) ? $meta : array();
		$get  = static fn( string $key ): string => self::str( $meta, 'wpseo_' . $key );
		return array_merge(
			array(
				'title'       => $get( 'title' ),
				'description' => $get( 'desc' ),
				'canonical'   => $get( 'canonical' ),
				'noindex'     => array(
					'noindex' => 'yes',
					'index'   => 'no',
				)[ $get( 'noindex' ) ] ?? '',
			),
			self::social_values( $get ),
			array( 'extra' => array() )
		);
	}

	/**
	 * {@inheritDoc} User meta `wpseo_title`, `wpseo_metadesc` and `wpseo_noindex_author`
	 * ('on').
	 *
	 * @since 0.5.0
	 */
	public function users(): array {
		$users = array();
		foreach ( $this->data->users_with_meta( array( 'wpseo_title', 'wpseo_metadesc', 'wpseo_noindex_author' ) ) as $id ) {
			$users[ $id ] = array(
				'title'       => trim( (string) get_user_meta( $id, 'wpseo_title', true ) ),
				'description' => trim( (string) get_user_meta( $id, 'wpseo_metadesc', true ) ),
				'noindex'     => 'on' === get_user_meta( $id, 'wpseo_noindex_author', true ) ? 'yes' : '',
			);
		}
		return $users;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function global_settings(): array {
		$titles   = self::option_array( 'wpseo_titles' );
		$social   = self::option_array( 'wpseo_social' );
		$general  = self::option_array( 'wpseo' );
		$settings = array();
		$template = array();
		$lists    = array( 'no_index' => array() );
		$profiles = array();
		$extra    = array();

		$separator = self::str( $titles, 'separator' );
		if ( isset( self::SEPARATORS[ $separator ] ) ) {
			$settings['separator'] = self::SEPARATORS[ $separator ];
		}
		self::copy_strings(
			$template,
			$titles,
			array(
				'home_page_title'                => 'title-home-wpseo',
				'home_page_description'          => 'metadesc-home-wpseo',
				'home_page_facebook_title'       => 'open_graph_frontpage_title',
				'home_page_facebook_description' => 'open_graph_frontpage_desc',
				'page_title'                     => 'title-post',
				'page_description'               => 'metadesc-post',
			)
		);
		if ( '' !== self::str( $titles, 'open_graph_frontpage_image' ) ) {
			$settings['home_page_facebook_image_url'] = self::str( $titles, 'open_graph_frontpage_image' );
		}

		// The templates of the other post types, their archives, the taxonomies and the other
		// archives: Lodestar's templates per content type (posts keep the global template).
		$types = array();
		foreach ( $titles as $name => $value ) {
			$name = (string) $name;
			if ( ! is_string( $value ) || '' === trim( $value ) || ! preg_match( '/^(title|metadesc)-(.+)$/', $name, $m ) || in_array( $m[2], array( 'home-wpseo', 'post' ), true ) ) {
				continue;
			}
			$field = 'title' === $m[1] ? 'title' : 'description';
			if ( isset( self::ARCHIVES[ $m[2] ] ) ) {
				$key = 'archive:' . self::ARCHIVES[ $m[2] ];
				if ( 'archive:date' === $key ) {
					// On a date archive Yoast's %%date%% is the archive's date ("March 2024"),
					// which Lodestar's %title% prints there (%published% is a post's date).
					$value = str_replace( '%%date%%', '%%title%%', $value );
				}
			} elseif ( str_starts_with( $m[2], 'ptarchive-' ) ) {
				$key = 'pta:' . substr( $m[2], 10 );
			} elseif ( str_starts_with( $m[2], 'tax-' ) ) {
				$key = 'taxonomy:' . substr( $m[2], 4 );
			} else {
				$key = 'post_type:' . $m[2];
			}
			self::add_type( $types, $key, $field, $value );
		}
		foreach ( $titles as $name => $value ) {
			if ( ! empty( $value ) && str_starts_with( (string) $name, 'noindex-' ) ) {
				$slug = self::no_index_item( substr( (string) $name, 8 ) );
				if ( '' === $slug ) {
					// A key that names no archive, post type or taxonomy of this site (authors
					// without posts, a type no longer registered): not a Lodestar list entry.
					$extra[] = array( (string) $name, '1', 'robots' );
				} elseif ( ! in_array( $slug, $lists['no_index'], true ) ) {
					$lists['no_index'][] = $slug;
				}
			}
		}
		// Both archives are served unless switched off (`disable-*` false by default).
		self::set_archives( $settings, empty( $titles['disable-author'] ), empty( $titles['disable-date'] ) );
		if ( array_key_exists( 'disable-attachment', $titles ) ) {
			$settings['redirectAttachmentPagesToPostParent'] = ! empty( $titles['disable-attachment'] );
		}
		if ( ! empty( $titles['breadcrumbs-enable'] ) ) {
			$extra[] = array( 'breadcrumbs-enable', '1', 'breadcrumbs' );
		}
		self::extra_strings( $extra, $titles, array( 'company_or_person', 'company_name', 'company_logo', 'person_logo', 'website_name', 'alternate_website_name' ), 'knowledge_graph' );

		if ( '' !== self::str( $social, 'facebook_site' ) ) {
			$profiles['facebook'] = self::str( $social, 'facebook_site' );
		}
		if ( '' !== self::str( $social, 'twitter_site' ) ) {
			$settings['twitter_profile_username'] = self::str( $social, 'twitter_site' );
			// Yoast's twitter:creator of a post whose author has no handle is the site's.
			$settings['twitter_profile_fallback'] = self::str( $social, 'twitter_site' );
		}
		foreach ( array( 'instagram_url', 'linkedin_url', 'pinterest_url', 'youtube_url', 'wikipedia_url', 'mastodon_url' ) as $name ) {
			if ( '' !== self::str( $social, $name ) ) {
				$profiles[ substr( $name, 0, -4 ) ] = self::str( $social, $name );
			}
		}
		foreach ( (array) ( $social['other_social_urls'] ?? array() ) as $url ) {
			if ( is_string( $url ) && '' !== trim( $url ) ) {
				$id = self::profile_id( $url );
				if ( '' !== $id && ! isset( $profiles[ $id ] ) ) {
					$profiles[ $id ] = trim( $url );
				} else {
					$extra[] = array( 'other_social_urls', trim( $url ), 'profile' );
				}
			}
		}
		if ( '' !== self::str( $social, 'og_default_image' ) ) {
			$settings['fallback_image']    = self::str( $social, 'og_default_image' );
			$settings['fallback_image_id'] = max( 0, (int) self::str( $social, 'og_default_image_id' ) );
		}
		if ( in_array( self::str( $social, 'twitter_card_type' ), array( 'summary', 'summary_large_image' ), true ) ) {
			$settings['twitter_card_type'] = self::str( $social, 'twitter_card_type' );
		}
		if ( array_key_exists( 'opengraph', $social ) ) {
			$settings['open_graph_tags'] = ! empty( $social['opengraph'] );
		}
		if ( array_key_exists( 'twitter', $social ) ) {
			$settings['twitter_meta_tags'] = ! empty( $social['twitter'] );
		}
		self::extra_strings( $extra, $general, array( 'googleverify', 'msverify', 'baiduverify', 'yandexverify', 'ahrefsverify' ), 'verification' );
		if ( '' !== self::str( $social, 'pinterestverify' ) ) {
			$extra[] = array( 'pinterestverify', self::str( $social, 'pinterestverify' ), 'verification' );
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
	 * The `wpseo_taxonomy_meta` option.
	 *
	 * @return array<string, array<int, array<string, mixed>>>
	 */
	private function taxonomy_meta(): array {
		return self::option_array( 'wpseo_taxonomy_meta' );
	}

	/**
	 * Term id => taxonomy of the terms of `wpseo_taxonomy_meta` that still exist.
	 *
	 * @return array<int, string>
	 */
	private function existing_terms(): array {
		$listed = array();
		foreach ( $this->taxonomy_meta() as $taxonomy => $terms ) {
			if ( ! is_array( $terms ) ) {
				continue;
			}
			foreach ( array_keys( $terms ) as $id ) {
				if ( is_numeric( $id ) ) {
					$listed[ (int) $id ] = (string) $taxonomy;
				}
			}
		}
		if ( array() === $listed ) {
			return array();
		}
		$existing = get_terms(
			array(
				'include'    => array_keys( $listed ),
				'hide_empty' => false,
				'fields'     => 'id=>slug',
				'taxonomy'   => array_values( array_unique( array_filter( $listed, 'taxonomy_exists' ) ) ),
			)
		);
		$terms    = array();
		foreach ( is_array( $existing ) ? array_keys( $existing ) : array() as $id ) {
			$terms[ (int) $id ] = $listed[ (int) $id ];
		}
		return $terms;
	}

	/**
	 * The values Yoast names alike for posts and terms: social titles, descriptions and
	 * images, the breadcrumb title, the focus keyphrases.
	 *
	 * @param callable(string): string $get Reads a Yoast field by its name without prefix.
	 * @return array<string, mixed>
	 */
	private static function social_values( callable $get ): array {
		return array(
			'og_title'            => $get( 'opengraph-title' ),
			'og_description'      => $get( 'opengraph-description' ),
			'og_image_url'        => $get( 'opengraph-image' ),
			'og_image_id'         => (int) $get( 'opengraph-image-id' ),
			'twitter_title'       => $get( 'twitter-title' ),
			'twitter_description' => $get( 'twitter-description' ),
			'twitter_image_url'   => $get( 'twitter-image' ),
			'twitter_image_id'    => (int) $get( 'twitter-image-id' ),
			'breadcrumb_title'    => $get( 'bctitle' ),
			'focus_keywords'      => self::keywords( $get( 'focuskw' ), $get( 'focuskeywords' ) ),
		);
	}

	/**
	 * Focus keyphrases: the main one, then Premium's extra ones (JSON list of {keyword}).
	 *
	 * @param string $main  Main keyphrase.
	 * @param string $extra JSON of the extra keyphrases.
	 * @return string[]
	 */
	private static function keywords( string $main, string $extra ): array {
		$keywords = '' === $main ? array() : array( $main );
		$decoded  = json_decode( $extra, true );
		foreach ( is_array( $decoded ) ? $decoded : array() as $item ) {
			$keyword = is_array( $item ) && is_string( $item['keyword'] ?? null ) ? trim( $item['keyword'] ) : '';
			if ( '' !== $keyword && ! in_array( $keyword, $keywords, true ) ) {
				$keywords[] = $keyword;
			}
		}
		return $keywords;
	}
	/**
	 * The Robot Instructions list entry a `wpseo_titles` `noindex-{suffix}` key stands for: the
	 * author or date archives, a registered post type, its archive (`pta:{type}`) or a registered
	 * taxonomy; '' for anything else (`author-noposts-wpseo`, `subpages-wpseo`, unknown types).
	 *
	 * @param string $suffix The key without `noindex-`.
	 */
	private static function no_index_item( string $suffix ): string {
		if ( 'author-wpseo' === $suffix || 'archive-wpseo' === $suffix ) {
			return 'author-wpseo' === $suffix ? 'author' : 'date';
		}
		if ( str_starts_with( $suffix, 'ptarchive-' ) ) {
			$type = substr( $suffix, 10 );
			return post_type_exists( $type ) ? 'pta:' . $type : '';
		}
		if ( str_starts_with( $suffix, 'tax-' ) ) {
			return taxonomy_exists( substr( $suffix, 4 ) ) ? substr( $suffix, 4 ) : '';
		}
		return post_type_exists( $suffix ) ? $suffix : '';
	}
}
