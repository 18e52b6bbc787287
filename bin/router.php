<?php
/**
 * Router for the PHP built-in server (`php -S HOST -t SITE router.php`), used by the
 * stack when it does not run as root: files are served as they are, everything else
 * goes to WordPress' index.php (what the rewrite rules of a real server do).
 */

$lodestar_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$lodestar_path = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$lodestar_file = $lodestar_root . $lodestar_path;
if ( '/' !== $lodestar_path && file_exists( $lodestar_file ) ) {
	if ( ! is_dir( $lodestar_file ) ) {
		return false;
	}
	if ( '/' !== substr( $lodestar_path, -1 ) ) {
		$lodestar_query = $_SERVER['QUERY_STRING'] ?? '';
		header( 'Location: ' . $lodestar_path . '/' . ( '' !== $lodestar_query ? '?' . $lodestar_query : '' ), true, 301 );
		return true;
	}
	if ( file_exists( $lodestar_file . 'index.php' ) ) {
		return false;
	}
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $lodestar_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $lodestar_root );
require $lodestar_root . '/index.php';
