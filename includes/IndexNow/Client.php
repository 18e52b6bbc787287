<?php
/**
 * The IndexNow protocol client.
 *
 * @package Lodestar
 */

namespace Lodestar\IndexNow;

defined( 'ABSPATH' ) || exit;

/**
 * One IndexNow submission: `POST {endpoint}` with the JSON body `{host, key, keyLocation,
 * urlList}` (at most MAX_URLS URLs, all on `host`), a timeout of at most 5 seconds, and the
 * answer mapped to a status:
 * - 200 OK, 202 Accepted (the key is being checked): 'success';
 * - 400 Bad Request (invalid format): 'bad_request';
 * - 403 Forbidden (the key file was not found or does not hold the key): 'forbidden';
 * - 422 Unprocessable Entity (URLs not on the host, or the key does not match the protocol): 'unprocessable';
 * - 429 Too Many Requests (seen as spam): 'rate_limited', with the Retry-After delay when given;
 * - anything else, or no answer: 'error'.
 *
 * The endpoint is `https://api.indexnow.org/indexnow` (the shared endpoint, which passes the
 * URLs to every participating search engine), or LODESTAR_INDEXNOW_ENDPOINT, then the filter
 * `lodestar_indexnow_endpoint`.
 *
 * @since 0.3.0
 */
class Client {

	/**
	 * The shared IndexNow endpoint.
	 *
	 * @since 0.3.0
	 */
	public const DEFAULT_ENDPOINT = 'https://api.indexnow.org/indexnow';

	/**
	 * Most URLs in one request (the protocol's limit).
	 *
	 * @since 0.3.0
	 */
	public const MAX_URLS = 10000;

	/**
	 * Most seconds a submission may wait for its answer.
	 *
	 * @since 0.3.0
	 */
	public const TIMEOUT = 5;

	/**
	 * Where submissions go.
	 *
	 * @since 0.3.0
	 */
	public function endpoint(): string {
		$endpoint = defined( 'LODESTAR_INDEXNOW_ENDPOINT' ) ? (string) LODESTAR_INDEXNOW_ENDPOINT : self::DEFAULT_ENDPOINT;
		/**
		 * Filters the IndexNow endpoint submissions are sent to.
		 *
		 * @since 0.3.0
		 *
		 * @param string $endpoint Default https://api.indexnow.org/indexnow (or LODESTAR_INDEXNOW_ENDPOINT).
		 */
		return (string) apply_filters( 'lodestar_indexnow_endpoint', $endpoint );
	}

	/**
	 * The host submissions name: the home URL's host.
	 *
	 * @since 0.3.0
	 */
	public static function host(): string {
		return strtolower( (string) wp_parse_url( home_url( '/' ), PHP_URL_HOST ) );
	}

	/**
	 * The request body of a submission.
	 *
	 * @since 0.3.0
	 *
	 * @param string       $key  Key.
	 * @param list<string> $urls URLs (at most MAX_URLS).
	 * @return array{host:string, key:string, keyLocation:string, urlList:list<string>}
	 */
	public function body( string $key, array $urls ): array {
		return array(
			'host'        => self::host(),
			'key'         => $key,
			'keyLocation' => Key::location( $key ),
			'urlList'     => array_values( array_slice( $urls, 0, self::MAX_URLS ) ),
		);
	}

	/**
	 * Submits URLs.
	 *
	 * @since 0.3.0
	 *
	 * @param string       $key  Key.
	 * @param list<string> $urls URLs of this host (at most MAX_URLS are sent).
	 * @return array{status:string, code:int, retry_after:int, message:string}
	 */
	public function submit( string $key, array $urls ): array {
		$response = wp_remote_post(
			$this->endpoint(),
			array(
				'timeout'     => self::TIMEOUT,
				'redirection' => 0,
				'headers'     => array( 'Content-Type' => 'application/json; charset=utf-8' ),
				'body'        => (string) wp_json_encode( $this->body( $key, $urls ), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return array(
				'status'      => 'error',
				'code'        => 0,
				'retry_after' => 0,
				'message'     => $response->get_error_message(),
			);
		}
		$code  = (int) wp_remote_retrieve_response_code( $response );
		$retry = wp_remote_retrieve_header( $response, 'retry-after' );
		return array(
			'status'      => self::status_of( $code ),
			'code'        => $code,
			'retry_after' => is_numeric( $retry ) ? max( 0, (int) $retry ) : 0,
			'message'     => '',
		);
	}

	/**
	 * The status of an HTTP answer.
	 *
	 * @since 0.3.0
	 *
	 * @param int $code HTTP status.
	 */
	public static function status_of( int $code ): string {
		switch ( $code ) {
			case 200:
			case 202:
				return 'success';
			case 400:
				return 'bad_request';
			case 403:
				return 'forbidden';
			case 422:
				return 'unprocessable';
			case 429:
				return 'rate_limited';
		}
		return 'error';
	}
}
