<?php
/**
 * OAuth 2.0 with Google.
 *
 * @package Lodestar
 */

namespace Lodestar\SearchConsole;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The authorization-code flow directly with Google, with PKCE (S256) and a single-use `state`
 * bound to the user who started it (10 minutes), least-privilege scopes (the full
 * `webmasters` scope only incrementally, when the user adds a property), `access_type=offline`
 * and `prompt=consent` (so Google always returns a refresh token); the code exchange, the
 * refresh grant and the revocation, all server-side.
 *
 * @since 0.3.0
 */
final class OAuth {

	/**
	 * Read Search Console data (sites, search analytics).
	 *
	 * @since 0.3.0
	 */
	public const SCOPE_READONLY = 'https://www.googleapis.com/auth/webmasters.readonly';

	/**
	 * Manage Search Console (needed to add a property), asked for only then.
	 *
	 * @since 0.3.0
	 */
	public const SCOPE_FULL = 'https://www.googleapis.com/auth/webmasters';

	/**
	 * Verify new sites only (Site Verification getToken + insert).
	 *
	 * @since 0.3.0
	 */
	public const SCOPE_VERIFY = 'https://www.googleapis.com/auth/siteverification.verify_only';

	/**
	 * Manage verifications (accepted where verify_only is).
	 *
	 * @since 0.3.0
	 */
	public const SCOPE_VERIFY_FULL = 'https://www.googleapis.com/auth/siteverification';

	/**
	 * The account's e-mail ("Connected as").
	 *
	 * @since 0.3.0
	 */
	public const SCOPE_EMAIL = 'https://www.googleapis.com/auth/userinfo.email';

	/**
	 * Seconds a started flow stays valid.
	 *
	 * @since 0.3.0
	 */
	public const STATE_TTL = 600;

	/**
	 * Transient prefix of the started flows (keyed by a hash of the state).
	 */
	private const STATE_PREFIX = 'lodestar_gsc_flow_';

	/**
	 * Constructor.
	 *
	 * @param ClientCredentials $client OAuth client.
	 * @param TokenStore        $tokens Token store.
	 */
	public function __construct(
		private ClientCredentials $client,
		private TokenStore $tokens
	) {}

	/**
	 * The authorization URL of a new flow for the current user ('' without a usable client).
	 *
	 * @since 0.3.0
	 *
	 * @param bool $full Whether to ask for the full `webmasters` scope too (adding a property).
	 */
	public function authorization_url( bool $full = false ): string {
		$user = get_current_user_id();
		if ( ! $this->client->ready() || 0 === $user ) {
			return '';
		}
		$state    = self::random( 32 );
		$verifier = self::random( 48 );
		$scopes   = array( self::SCOPE_READONLY, self::SCOPE_VERIFY, self::SCOPE_EMAIL );
		if ( $full ) {
			$scopes[] = self::SCOPE_FULL;
		}
		set_transient(
			self::STATE_PREFIX . hash( 'sha256', $state ),
			array(
				'user'     => $user,
				'verifier' => $verifier,
				'expires'  => time() + self::STATE_TTL,
			),
			self::STATE_TTL
		);
		return add_query_arg(
			rawurlencode_deep(
				array(
					'client_id'              => $this->client->client_id(),
					'redirect_uri'           => $this->client->redirect_uri(),
					'response_type'          => 'code',
					'scope'                  => implode( ' ', $scopes ),
					'access_type'            => 'offline',
					'prompt'                 => 'consent',
					'include_granted_scopes' => 'true',
					'state'                  => $state,
					'code_challenge'         => self::challenge( $verifier ),
					'code_challenge_method'  => 'S256',
				)
			),
			Endpoints::url( 'auth' )
		);
	}

	/**
	 * Handles Google's redirect back: checks and consumes the state, exchanges the code.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $query The redirect's query (state, code | error, scope).
	 * @return true|WP_Error
	 */
	public function handle_callback( array $query ) {
		$state = is_string( $query['state'] ?? null ) ? $query['state'] : '';
		$flow  = '' === $state ? false : get_transient( self::STATE_PREFIX . hash( 'sha256', $state ) );
		if ( '' !== $state ) {
			// Single use, whatever happens next.
			delete_transient( self::STATE_PREFIX . hash( 'sha256', $state ) );
		}
		if ( ! is_array( $flow ) || (int) ( $flow['user'] ?? 0 ) !== get_current_user_id() || (int) ( $flow['expires'] ?? 0 ) < time() ) {
			return new WP_Error( 'gsc_state_mismatch', __( 'The connection request expired or did not start here. Please try connecting again.', 'lodestar' ), array( 'status' => 400 ) );
		}
		if ( isset( $query['error'] ) ) {
			$denied = 'access_denied' === $query['error'];
			return new WP_Error(
				$denied ? 'gsc_access_denied' : 'gsc_authorization_error',
				$denied ? Errors::message( 403 ) : Errors::message( 400 ),
				array( 'status' => $denied ? 403 : 400 )
			);
		}
		$code = is_string( $query['code'] ?? null ) ? $query['code'] : '';
		if ( '' === $code ) {
			return new WP_Error( 'gsc_bad_request', Errors::message( 400 ), array( 'status' => 400 ) );
		}
		$answer = $this->token_request(
			array(
				'grant_type'    => 'authorization_code',
				'code'          => $code,
				'redirect_uri'  => $this->client->redirect_uri(),
				'code_verifier' => (string) $flow['verifier'],
			)
		);
		if ( is_wp_error( $answer ) ) {
			if ( 'gsc_invalid_grant' === $answer->get_error_code() ) {
				// A code used twice, expired, or a PKCE verifier Google rejects: not a dead connection.
				$data           = (array) $answer->get_error_data();
				$data['status'] = 400;
				return new WP_Error( 'gsc_code_rejected', Errors::message( 400 ), $data );
			}
			return $answer;
		}
		$scopes = isset( $answer['scope'] ) && is_string( $answer['scope'] )
			? array_values( array_filter( explode( ' ', $answer['scope'] ) ) )
			: array( self::SCOPE_READONLY, self::SCOPE_VERIFY );
		$this->tokens->store_grant( (string) ( $answer['refresh_token'] ?? '' ), (string) $answer['access_token'], (int) ( $answer['expires_in'] ?? 3600 ), $scopes );
		if ( null === $this->tokens->refresh_token() ) {
			return new WP_Error( 'gsc_no_refresh_token', __( 'Google did not return a refresh token. Please try connecting again.', 'lodestar' ), array( 'status' => 400 ) );
		}
		return true;
	}

	/**
	 * A fresh access token from the refresh token (stored); on `invalid_grant` the connection is
	 * marked for reconnection.
	 *
	 * @since 0.3.0
	 *
	 * @return string|WP_Error
	 */
	public function refresh() {
		$refresh = $this->tokens->refresh_token();
		if ( null === $refresh ) {
			return new WP_Error( 'gsc_not_connected', Errors::message( 401 ), array( 'status' => 401 ) );
		}
		$answer = $this->token_request(
			array(
				'grant_type'    => 'refresh_token',
				'refresh_token' => $refresh,
			)
		);
		if ( is_wp_error( $answer ) ) {
			if ( 'gsc_invalid_grant' === $answer->get_error_code() ) {
				$this->tokens->mark_reconnect( TokenStore::INVALID_GRANT );
			}
			return $answer;
		}
		$this->tokens->store_access( (string) $answer['access_token'], (int) ( $answer['expires_in'] ?? 3600 ) );
		return (string) $answer['access_token'];
	}

	/**
	 * Revokes the grant at Google (the refresh token, which kills its access tokens). A 400
	 * means it was already revoked: fine.
	 *
	 * @since 0.3.0
	 *
	 * @return true|WP_Error Only transport failures and 5xx are errors.
	 */
	public function revoke() {
		$token = $this->tokens->refresh_token() ?? $this->tokens->access_token();
		if ( null === $token ) {
			return true;
		}
		$answer = Http::request(
			'POST',
			Endpoints::url( 'revoke' ),
			array(
				'headers' => array( 'Content-Type' => 'application/x-www-form-urlencoded' ),
				'body'    => array( 'token' => $token ),
			)
		);
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		return $answer['status'] >= 500 ? Errors::from_api( $answer['status'], $answer['body'] ) : true;
	}

	/**
	 * A POST to the token endpoint with the client's credentials.
	 *
	 * @param array<string, string> $form Grant fields.
	 * @return array<string, mixed>|WP_Error The answer with an access_token.
	 */
	private function token_request( array $form ) {
		$secret = $this->client->secret();
		if ( '' === $this->client->client_id() || null === $secret ) {
			return new WP_Error( 'gsc_no_client', __( 'Enter the client ID and client secret of your Google OAuth client first.', 'lodestar' ), array( 'status' => 400 ) );
		}
		$answer = Http::request(
			'POST',
			Endpoints::url( 'token' ),
			array(
				'headers' => array( 'Content-Type' => 'application/x-www-form-urlencoded' ),
				'body'    => array_merge(
					array(
						'client_id'     => $this->client->client_id(),
						'client_secret' => $secret,
					),
					$form
				),
			)
		);
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$body = $answer['body'];
		if ( 200 !== $answer['status'] || ! is_array( $body ) || ! is_string( $body['access_token'] ?? null ) ) {
			return Errors::from_oauth( $answer['status'], $body, (int) $this->tokens->get( 'connected_at' ) );
		}
		return $body;
	}

	/**
	 * A random URL-safe string.
	 *
	 * @param int $bytes Random bytes.
	 */
	private static function random( int $bytes ): string {
		return rtrim( strtr( base64_encode( random_bytes( $bytes ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- base64url of random bytes.
	}

	/**
	 * The S256 challenge of a verifier: base64url(SHA-256(verifier)) without padding.
	 *
	 * @since 0.3.0
	 *
	 * @param string $verifier Code verifier.
	 */
	public static function challenge( string $verifier ): string {
		return rtrim( strtr( base64_encode( hash( 'sha256', $verifier, true ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- RFC 7636 S256.
	}
}
