<?php
/**
 * Export and import of the settings, with one restorable backup.
 *
 * @package Lodestar
 */

namespace Lodestar\Settings;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Builds export files and imports them.
 *
 * A file is `{ plugin, version, exported_at, categories, settings }`. `settings` holds the
 * setting keys of the exported categories and, for the `schemas` category, the key `schemas`
 * (the stored schemas as an object, read and written through an ExportSection: the schemas
 * belong to a layer above Settings).
 *
 * An import is checked as a whole before anything is written (plugin id, size, categories,
 * every key and every value); then the current settings go to the one backup option (not
 * autoloaded, overwritten by each import) and the settings of the file's categories are
 * replaced in one write: keys of those categories missing from the file get their defaults,
 * other categories are left alone.
 *
 * @since 0.1.0
 */
class SettingsTransfer {

	/**
	 * Plugin id written into and required from a file.
	 *
	 * @since 0.1.0
	 */
	public const PLUGIN_ID = 'lodestar';

	/**
	 * Export categories, in display order.
	 *
	 * @since 0.1.0
	 */
	public const CATEGORIES = array( 'general', 'social', 'advanced', 'sitemaps', 'schemas' );

	/**
	 * Largest accepted file, in bytes (1 MiB).
	 *
	 * @since 0.1.0
	 */
	public const MAX_BYTES = 1048576;

	/**
	 * Option holding the settings as they were before the last import (not autoloaded).
	 *
	 * @since 0.1.0
	 */
	public const BACKUP_OPTION = 'lodestar_settings_backup';

	/**
	 * Key of the schemas inside a file's `settings`.
	 *
	 * @since 0.1.0
	 */
	public const SCHEMAS_KEY = 'schemas';

	/**
	 * WP_Error code of every refused import.
	 *
	 * @since 0.1.0
	 */
	public const ERROR_CODE = 'lodestar_invalid_import';

	/**
	 * Schema groups and the category they belong to.
	 */
	private const GROUP_CATEGORIES = array(
		'meta'     => 'general',
		'home'     => 'general',
		'archives' => 'general',
		'social'   => 'social',
		'feeds'    => 'advanced',
		'features' => 'advanced',
		'sitemaps' => 'sitemaps',
		'identity' => 'general',
	);

	/**
	 * Keys whose category differs from their group's: the robot instruction lists and what
	 * the Miscellaneous screen shows belong to "advanced".
	 */
	private const KEY_CATEGORIES = array(
		'no_index'                            => 'advanced',
		'no_follow'                           => 'advanced',
		'no_archive'                          => 'advanced',
		'redirectAttachmentPagesToPostParent' => 'advanced',
		'autoSetImageTitle'                   => 'advanced',
		'autoSetImageAlt'                     => 'advanced',
		'noindex_paginated_pages'             => 'advanced',
		'paginated_link_relationships'        => 'advanced',
		'index_home_page_paginated_pages'     => 'advanced',
		'oembeded_scripts'                    => 'advanced',
		'oembeded_og_title'                   => 'advanced',
		'oembeded_social_images'              => 'advanced',
		'oembeded_remove_author_name'         => 'advanced',
	);

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 * @param ExportSection      $schemas  The `schemas` category (Schema\SchemaExport).
	 */
	public function __construct(
		private SettingsRepository $settings,
		private ExportSection $schemas
	) {}

	/**
	 * The export category of a setting key.
	 *
	 * @since 0.1.0
	 *
	 * @param string $key Setting key.
	 */
	public static function category_of( string $key ): string {
		if ( isset( self::KEY_CATEGORIES[ $key ] ) ) {
			return self::KEY_CATEGORIES[ $key ];
		}
		$group = (string) ( Definitions::get( $key )['group'] ?? '' );
		return self::GROUP_CATEGORIES[ $group ] ?? 'advanced';
	}

	/**
	 * Setting keys of a category (none for `schemas`, which is its own option).
	 *
	 * @since 0.1.0
	 *
	 * @param string $category Category id.
	 * @return string[]
	 */
	public static function keys_of( string $category ): array {
		return array_values(
			array_filter( Definitions::keys(), static fn( string $key ): bool => self::category_of( $key ) === $category )
		);
	}

	/**
	 * The export file of some categories.
	 *
	 * @since 0.1.0
	 *
	 * @param string[] $categories Known, distinct category ids.
	 * @return array{plugin: string, version: string, exported_at: string, categories: string[], settings: object}
	 */
	public function export( array $categories ): array {
		$categories = array_values( array_intersect( self::CATEGORIES, $categories ) );
		$all        = $this->settings->all_for_json();
		$settings   = array();
		foreach ( $categories as $category ) {
			foreach ( self::keys_of( $category ) as $key ) {
				$settings[ $key ] = $all[ $key ];
			}
			if ( self::SCHEMAS_KEY === $category ) {
				$settings[ self::SCHEMAS_KEY ] = (object) $this->schemas->export();
			}
		}
		return array(
			'plugin'      => self::PLUGIN_ID,
			'version'     => defined( 'LODESTAR_VERSION' ) ? LODESTAR_VERSION : '',
			'exported_at' => gmdate( 'c' ),
			'categories'  => $categories,
			'settings'    => (object) $settings,
		);
	}

	/**
	 * Checks a whole file without writing anything.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $file Decoded file (JSON objects as arrays or stdClass).
	 * @return true|WP_Error
	 */
	public function validate( $file ) {
		$file = self::to_array( $file );
		if ( null === $file || ( array() !== $file && array_is_list( $file ) ) ) {
			return $this->error( __( 'The file is not a Lodestar settings export.', 'lodestar' ) );
		}
		if ( strlen( (string) wp_json_encode( $file ) ) > self::MAX_BYTES ) {
			return $this->too_large();
		}
		$plugin = $file['plugin'] ?? null;
		if ( self::PLUGIN_ID !== $plugin ) {
			if ( is_string( $plugin ) && '' !== $plugin ) {
				return $this->error(
					sprintf(
						/* translators: %s: plugin id found in the file. */
						__( 'This file was exported by another plugin ("%s"), not by Lodestar SEO.', 'lodestar' ),
						self::shorten( $plugin )
					)
				);
			}
			return $this->error( __( 'The file is not a Lodestar settings export.', 'lodestar' ) );
		}
		foreach ( array_keys( $file ) as $name ) {
			if ( ! in_array( $name, array( 'plugin', 'version', 'exported_at', 'categories', 'settings' ), true ) ) {
				return $this->error(
					/* translators: %s: field name. */
					sprintf( __( 'Unknown field in the file: %s.', 'lodestar' ), self::shorten( (string) $name ) )
				);
			}
		}
		if ( ! is_string( $file['version'] ?? null ) || ( isset( $file['exported_at'] ) && ! is_string( $file['exported_at'] ) ) ) {
			return $this->error( __( 'The file is not a Lodestar settings export.', 'lodestar' ) );
		}

		$categories = $file['categories'] ?? null;
		if ( ! is_array( $categories ) || ! array_is_list( $categories ) || array() === $categories ) {
			return $this->error( __( 'The file lists no settings categories.', 'lodestar' ) );
		}
		foreach ( $categories as $category ) {
			if ( ! is_string( $category ) || ! in_array( $category, self::CATEGORIES, true ) ) {
				return $this->error(
					/* translators: %s: category id. */
					sprintf( __( 'Unknown settings category: %s.', 'lodestar' ), self::shorten( is_string( $category ) ? $category : (string) wp_json_encode( $category ) ) )
				);
			}
		}

		$settings = self::to_array( $file['settings'] ?? null );
		if ( null === $settings || ( array() !== $settings && array_is_list( $settings ) ) ) {
			return $this->error( __( 'Invalid value for settings: expected object.', 'lodestar' ) );
		}

		$changes = array();
		foreach ( $settings as $key => $value ) {
			$key = (string) $key;
			if ( self::SCHEMAS_KEY === $key ) {
				$schemas = self::to_array( $value );
				if ( null === $schemas || ( array() !== $schemas && array_is_list( $schemas ) ) ) {
					return $this->error( __( 'Invalid value for schemas: expected object.', 'lodestar' ), $key );
				}
				$valid_schemas = $this->schemas->validate( self::to_arrays( $schemas ) );
				if ( is_wp_error( $valid_schemas ) ) {
					return $this->error( $valid_schemas->get_error_message(), $key );
				}
				$category = self::SCHEMAS_KEY;
			} elseif ( Definitions::has( $key ) ) {
				$changes[ $key ] = $value;
				$category        = self::category_of( $key );
			} else {
				return $this->error(
					/* translators: %s: setting key. */
					sprintf( __( 'Unknown setting: %s.', 'lodestar' ), self::shorten( $key ) ),
					$key
				);
			}
			if ( ! in_array( $category, $categories, true ) ) {
				return $this->error(
					sprintf(
						/* translators: 1: setting key, 2: category id. */
						__( 'The setting %1$s belongs to the category "%2$s", which the file does not list.', 'lodestar' ),
						self::shorten( $key ),
						$category
					),
					$key
				);
			}
		}

		$valid = $this->settings->validate( $changes );
		if ( is_wp_error( $valid ) ) {
			return new WP_Error( self::ERROR_CODE, $valid->get_error_message(), $valid->get_error_data() );
		}
		return true;
	}

	/**
	 * Validates a file, backs up the current settings, then replaces the file's categories.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $file Decoded file.
	 * @return true|WP_Error Nothing is written when the file is refused.
	 */
	public function import( $file ) {
		$valid = $this->validate( $file );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$file       = self::to_array( $file );
		$settings   = self::to_array( $file['settings'] ) ?? array();
		$categories = array_values( array_unique( $file['categories'] ) );

		$defaults = Definitions::defaults();
		$changes  = array();
		foreach ( $categories as $category ) {
			foreach ( self::keys_of( $category ) as $key ) {
				$changes[ $key ] = array_key_exists( $key, $settings ) ? $settings[ $key ] : $defaults[ $key ];
			}
		}

		$this->write_backup();

		// One revision of the settings history for the whole import (settings and schemas).
		do_action( 'lodestar_history_begin', 'import', array() );
		try {
			return $this->write_import( $changes, $categories, $settings );
		} finally {
			do_action( 'lodestar_history_end' );
		}
	}

	/**
	 * Writes a validated import (the settings, then the schemas); puts everything back on failure.
	 *
	 * @param array<string, mixed>     $changes    Settings to save.
	 * @param list<string>             $categories Imported categories.
	 * @param array<string|int, mixed> $settings   The file's `settings`.
	 * @return true|WP_Error
	 */
	private function write_import( array $changes, array $categories, array $settings ) {
		$saved = $this->settings->save( $changes );
		if ( is_wp_error( $saved ) ) {
			// Validated above, so this is a storage failure: put everything back.
			$this->restore_backup();
			return $saved;
		}
		if ( in_array( self::SCHEMAS_KEY, $categories, true ) ) {
			$schemas  = self::to_arrays( self::to_array( $settings[ self::SCHEMAS_KEY ] ?? array() ) ?? array() );
			$imported = $this->schemas->import( $schemas );
			if ( is_wp_error( $imported ) ) {
				// Validated above, so this is a storage failure: put everything back.
				$this->restore_backup();
				return $imported;
			}
		}

		/**
		 * Fires after settings were imported.
		 *
		 * @since 0.1.0
		 *
		 * @param string[] $categories Imported categories.
		 */
		do_action( 'lodestar_settings_imported', $categories );
		return true;
	}

	/**
	 * The backup's date and version, or null when there is none.
	 *
	 * @since 0.1.0
	 *
	 * @return array{created_at: string, version: string}|null
	 */
	public function backup_info(): ?array {
		$backup = get_option( self::BACKUP_OPTION );
		if ( ! is_array( $backup ) || ! isset( $backup['settings'] ) ) {
			return null;
		}
		return array(
			'created_at' => (string) ( $backup['created_at'] ?? '' ),
			'version'    => (string) ( $backup['version'] ?? '' ),
		);
	}

	/**
	 * Puts the settings (and schemas) of the backup back. The backup stays.
	 *
	 * @since 0.1.0
	 *
	 * @return true|WP_Error
	 */
	public function restore_backup() {
		$backup = get_option( self::BACKUP_OPTION );
		if ( ! is_array( $backup ) || ! isset( $backup['settings'] ) || ! is_array( $backup['settings'] ) ) {
			return new WP_Error( 'lodestar_no_backup', __( 'There is no backup to restore.', 'lodestar' ), array( 'status' => 404 ) );
		}
		// One revision of the settings history (inside an import's scope, part of the import's).
		do_action( 'lodestar_history_begin', 'backup_restore', array() );
		try {
			$this->write_option( Definitions::OPTION, $backup['settings'], true );
			$this->settings->flush();
			if ( array_key_exists( 'schemas', $backup ) ) {
				$this->schemas->restore( is_array( $backup['schemas'] ) ? $backup['schemas'] : null );
			}
		} finally {
			do_action( 'lodestar_history_end' );
		}
		return true;
	}

	/**
	 * Stores the current settings as the one backup (overwriting the previous one).
	 */
	private function write_backup(): void {
		$stored  = get_option( Definitions::OPTION, array() );
		$schemas = $this->schemas->snapshot();
		$this->write_option(
			self::BACKUP_OPTION,
			array(
				'created_at' => gmdate( 'c' ),
				'version'    => defined( 'LODESTAR_VERSION' ) ? LODESTAR_VERSION : '',
				'settings'   => is_array( $stored ) ? $stored : array(),
				'schemas'    => $schemas,
			),
			false
		);
	}

	/**
	 * Adds or updates an option with a given autoload flag.
	 *
	 * @param string $name     Option name.
	 * @param mixed  $value    Value.
	 * @param bool   $autoload Whether every page loads it.
	 */
	private function write_option( string $name, $value, bool $autoload ): void {
		if ( false === get_option( $name ) ) {
			add_option( $name, $value, '', $autoload );
		} else {
			update_option( $name, $value, $autoload );
		}
	}

	/**
	 * An object (assoc array or stdClass) as an array; null for anything else.
	 *
	 * @param mixed $value Value.
	 * @return array<string|int, mixed>|null
	 */
	private static function to_array( $value ): ?array {
		if ( $value instanceof \stdClass ) {
			return get_object_vars( $value );
		}
		return is_array( $value ) ? $value : null;
	}

	/**
	 * A decoded value with every JSON object as an array (JSON requests decode to arrays
	 * already; this covers callers passing stdClass).
	 *
	 * @param mixed $value Value.
	 * @return mixed
	 */
	private static function to_arrays( $value ) {
		if ( $value instanceof \stdClass ) {
			$value = get_object_vars( $value );
		}
		return is_array( $value ) ? array_map( array( self::class, 'to_arrays' ), $value ) : $value;
	}

	/**
	 * The error of a file that is too large.
	 *
	 * @since 0.1.0
	 */
	public function too_large(): WP_Error {
		return $this->error(
			/* translators: %d: maximum size in MiB. */
			sprintf( __( 'The file is larger than the limit of %d MiB.', 'lodestar' ), self::MAX_BYTES / 1048576 )
		);
	}

	/**
	 * Builds a refusal.
	 *
	 * @param string      $message Translated message.
	 * @param string|null $key     Offending key, if any.
	 */
	private function error( string $message, ?string $key = null ): WP_Error {
		$data = array( 'status' => 400 );
		if ( null !== $key ) {
			$data['key'] = self::shorten( $key );
		}
		return new WP_Error( self::ERROR_CODE, $message, $data );
	}

	/**
	 * Shortens user-supplied text echoed in messages.
	 *
	 * @param string $text Text.
	 */
	private static function shorten( string $text ): string {
		$text = wp_check_invalid_utf8( $text );
		return mb_strlen( $text, 'UTF-8' ) > 100 ? mb_substr( $text, 0, 100, 'UTF-8' ) . '…' : $text;
	}
}
