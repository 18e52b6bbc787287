<?php
/**
 * Installs a fresh WordPress into the test database (run as a child process by the bootstrap,
 * so WP_INSTALLING never leaks into the tests). Drops every table of the test prefix first.
 *
 * @package Lodestar\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.DB.DirectDatabaseQuery

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

error_reporting( E_ALL & ~E_DEPRECATED ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions, WordPress.PHP.DiscouragedPHPFunctions
require __DIR__ . '/wp-tests-config.php';

define( 'WP_INSTALLING', true );

// Check the connection first: wpdb would print an HTML error page.
$lodestar_host   = DB_HOST;
$lodestar_socket = null;
$lodestar_port   = null;
if ( preg_match( '/^([^:]*):(\/.*)$/', $lodestar_host, $lodestar_match ) ) {
	$lodestar_host   = '' === $lodestar_match[1] ? 'localhost' : $lodestar_match[1];
	$lodestar_socket = $lodestar_match[2];
} elseif ( preg_match( '/^([^:]+):(\d+)$/', $lodestar_host, $lodestar_match ) ) {
	$lodestar_host = $lodestar_match[1];
	$lodestar_port = (int) $lodestar_match[2];
}
mysqli_report( MYSQLI_REPORT_OFF );
$lodestar_db = @mysqli_connect( $lodestar_host, DB_USER, DB_PASSWORD, DB_NAME, $lodestar_port, $lodestar_socket ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
if ( ! $lodestar_db ) {
	fwrite( STDERR, 'Lodestar tests: cannot connect to the test database ' . DB_NAME . ' at ' . DB_HOST . ': ' . mysqli_connect_error() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	exit( 1 );
}
// A clean start: drop every table with the test prefix.
$lodestar_tables = mysqli_query( $lodestar_db, "SHOW TABLES LIKE '" . mysqli_real_escape_string( $lodestar_db, str_replace( '_', '\\_', $table_prefix ) ) . "%'" );
mysqli_query( $lodestar_db, 'SET foreign_key_checks = 0' );
while ( $lodestar_row = mysqli_fetch_row( $lodestar_tables ) ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition
	mysqli_query( $lodestar_db, 'DROP TABLE IF EXISTS `' . str_replace( '`', '', $lodestar_row[0] ) . '`' );
}
mysqli_close( $lodestar_db );

/**
 * No mail server: skip the new-site e-mail.
 *
 * @param mixed ...$unused Unused.
 */
function wp_new_blog_notification( ...$unused ) {} // phpcs:ignore

require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$wpdb->suppress_errors( false );
$lodestar_result = wp_install( 'Lodestar Test', 'admin', 'admin@example.org', true, '', 'password' );
if ( empty( $lodestar_result['user_id'] ) ) {
	fwrite( STDERR, "Lodestar tests: wp_install() failed.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	exit( 1 );
}
update_option( 'blogdescription', 'Just another site' );
update_option( 'show_avatars', 0 );

// The multisite pass (bin/multisite-pass.sh): the site becomes the main site of a subdirectory
// network, as Network Setup makes it (the bootstrap then defines MULTISITE).
if ( '' !== (string) getenv( 'LODESTAR_TESTS_MULTISITE' ) ) {
	define( 'WP_INSTALLING_NETWORK', true );
	// wpdb names the network tables only on a multisite install: name them (as Network Setup's
	// own load, with MULTISITE not yet defined, needs them too).
	foreach ( $wpdb->tables( 'ms_global' ) as $lodestar_table => $lodestar_prefixed ) {
		$wpdb->$lodestar_table = $lodestar_prefixed;
	}
	install_network();
	$lodestar_network = populate_network( 1, WP_TESTS_DOMAIN, 'admin@example.org', 'Lodestar Test Network', '/', false );
	if ( is_wp_error( $lodestar_network ) ) {
		fwrite( STDERR, 'Lodestar tests: populate_network() failed: ' . $lodestar_network->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		exit( 1 );
	}
}
echo 'installed';
