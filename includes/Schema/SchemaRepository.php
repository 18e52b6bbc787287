<?php
/**
 * Stored schemas.
 *
 * @package Lodestar
 */

namespace Lodestar\Schema;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The schemas: an id-keyed map (version-4 UUIDs) in the autoloaded option `lodestar_schemas`
 * (read on every page view, so autoloaded, and kept small: field values only).
 *
 * An entry is `{title, type, fields, show_on, not_show_on}`; `fields` holds `@type`,
 * `schema_name` and the field values (strings, lists of strings, groups as objects, cloneable
 * groups as lists of objects); `show_on` and `not_show_on` are `{rules, specific, specificText}`.
 * Every write through the Options API is sanitized (the `sanitize_option_` filter catches imports
 * and other plugins too), every save validated; a read only checks each entry's shape, so a page
 * view does not sanitize the same values again.
 *
 * @since 0.1.0
 */
class SchemaRepository {

	/**
	 * Option name (also exported and imported by the settings transfer as category `schemas`).
	 *
	 * @since 0.1.0
	 */
	public const OPTION = 'lodestar_schemas';

	/**
	 * Pattern of a schema id (version-4 UUID).
	 *
	 * @since 0.1.0
	 */
	public const ID_PATTERN = '/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/';

	/**
	 * Most schemas kept.
	 *
	 * @since 0.1.0
	 */
	public const MAX_SCHEMAS = 100;

	/**
	 * Longest text value kept.
	 */
	private const MAX_TEXT = 5000;

	/**
	 * Properties whose value is a URL: only an http(s) URL or a value led by a variable
	 * (%permalink%, %site_url%, %featured_image%, ...) is kept, so no `javascript:` or `data:`
	 * URL reaches the graph.
	 */
	private const URL_PROPERTIES = array( 'url', 'image', 'logo', 'contentUrl', 'embedUrl', 'thumbnailUrl', 'sameAs', 'license', 'target' );

	/**
	 * Raw option value the memo was built from.
	 *
	 * @var mixed
	 */
	private $raw = null;

	/**
	 * Autoloaded serialized text the memo was built from, when known.
	 *
	 * @var string|null
	 */
	private ?string $serialized = null;

	/**
	 * Memoised sanitized map.
	 *
	 * @var array<string, array<string, mixed>>|null
	 */
	private ?array $memo = null;

	/**
	 * Keeps the option autoloaded whoever writes it (an import, another plugin), so page views
	 * never look it up on their own.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		// Runs before the option is written: added up front.
		add_filter( 'sanitize_option_' . self::OPTION, array( self::class, 'sanitize_map' ) );
	}

	/**
	 * Adds the hooks that follow writes (see Wiring\WriteListeners: a page view adds them on its
	 * first write).
	 *
	 * @since 0.4.0
	 */
	public function listen(): void {
		add_action( 'add_option_' . self::OPTION, array( $this, 'keep_autoloaded' ) );
		add_action( 'update_option_' . self::OPTION, array( $this, 'keep_autoloaded' ) );
	}

	/**
	 * Switches autoload back on after a write that turned it off.
	 *
	 * @since 0.1.0
	 */
	public function keep_autoloaded(): void {
		$this->memo       = null;
		$this->serialized = null;
		if ( ! array_key_exists( self::OPTION, wp_load_alloptions() ) ) {
			wp_set_option_autoload( self::OPTION, true );
		}
	}

	/**
	 * Every schema, sanitized (entries that cannot be read are left out).
	 *
	 * @since 0.1.0
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function all(): array {
		// The autoloaded copy is the serialized text: while it is the one the memo was built from
		// (and nothing filters the option), the memo stands, without unserializing it again.
		$serialized = wp_load_alloptions()[ self::OPTION ] ?? null;
		$plain      = is_string( $serialized ) && ! has_filter( 'option_' . self::OPTION ) && ! has_filter( 'pre_option_' . self::OPTION );
		if ( null !== $this->memo && $plain && $serialized === $this->serialized ) {
			return $this->memo;
		}
		$this->serialized = $plain ? $serialized : null;
		$raw              = get_option( self::OPTION, array() );
		if ( null !== $this->memo && $raw === $this->raw ) {
			return $this->memo;
		}
		$schemas = array();
		foreach ( is_array( $raw ) ? $raw : array() as $id => $schema ) {
			// Written sanitized (sanitize_map()); what the shape check refuses is left out.
			if ( is_string( $id ) && preg_match( self::ID_PATTERN, $id ) && self::well_formed( $schema ) ) {
				$schemas[ $id ] = $schema;
			}
		}
		$this->raw  = $raw;
		$this->memo = $schemas;
		return $schemas;
	}

	/**
	 * The option sanitized as it is written, whoever writes it: valid ids, readable entries.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $value Value about to be stored.
	 * @return array<string, array<string, mixed>>
	 */
	public static function sanitize_map( $value ): array {
		$schemas = array();
		foreach ( is_array( $value ) ? $value : array() as $id => $schema ) {
			$clean = is_string( $id ) && preg_match( self::ID_PATTERN, $id ) ? self::sanitize_schema( $schema ) : null;
			if ( null !== $clean ) {
				$schemas[ $id ] = $clean;
			}
		}
		return $schemas;
	}

	/**
	 * Whether a stored entry has the shape sanitize_schema() gives (a known type, field values,
	 * condition sets).
	 *
	 * @param mixed $schema Stored entry.
	 */
	private static function well_formed( $schema ): bool {
		return is_array( $schema )
			&& is_string( $schema['type'] ?? null )
			&& is_string( $schema['title'] ?? null )
			&& is_array( $schema['fields'] ?? null )
			&& is_array( $schema['show_on']['rules'] ?? null )
			&& is_array( $schema['show_on']['specific'] ?? null )
			&& is_array( $schema['not_show_on']['rules'] ?? null )
			&& is_array( $schema['not_show_on']['specific'] ?? null )
			&& Catalogue::exists( $schema['type'] );
	}

	/**
	 * Creates the option with the default schemas when missing (activation, admin_init).
	 *
	 * @since 0.1.0
	 */
	public function ensure_option(): void {
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, self::defaults(), '', true );
		}
	}

	/**
	 * The default schemas, with new ids.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function defaults(): array {
		$defaults = array(
			'WebSite'        => array( 'basic-global' ),
			'WebPage'        => array( 'basic-global' ),
			'Organization'   => array( 'basic-global' ),
			'BreadcrumbList' => array( 'basic-global' ),
			'Article'        => array( 'post|all' ),
			'SearchAction'   => array( 'basic-global' ),
			'Person'         => array( 'post|all', 'special-author' ),
		);
		$schemas  = array();
		foreach ( $defaults as $type => $rules ) {
			$schemas[ wp_generate_uuid4() ] = self::new_schema( $type, $rules );
		}
		return $schemas;
	}

	/**
	 * A new schema of a type with its default fields.
	 *
	 * @since 0.1.0
	 *
	 * @param string   $type  Type key.
	 * @param string[] $rules show_on rules.
	 * @return array<string, mixed>
	 */
	public static function new_schema( string $type, array $rules = array( 'basic-global' ) ): array {
		$definition = Catalogue::get( $type );
		return array(
			'title'       => $definition ? $definition['label'] : $type,
			'type'        => $type,
			'fields'      => Catalogue::default_fields( $type ),
			'show_on'     => self::condition_set( $rules ),
			'not_show_on' => self::condition_set( array() ),
		);
	}

	/**
	 * Validates and saves the whole map.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $schemas Id-keyed map.
	 * @return array<string, array<string, mixed>>|WP_Error The saved map, or why it was refused.
	 */
	public function save( $schemas ) {
		$valid = self::validate( $schemas );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$clean = array();
		foreach ( $schemas as $id => $schema ) {
			$clean[ $id ] = self::sanitize_schema( $schema );
		}
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $clean, '', true );
		} else {
			update_option( self::OPTION, $clean, true );
		}
		$this->memo = null;
		return $this->all();
	}

	/**
	 * The option as stored, or null when there is none (a backup that restore() puts back).
	 *
	 * @since 0.3.0
	 *
	 * @return array<string|int, mixed>|null
	 */
	public function stored(): ?array {
		$stored = get_option( self::OPTION, null );
		return is_array( $stored ) ? $stored : null;
	}

	/**
	 * Puts back what stored() returned: the map (sanitized on write like every write), or no
	 * option at all.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string|int, mixed>|null $stored Stored map, or null.
	 */
	public function restore( ?array $stored ): void {
		if ( null === $stored ) {
			delete_option( self::OPTION );
		} elseif ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $stored, '', true );
		} else {
			update_option( self::OPTION, $stored, true );
		}
		$this->memo = null;
	}

	/**
	 * Checks a map before it is saved.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $schemas Id-keyed map.
	 * @return true|WP_Error
	 */
	public static function validate( $schemas ) {
		if ( ! is_array( $schemas ) || ( array() !== $schemas && array_is_list( $schemas ) ) ) {
			return self::error( __( 'Schemas must be an object keyed by schema id.', 'lodestar' ) );
		}
		if ( count( $schemas ) > self::MAX_SCHEMAS ) {
			/* translators: %d: maximum number of schemas. */
			return self::error( sprintf( __( 'At most %d schemas can be saved.', 'lodestar' ), self::MAX_SCHEMAS ) );
		}
		$rule_ids = Conditions::rule_ids();
		foreach ( $schemas as $id => $schema ) {
			if ( ! is_string( $id ) || ! preg_match( self::ID_PATTERN, $id ) ) {
				/* translators: %s: schema id. */
				return self::error( sprintf( __( 'Invalid schema id: %s', 'lodestar' ), (string) $id ) );
			}
			if ( ! is_array( $schema ) ) {
				/* translators: %s: schema id. */
				return self::error( sprintf( __( 'Schema %s must be an object.', 'lodestar' ), $id ) );
			}
			$type = $schema['type'] ?? null;
			if ( ! is_string( $type ) || null === Catalogue::get( $type ) ) {
				/* translators: %s: schema type. */
				return self::error( sprintf( __( 'Unknown schema type: %s', 'lodestar' ), is_scalar( $type ) ? (string) $type : '' ) );
			}
			if ( ! is_string( $schema['title'] ?? null ) || '' === trim( $schema['title'] ) ) {
				/* translators: %s: schema type. */
				return self::error( sprintf( __( 'A %s schema needs a title.', 'lodestar' ), $type ) );
			}
			$fields = $schema['fields'] ?? array();
			if ( ! is_array( $fields ) ) {
				return self::error( __( 'Schema fields must be an object.', 'lodestar' ) );
			}
			$node_type = $fields['@type'] ?? Catalogue::get( $type )['type'];
			if ( ! in_array( $node_type, Catalogue::allowed_types( $type ), true ) ) {
				/* translators: 1: @type value, 2: schema type. */
				return self::error( sprintf( __( '"%1$s" is not a valid @type for a %2$s schema.', 'lodestar' ), is_scalar( $node_type ) ? (string) $node_type : '', $type ) );
			}
			$bad_url = self::first_bad_url( $fields, 0 );
			if ( null !== $bad_url ) {
				/* translators: 1: property name, 2: schema type. */
				return self::error( sprintf( __( 'The %1$s field of the %2$s schema must be an http or https URL, or start with a variable.', 'lodestar' ), $bad_url, $type ) );
			}
			foreach ( array( 'show_on', 'not_show_on' ) as $key ) {
				$set = $schema[ $key ] ?? array();
				if ( ! is_array( $set ) ) {
					/* translators: %s: show_on or not_show_on. */
					return self::error( sprintf( __( '%s must be an object.', 'lodestar' ), $key ) );
				}
				foreach ( (array) ( $set['rules'] ?? array() ) as $rule ) {
					if ( ! is_string( $rule ) || ! in_array( $rule, $rule_ids, true ) ) {
						/* translators: %s: rule id. */
						return self::error( sprintf( __( 'Unknown display condition: %s', 'lodestar' ), is_scalar( $rule ) ? (string) $rule : '' ) );
					}
				}
				foreach ( (array) ( $set['specific'] ?? array() ) as $specific ) {
					if ( ! is_string( $specific ) || ! preg_match( Conditions::SPECIFIC_PATTERN, $specific ) ) {
						/* translators: %s: specific target id. */
						return self::error( sprintf( __( 'Invalid specific target: %s', 'lodestar' ), is_scalar( $specific ) ? (string) $specific : '' ) );
					}
				}
			}
		}
		return true;
	}

	/**
	 * A sanitized schema, or null when it cannot be read (unknown type).
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $schema Raw entry.
	 * @return array<string, mixed>|null
	 */
	public static function sanitize_schema( $schema ): ?array {
		if ( ! is_array( $schema ) || ! is_string( $schema['type'] ?? null ) ) {
			return null;
		}
		$definition = Catalogue::get( $schema['type'] );
		if ( null === $definition ) {
			return null;
		}
		$fields = self::sanitize_value( is_array( $schema['fields'] ?? null ) ? $schema['fields'] : array(), 0 );
		$fields = is_array( $fields ) ? $fields : array();
		if ( ! in_array( $fields['@type'] ?? null, Catalogue::allowed_types( $schema['type'] ), true ) ) {
			$fields['@type'] = $definition['type'];
		}
		$title = is_string( $schema['title'] ?? null ) ? sanitize_text_field( $schema['title'] ) : '';
		return array(
			'title'       => '' === $title ? $definition['label'] : $title,
			'type'        => $schema['type'],
			'fields'      => $fields,
			'show_on'     => self::sanitize_set( $schema['show_on'] ?? array() ),
			'not_show_on' => self::sanitize_set( $schema['not_show_on'] ?? array() ),
		);
	}

	/**
	 * A condition set with rules.
	 *
	 * @param string[] $rules Rules.
	 * @return array{rules: string[], specific: string[], specificText: array<int, array{label: string, value: string}>}
	 */
	private static function condition_set( array $rules ): array {
		return array(
			'rules'        => $rules,
			'specific'     => array(),
			'specificText' => array(),
		);
	}

	/**
	 * A sanitized condition set: string rules, de-duplicated; valid specific ids; their labels.
	 *
	 * @param mixed $set Raw set.
	 * @return array{rules: string[], specific: string[], specificText: array<int, array{label: string, value: string}>}
	 */
	private static function sanitize_set( $set ): array {
		$set   = is_array( $set ) ? $set : array();
		$rules = array_values( array_unique( array_filter( (array) ( $set['rules'] ?? array() ), static fn( $rule ): bool => is_string( $rule ) && '' !== $rule ) ) );
		$ids   = array_values( array_unique( array_filter( (array) ( $set['specific'] ?? array() ), static fn( $id ): bool => is_string( $id ) && (bool) preg_match( Conditions::SPECIFIC_PATTERN, $id ) ) ) );
		$texts = array();
		foreach ( (array) ( $set['specificText'] ?? array() ) as $text ) {
			if ( is_array( $text ) && in_array( $text['value'] ?? null, $ids, true ) ) {
				$texts[] = array(
					'label' => sanitize_text_field( (string) ( $text['label'] ?? '' ) ),
					'value' => (string) $text['value'],
				);
			}
		}
		return array(
			'rules'        => $rules,
			'specific'     => $ids,
			'specificText' => $texts,
		);
	}

	/**
	 * A sanitized field value: strings (control characters removed, length capped), lists and
	 * objects of them, nesting at most 5 deep. Text is stored as typed: it is escaped for JSON
	 * inside <script> when printed.
	 *
	 * @param mixed  $value    Raw value.
	 * @param int    $depth    Depth.
	 * @param string $property Name of the property holding the value (URL properties keep only URLs).
	 * @return mixed
	 */
	private static function sanitize_value( $value, int $depth, string $property = '' ) {
		if ( is_string( $value ) && in_array( $property, self::URL_PROPERTIES, true ) && ! self::is_url_value( $value ) ) {
			return '';
		}
		if ( is_bool( $value ) ) {
			return $value ? 'true' : 'false';
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return (string) $value;
		}
		if ( is_string( $value ) ) {
			$value = wp_check_invalid_utf8( $value, true );
			$value = (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', '', $value );
			return mb_substr( $value, 0, self::MAX_TEXT, 'UTF-8' );
		}
		if ( is_array( $value ) && $depth < 5 ) {
			$clean = array();
			foreach ( $value as $key => $item ) {
				// A list's items keep their property's name (sameAs: [url, url]).
				$item = self::sanitize_value( $item, $depth + 1, is_string( $key ) ? $key : $property );
				if ( null !== $item ) {
					$clean[ is_string( $key ) ? sanitize_text_field( $key ) : $key ] = $item;
				}
			}
			return array_is_list( $value ) ? array_values( $clean ) : $clean;
		}
		return null;
	}

	/**
	 * Whether a URL property's value may be kept: empty, an http(s) URL, or led by a variable.
	 *
	 * @param string $value Value.
	 */
	private static function is_url_value( string $value ): bool {
		$value = trim( $value );
		return '' === $value || str_starts_with( $value, '%' ) || (bool) preg_match( '#^https?://[^\s/]#i', $value );
	}

	/**
	 * The name of the first URL property whose value is not an http(s) URL or variable, or null.
	 *
	 * @param mixed  $value    Fields, or one value.
	 * @param int    $depth    Depth (values nest at most 5 deep).
	 * @param string $property Name of the property holding the value.
	 */
	private static function first_bad_url( $value, int $depth, string $property = '' ): ?string {
		if ( is_string( $value ) ) {
			return in_array( $property, self::URL_PROPERTIES, true ) && ! self::is_url_value( $value ) ? $property : null;
		}
		if ( ! is_array( $value ) || $depth >= 5 ) {
			return null;
		}
		foreach ( $value as $key => $item ) {
			$bad = self::first_bad_url( $item, $depth + 1, is_string( $key ) ? $key : $property );
			if ( null !== $bad ) {
				return $bad;
			}
		}
		return null;
	}

	/**
	 * A validation error.
	 *
	 * @param string $message Message.
	 */
	private static function error( string $message ): WP_Error {
		return new WP_Error( 'lodestar_invalid_schemas', $message, array( 'status' => 400 ) );
	}
}
