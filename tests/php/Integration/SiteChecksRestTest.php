<?php
/**
 * The site analysis routes, the runner's cache, ignore list and error count, and the menu badge.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Admin\Menu;
use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\IgnoreList;
use Lodestar\Analysis\Runner;
use Lodestar\Analysis\SiteCheck;
use Lodestar\Plugin;
use Lodestar\Tests\TestCase;

/**
 * Permissions for every route, invalid arguments, ignore/restore, caching and force. No
 * request leaves this process: remote calls fail at once (pre_http_request).
 */
class SiteChecksRestTest extends TestCase {

	/**
	 * Remote requests fail at once.
	 */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'pre_http_request', static fn () => new \WP_Error( 'http_request_failed', 'No network in this test' ) );
	}

	/**
	 * A request with query or body parameters.
	 *
	 * @param string               $method Method.
	 * @param string               $route  Route under lodestar/v1.
	 * @param array<string, mixed> $params Parameters (query for GET, JSON body otherwise).
	 */
	private function call( string $method, string $route, array $params = array() ): \WP_REST_Response {
		if ( 'GET' !== $method ) {
			return $this->rest( $method, '/lodestar/v1/' . $route, $params );
		}
		$server                    = new \WP_REST_Server();
		$GLOBALS['wp_rest_server'] = $server;
		do_action( 'rest_api_init', $server );
		$request = new \WP_REST_Request( 'GET', '/lodestar/v1/' . $route );
		$request->set_query_params( $params );
		return rest_do_request( $request );
	}

	/**
	 * Every route: 401 logged out, 403 for subscribers and editors, 200 for administrators.
	 */
	public function test_permissions_of_every_route(): void {
		$routes = array(
			array( 'GET', 'checks/general', array() ),
			array( 'GET', 'checks/settings', array() ),
			array( 'GET', 'checks/other', array() ),
			array( 'POST', 'checks/ignore-site-check', array( 'id' => 'search_console' ) ),
			array( 'DELETE', 'checks/ignore-site-check', array( 'id' => 'search_console' ) ),
		);
		foreach ( array( '' => 401, 'subscriber' => 403, 'editor' => 403, 'administrator' => 200 ) as $role => $status ) {
			'' === $role ? wp_set_current_user( 0 ) : $this->act_as( $role );
			foreach ( $routes as list( $method, $route, $params ) ) {
				$response = $this->call( $method, $route, $params );
				$this->assertSame( $status, $response->get_status(), "$method $route as " . ( '' === $role ? 'visitor' : $role ) );
			}
		}
		$this->assertSame( array(), get_option( IgnoreList::OPTION ), 'Denied calls changed nothing; the last (allowed) pair ignored and restored.' );
	}

	/**
	 * Invalid arguments are refused with 400 (an unknown category has no route).
	 */
	public function test_invalid_arguments(): void {
		$this->act_as( 'administrator' );
		$this->assertSame( 404, $this->call( 'GET', 'checks/performance' )->get_status() );
		$this->assertSame( 400, $this->call( 'GET', 'checks/other', array( 'force' => 'maybe' ) )->get_status() );
		$this->assertSame( 400, $this->call( 'GET', 'checks/other', array( 'url' => 'not a url' ) )->get_status() );
		$other = $this->call( 'GET', 'checks/other', array( 'url' => 'https://elsewhere.example/' ) );
		$this->assertSame( 400, $other->get_status(), 'The analysis reads no other site.' );
		$this->assertSame( 200, $this->call( 'GET', 'checks/other', array( 'url' => home_url( '/' ) ) )->get_status() );
		$this->assertSame( 400, $this->call( 'POST', 'checks/ignore-site-check' )->get_status(), 'id is required.' );
		$this->assertSame( 400, $this->call( 'POST', 'checks/ignore-site-check', array( 'id' => 'no_such_check' ) )->get_status() );
		$this->assertSame( 400, $this->call( 'DELETE', 'checks/ignore-site-check', array( 'id' => 'Bad Id!' ) )->get_status() );
		$this->assertSame( 400, $this->call( 'POST', 'checks/ignore-site-check', array( 'id' => array( 'search_console' ) ) )->get_status() );
		$this->assertFalse( get_option( IgnoreList::OPTION ) );
	}

	/**
	 * The report is cached until force; force reruns only that category.
	 */
	public function test_report_is_cached_until_force(): void {
		$this->act_as( 'administrator' );
		$first = $this->json_data( $this->call( 'GET', 'checks/other' ) );
		$this->assertSame(
			array(
				'search_console',
				'page_check_errors',
				'noindex_in_sitemap',
				'canonical_elsewhere',
				'missing_descriptions',
				'duplicate_titles',
				'duplicate_descriptions',
				'thin_content',
				'posts_without_subheadings',
				'orphan_posts',
				'no_internal_links',
				'images_without_alt',
				'mixed_content_posts',
			),
			array_keys( $first ),
			'The other category: Search Console, then the checks across the whole content.'
		);
		$this->assertSame(
			array(
				'status'      => 'suggestion',
				'message'     => 'Google Search Console is not connected.',
				'description' => $first['search_console']['description'],
				'category'    => 'other',
				'ignore'      => false,
			),
			$first['search_console']
		);
		$stored = get_option( Runner::REPORT_OPTION );
		$this->assertSame( 'suggestion', $stored['checks']['search_console']['status'] );
		$this->assertArrayNotHasKey( 'settings', $stored['updated'], 'Only the asked category ran.' );
		global $wpdb;
		$this->assertSame( 'off', $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", Runner::REPORT_OPTION ) ) );

		add_filter( 'lodestar_search_console_connected', '__return_true' );
		$this->assertSame( 'suggestion', $this->json_data( $this->call( 'GET', 'checks/other' ) )['search_console']['status'], 'Cached.' );
		$this->assertSame( 'success', $this->json_data( $this->call( 'GET', 'checks/other', array( 'force' => true ) ) )['search_console']['status'], 'Forced.' );
		$this->assertSame( 'success', $this->json_data( $this->call( 'GET', 'checks/other' ) )['search_console']['status'], 'The forced run is the new cache.' );
	}

	/**
	 * Ignore and restore: the flag, the stored list, and the menu's error count.
	 */
	public function test_ignore_and_restore_update_the_flag_and_the_error_count(): void {
		$this->act_as( 'administrator' );
		update_option( 'blog_public', '0' );
		$report = $this->json_data( $this->call( 'GET', 'checks/settings' ) );
		$errors = array_keys( array_filter( $report, static fn ( $e ) => 'error' === $e['status'] ) );
		$this->assertContains( 'search_engine_visibility', $errors );
		$this->assertNotContains( 'home_reachable', $errors, 'A home page that could not be requested is not an error of the site.' );
		$this->assertSame( 'unavailable', $report['home_reachable']['status'] );
		$this->assertSame( 'This check could not run: the request for the home page (http://example.org/) failed: Unable to connect to the URL (No network in this test).', $report['home_reachable']['message'] );
		$this->assertSame( count( $errors ), Runner::error_count() );
		$warnings = array_filter( $report, static fn ( $e ) => 'warning' === $e['status'] );
		$this->assertSame( count( $warnings ), (int) get_option( 'lodestar_analysis_warnings' ), 'The warning count is kept for the top bar too.' );
		global $wpdb;
		$this->assertSame( 'on', $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", Runner::ERRORS_OPTION ) ) );

		$response = $this->call( 'POST', 'checks/ignore-site-check', array( 'id' => 'search_engine_visibility' ) );
		$this->assertSame(
			array(
				'status' => 'success',
				'id'     => 'search_engine_visibility',
			),
			$response->get_data()
		);
		$this->assertSame( array( 'search_engine_visibility' ), get_option( IgnoreList::OPTION ) );
		$this->assertSame( count( $errors ) - 1, Runner::error_count() );
		$report = $this->json_data( $this->call( 'GET', 'checks/settings' ) );
		$this->assertTrue( $report['search_engine_visibility']['ignore'] );
		$this->assertSame( 'error', $report['search_engine_visibility']['status'], 'Ignoring keeps the result.' );
		$this->assertFalse( $report['home_reachable']['ignore'] );
		$this->assertSame( 'off', $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", IgnoreList::OPTION ) ) );

		$this->call( 'POST', 'checks/ignore-site-check', array( 'id' => 'search_engine_visibility' ) );
		$this->assertSame( array( 'search_engine_visibility' ), get_option( IgnoreList::OPTION ), 'Ignoring twice stores it once.' );

		$response = $this->call( 'DELETE', 'checks/ignore-site-check', array( 'id' => 'search_engine_visibility' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array(), get_option( IgnoreList::OPTION ) );
		$this->assertSame( count( $errors ), Runner::error_count() );
		$this->assertFalse( $this->json_data( $this->call( 'GET', 'checks/settings' ) )['search_engine_visibility']['ignore'] );
	}

	/**
	 * A check that throws could not run (`unavailable`, not counted as an error); the others still run.
	 */
	public function test_a_check_that_throws_is_unavailable(): void {
		$broken = new class() implements SiteCheck {
			/** Id. */
			public function id(): string {
				return 'broken';
			}
			/** Category. */
			public function category(): string {
				return 'general';
			}
			/** Throws. */
			public function run(): CheckResult {
				throw new \RuntimeException( 'Boom' );
			}
		};
		$fine   = new class() implements SiteCheck {
			/** Id. */
			public function id(): string {
				return 'fine';
			}
			/** Category. */
			public function category(): string {
				return 'general';
			}
			/** Passes. */
			public function run(): CheckResult {
				return new CheckResult( 'fine', 'general', 'success', 'Fine.' );
			}
		};
		$report = ( new Runner( array( $broken, $fine ), new IgnoreList() ) )->report( 'general' );
		$this->assertSame( 'unavailable', $report['broken']['status'], 'A check that throws could not run: neither a pass nor a defect.' );
		$this->assertSame( 'This check could not run: Boom', $report['broken']['message'] );
		$this->assertSame( 'success', $report['fine']['status'] );
		$this->assertSame( 0, Runner::error_count() );
	}

	/**
	 * Activation creates the error count option, autoloaded.
	 */
	public function test_activation_creates_the_autoloaded_error_count(): void {
		delete_option( Runner::ERRORS_OPTION );
		Plugin::instance()->ensure_options();
		$this->assertSame( 0, Runner::error_count() );
		$this->assertArrayHasKey( Runner::ERRORS_OPTION, wp_load_alloptions() );
		$this->assertSame( Runner::ERRORS_OPTION, Menu::ERRORS_OPTION, 'Admin reads the option Analysis writes.' );
		$this->assertSame( 'lodestar_analysis_errors', Runner::ERRORS_OPTION );
		$this->assertSame( 'lodestar_ignored_site_checks', IgnoreList::OPTION );
	}

	/**
	 * The menu shows the count badge of errors in WordPress's markup, at no query.
	 */
	public function test_menu_badge_costs_no_query(): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$this->act_as( 'administrator' );
		$GLOBALS['menu']             = array();
		$GLOBALS['submenu']          = array();
		$GLOBALS['admin_page_hooks'] = array();
		update_option( Runner::ERRORS_OPTION, 3, true );
		wp_cache_flush();
		wp_load_alloptions();
		$menu = new Menu( Plugin::instance()->settings() );
		Plugin::instance()->settings()->all();

		global $wpdb;
		$before = $wpdb->num_queries;
		$badge  = $menu->count_badge();
		$this->assertSame( 0, $wpdb->num_queries - $before, 'The badge reads an autoloaded option.' );
		$this->assertSame( ' <span class="awaiting-mod count-3"><span class="pending-count" aria-hidden="true">3</span><span class="screen-reader-text">3 site SEO errors</span></span>', $badge );

		$menu->add_pages();
		$top = array_values( array_filter( $GLOBALS['menu'], static fn ( $item ) => Menu::MAIN_SLUG === $item[2] ) );
		$this->assertSame( 'Lodestar' . $badge, $top[0][0] );

		update_option( Runner::ERRORS_OPTION, 0, true );
		$this->assertSame( '', $menu->count_badge(), 'No errors, no badge.' );
	}
}
