<?php
/**
 * The 404 monitor.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Redirects;

use Lodestar\Plugin;
use Lodestar\Redirects\NotFoundMonitor;

require_once __DIR__ . '/RedirectsTestCase.php';

/**
 * Aggregation by path, the bounds of the log, no IP or user agent stored, and bounded writes
 * under a burst of 1,000 404s.
 */
class NotFoundMonitorTest extends RedirectsTestCase {

	/**
	 * Statements that wrote, while counting.
	 *
	 * @var string[]
	 */
	private array $writes = array();

	/**
	 * The monitor on.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'lodestar_settings', array( 'enable_404_monitor' => true ) );
		Plugin::instance()->settings()->flush();
	}

	/**
	 * Hits are aggregated by normalised path with referrer and bot flag.
	 */
	public function test_hits_are_aggregated_by_normalised_path_with_referrer_and_bot_flag(): void {
		add_filter( 'lodestar_404_buffered', '__return_true' );
		$monitor = $this->redirects->monitor;
		$monitor->record( '/Missing-Page/?utm=1', 'https://ref.example/page?secret=1', false );
		$monitor->record( '/missing-page', '', true );
		$monitor->record( '/other', '', false );
		$monitor->flush();
		$rows = $this->rows();
		$this->assertSame( array( '/missing-page', '/other' ), array_column( $rows, 'path' ) );
		$this->assertSame( '3', (string) ( (int) $rows[0]['hits'] + (int) $rows[1]['hits'] ) );
		$this->assertSame( '2', (string) $rows[0]['hits'] );
		$this->assertSame( 'https://ref.example/page', $rows[0]['referrer'] );
		$this->assertSame( '1', (string) $rows[0]['bot'] );
		$this->assertNotSame( '0000-00-00 00:00:00', $rows[0]['first_seen'] );
	}

	/**
	 * No ip address or user agent is stored.
	 */
	public function test_no_ip_address_or_user_agent_is_stored(): void {
		global $wpdb;
		$columns = $wpdb->get_col( "SHOW COLUMNS FROM {$wpdb->prefix}lodestar_404_log" );
		$this->assertSame( array( 'id', 'path', 'path_hash', 'hits', 'first_seen', 'last_seen', 'referrer', 'bot' ), $columns );
		$_SERVER['REMOTE_ADDR']     = '203.0.113.9';
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 UniqueAgent/1.2 (compatible; Googlebot/2.1)';
		$_SERVER['REQUEST_URI']     = '/nowhere-to-be-found';
		$this->go_to( array( 'p' => 987654 ) )->set_404();
		$this->assertTrue( is_404() );
		$this->redirects->monitor->log_request();
		$dump = wp_json_encode( $this->rows() );
		$this->assertStringContainsString( '/nowhere-to-be-found', $dump );
		$this->assertStringNotContainsString( '203.0.113.9', $dump );
		$this->assertStringNotContainsString( 'UniqueAgent', $dump );
		$this->assertSame( '1', (string) $this->rows()[0]['bot'] );
		unset( $_SERVER['REMOTE_ADDR'], $_SERVER['HTTP_USER_AGENT'] );
	}

	/**
	 * The switch off logs nothing.
	 */
	public function test_the_switch_off_logs_nothing(): void {
		update_option( 'lodestar_settings', array( 'enable_404_monitor' => false ) );
		Plugin::instance()->settings()->flush();
		$_SERVER['REQUEST_URI'] = '/not-logged';
		$this->go_to( array( 'p' => 987654 ) )->set_404();
		$this->assertTrue( is_404() );
		$this->redirects->monitor->log_request();
		$this->assertSame( array(), $this->rows() );
	}

	/**
	 * A burst of 1000 404s with a persistent cache writes once per interval.
	 */
	public function test_a_burst_of_1000_404s_with_a_persistent_cache_writes_once_per_interval(): void {
		add_filter( 'lodestar_404_buffered', '__return_true' );
		$this->count_writes();
		for ( $i = 0; $i < 1000; $i++ ) {
			$this->redirects->monitor->record( '/storm/' . ( $i % 50 ), '', true );
		}
		// The first 404 flushed (nothing was waiting); the other 999 wait in the cache.
		$inserts = array_filter( $this->writes, static fn( string $q ): bool => str_starts_with( $q, 'INSERT' ) );
		$this->assertCount( 1, $inserts );
		$this->assertLessThanOrEqual( 4, count( $this->writes ) );
		$this->redirects->monitor->flush();
		$this->assertLessThanOrEqual( 8, count( $this->writes ) );
		$rows = $this->rows();
		$this->assertCount( 50, $rows );
		$this->assertSame( 1000, array_sum( array_map( 'intval', array_column( $rows, 'hits' ) ) ) );
	}

	/**
	 * A burst of 1000 404s without a persistent cache writes a bounded number of times.
	 */
	public function test_a_burst_of_1000_404s_without_a_persistent_cache_writes_a_bounded_number_of_times(): void {
		add_filter( 'lodestar_404_buffered', '__return_false' );
		$this->count_writes();
		for ( $i = 0; $i < 1000; $i++ ) {
			$this->redirects->monitor->record( '/flood/' . $i, '', true );
		}
		$inserts = array_filter( $this->writes, static fn( string $q ): bool => str_starts_with( $q, 'INSERT' ) );
		$this->assertCount( 30, $inserts );
		$this->assertCount( 30, $this->rows() );
		// One path hammered: one write per PATH_SECONDS.
		$this->writes = array();
		for ( $i = 0; $i < 1000; $i++ ) {
			$this->redirects->monitor->record( '/flood/0', '', true );
		}
		$this->assertSame( array(), array_values( array_filter( $this->writes, static fn( string $q ): bool => str_starts_with( $q, 'INSERT' ) ) ) );
	}

	/**
	 * The log keeps at most 10000 rows and drops rows past the retention.
	 */
	public function test_the_log_keeps_at_most_10000_rows_and_drops_rows_past_the_retention(): void {
		global $wpdb;
		$table  = $wpdb->prefix . 'lodestar_404_log';
		$old    = gmdate( 'Y-m-d H:i:s', time() - 40 * DAY_IN_SECONDS );
		$recent = gmdate( 'Y-m-d H:i:s', time() - 3600 );
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (path, path_hash, hits, first_seen, last_seen) VALUES (%s, %s, 1, %s, %s)", '/ancient', md5( '/ancient' ), $old, $old ) );
		for ( $chunk = 0; $chunk < 10; $chunk++ ) {
			$values = array();
			for ( $i = 0; $i < 1005; $i++ ) {
				$n        = $chunk * 1005 + $i;
				$seen     = gmdate( 'Y-m-d H:i:s', time() - 7200 + $n % 3600 );
				$values[] = $wpdb->prepare( '(%s, %s, 1, %s, %s)', '/p' . $n, md5( '/p' . $n ), $seen, $seen );
			}
			$wpdb->query( "INSERT INTO {$table} (path, path_hash, hits, first_seen, last_seen) VALUES " . implode( ',', $values ) );
		}
		$this->assertSame( 10051, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ) );
		add_filter( 'lodestar_404_buffered', '__return_false' );
		$this->redirects->monitor->record( '/newest', '', false );
		$this->assertSame( NotFoundMonitor::MAX_ROWS, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ) );
		$this->assertSame( 10000, NotFoundMonitor::MAX_ROWS );
		$this->assertNull( $wpdb->get_var( "SELECT id FROM {$table} WHERE path = '/ancient'" ) );
		$this->assertNotNull( $wpdb->get_var( "SELECT id FROM {$table} WHERE path = '/newest'" ) );
		unset( $recent );
	}

	/**
	 * A 404 row becomes a redirect in one call.
	 */
	public function test_a_404_row_becomes_a_redirect_in_one_call(): void {
		$this->act_as( 'administrator' );
		add_filter( 'lodestar_404_buffered', '__return_false' );
		$this->redirects->monitor->record( '/lost-page', '', false );
		$list = $this->rest( 'GET', '/lodestar/v1/redirects/404-log' )->get_data();
		$this->assertSame( '/lost-page', $list['items'][0]['path'] );
		$this->assertSame( 1, $list['items'][0]['hits'] );
		$this->assertFalse( $list['buffered'] );
		$created = $this->rest(
			'POST',
			'/lodestar/v1/redirects',
			array(
				'source' => $list['items'][0]['path'],
				'target' => '/found-page/',
				'from'   => '404',
			)
		);
		$this->assertSame( 201, $created->get_status() );
		$this->assertSame( '404', $created->get_data()['rule']['origin'] );
		$this->assertSame( array( 301, 'http://example.org/found-page/' ), $this->goes( '/lost-page' ) );
		$deleted = $this->rest( 'DELETE', '/lodestar/v1/redirects/404-log', array( 'ids' => array( $list['items'][0]['id'] ) ) );
		$this->assertSame( 1, $deleted->get_data()['deleted'] );
	}

	/**
	 * Counts the statements that write from now on.
	 */
	private function count_writes(): void {
		$this->writes = array();
		add_filter(
			'query',
			function ( $query ) {
				if ( preg_match( '/^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i', (string) $query ) ) {
					$this->writes[] = strtoupper( ltrim( (string) $query ) );
				}
				return $query;
			}
		);
	}

	/**
	 * The log's rows by path.
	 *
	 * @return list<array<string, string>>
	 */
	private function rows(): array {
		global $wpdb;
		return $wpdb->get_results( "SELECT path, hits, first_seen, last_seen, referrer, bot FROM {$wpdb->prefix}lodestar_404_log ORDER BY path", ARRAY_A );
	}
}
