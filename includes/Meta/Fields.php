<?php
/**
 * The page-level SEO fields stored on posts and terms.
 *
 * @package Lodestar
 */

namespace Lodestar\Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Names, types and registration of the per-object fields, stored as `_lodestar_<field>`.
 *
 * One list serves post meta and term meta, so a term's SEO title is read and written the
 * same way as a post's.
 *
 * Value conventions:
 * - Templates (`page_title`, `page_description`, `facebook_*`/`twitter_*` title and
 *   description): one line of text, %variables% allowed; '' means "use the template".
 * - URLs (`canonical_url`, `*_image_url`): absolute http(s) URLs, '' for none.
 * - Image ids (`*_image_id`): attachment ids, 0 for none.
 * - Robots flags (`post_no_index`, `post_no_follow`, `post_no_archive`): '' follows the
 *   site-wide lists (Robot Instructions), 'yes' applies the directive to this object, 'no'
 *   keeps it off for this object even when its post type or taxonomy is in the list.
 * - Plain text (`focus_keyword`): one line, no variables; '' for none. The page checks look
 *   for it in the title, description, URL and content; templates print it as %focus_keyword%.
 *
 * FieldRules validates and sanitizes the values on every write path.
 *
 * @since 0.1.0
 */
final class Fields {

	/**
	 * Prefix of every meta key.
	 *
	 * @since 0.1.0
	 */
	public const PREFIX = '_lodestar_';

	/**
	 * Maximum length of text values, in code points.
	 *
	 * @since 0.1.0
	 */
	public const MAX_LENGTH = 2048;

	/**
	 * Robots flag: follow the site-wide lists.
	 *
	 * @since 0.1.0
	 */
	public const ROBOTS_DEFAULT = '';

	/**
	 * Robots flag: apply the directive to this object.
	 *
	 * @since 0.1.0
	 */
	public const ROBOTS_YES = 'yes';

	/**
	 * Robots flag: never apply the directive to this object.
	 *
	 * @since 0.1.0
	 */
	public const ROBOTS_NO = 'no';

	/**
	 * Field => type (template|url|robots|id|text). Page views read this, never the translated
	 * definitions.
	 *
	 * @since 0.1.0
	 */
	public const TYPES = array(
		'page_title'           => 'template',
		'page_description'     => 'template',
		'canonical_url'        => 'url',
		'post_no_index'        => 'robots',
		'post_no_follow'       => 'robots',
		'post_no_archive'      => 'robots',
		'facebook_title'       => 'template',
		'facebook_description' => 'template',
		'facebook_image_url'   => 'url',
		'facebook_image_id'    => 'id',
		'twitter_title'        => 'template',
		'twitter_description'  => 'template',
		'twitter_image_url'    => 'url',
		'twitter_image_id'     => 'id',
		'focus_keyword'        => 'text',
	);

	/**
	 * Field definitions (for registration): field => [type, translated description].
	 *
	 * @since 0.1.0
	 *
	 * @return array<string, array{type: string, description: string}>
	 */
	public static function definitions(): array {
		static $definitions = null;
		if ( null !== $definitions ) {
			return $definitions;
		}
		$definitions = array(
			'page_title'           => array(
				'type'        => 'template',
				'description' => __( 'SEO title template of this item.', 'lodestar' ),
			),
			'page_description'     => array(
				'type'        => 'template',
				'description' => __( 'SEO description template of this item.', 'lodestar' ),
			),
			'canonical_url'        => array(
				'type'        => 'url',
				'description' => __( 'Canonical URL of this item; empty for its own address.', 'lodestar' ),
			),
			'post_no_index'        => array(
				'type'        => 'robots',
				'description' => __( 'noindex: "yes" applies it, "no" never applies it, empty follows the site settings.', 'lodestar' ),
			),
			'post_no_follow'       => array(
				'type'        => 'robots',
				'description' => __( 'nofollow: "yes" applies it, "no" never applies it, empty follows the site settings.', 'lodestar' ),
			),
			'post_no_archive'      => array(
				'type'        => 'robots',
				'description' => __( 'noarchive: "yes" applies it, "no" never applies it, empty follows the site settings.', 'lodestar' ),
			),
			'facebook_title'       => array(
				'type'        => 'template',
				'description' => __( 'Facebook (Open Graph) title template.', 'lodestar' ),
			),
			'facebook_description' => array(
				'type'        => 'template',
				'description' => __( 'Facebook (Open Graph) description template.', 'lodestar' ),
			),
			'facebook_image_url'   => array(
				'type'        => 'url',
				'description' => __( 'Facebook (Open Graph) image URL.', 'lodestar' ),
			),
			'facebook_image_id'    => array(
				'type'        => 'id',
				'description' => __( 'Facebook (Open Graph) image attachment id.', 'lodestar' ),
			),
			'twitter_title'        => array(
				'type'        => 'template',
				'description' => __( 'X title template.', 'lodestar' ),
			),
			'twitter_description'  => array(
				'type'        => 'template',
				'description' => __( 'X description template.', 'lodestar' ),
			),
			'twitter_image_url'    => array(
				'type'        => 'url',
				'description' => __( 'X image URL.', 'lodestar' ),
			),
			'twitter_image_id'     => array(
				'type'        => 'id',
				'description' => __( 'X image attachment id.', 'lodestar' ),
			),
			'focus_keyword'        => array(
				'type'        => 'text',
				'description' => __( 'Focus keyword: the search phrase this item should be found for.', 'lodestar' ),
			),
		);
		return $definitions;
	}

	/**
	 * Whether this request registers the meta keys at init.
	 *
	 * Registration (about 14 register_meta() calls per public post type and taxonomy, roughly a
	 * millisecond) matters where the keys are written or described: admin screens and AJAX,
	 * cron, the command line (WP-CLI, scripts, tests) and XML-RPC; REST requests register on
	 * rest_api_init. A plain page view only reads the values (Fields::from_meta() applies the
	 * defaults and types), so it skips the work.
	 *
	 * @since 0.1.0
	 */
	public static function registration_needed(): bool {
		$needed = is_admin() || wp_doing_ajax() || wp_doing_cron() || 'cli' === PHP_SAPI || ( defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST );
		/**
		 * Filters whether Lodestar registers its post and term meta at init on this request
		 * (REST requests always register on rest_api_init).
		 *
		 * @since 0.1.0
		 *
		 * @param bool $needed Whether the request is admin, AJAX, cron, CLI or XML-RPC.
		 */
		return (bool) apply_filters( 'lodestar_register_meta', $needed );
	}

	/**
	 * Field names, in a stable order.
	 *
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function names(): array {
		return array_keys( self::TYPES );
	}

	/**
	 * Meta key of a field.
	 *
	 * @since 0.1.0
	 *
	 * @param string $field Field name such as 'page_title'.
	 */
	public static function key( string $field ): string {
		return self::PREFIX . $field;
	}

	/**
	 * Field name of a meta key, or null when the key is not one of ours.
	 *
	 * @since 0.1.0
	 *
	 * @param string $key Meta key.
	 */
	public static function field_of( string $key ): ?string {
		if ( ! str_starts_with( $key, self::PREFIX ) ) {
			return null;
		}
		$field = substr( $key, strlen( self::PREFIX ) );
		return isset( self::TYPES[ $field ] ) ? $field : null;
	}

	/**
	 * Whether a meta key is one of the fields that change what visitors or sitemaps get (every
	 * field but the focus keyword, which only the checks read). Other `_lodestar_` keys (stored
	 * page checks, migration markers) change nothing there.
	 *
	 * @since 0.3.0
	 *
	 * @param string $key Meta key.
	 */
	public static function is_output_field( string $key ): bool {
		$field = self::field_of( $key );
		return null !== $field && 'focus_keyword' !== $field;
	}

	/**
	 * Default value of a field.
	 *
	 * @since 0.1.0
	 *
	 * @param string $field Field name.
	 * @return string|int
	 */
	public static function default_value( string $field ) {
		return 'id' === ( self::TYPES[ $field ] ?? '' ) ? 0 : '';
	}

	/**
	 * Arguments for register_post_meta() / register_term_meta().
	 *
	 * @since 0.1.0
	 *
	 * @param string   $field         Field name.
	 * @param callable $auth_callback Permission check.
	 * @return array<string, mixed>
	 */
	public static function register_args( string $field, callable $auth_callback ): array {
		$definition = self::definitions()[ $field ];
		switch ( $definition['type'] ) {
			case 'id':
				$type   = 'integer';
				$schema = array(
					'type'    => 'integer',
					'minimum' => 0,
				);
				break;
			case 'robots':
				$type   = 'string';
				$schema = array(
					'type' => 'string',
					'enum' => array( self::ROBOTS_DEFAULT, self::ROBOTS_YES, self::ROBOTS_NO ),
				);
				break;
			default:
				// No 'format' => 'uri' for URLs: REST would then refuse '' (clearing the field).
				$type   = 'string';
				$schema = array(
					'type'      => 'string',
					'maxLength' => self::MAX_LENGTH,
				);
		}
		return array(
			'type'              => $type,
			'description'       => $definition['description'],
			'single'            => true,
			'default'           => self::default_value( $field ),
			'show_in_rest'      => array( 'schema' => $schema ),
			'sanitize_callback' => static fn( $value ) => FieldRules::sanitize( $field, $value ),
			'auth_callback'     => $auth_callback,
		);
	}

	/**
	 * The fields of one object from its meta array (get_post_meta( $id ) shape).
	 *
	 * Values that are missing or of the wrong shape read as the default.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string, mixed> $meta All meta of the object: key => list of values.
	 * @return array<string, string|int>
	 */
	public static function from_meta( array $meta ): array {
		$values = array();
		foreach ( self::TYPES as $field => $type ) {
			$raw = $meta[ self::PREFIX . $field ][0] ?? null;
			if ( null === $raw ) {
				$values[ $field ] = 'id' === $type ? 0 : '';
				continue;
			}
			if ( 'id' === $type ) {
				$values[ $field ] = is_numeric( $raw ) ? max( 0, (int) $raw ) : 0;
			} elseif ( 'robots' === $type ) {
				$values[ $field ] = in_array( $raw, array( self::ROBOTS_YES, self::ROBOTS_NO ), true ) ? $raw : self::ROBOTS_DEFAULT;
			} else {
				$values[ $field ] = is_string( $raw ) ? trim( $raw ) : '';
			}
		}
		return $values;
	}
}
