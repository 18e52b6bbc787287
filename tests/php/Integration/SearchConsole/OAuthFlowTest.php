<?php
/**
 * The OAuth flow against the fake Google.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\SearchConsole;

require_once __DIR__ . '/FakeGoogleTestCase.php';

/**
 * Authorization URL, full round trip, state checks, PKCE, denial, unticked scopes, encrypted
 * tokens, a changed key and the revocation.
 *
 * @since 0.3.0
 */
class OAuthFlowTest extends FakeGoogleTestCase {

	/**
	 * The query of the error redirect to the dashboard.
	 *
	 * @param string $target Redirect target.
	 * @return array<string, string>
	 */
	private function error_redirect( string $target ): array {
		$this->assertStringEndsWith( '#/dashboard', $target );
		$this->assertStringStartsWith( admin_url( 'admin.php?' ), $target );
		parse_str( (string) wp_parse_url( $target, PHP_URL_QUERY ), $query );
		$this->assertSame( 'lodestar', $query['page'] );
		$this->assertSame( 'lodestar_gsc', $query['action'] );
		$this->assertSame( 'error', $query['status'] );
		$this->assertSame( 1, wp_verify_nonce( $query['nonce'], 'lodestar_gsc' ) );
		return $query;
	}

	/**
	 * The authorization URL asks for least privilege, offline access, consent, PKCE S256 and a state.
	 */
	public function test_authorization_url(): void {
		$url = $this->connection()->oauth->authorization_url();
		$this->assertStringStartsWith( $this->fake . '/o/oauth2/v2/auth?', $url );
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$this->assertSame( self::CLIENT_ID, $query['client_id'] );
		$this->assertSame( 'http://example.org/wp-admin/admin.php?page=lodestar', $query['redirect_uri'] );
		$this->assertSame( 'code', $query['response_type'] );
		$this->assertSame( array( self::READONLY, self::VERIFY, self::EMAIL ), explode( ' ', $query['scope'] ) );
		$this->assertSame( 'offline', $query['access_type'] );
		$this->assertSame( 'consent', $query['prompt'] );
		$this->assertSame( 'true', $query['include_granted_scopes'] );
		$this->assertSame( 'S256', $query['code_challenge_method'] );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9_-]{43}$/', $query['code_challenge'] );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9_-]{43}$/', $query['state'] );
		$this->assertStringNotContainsString( self::CLIENT_SECRET, $url );

		// Asking to add a property adds the full scope, nothing else.
		parse_str( (string) wp_parse_url( $this->connection()->oauth->authorization_url( true ), PHP_URL_QUERY ), $full );
		$this->assertSame( array( self::READONLY, self::VERIFY, self::EMAIL, self::FULL ), explode( ' ', $full['scope'] ) );
		$this->assertNotSame( $query['state'], $full['state'] );

		// No client, or nobody logged in: no URL.
		wp_set_current_user( 0 );
		$this->assertSame( '', $this->connection()->oauth->authorization_url() );
	}

	/**
	 * Consent, code exchange, tokens stored, e-mail read, data reachable.
	 */
	public function test_full_round_trip(): void {
		$this->assertSame( admin_url( 'admin.php?page=lodestar' ) . '#/search-console', $this->connect() );

		list( $status, $data ) = $this->gsc( 'GET', 'status' );
		$this->assertSame( 200, $status );
		$this->assertSame( '1', $data['authenticated'] );
		$this->assertSame( array( 'email' => 'owner@example.com' ), $data['profile'] );
		$this->assertSame( array( self::READONLY, self::VERIFY, self::EMAIL ), $data['grantedScopes'] );
		$this->assertSame( array(), $data['missingFeatures'] );
		$this->assertNull( $data['reconnect'] );
		$this->assertFalse( $data['hasSiteSelected'] );
		$this->assertSame( '', $data['selectedSite'] );
		$this->assertSame(
			array(
				'clientId'      => self::CLIENT_ID,
				'hasSecret'     => true,
				'fromConstants' => false,
				'redirectUri'   => 'http://example.org/wp-admin/admin.php?page=lodestar',
			),
			$data['client']
		);
		$this->assertStringStartsWith( $this->fake . '/o/oauth2/v2/auth?', $data['authUrl'] );

		list( $status, $sites ) = $this->gsc( 'GET', 'sites' );
		$this->assertSame( 200, $status );
		$this->assertSame(
			array(
				array(
					'siteUrl'         => 'https://www.example.com/',
					'isVerified'      => true,
					'permissionLevel' => 'siteOwner',
				),
			),
			$sites['sites']
		);
		$this->assertTrue( apply_filters( 'lodestar_search_console_connected', false ) );
		$fake = $this->control( 'state' );
		$this->assertSame( 1, $fake['counts']['token'] );
		$this->assertSame( 0, $fake['counts']['refresh'] );
	}

	/**
	 * A state Lodestar never issued, or issued to another user, or expired, is refused before
	 * any code exchange.
	 */
	public function test_state_mismatch(): void {
		$url   = $this->connection()->oauth->authorization_url();
		$query = $this->consent( $url );

		$forged          = $query;
		$forged['state'] = 'forged-state-forged-state-forged-state-abc';
		$this->assertSame( '400', $this->error_redirect( $this->connection()->complete_authorization( $forged ) )['gcp_error_code'] );

		// Another administrator cannot finish this user's flow (and that consumes it).
		$owner = get_current_user_id();
		$this->act_as( 'administrator' );
		$this->assertSame( '400', $this->error_redirect( $this->connection()->complete_authorization( $query ) )['gcp_error_code'] );
		wp_set_current_user( $owner );
		$this->assertSame( '400', $this->error_redirect( $this->connection()->complete_authorization( $query ) )['gcp_error_code'] );

		// Expired.
		$url2   = $this->connection()->oauth->authorization_url();
		$query2 = $this->consent( $url2 );
		$key    = 'lodestar_gsc_flow_' . hash( 'sha256', $query2['state'] );
		$flow   = get_transient( $key );
		$this->assertIsArray( $flow );
		$this->assertSame( $owner, $flow['user'] );
		$flow['expires'] = time() - 1;
		set_transient( $key, $flow, 600 );
		$this->assertSame( '400', $this->error_redirect( $this->connection()->complete_authorization( $query2 ) )['gcp_error_code'] );

		$this->assertSame( 0, $this->control( 'state' )['counts']['token'], 'No code was exchanged.' );
		$this->assertSame( '', $this->connection()->status()['authenticated'] );
	}

	/**
	 * A state is single-use: replaying the redirect does not exchange anything.
	 */
	public function test_replayed_state(): void {
		$query = $this->consent( $this->connection()->oauth->authorization_url() );
		$this->assertStringEndsWith( '#/search-console', $this->connection()->complete_authorization( $query ) );
		$this->assertSame( '400', $this->error_redirect( $this->connection()->complete_authorization( $query ) )['gcp_error_code'] );
		$this->assertSame( 1, $this->control( 'state' )['counts']['token'] );
	}

	/**
	 * A code obtained with another challenge (an injected code) fails PKCE at Google.
	 */
	public function test_pkce_failure(): void {
		$query = $this->consent(
			$this->connection()->oauth->authorization_url(),
			'allow',
			array(),
			static function ( array $fields ): array {
				$fields['code_challenge'] = rtrim( strtr( base64_encode( hash( 'sha256', 'an attacker verifier', true ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
				return $fields;
			}
		);
		$this->assertSame( '400', $this->error_redirect( $this->connection()->complete_authorization( $query ) )['gcp_error_code'] );
		$this->assertSame( 1, $this->control( 'state' )['counts']['token'] );
		$this->assertSame( '', $this->connection()->status()['authenticated'] );
		$this->assertSame( '', $this->raw_option( 'lodestar_gsc_connection' ) );
	}

	/**
	 * Cancel on the consent page: 403 on the dashboard.
	 */
	public function test_access_denied(): void {
		$query = $this->consent( $this->connection()->oauth->authorization_url(), 'deny' );
		$this->assertSame( 'access_denied', $query['error'] );
		$this->assertSame( '403', $this->error_redirect( $this->connection()->complete_authorization( $query ) )['gcp_error_code'] );
		$this->assertSame( '', $this->connection()->status()['authenticated'] );
	}

	/**
	 * Unticked scopes are read from the token answer and named as missing features.
	 */
	public function test_unticked_scopes(): void {
		$this->connect( array( self::VERIFY, self::EMAIL ) );
		$status = $this->connection()->status();
		$this->assertSame( '1', $status['authenticated'] );
		$this->assertSame( array( self::READONLY ), $status['grantedScopes'] );
		$this->assertSame( array( 'verification' ), $status['missingFeatures'] );
		$this->assertNull( $status['profile'] );

		$this->control( 'reset' );
		$this->connect( array( self::READONLY ) );
		$this->assertSame( array( 'data' ), $this->connection()->status()['missingFeatures'] );
	}

	/**
	 * Neither token is readable in the database; the client secret neither.
	 */
	public function test_tokens_encrypted_at_rest(): void {
		$this->connect();
		$tokens  = $this->connection()->tokens;
		$refresh = (string) $tokens->refresh_token();
		$access  = (string) $tokens->access_token();
		$this->assertStringStartsWith( '1//0fake', $refresh );
		$this->assertStringStartsWith( 'ya29.fake', $access );

		$raw = $this->raw_option( 'lodestar_gsc_connection' );
		$this->assertNotSame( '', $raw );
		$this->assertStringNotContainsString( $refresh, $raw );
		$this->assertStringNotContainsString( $access, $raw );
		$this->assertStringNotContainsString( substr( $refresh, 8, 16 ), $raw );
		$this->assertStringNotContainsString( self::CLIENT_SECRET, $this->raw_option( 'lodestar_gsc_client' ) );

		global $wpdb;
		$this->assertContains( $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", 'lodestar_gsc_connection' ) ), array( 'off', 'no' ) );
	}

	/**
	 * A changed salt makes the tokens unreadable: reconnect, never a PHP error.
	 */
	public function test_changed_key_asks_to_reconnect(): void {
		$this->connect();
		$this->connection()->tokens->flush();
		add_filter(
			'salt',
			static function ( $salt ) {
				return 'a-new-salt-' . $salt;
			}
		);
		$status = $this->connection()->status();
		$this->assertSame( '', $status['authenticated'] );
		$this->assertSame( 'key_changed', $status['reconnect']['reason'] );
		$this->assertStringContainsString( 'reconnect', $status['reconnect']['message'] );
		$this->assertFalse( apply_filters( 'lodestar_search_console_connected', false ) );

		$calls               = $this->control( 'state' )['counts'];
		list( $code, $data ) = $this->gsc( 'GET', 'sites' );
		$this->assertSame( 401, $code );
		$this->assertSame( 'Authentication failed. Please provide valid credentials or re-authenticate.', $data['message'] );
		$this->assertSame( $calls, $this->control( 'state' )['counts'], 'Nothing is sent to Google.' );

		// The stored client secret is unreadable too: no authorization URL until it is entered again.
		$this->assertSame( '', $status['authUrl'] );
		$this->connection()->client->save( self::CLIENT_ID, self::CLIENT_SECRET );
		$this->assertNotSame( '', $this->connection()->status()['authUrl'] );
	}

	/**
	 * Disconnect revokes the refresh token at Google and forgets the connection.
	 */
	public function test_revoke_on_disconnect(): void {
		$this->connect();
		$this->assertSame( 1, $this->control( 'state' )['liveRefreshTokens'] );
		list( $status, $data ) = $this->gsc( 'DELETE', 'revoke-auth' );
		$this->assertSame( 200, $status );
		$this->assertTrue( $data['success'] );
		$fake = $this->control( 'state' );
		$this->assertSame( 1, $fake['counts']['revoke'] );
		$this->assertSame( 0, $fake['liveRefreshTokens'] );
		$this->assertSame( '', $this->raw_option( 'lodestar_gsc_connection' ) );
		$this->assertSame( '', $this->connection()->status()['authenticated'] );
	}

	/**
	 * Google unreachable on disconnect: the spec's failure, the connection kept to try again.
	 */
	public function test_disconnect_offline(): void {
		$this->connect();
		$this->fake = 'http://localhost:' . self::closed_port();
		$start      = microtime( true );
		list( $status, $data ) = $this->gsc( 'DELETE', 'revoke-auth' );
		$this->assertLessThan( 10, microtime( true ) - $start );
		$this->assertSame( 503, $status );
		$this->assertSame( 'Failed to disconnect your account. Please try again.', $data['message'] );
		$this->assertNotSame( '', $this->raw_option( 'lodestar_gsc_connection' ) );
	}

	/**
	 * Google's token endpoint failing or unreachable on the way back: the dashboard's 500.
	 */
	public function test_token_endpoint_failure_on_the_way_back(): void {
		$query = $this->consent( $this->connection()->oauth->authorization_url() );
		$this->control(
			'fail',
			array(
				'match'  => '/token',
				'status' => 503,
				'times'  => 1,
			)
		);
		$this->assertSame( '500', $this->error_redirect( $this->connection()->complete_authorization( $query ) )['gcp_error_code'] );

		$query      = $this->consent( $this->connection()->oauth->authorization_url() );
		$this->fake = 'http://localhost:' . self::closed_port();
		$this->assertSame( '500', $this->error_redirect( $this->connection()->complete_authorization( $query ) )['gcp_error_code'] );
		$this->assertSame( '', $this->connection()->status()['authenticated'] );
	}

	/**
	 * A client defined in wp-config.php: used for the flow, read-only on the screen (403).
	 */
	public function test_client_from_constants(): void {
		$client     = new \Lodestar\SearchConsole\ClientCredentials(
			new \Lodestar\SearchConsole\Vault(),
			array(
				'LODESTAR_GSC_CLIENT_ID'     => self::CLIENT_ID,
				'LODESTAR_GSC_CLIENT_SECRET' => self::CLIENT_SECRET,
			)
		);
		$connection = new \Lodestar\SearchConsole\Connection( $client );
		update_option( 'lodestar_gsc_client', array( 'client_id' => 'stored.apps.googleusercontent.com' ) );
		$status = $connection->status();
		$this->assertSame(
			array(
				'clientId'      => self::CLIENT_ID,
				'hasSecret'     => true,
				'fromConstants' => true,
				'redirectUri'   => 'http://example.org/wp-admin/admin.php?page=lodestar',
			),
			$status['client']
		);
		parse_str( (string) wp_parse_url( $status['authUrl'], PHP_URL_QUERY ), $auth );
		$this->assertSame( self::CLIENT_ID, $auth['client_id'] );
		$this->assertStringEndsWith( '#/search-console', $connection->complete_authorization( $this->consent( $status['authUrl'] ) ) );

		$saved = $connection->save_client( 'other.apps.googleusercontent.com', 'x' );
		$this->assertInstanceOf( \WP_Error::class, $saved );
		$this->assertSame( 'constants_defined', $saved->get_error_code() );
		$this->assertSame( 403, $saved->get_error_data()['status'] );

		// Only one of the two constants: not a client from wp-config.php.
		$half = new \Lodestar\SearchConsole\ClientCredentials( new \Lodestar\SearchConsole\Vault(), array( 'LODESTAR_GSC_CLIENT_ID' => 'x' ) );
		$this->assertFalse( $half->from_constants() );
		$this->assertSame( 'stored.apps.googleusercontent.com', $half->client_id() );
	}

	/**
	 * A local port nothing listens on.
	 */
	public static function closed_port(): int {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$name   = (string) stream_socket_get_name( $socket, false );
		fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		return (int) substr( $name, strrpos( $name, ':' ) + 1 );
	}
}
