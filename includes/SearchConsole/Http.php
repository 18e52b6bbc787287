<?php
/**
 * HTTP calls to Google.
 *
 * @package Lodestar
 */

namespace Lodestar\SearchConsole;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Sends one request with WordPress's HTTP API and a timeout (never a hang when Google, or the
 * network, is unreachable), and decodes the JSON answer.
 *
 * @since 0.3.0
 */
final class Http {

	/**
	 * Seconds any call to Google may take (the issue's limit is 10).
	 *
	 * @since 0.3.0
	 */
	public const TIMEOUT = 10;

	/**
	 * Sends a request.
	 *
	 * @since 0.3.0
	 *
	 * @param string               $method  HTTP method.
	 * @param string               $url     URL.
	 * @param array<string, mixed> $args    headers, body (string or form array).
	 * @return array{status: int, body: mixed}|WP_Error Status and decoded JSON body (null when empty or not JSON).
	 */
	public static function request( string $method, string $url, array $args = array() ) {
		/**
		 * Filters the timeout of calls to Google, in seconds (at most 10).
		 *
		 * @since 0.3.0
		 *
		 * @param int $timeout Seconds.
		 */
		$timeout  = min( self::TIMEOUT, max( 1, (int) apply_filters( 'lodestar_google_timeout', self::TIMEOUT ) ) );
		$response = wp_remote_request(
			$url,
			array(
				'method'      => $method,
				'timeout'     => $timeout,
				'redirection' => 0,
				'headers'     => array_merge( array( 'Accept' => 'application/json' ), (array) ( $args['headers'] ?? array() ) ),
				'body'        => $args['body'] ?? null,
				'user-agent'  => 'Lodestar SEO/' . ( defined( 'LODESTAR_VERSION' ) ? LODESTAR_VERSION : '0' ) . '; ' . home_url( '/' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return Errors::unreachable( $response );
		}
		$raw = (string) wp_remote_retrieve_body( $response );
		return array(
			'status' => (int) wp_remote_retrieve_response_code( $response ),
			'body'   => '' === $raw ? null : json_decode( $raw, true ),
		);
	}
}
