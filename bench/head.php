<?php
/**
 * Plugin Name: Lodestar bench: CPU time
 * Description: Copied into the bench site's mu-plugins by bench/run.sh. Sends the CPU time
 *              (user + system) the PHP worker spent on the request from this point on as
 *              X-Lodestar-CPU-Time, which bench/head.mjs reads next to the wall time: on a busy
 *              machine CPU time is far less disturbed by other processes than wall time.
 */

if ( PHP_SAPI === 'cli' ) {
	return;
}
$GLOBALS['lodestar_bench_cpu_start'] = getrusage();
ob_start(
	static function ( $buffer, $phase ) {
		static $done = false;
		if ( $done || ! ( $phase & ( PHP_OUTPUT_HANDLER_FINAL | PHP_OUTPUT_HANDLER_FLUSH ) ) ) {
			return $buffer;
		}
		$done  = true;
		$start = $GLOBALS['lodestar_bench_cpu_start'];
		$end   = getrusage();
		$micro = static fn( array $usage ): int => (int) ( ( $usage['ru_utime.tv_sec'] + $usage['ru_stime.tv_sec'] ) * 1000000 + $usage['ru_utime.tv_usec'] + $usage['ru_stime.tv_usec'] );
		if ( ! headers_sent() ) {
			header( 'X-Lodestar-CPU-Time: ' . round( ( $micro( $end ) - $micro( $start ) ) / 1000, 3 ) . 'ms' );
		}
		return $buffer;
	}
);
