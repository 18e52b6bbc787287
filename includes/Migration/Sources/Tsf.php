<?php
/**
 * The SEO Framework as a migration source.
 *
 * @package Lodestar
 */

namespace Lodestar\Migration\Sources;

defined( 'ABSPATH' ) || exit;

/**
 * Reads The SEO Framework's post meta (`_genesis_*`, `_open_graph_*`, `_twitter_*`,
 * `_social_image_*`, `_primary_term_*`), its term meta (one array under
 * `autodescription-term-settings`) and its site option (`autodescription-site-settings`).
 *
 * The SEO Framework has no variables: its titles are literal, and it appends the site title
 * (after the separator, on the side `title_location` names) unless the object says not to.
 * A migrated title says so in Lodestar's syntax: "X %separator% %site_name%".
 *
 * @since 0.3.0
 */
final class Tsf extends MetaSource {

	/**
	 * The plugin's directory slug.
	 */
	protected const SLUG = 'autodescription';

	/**
	 * The plugin's name.
	 */
	protected const NAME = 'The SEO Framework';

	/**
	 * The plugin's main file.
	 */
	protected const PLUGIN_FILE = 'autodescription/autodescription.php';

	/**
	 * The plugin's variables: none, its titles are literal.
	 */
	protected const VARIABLES = array();

	/**
	 * The user meta of an author's settings.
	 *
	 * @since 0.6.0
	 */
	private const USER_KEY = 'autodescription-user-settings';

	/**
	 * Post meta keys that hold SEO data worth migrating.
	 */
	private const POST_KEYS = array( '_genesis_title', '_genesis_description', '_genesis_canonical_uri', '_genesis_noindex', '_genesis_nofollow', '_genesis_noarchive', '_social_image_url', '_social_image_id', '_open_graph_title', '_open_graph_description', '_twitter_title', '_twitter_description', '_tsf_title_no_blogname', 'exclude_local_search', 'exclude_from_archive', 'redirect' );

	/**
	 * Term meta key.
	 */
	private const TERM_KEY = 'autodescription-term-settings';

	/**
	 * Site option.
	 */
	private const OPTION = 'autodescription-site-settings';

	/**
	 * Separator slugs => characters.
	 */
	private const SEPARATORS = array(
		'hyphen' => '-',
		'pipe'   => '|',
		'ndash'  => '–',
		'mdash'  => '—',
		'bull'   => '•',
		'middot' => '·',
		'lsaquo' => '‹',
		'rsaquo' => '›',
		'frasl'  => '⁄',
		'laquo'  => '«',
		'raquo'  => '»',
		'le'     => '≤',
		'ge'     => '≥',
	);

	/**
	 * `knowledge_*` profile keys => Lodestar profile id.
	 */
	private const KNOWLEDGE_PROFILES = array(
		'facebook'   => 'facebook',
		'instagram'  => 'instagram',
		'youtube'    => 'youtube',
		'linkedin'   => 'linkedin',
		'pinterest'  => 'pinterest',
		'soundcloud' => 'soundcloud',
		'tumblr'     => 'tumblr',
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
		return self::POST_KEYS;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	protected function post_prefixes(): array {
		return array( '_primary_term_' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	protected function term_keys(): array {
		return array( self::TERM_KEY );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	protected function term_prefixes(): array {
		return array();
	}

	/**
	 * {@inheritDoc} The SEO Framework prints the home title on a static front page that has none of its own.
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
		$meta   = is_array( $meta ) ? $meta : array();
		$get    = static fn( string $key ): string => self::first( $meta, $key );
		$values = array(
			'title'               => self::is_static_front_page( $post ) ? $this->front_page_title( $get( '_genesis_title' ) ) : $this->with_blog_name( $get( '_genesis_title' ), '1' === $get( '_tsf_title_no_blogname' ) ),
			'description'         => $get( '_genesis_description' ),
			'canonical'           => $get( '_genesis_canonical_uri' ),
			'noindex'             => self::qubit( $get( '_genesis_noindex' ) ),
			'nofollow'            => self::qubit( $get( '_genesis_nofollow' ) ),
			'noarchive'           => self::qubit( $get( '_genesis_noarchive' ) ),
			'og_title'            => $get( '_open_graph_title' ),
			'og_description'      => $get( '_open_graph_description' ),
			'og_image_url'        => $get( '_social_image_url' ),
			'og_image_id'         => (int) $get( '_social_image_id' ),
			'twitter_title'       => $get( '_twitter_title' ),
			'twitter_description' => $get( '_twitter_description' ),
			'primary_terms'       => self::primary_terms( $meta, '_primary_term_' ),
			'extra'               => array(),
		);
		foreach ( array( 'exclude_local_search', 'exclude_from_archive' ) as $key ) {
			if ( '1' === $get( $key ) ) {
				$values['extra'][] = array( $key, '1', 'exclusion' );
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
		$meta   = get_term_meta( $term->term_id, self::TERM_KEY, true );
		$meta   = is_array( $meta ) ? $meta : array();
		$get    = static fn( string $key ): string => self::str( $meta, $key );
		$values = array(
			'title'               => $this->with_blog_name( $get( 'doctitle' ), '1' === $get( 'title_no_blog_name' ) ),
			'description'         => $get( 'description' ),
			'canonical'           => $get( 'canonical' ),
			'noindex'             => self::qubit( $get( 'noindex' ) ),
			'nofollow'            => self::qubit( $get( 'nofollow' ) ),
			'noarchive'           => self::qubit( $get( 'noarchive' ) ),
			'og_title'            => $get( 'og_title' ),
			'og_description'      => $get( 'og_description' ),
			'og_image_url'        => $get( 'social_image_url' ),
			'og_image_id'         => (int) $get( 'social_image_id' ),
			'twitter_title'       => $get( 'tw_title' ),
			'twitter_description' => $get( 'tw_description' ),
			'extra'               => array(),
		);
		if ( '' !== $get( 'redirect' ) ) {
			$values['extra'][] = array( 'redirect', $get( 'redirect' ), 'redirect' );
		}
		return $values;
	}

	/**
	 * {@inheritDoc} The SEO Framework keeps one array per author (`autodescription-user-settings`):
	 * its Facebook profile (`facebook_page`, printed as the article:author of the author's posts)
	 * and X handle (`twitter_page`, their twitter:creator): Lodestar's author profiles
	 * (Meta\AuthorProfiles, the contact methods `facebook` and `twitter`).
	 *
	 * @since 0.6.0
	 */
	public function users(): array {
		$users = array();
		foreach ( $this->data->users_with_meta( array( self::USER_KEY ) ) as $id ) {
			$meta = get_user_meta( $id, self::USER_KEY, true );
			$read = array();
			foreach ( array(
				'facebook_page' => 'facebook',
				'twitter_page'  => 'twitter',
			) as $from => $to ) {
				$value = is_array( $meta ) && is_string( $meta[ $from ] ?? null ) ? trim( $meta[ $from ] ) : '';
				if ( '' !== $value ) {
					$read[ $to ] = $value;
				}
			}
			if ( array() !== $read ) {
				$users[ $id ] = $read;
			}
		}
		return $users;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function global_settings(): array {
		$site     = self::option_array( self::OPTION );
		$settings = array();
		$template = array();
		$lists    = array(
			'no_index'   => array(),
			'no_follow'  => array(),
			'no_archive' => array(),
		);
		$profiles = array();
		$extra    = array();
		$types    = array();

		if ( isset( self::SEPARATORS[ self::str( $site, 'title_separator' ) ] ) ) {
			$settings['separator'] = self::SEPARATORS[ self::str( $site, 'title_separator' ) ];
		}
		// Titles: The SEO Framework has no templates, it prints the generated title (the post
		// title, the archive title with its "Category:" prefix unless `title_rem_prefixes`, the
		// search and 404 titles) followed by the site title on the side `title_location` names,
		// unless `title_rem_additions`: its behaviour written as Lodestar's templates.
		$template['home_page_title'] = $this->front_page_title( '' );
		$template['page_title']      = $this->with_blog_name( '%title%', false );
		if ( empty( $site['title_rem_prefixes'] ) ) {
			$archive = $this->with_blog_name( '%archive_title% %page%', false );
			foreach ( get_taxonomies( array( 'public' => true ) ) as $taxonomy ) {
				if ( 'post_format' !== $taxonomy && preg_match( '/^[a-z0-9_\-]{1,32}$/', (string) $taxonomy ) ) {
					self::add_type( $types, 'taxonomy:' . $taxonomy, 'title', $archive );
				}
			}
			foreach ( get_post_types( array( 'has_archive' => true ) ) as $type ) {
				if ( preg_match( '/^[a-z0-9_\-]{1,32}$/', (string) $type ) ) {
					self::add_type( $types, 'pta:' . $type, 'title', $archive );
				}
			}
			self::add_type( $types, 'archive:author', 'title', $archive );
			self::add_type( $types, 'archive:date', 'title', $archive );
		}
		// WordPress's own search title, which The SEO Framework prints (its text domain is
		// WordPress's, so the site's language gives the same words).
		// phpcs:ignore WordPress.WP.I18n.TextDomainMismatch, WordPress.WP.I18n.MissingTranslatorsComment
		$search = html_entity_decode( __( 'Search Results for &#8220;%s&#8221;', 'default' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		self::add_type( $types, 'archive:search', 'title', $this->with_blog_name( str_replace( '%s', '%search_query%', $search ) . ' %page%', false ) );
		self::copy_strings(
			$template,
			$site,
			array(
				'home_page_description'          => 'homepage_description',
				'home_page_facebook_title'       => 'homepage_og_title',
				'home_page_facebook_description' => 'homepage_og_description',
				'home_page_twitter_title'        => 'homepage_twitter_title',
				'home_page_twitter_description'  => 'homepage_twitter_description',
			)
		);
		// The home page's social title: its own, else the home title without the tagline (social
		// titles go without additions unless `social_title_rem_additions` is off).
		if ( '' === self::str( $site, 'homepage_og_title' ) && ( ! array_key_exists( 'social_title_rem_additions', $site ) || ! empty( $site['social_title_rem_additions'] ) ) ) {
			$template['home_page_facebook_title'] = '' !== self::str( $site, 'homepage_title' ) ? self::str( $site, 'homepage_title' ) : '%site_name%';
		}
		if ( '' !== self::str( $site, 'homepage_social_image_url' ) ) {
			$settings['home_page_facebook_image_url'] = self::str( $site, 'homepage_social_image_url' );
		}
		if ( ! empty( $site['homepage_noindex'] ) ) {
			$settings['home_page_robots'] = array( 'general' => array( 'noindex' ) );
		}

		// Robots lists: `noindex_post_types` => [type => 1], `noindex_taxonomies`, and the
		// author and date archive switches; the same for nofollow and noarchive.
		foreach ( array( 'noindex' => 'no_index', 'nofollow' => 'no_follow', 'noarchive' => 'no_archive' ) as $robot => $list ) {
			foreach ( array( '_post_types', '_taxonomies' ) as $suffix ) {
				foreach ( (array) ( $site[ $robot . $suffix ] ?? array() ) as $name => $on ) {
					if ( ! empty( $on ) && preg_match( '/^[a-z0-9_\-]+$/', (string) $name ) ) {
						$lists[ $list ][] = (string) $name;
					}
				}
			}
			foreach ( array( 'author', 'date' ) as $archive ) {
				if ( ! empty( $site[ $archive . '_' . $robot ] ) ) {
					$lists[ $list ][] = $archive;
				}
			}
			if ( ! empty( $site[ 'site_' . $robot ] ) ) {
				$extra[] = array( 'site_' . $robot, '1', 'robots' );
			}
		}
		// The SEO Framework never switches author or date archives off (only noindexes them).
		self::set_archives( $settings, true, true );
		if ( array_key_exists( 'paged_noindex', $site ) ) {
			$settings['noindex_paginated_pages'] = ! empty( $site['paged_noindex'] );
		}

		self::extra_strings( $extra, $site, array( 'knowledge_type', 'knowledge_name', 'knowledge_logo_url' ), 'knowledge_graph' );
		if ( '' !== self::str( $site, 'facebook_publisher' ) ) {
			$profiles['facebook'] = self::str( $site, 'facebook_publisher' );
		}
		if ( '' !== self::str( $site, 'twitter_site' ) ) {
			$settings['twitter_profile_username'] = ltrim( self::str( $site, 'twitter_site' ), '@' );
		}
		// The article author and X creator of posts whose author has none of their own (users()).
		if ( '' !== self::str( $site, 'facebook_author' ) ) {
			$settings['facebook_author_fallback'] = self::str( $site, 'facebook_author' );
		}
		if ( '' !== self::str( $site, 'twitter_creator' ) ) {
			$settings['twitter_profile_fallback'] = self::str( $site, 'twitter_creator' );
		}
		foreach ( self::KNOWLEDGE_PROFILES as $name => $id ) {
			$url = self::str( $site, 'knowledge_' . $name );
			if ( '' !== $url && ! isset( $profiles[ $id ] ) ) {
				$profiles[ $id ] = $url;
			}
		}
		if ( '' !== self::str( $site, 'knowledge_twitter' ) && ! isset( $settings['twitter_profile_username'] ) ) {
			$extra[] = array( 'knowledge_twitter', self::str( $site, 'knowledge_twitter' ), 'profile' );
		}
		if ( in_array( self::str( $site, 'twitter_card' ), array( 'summary', 'summary_large_image' ), true ) ) {
			$settings['twitter_card_type'] = self::str( $site, 'twitter_card' );
		}
		if ( '' !== self::str( $site, 'social_image_fb_url' ) ) {
			$settings['fallback_image']    = self::str( $site, 'social_image_fb_url' );
			$settings['fallback_image_id'] = max( 0, (int) self::str( $site, 'social_image_fb_id' ) );
		}

		// Post type archives (`pta`, post type => the keys of a term's settings): their title
		// and description become the archive's templates, their robots qubits set to 1 the
		// robots lists.
		foreach ( (array) ( $site['pta'] ?? array() ) as $name => $entry ) {
			$name = (string) $name;
			if ( ! is_array( $entry ) || ! preg_match( '/^[a-z0-9_\-]+$/', $name ) ) {
				continue;
			}
			self::add_type( $types, 'pta:' . $name, 'title', $this->with_blog_name( self::str( $entry, 'doctitle' ), ! empty( $entry['title_no_blog_name'] ) ) );
			self::add_type( $types, 'pta:' . $name, 'description', self::str( $entry, 'description' ) );
			foreach ( array( 'noindex' => 'no_index', 'nofollow' => 'no_follow', 'noarchive' => 'no_archive' ) as $key => $list ) {
				if ( 'yes' === self::qubit( self::str( $entry, $key ) ) ) {
					$lists[ $list ][] = 'pta:' . $name;
				}
			}
		}

		return array(
			'settings'      => $settings,
			'templates'     => $template,
			'content_types' => $types,
			'lists'         => $lists,
			'profiles'      => $profiles,
			'extra'         => $extra,
		);
	}

	/**
	 * {@inheritDoc} The SEO Framework has no variables: the whole template is text.
	 *
	 * @since 0.3.0
	 *
	 * @param string $template Template.
	 */
	public function tokenize( string $template ): array {
		return '' === $template ? array() : array(
			array(
				'type' => 'text',
				'raw'  => $template,
			),
		);
	}

	/**
	 * A literal title with the site title The SEO Framework appends to it, in Lodestar's
	 * syntax ('' stays '': Lodestar's own template applies).
	 *
	 * @param string $title        Literal title.
	 * @param bool   $no_blog_name Whether the object asks for no site title.
	 */
	private function with_blog_name( string $title, bool $no_blog_name ): string {
		$site = self::option_array( self::OPTION );
		if ( '' === $title || $no_blog_name || ! empty( $site['title_rem_additions'] ) ) {
			return $title;
		}
		return 'left' === self::location( $site, 'title_location' ) ? '%site_name% %separator% ' . $title : $title . ' %separator% %site_name%';
	}

	/**
	 * The front page's title in Lodestar's syntax: `homepage_title`, else the page's own title
	 * (a static front page), else the site title; followed by the tagline
	 * (`homepage_title_tagline`, else the site's) on the side `home_title_location` names,
	 * unless `homepage_tagline` is off.
	 *
	 * @param string $own The static front page's own title ('' for none).
	 */
	private function front_page_title( string $own ): string {
		$site  = self::option_array( self::OPTION );
		$title = '' !== self::str( $site, 'homepage_title' ) ? self::str( $site, 'homepage_title' ) : ( '' !== $own ? $own : '%site_name%' );
		// `homepage_tagline` defaults to on.
		if ( array_key_exists( 'homepage_tagline', $site ) && empty( $site['homepage_tagline'] ) ) {
			return $title;
		}
		$tagline = '' !== self::str( $site, 'homepage_title_tagline' ) ? self::str( $site, 'homepage_title_tagline' ) : '%tagline%';
		return 'left' === self::location( $site, 'home_title_location' ) ? $tagline . ' %separator% ' . $title : $title . ' %separator% ' . $tagline;
	}

	/**
	 * A `*_location` option: 'left' or 'right', by default right (left on a right-to-left site).
	 *
	 * @param array<string|int, mixed> $site Site option.
	 * @param string                   $key  Option key.
	 */
	private static function location( array $site, string $key ): string {
		$value = self::str( $site, $key );
		if ( in_array( $value, array( 'left', 'right' ), true ) ) {
			return $value;
		}
		return is_rtl() ? 'left' : 'right';
	}

	/**
	 * The SEO Framework's robots "qubit": -1 forces the permissive directive, 1 the
	 * restrictive one, 0 (or nothing) follows the site.
	 *
	 * @param string $value Stored value.
	 */
	private static function qubit( string $value ): string {
		if ( '1' === $value ) {
			return 'yes';
		}
		return '-1' === $value ? 'no' : '';
	}
}
