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
 * No Composer on the build machines, so the plugin ships its own loader.
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
		$relative = substr( $class_name, strlen( self::PREFIX ) );
		// Only plain PSR-4 names: no path tricks.
		if ( ! preg_match( '/^[A-Za-z0-9_\\\\]+$/', $relative ) ) {
			return;
		}
		$file = __DIR__ . '/' . str_replace( '\\', '/', $relative ) . '.php';
		// A file opcache holds exists: asking opcache is a memory lookup, where is_readable() is a
		// system call on every class of every page view.
		if ( self::cached( $file ) || is_readable( $file ) ) {
			require_once $file;
		}
	}

	/**
	 * Whether opcache holds a compiled copy of the file (never asked where `opcache.restrict_api`
	 * would answer with a warning).
	 *
	 * @param string $file Absolute path.
	 */
	private static function cached( string $file ): bool {
		static $opcache = null;
		$opcache ??= function_exists( 'opcache_is_script_cached' ) && '' === (string) ini_get( 'opcache.restrict_api' );
		return $opcache && opcache_is_script_cached( $file );
	}
}
