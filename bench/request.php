<?php
/**
 * One front-end request of the bench site, run by the PHP command line instead of php-fpm, so
 * that bench/instructions.sh can count its instructions under valgrind.
 *
 * php bench/request.php SITE_DIR HOST PATH [off]
 * "off" sends the bench's per-request switch (bench/mu-plugins/lodestar-bench-toggle.php), so the
 * same site serves the same page without Lodestar. The page itself is thrown away; its size
 * goes to standard error so a reader can see both runs served the page.
 *
 * @package Lodestar
 */

$lodestar_site = $argv[1];
$lodestar_host = $argv[2];
$lodestar_path = $argv[3];
$lodestar_port               = (string) ( parse_url( 'http://' . $lodestar_host, PHP_URL_PORT ) ?? 80 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url
$_SERVER['HTTP_HOST']        = $lodestar_host;
$_SERVER['SERVER_NAME']      = (string) parse_url( 'http://' . $lodestar_host, PHP_URL_HOST ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url
$_SERVER['SERVER_PORT']      = $lodestar_port;
$_SERVER['REQUEST_URI']      = $lodestar_path;
$_SERVER['REQUEST_METHOD']   = 'GET';
$_SERVER['SCRIPT_NAME']      = '/index.php';
$_SERVER['PHP_SELF']         = '/index.php';
$_SERVER['SCRIPT_FILENAME']  = $lodestar_site . '/index.php';
$_SERVER['REMOTE_ADDR']      = '127.0.0.1';
if ( isset( $argv[4] ) && 'off' === $argv[4] ) {
	$_SERVER['HTTP_X_LODESTAR_BENCH'] = 'off';
}
// As under php-fpm: Lodestar registers its post and term meta at init only in the admin, Ajax,
// cron, REST, XML-RPC and the command line (Meta\Fields::registration_needed()). This request
// stands for a page view, so the command line's registration is switched off with the filter
// that decides it, set before WordPress loads (a pre-initialised hook).
$GLOBALS['wp_filter']['lodestar_register_meta'][10]['lodestar_bench_page_view'] = array(
	'function'      => '__return_false',
	'accepted_args' => 1,
);
chdir( $lodestar_site );
ob_start();
require $lodestar_site . '/index.php';
fwrite( STDERR, 'bytes=' . strlen( (string) ob_get_clean() ) . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
