<?php
/**
 * The recommended plugins and theme: listing, install and activate routes against the fake
 * wordpress.org directory.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Extensions;

use Lodestar\Tests\FakeServerControl;
use Lodestar\Tests\TestCase;
use WP_Upgrader;

/**
 * Routes lodestar/v1/plugins/installed, plugins/install, plugins/activate, themes/install,
 * themes/activate. wordpress.org is the fake that bin/phpunit.sh starts
 * (LODESTAR_FAKE_WPORG_URL), reached through tests/fake-wporg/reroute.php. Packages are
 * unpacked into a temporary folder (the PHPUnit plugins folder is the checkout's parent).
 *
 * @since 0.3.0
 */
class ExtensionsRestTest extends TestCase {

	use FakeServerControl;

	/**
	 * The four POST routes and the capability each needs (pinned here, not read from the code).
	 */
	private const ROUTES = array(
		'/lodestar/v1/plugins/install'  => array( 'redirection', 'install_plugins' ),
		'/lodestar/v1/plugins/activate' => array( 'redirection', 'activate_plugins' ),
		'/lodestar/v1/themes/install'   => array( 'ollie', 'install_themes' ),
		'/lodestar/v1/themes/activate'  => array( 'ollie', 'switch_themes' ),
	);

	/**
	 * The fake's base URL.
	 *
	 * @var string
	 */
	private string $fake = '';

	/**
	 * Temporary folder the packages are unpacked into.
	 *
	 * @var string
	 */
	private string $tmp = '';

	/**
	 * Fake directory, reroute, temporary destination; requests made as the app makes them.
	 */
	protected function setUp(): void {
		parent::setUp();
		$url = (string) getenv( 'LODESTAR_FAKE_WPORG_URL' );
		$this->assertNotSame( '', $url, 'LODESTAR_FAKE_WPORG_URL is not set: run PHPUnit through npm run test:php (bin/phpunit.sh starts the fake directory).' );
		$this->fake = rtrim( $url, '/' );
		require_once dirname( __DIR__, 3 ) . '/fake-wporg/reroute.php';
		add_filter( 'pre_http_request', 'lodestar_fake_wporg_reroute', 10, 3 );
		$this->control( 'reset' );
		$this->tmp = get_temp_dir() . 'lodestar-extensions-' . wp_generate_password( 8, false );
		mkdir( $this->tmp . '/plugins', 0777, true );
		mkdir( $this->tmp . '/themes', 0777, true );
		register_theme_directory( $this->tmp . '/themes' );
		add_filter( 'upgrader_package_options', array( $this, 'unpack_into_tmp' ) );
		// apiFetch sends JSON: plugins_api() then reports a failed HTTPS call as an error, not a PHP warning.
		$_SERVER['HTTP_ACCEPT'] = 'application/json, */*;q=0.1';
	}

	/**
	 * Removes the temporary folder and the lock.
	 */
	protected function tearDown(): void {
		unset( $_SERVER['HTTP_ACCEPT'] );
		$this->control( 'reset' );
		if ( '' !== $this->tmp && is_dir( $this->tmp ) ) {
			$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $this->tmp, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
			foreach ( $files as $file ) {
				$file->isDir() ? rmdir( $file->getPathname() ) : unlink( $file->getPathname() );
			}
			rmdir( $this->tmp );
		}
		$GLOBALS['wp_theme_directories'] = array_values( array_diff( (array) $GLOBALS['wp_theme_directories'], array( $this->tmp . '/themes' ) ) );
		wp_clean_themes_cache();
		parent::tearDown();
	}

	/**
	 * Sends the upgrader's unpacked package to the temporary folder (upgrader_package_options).
	 *
	 * @param array<string, mixed> $options Options.
	 * @return array<string, mixed>
	 */
	public function unpack_into_tmp( $options ) {
		// Themes: the folder is registered as a theme root, so the upgrader adds the theme's own
		// folder as it does in wp-content/themes. Plugins: that folder is named here, after the
		// package (redirection.1.0.0.zip: redirection).
		$options['destination'] = ( $options['hook_extra']['type'] ?? '' ) === 'theme'
			? $this->tmp . '/themes'
			: $this->tmp . '/plugins/' . strtok( basename( (string) $options['package'] ), '.' );
		return $options;
	}

	/**
	 * Calls a control endpoint of the fake.
	 *
	 * @param string               $name reset, config, fail or state.
	 * @param array<string, mixed> $body JSON body.
	 * @return array<string, mixed>
	 */
	private function control( string $name, array $body = array() ): array {
		return $this->fake_control( $this->fake, $name, $body, 'The fake directory' );
	}

	/**
	 * The paths the fake was asked for.
	 *
	 * @return list<string>
	 */
	private function fake_paths(): array {
		return array_map( static fn ( $entry ) => (string) $entry['path'], $this->control( 'state' )['log'] ?? array() );
	}

	/**
	 * A POST with the current user's nonce.
	 *
	 * @param string               $route Route.
	 * @param array<string, mixed> $body  Body over {nonce}.
	 */
	private function post( string $route, array $body ): \WP_REST_Response {
		return $this->rest( 'POST', $route, $body + array( 'nonce' => wp_create_nonce( 'lodestar_extensions' ) ) );
	}

	/**
	 * The listing: 401 logged out, 403 subscriber and editor; the spec shape, the list, the nonce.
	 */
	public function test_the_listing_needs_manage_options_and_answers_the_spec_shape(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/lodestar/v1/plugins/installed' )->get_status() );
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertSame( 403, $this->rest( 'GET', '/lodestar/v1/plugins/installed' )->get_status(), $role );
		}
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/lodestar/v1/plugins/installed' );
		$this->assertSame( 200, $response->get_status() );
		$data = $this->json_data( $response );
		$this->assertTrue( $data['success'] );
		$this->assertSame( array( 'installed', 'active' ), array_keys( $data['data']['plugins'] ) );
		$this->assertSame( array( 'installed', 'active' ), array_keys( $data['data']['themes'] ) );
		$this->assertContains( get_stylesheet(), $data['data']['themes']['installed'] );
		$this->assertContains( get_stylesheet(), $data['data']['themes']['active'] );
		$this->assertNotContains( 'redirection', $data['data']['plugins']['installed'] );
		$this->assertSame( 1, wp_verify_nonce( $data['nonce'], 'lodestar_extensions' ) );
		$this->assertSame(
			array(
				'plugin' => array(
					'install'  => true,
					'activate' => true,
				),
				'theme'  => array(
					'install'  => true,
					'activate' => true,
				),
			),
			$data['can']
		);
		// A theme and four plugins, real wordpress.org slugs, each with a reason.
		$this->assertSame(
			array( 'theme:ollie', 'plugin:wp-super-cache', 'plugin:ewww-image-optimizer', 'plugin:redirection', 'plugin:updraftplus' ),
			array_map( static fn ( $item ) => $item['type'] . ':' . $item['slug'], $data['recommended'] )
		);
		foreach ( $data['recommended'] as $item ) {
			$this->assertNotSame( '', $item['name'] );
			$this->assertNotSame( '', $item['description'] );
		}
	}

	/**
	 * lodestar_recommended_extensions adds entries; malformed and duplicate ones are dropped.
	 */
	public function test_the_list_is_filterable_and_drops_malformed_entries(): void {
		add_filter(
			'lodestar_recommended_extensions',
			static fn ( $items ) => array_merge(
				$items,
				array(
					array(
						'slug' => 'hello-dolly',
						'type' => 'plugin',
						'name' => '<b>Hello</b> Dolly',
					),
					array(
						'slug' => '../evil',
						'type' => 'plugin',
					),
					array(
						'slug' => 'x',
						'type' => 'widget',
					),
					'nonsense',
					array(
						'slug' => 'redirection',
						'type' => 'plugin',
						'name' => 'Duplicate',
					),
				)
			)
		);
		$this->act_as( 'administrator' );
		$data = $this->json_data( $this->rest( 'GET', '/lodestar/v1/plugins/installed' ) );
		$slugs = array_map( static fn ( $item ) => $item['slug'], $data['recommended'] );
		$this->assertSame( array( 'ollie', 'wp-super-cache', 'ewww-image-optimizer', 'redirection', 'updraftplus', 'hello-dolly' ), $slugs );
		$this->assertSame( 'Hello Dolly', $data['recommended'][5]['name'] );
	}

	/**
	 * Every install/activate route: 401 logged out, 403 subscriber and editor, before any directory call.
	 */
	public function test_every_operation_needs_its_capability(): void {
		foreach ( self::ROUTES as $route => list( $slug ) ) {
			wp_set_current_user( 0 );
			$this->assertSame( 401, $this->post( $route, array( 'slug' => $slug ) )->get_status(), "anonymous $route" );
			foreach ( array( 'subscriber', 'editor' ) as $role ) {
				$this->act_as( $role );
				$response = $this->post( $route, array( 'slug' => $slug ) );
				$this->assertSame( 403, $response->get_status(), "$role $route" );
				$this->assertSame( 'rest_forbidden', $response->get_data()['code'] );
			}
		}
		$this->assertSame( array(), $this->fake_paths() );
	}

	/**
	 * Each route needs its own capability (e.g. no install_plugins under DISALLOW_FILE_MODS).
	 */
	public function test_an_administrator_without_the_one_capability_is_refused(): void {
		$this->act_as( 'administrator' );
		foreach ( self::ROUTES as $route => list( $slug, $capability ) ) {
			$deny = static function ( $caps, $cap ) use ( $capability ) {
				return $cap === $capability ? array( 'do_not_allow' ) : $caps;
			};
			add_filter( 'map_meta_cap', $deny, 10, 2 );
			$this->assertSame( 403, $this->post( $route, array( 'slug' => $slug ) )->get_status(), $route );
			remove_filter( 'map_meta_cap', $deny, 10 );
		}
		$this->assertSame( array(), $this->fake_paths() );
	}

	/**
	 * Each route needs the lodestar_extensions nonce of the current user.
	 */
	public function test_every_operation_needs_the_nonce_of_this_user(): void {
		$other = $this->act_as( 'administrator' );
		$foreign = wp_create_nonce( 'lodestar_extensions' );
		$this->act_as( 'administrator' );
		$this->assertNotSame( $other, get_current_user_id() );
		foreach ( array_keys( self::ROUTES ) as $route ) {
			$slug = self::ROUTES[ $route ][0];
			foreach ( array( 'wrong', $foreign, wp_create_nonce( 'wp_rest' ) ) as $nonce ) {
				$response = $this->rest( 'POST', $route, array( 'slug' => $slug, 'nonce' => $nonce ) );
				$this->assertSame( 403, $response->get_status(), $route );
				$this->assertSame( 'lodestar_bad_nonce', $response->get_data()['code'] );
			}
			$response = $this->rest( 'POST', $route, array( 'slug' => $slug ) );
			$this->assertSame( 400, $response->get_status(), "$route without nonce" );
		}
		$this->assertSame( array(), $this->fake_paths() );
	}

	/**
	 * Malformed slugs, other types and slugs off the list are refused; so is malformed JSON.
	 */
	public function test_slugs_must_be_well_formed_and_on_the_list(): void {
		$this->act_as( 'administrator' );
		foreach ( array_keys( self::ROUTES ) as $route ) {
			foreach ( array( '../redirection', 'Redirection', 'a--b', '-a', 'a b', '', str_repeat( 'a', 101 ) ) as $slug ) {
				$response = $this->post( $route, array( 'slug' => $slug ) );
				$this->assertSame( 400, $response->get_status(), "$route '$slug'" );
				$this->assertSame( 'rest_invalid_param', $response->get_data()['code'], "$route '$slug'" );
			}
			$response = $this->post( $route, array( 'slug' => array( 'redirection' ) ) );
			$this->assertSame( 400, $response->get_status() );
			// Well formed, but not recommended (and the theme list's slug is no plugin).
			foreach ( array( 'hello-dolly', str_contains( $route, 'plugins' ) ? 'ollie' : 'redirection' ) as $slug ) {
				$response = $this->post( $route, array( 'slug' => $slug ) );
				$this->assertSame( 400, $response->get_status() );
				$this->assertSame( 'lodestar_not_recommended', $response->get_data()['code'] );
			}
			$response = $this->post(
				$route,
				array(
					'slug'     => self::ROUTES[ $route ][0],
					'activate' => true,
				)
			);
			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( 'Unknown parameters: activate.', $response->get_data()['message'] );
			$response = $this->rest( 'POST', $route, null, '{"slug": "redirection",' );
			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( 'rest_invalid_json', $response->get_data()['code'] );
		}
		$this->assertSame( array(), $this->fake_paths() );
	}

	/**
	 * plugins_api() and the download are answered by the fake; the package is unpacked.
	 */
	public function test_installs_a_plugin_from_the_directory(): void {
		$this->act_as( 'administrator' );
		$response = $this->post( '/lodestar/v1/plugins/install', array( 'slug' => 'redirection' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertTrue( $data['success'] );
		$this->assertSame( 'Redirection installed successfully.', $data['message'] );
		$this->assertFileExists( $this->tmp . '/plugins/redirection/redirection.php' );
		$this->assertStringContainsString( 'Plugin Name: Redirection (test package)', (string) file_get_contents( $this->tmp . '/plugins/redirection/redirection.php' ) );
		$paths = $this->fake_paths();
		$this->assertStringStartsWith( '/plugins/info/1.2/?action=plugin_information', $paths[0] );
		$this->assertStringContainsString( 'request%5Bslug%5D=redirection', $paths[0] );
		$this->assertContains( '/plugin/redirection.1.0.0.zip', $paths );
		$this->assertFalse( get_option( 'lodestar_extensions.lock' ), 'The lock is released.' );
	}

	/**
	 * A theme is installed, switched to, then reported as already installed and activated.
	 */
	public function test_installs_and_activates_a_theme(): void {
		$this->act_as( 'administrator' );
		$response = $this->post( '/lodestar/v1/themes/install', array( 'slug' => 'ollie' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'Ollie installed successfully.', $response->get_data()['message'] );
		$this->assertFileExists( $this->tmp . '/themes/ollie/style.css' );
		wp_clean_themes_cache();
		$this->assertContains( 'ollie', $response->get_data()['data']['themes']['installed'] );

		$response = $this->post( '/lodestar/v1/themes/activate', array( 'slug' => 'ollie' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'Ollie activated successfully.', $response->get_data()['message'] );
		$this->assertSame( 'ollie', get_stylesheet() );
		$this->assertSame( array( 'ollie' ), $response->get_data()['data']['themes']['active'] );

		$response = $this->post( '/lodestar/v1/themes/activate', array( 'slug' => 'ollie' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertTrue( $response->get_data()['already_active'] );
		$this->assertSame( 'Ollie is already installed and activated.', $response->get_data()['message'] );

		$response = $this->post( '/lodestar/v1/themes/install', array( 'slug' => 'ollie' ) );
		$this->assertTrue( $response->get_data()['already_installed'] );
		$this->assertCount( 2, array_filter( $this->fake_paths(), static fn ( $path ) => str_starts_with( $path, '/themes/info/1.2/' ) || str_starts_with( $path, '/theme/ollie.' ) ), 'Nothing is fetched for an installed theme.' );
	}

	/**
	 * Activating something not installed is a 409 with a message.
	 */
	public function test_activating_what_is_not_installed_says_so(): void {
		$this->act_as( 'administrator' );
		foreach ( array( '/lodestar/v1/plugins/activate' => 'redirection', '/lodestar/v1/themes/activate' => 'ollie' ) as $route => $slug ) {
			$response = $this->post( $route, array( 'slug' => $slug ) );
			$this->assertSame( 409, $response->get_status() );
			$this->assertSame( 'lodestar_not_installed', $response->get_data()['code'] );
			$this->assertSame( 'It is not installed.', $response->get_data()['message'] );
		}
	}

	/**
	 * The directory's own refusal keeps its message.
	 */
	public function test_a_slug_the_directory_does_not_know_keeps_its_message(): void {
		$this->control( 'config', array( 'unknown' => array( 'redirection', 'ollie' ) ) );
		$this->act_as( 'administrator' );
		$response = $this->post( '/lodestar/v1/plugins/install', array( 'slug' => 'redirection' ) );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'Plugin not found.', $response->get_data()['message'] );
		$response = $this->post( '/lodestar/v1/themes/install', array( 'slug' => 'ollie' ) );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'Theme not found', $response->get_data()['message'] );
	}

	/**
	 * A server error of the directory: the spec's updates-API text.
	 */
	public function test_a_directory_error_is_the_updates_api_not_available(): void {
		$this->control(
			'fail',
			array(
				'match'  => '/info/1.2',
				'status' => 500,
				'body'   => '<html>Server error</html>',
			)
		);
		$this->act_as( 'administrator' );
		foreach ( array( '/lodestar/v1/plugins/install' => 'redirection', '/lodestar/v1/themes/install' => 'ollie' ) as $route => $slug ) {
			$response = $this->post( $route, array( 'slug' => $slug ) );
			$this->assertSame( 503, $response->get_status(), $route );
			$this->assertSame( 'lodestar_updates_api_unavailable', $response->get_data()['code'] );
			$this->assertSame( 'WordPress updates API not available.', $response->get_data()['message'] );
		}
	}

	/**
	 * A package that is not found: the upgrader's message, nothing unpacked.
	 */
	public function test_a_failed_download_keeps_the_upgraders_message(): void {
		$this->control(
			'fail',
			array(
				'match'  => '/plugin/redirection.',
				'status' => 404,
			)
		);
		$this->act_as( 'administrator' );
		$response = $this->post( '/lodestar/v1/plugins/install', array( 'slug' => 'redirection' ) );
		$this->assertSame( 500, $response->get_status() );
		$this->assertSame( 'lodestar_install_failed', $response->get_data()['code'] );
		$this->assertStringStartsWith( 'Download failed.', $response->get_data()['message'] );
		$this->assertDirectoryDoesNotExist( $this->tmp . '/plugins/redirection' );
	}

	/**
	 * A hanging directory API: the spec text once the timeout passes, with no plain-HTTP retry.
	 */
	public function test_a_hanging_directory_fails_within_the_timeout_without_a_second_try(): void {
		$this->control(
			'fail',
			array(
				'match' => '/plugins/info/1.2',
				'hang'  => true,
			)
		);
		add_filter( 'lodestar_extensions_timeout', static fn () => 2 );
		$this->act_as( 'administrator' );
		$start    = microtime( true );
		$response = $this->post( '/lodestar/v1/plugins/install', array( 'slug' => 'redirection' ) );
		$elapsed  = microtime( true ) - $start;
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'WordPress updates API not available.', $response->get_data()['message'] );
		$this->assertGreaterThanOrEqual( 1.9, $elapsed );
		$this->assertLessThan( 3.8, $elapsed, 'plugins_api()\'s plain-HTTP retry must not wait again.' );
		$this->assertCount( 1, $this->fake_paths() );
	}

	/**
	 * A hanging download: the spec text once the download timeout passes.
	 */
	public function test_a_hanging_download_fails_within_the_timeout(): void {
		$this->control(
			'fail',
			array(
				'match' => '/theme/ollie.',
				'hang'  => true,
			)
		);
		add_filter( 'lodestar_extensions_timeout', static fn ( $seconds, $kind ) => 'download' === $kind ? 2 : 5, 10, 2 );
		$this->act_as( 'administrator' );
		$start    = microtime( true );
		$response = $this->post( '/lodestar/v1/themes/install', array( 'slug' => 'ollie' ) );
		$elapsed  = microtime( true ) - $start;
		$this->assertSame( 503, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'WordPress updates API not available.', $response->get_data()['message'] );
		$this->assertLessThan( 3.8, $elapsed );
		$this->assertDirectoryDoesNotExist( $this->tmp . '/themes/ollie' );
	}

	/**
	 * A directory that is not running (connection refused): the spec text at once.
	 */
	public function test_a_stopped_directory_is_the_updates_api_not_available(): void {
		$url = (string) getenv( 'LODESTAR_FAKE_WPORG_URL' );
		putenv( 'LODESTAR_FAKE_WPORG_URL=http://localhost:9' );
		try {
			$this->act_as( 'administrator' );
			$start    = microtime( true );
			$response = $this->post( '/lodestar/v1/themes/install', array( 'slug' => 'ollie' ) );
			$elapsed  = microtime( true ) - $start;
		} finally {
			putenv( 'LODESTAR_FAKE_WPORG_URL=' . $url );
		}
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'WordPress updates API not available.', $response->get_data()['message'] );
		$this->assertLessThan( 2.0, $elapsed );
	}

	/**
	 * Without the reroute (as in production, here with outside requests blocked): the failed
	 * HTTPS call is noted, plugins_api()'s plain-HTTP retry is answered at once with the same
	 * error, and the answer is the spec text.
	 */
	public function test_the_unrerouted_directory_call_fails_once(): void {
		remove_filter( 'pre_http_request', 'lodestar_fake_wporg_reroute', 10 );
		$seen = array();
		add_filter(
			'pre_http_request',
			static function ( $pre, $args, $url ) use ( &$seen ) {
				$seen[] = array( strtok( (string) $url, '?' ), $pre instanceof \WP_Error, $args['timeout'] );
				return $pre;
			},
			5,
			3
		);
		$this->act_as( 'administrator' );
		$response = $this->post( '/lodestar/v1/plugins/install', array( 'slug' => 'redirection' ) );
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'WordPress updates API not available.', $response->get_data()['message'] );
		$this->assertSame(
			array(
				array( 'https://api.wordpress.org/plugins/info/1.2/', false, 10.0 ),
				array( 'http://api.wordpress.org/plugins/info/1.2/', true, 10.0 ),
			),
			$seen
		);
		$this->assertSame( array(), $this->fake_paths() );
	}

	/**
	 * Default timeouts (pinned): 10 s per API call, 60 s per download, only for wordpress.org.
	 */
	public function test_the_default_timeouts_are_short(): void {
		$installer = new \Lodestar\Extensions\Installer();
		$this->assertSame( 10.0, $installer::timeout( 'api' ) );
		$this->assertSame( 60.0, $installer::timeout( 'download' ) );
		// Applied only to wordpress.org hosts, and never longer than the caller asked.
		$this->assertSame( 10.0, $installer->limit_directory_request( array( 'timeout' => 15 ), 'https://api.wordpress.org/plugins/info/1.2/' )['timeout'] );
		$this->assertSame( 60.0, $installer->limit_directory_request( array( 'timeout' => 300, 'stream' => true ), 'https://downloads.wordpress.org/plugin/x.zip' )['timeout'] );
		$this->assertSame( 3.0, $installer->limit_directory_request( array( 'timeout' => 3 ), 'https://api.wordpress.org/core/version-check/1.7/' )['timeout'] );
		$this->assertSame( 300, $installer->limit_directory_request( array( 'timeout' => 300 ), 'https://example.com/x.zip' )['timeout'] );
	}

	/**
	 * Without direct file access: a clear answer at once, no directory call, no form printed.
	 */
	public function test_without_direct_file_access_the_answer_asks_for_credentials_at_once(): void {
		add_filter( 'filesystem_method', static fn () => 'ftpext' );
		$this->act_as( 'administrator' );
		foreach ( array( '/lodestar/v1/plugins/install' => 'redirection', '/lodestar/v1/themes/install' => 'ollie' ) as $route => $slug ) {
			$start    = microtime( true );
			$response = $this->post( $route, array( 'slug' => $slug ) );
			$this->assertLessThan( 1.0, microtime( true ) - $start );
			$this->assertSame( 409, $response->get_status() );
			$this->assertSame( 'lodestar_filesystem_credentials', $response->get_data()['code'] );
			$this->assertStringContainsString( 'without FTP or SSH credentials', $response->get_data()['message'] );
		}
		$this->assertSame( array(), $this->fake_paths() );
	}

	/**
	 * While another operation holds the lock: the spec's one-at-a-time text.
	 */
	public function test_one_operation_at_a_time(): void {
		$this->act_as( 'administrator' );
		require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
		$this->assertTrue( WP_Upgrader::create_lock( 'lodestar_extensions', 300 ) );
		$response = $this->post( '/lodestar/v1/plugins/install', array( 'slug' => 'redirection' ) );
		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'Another operation is in progress. Please wait.', $response->get_data()['message'] );
		$this->assertSame( array(), $this->fake_paths() );
		WP_Upgrader::release_lock( 'lodestar_extensions' );
	}
}
