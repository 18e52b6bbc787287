<?php
/**
 * The What's New feed: fetched by the server, cached a day.
 *
 * @package Lodestar
 */

namespace Lodestar\News;

defined( 'ABSPATH' ) || exit;

/**
 * Fetches the project's release feed (RSS or Atom) with WordPress's HTTP API and keeps the
 * parsed, sanitized items (FeedParser) in a transient for 24 hours; a failure is kept 15
 * minutes so that an unreachable host costs one timeout, not one per screen.
 *
 * The URL is not a request parameter: it comes from the constant `LODESTAR_WHATS_NEW_FEED_URL`
 * or the filter `lodestar_whats_new_feed_url` (site code), so the route that reads the feed is
 * no proxy. Every call has a timeout of at most 5 seconds and reads at most 1 MB: a longer
 * body is refused.
 *
 * @since 0.4.0
 */
class Feed {

	/**
	 * The project's release feed (GitHub's Atom feed of releases).
	 *
	 * @since 0.4.0
	 */
	public const DEFAULT_URL = 'https://github.com/lodestar-seo/lodestar/releases.atom';

	/**
	 * Seconds a fetched feed is kept (spec: feed cache 24 hours).
	 *
	 * @since 0.4.0
	 */
	public const TTL = DAY_IN_SECONDS;

	/**
	 * Seconds a failed fetch is kept before trying again.
	 *
	 * @since 0.4.0
	 */
	public const FAILURE_TTL = 15 * MINUTE_IN_SECONDS;

	/**
	 * Longest wait for the feed host, in seconds.
	 *
	 * @since 0.4.0
	 */
	public const TIMEOUT = 5;

	/**
	 * Largest body read, in bytes.
	 *
	 * @since 0.4.0
	 */
	public const MAX_BYTES = 1048576;

	/**
	 * Prefix of the cache transient (followed by a hash of the URL).
	 *
	 * @since 0.4.0
	 */
	public const TRANSIENT_PREFIX = 'lodestar_whats_new_';

	/**
	 * The feed URL.
	 *
	 * @since 0.4.0
	 */
	public function url(): string {
		$url = defined( 'LODESTAR_WHATS_NEW_FEED_URL' ) ? (string) LODESTAR_WHATS_NEW_FEED_URL : self::DEFAULT_URL;
		/**
		 * Filters the URL of the What's New feed (RSS or Atom), fetched by the server.
		 *
		 * @since 0.4.0
		 *
		 * @param string $url Feed URL; '' turns the feed off.
		 */
		return (string) apply_filters( 'lodestar_whats_new_feed_url', $url );
	}

	/**
	 * The timeout of a fetch: the filter `lodestar_whats_new_timeout`, at most TIMEOUT.
	 *
	 * @since 0.4.0
	 */
	public function timeout(): float {
		/**
		 * Filters the timeout of the What's New feed request, in seconds (at most 5).
		 *
		 * @since 0.4.0
		 *
		 * @param float $timeout Seconds.
		 */
		$timeout = (float) apply_filters( 'lodestar_whats_new_timeout', (float) self::TIMEOUT );
		return min( (float) self::TIMEOUT, max( 0.5, $timeout ) );
	}

	/**
	 * The feed's items (cached), or why there are none.
	 *
	 * @since 0.4.0
	 *
	 * @param bool $refresh Skip the cache.
	 * @return array{items: list<array<string, mixed>>, error: string|null, fetched: int}
	 */
	public function read( bool $refresh = false ): array {
		$url = $this->url();
		if ( '' === $url ) {
			return array(
				'items'   => array(),
				'error'   => 'disabled',
				'fetched' => 0,
			);
		}
		$key    = self::TRANSIENT_PREFIX . substr( md5( $url ), 0, 12 );
		$cached = $refresh ? false : get_transient( $key );
		if ( is_array( $cached ) && isset( $cached['items'] ) && is_array( $cached['items'] ) ) {
			return $cached;
		}
		$result = $this->fetch( $url );
		set_transient( $key, $result, null === $result['error'] ? self::TTL : self::FAILURE_TTL );
		return $result;
	}

	/**
	 * Fetches and parses the feed.
	 *
	 * @param string $url Feed URL.
	 * @return array{items: list<array<string, mixed>>, error: string|null, fetched: int}
	 */
	private function fetch( string $url ): array {
		$failed = static fn( string $error ): array => array(
			'items'   => array(),
			'error'   => $error,
			'fetched' => time(),
		);
		if ( '' === FeedParser::http_url( $url ) ) {
			return $failed( 'invalid_url' );
		}
		$response = wp_remote_get(
			$url,
			array(
				'timeout'             => $this->timeout(),
				'redirection'         => 3,
				'limit_response_size' => self::MAX_BYTES + 1,
				'user-agent'          => 'Lodestar/' . ( defined( 'LODESTAR_VERSION' ) ? LODESTAR_VERSION : '0' ) . '; ' . home_url( '/' ),
				'headers'             => array( 'Accept' => 'application/atom+xml, application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return $failed( 'unreachable' );
		}
		if ( 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
			return $failed( 'http_' . (int) wp_remote_retrieve_response_code( $response ) );
		}
		$length = wp_remote_retrieve_header( $response, 'content-length' );
		$body   = (string) wp_remote_retrieve_body( $response );
		if ( strlen( $body ) > self::MAX_BYTES || ( is_numeric( $length ) && (int) $length > self::MAX_BYTES ) ) {
			return $failed( 'too_large' );
		}
		$items = FeedParser::parse( $body );
		if ( null === $items ) {
			return $failed( 'invalid_feed' );
		}
		return array(
			'items'   => $items,
			'error'   => null,
			'fetched' => time(),
		);
	}
}
