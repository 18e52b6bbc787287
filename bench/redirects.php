<?php
/**
 * Redirects budget (issue 21) with 10,000 rules (9,850 exact, 100 prefixes, 50 regular
 * expressions): what the check adds to a request that matches no rule (queries and PHP time,
 * budget 0 queries), what a matching request costs (budget <= 2 ms), and the database writes of
 * a burst of 1,000 404s with the monitor on, with and without a persistent object cache.
 * Prints medians; removes what it added.
 *
 * php bench/redirects.php SITE_DIR HOST [ROUNDS]
 */

/**
 * Seeds the rules, measures, cleans up.
 *
 * @param int $rounds Repetitions per figure.
 * @return array<string, float|int>
 */
function lodestar_bench_redirects( int $rounds ): array {
	global $wpdb;
	$redirects = \Lodestar\Plugin::instance()->redirects();
	$redirects->install();
	$table = $wpdb->prefix . 'lodestar_redirects';
	$log   = $wpdb->prefix . 'lodestar_404_log';
	$wpdb->query( "DELETE FROM {$table}" );
	$wpdb->query( "DELETE FROM {$log}" );
	$now = current_time( 'mysql', true );
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
		$wpdb->query( "INSERT INTO {$table} (source, source_hash, match_type, target, created, updated) VALUES " . implode( ',', $values ) ); // phpcs:ignore
	}
	$redirects->index->rebuild();
	$index_bytes = strlen( (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", \Lodestar\Redirects\Index::OPTION ) ) );

	$median = static function ( array $times ): float {
		sort( $times );
		return $times[ intdiv( count( $times ), 2 ) ];
	};
	$misses = array( '/', '/hello-world/', '/category/uncategorized/', '/page/2/', '/sample-page/', '/old/item-99999', '/legacy-99001/', '/archive-9960/abc', '/2026/11/some-post/', '/about/?utm_source=x' );
	$responder = $redirects->responder;
	$_SERVER['REQUEST_METHOD'] = 'GET';
	$miss_times   = array();
	$miss_queries = 0;
	for ( $r = 0; $r < $rounds; $r++ ) {
		foreach ( $misses as $uri ) {
			$_SERVER['REQUEST_URI'] = $uri;
			$redirects->index->flush(); // Each request decodes the index anew.
			$before = $wpdb->num_queries;
			$start  = hrtime( true );
			$responder->check_request( true );
			$miss_times[]  = ( hrtime( true ) - $start ) / 1e6;
			$miss_queries += $wpdb->num_queries - $before;
		}
	}
	$hit_times   = array();
	$count_times = array();
	$hits        = array( '/old/item-1234/', '/legacy-9901/deep/page', '/archive-9977/42' );
	$hit_query   = 0;
	for ( $r = 0; $r < $rounds; $r++ ) {
		foreach ( $hits as $uri ) {
			$redirects->index->flush();
			$before = $wpdb->num_queries;
			$start  = hrtime( true );
			$answer = $responder->answer( $uri );
			$hit_times[] = ( hrtime( true ) - $start ) / 1e6;
			$hit_query   = max( $hit_query, $wpdb->num_queries - $before );
			if ( null === $answer ) {
				throw new RuntimeException( "No rule matched $uri." );
			}
			// The hit count, written after the answer is sent (fastcgi_finish_request()).
			$start         = hrtime( true );
			$responder->count_hit();
			$count_times[] = ( hrtime( true ) - $start ) / 1e6;
		}
	}

	// A burst of 1,000 404s on 200 paths, with the monitor on.
	$settings = \Lodestar\Plugin::instance()->settings();
	$saved    = $settings->save( array( 'enable_404_monitor' => true ) );
	$writes   = 0;
	$count    = static function ( $query ) use ( &$writes ) {
		if ( preg_match( '/^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i', (string) $query ) ) {
			++$writes;
		}
		return $query;
	};
	add_filter( 'query', $count );
	$burst = static function () use ( $redirects ): float {
		$start = hrtime( true );
		for ( $i = 0; $i < 1000; $i++ ) {
			$redirects->monitor->record( '/bot-probe/' . ( $i % 200 ) . '.php', '', true );
		}
		return ( hrtime( true ) - $start ) / 1e6;
	};
	add_filter( 'lodestar_404_buffered', '__return_false' );
	$direct_ms     = $burst();
	$direct_writes = $writes;
	remove_filter( 'lodestar_404_buffered', '__return_false' );
	$wpdb->query( "DELETE FROM {$log}" );
	$writes = 0;
	add_filter( 'lodestar_404_buffered', '__return_true' );
	$buffered_ms     = $burst();
	$redirects->monitor->flush(); // The next flush, a minute later.
	$buffered_writes = $writes;
	$buffered_hits   = (int) $wpdb->get_var( "SELECT SUM(hits) FROM {$log}" );
	remove_filter( 'query', $count );

	$settings->save( array( 'enable_404_monitor' => false ) );
	$wpdb->query( "DELETE FROM {$table}" );
	$wpdb->query( "DELETE FROM {$log}" );
	$redirects->index->rebuild();
	unset( $saved );
	return array(
		'index_bytes'     => $index_bytes,
		'miss_ms'         => $median( $miss_times ),
		'miss_queries'    => $miss_queries,
		'miss_requests'   => count( $miss_times ),
		'hit_ms'          => $median( $hit_times ),
		'hit_queries'     => $hit_query,
		'count_ms'        => $median( $count_times ),
		'direct_writes'   => $direct_writes,
		'direct_ms'       => $direct_ms,
		'buffered_writes' => $buffered_writes,
		'buffered_ms'     => $buffered_ms,
		'buffered_hits'   => $buffered_hits,
	);
}

if ( PHP_SAPI === 'cli' && isset( $argv[1], $argv[2] ) && ! defined( 'ABSPATH' ) ) {
	$_SERVER['HTTP_HOST']   = $argv[2];
	$_SERVER['REQUEST_URI'] = '/';
	require $argv[1] . '/wp-load.php';
	$lodestar_f = lodestar_bench_redirects( (int) ( $argv[3] ?? 50 ) );
	printf(
		"Redirects, 10,000 rules (index %.1f KB autoloaded): a request matching none %.3f ms, %d queries in %d requests (budget 0); a matching request answered in %.3f ms, %d query (budget 2 ms), then its hit counted after the answer %.3f ms\n",
		$lodestar_f['index_bytes'] / 1024,
		$lodestar_f['miss_ms'],
		$lodestar_f['miss_queries'],
		$lodestar_f['miss_requests'],
		$lodestar_f['hit_ms'],
		$lodestar_f['hit_queries'],
		$lodestar_f['count_ms']
	);
	printf(
		"404 monitor, burst of 1,000 404s on 200 paths: %d writes without a persistent object cache (%.1f ms), %d writes with one (%.1f ms, %d hits counted after the next flush)\n",
		$lodestar_f['direct_writes'],
		$lodestar_f['direct_ms'],
		$lodestar_f['buffered_writes'],
		$lodestar_f['buffered_ms'],
		$lodestar_f['buffered_hits']
	);
}
