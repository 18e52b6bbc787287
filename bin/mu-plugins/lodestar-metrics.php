<?php
/**
 * Plugin Name: Lodestar stack: metrics
 * Description: Per-request query count, PHP time and peak memory as response headers
 *              (X-WP-Queries, X-WP-PHP-Time, X-WP-Peak-Memory, Server-Timing), read by bench/.
 */

if ( PHP_SAPI === 'cli' ) {
	return;
}
ob_start(
	static function ( $buffer, $phase ) {
		static $done = false;
		if ( $done || ! ( $phase & ( PHP_OUTPUT_HANDLER_FINAL | PHP_OUTPUT_HANDLER_FLUSH ) ) ) {
			return $buffer;
		}
		$done = true;
		global $wpdb;
		if ( ! headers_sent() && isset( $wpdb ) ) {
			$php_ms  = round( timer_stop( 0, 6 ) * 1000, 2 );
			$queries = (int) $wpdb->num_queries;
			header( 'X-WP-Queries: ' . $queries );
			header( 'X-WP-PHP-Time: ' . $php_ms . 'ms' );
			header( 'X-WP-Peak-Memory: ' . round( memory_get_peak_usage( true ) / 1048576, 2 ) . 'MB' );
			header( 'Server-Timing: wp;dur=' . $php_ms . ';desc="' . $queries . ' queries"' );
		}
		return $buffer;
	}
);
