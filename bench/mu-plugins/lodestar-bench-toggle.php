<?php
/**
 * Plugin Name: Lodestar bench: per-request switch
 * Description: A request with the header "X-Lodestar-Bench: off" runs without Lodestar, so
 *              bench/frontend.mjs can interleave plugin-on and plugin-off requests on one site.
 */

if ( isset( $_SERVER['HTTP_X_LODESTAR_BENCH'] ) && 'off' === $_SERVER['HTTP_X_LODESTAR_BENCH'] ) {
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) {
			return array_values( array_diff( (array) $plugins, array( 'lodestar/plugin.php' ) ) );
		}
	);
}
