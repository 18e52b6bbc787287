<?php
/**
 * Base of the Search Console tests: the fake Google and a connected administrator.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\SearchConsole;

use Lodestar\Plugin;
use Lodestar\SearchConsole\Connection;
use Lodestar\Tests\FakeServerControl;
use Lodestar\Tests\TestCase;

/**
 * Points every Google endpoint at the fake Google that bin/phpunit.sh starts
 * (LODESTAR_FAKE_GOOGLE_URL, tests/fake-google/server.mjs), resets it before each test and
 * stores the fake's OAuth client; helpers drive its consent page and control endpoints.
 *
 * @since 0.3.0
 */
abstract class FakeGoogleTestCase extends TestCase {

	use FakeServerControl;

	/**
	 * The fake's client id and secret (tests/fake-google/server.mjs DEFAULTS).
	 */
	protected const CLIENT_ID = 'fake-client-id.apps.googleusercontent.com';

	/**
	 * The fake's client secret.
	 */
	protected const CLIENT_SECRET = 'fake-client-secret';

	/**
	 * Scope strings, as literals (pinned, not read from the code under test).
	 */
	protected const READONLY = 'https://www.googleapis.com/auth/webmasters.readonly';

	/**
	 * Full Search Console scope.
	 */
	protected const FULL = 'https://www.googleapis.com/auth/webmasters';

	/**
	 * Verify-only Site Verification scope.
	 */
	protected const VERIFY = 'https://www.googleapis.com/auth/siteverification.verify_only';

	/**
	 * User e-mail scope.
	 */
	protected const EMAIL = 'https://www.googleapis.com/auth/userinfo.email';

	/**
	 * The fake's base URL.
	 *
	 * @var string
	 */
	protected string $fake = '';

	/**
	 * Resets the fake, points the endpoints at it, stores the client, logs in an administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		$url = (string) getenv( 'LODESTAR_FAKE_GOOGLE_URL' );
		$this->assertNotSame( '', $url, 'LODESTAR_FAKE_GOOGLE_URL is not set: run PHPUnit through npm run test:php (bin/phpunit.sh starts the fake Google).' );
		$this->fake = rtrim( $url, '/' );
		add_filter( 'lodestar_google_endpoints', array( $this, 'fake_endpoints' ) );
		$this->control( 'reset' );
		$this->connection()->tokens->flush();
		$this->connection()->client->save( self::CLIENT_ID, self::CLIENT_SECRET );
		$this->act_as( 'administrator' );
	}

	/**
	 * Forgets the per-request copy of the connection (rolled back with the transaction).
	 */
	protected function tearDown(): void {
		$this->connection()->tokens->flush();
		parent::tearDown();
	}

	/**
	 * The endpoints on the fake, with Google's paths.
	 *
	 * @return array<string, string>
	 */
	public function fake_endpoints(): array {
		return array(
			'auth'              => $this->fake . '/o/oauth2/v2/auth',
			'token'             => $this->fake . '/token',
			'revoke'            => $this->fake . '/revoke',
			'userinfo'          => $this->fake . '/oauth2/v2/userinfo',
			'search_console'    => $this->fake . '/webmasters/v3/',
			'site_verification' => $this->fake . '/siteVerification/v1/',
		);
	}

	/**
	 * The plugin's Search Console connection.
	 */
	protected function connection(): Connection {
		$property = new \ReflectionProperty( Plugin::class, 'services' );
		$property->setAccessible( true );
		return $property->getValue( Plugin::instance() )->search_console;
	}

	/**
	 * Calls a control endpoint of the fake.
	 *
	 * @param string               $name Endpoint (reset, config, fail, expire-access, revoke-all, page, state).
	 * @param array<string, mixed> $body JSON body.
	 * @return array<string, mixed>
	 */
	protected function control( string $name, array $body = array() ): array {
		return $this->fake_control( $this->fake, $name, $body, 'The fake Google' );
	}

	/**
	 * Goes through Google's consent page: opens the authorization URL, then answers the form.
	 *
	 * @param string        $auth_url Authorization URL.
	 * @param string        $decision allow|deny.
	 * @param list<string>  $untick   Scopes to untick.
	 * @param callable|null $tamper   Changes the form fields before they are sent.
	 * @return array<string, string> The query Google redirects back with.
	 */
	protected function consent( string $auth_url, string $decision = 'allow', array $untick = array(), ?callable $tamper = null ): array {
		$this->assertStringStartsWith( $this->fake . '/o/oauth2/v2/auth?', $auth_url );
		$page = wp_remote_get( $auth_url, array( 'timeout' => 5 ) );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $page ), (string) wp_remote_retrieve_body( $page ) );
		$this->assertStringContainsString( 'name="granted"', wp_remote_retrieve_body( $page ) );

		parse_str( (string) wp_parse_url( $auth_url, PHP_URL_QUERY ), $fields );
		$fields['decision'] = $decision;
		if ( $tamper ) {
			$fields = $tamper( $fields );
		}
		$body = http_build_query( $fields, '', '&', PHP_QUERY_RFC3986 );
		foreach ( explode( ' ', (string) $fields['scope'] ) as $scope ) {
			if ( ! in_array( $scope, $untick, true ) ) {
				$body .= '&granted=' . rawurlencode( $scope );
			}
		}
		$answer = wp_remote_post(
			$this->fake . '/o/oauth2/v2/auth/decide',
			array(
				'timeout'     => 5,
				'redirection' => 0,
				'headers'     => array( 'Content-Type' => 'application/x-www-form-urlencoded' ),
				'body'        => $body,
			)
		);
		$this->assertSame( 302, wp_remote_retrieve_response_code( $answer ) );
		$location = (string) wp_remote_retrieve_header( $answer, 'location' );
		$this->assertStringStartsWith( admin_url( 'admin.php?page=lodestar&' ), $location );
		parse_str( (string) wp_parse_url( $location, PHP_URL_QUERY ), $query );
		return array_map( 'strval', $query );
	}

	/**
	 * Connects the current user through the fake; answers where the browser is sent.
	 *
	 * @param list<string> $untick Scopes to untick on the consent page.
	 * @param bool         $full   Ask for the full webmasters scope too.
	 */
	protected function connect( array $untick = array(), bool $full = false ): string {
		$url = $this->connection()->oauth->authorization_url( $full );
		return $this->connection()->complete_authorization( $this->consent( $url, 'allow', $untick ) );
	}

	/**
	 * The raw value of an option, straight from the database.
	 *
	 * @param string $name Option name.
	 */
	protected function raw_option( string $name ): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
	}

	/**
	 * A REST call to a google-search-console route; answers [status, data].
	 *
	 * @param string              $method HTTP method.
	 * @param string              $route  Route under google-search-console/ (query string allowed).
	 * @param array<string,mixed> $body   JSON body.
	 * @return array{0: int, 1: mixed}
	 */
	protected function gsc( string $method, string $route, ?array $body = null ): array {
		$path  = '/lodestar/v1/google-search-console/' . $route;
		$query = array();
		if ( str_contains( $route, '?' ) ) {
			list( $path, $query_string ) = explode( '?', $path, 2 );
			parse_str( $query_string, $query );
		}
		$server                    = new \WP_REST_Server();
		$GLOBALS['wp_rest_server'] = $server;
		do_action( 'rest_api_init', $server );
		$request = new \WP_REST_Request( $method, $path );
		$request->set_query_params( $query );
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		$response = rest_do_request( $request );
		$this->connection()->tokens->flush();
		return array( $response->get_status(), $this->json_data( $response ) );
	}
}
