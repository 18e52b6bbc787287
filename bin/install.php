<?php
/**
 * Non-interactive WordPress install for the local stack (no wp-cli here).
 *
 * php install.php SITE_DIR URL ADMIN_USER ADMIN_PASS ADMIN_EMAIL
 *
 * Runs wp_install(), turns off what needs the internet (avatars, the editor
 * welcome guide) and sets pretty permalinks.
 */

[ , $site, $url, $user, $pass, $email ] = $argv;
$parts                      = parse_url( $url );
$_SERVER['HTTP_HOST']       = $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
$_SERVER['SERVER_NAME']     = $parts['host'];
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
define( 'WP_INSTALLING', true );

/** No mail transport here: skip the "new site" e-mail (pluggable). */
function wp_new_blog_notification( $blog_title, $blog_url, $user_id, $password ) {}

require $site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
if ( is_blog_installed() ) {
	fwrite( STDERR, "already installed\n" );
	exit( 1 );
}
$result = wp_install( 'Lodestar Dev Site', $user, $email, true, '', wp_slash( $pass ), '' );
if ( is_wp_error( $result ) ) {
	fwrite( STDERR, $result->get_error_message() . "\n" );
	exit( 1 );
}
update_option( 'show_avatars', 0 );
global $wpdb, $wp_rewrite;
update_user_meta(
	$result['user_id'],
	$wpdb->get_blog_prefix() . 'persisted_preferences',
	array(
		'core/edit-post' => array( 'welcomeGuide' => false ),
		'core'           => array( 'enableChoosePatternModal' => false ),
		'_modified'      => gmdate( 'c' ),
	)
);
$wp_rewrite->set_permalink_structure( '/%postname%/' );
$wp_rewrite->flush_rules( false );
printf( "installed WordPress %s as %s\n", get_bloginfo( 'version' ), $user );
