<?php
/**
 * The write listeners: added at once where requests write, on the first write of a page view.
 *
 * @package Lodestar
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Tests\TestCase;
use Lodestar\Wiring\WriteListeners;

require_once __DIR__ . '/ServedSiteHarness.php';

/**
 * WriteListeners on its own (gateways, one registration, every write API of WordPress), and on
 * a page view served by the test site: no write listener of Lodestar's until the page writes,
 * all of them before its first write runs.
 */
class WriteListenersTest extends TestCase {

	use ServedSiteHarness;

	/**
	 * Deferred: reads leave the listeners out, the first write adds them once, before it runs;
	 * no callback on WordPress's query filter (one call per query of every page view).
	 */
	public function test_deferred_listeners_come_with_the_first_write(): void {
		global $wpdb;
		$calls     = 0;
		$listeners = new WriteListeners(
			static function () use ( &$calls ): void {
				++$calls;
			}
		);
		$listeners->register( true );
		$wpdb->get_var( "SELECT option_value FROM {$wpdb->options} WHERE option_name = 'blogname'" );
		get_option( 'blogname' );
		get_post_meta( 1, 'x', true );
		$this->assertSame( 0, $calls, 'reads add nothing' );
		$this->assertFalse( $listeners->listening() );
		$this->assertFalse( has_filter( 'query', array( $listeners, 'on_write' ) ), 'no per-query callback' );
		$this->assertSame( PHP_INT_MIN, has_filter( 'pre_update_option', array( $listeners, 'on_write' ) ) );

		update_option( 'lodestar_write_probe', 'one' );
		$this->assertSame( 1, $calls, 'the first write adds the listeners' );
		$this->assertTrue( $listeners->listening() );
		update_option( 'lodestar_write_probe', 'two' );
		add_post_meta( 1, 'lodestar_write_probe', 'three' );
		$this->assertSame( 1, $calls, 'once' );
		$this->assertSame( 'one', apply_filters( 'pre_update_option', 'one', 'x', 'y' ), 'a gateway passes its value through' );
	}

	/**
	 * Not deferred (the admin, cron, the command line): added at once.
	 */
	public function test_admin_requests_add_the_listeners_at_once(): void {
		$calls     = 0;
		$listeners = new WriteListeners(
			static function () use ( &$calls ): void {
				++$calls;
			}
		);
		$this->assertTrue( WriteListeners::deferred(), 'a front-end request defers' );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		$GLOBALS['current_screen'] = \WP_Screen::get( 'dashboard' );
		$this->assertFalse( WriteListeners::deferred(), 'an admin screen does not' );
		$listeners->register( WriteListeners::deferred() );
		$GLOBALS['current_screen'] = null;
		$this->assertSame( 1, $calls );
		$this->assertFalse( has_filter( 'pre_update_option', array( $listeners, 'on_write' ) ), 'no gateway needed' );
	}

	/**
	 * Every hook Lodestar's write listeners use (read off a registration into an empty hook
	 * table) is in COVERED, whose gateways are all registered: a listener added on a new hook
	 * fails here until its gateway is named. And COVERED names no hook the listeners dropped.
	 */
	public function test_every_listener_hook_has_a_gateway(): void {
		global $wp_filter;
		$saved     = $wp_filter;
		$wp_filter = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored below.
		try {
			$listen = new \ReflectionMethod( \Lodestar\Plugin::class, 'listen' );
			$listen->invoke( \Lodestar\Plugin::instance() );
			$hooks = array_keys( $wp_filter );
		} finally {
			$wp_filter = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restores the table.
		}
		$hooks = array_values( array_diff( $hooks, array( 'shutdown' ) ) );
		sort( $hooks );
		$covered = array_keys( WriteListeners::COVERED );
		sort( $covered );
		$this->assertGreaterThanOrEqual( 40, count( $hooks ) );
		$this->assertSame( $hooks, $covered, 'COVERED lists exactly the listeners\' hooks' );
		foreach ( WriteListeners::COVERED as $hook => $gateway ) {
			$this->assertContains( $gateway, WriteListeners::GATEWAYS, $hook );
		}
	}

	/**
	 * Each write API of WordPress, on a deferred request: every hook of COVERED it fires finds
	 * the listeners in place, every time it fires (a recorder stands in for them).
	 *
	 * @dataProvider writes
	 *
	 * @param \Closure      $write   The write (given what $prepare made).
	 * @param \Closure|null $prepare Made before the gateways are in place.
	 */
	public function test_each_write_brings_the_listeners_before_its_hooks( \Closure $write, ?\Closure $prepare = null ): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$made      = $prepare ? $prepare() : null;
		$seen      = array();
		$listeners = new WriteListeners(
			static function () use ( &$seen ): void {
				foreach ( array_keys( WriteListeners::COVERED ) as $hook ) {
					add_action(
						$hook,
						static function ( $value = null ) use ( &$seen, $hook ) {
							$seen[ $hook ] = ( $seen[ $hook ] ?? 0 ) + 1;
							return $value;
						}
					);
				}
			}
		);
		$before = array();
		foreach ( array_keys( WriteListeners::COVERED ) as $hook ) {
			$before[ $hook ] = did_action( $hook );
		}
		$listeners->register( true );
		$write( $made );
		$fired = array();
		foreach ( $before as $hook => $count ) {
			if ( did_action( $hook ) > $count ) {
				$fired[ $hook ] = did_action( $hook ) - $count;
			}
		}
		$this->assertNotSame( array(), $fired, 'the write fires hooks the listeners use' );
		ksort( $fired );
		ksort( $seen );
		$this->assertSame( $fired, $seen );
	}

	/**
	 * WordPress's write APIs, each with what it needs made beforehand.
	 *
	 * @return array<string, array{0: \Closure, 1?: \Closure}>
	 */
	public static function writes(): array {
		$post = static fn ( array $args = array() ): int => (int) wp_insert_post(
			$args + array(
				'post_title'  => 'Write probe',
				'post_status' => 'publish',
			)
		);
		$term = static fn (): int => (int) wp_insert_term( 'Write probe ' . uniqid(), 'category' )['term_id'];
		$user = static fn (): int => (int) wp_insert_user(
			array(
				'user_login' => 'probe' . wp_rand(),
				'user_pass'  => 'x',
			)
		);
		return array(
			'add_option'               => array( static fn () => add_option( 'lodestar_probe_' . uniqid(), 'x' ) ),
			'update_option, new'       => array( static fn () => update_option( 'lodestar_probe_' . uniqid(), 'x' ) ),
			'update_option'            => array( static fn () => update_option( 'blogdescription', 'Probe ' . uniqid() ) ),
			'update_option, settings'  => array( static fn () => update_option( 'lodestar_settings', array( 'separator' => '|' ) + (array) get_option( 'lodestar_settings' ) ) ),
			'delete_option'            => array( static fn () => delete_option( 'lodestar_settings' ) ),
			'add_post_meta'            => array( static fn ( $id ) => add_post_meta( $id, 'probe', 'x' ), $post ),
			'update_post_meta'         => array(
				static fn ( $id ) => update_post_meta( $id, 'probe', 'y' ),
				static function () use ( $post ): int {
					$id = $post();
					add_post_meta( $id, 'probe', 'x' );
					return $id;
				},
			),
			'update_metadata_by_mid'   => array(
				static fn ( $mid ) => update_metadata_by_mid( 'post', $mid, 'z' ),
				static fn (): int => (int) add_post_meta( $post(), 'probe', 'x' ),
			),
			'delete_post_meta'         => array(
				static fn ( $id ) => delete_post_meta( $id, 'probe' ),
				static function () use ( $post ): int {
					$id = $post();
					add_post_meta( $id, 'probe', 'x' );
					return $id;
				},
			),
			'term meta'                => array(
				static function ( $id ) {
					add_term_meta( $id, 'probe', 'x' );
					update_term_meta( $id, 'probe', 'y' );
					delete_term_meta( $id, 'probe' );
				},
				$term,
			),
			'wp_insert_post'           => array( static fn () => $post() ),
			'wp_update_post'           => array(
				static fn ( $id ) => wp_update_post(
					array(
						'ID'         => $id,
						'post_title' => 'Changed',
					)
				),
				$post,
			),
			'wp_insert_attachment'     => array( static fn () => wp_insert_attachment( array( 'post_title' => 'Probe image', 'post_mime_type' => 'image/png' ), 'probe.png' ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- one line.
			'wp_publish_post'          => array(
				static fn ( $id ) => wp_publish_post( $id ),
				static fn (): int => $post( array( 'post_status' => 'draft' ) ),
			),
			'wp_trash_post'            => array( static fn ( $id ) => wp_trash_post( $id ), $post ),
			'wp_untrash_post'          => array(
				static fn ( $id ) => wp_untrash_post( $id ),
				static function () use ( $post ): int {
					$id = $post();
					wp_trash_post( $id );
					return $id;
				},
			),
			'wp_delete_post'           => array( static fn ( $id ) => wp_delete_post( $id, true ), $post ),
			'wp_insert_term'           => array( static fn () => $term() ),
			'wp_update_term'           => array( static fn ( $id ) => wp_update_term( $id, 'category', array( 'name' => 'Renamed ' . uniqid() ) ), $term ),
			'wp_delete_term'           => array( static fn ( $id ) => wp_delete_term( $id, 'category' ), $term ),
			'wp_set_object_terms'      => array(
				static fn ( $made ) => wp_set_object_terms( $made[0], array( $made[1] ), 'category' ),
				static fn (): array => array( $post(), $term() ),
			),
			'wp_insert_user'           => array( static fn () => $user() ),
			'wp_update_user'           => array(
				static fn ( $id ) => wp_update_user(
					array(
						'ID'           => $id,
						'display_name' => 'Probe',
					)
				),
				$user,
			),
			'wp_delete_user'           => array( static fn ( $id ) => wp_delete_user( $id ), $user ),
			'user meta'                => array(
				static function ( $id ) {
					add_user_meta( $id, 'probe', 'x' );
					update_user_meta( $id, 'probe', 'y' );
					delete_user_meta( $id, 'probe' );
				},
				$user,
			),
			'import_end'               => array( static fn () => do_action( 'import_end' ) ),
			'upgrader_process_complete' => array( static fn () => do_action( 'upgrader_process_complete', null, array( 'type' => 'plugin' ) ) ),
			'Lodestar\'s migration'     => array(
				static function () {
					do_action( 'lodestar_migration_object_migrated', 'post', 1 );
					do_action( 'lodestar_migration_completed', 'yoast' );
				},
			),
		);
	}

	/**
	 * A page view served by the test site: up to its first write (WordPress's or the probe's),
	 * none of Lodestar's write listeners is registered; from then on they all are.
	 */
	public function test_a_page_view_adds_the_listeners_on_its_first_write(): void {
		$this->serve_site();
		$post = wp_insert_post(
			array(
				'post_title'  => 'Probe post',
				'post_status' => 'publish',
			)
		);
		$code = <<<'PHP'
<?php
// Test probe (WriteListenersTest): counts Lodestar's callbacks on write hooks once the plugins
// have loaded and at the page's first write query.
if ( empty( $_SERVER['HTTP_X_LODESTAR_TEST_DB'] ) ) {
	return;
}
// Cron would write its lock: not this probe's subject.
if ( ! defined( 'DISABLE_WP_CRON' ) ) {
	define( 'DISABLE_WP_CRON', true );
}
function lodestar_write_probe_count(): int {
	global $wp_filter;
	$n = 0;
	foreach ( array( 'updated_post_meta', 'transition_post_status', 'updated_option', 'wp_after_insert_post' ) as $hook ) {
		foreach ( isset( $wp_filter[ $hook ] ) ? $wp_filter[ $hook ]->callbacks : array() as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$f  = $callback['function'];
				$n += is_array( $f ) && is_object( $f[0] ) && str_starts_with( get_class( $f[0] ), 'Lodestar\\' ) ? 1 : 0;
			}
		}
	}
	return $n;
}
$GLOBALS['lodestar_probe'] = null;
// Once every plugin has loaded (before any write of the page): Lodestar's listeners are not there.
add_action(
	'plugins_loaded',
	static function () {
		$GLOBALS['lodestar_probe_loaded'] = lodestar_write_probe_count();
	},
	PHP_INT_MAX
);
// The page's first write query (core may write before the head, e.g. its theme-roots cache):
// the listeners came before it runs.
add_filter(
	'query',
	static function ( $query ) {
		if ( null === $GLOBALS['lodestar_probe'] && did_action( 'plugins_loaded' ) && ! preg_match( '/^\s*(SELECT|SHOW|SET|START|ROLLBACK)\b/i', (string) $query ) ) {
			$GLOBALS['lodestar_probe'] = array( lodestar_write_probe_count(), substr( (string) $query, 0, 60 ) );
		}
		return $query;
	},
	PHP_INT_MIN
);
add_action(
	'wp_head',
	static function () {
		if ( null === $GLOBALS['lodestar_probe'] ) {
			update_option( 'lodestar_write_probe', uniqid( '', true ) );
		}
		printf( "<!-- lodestar-write-probe before:%d after:%d first write:%s -->\n", $GLOBALS['lodestar_probe_loaded'], $GLOBALS['lodestar_probe'][0], esc_html( $GLOBALS['lodestar_probe'][1] ) );
	},
	PHP_INT_MAX
);
PHP;
		$this->install_probe( 'lodestar-write-probe-', $code );

		$response = wp_remote_get( get_permalink( $post ), array( 'timeout' => 20 ) );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$this->assertMatchesRegularExpression( '/<!-- lodestar-write-probe before:(\d+) after:(\d+) /', wp_remote_retrieve_body( $response ) );
		preg_match( '/before:(\d+) after:(\d+)/', wp_remote_retrieve_body( $response ), $match );
		$this->assertSame( '0', $match[1], 'until its first write, a page view has no write listener of Lodestar\'s' );
		// updated_post_meta: page checks, image facts, posts page, llms.txt, sitemaps; and the others.
		$this->assertGreaterThanOrEqual( 8, (int) $match[2], 'its first write finds them all in place' );
		$this->assertStringContainsString( '<!-- Lodestar SEO -->', wp_remote_retrieve_body( $response ) );
	}
}
