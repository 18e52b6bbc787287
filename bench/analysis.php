<?php
/**
 * Runs the site analysis' checks across the whole content once and prints, per check, its
 * time, queries and status, then the total time and peak memory.
 *
 * php bench/analysis.php SITE_DIR HOST [fresh|setting]
 * (fresh: the stored scan facts are deleted first, as on a site where the scan never ran;
 * setting: a setting is changed first, the title separator.)
 */

[ , $lodestar_site, $lodestar_host ] = $argv;
$_SERVER['HTTP_HOST']   = $lodestar_host;
$_SERVER['REQUEST_URI'] = '/wp-admin/';
define( 'WP_ADMIN', true );
require $lodestar_site . '/wp-load.php';
wp_set_current_user( 1 );

global $wpdb;
$lodestar_plugin = \Lodestar\Plugin::instance();
$lodestar_checks = new \Lodestar\Analysis\ContentChecks(
	new \Lodestar\Repositories\ContentFacts(),
	$lodestar_plugin->settings(),
	$lodestar_plugin->robots(),
	$lodestar_plugin->titles(),
	$lodestar_plugin->descriptions(),
	$lodestar_plugin->canonicals(),
	new \Lodestar\Wiring\AnalysisSitemaps( $lodestar_plugin->sitemaps()->registry, $lodestar_plugin->sitemaps()->listing )
);
if ( in_array( 'fresh', $argv, true ) ) {
	// The first run after an upgrade: no stored scan facts (Analysis\ScanFacts).
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE meta_key = %s", \Lodestar\Analysis\ScanFacts::META ) );
}
if ( in_array( 'setting', $argv, true ) ) {
	// A settings change (the title separator): stored titles and descriptions are stale, stored words hold.
	$lodestar_separator = '|' === $lodestar_plugin->settings()->get( 'separator' ) ? '-' : '|';
	$lodestar_plugin->settings()->save( array( 'separator' => $lodestar_separator ) );
}
$lodestar_facts = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s", \Lodestar\Analysis\ScanFacts::META ) );
$lodestar_posts = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish'" );
printf( "%d published posts, %d with stored scan facts; content checks (category other), one run, PHP CLI\n", $lodestar_posts, $lodestar_facts );
printf( "%-24s %10s %8s %-10s %s\n", 'check', 'ms', 'queries', 'status', 'message' );
// Writes of stored scan facts (none when every fact was fresh).
$lodestar_writes = 0;
add_filter(
	'query',
	static function ( $query ) use ( &$lodestar_writes, $wpdb ) {
		if ( preg_match( '/^\s*(INSERT|UPDATE|DELETE)\b/i', (string) $query ) && str_contains( (string) $query, $wpdb->postmeta ) ) {
			++$lodestar_writes;
		}
		return $query;
	}
);
$lodestar_total = microtime( true );
$lodestar_cpu   = getrusage();
foreach ( $lodestar_checks->all() as $lodestar_check ) {
	$lodestar_queries = $wpdb->num_queries;
	$lodestar_t       = microtime( true );
	$lodestar_result  = $lodestar_check->run();
	printf(
		"%-24s %10.1f %8d %-10s %s\n",
		$lodestar_check->id(),
		( microtime( true ) - $lodestar_t ) * 1000,
		$wpdb->num_queries - $lodestar_queries,
		$lodestar_result->status,
		mb_strimwidth( $lodestar_result->message, 0, 90, '…' )
	);
}
$lodestar_used = getrusage();
printf(
	"total: %.2f s (CPU %.2f s user + %.2f s system in PHP), peak memory %.1f MB, %d post meta writes\n",
	microtime( true ) - $lodestar_total,
	$lodestar_used['ru_utime.tv_sec'] - $lodestar_cpu['ru_utime.tv_sec'] + ( $lodestar_used['ru_utime.tv_usec'] - $lodestar_cpu['ru_utime.tv_usec'] ) / 1e6,
	$lodestar_used['ru_stime.tv_sec'] - $lodestar_cpu['ru_stime.tv_sec'] + ( $lodestar_used['ru_stime.tv_usec'] - $lodestar_cpu['ru_stime.tv_usec'] ) / 1e6,
	memory_get_peak_usage() / 1048576,
	$lodestar_writes
);
$lodestar_t = microtime( true );
$lodestar_a = ( new \Lodestar\Analysis\Attention( new \Lodestar\Repositories\ContentFacts() ) )->items( 10 );
printf( "checks/attention (limit 10): %.1f ms, %d of %d listed\n", ( microtime( true ) - $lodestar_t ) * 1000, count( $lodestar_a['items'] ), $lodestar_a['total'] );
