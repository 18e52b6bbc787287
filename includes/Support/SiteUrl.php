<?php
/**
 * URLs of this site.
 *
 * @package Lodestar
 */

namespace Lodestar\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Whether a URL belongs to this site (the lists that accept only the site's own URLs: IndexNow's
 * manual submissions, the featured links of llms.txt).
 *
 * @since 0.3.0
 */
final class SiteUrl {

	/**
	 * Whether a URL is on this site: http or https, the home URL's host and port, no user
	 * information.
	 *
	 * @since 0.3.0
	 *
	 * @param string $url URL.
	 */
	public static function is_own( string $url ): bool {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! in_array( strtolower( (string) ( $parts['scheme'] ?? '' ) ), array( 'http', 'https' ), true ) ) {
			return false;
		}
		$home = wp_parse_url( home_url( '/' ) );
		return '' !== (string) ( $parts['host'] ?? '' )
			&& strtolower( (string) $parts['host'] ) === strtolower( (string) ( $home['host'] ?? '' ) )
			&& (int) ( $parts['port'] ?? 0 ) === (int) ( $home['port'] ?? 0 )
			&& ! isset( $parts['user'] ) && ! isset( $parts['pass'] );
	}
}
