<?php
/**
 * All in One SEO (v4) as a migration source.
 *
 * @package Lodestar
 */

namespace Lodestar\Migration\Sources;

use Lodestar\Migration\Tokens;

defined( 'ABSPATH' ) || exit;

/**
 * Reads All in One SEO's own tables (`aioseo_posts`, one row per post and the source of truth;
 * `aioseo_terms`, Pro, when it exists) and its JSON options (`aioseo_options`,
 * `aioseo_options_dynamic`). The `_aioseo_*` post meta are a partial mirror and are not read.
 *
 * @since 0.3.0
 */
final class Aioseo extends BaseSource {

	/**
	 * The plugin's directory slug.
	 */
	protected const SLUG = 'all-in-one-seo-pack';

	/**
	 * The plugin's name.
	 */
	protected const NAME = 'All in One SEO';

	/**
	 * The plugin's main file.
	 */
	protected const PLUGIN_FILE = 'all-in-one-seo-pack/all_in_one_seo_pack.php';

	/**
	 * Posts table (without the prefix).
	 */
	private const POSTS = 'aioseo_posts';

	/**
	 * Terms table (without the prefix).
	 */
	private const TERMS = 'aioseo_terms';

	/**
	 * Tags that take an argument after a dash (`#custom_field-price`).
	 */
	private const FAMILIES = array( 'custom_field', 'tax_name' );

	/**
	 * Every All in One SEO tag => Lodestar variable (null: Lodestar has none).
	 */
	protected const VARIABLES = array(
		'alt_tag'              => null,
		'attachment_caption'   => 'excerpt_only',
		'author_link'          => null,
		'author_link_alt'      => null,
		'author_bio'           => 'author_description',
		'author_name'          => 'author_name',
		'author_first_name'    => 'author_first_name',
		'author_last_name'     => 'author_last_name',
		'archive_title'        => 'archive_title',
		'category'             => 'category',
		'categories'           => 'category',
		'category_description' => 'term_description',
		'taxonomy_title'       => 'term_title',
		'taxonomy_description' => 'term_description',
		'category_link'        => null,
		'category_link_alt'    => null,
		'permalink'            => 'permalink',
		'page_number'          => 'page_number',
		'current_date'         => 'currentdate',
		'current_day'          => 'currentday',
		'current_month'        => 'currentmonth',
		'current_year'         => 'currentyear',
		'post_excerpt'         => 'excerpt',
		'post_excerpt_only'    => 'excerpt_only',
		'post_content'         => 'content',
		'archive_date'         => null,
		'post_date'            => 'published',
		'post_modified_date'   => 'modified',
		'post_day'             => 'post_day',
		'post_month'           => 'post_month',
		'post_year'            => 'post_year',
		'post_link'            => null,
		'post_link_alt'        => null,
		'post_title'           => 'title',
		'separator_sa'         => 'separator',
		'site_link'            => null,
		'site_link_alt'        => null,
		'site_title'           => 'site_name',
		'blog_link'            => null,
		'blog_title'           => 'site_name',
		'site_description'     => 'tagline',
		'tagline'              => 'tagline',
		'custom_field'         => null,
		'search_term'          => 'search_query',
		'tax_name'             => null,
		'description'          => null,
		'parent_title'         => 'parent_title',
	);

	/**
	 * Profile keys of `social.profiles.urls` => Lodestar profile id ('' when Lodestar has none).
	 */
	private const PROFILES = array(
		'facebookPageUrl' => 'facebook',
		'twitterUrl'      => 'twitter',
		'instagramUrl'    => 'instagram',
		'pinterestUrl'    => 'pinterest',
		'youtubeUrl'      => 'youtube',
		'linkedinUrl'     => 'linkedin',
		'tumblrUrl'       => 'tumblr',
		'yelpPageUrl'     => 'yelp',
		'soundCloudUrl'   => 'soundcloud',
		'wikipediaUrl'    => 'wikipedia',
		'tiktokUrl'       => 'tiktok',
		'threadsUrl'      => 'threads',
		'blueskyUrl'      => 'bluesky',
		'myspaceUrl'      => '',
		'googlePlacesUrl' => '',
	);

	/**
	 * Where All in One SEO's "same username" setting (`social.profiles.sameUsername`, and each
	 * author's `aioseo_profiles_same_username`) puts the username, per profile key: the profile
	 * it prints is this address followed by the username.
	 */
	private const SAME_USERNAME_BASES = array(
		'facebookPageUrl' => 'https://facebook.com/',
		'twitterUrl'      => 'https://x.com/',
		'instagramUrl'    => 'https://instagram.com/',
		'tiktokUrl'       => 'https://tiktok.com/@',
		'pinterestUrl'    => 'https://pinterest.com/',
		'youtubeUrl'      => 'https://youtube.com/',
		'linkedinUrl'     => 'https://linkedin.com/in/',
		'tumblrUrl'       => 'https://tumblr.com/',
		'yelpPageUrl'     => 'https://yelp.com/biz/',
		'soundCloudUrl'   => 'https://soundcloud.com/',
		'wikipediaUrl'    => 'https://en.wikipedia.org/wiki/',
		'myspaceUrl'      => 'https://myspace.com/',
		'wordPressUrl'    => 'https://profiles.wordpress.org/',
		'blueskyUrl'      => 'https://bsky.app/profile/',
		'threadsUrl'      => 'https://threads.com/@',
	);

	/**
	 * The networks "same username" covers when its setting names none (All in One SEO's default).
	 */
	private const SAME_USERNAME_DEFAULT = array( 'facebookPageUrl', 'twitterUrl', 'tiktokUrl', 'pinterestUrl', 'instagramUrl', 'youtubeUrl', 'linkedinUrl' );

	/**
	 * Profile key => {an author's meta of it, Lodestar's author profile (Meta\AuthorProfiles)}:
	 * the two All in One SEO prints as article:author and twitter:creator.
	 */
	private const USER_PROFILES = array(
		'facebookPageUrl' => array( 'aioseo_facebook_page_url', 'facebook' ),
		'twitterUrl'      => array( 'aioseo_twitter_url', 'twitter' ),
	);

	/**
	 * Whether each table exists, per request.
	 *
	 * @var array<string, bool>
	 */
	private array $tables = array();

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function has_data(): bool {
		return false !== get_option( 'aioseo_options' ) || ( $this->has_table( self::POSTS ) && $this->data->table_has_rows( self::POSTS ) ) || ( $this->has_table( self::TERMS ) && $this->data->table_has_rows( self::TERMS ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param int $after Last id.
	 * @param int $limit Most ids.
	 */
	public function post_ids( int $after, int $limit ): array {
		return $this->has_table( self::POSTS ) ? $this->data->posts_in_table( self::POSTS, $after, $limit ) : array();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function count_posts(): int {
		return $this->has_table( self::POSTS ) ? $this->data->count_posts_in_table( self::POSTS ) : 0;
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
		return $this->has_table( self::TERMS ) ? $this->data->terms_in_table( self::TERMS, $after, $limit ) : array();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function count_terms(): int {
		return $this->has_table( self::TERMS ) ? $this->data->count_terms_in_table( self::TERMS ) : 0;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_Post $post Post.
	 */
	public function post( \WP_Post $post ): array {
		$row = $this->has_table( self::POSTS ) ? $this->data->row( self::POSTS, 'post_id', (int) $post->ID ) : null;
		return null === $row ? array() : self::values( $row );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_Term $term Term.
	 */
	public function term( \WP_Term $term ): array {
		$row = $this->has_table( self::TERMS ) ? $this->data->row( self::TERMS, 'term_id', (int) $term->term_id ) : null;
		return null === $row ? array() : self::values( $row );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @since 0.3.0
	 */
	public function global_settings(): array {
		$options  = self::json_option( 'aioseo_options' );
		$dynamic  = self::json_option( 'aioseo_options_dynamic' );
		$global   = self::path( $options, 'searchAppearance.global' );
		$settings = array();
		$template = array();
		$lists    = array( 'no_index' => array() );
		$profiles = array();
		$extra    = array();

		self::copy_separator( $settings, $global, 'separator' );
		self::copy_strings(
			$template,
			$global,
			array(
				'home_page_title'       => 'siteTitle',
				'home_page_description' => 'metaDescription',
			)
		);

		// Post types and taxonomies: the post template is Lodestar's global template, the others
		// become templates per content type; a type whose own robots say noindex joins the
		// noindex list.
		$types = array();
		foreach ( array( 'postTypes', 'taxonomies' ) as $group ) {
			foreach ( self::path( $dynamic, 'searchAppearance.' . $group ) as $name => $entry ) {
				if ( ! is_array( $entry ) ) {
					continue;
				}
				$name = (string) $name;
				self::add_type_templates( $template, $types, ( 'postTypes' === $group ? 'post_type:' : 'taxonomy:' ) . $name, self::str( $entry, 'title' ), self::str( $entry, 'metaDescription' ) );
				$robots = self::path( $entry, 'advanced.robotsMeta' );
				if ( array() !== $robots && empty( $robots['default'] ) && ! empty( $robots['noindex'] ) && preg_match( '/^[a-z0-9_\-]+$/', $name ) ) {
					$lists['no_index'][] = $name;
				}
			}
		}
		// Post type archives (the dynamic options' searchAppearance.archives.{post type}, the
		// same shape as the other archives).
		foreach ( self::path( $dynamic, 'searchAppearance.archives' ) as $name => $entry ) {
			if ( ! is_array( $entry ) ) {
				continue;
			}
			$name = (string) $name;
			// #archive_title is the bare post type name on its archive (WordPress's archive
			// title elsewhere, with its "Category:" prefix, which is Lodestar's %archive_title%):
			// the archive's %title%, which #post_title becomes.
			foreach ( array( 'title' => 'title', 'description' => 'metaDescription' ) as $field => $key ) {
				self::add_type( $types, 'pta:' . $name, $field, self::as_title( self::str( $entry, $key ), 'archive_title' ) );
			}
			$robots = self::path( $entry, 'advanced.robotsMeta' );
			if ( array() !== $robots && empty( $robots['default'] ) && ! empty( $robots['noindex'] ) && preg_match( '/^[a-z0-9_\-]+$/', $name ) ) {
				$lists['no_index'][] = 'pta:' . $name;
			}
		}
		foreach ( array( 'author', 'date', 'search' ) as $archive ) {
			$entry = self::path( $options, 'searchAppearance.archives.' . $archive );
			// #archive_date is the date of a date archive ("March, 2024"): its %title%.
			self::add_type( $types, 'archive:' . $archive, 'title', self::as_title( self::str( $entry, 'title' ), 'archive_date' ) );
			self::add_type( $types, 'archive:' . $archive, 'description', self::as_title( self::str( $entry, 'metaDescription' ), 'archive_date' ) );
			$robots = self::path( $entry, 'advanced.robotsMeta' );
			// `show` false ("show in search results" off) serves the archive with noindex.
			$hidden = array_key_exists( 'show', $entry ) && empty( $entry['show'] );
			if ( 'search' !== $archive && ( $hidden || ( array() !== $robots && empty( $robots['default'] ) && ! empty( $robots['noindex'] ) ) ) ) {
				$lists['no_index'][] = $archive;
			}
		}
		// All in One SEO never switches author or date archives off (`show` only noindexes them).
		self::set_archives( $settings, true, true );

		// Default social image: Facebook's is Lodestar's default image. All in One SEO shows it
		// where its image source (`defaultImageSourcePosts`, 'default' unless changed) finds
		// nothing, and on every post whose source is 'default' itself; Lodestar prefers a post's
		// featured or content image, so a source other than featured or auto is reported. X has
		// its own default image there, one for both here.
		$facebook = self::path( $options, 'social.facebook.general' );
		$twitter  = self::path( $options, 'social.twitter.general' );
		$image    = self::str( $facebook, 'defaultImagePosts' );
		if ( '' !== $image ) {
			$settings['fallback_image'] = $image;
			$source                     = '' === self::str( $facebook, 'defaultImageSourcePosts' ) ? 'default' : self::str( $facebook, 'defaultImageSourcePosts' );
			if ( ! in_array( $source, array( 'featured', 'auto' ), true ) ) {
				$extra[] = array( 'social.facebook.general.defaultImageSourcePosts', $source, 'image_source' );
			}
		}
		if ( '' !== self::str( $twitter, 'defaultImagePosts' ) && self::str( $twitter, 'defaultImagePosts' ) !== $image ) {
			$extra[] = array( 'social.twitter.general.defaultImagePosts', self::str( $twitter, 'defaultImagePosts' ), 'x_image' );
		}

		$schema = self::path( $global, 'schema' );
		foreach ( array( 'siteRepresents', 'organizationName', 'organizationLogo', 'person', 'personLogo', 'phone' ) as $name ) {
			if ( '' !== self::str( $schema, $name ) ) {
				$extra[] = array( 'searchAppearance.global.schema.' . $name, self::str( $schema, $name ), 'knowledge_graph' );
			}
		}

		// The profiles as All in One SEO prints them: "same username" fills the included ones.
		$urls = self::with_same_username( self::path( $options, 'social.profiles.urls' ), self::path( $options, 'social.profiles.sameUsername' ) );
		// The author tags' fallbacks, where All in One SEO shows them (showAuthor, on by
		// default): article:author falls back to the Facebook author URL of its advanced
		// settings, twitter:creator to the site's X profile.
		$shows       = self::shows_author( $options );
		$author_page = self::str( self::path( $options, 'social.facebook.advanced' ), 'authorUrl' );
		if ( $shows['facebook'] && '' !== $author_page ) {
			$settings['facebook_author_fallback'] = $author_page;
		}
		if ( $shows['twitter'] && is_string( $urls['twitterUrl'] ?? null ) && '' !== self::handle( trim( $urls['twitterUrl'] ) ) ) {
			$settings['twitter_profile_fallback'] = self::handle( trim( $urls['twitterUrl'] ) );
		}
		foreach ( $urls as $key => $url ) {
			if ( ! is_string( $url ) || '' === trim( $url ) ) {
				continue;
			}
			$url = trim( $url );
			$id  = self::PROFILES[ (string) $key ] ?? self::profile_id( $url );
			if ( 'twitter' === $id ) {
				$settings['twitter_profile_username'] = self::handle( $url );
			} elseif ( '' !== $id ) {
				$profiles[ $id ] = $url;
			} else {
				$extra[] = array( 'social.profiles.urls.' . $key, $url, 'profile' );
			}
		}
		$additional = self::path( $options, 'social.profiles' )['additionalUrls'] ?? '';
		self::add_profiles( $profiles, $extra, is_string( $additional ) ? $additional : '', 'social.profiles.additionalUrls', false );

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
		$names = array();
		foreach ( array_keys( self::VARIABLES ) as $name ) {
			$names[] = $name;
			if ( in_array( $name, self::FAMILIES, true ) ) {
				$names[] = $name . '-';
			}
		}
		return Tokens::hash_tags( $template, $names );
	}

	/**
	 * A template of one archive whose tag prints that archive's own name: the tag becomes
	 * #post_title, which translates to the archive's %title%.
	 *
	 * @param string $template Template.
	 * @param string $tag      Tag name without '#'.
	 */
	private static function as_title( string $template, string $tag ): string {
		return (string) preg_replace( '/#' . $tag . '(?![a-z_])/', '#post_title', $template );
	}

	/**
	 * The object shape of a row of `aioseo_posts` or `aioseo_terms`.
	 *
	 * @param array<string, mixed> $row Row.
	 * @return array<string, mixed>
	 */
	private static function values( array $row ): array {
		$get    = static fn( string $key ): string => self::str( $row, $key );
		$values = array(
			'title'               => $get( 'title' ),
			'description'         => $get( 'description' ),
			'canonical'           => $get( 'canonical_url' ),
			'og_title'            => $get( 'og_title' ),
			'og_description'      => $get( 'og_description' ),
			'og_image_url'        => 'custom_image' === $get( 'og_image_type' ) ? $get( 'og_image_custom_url' ) : '',
			'twitter_title'       => '1' === $get( 'twitter_use_og' ) ? '' : $get( 'twitter_title' ),
			'twitter_description' => '1' === $get( 'twitter_use_og' ) ? '' : $get( 'twitter_description' ),
			'twitter_image_url'   => '1' !== $get( 'twitter_use_og' ) && 'custom_image' === $get( 'twitter_image_type' ) ? $get( 'twitter_image_custom_url' ) : '',
			'focus_keywords'      => self::keyphrases( $get( 'keyphrases' ) ),
			'primary_terms'       => array(),
			'schema_type'         => '',
			'extra'               => array(),
		);
		// robots_default 1 (or no row value) inherits the site's rules: Lodestar's "follow the
		// site". Otherwise the flags are the object's own, each an explicit yes or no.
		if ( '0' === $get( 'robots_default' ) ) {
			foreach ( array( 'noindex', 'nofollow', 'noarchive' ) as $flag ) {
				$values[ $flag ] = '1' === $get( 'robots_' . $flag ) ? 'yes' : 'no';
			}
			foreach ( array( 'nosnippet', 'noimageindex', 'noodp', 'notranslate' ) as $flag ) {
				if ( '1' === $get( 'robots_' . $flag ) ) {
					$values['extra'][] = array( 'robots_' . $flag, '1', 'robots' );
				}
			}
			foreach ( array( 'robots_max_snippet', 'robots_max_videopreview' ) as $limit ) {
				if ( '' !== $get( $limit ) && '-1' !== $get( $limit ) ) {
					$values['extra'][] = array( $limit, $get( $limit ), 'robots' );
				}
			}
			if ( ! in_array( $get( 'robots_max_imagepreview' ), array( '', 'large' ), true ) ) {
				$values['extra'][] = array( 'robots_max_imagepreview', $get( 'robots_max_imagepreview' ), 'robots' );
			}
		}
		if ( '' !== $get( 'og_image_type' ) && ! in_array( $get( 'og_image_type' ), array( 'default', 'featured', 'custom_image' ), true ) ) {
			$values['extra'][] = array( 'og_image_type', $get( 'og_image_type' ), 'image' );
		}
		$primary = json_decode( $get( 'primary_term' ), true );
		foreach ( is_array( $primary ) ? $primary : array() as $taxonomy => $term_id ) {
			if ( is_numeric( $term_id ) && (int) $term_id > 0 ) {
				$values['primary_terms'][ (string) $taxonomy ] = (int) $term_id;
			}
		}
		$schema = json_decode( $get( 'schema' ), true );
		$graph  = is_array( $schema ) ? self::str( self::path( $schema, 'default' ), 'graphName' ) : '';
		if ( '' !== $graph ) {
			$values['schema_type'] = $graph;
		} elseif ( ! in_array( $get( 'schema_type' ), array( '', 'default' ), true ) ) {
			$values['schema_type'] = $get( 'schema_type' );
		}
		return $values;
	}

	/**
	 * Focus keyphrases of the `keyphrases` JSON: the focus one, then the additional ones.
	 *
	 * @param string $json JSON.
	 * @return string[]
	 */
	private static function keyphrases( string $json ): array {
		$decoded  = json_decode( $json, true );
		$decoded  = is_array( $decoded ) ? $decoded : array();
		$keywords = array();
		$main     = self::str( self::path( $decoded, 'focus' ), 'keyphrase' );
		if ( '' !== $main ) {
			$keywords[] = $main;
		}
		foreach ( (array) ( $decoded['additional'] ?? array() ) as $item ) {
			$keyword = is_array( $item ) ? self::str( $item, 'keyphrase' ) : '';
			if ( '' !== $keyword && ! in_array( $keyword, $keywords, true ) ) {
				$keywords[] = $keyword;
			}
		}
		return $keywords;
	}

	/**
	 * An option holding a JSON object (All in One SEO stores its options as JSON strings).
	 *
	 * @param string $name Option name.
	 * @return array<string|int, mixed>
	 */
	private static function json_option( string $name ): array {
		$value   = get_option( $name, '' );
		$decoded = is_string( $value ) ? json_decode( $value, true ) : $value;
		return is_array( $decoded ) ? $decoded : array();
	}

	/**
	 * The array at a dotted path, or [].
	 *
	 * @param array<string|int, mixed> $values Array.
	 * @param string                   $path   'a.b.c'.
	 * @return array<string|int, mixed>
	 */
	private static function path( array $values, string $path ): array {
		foreach ( explode( '.', $path ) as $key ) {
			$values = $values[ $key ] ?? null;
			if ( ! is_array( $values ) ) {
				return array();
			}
		}
		return $values;
	}

	/**
	 * {@inheritDoc} All in One SEO keeps each author's Facebook page and X profile in user meta
	 * (`aioseo_facebook_page_url`, `aioseo_twitter_url`), or one username for several networks
	 * (`aioseo_profiles_same_username`, which wins for the networks it includes), and prints
	 * them as the article:author and twitter:creator of the author's posts while its showAuthor
	 * settings are on: Lodestar's author profiles (Meta\AuthorProfiles).
	 *
	 * @since 0.6.0
	 */
	public function users(): array {
		$shows = self::shows_author( self::json_option( 'aioseo_options' ) );
		if ( ! $shows['facebook'] && ! $shows['twitter'] ) {
			return array();
		}
		$users = array();
		foreach ( $this->data->users_with_meta( array_merge( array_column( self::USER_PROFILES, 0 ), array( 'aioseo_profiles_same_username' ) ) ) as $id ) {
			$urls = array();
			foreach ( self::USER_PROFILES as $key => list( $meta ) ) {
				$urls[ $key ] = get_user_meta( $id, $meta, true );
			}
			$same = get_user_meta( $id, 'aioseo_profiles_same_username', true );
			$urls = self::with_same_username( $urls, is_array( $same ) ? $same : array() );
			$read = array();
			foreach ( self::USER_PROFILES as $key => list( , $to ) ) {
				$url = is_string( $urls[ $key ] ?? null ) ? trim( $urls[ $key ] ) : '';
				if ( '' !== $url && $shows[ $to ] ) {
					$read[ $to ] = $url;
				}
			}
			if ( array() !== $read ) {
				$users[ $id ] = $read;
			}
		}
		return $users;
	}

	/**
	 * Whether All in One SEO prints the author tags: article:author (Facebook) and
	 * twitter:creator (X), each on by default.
	 *
	 * @param array<string, mixed> $options The decoded `aioseo_options`.
	 * @return array{facebook: bool, twitter: bool}
	 */
	private static function shows_author( array $options ): array {
		$shows = array();
		foreach ( array(
			'facebook' => 'social.facebook.general',
			'twitter'  => 'social.twitter.general',
		) as $network => $path ) {
			$general           = self::path( $options, $path );
			$shows[ $network ] = ! array_key_exists( 'showAuthor', $general ) || ! empty( $general['showAuthor'] );
		}
		return $shows;
	}

	/**
	 * Profile URLs with All in One SEO's "same username" applied: while it is on, each network
	 * it includes gets that network's address followed by the username.
	 *
	 * @param array<string, mixed> $urls Profile key => URL.
	 * @param array<string, mixed> $same {enable, username, included}.
	 * @return array<string, mixed>
	 */
	private static function with_same_username( array $urls, array $same ): array {
		$username = is_string( $same['username'] ?? null ) ? trim( $same['username'] ) : '';
		if ( empty( $same['enable'] ) || '' === $username ) {
			return $urls;
		}
		foreach ( (array) ( $same['included'] ?? self::SAME_USERNAME_DEFAULT ) as $key ) {
			if ( is_string( $key ) && isset( self::SAME_USERNAME_BASES[ $key ] ) ) {
				$urls[ $key ] = self::SAME_USERNAME_BASES[ $key ] . $username;
			}
		}
		return $urls;
	}

	/**
	 * The handle of an X/Twitter profile URL ('acme' of https://x.com/acme), or the text as given.
	 *
	 * @param string $url URL or handle.
	 */
	private static function handle( string $url ): string {
		$path = (string) wp_parse_url( $url, PHP_URL_PATH );
		$path = trim( '' === $path ? $url : $path, '/@ ' );
		return (string) preg_replace( '#/.*$#', '', $path );
	}

	/**
	 * Whether a table of the plugin exists (asked once per request).
	 *
	 * @param string $suffix Table name without the prefix.
	 */
	private function has_table( string $suffix ): bool {
		if ( ! isset( $this->tables[ $suffix ] ) ) {
			$this->tables[ $suffix ] = $this->data->table_exists( $suffix );
		}
		return $this->tables[ $suffix ];
	}
}
