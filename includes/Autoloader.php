<?php
/**
 * Small PSR-4 autoloader for the Lodestar\ namespace.
 *
 * @package Lodestar
 */

namespace Lodestar;

defined( 'ABSPATH' ) || defined( 'LODESTAR_CLI' ) || exit;

/**
 * Maps Lodestar\Foo\Bar to includes/Foo/Bar.php.
 *
 * No Composer on the build machines, so the plugin ships its own loader. While the built PHP is
 * in use (plugin.php defines LODESTAR_BUILT_PHP), known classes come from the generated
 * build/php/classmap.php (an array lookup, no file system call); otherwise, and for a class
 * missing from the map, from the class's PSR-4 path. The classes of the parts page views do not
 * build map to '@doors.php', a second file of the build that declares them all at once.
 *
 * @since 0.1.0
 */
final class Autoloader {

	/**
	 * Namespace prefix handled by this loader.
	 */
	private const PREFIX = 'Lodestar\\';

	/**
	 * Whether the loader is already registered.
	 *
	 * @var bool
	 */
	private static bool $registered = false;

	/**
	 * Class name => file under includes/ (empty without the built class map).
	 *
	 * @var array<string, string>|null
	 */
	private static ?array $map = null;

	/**
	 * Registers the loader with spl_autoload_register (once).
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		if ( self::$registered ) {
			return;
		}
		self::$registered = true;
		// First in line: Lodestar classes then never pass through the loaders registered before
		// (WordPress's Requests loader among them); other names leave after one strncmp().
		spl_autoload_register( array( self::class, 'load' ), true, true );
	}

	/**
	 * Loads the file of a Lodestar class, if there is one.
	 *
	 * @since 0.1.0
	 *
	 * @param string $class_name Fully qualified class name.
	 */
	public static function load( string $class_name ): void {
		if ( 0 !== strncmp( $class_name, self::PREFIX, strlen( self::PREFIX ) ) ) {
			return;
		}
		// Read on the first Lodestar class to load (with the built bundle, usually never on a page view).
		if ( null === self::$map ) {
			self::$map = self::built_map();
		}
		if ( isset( self::$map[ $class_name ] ) ) {
			$file = self::$map[ $class_name ];
			// '@doors.php': a file of the build that declares this class with the others of the
			// parts a page view does not build (bin/gen-php-bundle.mjs), all at once.
			require_once '@' === $file[0] ? LODESTAR_BUILT_PHP . substr( $file, 1 ) : self::folder() . $file;
			return;
		}
		$relative = substr( $class_name, strlen( self::PREFIX ) );
		// Only plain PSR-4 names: no path tricks.
		if ( ! preg_match( '/^[A-Za-z0-9_\\\\]+$/', $relative ) ) {
			return;
		}
		$file = self::folder() . str_replace( '\\', '/', $relative ) . '.php';
		if ( is_readable( $file ) ) {
			require_once $file;
		}
	}

	/**
	 * The generated class map (build/php/classmap.php) while the built PHP is in use, else none.
	 *
	 * Without it (development site, PHPUnit, no build) every class loads from its PSR-4 path, so a
	 * class added or moved is found at once and a stale map can never be read.
	 *
	 * @return array<string, string>
	 */
	private static function built_map(): array {
		if ( ! defined( 'LODESTAR_BUILT_PHP' ) ) {
			return array();
		}
		$file = LODESTAR_BUILT_PHP . 'classmap.php';
		$map  = is_file( $file ) ? require $file : null;
		return is_array( $map ) ? $map : array();
	}

	/**
	 * The folder of the classes, with a trailing slash: includes/ of the plugin (this class is
	 * also part of the built bundle, build/php/classes.php, where __DIR__ is another folder).
	 */
	private static function folder(): string {
		return defined( 'LODESTAR_DIR' ) ? LODESTAR_DIR . 'includes/' : __DIR__ . '/';
	}
}
