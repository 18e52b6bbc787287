<?php
/**
 * Normalised request paths.
 *
 * @package Lodestar
 */

namespace Lodestar\Redirects;

defined( 'ABSPATH' ) || exit;

/**
 * How sources and requests are compared: paths relative to the site's home path, percent-decoded,
 * lower case (matching is case-insensitive), one slash between segments, no trailing slash (as
 * WordPress's canonical redirect treats `/a` and `/a/` as one page), and query strings as sorted
 * parameter lists.
 *
 * @since 0.4.0
 */
final class Path {

	/**
	 * The site's home path without trailing slash ('' at the domain root).
	 *
	 * @since 0.4.0
	 */
	public static function home_path(): string {
		return untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
	}

	/**
	 * Splits a request URI (or a source as typed) into its path relative to the home path and
	 * its query string.
	 *
	 * @since 0.4.0
	 *
	 * @param string $uri Request URI, path, or a URL of this site.
	 * @return array{0: string, 1: string} Path (leading slash, as given otherwise), query string.
	 */
	public static function split( string $uri ): array {
		$uri   = trim( $uri );
		$query = '';
		$hash  = strpos( $uri, '#' );
		if ( false !== $hash ) {
			$uri = substr( $uri, 0, $hash );
		}
		$mark = strpos( $uri, '?' );
		if ( false !== $mark ) {
			$query = substr( $uri, $mark + 1 );
			$uri   = substr( $uri, 0, $mark );
		}
		if ( preg_match( '#^https?://[^/]*#i', $uri, $m ) ) {
			$uri = (string) substr( $uri, strlen( $m[0] ) );
		}
		$uri  = '/' . ltrim( $uri, '/' );
		$home = self::home_path();
		if ( '' !== $home && ( 0 === stripos( $uri . '/', $home . '/' ) ) ) {
			$uri = '/' . ltrim( (string) substr( $uri, strlen( $home ) ), '/' );
		}
		return array( $uri, $query );
	}

	/**
	 * The comparison form of a path: decoded, lower case, single slashes, no trailing slash.
	 *
	 * @since 0.4.0
	 *
	 * @param string $path Path with leading slash.
	 */
	public static function normalise( string $path ): string {
		$path = rawurldecode( $path );
		$path = function_exists( 'mb_strtolower' ) ? mb_strtolower( $path, 'UTF-8' ) : strtolower( $path );
		$path = (string) preg_replace( '#/{2,}#', '/', '/' . ltrim( $path, '/' ) );
		return '/' === $path ? '/' : rtrim( $path, '/' );
	}

	/**
	 * The comparison form of a query string: parameters sorted by name, values decoded.
	 *
	 * @since 0.4.0
	 *
	 * @param string $query Query string.
	 */
	public static function normalise_query( string $query ): string {
		$query = ltrim( trim( $query ), '?' );
		if ( '' === $query ) {
			return '';
		}
		$pairs = array();
		foreach ( explode( '&', $query ) as $part ) {
			if ( '' === $part ) {
				continue;
			}
			$bits    = explode( '=', $part, 2 );
			$pairs[] = rawurlencode( urldecode( $bits[0] ) ) . '=' . rawurlencode( urldecode( $bits[1] ?? '' ) );
		}
		sort( $pairs, SORT_STRING );
		return implode( '&', $pairs );
	}

	/**
	 * The key under which an exact or prefix source is found (and its hash is indexed).
	 *
	 * @since 0.4.0
	 *
	 * @param string $match_type exact or prefix.
	 * @param string $normalised Normalised source path (a prefix as stored).
	 */
	public static function key( string $match_type, string $normalised ): string {
		return ( 'prefix' === $match_type ? 'p' : 'e' ) . $normalised;
	}

	/**
	 * The form a prefix source is stored in: decoded, lower case, single slashes, trailing slash
	 * kept as typed (`/old/` matches `/old` and `/old/x`, not `/older`).
	 *
	 * @since 0.4.0
	 *
	 * @param string $prefix Prefix path.
	 */
	public static function normalise_prefix( string $prefix ): string {
		$trailing = str_ends_with( $prefix, '/' );
		$path     = self::normalise( $prefix );
		return ( $trailing && '/' !== $path ) ? $path . '/' : $path;
	}

	/**
	 * The path of a URL when it is on this site (same host as home), else null.
	 *
	 * @since 0.4.0
	 *
	 * @param string $url URL or path.
	 */
	public static function internal( string $url ): ?string {
		$url = trim( $url );
		if ( '' === $url ) {
			return null;
		}
		if ( str_starts_with( $url, '/' ) && ! str_starts_with( $url, '//' ) ) {
			return self::normalise( self::split( $url )[0] );
		}
		$host = wp_parse_url( $url, PHP_URL_HOST );
		$home = wp_parse_url( home_url( '/' ), PHP_URL_HOST );
		if ( ! is_string( $host ) || ! is_string( $home ) || strtolower( $host ) !== strtolower( $home ) ) {
			return null;
		}
		return self::normalise( self::split( $url )[0] );
	}
}
