<?php
/**
 * Data compiled once and read by page views from opcache.
 *
 * @package Lodestar
 */

namespace Lodestar\Support;

defined( 'ABSPATH' ) || exit;

/**
 * One set of data the plugin derives from the site's options (the merged settings, the
 * site-level JSON-LD nodes), kept as a PHP file that returns an array: a page view includes it
 * and opcache hands back the array as it is, with nothing to unserialize or merge. WordPress
 * does the same for translations (`.l10n.php` files).
 *
 * A file is named by the key of its inputs (name, site id, key): other inputs, another name, so
 * a file never needs invalidating, nor does opcache need to see it change (a server with
 * `opcache.validate_timestamps=0` stays right). A key also holds the build of the plugin's code
 * (BUILD in build/php/classes.php), so an update never reads a file an older version wrote.
 *
 * Page views only read. Requests that write (and admin requests, cron, the command line) write
 * a file when theirs is missing, next to the option that remains the source of truth: when the
 * folder cannot be written, or opcache is off in the reading process (including a file would
 * then cost more than unserialising; filter `lodestar_compiled_without_opcache`), callers read
 * the option as before. The folder is wp-content/cache/lodestar/ (filter
 * `lodestar_compiled_folder`: another folder, or '' for none); each file starts by exiting
 * unless WordPress loaded it, and may be deleted at any time.
 *
 * @since 0.6.0
 */
final class CompiledFile {

	/**
	 * Constructor.
	 *
	 * @param string $name What the file holds: lower-case letters and dashes ('site-nodes').
	 */
	public function __construct( private string $name ) {}

	/**
	 * The folder of the compiled files, with a trailing slash, or '' when they are off.
	 *
	 * @since 0.6.0
	 */
	public static function folder(): string {
		/**
		 * Filters the folder of Lodestar's compiled data files: an absolute path, or '' to keep
		 * the data in the database only. Default wp-content/cache/lodestar/.
		 *
		 * @since 0.6.0
		 *
		 * @param string $folder The folder.
		 */
		if ( ! has_filter( 'lodestar_compiled_folder' ) ) {
			// Asked several times a page view: without a callback, the default as is.
			return WP_CONTENT_DIR . '/cache/lodestar/';
		}
		$folder = (string) apply_filters( 'lodestar_compiled_folder', WP_CONTENT_DIR . '/cache/lodestar' );
		return '' === $folder ? '' : rtrim( $folder, '/\\' ) . '/';
	}

	/**
	 * The identity of the running code: the build's hash, else the plugin's version.
	 *
	 * @since 0.6.0
	 */
	public static function code(): string {
		return defined( 'Lodestar\BUILD' ) ? (string) constant( 'Lodestar\BUILD' ) : ( defined( 'LODESTAR_VERSION' ) ? LODESTAR_VERSION : '' );
	}

	/**
	 * The data stored under a key, or null (no file, another key, no folder).
	 *
	 * @since 0.6.0
	 *
	 * @param string $key Key of the inputs (hexadecimal).
	 * @return array<mixed>|null
	 */
	public function read( string $key ): ?array {
		if ( ! self::reads_files() ) {
			return null;
		}
		$path = $this->path( $key );
		if ( null === $path ) {
			return null;
		}
		// No is_file() first: the include alone costs no file-system call while opcache holds
		// the file; a missing file (until a writing request makes it) is a quiet failure, and a
		// damaged one (edited by hand) is no file.
		try {
			$data = @include $path; // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a missing file is expected.
		} catch ( \Throwable $e ) {
			return null;
		}
		return is_array( $data ) && ( $data['key'] ?? null ) === $key && is_array( $data['data'] ?? null ) ? $data['data'] : null;
	}

	/**
	 * Whether compiled files are read in this request (a folder, and opcache on or the
	 * lodestar_compiled_without_opcache filter): where not, read() always answers null.
	 *
	 * @since 0.6.0
	 */
	public static function readable(): bool {
		return '' !== self::folder() && self::reads_files();
	}

	/**
	 * Whether this process reads compiled files at all: opcache on, or the filter.
	 */
	private static function reads_files(): bool {
		/**
		 * Filters whether compiled files are read where opcache is off (default false: the
		 * option is then cheaper).
		 *
		 * @since 0.6.0
		 *
		 * @param bool $read Whether to read them.
		 */
		return self::opcache_on() || apply_filters( 'lodestar_compiled_without_opcache', false );
	}

	/**
	 * Whether the file of a key exists.
	 *
	 * @since 0.6.0
	 *
	 * @param string $key Key.
	 */
	public function exists( string $key ): bool {
		$path = $this->path( $key );
		return null !== $path && is_file( $path );
	}

	/**
	 * Writes the data of a key (atomically: a temporary file renamed into place) and removes
	 * this name's files of other keys for the site. False when the folder is off or cannot be
	 * written, or the data holds anything but arrays and scalars.
	 *
	 * @since 0.6.0
	 *
	 * @param string       $key  Key (hexadecimal).
	 * @param array<mixed> $data Data: arrays, strings, numbers, booleans and nulls only.
	 */
	public function write( string $key, array $data ): bool {
		$path = $this->path( $key );
		if ( null === $path || ! self::plain( $data ) || ! wp_mkdir_p( dirname( $path ) ) ) {
			return false;
		}
		self::guard( dirname( $path ) . '/' );
		$php = "<?php\n// Lodestar SEO: compiled data, written again whenever its inputs change; safe to delete.\ndefined( 'ABSPATH' ) || exit;\nreturn "
			. var_export( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- writes PHP that returns the data.
				array(
					'key'  => $key,
					'data' => $data,
				),
				true
			) . ";\n";
		$temporary = $path . '.' . wp_generate_password( 8, false ) . '.tmp';
		// phpcs:disable WordPress.WP.AlternativeFunctions -- a cache file next to WordPress's own, written as its translation files are.
		// All of it or nothing (a full disk writes part of it).
		if ( strlen( $php ) !== @file_put_contents( $temporary, $php ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- an unwritable folder means no file.
			@unlink( $temporary ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
			return false;
		}
		if ( defined( 'FS_CHMOD_FILE' ) ) {
			@chmod( $temporary, FS_CHMOD_FILE ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
		}
		if ( ! @rename( $temporary, $path ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
			@unlink( $temporary ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
			return false;
		}
		// phpcs:enable
		if ( function_exists( 'opcache_invalidate' ) ) {
			// A file of this name written before (the same key after an edit and its undo) is
			// compiled again from its new bytes, whatever opcache's time checks.
			opcache_invalidate( $path, true );
		}
		foreach ( (array) glob( $this->prefix() . '*.php' ) as $other ) {
			if ( is_string( $other ) && $other !== $path ) {
				wp_delete_file( $other );
			}
		}
		return true;
	}

	/**
	 * Removes every compiled file of every site (uninstalling).
	 *
	 * @since 0.6.0
	 */
	public static function remove_all(): void {
		$folder = self::folder();
		if ( '' === $folder ) {
			return;
		}
		// The kept heads' folder (Frontend\KeptHeads: a folder per site, one per two letters).
		if ( is_dir( $folder . 'heads' ) ) {
			$entries = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $folder . 'heads', \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
			foreach ( $entries as $entry ) {
				if ( $entry->isDir() ) {
					@rmdir( $entry->getPathname() ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- the plugin's own cache folder.
				} else {
					wp_delete_file( $entry->getPathname() );
				}
			}
			@rmdir( $folder . 'heads' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- emptied above.
		}
		foreach ( array_merge( (array) glob( $folder . '*.php' ), array( $folder . '.htaccess' ) ) as $file ) {
			if ( is_string( $file ) ) {
				wp_delete_file( $file );
			}
		}
		@rmdir( $folder ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- only when empty.
	}

	/**
	 * Keeps the folder's files from being served as text where PHP does not run in it (a
	 * hardened wp-content): an .htaccess that denies every request (Apache) and an empty
	 * index.php (no listing). Each file also exits unless WordPress loaded it.
	 *
	 * @param string $folder Folder, with a trailing slash.
	 */
	private static function guard( string $folder ): void {
		$files = array(
			'.htaccess' => "# Lodestar SEO: compiled data, read by PHP only.\nRequire all denied\n",
			'index.php' => "<?php\n// Silence is golden.\n",
		);
		foreach ( $files as $name => $content ) {
			if ( ! is_file( $folder . $name ) ) {
				@file_put_contents( $folder . $name, $content ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- best effort.
			}
		}
	}

	/**
	 * The file of a key, or null when files are off or the key is not a hexadecimal hash.
	 *
	 * @param string $key Key.
	 */
	private function path( string $key ): ?string {
		if ( '' === $key || strlen( $key ) > 64 || ! ctype_xdigit( $key ) ) {
			return null;
		}
		$prefix = $this->prefix();
		return null === $prefix ? null : $prefix . $key . '.php';
	}

	/**
	 * This name's files for the current site: folder/name-siteid-.
	 */
	private function prefix(): ?string {
		$folder = self::folder();
		return '' === $folder ? null : $folder . $this->name . '-' . get_current_blog_id() . '-';
	}

	/**
	 * Whether opcache caches the scripts of this request's kind of process.
	 */
	private static function opcache_on(): bool {
		// The process's setting: read once.
		static $on = null;
		return $on ??= function_exists( 'opcache_get_status' ) && filter_var( ini_get( 'cli' === PHP_SAPI ? 'opcache.enable_cli' : 'opcache.enable' ), FILTER_VALIDATE_BOOLEAN );
	}

	/**
	 * Whether a value holds only arrays and scalars (var_export() writes them as constants).
	 *
	 * @param mixed $value Value.
	 */
	private static function plain( $value ): bool {
		if ( is_array( $value ) ) {
			foreach ( $value as $item ) {
				if ( ! self::plain( $item ) ) {
					return false;
				}
			}
			return true;
		}
		return null === $value || is_scalar( $value );
	}
}
