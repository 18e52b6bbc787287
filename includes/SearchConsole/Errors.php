<?php
/**
 * Google's error answers, as the user reads them.
 *
 * @package Lodestar
 */

namespace Lodestar\SearchConsole;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Maps Google's answers (HTTP status, the googleapis error body, OAuth errors) and transport
 * failures to WP_Errors with the messages of the spec (§8, the gcp_error_code table) and the
 * HTTP status of the REST answer in `data.status`.
 *
 * @since 0.3.0
 */
final class Errors {

	/**
	 * The user-facing message of an HTTP status (spec §8).
	 *
	 * @since 0.3.0
	 *
	 * @param int $status HTTP status.
	 */
	public static function message( int $status ): string {
		if ( $status >= 500 ) {
			return __( "A server error occurred on the provider's end. Please try again later.", 'lodestar' );
		}
		switch ( $status ) {
			case 400:
				return __( 'The request is malformed or invalid. Please check the request parameters and try again.', 'lodestar' );
			case 401:
				return __( 'Authentication failed. Please provide valid credentials or re-authenticate.', 'lodestar' );
			case 403:
				return __( 'Access is denied. You lack the necessary permissions to perform this action.', 'lodestar' );
			case 404:
				return __( 'The requested resource was not found. Please verify the URL or resource ID.', 'lodestar' );
			case 429:
				return __( 'You have exceeded your API quota. Please wait or upgrade your plan.', 'lodestar' );
		}
		return __( 'An error occurred. Please try again.', 'lodestar' );
	}

	/**
	 * The error code of an HTTP status.
	 *
	 * @since 0.3.0
	 *
	 * @param int $status HTTP status.
	 */
	public static function code( int $status ): string {
		if ( $status >= 500 ) {
			return 'gsc_server_error';
		}
		$codes = array(
			400 => 'gsc_bad_request',
			401 => 'gsc_unauthenticated',
			403 => 'gsc_forbidden',
			404 => 'gsc_not_found',
			429 => 'gsc_quota',
		);
		return $codes[ $status ] ?? 'gsc_error';
	}

	/**
	 * The error of a googleapis answer.
	 *
	 * @since 0.3.0
	 *
	 * @param int   $status HTTP status.
	 * @param mixed $body   Decoded JSON body.
	 */
	public static function from_api( int $status, $body ): WP_Error {
		$error   = is_array( $body ) && is_array( $body['error'] ?? null ) ? $body['error'] : array();
		$first   = is_array( $error['errors'][0] ?? null ) ? $error['errors'][0] : array();
		$reason  = (string) ( $first['reason'] ?? '' );
		$google  = (string) ( $error['message'] ?? '' );
		$details = array(
			'status' => $status >= 400 ? $status : 500,
			'reason' => $reason,
			'google' => $google,
		);

		if ( 'accessNotConfigured' === $reason || self::service_disabled( $error ) ) {
			$link            = self::enable_link( $error, $google );
			$api             = str_contains( $link . $google, 'siteverification' ) || str_contains( $google, 'Site Verification' )
				? __( 'Site Verification API', 'lodestar' )
				: __( 'Google Search Console API', 'lodestar' );
			$details['api']  = $api;
			$details['link'] = $link;
			return new WP_Error(
				'gsc_api_disabled',
				/* translators: 1: API name, 2: link to enable it in Google Cloud console. */
				sprintf( __( 'The %1$s is not enabled in the Google Cloud project of your OAuth client. Enable it at %2$s, wait a few minutes, then try again.', 'lodestar' ), $api, $link ),
				$details
			);
		}
		if ( 'insufficientPermissions' === $reason ) {
			return new WP_Error( 'gsc_scope_missing', __( 'Lodestar was not given the Google permission this needs. Reconnect and keep every permission ticked on Google\'s consent screen.', 'lodestar' ), $details );
		}
		if ( 'quotaExceeded' === $reason || 'rateLimitExceeded' === $reason ) {
			$details['status'] = 429;
			return new WP_Error( 'gsc_quota', self::message( 429 ), $details );
		}
		return new WP_Error( self::code( $details['status'] ), self::message( $details['status'] ), $details );
	}

	/**
	 * The error of a failed transport (timeout, refused connection, DNS).
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Error $error wp_remote_request() error.
	 */
	public static function unreachable( WP_Error $error ): WP_Error {
		return new WP_Error(
			'gsc_unreachable',
			self::message( 503 ),
			array(
				'status' => 503,
				'detail' => $error->get_error_message(),
			)
		);
	}

	/**
	 * The error of an OAuth token endpoint answer.
	 *
	 * @since 0.3.0
	 *
	 * @param int   $status HTTP status.
	 * @param mixed $body   Decoded JSON body.
	 * @param int   $connected_at When the refresh token was granted (0: unknown).
	 */
	public static function from_oauth( int $status, $body, int $connected_at = 0 ): WP_Error {
		if ( is_array( $body ) && is_array( $body['error'] ?? null ) ) {
			// A googleapis error body (a front end in trouble), not an OAuth one.
			return self::from_api( $status, $body );
		}
		$error       = is_array( $body ) && is_scalar( $body['error'] ?? null ) ? (string) $body['error'] : '';
		$description = is_array( $body ) && is_scalar( $body['error_description'] ?? null ) ? (string) $body['error_description'] : '';
		$details     = array(
			'status' => 'invalid_client' === $error ? 401 : ( $status >= 400 ? $status : 500 ),
			'reason' => $error,
			'google' => $description,
		);
		if ( 'invalid_grant' === $error ) {
			$details['status'] = 401;
			$message           = __( 'Google no longer accepts this connection (the access was revoked or has expired). Please reconnect to Search Console.', 'lodestar' );
			if ( $connected_at > 0 && time() - $connected_at >= 6 * DAY_IN_SECONDS ) {
				$message .= ' ' . __( 'It stopped about a week after connecting: your OAuth app is probably in "Testing" publishing status, whose authorisations expire after 7 days. In Google Cloud console open Google Auth Platform → Audience, click "Publish app" to set it "In production", then reconnect.', 'lodestar' );
			}
			return new WP_Error( 'gsc_invalid_grant', $message, $details );
		}
		if ( 'invalid_client' === $error ) {
			return new WP_Error( 'gsc_invalid_client', __( 'Google does not accept the OAuth client: check the client ID and client secret.', 'lodestar' ), $details );
		}
		return new WP_Error( self::code( $details['status'] ), self::message( $details['status'] ), $details );
	}

	/**
	 * Whether the error details say SERVICE_DISABLED.
	 *
	 * @param array<string, mixed> $error googleapis error object.
	 */
	private static function service_disabled( array $error ): bool {
		foreach ( (array) ( $error['details'] ?? array() ) as $detail ) {
			if ( is_array( $detail ) && 'SERVICE_DISABLED' === ( $detail['reason'] ?? '' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The link Google gives to enable the API (extendedHelp, else the one in the message).
	 *
	 * @param array<string, mixed> $error   googleapis error object.
	 * @param string               $message Google's message.
	 */
	private static function enable_link( array $error, string $message ): string {
		$help = (string) ( $error['errors'][0]['extendedHelp'] ?? '' );
		if ( str_starts_with( $help, 'https://' ) ) {
			return $help;
		}
		if ( preg_match( '#https://console\.(?:developers|cloud)\.google\.com/\S+#', $message, $match ) ) {
			return rtrim( $match[0], '.' );
		}
		return 'https://console.cloud.google.com/apis/library';
	}
}
