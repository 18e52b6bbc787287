<?php
/**
 * Plugin Name: Lodestar bench: per-request switch
 * Description: A request with the header "X-Lodestar-Bench: off" runs without Lodestar, so
 *              bench/head.mjs and bench/fpm-instructions.sh can interleave plugin-on and plugin-off requests on one site.
 *              A request with "X-Lodestar-Peer: dir/file.php" runs with that plugin instead of Lodestar
 *              (bench/peer.mjs: another SEO plugin, put in the bench site's plugins folder by hand,
 *              measured the same way on the same pages).
 */

$lodestar_bench_peer = isset( $_SERVER['HTTP_X_LODESTAR_PEER'] ) ? (string) $_SERVER['HTTP_X_LODESTAR_PEER'] : '';
if ( '' !== $lodestar_bench_peer && preg_match( '#^[a-z0-9._-]+/[a-z0-9._-]+\.php$#i', $lodestar_bench_peer ) && is_file( WP_PLUGIN_DIR . '/' . $lodestar_bench_peer ) ) {
	// Read by bench/head.php's timers (they run after every must-use plugin has loaded).
	define( 'LODESTAR_BENCH_PEER', $lodestar_bench_peer );
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) use ( $lodestar_bench_peer ) {
			$plugins   = array_values( array_diff( (array) $plugins, array( 'lodestar/plugin.php', $lodestar_bench_peer ) ) );
			$plugins[] = $lodestar_bench_peer;
			return $plugins;
		}
	);
}

if ( isset( $_SERVER['HTTP_X_LODESTAR_BENCH'] ) && 'off' === $_SERVER['HTTP_X_LODESTAR_BENCH'] ) {
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) {
			return array_values( array_diff( (array) $plugins, array( 'lodestar/plugin.php' ) ) );
		}
	);
}

// No cron spawn from the bench's page views: the bench site cannot reach itself over loopback,
// so its events stay overdue and every page view a minute apart would try (a transient write and
// a failing HTTP request), the same with or without Lodestar but enough to blur a paired figure.
if ( ! defined( 'DISABLE_WP_CRON' ) ) {
	define( 'DISABLE_WP_CRON', true );
}
