<?php
/**
 * Lodestar's Site Health tests and Info section.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Health\SiteHealth;
use Lodestar\Plugin;
use Lodestar\Robots\RobotsTxt;
use Lodestar\Tests\TestCase;
use Lodestar\Wiring\Health;

require_once __DIR__ . '/ServedSiteHarness.php';

/**
 * Each test's passing and failing states, the link to the screen that fixes it, the async
 * sitemap route's permissions, the Info section without secrets, and nothing registered for
 * page views.
 */
class SiteHealthTest extends TestCase {

	use ServedSiteHarness {
		tearDown as served_site_tear_down;
	}

	/**
	 * A physical robots.txt made by a test.
	 *
	 * @var string
	 */
	private string $robots_file = '';

	/**
	 * An administrator, search engines allowed, no other plugin, sitemaps on.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->act_as( 'administrator' );
		update_option( 'blog_public', '1' );
		update_option( 'active_plugins', array( 'lodestar/plugin.php' ) );
		update_option( RobotsTxt::OPTION, '', false );
		delete_option( 'lodestar_history' );
		Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) );
	}

	/**
	 * Removes a physical robots.txt.
	 */
	protected function tearDown(): void {
		if ( '' !== $this->robots_file && is_file( $this->robots_file ) ) {
			unlink( $this->robots_file );
		}
		// The harness's own tearDown (plain permalinks again), then TestCase's.
		$this->served_site_tear_down();
	}

	/**
	 * The Site Health tests as the wiring builds them, on an environment type.
	 *
	 * @param string $environment production, staging, development or local.
	 */
	private function health( string $environment = 'production' ): SiteHealth {
		$property = new \ReflectionProperty( Plugin::class, 'services' );
		$property->setAccessible( true );
		return Health::site_health( $property->getValue( Plugin::instance() ), Plugin::instance()->sitemaps(), static fn (): string => $environment );
	}

	/**
	 * Asserts a result's status, label and the link to the Lodestar screen that fixes it.
	 *
	 * @param array<string, mixed> $result Result.
	 * @param string               $test   Test id.
	 * @param string               $status Status.
	 * @param string               $label  Label.
	 * @param string               $route  App route of the link.
	 */
	private function assert_result( array $result, string $test, string $status, string $label, string $route ): void {
		$this->assertSame( $test, $result['test'] );
		$this->assertSame( $status, $result['status'], $label . ': ' . $result['description'] );
		$this->assertSame( $label, $result['label'] );
		$this->assertSame( 'SEO', $result['badge']['label'] );
		$this->assertStringContainsString( 'href="' . esc_url( admin_url( 'admin.php?page=lodestar#' . $route ) ) . '"', $result['actions'] );
	}

	/**
	 * Site Health gets three direct tests and the async sitemap and robots.txt tests with their REST URLs.
	 */
	public function test_the_tests_are_added(): void {
		$tests = $this->health()->tests(
			array(
				'direct' => array( 'core' => array() ),
				'async'  => array(),
			)
		);
		$this->assertSame( array( 'core', 'lodestar_search_engine_visibility', 'lodestar_other_seo_plugins', 'lodestar_page_checks' ), array_keys( $tests['direct'] ) );
		$this->assertSame( array( 'lodestar_sitemap', 'lodestar_robots_txt' ), array_keys( $tests['async'] ) );
		$this->assertTrue( $tests['async']['lodestar_sitemap']['has_rest'] );
		$this->assertSame( rest_url( 'lodestar/v1/site-health/sitemap' ), $tests['async']['lodestar_sitemap']['test'] );
		$this->assertTrue( $tests['async']['lodestar_robots_txt']['has_rest'] );
		$this->assertSame( rest_url( 'lodestar/v1/site-health/robots-txt' ), $tests['async']['lodestar_robots_txt']['test'] );
		foreach ( $tests['direct'] as $id => $test ) {
			if ( 'core' !== $id ) {
				$this->assertIsCallable( $test['test'] );
			}
		}
	}

	/**
	 * Page views register nothing: no Site Health filter holds a Lodestar callback.
	 */
	public function test_nothing_is_registered_for_page_views(): void {
		$this->assertFalse( is_admin() );
		foreach ( array( 'site_status_tests', 'debug_information' ) as $hook ) {
			foreach ( $GLOBALS['wp_filter'][ $hook ]->callbacks ?? array() as $callbacks ) {
				foreach ( $callbacks as $callback ) {
					$this->assertFalse( is_array( $callback['function'] ) && $callback['function'][0] instanceof SiteHealth, $hook );
				}
			}
		}
	}

	/**
	 * Search engine visibility off: critical on production, good on a staging or local site.
	 */
	public function test_search_engine_visibility(): void {
		$this->assert_result( $this->health()->visibility_test(), 'lodestar_search_engine_visibility', 'good', 'Search engines may index this site', '/site-seo-analysis' );

		update_option( 'blog_public', '0' );
		$result = $this->health()->visibility_test();
		$this->assert_result( $result, 'lodestar_search_engine_visibility', 'critical', 'Search engines are asked not to index this production site', '/site-seo-analysis' );
		$this->assertStringContainsString( 'Settings → Reading → Search engine visibility', $result['description'] );
		$this->assertSame( 'red', $result['badge']['color'] );

		$this->assert_result( $this->health( 'staging' )->visibility_test(), 'lodestar_search_engine_visibility', 'good', 'Search engines are kept away from this staging site', '/site-seo-analysis' );
	}

	/**
	 * robots.txt as the served site answers it, through the analysis' robots_txt check (the
	 * same verdict): Lodestar's saved content blocking Googlebot, a physical file blocking
	 * everything, a staging site, a loopback request that fails.
	 */
	public function test_robots_txt(): void {
		$this->serve_site();
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		flush_rewrite_rules( false );
		$result = $this->health()->robots_test();
		$this->assert_result( $result, 'lodestar_robots_txt', 'good', 'robots.txt lets search engines crawl the site', '/advanced/robots-txt-editor' );
		$this->assertStringContainsString( 'It lets Googlebot, Bingbot and every other crawler reach the home page', $result['description'] );

		$this->assertTrue( Plugin::instance()->sitemaps()->robots_txt->save( "User-agent: Googlebot\nDisallow: /\n" ) );
		$result = $this->health()->robots_test();
		$this->assert_result( $result, 'lodestar_robots_txt', 'critical', 'robots.txt keeps search engines out', '/advanced/robots-txt-editor' );
		$this->assertStringContainsString( 'robots.txt keeps Googlebot out of the home page', $result['description'] );
		$this->assertStringContainsString( 'line 2 “Disallow: /” disallows it.', $result['description'] );
		$this->assertStringContainsString( 'The rule is in Lodestar’s robots.txt', $result['description'] );

		$this->assert_result( $this->health( 'development' )->robots_test(), 'lodestar_robots_txt', 'good', 'robots.txt keeps crawlers out of this development site', '/advanced/robots-txt-editor' );

		// A physical file in the served site's root wins over what WordPress would serve.
		$this->robots_file = (string) getenv( 'WP_SITE_DIR' ) . '/robots.txt';
		$this->assertFileDoesNotExist( $this->robots_file );
		file_put_contents( $this->robots_file, "User-agent: *\nDisallow: /\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		chmod( $this->robots_file, 0644 );
		$file = $this->robots_file;
		add_filter( 'lodestar_robots_txt_file', static fn () => $file );
		Plugin::instance()->sitemaps()->robots_txt->save( '' );
		$result = $this->health()->robots_test();
		$this->assertSame( 'critical', $result['status'] );
		$this->assertStringContainsString( 'robots.txt keeps Googlebot, Bingbot, every other crawler (*) out of the home page', $result['description'] );
		$this->assertStringContainsString( 'a file in the site’s root folder', $result['description'] );
		file_put_contents( $this->robots_file, "User-agent: *\nDisallow:\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$this->assertSame( 'good', $this->health()->robots_test()['status'] );

		add_filter( 'option_home', static fn () => 'http://127.0.0.1:9', 100 );
		$this->assert_result( $this->health()->robots_test(), 'lodestar_robots_txt', 'recommended', 'robots.txt could not be checked', '/advanced/robots-txt-editor' );
	}

	/**
	 * Another SEO plugin active: critical, with the analysis' message and a link to the migration.
	 */
	public function test_other_seo_plugins(): void {
		update_option( 'active_plugins', array( 'redirection/redirection.php', 'lodestar/plugin.php' ) );
		$this->assert_result( $this->health()->other_plugins_test(), 'lodestar_other_seo_plugins', 'good', 'No other SEO plugin is active', '/tools/migrate' );

		update_option( 'active_plugins', array( 'lodestar/plugin.php', 'wordpress-seo/wp-seo.php' ) );
		$result = $this->health()->other_plugins_test();
		$this->assert_result( $result, 'lodestar_other_seo_plugins', 'critical', 'Another SEO plugin is active next to Lodestar', '/tools/migrate' );
		$this->assertStringStartsWith( '<p>Another SEO plugin is active: Yoast SEO.', $result['description'] );
	}

	/**
	 * Page checks older than the settings: the settings changed after the newest stored check.
	 */
	public function test_page_checks_older_than_the_settings(): void {
		global $wpdb;
		// No settings change recorded yet (setUp's save came before the history was emptied).
		$post = $this->publish_post( array( 'post_title' => 'Checked' ) );
		$this->assertIsArray( get_post_meta( $post, '_lodestar_page_checks', true ), 'Publishing stores the checks.' );
		$this->assert_result( $this->health()->page_checks_test(), 'lodestar_page_checks', 'good', 'Page checks are newer than the settings', '/site-seo-analysis' );

		// Checked an hour ago, settings changed now.
		$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS ) ), array( 'ID' => $post ) );
		clean_post_cache( $post );
		Plugin::instance()->settings()->save( array( 'separator' => '|' ) );
		$result = $this->health()->page_checks_test();
		$this->assert_result( $result, 'lodestar_page_checks', 'recommended', 'Page checks are older than the settings', '/site-seo-analysis' );
		$this->assertStringContainsString( 'the results of 1 post were computed with the old titles', $result['description'] );

		// A post saved since: its checks are newer than the settings.
		$this->publish_post( array( 'post_title' => 'Fresh' ) );
		$result = $this->health()->page_checks_test();
		$this->assertSame( 'good', $result['status'] );
		$this->assertStringContainsString( '1 post was checked before', $result['description'] );
	}

	/**
	 * The sitemap over loopback: off, reachable (the served test site), unreadable.
	 */
	public function test_sitemap_reachable(): void {
		$this->serve_site();
		Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => false ) );
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		flush_rewrite_rules( false );
		// Turning the sitemaps on stores their rewrite rules.
		Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) );
		$this->publish_post();

		$result = $this->health()->sitemap_test();
		$this->assert_result( $result, 'lodestar_sitemap', 'good', 'The XML sitemap is reachable', '/advanced/sitemaps' );
		$this->assertStringContainsString( 'sitemap_index.xml) is valid XML', $result['description'] );

		add_filter(
			'pre_http_request',
			static fn ( $pre, $args, $url ) => str_contains( (string) $url, 'sitemap_index.xml' ) ? array(
				'response' => array(
					'code'    => 404,
					'message' => 'Not Found',
				),
				'headers'  => array(),
				'body'     => 'Not found',
				'cookies'  => array(),
			) : $pre,
			1,
			3
		);
		$result = $this->health()->sitemap_test();
		$this->assert_result( $result, 'lodestar_sitemap', 'critical', 'The XML sitemap cannot be read', '/advanced/sitemaps' );
		$this->assertStringContainsString( 'could not be read', $result['description'] );

		// No answer at all (loopback blocked): the test could not run, not a critical defect.
		add_filter( 'pre_http_request', static fn ( $pre, $args, $url ) => str_contains( (string) $url, 'sitemap_index.xml' ) ? new \WP_Error( 'http_request_failed', 'Blocked by a firewall' ) : $pre, 2, 3 );
		$result = $this->health()->sitemap_test();
		$this->assert_result( $result, 'lodestar_sitemap', 'recommended', 'Lodestar could not run this test', '/advanced/sitemaps' );
		$this->assertStringContainsString( 'Blocked by a firewall', $result['description'] );

		Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => false ) );
		$this->assert_result( $this->health()->sitemap_test(), 'lodestar_sitemap', 'good', 'Lodestar’s XML sitemaps are off', '/advanced/sitemaps' );
	}

	/**
	 * The async routes: Site Health's capability; the results of the sitemap and robots.txt tests.
	 */
	public function test_the_async_route(): void {
		Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => false ) );
		foreach ( array( 0 => 401, 'subscriber' => 403, 'editor' => 403 ) as $role => $status ) {
			wp_set_current_user( 0 );
			if ( is_string( $role ) ) {
				$this->act_as( $role );
			}
			$response = $this->rest( 'GET', '/lodestar/v1/site-health/sitemap' );
			$this->assertSame( $status, $response->get_status(), (string) $role );
		}
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/lodestar/v1/site-health/sitemap' );
		$this->assertSame( 200, $response->get_status() );
		$body = $this->json_data( $response );
		$this->assertSame( 'lodestar_sitemap', $body['test'] );
		$this->assertSame( 'good', $body['status'] );
		$this->assertSame( 'Lodestar’s XML sitemaps are off', $body['label'] );

		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', '/lodestar/v1/site-health/robots-txt' )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', '/lodestar/v1/site-health/robots-txt' )->get_status() );
		$this->act_as( 'administrator' );
		add_filter( 'option_home', static fn () => 'http://127.0.0.1:9', 100 );
		$body = $this->json_data( $this->rest( 'GET', '/lodestar/v1/site-health/robots-txt' ) );
		$this->assertSame( 'lodestar_robots_txt', $body['test'] );
		$this->assertSame( 'recommended', $body['status'] );
	}

	/**
	 * The Info section lists key settings and no secret (Search Console tokens, client secret).
	 */
	public function test_debug_information_has_no_secrets(): void {
		$property = new \ReflectionProperty( Plugin::class, 'services' );
		$property->setAccessible( true );
		$console = $property->getValue( Plugin::instance() )->search_console;
		$this->assertTrue( $console->save_client( 'client-1234.apps.googleusercontent.com', 'GOCSPX-very-secret-value' ) );
		$console->tokens->store_grant( '1//refresh-token-secret', 'ya29.access-token-secret', 3600, array( 'https://www.googleapis.com/auth/webmasters.readonly' ) );
		$console->tokens->set( 'site', 'sc-domain:example.org' );
		Plugin::instance()->settings()->save( array( 'separator' => '|' ) );

		$info = $this->health()->debug_information( array( 'wp-core' => array() ) );
		$this->assertArrayHasKey( 'wp-core', $info );
		$this->assertSame( 'Lodestar SEO', $info['lodestar']['label'] );
		$fields = $info['lodestar']['fields'];
		$this->assertSame( '|', $fields['separator']['value'] );
		$this->assertSame( 'production', $fields['environment']['value'] );
		$this->assertSame( 'yes', $fields['xml_sitemap']['debug'] );
		$this->assertSame( 'yes', $fields['search_console']['debug'] );
		$this->assertNotSame( 'Not recorded', $fields['settings_changed']['value'] );

		$text = (string) wp_json_encode( $info );
		foreach ( array( 'GOCSPX-very-secret-value', 'refresh-token-secret', 'access-token-secret', 'very-secret', 'client-1234' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $text );
		}
		foreach ( $fields as $key => $field ) {
			$this->assertIsString( $field['label'], $key );
			$this->assertIsString( $field['value'], $key );
		}
	}
}
