<?php
/**
 * Reads, validates and saves the settings option.
 *
 * @package Lodestar
 */

namespace Lodestar\Settings;

use Lodestar\Support\CompiledFile;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Access to the `lodestar_settings` option.
 *
 * The option stores only the keys whose value differs from the schema default, so new
 * defaults reach existing sites; every read merges the defaults back in. The merged
 * array is memoised for the request and dropped whenever the option changes.
 *
 * The merged array is also compiled (Support\CompiledFile, since 0.6.0) under a key of the
 * option as stored and the code's build: the first read of a request takes it from there when
 * it exists and nothing filters the option. Requests that write, and admin requests, compile
 * it when it is missing (compile(), at shutdown).
 *
 * @since 0.1.0
 */
class SettingsRepository {

	/**
	 * WP_Error code of every validation failure.
	 *
	 * @since 0.1.0
	 */
	public const ERROR_CODE = 'lodestar_invalid_setting';

	/**
	 * Merged settings of this request, or null before the first read.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $settings = null;

	/**
	 * The stored option of this request (profiles folded), or null before the first read.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $stored = null;

	/**
	 * Settings read one by one so far (get() before any all()): a page view reads some twenty
	 * of the ninety, and merging each costs as much as reading it.
	 *
	 * @var array<string, mixed>
	 */
	private array $values = array();

	/**
	 * Number of times the memoised copy was dropped (lets per-request memos notice changes).
	 *
	 * @var int
	 */
	private int $revision = 0;

	/**
	 * Whether the compiled settings were looked for since the last flush (a file is named by the
	 * option as stored, so after a write the next read looks for the new one).
	 *
	 * @var bool
	 */
	private bool $looked_up = false;

	/**
	 * The compiled copy of the merged settings.
	 *
	 * @var CompiledFile
	 */
	private CompiledFile $compiled;

	/**
	 * Constructor.
	 *
	 * @param CompiledFile|null $compiled The compiled copy (since 0.6.0; default 'settings').
	 */
	public function __construct( ?CompiledFile $compiled = null ) {
		$this->compiled = $compiled ?? new CompiledFile( 'settings' );
	}

	/**
	 * Hooks that keep the memoised copy fresh.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'add_option_' . Definitions::OPTION, array( $this, 'flush' ) );
		add_action( 'update_option_' . Definitions::OPTION, array( $this, 'flush' ) );
		add_action( 'delete_option_' . Definitions::OPTION, array( $this, 'flush' ) );
	}

	/**
	 * Drops the memoised settings so the next read sees the stored option.
	 *
	 * @since 0.1.0
	 */
	public function flush(): void {
		$this->settings  = null;
		$this->stored    = null;
		$this->values    = array();
		$this->looked_up = false;
		++$this->revision;
	}

	/**
	 * A number that changes whenever the settings may have changed in this request.
	 *
	 * @since 0.1.0
	 */
	public function revision(): int {
		return $this->revision;
	}

	/**
	 * Every setting, defaults merged in.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string, mixed>
	 */
	public function all(): array {
		if ( null === $this->settings && ! $this->looked_up ) {
			$this->look_up();
		}
		if ( null === $this->settings ) {
			$this->settings = $this->merge_defaults( $this->stored() );
		}
		return $this->settings;
	}

	/**
	 * One setting (default merged in), or null for an unknown key.
	 *
	 * @since 0.1.0
	 *
	 * @param string $key Setting key.
	 * @return mixed
	 */
	public function get( string $key ) {
		if ( null === $this->settings && ! $this->looked_up ) {
			$this->look_up();
		}
		if ( null !== $this->settings ) {
			return $this->settings[ $key ] ?? null;
		}
		if ( ! array_key_exists( $key, $this->values ) ) {
			$definition           = Definitions::get( $key );
			$this->values[ $key ] = null === $definition ? null : $this->merged( $key, $definition, $this->stored() );
		}
		return $this->values[ $key ];
	}

	/**
	 * Writes the compiled settings when the file of the option as stored now is missing
	 * (shutdown of a request that wrote, or of an admin request).
	 *
	 * @since 0.6.0
	 */
	public function compile(): void {
		$key = $this->compiled_key();
		if ( null === $key || $this->compiled->exists( $key ) ) {
			return;
		}
		// The option as stored, read afresh (this request may have written it).
		$this->flush();
		$this->looked_up = true;
		$this->compiled->write( $key, $this->merge_defaults( $this->stored() ) );
	}

	/**
	 * The first read of the request: the compiled settings, when their file exists.
	 */
	private function look_up(): void {
		$this->looked_up = true;
		$key             = $this->compiled_key();
		if ( null !== $key ) {
			$this->settings = $this->compiled->read( $key );
		}
	}

	/**
	 * The key of the compiled settings: the option as autoloaded and the code's build; null
	 * when a filter could change what get_option() returns (the option is then read and merged).
	 */
	private function compiled_key(): ?string {
		foreach ( array( 'pre_option_' . Definitions::OPTION, 'option_' . Definitions::OPTION, 'pre_option', 'alloptions' ) as $hook ) {
			if ( has_filter( $hook ) ) {
				return null;
			}
		}
		$raw = wp_load_alloptions()[ Definitions::OPTION ] ?? null;
		return is_string( $raw ) ? hash( 'xxh128', CompiledFile::code() . "\0" . $raw ) : null;
	}

	/**
	 * Every setting shaped for JSON: objects become JSON objects even when empty.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string, mixed>
	 */
	public function all_for_json(): array {
		$settings = $this->all();
		foreach ( Definitions::all() as $key => $definition ) {
			if ( 'object' === $definition['type'] ) {
				$settings[ $key ] = (object) $settings[ $key ];
			}
		}
		return $settings;
	}

	/**
	 * Creates the option (autoloaded) when it does not exist yet: a fresh install, holding
	 * Definitions::FRESH_INSTALL.
	 *
	 * A missing option costs a database query on every page view (core looks it up
	 * before caching its absence), so activation stores it.
	 *
	 * @since 0.1.0
	 * @since 0.5.0 A fresh install starts with Definitions::FRESH_INSTALL (XML sitemaps on).
	 */
	public function ensure_option(): void {
		if ( false === get_option( Definitions::OPTION ) ) {
			add_option( Definitions::OPTION, Definitions::FRESH_INSTALL, '', true );
		}
	}

	/**
	 * Validates a set of changes without saving anything.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string|int, mixed> $changes Keys and new values.
	 * @return true|WP_Error True when every change is valid; the first error otherwise.
	 */
	public function validate( array $changes ) {
		foreach ( $changes as $key => $value ) {
			$key = (string) $key;
			if ( ! Definitions::has( $key ) ) {
				return $this->error(
					$key,
					/* translators: %s: setting key. */
					sprintf( __( 'Unknown setting: %s.', 'lodestar' ), $this->printable_key( $key ) )
				);
			}
			$problem = $this->check( Definitions::get( $key ), $value, $key );
			if ( null !== $problem ) {
				return $this->error( $key, $problem );
			}
		}
		return true;
	}

	/**
	 * Validates, sanitizes and saves a set of changes; saves nothing if any change is invalid.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string|int, mixed> $changes Keys and new values.
	 * @return true|WP_Error
	 */
	public function save( array $changes ) {
		$changes = Definitions::fold_profiles( $changes );
		$valid   = $this->validate( $changes );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}

		$merged = $this->all();
		foreach ( $changes as $key => $value ) {
			$merged[ (string) $key ] = $this->sanitize( Definitions::get( (string) $key ), $value );
		}

		$defaults = Definitions::defaults();
		$stored   = array();
		foreach ( $merged as $key => $value ) {
			if ( $value !== $defaults[ $key ] ) {
				$stored[ $key ] = $value;
			}
		}

		if ( false === get_option( Definitions::OPTION ) ) {
			add_option( Definitions::OPTION, $stored, '', true );
		} else {
			update_option( Definitions::OPTION, $stored, true );
		}
		$this->flush();

		/**
		 * Fires after Lodestar settings were saved.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string, mixed> $changes  Sanitized values of the keys that were sent.
		 * @param array<string, mixed> $settings Every setting after the save, defaults merged.
		 */
		do_action( 'lodestar_settings_saved', array_intersect_key( $merged, $changes ), $this->all() );

		return true;
	}

	/**
	 * Merges stored values over the defaults, ignoring unknown or mistyped stored values.
	 *
	 * @param array<string, mixed> $stored Stored option value.
	 * @return array<string, mixed>
	 */
	private function merge_defaults( array $stored ): array {
		$settings = array();
		foreach ( Definitions::all() as $key => $definition ) {
			$settings[ $key ] = $this->merged( $key, $definition, $stored );
		}
		return $settings;
	}

	/**
	 * One setting: its stored value with its default merged in, or the default when the stored
	 * value is missing or invalid.
	 *
	 * @param string               $key        Setting key.
	 * @param array<string, mixed> $definition Its definition.
	 * @param array<string, mixed> $stored     Stored values.
	 * @return mixed
	 */
	private function merged( string $key, array $definition, array $stored ) {
		if ( ! array_key_exists( $key, $stored ) ) {
			return $definition['default'];
		}
		$value = $stored[ $key ];
		if ( null !== $this->check( $definition, $value, $key ) ) {
			// A value edited outside the app (or by an old version) never breaks a page.
			return $definition['default'];
		}
		if ( 'object' === $definition['type'] && isset( $definition['properties'] ) ) {
			$value = array_merge( $definition['default'], (array) $value );
		} elseif ( 'object' === $definition['type'] && isset( $definition['additional']['properties'] ) ) {
			// Every entry of a map of objects (content_types) has all its properties.
			$value = array_map(
				static fn( $entry ): array => array_merge( $definition['additional']['default'], (array) $entry ),
				(array) $value
			);
		}
		return $value;
	}

	/**
	 * The stored option of this request, social profiles folded (Definitions::fold_profiles()).
	 *
	 * @return array<string, mixed>
	 */
	private function stored(): array {
		if ( null === $this->stored ) {
			$stored       = get_option( Definitions::OPTION, array() );
			$this->stored = is_array( $stored ) ? Definitions::fold_profiles( $stored ) : array();
		}
		return $this->stored;
	}

	/**
	 * Checks one value against a definition.
	 *
	 * @param array<string, mixed> $definition Definition.
	 * @param mixed                $value      Value.
	 * @param string               $path       Key (or key.property) for messages.
	 * @return string|null Translated problem, or null when valid.
	 */
	private function check( array $definition, $value, string $path ): ?string {
		$type = $definition['type'];
		if ( ! $this->has_type( $type, $value ) ) {
			/* translators: 1: setting key, 2: JSON type such as string or boolean. */
			return sprintf( __( 'Invalid value for %1$s: expected %2$s.', 'lodestar' ), $path, $type );
		}

		switch ( $type ) {
			case 'string':
				if ( isset( $definition['enum'] ) ) {
					if ( ! in_array( $value, $definition['enum'], true ) ) {
						return sprintf(
							/* translators: 1: setting key, 2: list of allowed values. */
							__( 'Invalid value for %1$s: expected one of %2$s.', 'lodestar' ),
							$path,
							$this->quoted_list( $definition['enum'] )
						);
					}
					break;
				}
				if ( ! mb_check_encoding( $value, 'UTF-8' ) ) {
					/* translators: %s: setting key. */
					return sprintf( __( 'Invalid value for %s: not valid UTF-8.', 'lodestar' ), $path );
				}
				$max = $definition['max_length'] ?? Definitions::DEFAULT_MAX_LENGTH;
				if ( mb_strlen( $value, 'UTF-8' ) > $max ) {
					/* translators: 1: setting key, 2: maximum number of characters. */
					return sprintf( __( 'Invalid value for %1$s: longer than %2$d characters.', 'lodestar' ), $path, $max );
				}
				break;

			case 'integer':
				if ( isset( $definition['minimum'] ) && $value < $definition['minimum'] ) {
					/* translators: 1: setting key, 2: smallest allowed number. */
					return sprintf( __( 'Invalid value for %1$s: must be at least %2$d.', 'lodestar' ), $path, $definition['minimum'] );
				}
				break;

			case 'array':
				foreach ( $value as $item ) {
					if ( ! is_string( $item ) ) {
						/* translators: %s: setting key. */
						return sprintf( __( 'Invalid value for %s: expected a list of strings.', 'lodestar' ), $path );
					}
					$allowed = isset( $definition['items']['enum'] )
						? in_array( $item, $definition['items']['enum'], true )
						: ( ! isset( $definition['items']['pattern'] ) || 1 === preg_match( '/' . $definition['items']['pattern'] . '/', $item ) );
					if ( ! $allowed ) {
						return sprintf(
							/* translators: 1: setting key, 2: the rejected list item. */
							__( 'Invalid value for %1$s: "%2$s" is not allowed.', 'lodestar' ),
							$path,
							$this->printable_key( $item )
						);
					}
				}
				break;

			case 'object':
				$value = (array) $value;
				if ( isset( $definition['properties'] ) ) {
					foreach ( $value as $name => $property_value ) {
						$name = (string) $name;
						if ( ! isset( $definition['properties'][ $name ] ) ) {
							return sprintf(
								/* translators: 1: setting key, 2: property name. */
								__( 'Invalid value for %1$s: unknown property %2$s.', 'lodestar' ),
								$path,
								$this->printable_key( $name )
							);
						}
						$problem = $this->check( $definition['properties'][ $name ], $property_value, $path . '.' . $name );
						if ( null !== $problem ) {
							return $problem;
						}
					}
				} elseif ( isset( $definition['additional'] ) ) {
					foreach ( $value as $name => $property_value ) {
						$name = (string) $name;
						$known = isset( $definition['key_pattern'] )
							? 1 === preg_match( '/' . $definition['key_pattern'] . '/', $name )
							: ! isset( $definition['keys'] ) || in_array( $name, $definition['keys'], true );
						if ( ! $known ) {
							return sprintf(
								/* translators: 1: setting key, 2: property name. */
								__( 'Invalid value for %1$s: unknown property %2$s.', 'lodestar' ),
								$path,
								$this->printable_key( $name )
							);
						}
						$problem = $this->check( $definition['additional'], $property_value, $path . '.' . $name );
						if ( null !== $problem ) {
							return $problem;
						}
					}
				}
				break;
		}
		return null;
	}

	/**
	 * Whether a value has the JSON type of a definition.
	 *
	 * Strict on purpose: "yes" is not a boolean and "5" is not an integer.
	 *
	 * @param string $type  JSON type.
	 * @param mixed  $value Value.
	 */
	private function has_type( string $type, $value ): bool {
		switch ( $type ) {
			case 'boolean':
				return is_bool( $value );
			case 'string':
				return is_string( $value );
			case 'integer':
				return is_int( $value );
			case 'array':
				return is_array( $value ) && array_is_list( $value );
			case 'object':
				// JSON {} decodes to an empty PHP array, so empty arrays count as objects.
				return $value instanceof \stdClass || ( is_array( $value ) && ( array() === $value || ! array_is_list( $value ) ) );
		}
		return false;
	}

	/**
	 * A social profile URL as typed, plain text: "facebook.com/x" stays so (esc_url_raw() would
	 * make it "http://facebook.com/x"); a value with a scheme other than http(s) (javascript:,
	 * data:, mailto:) is dropped. Printing keeps only absolute http(s) URLs (Support\WebUrl).
	 *
	 * @since 0.3.0
	 *
	 * @param string $value Value.
	 */
	public static function sanitize_profile( string $value ): string {
		$value = self::sanitize_text( $value );
		if ( preg_match( '/^([a-z][a-z0-9+.\-]*):(?!\d)/i', $value, $match ) && ! in_array( strtolower( $match[1] ), array( 'http', 'https' ), true ) ) {
			return '';
		}
		return $value;
	}

	/**
	 * Sanitizes a valid value for storage.
	 *
	 * @param array<string, mixed> $definition Definition.
	 * @param mixed                $value      Valid value.
	 * @return mixed
	 */
	private function sanitize( array $definition, $value ) {
		switch ( $definition['type'] ) {
			case 'string':
				if ( isset( $definition['enum'] ) ) {
					return $value;
				}
				if ( 'uri' === ( $definition['format'] ?? '' ) ) {
					return esc_url_raw( trim( $value ) );
				}
				if ( ! empty( $definition['profile'] ) ) {
					return self::sanitize_profile( $value );
				}
				return self::sanitize_text( $value );
			case 'array':
				return array_values( array_unique( $value ) );
			case 'object':
				$value     = (array) $value;
				$sanitized = array();
				if ( isset( $definition['properties'] ) ) {
					foreach ( $definition['properties'] as $name => $property ) {
						$sanitized[ $name ] = array_key_exists( $name, $value )
							? $this->sanitize( $property, $value[ $name ] )
							: $definition['default'][ $name ];
					}
					return $sanitized;
				}
				foreach ( $value as $name => $property_value ) {
					$clean = $this->sanitize( $definition['additional'], $property_value );
					// An emptied profile or content type entry is removed rather than stored empty.
					if ( '' !== $clean && ( $definition['additional']['default'] ?? null ) !== $clean ) {
						$sanitized[ (string) $name ] = $clean;
					}
				}
				return $sanitized;
		}
		return $value;
	}

	/**
	 * Sanitizes a one-line text setting.
	 *
	 * Like sanitize_text_field(), but keeps %variables%: core's version removes anything that
	 * looks like a percent-encoded octet, which would eat "%da" of "%date%". It also keeps a
	 * lone "<" or ">" (both are separators users know), where strip_tags() would drop them.
	 *
	 * @since 0.1.0
	 *
	 * @param string $value Raw text.
	 */
	public static function sanitize_text( string $value ): string {
		$value = wp_check_invalid_utf8( $value );
		$value = (string) preg_replace( '#<(script|style)\b[^>]*>.*?(?:</\1\s*>|\z)#is', '', $value );
		$value = (string) preg_replace( '#<!--.*?(?:-->|\z)#s', '', $value );
		// Only real tags: a lone "<" or ">" is a valid separator and is escaped on output.
		$value = (string) preg_replace( '#</?[a-zA-Z][^<>]*>#', '', $value );
		$value = (string) preg_replace( '/[\x00-\x1F\x7F ]+/', ' ', $value );
		return trim( $value );
	}

	/**
	 * Builds the validation error.
	 *
	 * @param string $key     Top-level key.
	 * @param string $message Translated message.
	 */
	private function error( string $key, string $message ): WP_Error {
		return new WP_Error(
			self::ERROR_CODE,
			$message,
			array(
				'status' => 400,
				'key'    => $this->printable_key( $key ),
			)
		);
	}

	/**
	 * Shortens user-supplied names echoed in messages.
	 *
	 * @param string $key Name.
	 */
	private function printable_key( string $key ): string {
		$key = wp_check_invalid_utf8( $key );
		return mb_strlen( $key, 'UTF-8' ) > 100 ? mb_substr( $key, 0, 100, 'UTF-8' ) . '…' : $key;
	}

	/**
	 * Formats allowed values for a message.
	 *
	 * @param string[] $values Values.
	 */
	private function quoted_list( array $values ): string {
		return implode( ', ', array_map( static fn( $v ): string => '"' . $v . '"', $values ) );
	}
}
