<?php
/**
 * HTTP validators and conditional requests.
 *
 * @package Lodestar
 */

namespace Lodestar\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Validators (a strong ETag and a Last-Modified time) of a response built from what is stored,
 * and the conditional request rules of RFC 9110 (section 13.2.2): If-None-Match is weighed
 * first (weak comparison, `*` matches) and, when present, If-Modified-Since is ignored; a
 * resource modified at or before the If-Modified-Since date is not modified. Stateless: the
 * callers (sitemaps, the XSL, robots.txt) say what their validators are.
 *
 * Last-Modified has a one-second resolution (as for every HTTP server): two changes in the
 * same second are told apart by the ETag only.
 *
 * @since 0.3.0
 */
final class ConditionalGet {

	/**
	 * Default Cache-Control of the sitemaps, the XSL and robots.txt: a proxy or CDN may keep
	 * them five minutes, then asks again with the validators.
	 *
	 * @since 0.3.0
	 */
	public const CACHE_CONTROL = 'public, max-age=300';

	/**
	 * A strong ETag (quoted) for the parts a response is built from.
	 *
	 * @since 0.3.0
	 *
	 * @param string ...$parts What the response depends on.
	 */
	public static function etag( string ...$parts ): string {
		return '"' . md5( implode( "\n", $parts ) ) . '"';
	}

	/**
	 * Whether the client's copy is current: its If-None-Match lists the ETag, or (without
	 * If-None-Match) its If-Modified-Since is not before the Last-Modified time.
	 *
	 * @since 0.3.0
	 *
	 * @param string               $etag     ETag (quoted).
	 * @param int                  $modified Last-Modified, Unix time (0: none).
	 * @param array<string, mixed> $server   Request headers as in $_SERVER, unslashed (request()).
	 */
	public static function is_current( string $etag, int $modified, array $server ): bool {
		if ( isset( $server['HTTP_IF_NONE_MATCH'] ) && is_string( $server['HTTP_IF_NONE_MATCH'] ) ) {
			return self::matches( $server['HTTP_IF_NONE_MATCH'], $etag );
		}
		if ( $modified > 0 && isset( $server['HTTP_IF_MODIFIED_SINCE'] ) && is_string( $server['HTTP_IF_MODIFIED_SINCE'] ) ) {
			$since = self::parse_date( $server['HTTP_IF_MODIFIED_SINCE'] );
			return null !== $since && $modified <= $since;
		}
		return false;
	}

	/**
	 * The conditional headers of the current request, unslashed (WordPress slashes $_SERVER).
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, string>
	 */
	public static function request(): array {
		$out = array();
		foreach ( array( 'HTTP_IF_NONE_MATCH', 'HTTP_IF_MODIFIED_SINCE' ) as $key ) {
			if ( isset( $_SERVER[ $key ] ) && is_string( $_SERVER[ $key ] ) ) {
				// Compared with our own tags and parsed as a date: never printed nor stored.
				$out[ $key ] = (string) wp_unslash( $_SERVER[ $key ] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
			}
		}
		return $out;
	}

	/**
	 * Whether an If-None-Match value lists an ETag (weak comparison: W/ prefixes are ignored,
	 * as a proxy that compressed the answer may have weakened the tag).
	 *
	 * @since 0.3.0
	 *
	 * @param string $header If-None-Match value.
	 * @param string $etag   ETag (quoted).
	 */
	public static function matches( string $header, string $etag ): bool {
		$header = trim( $header );
		if ( '*' === $header ) {
			return true;
		}
		$want = self::opaque( $etag );
		foreach ( explode( ',', $header ) as $candidate ) {
			if ( self::opaque( $candidate ) === $want && '' !== $want ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * An HTTP date (IMF-fixdate, or the obsolete RFC 850 and asctime forms) as Unix time, or null.
	 *
	 * @since 0.3.0
	 *
	 * @param string $date HTTP date.
	 */
	public static function parse_date( string $date ): ?int {
		$date = trim( $date );
		if ( '' === $date || ! preg_match( '/^[A-Za-z]{3,9},? /', $date ) ) {
			return null;
		}
		$time = strtotime( $date );
		return false === $time ? null : $time;
	}

	/**
	 * An HTTP date (IMF-fixdate) of a Unix time.
	 *
	 * @since 0.3.0
	 *
	 * @param int $time Unix time.
	 */
	public static function http_date( int $time ): string {
		return gmdate( 'D, d M Y H:i:s', $time ) . ' GMT';
	}

	/**
	 * The validator and caching headers of a response (name => value).
	 *
	 * @since 0.3.0
	 *
	 * @param string $etag          ETag (quoted).
	 * @param int    $modified      Last-Modified, Unix time (0: none).
	 * @param string $cache_control Cache-Control.
	 * @return array<string, string>
	 */
	public static function headers( string $etag, int $modified, string $cache_control ): array {
		$headers = array( 'ETag' => $etag );
		if ( $modified > 0 ) {
			$headers['Last-Modified'] = self::http_date( $modified );
		}
		if ( '' !== $cache_control ) {
			$headers['Cache-Control'] = $cache_control;
		}
		return $headers;
	}

	/**
	 * Sends headers (replacing earlier ones of the same name) unless output has begun.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, string> $headers Name => value.
	 */
	public static function send( array $headers ): void {
		if ( headers_sent() ) {
			return;
		}
		foreach ( $headers as $name => $value ) {
			header( $name . ': ' . str_replace( array( "\r", "\n" ), '', $value ), true );
		}
	}

	/**
	 * The opaque part of an entity tag (between the quotes), '' when malformed.
	 *
	 * @param string $tag Entity tag, possibly weak.
	 */
	private static function opaque( string $tag ): string {
		$tag = trim( $tag );
		if ( str_starts_with( $tag, 'W/' ) ) {
			$tag = substr( $tag, 2 );
		}
		return strlen( $tag ) >= 2 && '"' === $tag[0] && '"' === substr( $tag, -1 ) ? substr( $tag, 1, -1 ) : '';
	}
}
