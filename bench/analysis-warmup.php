<?php
/**
 * Runs the scan facts' warm-up chain (Analysis\ScanFactsWarmup) on the bench site, one PHP
 * process per batch as WP-Cron runs one event per request, and prints each batch's time, peak
 * memory and posts, then the chain's total.
 *
 * php bench/analysis-warmup.php SITE_DIR HOST chain [fresh]   start the chain and run it to its end
 *                                                             (fresh: the stored facts deleted first)
 * php bench/analysis-warmup.php SITE_DIR HOST chain setting   change a template setting (the title
 *                                                             separator), which starts the chain; run it
 * php bench/analysis-warmup.php SITE_DIR HOST batch           one batch (the cron event), as JSON
 */

[ , $lodestar_site, $lodestar_host, $lodestar_mode ] = $argv;
$_SERVER['HTTP_HOST']   = $lodestar_host;
$_SERVER['REQUEST_URI'] = '/wp-cron.php';
if ( 'batch' === $lodestar_mode ) {
	// As wp-cron.php runs it.
	define( 'DOING_CRON', true );
}
$lodestar_boot = microtime( true );
require $lodestar_site . '/wp-load.php';

global $wpdb;
$lodestar_warmup = \Lodestar\Plugin::instance()->scan_facts_warmup();

if ( 'batch' === $lodestar_mode ) {
	$lodestar_next = wp_next_scheduled( \Lodestar\Analysis\ScanFactsWarmup::HOOK );
	if ( false !== $lodestar_next ) {
		// WP-Cron takes a due event off the schedule before running it.
		wp_unschedule_event( $lodestar_next, \Lodestar\Analysis\ScanFactsWarmup::HOOK );
	}
	memory_reset_peak_usage();
	$lodestar_t     = microtime( true );
	$lodestar_batch = $lodestar_warmup->run();
	echo wp_json_encode(
		array(
			'ms'      => ( microtime( true ) - $lodestar_t ) * 1000,
			'boot_ms' => ( $lodestar_t - $lodestar_boot ) * 1000,
			'mb'      => memory_get_peak_usage() / 1048576,
			'batch'   => $lodestar_batch,
			'running' => $lodestar_warmup->running(),
			'due'     => false !== wp_next_scheduled( \Lodestar\Analysis\ScanFactsWarmup::HOOK ),
		)
	) . "\n";
	exit( 0 );
}

if ( in_array( 'fresh', $argv, true ) ) {
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE meta_key = %s", \Lodestar\Analysis\ScanFacts::META ) );
}
if ( in_array( 'setting', $argv, true ) ) {
	// A template setting (the title separator): saving it starts the chain (its write listener).
	delete_option( \Lodestar\Analysis\ScanFactsWarmup::OPTION );
	$lodestar_separator = '|' === \Lodestar\Plugin::instance()->settings()->get( 'separator' ) ? '-' : '|';
	\Lodestar\Plugin::instance()->settings()->save( array( 'separator' => $lodestar_separator ) );
	if ( ! $lodestar_warmup->running() ) {
		fwrite( STDERR, "saving the separator started no chain\n" );
		exit( 1 );
	}
} else {
	$lodestar_warmup->start();
}
$lodestar_facts = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s", \Lodestar\Analysis\ScanFacts::META ) );
printf( "warm-up chain (%d posts or %.1f s a batch), %d posts with stored scan facts at the start\n", \Lodestar\Analysis\ScanFactsWarmup::POSTS, \Lodestar\Analysis\ScanFactsWarmup::SECONDS, $lodestar_facts );
printf( "%-6s %9s %9s %8s %8s %9s\n", 'batch', 'ms', 'boot ms', 'MB peak', 'posts', 'computed' );
$lodestar_total = microtime( true );
$lodestar_sum   = array( 0.0, 0, 0, 0.0 );
for ( $lodestar_i = 1; $lodestar_i <= 1000; $lodestar_i++ ) {
	$lodestar_out = shell_exec( escapeshellarg( PHP_BINARY ) . ' -d memory_limit=256M ' . escapeshellarg( __FILE__ ) . ' ' . escapeshellarg( $lodestar_site ) . ' ' . escapeshellarg( $lodestar_host ) . ' batch' );
	$lodestar_row = json_decode( (string) $lodestar_out, true );
	if ( ! is_array( $lodestar_row ) || ! is_array( $lodestar_row['batch'] ?? null ) ) {
		fwrite( STDERR, 'batch failed: ' . $lodestar_out . "\n" );
		exit( 1 );
	}
	printf( "%-6d %9.1f %9.1f %8.1f %8d %9d\n", $lodestar_i, $lodestar_row['ms'], $lodestar_row['boot_ms'], $lodestar_row['mb'], $lodestar_row['batch']['posts'], $lodestar_row['batch']['computed'] );
	$lodestar_sum[0] += $lodestar_row['ms'];
	$lodestar_sum[1] += $lodestar_row['batch']['posts'];
	$lodestar_sum[2] += $lodestar_row['batch']['computed'];
	$lodestar_sum[3]  = max( $lodestar_sum[3], $lodestar_row['mb'] );
	if ( ! $lodestar_row['running'] ) {
		if ( $lodestar_row['due'] ) {
			fwrite( STDERR, "the chain ended with an event left\n" );
			exit( 1 );
		}
		break;
	}
}
printf(
	"chain: %d batches, %.2f s in batches (%.2f s wall, PHP boots included), %d posts looked at, %d computed, peak memory of a batch %.1f MB\n",
	$lodestar_i,
	$lodestar_sum[0] / 1000,
	microtime( true ) - $lodestar_total,
	$lodestar_sum[1],
	$lodestar_sum[2],
	$lodestar_sum[3]
);
