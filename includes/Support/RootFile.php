<?php
/**
 * Text files at the root of the site.
 *
 * @package Lodestar
 */

namespace Lodestar\Support;

defined( 'ABSPATH' ) || exit;

/**
 * A physical file in the site root (robots.txt, llms.txt: the web server sends it instead of
 * WordPress's answer): where it would be, and its content read with a size cap. The route of
 * a file WordPress answers there is RootFileRoute.
 *
 * @since 0.3.0
 */
final class RootFile {

	/**
	 * Where a physical file of this name in the site root would be.
	 *
	 * @since 0.3.0
	 *
	 * @param string $name File name.
	 */
	public static function physical_path( string $name ): string {
		$root = ABSPATH;
		if ( ! function_exists( 'get_home_path' ) && file_exists( ABSPATH . 'wp-admin/includes/file.php' ) ) {
			require_once ABSPATH . 'wp-admin/includes/file.php';
		}
		if ( function_exists( 'get_home_path' ) ) {
			$root = get_home_path();
		}
		return trailingslashit( $root ) . $name;
	}

	/**
	 * The first $max_bytes of a physical file ('' when there is none).
	 *
	 * @since 0.3.0
	 *
	 * @param string $path      Path.
	 * @param int    $max_bytes Most bytes read.
	 */
	public static function read( string $path, int $max_bytes ): string {
		if ( ! is_file( $path ) ) {
			return '';
		}
		$content = file_get_contents( $path, false, null, 0, $max_bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		return false === $content ? '' : (string) $content;
	}
}
