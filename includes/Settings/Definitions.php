<?php
/**
 * The settings definitions: the one source of every setting.
 *
 * @package Lodestar
 */

namespace Lodestar\Settings;

defined( 'ABSPATH' ) || defined( 'LODESTAR_CLI' ) || exit;

/**
 * Every key of the `lodestar_settings` option with its type, default and constraints.
 *
 * Defaults, validation, sanitizing, the REST schema and the generated TypeScript types
 * (bin/gen-settings-types.php) all read this class; nothing else may restate a default.
 * The class is WordPress-free except social_profile_definitions(), which translates labels.
 *
 * A definition is an array with:
 * - type:       boolean|string|integer|array|object
 * - default:    the default value
 * - group:      meta|home|social|archives|feeds|features|sitemaps|identity
 * - enum:       (string) allowed values
 * - max_length: (string) maximum length in code points, DEFAULT_MAX_LENGTH when absent
 * - format:     (string) 'uri' when the value is a URL (sanitized with esc_url_raw)
 * - profile:    (string) true for a social profile URL: stored as typed (plain text, the spec
 *               enforces no pattern); only absolute http(s) URLs are printed (Support\WebUrl)
 * - minimum:    (integer) smallest allowed value
 * - items:      (array) ['enum' => [...]] or ['pattern' => '...'] for the list's strings
 * - properties: (object) fixed properties, each a definition without group/default
 * - additional: (object) definition of every value of a map whose keys are in `keys`
 * - keys:       (object with additional) allowed map keys
 * - key_pattern: (object with additional) pattern every map key must match, where the keys are
 *               not a fixed list (since 0.3.0)
 * - reload:     true when the admin app reloads after saving it
 *
 * @since 0.1.0
 */
final class Definitions {

	/**
	 * Name of the option holding the settings.
	 *
	 * @since 0.1.0
	 */
	public const OPTION = 'lodestar_settings';

	/**
	 * What a fresh install stores on activation, over the defaults: XML sitemaps on, as
	 * every peer does on activation (the default, off, stays for sites that never stored the
	 * switch: an update does not add sitemaps to a site that had none).
	 *
	 * @since 0.5.0
	 */
	public const FRESH_INSTALL = array( 'enable_xml_sitemap' => true );

	/**
	 * Default maximum length of string settings, in code points.
	 *
	 * @since 0.1.0
	 */
	public const DEFAULT_MAX_LENGTH = 2048;

	/**
	 * Pattern every slug of a robots list must match.
	 *
	 * @since 0.1.0
	 */
	public const SLUG_PATTERN = '^[a-z0-9_\-]+$';

	/**
	 * Pattern of an item of the robots lists: a post type, taxonomy or archive slug, or
	 * `pta:<post type>` for a post type archive.
	 *
	 * @since 0.3.0
	 */
	public const ROBOTS_ITEM_PATTERN = '^(pta:)?[a-z0-9_\-]+$';

	/**
	 * Pattern of a key of `content_types`: `post_type:<name>`, `taxonomy:<name>`,
	 * `pta:<post type>` (its archive) or `archive:<author|date|search|404>`.
	 *
	 * @since 0.3.0
	 */
	public const CONTENT_TYPE_KEY_PATTERN = '^((post_type|taxonomy|pta):[a-z0-9_\-]{1,32}|archive:(author|date|search|404))$';

	/**
	 * What an entry of `content_types` holds; an empty value means "the global one".
	 *
	 * @since 0.3.0
	 */
	public const CONTENT_TYPE_ENTRY = array(
		'title'       => '',
		'description' => '',
		'schema'      => '',
	);

	/**
	 * Profiles with a setting of their own (the spec's keys; Facebook and X on their own tabs):
	 * profile id => setting key. Every other profile is stored in `social_profiles`; a value of one
	 * of these found there (an import of that shape, an older version) moves to its setting.
	 *
	 * @since 0.3.0
	 */
	public const PROFILE_SETTINGS = array(
		'facebook'  => 'facebook_page_url',
		'twitter'   => 'twitter_profile_username',
		'pinterest' => 'pinterest_account',
		'instagram' => 'instagram_account',
		'youtube'   => 'youtube_account',
		'linkedin'  => 'linkedin_account',
		'tiktok'    => 'tiktok_account',
	);

	/**
	 * Ids of the social profiles, in display order (those of PROFILE_SETTINGS first).
	 *
	 * @since 0.1.0
	 */
	public const SOCIAL_PROFILE_IDS = array(
		'facebook',
		'twitter',
		'pinterest',
		'instagram',
		'youtube',
		'linkedin',
		'tiktok',
		'threads',
		'bluesky',
		'mastodon',
		'github',
		'wikipedia',
		'tumblr',
		'reddit',
		'soundcloud',
		'yelp',
		'whatsapp',
		'telegram',
	);

	/**
	 * Every setting: type, default, admin group and constraints. Plain data, so a page view reads
	 * it from opcache's shared memory instead of building it.
	 */
	private const DEFINITIONS = array(
		// General templates.
		'separator'                            => array(
			'type'       => 'string',
			'default'    => '-',
			'group'      => 'meta',
			'max_length' => 32,
		),
		'page_title'                           => array(
			'type'    => 'string',
			'default' => '%title% - %site_name%',
			'group'   => 'meta',
		),
		'page_description'                     => array(
			'type'    => 'string',
			'default' => '%excerpt%',
			'group'   => 'meta',
		),
		'auto_generate_description'            => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'meta',
		),
		// Per content type: title and description templates, the default schema type.
		'content_types'                        => array(
			'type'        => 'object',
			'default'     => array(),
			'group'       => 'meta',
			'key_pattern' => self::CONTENT_TYPE_KEY_PATTERN,
			'additional'  => array(
				'type'       => 'object',
				'default'    => self::CONTENT_TYPE_ENTRY,
				'properties' => array(
					'title'       => array(
						'type' => 'string',
					),
					'description' => array(
						'type' => 'string',
					),
					'schema'      => array(
						'type'       => 'string',
						'max_length' => 64,
					),
				),
			),
		),

		// Home page.
		'home_page_title'                      => array(
			'type'    => 'string',
			'default' => '%title% - %site_name%',
			'group'   => 'home',
		),
		'home_page_description'                => array(
			'type'    => 'string',
			'default' => '%excerpt%',
			'group'   => 'home',
		),
		'home_page_facebook_title'             => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'home',
		),
		'home_page_facebook_description'       => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'home',
		),
		'home_page_facebook_image_url'         => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'home',
			'format'  => 'uri',
		),
		'home_page_twitter_title'              => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'home',
		),
		'home_page_twitter_description'        => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'home',
		),
		'home_page_twitter_image_url'          => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'home',
			'format'  => 'uri',
		),
		'twitter_same_as_facebook'             => array(
			'type'    => 'string',
			'default' => '1',
			'group'   => 'home',
			'enum'    => array(
				'1',
				'',
			),
		),
		'home_page_robots'                     => array(
			'type'       => 'object',
			'default'    => array(
				'general' => array(),
			),
			'group'      => 'home',
			'properties' => array(
				'general' => array(
					'type'  => 'array',
					'items' => array(
						'enum' => array(
							'noindex',
							'nofollow',
							'noarchive',
						),
					),
				),
			),
		),
		'index_home_page_paginated_pages'      => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'home',
		),
		'global_default'                       => array(
			'type'       => 'object',
			'default'    => array(
				'home_page_title' => '%site_name% - %tagline%',
				'page_title'      => '%title% - %site_name%',
			),
			'group'      => 'home',
			'properties' => array(
				'home_page_title' => array(
					'type' => 'string',
				),
				'page_title'      => array(
					'type' => 'string',
				),
			),
		),

		// Social.
		'open_graph_tags'                      => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'social',
		),
		'facebook_meta_tags'                   => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'social',
		),
		'twitter_meta_tags'                    => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'social',
		),
		'oembeded_scripts'                     => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'social',
		),
		'fallback_image'                       => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'social',
			'format'  => 'uri',
		),
		'fallback_image_id'                    => array(
			'type'    => 'integer',
			'default' => 0,
			'group'   => 'social',
			'minimum' => 0,
		),
		'oembeded_og_title'                    => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'social',
		),
		'oembeded_social_images'               => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'social',
		),
		'oembeded_remove_author_name'          => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'social',
		),
		'facebook_page_url'                    => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'social',
			'profile' => true,
		),
		'facebook_author_fallback'             => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'social',
			'profile' => true,
		),
		'twitter_card_type'                    => array(
			'type'    => 'string',
			'default' => 'summary_large_image',
			'group'   => 'social',
			'enum'    => array(
				'summary_large_image',
				'summary',
			),
		),
		// X profiles are often typed as "@handle", so these stay plain text.
		'twitter_profile_username'             => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'social',
		),
		'twitter_profile_fallback'             => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'social',
		),
		'pinterest_account'                    => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'social',
			'profile' => true,
		),
		'instagram_account'                    => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'social',
			'profile' => true,
		),
		'youtube_account'                      => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'social',
			'profile' => true,
		),
		'linkedin_account'                     => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'social',
			'profile' => true,
		),
		'tiktok_account'                       => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'social',
			'profile' => true,
		),
		'social_profiles'                      => array(
			'type'       => 'object',
			'default'    => array(),
			'group'      => 'social',
			'keys'       => self::SOCIAL_PROFILE_IDS,
			'additional' => array(
				'type'    => 'string',
				'profile' => true,
			),
		),

		// Archives, attachments, paging and robots lists.
		'redirectAttachmentPagesToPostParent'  => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'archives',
		),
		'autoSetImageTitle'                    => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'archives',
		),
		'autoSetImageAlt'                      => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'archives',
		),
		'author_archive'                       => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'archives',
		),
		'date_archive'                         => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'archives',
		),
		'noindex_paginated_pages'              => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'archives',
		),
		'paginated_link_relationships'         => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'archives',
		),
		'no_index'                             => array(
			'type'    => 'array',
			'default' => array(),
			'group'   => 'archives',
			'items'   => array(
				'pattern' => self::ROBOTS_ITEM_PATTERN,
			),
		),
		'no_follow'                            => array(
			'type'    => 'array',
			'default' => array(),
			'group'   => 'archives',
			'items'   => array(
				'pattern' => self::ROBOTS_ITEM_PATTERN,
			),
		),
		'no_archive'                           => array(
			'type'    => 'array',
			'default' => array(),
			'group'   => 'archives',
			'items'   => array(
				'pattern' => self::ROBOTS_ITEM_PATTERN,
			),
		),

		// Feeds.
		'convert_feed_entries_into_excerpts'   => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'feeds',
		),
		'addlink_to_source_below_feed_entries' => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'feeds',
		),
		'allow_indexing_of_feed_entries'       => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'feeds',
		),
		'remove_global_comments_feed'          => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'feeds',
		),
		'remove_post_authors_feed'             => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'feeds',
		),
		'remove_post_types_feed'               => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'feeds',
		),
		'remove_category_feed'                 => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'feeds',
		),
		'remove_tag_feeds'                     => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'feeds',
		),
		'remove_custom_taxonomy_feeds'         => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'feeds',
		),
		'remove_search_results_feed'           => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'feeds',
		),
		'remove_atom_rdf_feeds'                => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'feeds',
		),

		// Who the site is (the setup wizard): its kind, and the organisation or person behind it
		// that the JSON-LD graph names (Schema\GraphBuilder). Empty name: the site name.
		'site_type'                            => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'identity',
			'enum'    => array( '', 'blog', 'shop', 'business', 'personal', 'news', 'portfolio', 'other' ),
		),
		'site_represents'                      => array(
			'type'    => 'string',
			'default' => 'organization',
			'group'   => 'identity',
			'enum'    => array( 'organization', 'person' ),
		),
		'site_entity_name'                     => array(
			'type'       => 'string',
			'default'    => '',
			'group'      => 'identity',
			'max_length' => 200,
		),
		'site_entity_logo'                     => array(
			'type'    => 'string',
			'default' => '',
			'group'   => 'identity',
			'format'  => 'uri',
		),
		'site_entity_logo_id'                  => array(
			'type'    => 'integer',
			'default' => 0,
			'group'   => 'identity',
			'minimum' => 0,
		),

		// Feature toggles. The console and migration add or remove admin submenu items.
		'enable_page_level_seo'                => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'features',
		),
		'enable_google_console'                => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'features',
			'reload'  => true,
		),
		'enable_schemas'                       => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'features',
		),
		'enable_migration'                     => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'features',
			'reload'  => true,
		),
		'lodestar_analytics_optin'             => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'features',
		),
		// Issue 21: IndexNow submissions and /llms.txt (beyond the spec), off until switched on.
		'enable_indexnow'                      => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'features',
		),
		'enable_llms_txt'                      => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'features',
		),
		// Redirects (issue 21): the manager, automatic redirects on URL changes, the 404 monitor.
		'enable_redirects'                     => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'features',
		),
		'enable_auto_redirects'                => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'features',
		),
		'enable_404_monitor'                   => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'features',
		),
		'redirects_404_retention_days'         => array(
			'type'    => 'integer',
			'default' => 30,
			'group'   => 'features',
			'minimum' => 1,
		),

		// Sitemaps.
		'enable_xml_sitemap'                   => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'sitemaps',
		),
		'enable_xml_image_sitemap'             => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'sitemaps',
		),
		'enable_author_sitemap'                => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'sitemaps',
		),
		'sitemap_display_format'               => array(
			'type'       => 'string',
			'default'    => 'shortcode',
			'group'      => 'sitemaps',
			'max_length' => 64,
		),
		'enable_xml_video_sitemap'             => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'sitemaps',
		),
		'enable_xml_news_sitemap'              => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'sitemaps',
		),

		// Breadcrumbs (visible trail; the home label and the blog page also shape the JSON-LD list).
		'breadcrumbs_separator'                => array(
			'type'       => 'string',
			'default'    => '»',
			'group'      => 'archives',
			'max_length' => 32,
		),
		'breadcrumbs_home_label'               => array(
			'type'       => 'string',
			'default'    => '',
			'group'      => 'archives',
			'max_length' => 100,
		),
		'breadcrumbs_prefix'                   => array(
			'type'       => 'string',
			'default'    => '',
			'group'      => 'archives',
			'max_length' => 100,
		),
		'breadcrumbs_show_blog'                => array(
			'type'    => 'boolean',
			'default' => false,
			'group'   => 'archives',
		),
		'breadcrumbs_bold_last'                => array(
			'type'    => 'boolean',
			'default' => true,
			'group'   => 'archives',
		),
	);

	/**
	 * All setting definitions, keyed by setting key, in a stable order.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function all(): array {
		return self::DEFINITIONS;
	}

	/**
	 * Definition of one key, or null for an unknown key.
	 *
	 * @since 0.1.0
	 *
	 * @param string $key Setting key.
	 * @return array<string, mixed>|null
	 */
	public static function get( string $key ): ?array {
		return self::all()[ $key ] ?? null;
	}

	/**
	 * Whether a key is a known setting.
	 *
	 * @since 0.1.0
	 *
	 * @param string $key Setting key.
	 */
	public static function has( string $key ): bool {
		return isset( self::all()[ $key ] );
	}

	/**
	 * Every key, in schema order.
	 *
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function keys(): array {
		return array_keys( self::all() );
	}

	/**
	 * Default values of every key.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array_map( static fn( array $definition ) => $definition['default'], self::all() );
	}

	/**
	 * Keys whose successful save makes the admin app reload.
	 *
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function reload_keys(): array {
		return array_keys(
			array_filter( self::all(), static fn( array $definition ): bool => ! empty( $definition['reload'] ) )
		);
	}

	/**
	 * Moves profiles found in `social_profiles` that have a setting of their own
	 * (PROFILE_SETTINGS) to that setting, unless the same set of values gives that setting a
	 * value of its own (an import fills every key of its categories, empty ones with defaults).
	 *
	 * Imports of either shape and values stored by an older version then land in the one
	 * storage the screen shows and the Organization's sameAs prints.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string|int, mixed> $values Settings (stored, or a set of changes).
	 * @return array<string|int, mixed>
	 */
	public static function fold_profiles( array $values ): array {
		if ( ! isset( $values['social_profiles'] ) || ! is_array( $values['social_profiles'] ) ) {
			return $values;
		}
		foreach ( self::PROFILE_SETTINGS as $id => $key ) {
			if ( ! array_key_exists( $id, $values['social_profiles'] ) ) {
				continue;
			}
			$value = $values['social_profiles'][ $id ];
			unset( $values['social_profiles'][ $id ] );
			if ( is_string( $value ) && '' === ( $values[ $key ] ?? '' ) ) {
				$values[ $key ] = $value;
			}
		}
		return $values;
	}

	/**
	 * Social profiles offered in Social > Other Accounts, in display order.
	 *
	 * @since 0.1.0
	 *
	 * @return array<int, array{id: string, label: string, placeholder: string, show_in_dashboard: bool, setting: string}>
	 */
	public static function social_profile_definitions(): array {
		$profiles = array(
			'facebook'   => array( __( 'Facebook', 'lodestar' ), 'https://www.facebook.com/your-page', true ),
			'twitter'    => array( __( 'X (Twitter)', 'lodestar' ), 'https://x.com/your-handle', true ),
			'pinterest'  => array( __( 'Pinterest', 'lodestar' ), 'https://www.pinterest.com/your-profile', true ),
			'instagram'  => array( __( 'Instagram', 'lodestar' ), 'https://www.instagram.com/your-profile', true ),
			'youtube'    => array( __( 'YouTube', 'lodestar' ), 'https://www.youtube.com/@your-channel', true ),
			'linkedin'   => array( __( 'LinkedIn', 'lodestar' ), 'https://www.linkedin.com/company/your-company', true ),
			'tiktok'     => array( __( 'TikTok', 'lodestar' ), 'https://www.tiktok.com/@your-handle', true ),
			'threads'    => array( __( 'Threads', 'lodestar' ), 'https://www.threads.net/@your-handle', false ),
			'bluesky'    => array( __( 'Bluesky', 'lodestar' ), 'https://bsky.app/profile/your-handle', false ),
			'mastodon'   => array( __( 'Mastodon', 'lodestar' ), 'https://mastodon.social/@your-handle', false ),
			'github'     => array( __( 'GitHub', 'lodestar' ), 'https://github.com/your-organization', false ),
			'wikipedia'  => array( __( 'Wikipedia', 'lodestar' ), 'https://en.wikipedia.org/wiki/Your_Organization', false ),
			'tumblr'     => array( __( 'Tumblr', 'lodestar' ), 'https://your-blog.tumblr.com', false ),
			'reddit'     => array( __( 'Reddit', 'lodestar' ), 'https://www.reddit.com/user/your-name', false ),
			'soundcloud' => array( __( 'SoundCloud', 'lodestar' ), 'https://soundcloud.com/your-profile', false ),
			'yelp'       => array( __( 'Yelp', 'lodestar' ), 'https://www.yelp.com/biz/your-business', false ),
			'whatsapp'   => array( __( 'WhatsApp', 'lodestar' ), 'https://wa.me/15551234567', false ),
			'telegram'   => array( __( 'Telegram', 'lodestar' ), 'https://t.me/your-channel', false ),
		);

		$definitions = array();
		foreach ( self::SOCIAL_PROFILE_IDS as $id ) {
			$definitions[] = array(
				'id'                => $id,
				'label'             => $profiles[ $id ][0],
				'placeholder'       => $profiles[ $id ][1],
				'show_in_dashboard' => $profiles[ $id ][2],
				// Where the screen edits it, and what the Organization's sameAs prints.
				'setting'           => self::PROFILE_SETTINGS[ $id ] ?? 'social_profiles.' . $id,
			);
		}
		return $definitions;
	}

	/**
	 * JSON Schema (draft 4, as WordPress REST uses it) of the whole settings object.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string, mixed>
	 */
	public static function json_schema(): array {
		$properties = array();
		foreach ( self::all() as $key => $definition ) {
			$properties[ $key ] = self::json_schema_of( $definition, true );
		}
		return array(
			'$schema'              => 'http://json-schema.org/draft-04/schema#',
			'title'                => 'lodestar-settings',
			'type'                 => 'object',
			'properties'           => $properties,
			'additionalProperties' => false,
		);
	}

	/**
	 * JSON Schema of one definition.
	 *
	 * @param array<string, mixed> $definition Definition.
	 * @param bool                 $top_level  Whether to include default and flags.
	 * @return array<string, mixed>
	 */
	private static function json_schema_of( array $definition, bool $top_level ): array {
		$schema = array( 'type' => $definition['type'] );
		if ( $top_level ) {
			$schema['default'] = 'object' === $definition['type'] ? (object) $definition['default'] : $definition['default'];
			if ( isset( $definition['group'] ) ) {
				$schema['group'] = $definition['group'];
			}
			if ( ! empty( $definition['reload'] ) ) {
				$schema['reload'] = true;
			}
		}
		switch ( $definition['type'] ) {
			case 'string':
				if ( isset( $definition['enum'] ) ) {
					$schema['enum'] = $definition['enum'];
				} else {
					$schema['maxLength'] = $definition['max_length'] ?? self::DEFAULT_MAX_LENGTH;
				}
				if ( isset( $definition['format'] ) ) {
					$schema['format'] = $definition['format'];
				}
				break;
			case 'integer':
				if ( isset( $definition['minimum'] ) ) {
					$schema['minimum'] = $definition['minimum'];
				}
				break;
			case 'array':
				$items = array( 'type' => 'string' );
				if ( isset( $definition['items']['enum'] ) ) {
					$items['enum'] = $definition['items']['enum'];
				}
				if ( isset( $definition['items']['pattern'] ) ) {
					$items['pattern'] = $definition['items']['pattern'];
				}
				$schema['items']       = $items;
				$schema['uniqueItems'] = true;
				break;
			case 'object':
				if ( isset( $definition['properties'] ) ) {
					$schema['properties'] = array();
					foreach ( $definition['properties'] as $name => $property ) {
						$schema['properties'][ $name ] = self::json_schema_of( $property, false );
					}
					$schema['additionalProperties'] = false;
				} elseif ( isset( $definition['key_pattern'] ) ) {
					$schema['patternProperties'] = array(
						$definition['key_pattern'] => self::json_schema_of( $definition['additional'], false ),
					);
					$schema['additionalProperties'] = false;
				} elseif ( isset( $definition['additional'] ) ) {
					$schema['properties'] = array();
					foreach ( $definition['keys'] as $name ) {
						$schema['properties'][ $name ] = self::json_schema_of( $definition['additional'], false );
					}
					$schema['additionalProperties'] = false;
				}
				break;
		}
		return $schema;
	}
}
