<?php
/**
 * The API client against the fake Google: refresh, reconnection, error mapping, offline.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\SearchConsole;

require_once __DIR__ . '/FakeGoogleTestCase.php';

/**
 * Expired access tokens, revoked grants, every error mapping and an unreachable Google.
 *
 * @since 0.3.0
 */
class ApiClientTest extends FakeGoogleTestCase {

	/**
	 * Connects with a selected verified property.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->connect();
	}

	/**
	 * An access token that expired locally is refreshed before the call, once.
	 */
	public function test_expired_access_token_refreshed_before_the_call(): void {
		$data = $this->connection()->tokens->data();
		$this->connection()->tokens->store_access( 'ya29.stale', 30 );
		$this->assertNull( $this->connection()->tokens->access_token(), 'Within a minute of expiry counts as expired.' );
		$this->assertNotSame( $data['access'], $this->connection()->tokens->data()['access'] );

		list( $status ) = $this->gsc( 'GET', 'sites' );
		$this->assertSame( 200, $status );
		$fake = $this->control( 'state' );
		$this->assertSame( 1, $fake['counts']['refresh'] );
		$this->assertStringStartsWith( 'ya29.fake', (string) $this->connection()->tokens->access_token() );
	}

	/**
	 * An access token Google says expired (401) is refreshed once and the call retried once.
	 */
	public function test_401_refreshes_once_and_retries(): void {
		$this->control( 'expire-access' );
		list( $status, $data ) = $this->gsc( 'GET', 'sites' );
		$this->assertSame( 200, $status );
		$this->assertSame( 'https://www.example.com/', $data['sites'][0]['siteUrl'] );
		$fake = $this->control( 'state' );
		$this->assertSame( 1, $fake['counts']['refresh'] );
		$this->assertSame( array( 'GET /webmasters/v3/sites', 'POST /token', 'GET /webmasters/v3/sites' ), array_slice( $fake['log'], -3 ) );
	}

	/**
	 * A fresh token refused too: one refresh, one retry, then "reconnect"; the next success clears it.
	 */
	public function test_401_after_refresh_marks_reconnect_until_a_success(): void {
		$this->control(
			'fail',
			array(
				'match'  => '/webmasters/v3/sites',
				'status' => 401,
				'times'  => 2,
			)
		);
		list( $status, $data ) = $this->gsc( 'GET', 'sites' );
		$this->assertSame( 401, $status );
		$this->assertSame( 'gsc_unauthenticated', $data['code'] );
		$this->assertSame( 'Authentication failed. Please provide valid credentials or re-authenticate.', $data['message'] );
		$this->assertSame( 1, $this->control( 'state' )['counts']['refresh'] );
		$state = $this->connection()->status();
		$this->assertSame( '', $state['authenticated'] );
		$this->assertSame( 'revoked', $state['reconnect']['reason'] );

		list( $status ) = $this->gsc( 'GET', 'sites' );
		$this->assertSame( 200, $status );
		$this->assertNull( $this->connection()->status()['reconnect'] );
		$this->assertSame( '1', $this->connection()->status()['authenticated'] );
	}

	/**
	 * A revoked refresh token (or a "Testing" app after 7 days): invalid_grant → reconnect with
	 * the publishing-status hint when it happens a week after connecting.
	 */
	public function test_revoked_refresh_token_asks_to_reconnect(): void {
		$this->control( 'revoke-all' );
		list( $status, $data ) = $this->gsc( 'GET', 'sites' );
		$this->assertSame( 401, $status );
		$this->assertSame( 'gsc_invalid_grant', $data['code'] );
		$this->assertStringNotContainsString( 'In production', $data['message'] );
		$state = $this->connection()->status();
		$this->assertSame( '', $state['authenticated'] );
		$this->assertSame( 'invalid_grant', $state['reconnect']['reason'] );
		$this->assertFalse( apply_filters( 'lodestar_search_console_connected', false ) );

		$this->connection()->tokens->set( 'connected_at', time() - 7 * DAY_IN_SECONDS );
		list( , $data ) = $this->gsc( 'GET', 'sites' );
		$this->assertStringContainsString( '"Testing"', $data['message'] );
		$this->assertStringContainsString( '"In production"', $data['message'] );
		$this->assertStringContainsString( '"In production"', $this->connection()->status()['reconnect']['message'] );
	}

	/**
	 * Every error Google answers maps to the spec's message and status.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: int, 2: string, 3: string}>
	 */
	public function error_cases(): array {
		return array(
			'400'                     => array( array( 'status' => 400, 'reason' => 'badRequest' ), 400, 'gsc_bad_request', 'The request is malformed or invalid. Please check the request parameters and try again.' ),
			'403 forbidden'           => array( array( 'status' => 403 ), 403, 'gsc_forbidden', 'Access is denied. You lack the necessary permissions to perform this action.' ),
			'404'                     => array( array( 'status' => 404 ), 404, 'gsc_not_found', 'The requested resource was not found. Please verify the URL or resource ID.' ),
			'429'                     => array( array( 'status' => 429 ), 429, 'gsc_quota', 'You have exceeded your API quota. Please wait or upgrade your plan.' ),
			'403 quotaExceeded'       => array( array( 'status' => 403, 'reason' => 'quotaExceeded' ), 429, 'gsc_quota', 'You have exceeded your API quota. Please wait or upgrade your plan.' ),
			'500'                     => array( array( 'status' => 500 ), 500, 'gsc_server_error', "A server error occurred on the provider's end. Please try again later." ),
			'503'                     => array( array( 'status' => 503, 'reason' => 'backendError' ), 503, 'gsc_server_error', "A server error occurred on the provider's end. Please try again later." ),
			'insufficientPermissions' => array( array( 'status' => 403, 'reason' => 'insufficientPermissions' ), 403, 'gsc_scope_missing', "Lodestar was not given the Google permission this needs. Reconnect and keep every permission ticked on Google's consent screen." ),
		);
	}

	/**
	 * One error case through the sites route.
	 *
	 * @dataProvider error_cases
	 *
	 * @param array<string, mixed> $failure Injected failure.
	 * @param int                  $status  Expected REST status.
	 * @param string               $code    Expected code.
	 * @param string               $message Expected message.
	 */
	public function test_error_mapping( array $failure, int $status, string $code, string $message ): void {
		$this->control( 'fail', array( 'match' => '/webmasters/v3/sites' ) + $failure );
		list( $got, $data ) = $this->gsc( 'GET', 'sites' );
		$this->assertSame( $status, $got );
		$this->assertSame( $code, $data['code'] );
		$this->assertSame( $message, $data['message'] );
		$this->assertSame( $status, $data['data']['status'] );
		// Not an authentication problem: the connection stays.
		$this->assertSame( '1', $this->connection()->status()['authenticated'] );
	}

	/**
	 * accessNotConfigured names the API to enable, with the link Google gave.
	 */
	public function test_api_not_enabled(): void {
		$this->control(
			'fail',
			array(
				'match'  => '/webmasters/v3/sites',
				'status' => 403,
				'reason' => 'accessNotConfigured',
			)
		);
		list( $status, $data ) = $this->gsc( 'GET', 'sites' );
		$this->assertSame( 403, $status );
		$this->assertSame( 'gsc_api_disabled', $data['code'] );
		$this->assertSame( 'Google Search Console API', $data['data']['api'] );
		$this->assertSame( 'https://console.developers.google.com/apis/api/searchconsole.googleapis.com/overview?project=123456789012', $data['data']['link'] );
		$this->assertStringContainsString( 'Google Search Console API is not enabled', $data['message'] );
		$this->assertStringContainsString( $data['data']['link'], $data['message'] );

		$this->control(
			'fail',
			array(
				'match'  => '/siteVerification/v1/token',
				'status' => 403,
				'reason' => 'accessNotConfigured',
			)
		);
		list( $status, $data ) = $this->gsc( 'POST', 'verify-site', array( 'url' => 'https://www.example.com/' ) );
		$this->assertSame( 403, $status );
		$this->assertSame( 'Site Verification API', $data['data']['api'] );
		$this->assertStringContainsString( 'siteverification.googleapis.com', $data['data']['link'] );
		$this->assertStringContainsString( 'Site Verification API is not enabled', $data['message'] );
	}

	/**
	 * Google unreachable (a closed port: the fake stopped): the spec's error, fast.
	 */
	public function test_offline_google(): void {
		$this->fake = 'http://localhost:' . OAuthFlowTest::closed_port();
		$this->connection()->tokens->store_access( 'ya29.stale', 0 );
		$start                 = microtime( true );
		list( $status, $data ) = $this->gsc( 'GET', 'sites' );
		$this->assertLessThan( 10, microtime( true ) - $start );
		$this->assertSame( 503, $status );
		$this->assertSame( 'gsc_unreachable', $data['code'] );
		$this->assertSame( "A server error occurred on the provider's end. Please try again later.", $data['message'] );
		// Not a reason to reconnect.
		$this->assertSame( '', (string) $this->connection()->tokens->get( 'reconnect' ) );
	}

	/**
	 * A Google that does not answer: the call gives up at the timeout, never hangs.
	 */
	public function test_timeout(): void {
		$this->control(
			'fail',
			array(
				'match'   => '/webmasters/v3/sites',
				'delayMs' => 4000,
				'status'  => 500,
			)
		);
		add_filter(
			'lodestar_google_timeout',
			static function () {
				return 1;
			}
		);
		$start                 = microtime( true );
		list( $status, $data ) = $this->gsc( 'GET', 'sites' );
		$this->assertLessThan( 3, microtime( true ) - $start );
		$this->assertSame( 503, $status );
		$this->assertSame( 'gsc_unreachable', $data['code'] );
	}

	/**
	 * The timeout can be lowered, never raised above 10 s.
	 */
	public function test_timeout_is_at_most_ten_seconds(): void {
		$seen = array();
		add_filter(
			'lodestar_google_timeout',
			static function () {
				return 60;
			}
		);
		add_filter(
			'http_request_args',
			static function ( $args, $url ) use ( &$seen ) {
				$seen[ $url ] = $args['timeout'];
				return $args;
			},
			10,
			2
		);
		$this->gsc( 'GET', 'sites' );
		$this->assertSame( array( $this->fake . '/webmasters/v3/sites' => 10 ), $seen );
	}
}
