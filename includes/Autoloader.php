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
 * No Composer on the build machines, so the plugin ships its own loader. Known classes come
 * from the generated includes/classmap.php (an array lookup, no file system call); a class
 * missing from it falls back to its PSR-4 path.
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
	 * Class name => file under includes/.
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
		// Read on the first Lodestar class to load (with the built bundle, often never).
		if ( null === self::$map ) {
			$map       = require __DIR__ . '/classmap.php';
			self::$map = is_array( $map ) ? $map : array();
		}
		if ( isset( self::$map[ $class_name ] ) ) {
			require_once __DIR__ . '/' . self::$map[ $class_name ];
			return;
		}
		$relative = substr( $class_name, strlen( self::PREFIX ) );
		// Only plain PSR-4 names: no path tricks.
		if ( ! preg_match( '/^[A-Za-z0-9_\\\\]+$/', $relative ) ) {
			return;
		}
		$file = __DIR__ . '/' . str_replace( '\\', '/', $relative ) . '.php';
		if ( is_readable( $file ) ) {
			require_once $file;
		}
	}
}
