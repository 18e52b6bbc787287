<?php
/**
 * Text files at the root of the site.
 *
 * @package Lodestar
 */

namespace Lodestar\Support;

use WP;

defined( 'ABSPATH' ) || exit;

/**
 * What the files Lodestar answers at the site's root share (/llms.txt, the IndexNow key file,
 * robots.txt): the rewrite rule and query variable that route one to WordPress, the plain-text
 * answer (or WordPress's 404), and a physical file of the same name in the site root (which
 * the web server sends instead), read with a size cap.
 *
 * @since 0.3.0
 */
final class RootFile {

	/**
	 * Rewrite rules with a rule first that sets a query variable to 1.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed  $rules     Rewrite rules (`rewrite_rules_array`).
	 * @param string $pattern   Regular expression of the path.
	 * @param string $query_var Query variable the rule sets.
	 * @return array<string, string>
	 */
	public static function prepend_rule( $rules, string $pattern, string $query_var ): array {
		return array_merge( array( $pattern => 'index.php?' . $query_var . '=1' ), (array) $rules );
	}

	/**
	 * Public query variables with one more.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed  $vars      Public query variables (`query_vars`).
	 * @param string $query_var Query variable.
	 * @return list<string>
	 */
	public static function add_query_var( $vars, string $query_var ): array {
		$vars   = (array) $vars;
		$vars[] = $query_var;
		return $vars;
	}

	/**
	 * Answers a request for the file: $body as plain text (and the request ends), or, with no
	 * body, WordPress's 404 when the rewrite rule routed the request (else WordPress goes on).
	 *
	 * @since 0.3.0
	 *
	 * @param WP           $wp      Request.
	 * @param bool         $by_rule Whether the rewrite rule routed the request.
	 * @param string|null  $body    The file's text, or null for none.
	 * @param list<string> $headers Headers sent after the content type.
	 */
	public static function serve( WP $wp, bool $by_rule, ?string $body, array $headers = array() ): void {
		if ( null === $body ) {
			if ( $by_rule ) {
				$wp->query_vars = array( 'error' => '404' );
			}
			return;
		}
		if ( ! headers_sent() ) {
			status_header( 200 );
			header( 'Content-Type: text/plain; charset=utf-8' );
			foreach ( $headers as $header ) {
				header( $header );
			}
			header( 'Cache-Control: public, max-age=300' );
		}
		echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a plain-text file.
		exit;
	}

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
