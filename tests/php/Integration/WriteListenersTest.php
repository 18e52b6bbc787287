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
 * WriteListeners on its own (reads and writes told apart, one registration), and on a page
 * view served by the test site: no write listener of Lodestar's until the page writes, all of
 * them from its first write on.
 */
class WriteListenersTest extends TestCase {

	use ServedSiteHarness;

	/**
	 * Reads are SELECT, SHOW, DESCRIBE, EXPLAIN and SET, in any case and after white space;
	 * anything else counts as a write.
	 */
	public function test_reads_and_writes_are_told_apart(): void {
		foreach ( array( 'SELECT 1', 'SELECT SQL_CALC_FOUND_ROWS wp_posts.ID FROM wp_posts', "SELECT\tID FROM wp_posts", "  \n\tselect * FROM wp_posts", 'SHOW TABLES', 'DESCRIBE wp_posts', 'EXPLAIN SELECT 1', 'SET NAMES utf8mb4', '(SELECT 1) UNION (SELECT 2)' ) as $read ) {
			$this->assertTrue( WriteListeners::reads( $read ), $read );
		}
		foreach ( array( 'INSERT INTO wp_options VALUES (1)', 'update wp_posts SET post_title = 1', 'DELETE FROM wp_postmeta', 'REPLACE INTO x VALUES (1)', '/* note */ SELECT 1', 'CREATE TABLE x (a int)', 'SELECTED', '' ) as $write ) {
			$this->assertFalse( WriteListeners::reads( $write ), $write );
		}
	}

	/**
	 * Deferred: reads leave the listeners out, the first write adds them once, before it runs.
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
		$wpdb->get_results( "SHOW TABLES LIKE '{$wpdb->posts}'" );
		$this->assertSame( 0, $calls, 'reads add nothing' );
		$this->assertSame( PHP_INT_MIN, has_filter( 'query', array( $listeners, 'on_query' ) ) );

		update_option( 'lodestar_write_probe', 'one' );
		$this->assertSame( 1, $calls, 'the first write adds the listeners' );
		$this->assertFalse( has_filter( 'query', array( $listeners, 'on_query' ) ), 'and the filter goes' );
		update_option( 'lodestar_write_probe', 'two' );
		$this->assertSame( 1, $calls, 'once' );
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
		$this->assertFalse( has_filter( 'query', array( $listeners, 'on_query' ) ) );
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
// Test probe (WriteListenersTest): counts Lodestar's callbacks on write hooks at the page's
// first write (core may write before the head, e.g. its theme-roots cache) and at its end.
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
// Added before Lodestar's own query filter (same priority, earlier): sees the count just before it.
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
		printf( "<!-- lodestar-write-probe before:%d after:%d first write:%s -->\n", $GLOBALS['lodestar_probe'][0], lodestar_write_probe_count(), esc_html( $GLOBALS['lodestar_probe'][1] ) );
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
		$this->assertGreaterThanOrEqual( 8, (int) $match[2], 'its first write brings them all' );
		$this->assertStringContainsString( '<!-- Lodestar SEO -->', wp_remote_retrieve_body( $response ) );
	}
}
