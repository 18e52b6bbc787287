<?php
/**
 * Activates a plugin in a fresh PHP process and flushes rewrite rules afterwards
 * (a fresh process sees every taxonomy and the plugin's own rules).
 *
 * php activate.php SITE_DIR HOST PLUGIN_FILE
 */

[ , $lodestar_site, $lodestar_host, $lodestar_plugin ] = $argv;
$_SERVER['HTTP_HOST']   = $lodestar_host;
$_SERVER['REQUEST_URI'] = '/';
require $lodestar_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$result = activate_plugin( $lodestar_plugin );
if ( is_wp_error( $result ) ) {
	fwrite( STDERR, 'activation failed: ' . $result->get_error_message() . "\n" );
	exit( 1 );
}
echo is_plugin_active( $lodestar_plugin ) ? "active: $lodestar_plugin\n" : "not active: $lodestar_plugin\n";
