<?php
/**
 * Calls to the Search Console and Site Verification APIs.
 *
 * @package Lodestar
 */

namespace Lodestar\SearchConsole;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The API client: sites list and add, Site Verification getToken and insert (META),
 * searchAnalytics.query and the account's e-mail. Every call carries the access token; an
 * expired one is refreshed first, and a 401 refreshes once and retries once (then the
 * connection is marked for reconnection). The connection state follows the last answer: a
 * success clears a recorded reason to reconnect.
 *
 * @since 0.3.0
 */
final class Api {

	/**
	 * Constructor.
	 *
	 * @param OAuth      $oauth  OAuth client (refresh).
	 * @param TokenStore $tokens Token store.
	 */
	public function __construct(
		private OAuth $oauth,
		private TokenStore $tokens
	) {}

	/**
	 * Properties the account can see: `siteEntry` (absent when none).
	 *
	 * @since 0.3.0
	 *
	 * @return list<array{siteUrl: string, permissionLevel: string}>|WP_Error
	 */
	public function sites() {
		$answer = $this->call( 'GET', 'search_console', 'sites' );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$sites = array();
		foreach ( (array) ( $answer['siteEntry'] ?? array() ) as $entry ) {
			if ( is_array( $entry ) && is_string( $entry['siteUrl'] ?? null ) ) {
				$sites[] = array(
					'siteUrl'         => $entry['siteUrl'],
					'permissionLevel' => (string) ( $entry['permissionLevel'] ?? '' ),
				);
			}
		}
		return $sites;
	}

	/**
	 * Adds a property (sites.add: 204, needs the full scope).
	 *
	 * @since 0.3.0
	 *
	 * @param string $site_url Property.
	 * @return true|WP_Error
	 */
	public function add_site( string $site_url ) {
		$answer = $this->call( 'PUT', 'search_console', 'sites/' . rawurlencode( $site_url ) );
		return is_wp_error( $answer ) ? $answer : true;
	}

	/**
	 * The META verification tag of a URL-prefix property (webResource.getToken).
	 *
	 * @since 0.3.0
	 *
	 * @param string $site_url Property.
	 * @return string|WP_Error The whole tag Google returns.
	 */
	public function verification_token( string $site_url ) {
		$answer = $this->call(
			'POST',
			'site_verification',
			'token',
			array(
				'site'               => array(
					'type'       => 'SITE',
					'identifier' => $site_url,
				),
				'verificationMethod' => 'META',
			)
		);
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		return is_string( $answer['token'] ?? null ) ? $answer['token'] : new WP_Error( 'gsc_error', Errors::message( 500 ), array( 'status' => 502 ) );
	}

	/**
	 * Asks Google to verify a URL-prefix property now (webResource.insert, META).
	 *
	 * @since 0.3.0
	 *
	 * @param string $site_url Property.
	 * @return true|WP_Error
	 */
	public function verify( string $site_url ) {
		$answer = $this->call(
			'POST',
			'site_verification',
			'webResource?verificationMethod=META',
			array(
				'site' => array(
					'type'       => 'SITE',
					'identifier' => $site_url,
				),
			)
		);
		return is_wp_error( $answer ) ? $answer : true;
	}

	/**
	 * searchAnalytics.query.
	 *
	 * @since 0.3.0
	 *
	 * @param string               $site_url Property.
	 * @param array<string, mixed> $request  Request body (startDate, endDate, dimensions, rowLimit, startRow...).
	 * @return list<array<string, mixed>>|WP_Error Rows (empty when Google omits `rows`).
	 */
	public function query( string $site_url, array $request ) {
		$answer = $this->call( 'POST', 'search_console', 'sites/' . rawurlencode( $site_url ) . '/searchAnalytics/query', $request );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		return array_values( array_filter( (array) ( $answer['rows'] ?? array() ), 'is_array' ) );
	}

	/**
	 * The account's e-mail ('' when the scope was not granted or the call failed).
	 *
	 * @since 0.3.0
	 */
	public function email(): string {
		if ( ! in_array( OAuth::SCOPE_EMAIL, $this->tokens->scopes(), true ) ) {
			return '';
		}
		$answer = $this->call( 'GET', 'userinfo', '' );
		return is_array( $answer ) && is_string( $answer['email'] ?? null ) ? $answer['email'] : '';
	}

	/**
	 * One authorised call: refreshes an expired access token first; on 401 refreshes once and
	 * retries once.
	 *
	 * @param string                    $method  HTTP method.
	 * @param string                    $service Endpoint key (search_console, site_verification, userinfo).
	 * @param string                    $path    Path under the endpoint.
	 * @param array<string, mixed>|null $body    JSON body.
	 * @return array<string, mixed>|WP_Error Decoded answer ([] for 204).
	 */
	private function call( string $method, string $service, string $path, ?array $body = null ) {
		$reason = $this->tokens->reconnect_reason();
		if ( TokenStore::KEY_CHANGED === $reason || null === $this->tokens->refresh_token() ) {
			return new WP_Error( 'gsc_not_connected', Errors::message( 401 ), array( 'status' => 401 ) );
		}
		$access = $this->tokens->access_token();
		if ( null === $access ) {
			$access = $this->oauth->refresh();
			if ( is_wp_error( $access ) ) {
				return $access;
			}
		}
		$url     = Endpoints::url( $service ) . $path;
		$answer  = $this->send( $method, $url, $access, $body );
		$retried = false;
		if ( is_array( $answer ) && 401 === $answer['status'] ) {
			$access = $this->oauth->refresh();
			if ( is_wp_error( $access ) ) {
				return $access;
			}
			$answer  = $this->send( $method, $url, $access, $body );
			$retried = true;
		}
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		if ( $answer['status'] >= 200 && $answer['status'] < 300 ) {
			$this->tokens->clear_reconnect();
			return is_array( $answer['body'] ) ? $answer['body'] : array();
		}
		if ( 401 === $answer['status'] && $retried ) {
			// A fresh token is refused too: the grant is gone.
			$this->tokens->mark_reconnect( TokenStore::REVOKED );
		}
		return Errors::from_api( $answer['status'], $answer['body'] );
	}

	/**
	 * Sends one request with a bearer token.
	 *
	 * @param string                    $method HTTP method.
	 * @param string                    $url    URL.
	 * @param string                    $access Access token.
	 * @param array<string, mixed>|null $body   JSON body.
	 * @return array{status: int, body: mixed}|WP_Error
	 */
	private function send( string $method, string $url, string $access, ?array $body ) {
		$headers = array( 'Authorization' => 'Bearer ' . $access );
		if ( null !== $body ) {
			$headers['Content-Type'] = 'application/json';
		}
		return Http::request(
			$method,
			$url,
			array(
				'headers' => $headers,
				'body'    => null === $body ? null : (string) wp_json_encode( $body ),
			)
		);
	}
}
