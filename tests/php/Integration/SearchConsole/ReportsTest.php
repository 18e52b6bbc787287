<?php
/**
 * The reports against the fake Google's deterministic data.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\SearchConsole;

use Lodestar\SearchConsole\DateWindow;

require_once __DIR__ . '/FakeGoogleTestCase.php';

/**
 * Totals (not a sum of page rows), traffic by date, content by page with local titles,
 * Google's date window, caching and refresh.
 *
 * @since 0.3.0
 */
class ReportsTest extends FakeGoogleTestCase {

	/**
	 * Connects and selects http://example.org/ (the test site's home).
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->control(
			'config',
			array(
				'sites' => array(
					array(
						'siteUrl'         => 'http://example.org/',
						'permissionLevel' => 'siteFullUser',
					),
				),
			)
		);
		$this->connect();
		list( $status ) = $this->gsc( 'PUT', 'site', array( 'url' => 'http://example.org/' ) );
		$this->assertSame( 200, $status );
	}

	/**
	 * The fake's figures of one page on one day (tests/fake-google/server.mjs pageDay()).
	 *
	 * @param int $page Page number.
	 * @param int $day  Days since the epoch.
	 * @return array{clicks: int, impressions: int, position: float}|null
	 */
	private static function page_day( int $page, int $day ): ?array {
		if ( 0 === $day % 17 ) {
			return null;
		}
		$clicks = ( $page * 7 + $day * 3 ) % 11;
		return array(
			'clicks'      => $clicks,
			'impressions' => $clicks * 10 + ( ( $page * 13 + $day ) % 23 ) + 5,
			'position'    => 1 + ( ( $page * 37 ) % 400 ) / 10 + ( $day % 3 ) * 0.5,
		);
	}

	/**
	 * Days since the epoch of a date.
	 *
	 * @param string $date YYYY-MM-DD.
	 */
	private static function day( string $date ): int {
		return intdiv( (int) strtotime( $date . ' 00:00:00 UTC' ), 86400 );
	}

	/**
	 * Property totals of a range, as the fake computes them (pages plus anonymised queries).
	 *
	 * @param string $start First day.
	 * @param string $end   Last day.
	 * @param bool   $pages_only Only what page rows hold.
	 * @return array{clicks: int, impressions: int}
	 */
	private static function totals( string $start, string $end, bool $pages_only = false ): array {
		$sum = array(
			'clicks'      => 0,
			'impressions' => 0,
		);
		for ( $day = self::day( $start ); $day <= self::day( $end ); $day++ ) {
			if ( 0 === $day % 17 ) {
				continue;
			}
			for ( $page = 0; $page < 30; $page++ ) {
				$figures             = self::page_day( $page, $day );
				$sum['clicks']      += $figures['clicks'];
				$sum['impressions'] += $figures['impressions'];
			}
			if ( ! $pages_only ) {
				$sum['clicks']      += 2;
				$sum['impressions'] += 40;
			}
		}
		return $sum;
	}

	/**
	 * Totals come from a query without dimensions and compare with the previous 90 days.
	 */
	public function test_clicks_and_impressions(): void {
		list( $status, $data ) = $this->gsc(
			'POST',
			'clicks-and-impressions',
			array(
				'startDate' => '2025-01-01',
				'endDate'   => '2025-03-31',
			)
		);
		$this->assertSame( 200, $status );
		$this->assertTrue( $data['success'] );
		$current  = self::totals( '2025-01-01', '2025-03-31' );
		$previous = self::totals( '2024-10-03', '2024-12-31' );
		foreach ( array( 'clicks', 'impressions' ) as $metric ) {
			$this->assertSame( $current[ $metric ], $data['data'][ $metric ]['current'], $metric );
			$this->assertSame( $previous[ $metric ], $data['data'][ $metric ]['previous'], $metric );
			$this->assertEqualsWithDelta( round( ( $current[ $metric ] - $previous[ $metric ] ) / $previous[ $metric ] * 100, 2 ), $data['data'][ $metric ]['percentage'], 0.001 );
		}
		// Never the sum of page rows (which leaves anonymised queries out).
		$this->assertNotSame( self::totals( '2025-01-01', '2025-03-31', true )['clicks'], $data['data']['clicks']['current'] );
	}

	/**
	 * Traffic: one row per day of the range, in order; days Google omits count 0.
	 */
	public function test_site_traffic(): void {
		list( $status, $data ) = $this->gsc( 'GET', 'site-traffic?startDate=2025-01-01&endDate=2025-03-31' );
		$this->assertSame( 200, $status );
		$rows = $data['data'];
		$this->assertCount( 90, $rows );
		$this->assertSame( '2025-01-01', $rows[0]['date'] );
		$this->assertSame( '2025-03-31', $rows[89]['date'] );
		$zero = 0;
		foreach ( $rows as $row ) {
			$expected = self::totals( $row['date'], $row['date'] );
			$this->assertSame( $expected['clicks'], $row['clicks'], $row['date'] );
			$this->assertSame( $expected['impressions'], $row['impressions'], $row['date'] );
			$zero += 0 === self::day( $row['date'] ) % 17 ? 1 : 0;
		}
		$this->assertGreaterThan( 0, $zero, 'The range holds days without data.' );
	}

	/**
	 * Content: top pages by clicks, titles of local posts in one pass, changes from the previous window.
	 */
	public function test_content_performance(): void {
		$this->empty_site();
		$titles = array();
		foreach ( array( 1, 2, 3 ) as $n ) {
			$id                                      = $this->publish_post(
				array(
					'post_name'  => 'page-' . $n,
					'post_title' => 'Local page ' . $n,
				)
			);
			$titles[ 'http://example.org/page-' . $n . '/' ] = get_the_title( $id );
		}
		$this->control( 'config', array( 'pages' => 150 ) );

		global $wpdb;
		$queries               = $wpdb->num_queries;
		list( $status, $data ) = $this->gsc( 'GET', 'content-performance?rowLimit=100&startDate=2025-01-01&endDate=2025-03-31' );
		// 5 here: the connection, the cache lookup, the posts query and the transient's write.
		$this->assertLessThanOrEqual( 8, $wpdb->num_queries - $queries, 'A hundred rows, no query per row.' );
		$this->assertSame( 200, $status );
		$rows = $data['data'];
		$this->assertCount( 100, $rows );
		$clicks = array_column( array_column( $rows, 'current' ), 'clicks' );
		$sorted = $clicks;
		rsort( $sorted );
		$this->assertSame( $sorted, $clicks );

		$by_url = array_column( $rows, null, 'url' );
		foreach ( $titles as $url => $title ) {
			if ( isset( $by_url[ $url ] ) ) {
				$this->assertSame( $title, $by_url[ $url ]['title'] );
			}
		}
		$this->assertSame( get_bloginfo( 'name' ), $by_url['http://example.org/']['title'] ?? get_bloginfo( 'name' ) );
		$this->assertSame( '', $by_url['http://example.org/page-4/']['title'] ?? '', 'No local post: no title.' );
		$this->assertSame( array( 'url', 'title', 'current', 'changes' ), array_keys( $rows[0] ) );
		$this->assertSame( array( 'clicks', 'position', 'impressions' ), array_keys( $rows[0]['current'] ) );

		// Page 1 over the window and the previous one, from the fake's formula.
		$now    = array(
			'clicks'      => 0,
			'impressions' => 0,
		);
		$before = $now;
		for ( $day = self::day( '2025-01-01' ); $day <= self::day( '2025-03-31' ); $day++ ) {
			$f = self::page_day( 1, $day );
			if ( $f ) {
				$now['clicks']      += $f['clicks'];
				$now['impressions'] += $f['impressions'];
			}
		}
		for ( $day = self::day( '2024-10-03' ); $day <= self::day( '2024-12-31' ); $day++ ) {
			$f = self::page_day( 1, $day );
			if ( $f ) {
				$before['clicks']      += $f['clicks'];
				$before['impressions'] += $f['impressions'];
			}
		}
		$row = $by_url['http://example.org/page-1/'] ?? null;
		$this->assertNotNull( $row, 'Page 1 is among the top 100.' );
		$this->assertSame( 'Local page 1', $row['title'] );
		$this->assertSame( $now['clicks'], $row['current']['clicks'] );
		$this->assertSame( $now['impressions'], $row['current']['impressions'] );
		$this->assertSame( $now['clicks'] - $before['clicks'], $row['changes']['clicks'] );
		$this->assertSame( $now['impressions'] - $before['impressions'], $row['changes']['impressions'] );
	}

	/**
	 * Reports are cached per property and range (not autoloaded); refresh asks Google again.
	 */
	public function test_cache_and_refresh(): void {
		$body = array(
			'startDate' => '2025-01-01',
			'endDate'   => '2025-03-31',
		);
		$this->gsc( 'POST', 'clicks-and-impressions', $body );
		$calls = $this->control( 'state' )['counts']['api'];

		list( $status, $cached ) = $this->gsc( 'POST', 'clicks-and-impressions', $body );
		$this->assertSame( 200, $status );
		$this->assertSame( $calls, $this->control( 'state' )['counts']['api'], 'Served from the cache.' );

		// Another range is another entry.
		$this->gsc( 'POST', 'clicks-and-impressions', array( 'startDate' => '2025-01-02' ) + $body );
		$this->assertSame( $calls + 2, $this->control( 'state' )['counts']['api'] );

		list( , $fresh ) = $this->gsc( 'POST', 'clicks-and-impressions', array( 'refresh' => true ) + $body );
		$this->assertSame( $calls + 4, $this->control( 'state' )['counts']['api'] );
		$this->assertSame( $cached['data'], $fresh['data'] );

		list( , $traffic ) = $this->gsc( 'GET', 'site-traffic?startDate=2025-01-01&endDate=2025-03-31' );
		$this->gsc( 'GET', 'site-traffic?startDate=2025-01-01&endDate=2025-03-31' );
		$this->assertSame( $calls + 5, $this->control( 'state' )['counts']['api'] );
		$this->gsc( 'GET', 'site-traffic?startDate=2025-01-01&endDate=2025-03-31&refresh=1' );
		$this->assertSame( $calls + 6, $this->control( 'state' )['counts']['api'] );
		$this->assertCount( 90, $traffic['data'] );

		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, autoload FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( '_transient_lodestar_gsc_report_' ) . '%' ) );
		$this->assertCount( 3, $rows );
		foreach ( $rows as $row ) {
			$this->assertContains( $row->autoload, array( 'off', 'no' ) );
		}
		$timeout = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", str_replace( '_transient_', '_transient_timeout_', $rows[0]->option_name ) ) );
		$this->assertLessThanOrEqual( time() + 12 * HOUR_IN_SECONDS, $timeout );
		$this->assertGreaterThan( time() + 11 * HOUR_IN_SECONDS, $timeout );
	}

	/**
	 * Errors are not cached.
	 */
	public function test_errors_are_not_cached(): void {
		$this->control(
			'fail',
			array(
				'match'  => 'searchAnalytics',
				'status' => 500,
				'times'  => 1,
			)
		);
		list( $status ) = $this->gsc( 'GET', 'site-traffic?startDate=2025-01-01&endDate=2025-01-31' );
		$this->assertSame( 500, $status );
		list( $status, $data ) = $this->gsc( 'GET', 'site-traffic?startDate=2025-01-01&endDate=2025-01-31' );
		$this->assertSame( 200, $status );
		$this->assertCount( 31, $data['data'] );
	}

	/**
	 * Without dates: Google's window, 90 days in America/Los_Angeles ending 3 days ago.
	 */
	public function test_default_window(): void {
		// 2025-03-10 05:00 UTC is still 2025-03-09 in Los Angeles.
		$window = DateWindow::default( (int) strtotime( '2025-03-10 05:00:00 UTC' ) );
		$this->assertSame( '2025-03-06', $window->end );
		$this->assertSame( '2024-12-07', $window->start );
		$this->assertSame( 90, $window->days() );
		$previous = $window->previous();
		$this->assertSame( '2024-09-08', $previous->start );
		$this->assertSame( '2024-12-06', $previous->end );

		list( $status, $data ) = $this->gsc( 'GET', 'site-traffic' );
		$this->assertSame( 200, $status );
		$expected = DateWindow::default();
		$this->assertCount( 90, $data['data'] );
		$this->assertSame( $expected->start, $data['data'][0]['date'] );
		$this->assertSame( $expected->end, $data['data'][89]['date'] );
		$la = new \DateTimeImmutable( 'now', new \DateTimeZone( 'America/Los_Angeles' ) );
		$this->assertSame( $la->modify( '-3 days' )->format( 'Y-m-d' ), $expected->end );
	}

	/**
	 * Dates are validated.
	 */
	public function test_invalid_dates(): void {
		foreach ( array( '2025-02-30', '03/01/2025', 'yesterday' ) as $bad ) {
			list( $status, $data ) = $this->gsc( 'POST', 'clicks-and-impressions', array( 'startDate' => $bad ) );
			$this->assertSame( 400, $status, $bad );
			$this->assertSame( 'rest_invalid_param', $data['code'] );
		}
	}

	/**
	 * Reports need a selected property.
	 */
	public function test_no_site_selected(): void {
		$this->connection()->tokens->set( 'site', '' );
		list( $status, $data ) = $this->gsc( 'GET', 'content-performance' );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Please select a site', $data['message'] );
	}
}
