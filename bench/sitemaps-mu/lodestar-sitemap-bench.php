<?php
/**
 * Plugin Name: Lodestar sitemap bench probe
 * Description: Appends each sitemap request's server time (whole request, and from
 * parse_request on, where Lodestar answers), peak memory and query count to
 * wp-content/lodestar-sitemap-bench.log (bench/sitemaps.sh only).
 */

if ( isset( $_SERVER['REQUEST_URI'] ) && preg_match( '#(sitemap[^/]*\.xml)$#', (string) $_SERVER['REQUEST_URI'] ) ) {
	// Lodestar answers sitemaps on parse_request: what follows is the sitemap's own cost.
	add_action(
		'parse_request',
		static function () {
			$GLOBALS['lodestar_bench_start'] = microtime( true );
			$GLOBALS['lodestar_bench_cpu']   = lodestar_bench_cpu();
			$GLOBALS['lodestar_bench_queries'] = $GLOBALS['wpdb']->num_queries;
		},
		-1000
	);
	register_shutdown_function(
		static function () {
			global $wpdb;
			$line = wp_json_encode(
				array(
					'uri'     => (string) $_SERVER['REQUEST_URI'],
					'ms'      => round( ( microtime( true ) - (float) $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000, 1 ),
					'own_ms'  => round( ( microtime( true ) - (float) ( $GLOBALS['lodestar_bench_start'] ?? microtime( true ) ) ) * 1000, 1 ),
					'own_cpu' => round( ( lodestar_bench_cpu() - (float) ( $GLOBALS['lodestar_bench_cpu'] ?? lodestar_bench_cpu() ) ) * 1000, 1 ),
					'peak_mb' => round( memory_get_peak_usage() / 1048576, 2 ),
					'queries' => (int) $wpdb->num_queries - (int) ( $GLOBALS['lodestar_bench_queries'] ?? 0 ),
				)
			);
			file_put_contents( WP_CONTENT_DIR . '/lodestar-sitemap-bench.log', $line . "\n", FILE_APPEND );
		}
	);
}

/**
 * CPU time (user + system) of this PHP process so far, in seconds: unlike wall-clock time it
 * does not grow while other processes hold the cores (the database's time is not in it).
 */
function lodestar_bench_cpu(): float {
	$usage = getrusage();
	return $usage['ru_utime.tv_sec'] + $usage['ru_utime.tv_usec'] / 1e6 + $usage['ru_stime.tv_sec'] + $usage['ru_stime.tv_usec'] / 1e6;
}
