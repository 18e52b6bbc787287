<?php
/**
 * Plugin Name: Lodestar bench: CPU time
 * Description: Copied into the bench site's mu-plugins by bench/run.sh. Sends the CPU time
 *              (user + system) the PHP worker spent on the request from this point on as
 *              X-Lodestar-CPU-Time, which bench/head.mjs reads next to the wall time: on a busy
 *              machine CPU time is far less disturbed by other processes than wall time.
 *              Also sends X-Lodestar-Window-Time: the wall time of the two stretches of the
 *              request in which Lodestar runs at all: from the end of the must-use plugins to
 *              the end of template_redirect (loading, init, the query), and the whole of
 *              wp_head. It leaves out the theme's rendering (the block template, the content,
 *              the footer), the same code with or without Lodestar and the noisiest part of the
 *              request.
 *              And X-Lodestar-Own-Time: the time spent in Lodestar's code itself, its loading and
 *              every callback it hooks (timed one by one), 0 when it is switched off; with the
 *              header X-Lodestar-Peer (bench/peer.mjs), the same for the other plugin served.
 *              A request with the header X-Lodestar-Callbacks: NAME (lower-case letters, digits
 *              and dashes) also appends that time callback by callback, as one JSON line, to
 *              wp-content/lodestar-bench-callbacks/NAME.jsonl (bench/callbacks.mjs).
 */

// Not on the command line, nor for bench/fpm-instructions.sh (X-Lodestar-Untimed): counting
// instructions needs no timer, and the wrapping below would be counted as Lodestar's.
if ( PHP_SAPI === 'cli' || isset( $_SERVER['HTTP_X_LODESTAR_UNTIMED'] ) ) {
	return;
}
$GLOBALS['lodestar_bench_cpu_start'] = getrusage();
$GLOBALS['lodestar_bench_window']    = 0;
$GLOBALS['lodestar_bench_mark']      = 0;
$lodestar_bench_open                 = static function (): void {
	$GLOBALS['lodestar_bench_mark'] = hrtime( true );
};
$lodestar_bench_close                = static function (): void {
	if ( $GLOBALS['lodestar_bench_mark'] > 0 ) {
		$GLOBALS['lodestar_bench_window'] += hrtime( true ) - $GLOBALS['lodestar_bench_mark'];
		$GLOBALS['lodestar_bench_mark']    = 0;
	}
};
add_action( 'muplugins_loaded', $lodestar_bench_open, PHP_INT_MAX );

// Lodestar's own time: loading the plugin (from the active-plugins read that precedes the
// include to its plugin_loaded action) plus every Lodestar callback, each wrapped in a timer.
$GLOBALS['lodestar_bench_own']       = 0;
$GLOBALS['lodestar_bench_callbacks'] = array();
add_filter(
	'option_active_plugins',
	static function ( $plugins ) {
		$GLOBALS['lodestar_bench_boot'] = hrtime( true );
		return $plugins;
	},
	PHP_INT_MAX
);
// bench/peer.mjs: with "X-Lodestar-Peer: dir/file.php", bench/mu-plugins/lodestar-bench-toggle.php
// (a must-use plugin loaded after this one) checks the header, defines LODESTAR_BENCH_PEER and
// runs that plugin instead of Lodestar; the same figures are then the peer's: its loading and
// every callback defined in its folder (methods, functions and closures alike).
add_action(
	'plugin_loaded',
	static function ( $file ) {
		$timed = defined( 'LODESTAR_BENCH_PEER' ) ? '/' . LODESTAR_BENCH_PEER : '/lodestar/plugin.php';
		if ( str_ends_with( (string) $file, $timed ) && isset( $GLOBALS['lodestar_bench_boot'] ) ) {
			$elapsed                                          = hrtime( true ) - $GLOBALS['lodestar_bench_boot'];
			$GLOBALS['lodestar_bench_own']                   += $elapsed;
			$GLOBALS['lodestar_bench_callbacks']['load+boot'] = $elapsed;
		}
	}
);
// The wrapping pass is the bench's own work, not Lodestar's: its time is sent as
// X-Lodestar-Bench-Overhead and taken off the window and the whole request by head.mjs.
$GLOBALS['lodestar_bench_overhead'] = 0;
$lodestar_bench_wrap                = static function (): void {
	global $wp_filter;
	$start = hrtime( true );
	// The timed plugin's folder, resolved (a linked checkout): every callback defined in it,
	// methods, functions and closures alike, whichever plugin is served.
	// A development checkout may hold the bench site itself (.wp-stack/): the site's files are
	// not the plugin's.
	$owner = (string) realpath( WP_PLUGIN_DIR . '/' . dirname( defined( 'LODESTAR_BENCH_PEER' ) ? LODESTAR_BENCH_PEER : 'lodestar/plugin.php' ) ) . '/';
	$site  = (string) realpath( ABSPATH ) . '/';
	$site  = str_starts_with( $site, $owner ) ? $site : "\0";
	foreach ( $wp_filter as $name => $hook ) {
		foreach ( $hook->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $id => $callback ) {
				$function = $callback['function'];
				$file     = lodestar_bench_defined_in( $function );
				if ( '/' === $owner || ! str_starts_with( $file, $owner ) || str_starts_with( $file, $site ) ) {
					continue;
				}
				$label = $name . ' ' . ( is_array( $function ) ? ( is_object( $function[0] ) ? get_class( $function[0] ) : (string) $function[0] ) . '::' . $function[1] : ( is_string( $function ) ? $function : '{closure}' ) );
				$hook->callbacks[ $priority ][ $id ]['function'] = static function ( ...$args ) use ( $function, $label ) {
					$start                                         = hrtime( true );
					$result                                        = $function( ...$args );
					$elapsed                                       = hrtime( true ) - $start;
					$GLOBALS['lodestar_bench_own']                += $elapsed;
					$GLOBALS['lodestar_bench_callbacks'][ $label ] = ( $GLOBALS['lodestar_bench_callbacks'][ $label ] ?? 0 ) + $elapsed;
					return $result;
				};
			}
		}
	}
	$GLOBALS['lodestar_bench_overhead'] += hrtime( true ) - $start;
};
/**
 * The file a callback is defined in ('' when unknown; the wrappers above are defined here).
 *
 * @param mixed $callback A hook's callback.
 */
function lodestar_bench_defined_in( $callback ): string {
	try {
		if ( is_array( $callback ) && isset( $callback[0], $callback[1] ) ) {
			$reflection = new ReflectionMethod( $callback[0], (string) $callback[1] );
		} elseif ( is_string( $callback ) && str_contains( $callback, '::' ) ) {
			$reflection = new ReflectionMethod( $callback );
		} elseif ( is_string( $callback ) || $callback instanceof Closure ) {
			$reflection = new ReflectionFunction( $callback );
		} else {
			return '';
		}
		return (string) $reflection->getFileName();
	} catch ( ReflectionException $e ) {
		return '';
	}
}
// Once after loading, again for anything the plugin hooks later: at wp_loaded, once the query
// has run (wp), when template_redirect's own callbacks have run and as wp_head starts (some
// plugins hook their head and title filters there). Wrapped callbacks are closures defined in
// this file: skipped.
add_action( 'plugins_loaded', $lodestar_bench_wrap, PHP_INT_MAX );
add_action( 'wp_loaded', $lodestar_bench_wrap, PHP_INT_MAX );
add_action( 'wp', $lodestar_bench_wrap, PHP_INT_MAX );
add_action( 'template_redirect', $lodestar_bench_wrap, PHP_INT_MAX - 1 );
add_action( 'wp_head', $lodestar_bench_wrap, PHP_INT_MIN );
add_action( 'template_redirect', $lodestar_bench_close, PHP_INT_MAX );
add_action( 'wp_head', $lodestar_bench_open, PHP_INT_MIN );
add_action( 'wp_head', $lodestar_bench_close, PHP_INT_MAX );
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
			header( 'X-Lodestar-Window-Time: ' . round( $GLOBALS['lodestar_bench_window'] / 1e6, 3 ) . 'ms' );
			header( 'X-Lodestar-Own-Time: ' . round( $GLOBALS['lodestar_bench_own'] / 1e6, 3 ) . 'ms' );
			header( 'X-Lodestar-Bench-Overhead: ' . round( $GLOBALS['lodestar_bench_overhead'] / 1e6, 3 ) . 'ms' );
		}
		$name = isset( $_SERVER['HTTP_X_LODESTAR_CALLBACKS'] ) ? (string) $_SERVER['HTTP_X_LODESTAR_CALLBACKS'] : '';
		$dir  = WP_CONTENT_DIR . '/lodestar-bench-callbacks';
		if ( 1 === preg_match( '/^[a-z0-9-]{1,60}$/', $name ) && ( is_dir( $dir ) || mkdir( $dir, 0777 ) ) ) {
			$line = array(
				'own'       => $GLOBALS['lodestar_bench_own'],
				'callbacks' => $GLOBALS['lodestar_bench_callbacks'],
			);
			file_put_contents( $dir . '/' . $name . '.jsonl', wp_json_encode( $line ) . "\n", FILE_APPEND | LOCK_EX );
		}
		return $buffer;
	}
);
