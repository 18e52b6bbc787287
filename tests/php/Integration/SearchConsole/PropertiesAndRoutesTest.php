<?php
/**
 * Properties, verification, permissions and where the secrets never appear.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\SearchConsole;

use Lodestar\Admin\Assets;
use Lodestar\Admin\Menu;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Tests\HeadHarness;

require_once __DIR__ . '/FakeGoogleTestCase.php';

/**
 * Sites list and pre-selection, selection, adding (incremental scope) and META verification,
 * the routes' permissions and feature flag, the OAuth client route, and the tokens absent
 * from REST answers, the settings export and page HTML.
 *
 * @since 0.3.0
 */
class PropertiesAndRoutesTest extends FakeGoogleTestCase {

	use HeadHarness;

	/**
	 * Every route: method, path, body.
	 *
	 * @return list<array{0: string, 1: string, 2: array<string, mixed>|null}>
	 */
	private static function routes(): array {
		return array(
			array( 'GET', 'status', null ),
			array( 'GET', 'site', null ),
			array( 'PUT', 'site', array( 'url' => 'https://www.example.com/' ) ),
			array( 'GET', 'sites', null ),
			array( 'POST', 'add-site', array( 'url' => 'http://example.org/' ) ),
			array( 'POST', 'verify-site', array( 'url' => 'http://example.org/' ) ),
			array( 'POST', 'clicks-and-impressions', array() ),
			array( 'GET', 'site-traffic', null ),
			array( 'GET', 'content-performance?rowLimit=100', null ),
			array( 'DELETE', 'revoke-auth', null ),
			array( 'POST', 'client', array( 'clientId' => 'x.apps.googleusercontent.com' ) ),
		);
	}

	/**
	 * Anonymous visitors, subscribers and editors get nothing; administrators get through.
	 */
	public function test_permissions_of_every_route(): void {
		$this->connect();
		foreach ( array(
			''              => 401,
			'subscriber'    => 403,
			'editor'        => 403,
			'administrator' => null,
		) as $role => $expected ) {
			if ( '' === $role ) {
				wp_set_current_user( 0 );
			} else {
				$this->act_as( $role );
			}
			foreach ( self::routes() as $route ) {
				list( $status, $data ) = $this->gsc( $route[0], $route[1], $route[2] );
				if ( null === $expected ) {
					// Through the permission check (a route may still say what is missing, e.g. no site).
					$this->assertNotSame( 'rest_forbidden', $data['code'] ?? '', $route[1] . ' for ' . $role . ': ' . wp_json_encode( $data ) );
					$this->assertNotSame( 401, $status, $route[1] );
				} else {
					$this->assertSame( $expected, $status, $route[1] . ' for ' . ( '' === $role ? 'a visitor' : $role ) );
					$this->assertSame( 'rest_forbidden', $data['code'] );
				}
			}
		}
	}

	/**
	 * Feature off: every route answers 404 feature_disabled.
	 */
	public function test_feature_flag(): void {
		$this->connect();
		$this->assertNotInstanceOf( \WP_Error::class, \Lodestar\Plugin::instance()->settings()->save( array( 'enable_google_console' => false ) ) );
		$calls = $this->control( 'state' )['counts'];
		foreach ( self::routes() as $route ) {
			list( $status, $data ) = $this->gsc( $route[0], $route[1], $route[2] );
			$this->assertSame( 404, $status, $route[1] );
			$this->assertSame( 'feature_disabled', $data['code'] );
		}
		$this->assertSame( $calls, $this->control( 'state' )['counts'], 'Nothing is sent to Google.' );
		$this->assertSame( '1', $this->connection()->status()['authenticated'], 'The connection is kept.' );
	}

	/**
	 * Every property is listed; the pre-selection prefers the exact URL prefix, then a domain
	 * property whose host is a suffix of the site's; unverified ones are never pre-selected.
	 */
	public function test_sites_and_suggestion(): void {
		$sites = array(
			array(
				'siteUrl'         => 'https://www.example.com/',
				'permissionLevel' => 'siteOwner',
			),
			array(
				'siteUrl'         => 'sc-domain:example.org',
				'permissionLevel' => 'siteRestrictedUser',
			),
			array(
				'siteUrl'         => 'http://example.org/',
				'permissionLevel' => 'siteUnverifiedUser',
			),
		);
		$this->control( 'config', array( 'sites' => $sites ) );
		$this->connect();
		list( $status, $data ) = $this->gsc( 'GET', 'sites' );
		$this->assertSame( 200, $status );
		$this->assertSame( array( true, true, false ), array_column( $data['sites'], 'isVerified' ) );
		$this->assertSame( 'sc-domain:example.org', $data['suggested'] );

		$sites[2]['permissionLevel'] = 'siteOwner';
		$this->control( 'config', array( 'sites' => $sites ) );
		$this->assertSame( 'http://example.org/', $this->gsc( 'GET', 'sites' )[1]['suggested'] );

		$this->control( 'config', array( 'sites' => array() ) );
		list( , $data ) = $this->gsc( 'GET', 'sites' );
		$this->assertSame( array(), $data['sites'] );
		$this->assertSame( '', $data['suggested'] );

		// Suffix match of a subdomain, and a host that only ends with the same letters.
		$list = array(
			array(
				'siteUrl'    => 'sc-domain:example.org',
				'isVerified' => true,
			),
		);
		$this->assertSame( 'sc-domain:example.org', \Lodestar\SearchConsole\Connection::suggest( $list, 'https://blog.example.org' ) );
		$this->assertSame( '', \Lodestar\SearchConsole\Connection::suggest( $list, 'https://myexample.org/' ) );
	}

	/**
	 * Only a verified property of the account can be selected; GET site answers it.
	 */
	public function test_select_site(): void {
		$this->control(
			'config',
			array(
				'sites' => array(
					array(
						'siteUrl'         => 'sc-domain:example.org',
						'permissionLevel' => 'siteOwner',
					),
					array(
						'siteUrl'         => 'http://example.org/',
						'permissionLevel' => 'siteUnverifiedUser',
					),
				),
			)
		);
		$this->connect();
		$this->assertSame( array( 200, array( 'success' => true, 'site' => '' ) ), $this->gsc( 'GET', 'site' ) );

		list( $status, $data ) = $this->gsc( 'PUT', 'site', array( 'url' => 'http://example.org/' ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'gsc_site_unverified', $data['code'] );
		list( $status ) = $this->gsc( 'PUT', 'site', array( 'url' => 'https://other.example/' ) );
		$this->assertSame( 404, $status );
		list( $status ) = $this->gsc( 'PUT', 'site', array( 'url' => 'not a url' ) );
		$this->assertSame( 400, $status );

		list( $status, $data ) = $this->gsc( 'PUT', 'site', array( 'url' => 'sc-domain:example.org' ) );
		$this->assertSame( 200, $status );
		$this->assertSame( 'Site selected successfully', $data['message'] );
		$this->assertSame( 'sc-domain:example.org', $this->gsc( 'GET', 'site' )[1]['site'] );
		$status = $this->connection()->status();
		$this->assertTrue( $status['hasSiteSelected'] );
		$this->assertSame( 'sc-domain:example.org', $status['selectedSite'] );
	}

	/**
	 * Adding a property asks for the full scope first (incrementally), then adds and verifies
	 * it with the META tag, which Google finds on the home page, and which stays there.
	 */
	public function test_add_and_verify_a_url_prefix_property(): void {
		$this->connect();
		list( $status, $data ) = $this->gsc( 'POST', 'add-site', array( 'url' => 'http://example.org' ) );
		$this->assertSame( 200, $status );
		$this->assertFalse( $data['success'] );
		$this->assertSame( 'scope_required', $data['code'] );
		parse_str( (string) wp_parse_url( $data['authUrl'], PHP_URL_QUERY ), $auth );
		$this->assertContains( self::FULL, explode( ' ', $auth['scope'] ) );
		$this->assertSame( 'true', $auth['include_granted_scopes'] );

		// Incremental consent: only the new scope ticked, the old grants kept.
		$target = $this->connection()->complete_authorization( $this->consent( $data['authUrl'], 'allow', array( self::READONLY, self::VERIFY, self::EMAIL ) ) );
		$this->assertStringEndsWith( '#/search-console', $target );
		$this->assertSame( array( self::READONLY, self::VERIFY, self::EMAIL, self::FULL ), $this->connection()->status()['grantedScopes'] );

		// What the fake fetches: the home page as this site renders it once the tag is stored.
		add_action(
			'update_option_lodestar_gsc_verification',
			function () {
				$this->control(
					'page',
					array(
						'url'  => 'http://example.org/',
						'html' => $this->render_request( array() )['head'],
					)
				);
			}
		);
		list( $status, $data ) = $this->gsc( 'POST', 'add-site', array( 'url' => 'http://example.org' ) );
		$this->assertSame( 200, $status, wp_json_encode( $data ) );
		$this->assertTrue( $data['success'] );
		$this->assertFalse( $data['pending'] );
		$this->assertSame( 'Site verified successfully.', $data['message'] );
		$fake = $this->control( 'state' );
		$this->assertContains(
			array(
				'siteUrl'         => 'http://example.org/',
				'permissionLevel' => 'siteOwner',
			),
			$fake['sites']
		);
		$this->assertContains( 'PUT /webmasters/v3/sites/http%3A%2F%2Fexample.org%2F', $fake['log'] );

		// The tag stays on the home page (only there), inside Lodestar's head block.
		$token = $this->connection()->verification->tokens()['http://example.org/'];
		$block = $this->render_request( array() )['block'];
		$this->assertContains( '<meta name="google-site-verification" content="' . $token . '" />', $block );
		$post = $this->publish_post();
		$this->assertStringNotContainsString( 'google-site-verification', $this->render_request( array( 'p' => $post ) )['head'] );

		// Now selectable.
		list( $status ) = $this->gsc( 'PUT', 'site', array( 'url' => 'http://example.org/' ) );
		$this->assertSame( 200, $status );
	}

	/**
	 * When Google cannot see the tag yet: pending, with the 1–2 hours up to 2 days text.
	 */
	public function test_verification_pending(): void {
		$this->connect();
		$this->control(
			'page',
			array(
				'url'  => 'http://example.org/',
				'html' => '<html><head></head></html>',
			)
		);
		list( $status, $data ) = $this->gsc( 'POST', 'verify-site', array( 'url' => 'http://example.org/' ) );
		$this->assertSame( 200, $status );
		$this->assertTrue( $data['success'] );
		$this->assertTrue( $data['pending'] );
		$this->assertStringContainsString( '1–2 hours, up to 2 days', $data['message'] );
		$this->assertArrayHasKey( 'http://example.org/', $this->connection()->verification->tokens() );
	}

	/**
	 * A domain property is verified by DNS: explained, never attempted.
	 */
	public function test_domain_property_explains_dns(): void {
		$this->connect();
		list( $status, $data ) = $this->gsc( 'POST', 'verify-site', array( 'url' => 'sc-domain:example.org' ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'gsc_domain_property', $data['code'] );
		$this->assertStringContainsString( 'DNS', $data['message'] );
		$this->assertStringContainsString( 'TXT record', $data['message'] );
		$this->assertNotContains( 'POST /siteVerification/v1/token', $this->control( 'state' )['log'] );
	}

	/**
	 * The OAuth client route stores the secret sealed and never answers it.
	 */
	public function test_client_route(): void {
		list( $status, $data ) = $this->gsc(
			'POST',
			'client',
			array(
				'clientId'     => '123-abc.apps.googleusercontent.com',
				'clientSecret' => 'GOCSPX-new-secret_value',
			)
		);
		$this->assertSame( 200, $status );
		$this->assertTrue( $data['success'] );
		$this->assertStringNotContainsString( 'GOCSPX', (string) wp_json_encode( $data ) );
		$this->assertStringNotContainsString( 'GOCSPX-new-secret_value', $this->raw_option( 'lodestar_gsc_client' ) );
		$this->assertSame( 'GOCSPX-new-secret_value', $this->connection()->client->secret() );
		list( , $status_data ) = $this->gsc( 'GET', 'status' );
		$this->assertSame( '123-abc.apps.googleusercontent.com', $status_data['client']['clientId'] );
		$this->assertTrue( $status_data['client']['hasSecret'] );
		$this->assertStringNotContainsString( 'GOCSPX', (string) wp_json_encode( $status_data ) );

		// An empty secret keeps the stored one.
		$this->gsc( 'POST', 'client', array( 'clientId' => '123-abc.apps.googleusercontent.com' ) );
		$this->assertSame( 'GOCSPX-new-secret_value', $this->connection()->client->secret() );

		list( $status ) = $this->gsc( 'POST', 'client', array( 'clientId' => 'bad id <script>' ) );
		$this->assertSame( 400, $status );
	}

	/**
	 * A new client id ends the connection made with the old one (revoked at Google).
	 */
	public function test_changing_the_client_disconnects(): void {
		$this->connect();
		$this->gsc(
			'POST',
			'client',
			array(
				'clientId'     => 'another.apps.googleusercontent.com',
				'clientSecret' => 'another-secret',
			)
		);
		$this->assertSame( 0, $this->control( 'state' )['liveRefreshTokens'] );
		$this->assertSame( '', $this->connection()->status()['authenticated'] );
	}

	/**
	 * Neither token, nor the client secret, in any REST answer, the settings export, the home
	 * page or the admin page.
	 */
	public function test_secrets_never_leave_the_server(): void {
		$this->control(
			'config',
			array(
				'sites' => array(
					array(
						'siteUrl'         => 'http://example.org/',
						'permissionLevel' => 'siteOwner',
					),
				),
			)
		);
		$this->connect();
		$this->gsc( 'PUT', 'site', array( 'url' => 'http://example.org/' ) );
		$tokens  = $this->connection()->tokens;
		$secrets = array( (string) $tokens->refresh_token(), (string) $tokens->access_token(), self::CLIENT_SECRET );
		$this->assertStringStartsWith( '1//', $secrets[0] );

		$seen = '';
		foreach ( self::routes() as $route ) {
			if ( 'revoke-auth' !== $route[1] && 'client' !== $route[1] ) {
				$seen .= wp_json_encode( $this->gsc( $route[0], $route[1], $route[2] ) );
			}
		}
		$export = $this->rest( 'POST', '/lodestar/v1/export-settings', array( 'categories' => array( 'general', 'social', 'advanced', 'sitemaps', 'schemas' ) ) );
		$this->assertSame( 200, $export->get_status() );
		$seen .= wp_json_encode( $this->json_data( $export ) );
		$seen .= $this->render_request( array() )['head'];
		ob_start();
		( new Menu( new SettingsRepository() ) )->render_page();
		$seen .= (string) ob_get_clean();
		$seen .= wp_json_encode( ( new Assets( new Menu( new SettingsRepository() ), LODESTAR_PLUGIN_DIR . '/', 'http://example.org/p/' ) )->boot_data( 'lodestar' ) );

		$this->assertStringContainsString( 'http://example.org/', $seen );
		foreach ( $secrets as $secret ) {
			$this->assertStringNotContainsString( $secret, $seen );
			$this->assertStringNotContainsString( str_replace( '/', '\/', $secret ), $seen );
		}
	}
}
