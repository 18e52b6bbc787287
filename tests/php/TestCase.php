<?php
/**
 * Base class of Lodestar's PHPUnit tests.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests;

use Lodestar\Plugin;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Runs each test in a database transaction that is rolled back afterwards, with a flushed
 * object cache, no current user, and the hooks as they were before the test.
 *
 * @since 0.1.0
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {

	/**
	 * Hooks before the test.
	 *
	 * @var array<string, \WP_Hook>
	 */
	private array $hooks_backup = array();

	/**
	 * Globals restored after the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $globals_backup = array();

	/**
	 * Globals a test may replace; restored afterwards.
	 */
	private const BACKED_UP_GLOBALS = array( 'wp_query', 'wp_the_query', 'post', 'wp_rest_server', 'wp_scripts', 'wp_styles', 'menu', 'submenu', '_registered_pages', 'admin_page_hooks', '_parent_pages', 'current_screen' );

	/**
	 * Counter for unique user names.
	 *
	 * @var int
	 */
	private static int $user_counter = 0;

	/**
	 * Tests so far: each has its own folder of compiled data files.
	 *
	 * @var int
	 */
	private static int $compiled_counter = 0;

	/**
	 * Starts the transaction and resets state.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb, $wp_filter;

		$wpdb->suppress_errors( false );
		$wpdb->show_errors( true );
		$this->begin_test_transaction();

		foreach ( $wp_filter as $name => $hook ) {
			$this->hooks_backup[ $name ] = clone $hook;
		}
		foreach ( self::BACKED_UP_GLOBALS as $name ) {
			$this->globals_backup[ $name ] = $GLOBALS[ $name ] ?? null;
		}

		$GLOBALS['lodestar_tests_compiled_folder'] = sys_get_temp_dir() . '/lodestar-compiled-' . getmypid() . '-' . ++self::$compiled_counter;
		$this->reset_state();
	}

	/**
	 * Rolls back and resets state.
	 */
	protected function tearDown(): void {
		global $wp_filter;

		$this->roll_back_test_transaction();
		// Its kept heads' folders, the compiled files.
		\Lodestar\Support\CompiledFile::remove_all();
		foreach ( (array) glob( $GLOBALS['lodestar_tests_compiled_folder'] . '/{,.}*', GLOB_BRACE ) as $file ) {
			if ( is_string( $file ) && is_file( $file ) ) {
				unlink( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- a test's temporary folder.
			}
		}
		if ( is_dir( $GLOBALS['lodestar_tests_compiled_folder'] ) ) {
			rmdir( $GLOBALS['lodestar_tests_compiled_folder'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a test's temporary folder.
		}

		$wp_filter = array();
		foreach ( $this->hooks_backup as $name => $hook ) {
			$wp_filter[ $name ] = $hook;
		}
		$this->hooks_backup = array();
		foreach ( $this->globals_backup as $name => $value ) {
			$GLOBALS[ $name ] = $value;
		}
		$this->globals_backup = array();
		$_GET                 = array();
		$_POST                = array();

		$this->reset_state();
		parent::tearDown();
	}

	/**
	 * Starts what tearDown() rolls back: a transaction. A class whose tests share data built
	 * once (in setUpBeforeClass(), inside a transaction of its own) uses a savepoint instead.
	 */
	protected function begin_test_transaction(): void {
		$GLOBALS['wpdb']->query( 'START TRANSACTION' );
	}

	/**
	 * Rolls back what begin_test_transaction() started.
	 */
	protected function roll_back_test_transaction(): void {
		$GLOBALS['wpdb']->query( 'ROLLBACK' );
	}

	/**
	 * Flushes caches and logs out.
	 */
	private function reset_state(): void {
		wp_cache_flush();
		wp_set_current_user( 0 );
		Plugin::instance()->settings()->flush();
		// Rolled-back options never fire their update hooks: drop the per-request memos too.
		Plugin::instance()->term_index()->flush();
		Plugin::instance()->images()->flush();
		// WP_Rewrite keeps the permalink structure a test set in memory while its write is rolled
		// back; set_permalink_structure() of the same structure in a later test would then write
		// nothing (and url_to_postid() or a permalink check would see plain permalinks).
		$GLOBALS['wp_rewrite']->init();
	}

	/**
	 * Creates a user with a role.
	 *
	 * @param string $role Role name.
	 * @return int User ID.
	 */
	protected function create_user( string $role ): int {
		++self::$user_counter;
		$name = 'lodestar_' . $role . '_' . self::$user_counter;
		$id   = wp_insert_user(
			array(
				'user_login' => $name,
				'user_email' => $name . '@example.org',
				'user_pass'  => wp_generate_password( 16 ),
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id, 'User could not be created.' );
		return $id;
	}

	/**
	 * Creates a user with a role and makes it the current user.
	 *
	 * @param string $role Role name.
	 * @return int User ID.
	 */
	protected function act_as( string $role ): int {
		$id = $this->create_user( $role );
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * Dispatches a REST request through a fresh server.
	 *
	 * @param string      $method HTTP method.
	 * @param string      $route  Route, e.g. '/lodestar/v1/admin/global-settings'.
	 * @param mixed       $json   Body to send as JSON (null: no body).
	 * @param string|null $raw    Raw body (sent as application/json), overrides $json.
	 */
	protected function rest( string $method, string $route, $json = null, ?string $raw = null ): WP_REST_Response {
		$server                    = new WP_REST_Server();
		$GLOBALS['wp_rest_server'] = $server;
		do_action( 'rest_api_init', $server );

		$request = new WP_REST_Request( $method, $route );
		if ( null !== $raw || null !== $json ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( null !== $raw ? $raw : (string) wp_json_encode( $json ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * A response's data as the client receives it (through JSON).
	 *
	 * @param WP_REST_Response $response Response.
	 * @return mixed
	 */
	protected function json_data( WP_REST_Response $response ) {
		return json_decode( (string) wp_json_encode( rest_get_server()->response_to_data( $response, false ) ), true );
	}

	/**
	 * The stored settings option, straight from the database.
	 *
	 * @return mixed
	 */
	protected function stored_settings() {
		global $wpdb;
		$raw = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", 'lodestar_settings' ) );
		return null === $raw ? null : maybe_unserialize( $raw );
	}

	/**
	 * A site without posts (or post meta, or term links to posts) and with /%postname%/ permalinks.
	 */
	protected function empty_site(): void {
		global $wpdb;
		$wpdb->query( "DELETE FROM {$wpdb->posts}" );
		$wpdb->query( "DELETE FROM {$wpdb->postmeta}" );
		$wpdb->query( "DELETE FROM {$wpdb->term_relationships}" );
		$wpdb->query( "UPDATE {$wpdb->term_taxonomy} SET count = 0" );
		wp_cache_flush();
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
	}

	/**
	 * Creates a published post (a random title, "Text." as content) and returns its id.
	 *
	 * @param array<string, mixed> $args wp_insert_post() arguments over those defaults.
	 */
	protected function publish_post( array $args = array() ): int {
		$id = wp_insert_post(
			array_merge(
				array(
					'post_title'   => 'Post ' . wp_generate_password( 6, false ),
					'post_status'  => 'publish',
					'post_type'    => 'post',
					'post_content' => 'Text.',
				),
				$args
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Saves settings through the repository (as the settings screen does), asserting they are valid.
	 *
	 * @param array<string, mixed> $changes Keys and values.
	 */
	protected function save_settings( array $changes ): void {
		$this->assertNotInstanceOf( \WP_Error::class, Plugin::instance()->settings()->save( $changes ) );
	}

	/**
	 * What a generator script under bin/ prints (it must exit 0 and print nothing on stderr).
	 *
	 * @param string $script Path from the plugin root, e.g. bin/gen-settings-types.php.
	 */
	protected function run_generator( string $script ): string {
		return $this->run_command( array( PHP_BINARY, LODESTAR_PLUGIN_DIR . '/' . $script ) );
	}

	/**
	 * What a command prints on stdout; it must exit 0 and print nothing on stderr.
	 *
	 * @param string[] $command Program and arguments (no shell).
	 */
	protected function run_command( array $command ): string {
		$process = proc_open(
			$command,
			array(
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process );
		$output = (string) stream_get_contents( $pipes[1] );
		$errors = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		fclose( $pipes[2] ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->assertSame( 0, proc_close( $process ), $errors );
		$this->assertSame( '', $errors );
		return $output;
	}

	/**
	 * Makes a query the main query, as a front-end request for it would.
	 *
	 * @param array<string, mixed>|string $query_vars Query vars.
	 */
	protected function go_to( $query_vars ): \WP_Query {
		$query                   = new \WP_Query();
		$GLOBALS['wp_the_query'] = $query;
		$GLOBALS['wp_query']     = $query;
		$query->query( $query_vars );
		if ( $query->have_posts() && $query->is_singular() ) {
			$GLOBALS['post'] = $query->post;
			setup_postdata( $query->post );
		}
		return $query;
	}
}
