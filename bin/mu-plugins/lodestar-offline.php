<?php
/**
 * Plugin Name: Lodestar stack: offline
 * Description: The local stack has no internet: skip update checks instead of letting them time out and log.
 */

foreach ( array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ) as $lodestar_stack_hook ) {
	remove_action( 'admin_init', $lodestar_stack_hook );
}
remove_action( 'wp_version_check', 'wp_version_check' );
remove_action( 'wp_update_plugins', 'wp_update_plugins' );
remove_action( 'wp_update_themes', 'wp_update_themes' );
remove_action( 'init', 'wp_schedule_update_checks' );
$lodestar_stack_no_updates = static function ( $key ) {
	return static function () use ( $key ) {
		$value = (object) array( 'last_checked' => time(), 'translations' => array() );
		if ( 'core' === $key ) {
			$value->updates         = array();
			$value->version_checked = get_bloginfo( 'version' );
		} else {
			$value->response = array();
			$value->checked  = array();
		}
		return $value;
	};
};
add_filter( 'pre_site_transient_update_core', $lodestar_stack_no_updates( 'core' ) );
add_filter( 'pre_site_transient_update_plugins', $lodestar_stack_no_updates( 'plugins' ) );
add_filter( 'pre_site_transient_update_themes', $lodestar_stack_no_updates( 'themes' ) );
