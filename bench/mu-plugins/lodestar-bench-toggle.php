<?php
/**
 * Plugin Name: Lodestar bench: per-request switch
 * Description: A request with the header "X-Lodestar-Bench: off" runs without Lodestar, so
 *              bench/head.mjs and bench/fpm-instructions.sh can interleave plugin-on and plugin-off requests on one site.
 */

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
