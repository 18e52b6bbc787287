<?php
/**
 * Checks whether the links of a post answer.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The broken-link check's server side. It must not be an open proxy or a port scanner, so:
 * - only URLs that occur in the post's content (raw or rendered) are checked (urls_in());
 * - only http and https, on ports 80, 443 and 8080, to hosts whose every address is public,
 *   or to the site's own host and port (allowed()); checked before any request, and again
 *   for every redirect, which is followed by hand (at most MAX_REDIRECTS);
 * - `wp_safe_remote_head()`, then `wp_safe_remote_get()` when HEAD is not allowed (405, 501),
 *   with a TIMEOUT-second timeout and a small response size limit;
 * - each answer is kept CACHE_TTL seconds in a transient keyed by the URL.
 *
 * @since 0.3.0
 */
final class LinkProbe {

	/**
	 * Seconds a request may take.
	 *
	 * @since 0.3.0
	 */
	public const TIMEOUT = 5;

	/**
	 * Seconds an answer is kept.
	 *
	 * @since 0.3.0
	 */
	public const CACHE_TTL = 600;

	/**
	 * Most URLs per call.
	 *
	 * @since 0.3.0
	 */
	public const MAX_URLS = 50;

	/**
	 * Most redirects followed.
	 */
	private const MAX_REDIRECTS = 3;

	/**
	 * Transient prefix.
	 */
	private const CACHE_PREFIX = 'lodestar_link_';

	/**
	 * The URLs a post's content holds: href and src attributes and bare http(s) URLs of the raw
	 * and the rendered content, as written and, for root-relative ones, made absolute.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Post $post Post.
	 * @return array<string, true>
	 */
	public function urls_in( WP_Post $post ): array {
		$previous        = $GLOBALS['post'] ?? null;
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- blocks and shortcodes render for this post.
		setup_postdata( $post );
		$rendered        = (string) apply_filters( 'the_content', $post->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		$GLOBALS['post'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		if ( $previous instanceof WP_Post ) {
			setup_postdata( $previous );
		}
		$urls = array();
		foreach ( array( $post->post_content, $rendered ) as $html ) {
			preg_match_all( '/\s(?:href|src)\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s>"\']+))/i', $html, $attributes, PREG_SET_ORDER );
			foreach ( $attributes as $match ) {
				$this->add_url( $urls, ( $match[1] ?? '' ) . ( $match[2] ?? '' ) . ( $match[3] ?? '' ) );
			}
			preg_match_all( '#https?://[^\s"\'<>\[\]]+#i', $html, $bare );
			foreach ( $bare[0] as $url ) {
				$this->add_url( $urls, $url );
			}
		}
		return $urls;
	}

	/**
	 * Checks one URL (absolute, or root-relative to the site).
	 *
	 * @since 0.3.0
	 *
	 * @param string $url URL.
	 * @return array{ok: bool, code: int, message: string}
	 */
	public function check( string $url ): array {
		$url = self::absolute( $url );
		$key = self::CACHE_PREFIX . md5( $url );
		$hit = get_transient( $key );
		if ( is_array( $hit ) && isset( $hit['ok'], $hit['code'], $hit['message'] ) ) {
			return $hit;
		}
		$code   = $this->status_of( $url );
		$result = array(
			'ok'      => $code > 0 && $code < 400,
			'code'    => $code,
			'message' => self::message( $code ),
		);
		set_transient( $key, $result, self::CACHE_TTL );
		return $result;
	}

	/**
	 * The hint for a status code ('' for a working link).
	 *
	 * @since 0.3.0
	 *
	 * @param int $code HTTP status, 0 when the request failed.
	 */
	public static function message( int $code ): string {
		if ( 0 === $code ) {
			return __( 'Unable to connect to the URL', 'lodestar' );
		}
		if ( 404 === $code ) {
			return __( 'The page or resource was not found', 'lodestar' );
		}
		if ( 403 === $code ) {
			return __( 'Access to the page or resource is forbidden', 'lodestar' );
		}
		if ( 500 === $code ) {
			return __( 'The server returned an internal error', 'lodestar' );
		}
		if ( $code >= 400 ) {
			/* translators: %d: HTTP status code. */
			return sprintf( __( 'HTTP error %d', 'lodestar' ), $code );
		}
		return '';
	}

	/**
	 * Whether a URL may be requested: http(s) on a web port, to the site's own host and port,
	 * or to a host whose every address is public.
	 *
	 * @since 0.3.0
	 *
	 * @param string $url Absolute URL.
	 */
	public function allowed( string $url ): bool {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) || ! in_array( strtolower( (string) ( $parts['scheme'] ?? '' ) ), array( 'http', 'https' ), true ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return false;
		}
		$scheme = strtolower( (string) $parts['scheme'] );
		$host   = strtolower( trim( (string) $parts['host'], '[]' ) );
		$port   = (int) ( $parts['port'] ?? ( 'https' === $scheme ? 443 : 80 ) );

		$home      = wp_parse_url( home_url( '/' ) );
		$home_host = strtolower( trim( (string) ( $home['host'] ?? '' ), '[]' ) );
		$home_port = (int) ( $home['port'] ?? ( 'https' === strtolower( (string) ( $home['scheme'] ?? 'http' ) ) ? 443 : 80 ) );
		if ( $host === $home_host ) {
			// The site itself, on its own port (or the other scheme's standard port).
			return $port === $home_port || ( ! isset( $home['port'] ) && in_array( $port, array( 80, 443 ), true ) );
		}
		if ( ! in_array( $port, array( 80, 443, 8080 ), true ) ) {
			return false;
		}
		if ( false !== filter_var( $host, FILTER_VALIDATE_IP ) ) {
			return self::public_ip( $host );
		}
		$addresses = gethostbynamel( $host );
		if ( ! is_array( $addresses ) || array() === $addresses ) {
			return false;
		}
		foreach ( $addresses as $address ) {
			if ( ! self::public_ip( $address ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether an IP address is public (not private, loopback, link-local or reserved).
	 *
	 * @param string $ip IP address.
	 */
	private static function public_ip( string $ip ): bool {
		return false !== filter_var( $ip, FILTER_VALIDATE_IP, FILTER_FLAG_NO_PRIV_RANGE | FILTER_FLAG_NO_RES_RANGE );
	}

	/**
	 * The status a URL answers with, following redirects by hand; 0 when the request failed
	 * or a target is not allowed.
	 *
	 * @param string $url Absolute URL.
	 */
	private function status_of( string $url ): int {
		$args = array(
			'timeout'             => self::TIMEOUT,
			'redirection'         => 0,
			'limit_response_size' => 65536,
			'user-agent'          => 'Lodestar SEO link check; ' . home_url( '/' ),
		);
		for ( $hop = 0; $hop <= self::MAX_REDIRECTS; $hop++ ) {
			if ( ! $this->allowed( $url ) ) {
				return 0;
			}
			$response = wp_safe_remote_head( $url, $args );
			$code     = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
			if ( 405 === $code || 501 === $code ) {
				$response = wp_safe_remote_get( $url, $args );
				$code     = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
			}
			$location = is_wp_error( $response ) ? '' : (string) wp_remote_retrieve_header( $response, 'location' );
			if ( $code < 300 || $code >= 400 || '' === $location ) {
				return $code;
			}
			$url = \WP_Http::make_absolute_url( $location, $url );
		}
		return 0;
	}

	/**
	 * Adds a URL found in content (and its absolute form when root-relative).
	 *
	 * @param array<string, true> $urls URLs found.
	 * @param string              $url  URL as written (HTML-encoded).
	 */
	private function add_url( array &$urls, string $url ): void {
		$url = trim( html_entity_decode( $url, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		if ( '' === $url ) {
			return;
		}
		$urls[ $url ]                   = true;
		$urls[ self::absolute( $url ) ] = true;
	}

	/**
	 * A root-relative URL made absolute on the site; others as they are.
	 *
	 * @param string $url URL.
	 */
	private static function absolute( string $url ): string {
		if ( str_starts_with( $url, '//' ) ) {
			return (string) wp_parse_url( home_url( '/' ), PHP_URL_SCHEME ) . ':' . $url;
		}
		if ( str_starts_with( $url, '/' ) && ! str_starts_with( $url, '//' ) ) {
			$home = wp_parse_url( home_url( '/' ) );
			return (string) ( $home['scheme'] ?? 'http' ) . '://' . (string) ( $home['host'] ?? '' ) . ( isset( $home['port'] ) ? ':' . $home['port'] : '' ) . $url;
		}
		return $url;
	}
}
