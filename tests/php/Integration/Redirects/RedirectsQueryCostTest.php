<?php
/**
 * What the redirects cost a page view.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Redirects;

use Lodestar\Redirects\Index;

require_once __DIR__ . '/RedirectsTestCase.php';

/**
 * With 10,000 rules (exact, prefix and regular expressions), a request that matches none adds
 * no query; one that matches costs one read (and the hit count's write).
 */
class RedirectsQueryCostTest extends RedirectsTestCase {

	/**
	 * 10,000 rules: 9,850 exact, 100 prefixes, 50 regular expressions.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$table = $wpdb->prefix . 'lodestar_redirects';
		$now   = current_time( 'mysql', true );
		for ( $chunk = 0; $chunk < 10; $chunk++ ) {
			$values = array();
			for ( $i = 0; $i < 1000; $i++ ) {
				$n = $chunk * 1000 + $i;
				if ( $n < 9850 ) {
					$values[] = $wpdb->prepare( "(%s, %s, 'exact', '/target/', %s, %s)", "/old/item-$n", md5( "e/old/item-$n" ), $now, $now );
				} elseif ( $n < 9950 ) {
					$values[] = $wpdb->prepare( "(%s, %s, 'prefix', '/target/', %s, %s)", "/legacy-$n/", md5( "p/legacy-$n/" ), $now, $now );
				} else {
					$values[] = $wpdb->prepare( "(%s, %s, 'regex', '/target/', %s, %s)", "^/archive-$n/(\\d+)$", md5( "r^/archive-$n/(\\d+)$" ), $now, $now );
				}
			}
			$wpdb->query( "INSERT INTO {$table} (source, source_hash, match_type, target, created, updated) VALUES " . implode( ',', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- values prepared above.
		}
		$this->redirects->index->rebuild();
		$this->assertSame( 10000, $this->redirects->table->count() );
	}

	/**
	 * The index is autoloaded and bounded.
	 */
	public function test_the_index_is_autoloaded_and_bounded(): void {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT autoload, LENGTH(option_value) AS bytes FROM {$wpdb->options} WHERE option_name = %s", Index::OPTION ) );
		$this->assertContains( $row->autoload, array( 'yes', 'on', 'auto-on' ) );
		$this->assertLessThan( 60000, (int) $row->bytes );
	}

	/**
	 * A request that matches no rule adds no query.
	 */
	public function test_a_request_that_matches_no_rule_adds_no_query(): void {
		global $wpdb;
		$uris = array( '/', '/hello-world/', '/category/news/', '/page/2/', '/2024/03/some-post/', '/about/', '/contact/?utm_source=x', '/feed/', '/shop/item-1/', '/old/item-99999', '/old/', '/legacy-99001', '/legacy-990', '/archive-9960/abc', '/wp-json/wp/v2/posts', '/sitemap_index.xml' );
		for ( $i = 0; $i < 35; $i++ ) {
			$uris[] = '/post-' . $i . '/';
		}
		// A match would redirect: no headers here, the query count tells.
		add_filter( 'wp_redirect', '__return_false' );
		foreach ( $uris as $uri ) {
			// Each request starts as WordPress starts one: options loaded, nothing else cached.
			wp_cache_flush();
			wp_load_alloptions();
			$this->redirects->index->flush();
			$_SERVER['REQUEST_URI'] = $uri;
			$before                 = $wpdb->num_queries;
			$parse                  = apply_filters( 'do_parse_request', true, $GLOBALS['wp'], array() );
			$this->assertTrue( $parse );
			$this->assertSame( 0, $wpdb->num_queries - $before, $uri );
		}
	}

	/**
	 * A matching request costs one read and its hit count.
	 */
	public function test_a_matching_request_costs_one_read_and_its_hit_count(): void {
		global $wpdb;
		foreach ( array( '/old/item-1234/' => 'exact', '/legacy-9901/deep/page' => 'prefix', '/archive-9977/42' => 'regex' ) as $uri => $kind ) {
			wp_cache_flush();
			wp_load_alloptions();
			$this->redirects->index->flush();
			$before = $wpdb->num_queries;
			$match  = $this->redirects->matcher->match( $uri );
			$this->assertSame( 1, $wpdb->num_queries - $before, $uri );
			$this->assertSame( $kind, $match['rule']['match_type'] );
			$this->assertSame( 'http://example.org/target/', $match['location'] );
		}
		$before = $wpdb->num_queries;
		$this->redirects->responder->answer( '/old/item-7/' );
		$this->assertSame( 1, $wpdb->num_queries - $before );
		// The hit count, written once the answer is sent.
		$this->redirects->responder->count_hit();
		$this->assertSame( 2, $wpdb->num_queries - $before );
	}
}
