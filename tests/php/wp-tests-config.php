<?php
/**
 * Constants of the test WordPress, from environment variables. Shared by the bootstrap and
 * the installer child process. The site's own wp-config.php is never loaded.
 *
 * Environment: WP_CORE_DIR (a WordPress document root), WP_TEST_DB_NAME, WP_TEST_DB_USER,
 * WP_TEST_DB_PASSWORD, WP_TEST_DB_HOST (e.g. "localhost:/path/mysqld.sock").
 *
 * @package Lodestar\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- WordPress's own constants and globals.

$lodestar_tests_env = static function ( string $name, ?string $fallback = null ): string {
	$value = getenv( $name );
	if ( false === $value || '' === $value ) {
		if ( null !== $fallback ) {
			return $fallback;
		}
		fwrite( STDERR, "Lodestar tests: the environment variable {$name} is not set (see tests/php/bootstrap.php).\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		exit( 1 );
	}
	return $value;
};

$lodestar_core_dir = rtrim( $lodestar_tests_env( 'WP_CORE_DIR' ), '/' );
if ( ! is_file( $lodestar_core_dir . '/wp-settings.php' ) ) {
	fwrite( STDERR, "Lodestar tests: WP_CORE_DIR ({$lodestar_core_dir}) is not a WordPress document root.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	exit( 1 );
}

define( 'ABSPATH', $lodestar_core_dir . '/' );
define( 'DB_NAME', $lodestar_tests_env( 'WP_TEST_DB_NAME' ) );
define( 'DB_USER', $lodestar_tests_env( 'WP_TEST_DB_USER' ) );
define( 'DB_PASSWORD', $lodestar_tests_env( 'WP_TEST_DB_PASSWORD', '' ) );
define( 'DB_HOST', $lodestar_tests_env( 'WP_TEST_DB_HOST', 'localhost' ) );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

// Another prefix for the processes that share the test database with this one (tests/object-cache/node.php).
$table_prefix = $lodestar_tests_env( 'LODESTAR_TESTS_TABLE_PREFIX', 'lstests_' );

// Fixed salts: a throwaway database.
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $lodestar_salt ) {
	define( $lodestar_salt, 'lodestar-tests-' . strtolower( $lodestar_salt ) );
}

// PHPUnit runs the classes from includes/ (line numbers, no rebuild after an edit); a test checks the bundle.
define( 'LODESTAR_PHP_BUNDLE', false );
define( 'WP_TESTS_DOMAIN', 'example.org' );
define( 'WP_HOME', 'http://' . WP_TESTS_DOMAIN );
define( 'WP_SITEURL', 'http://' . WP_TESTS_DOMAIN );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', true );
define( 'WP_DEBUG_LOG', false );
define( 'SCRIPT_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_MEMORY_LIMIT', '512M' );
define( 'WP_MAX_MEMORY_LIMIT', '512M' );
define( 'FS_METHOD', 'direct' );
// The plugin lives outside the core tree; its parent folder plays wp-content/plugins.
define( 'WP_PLUGIN_DIR', dirname( __DIR__, 3 ) );
// Hermetic: no must-use plugins of the site WP_CORE_DIR belongs to (e.g. the dev stack's harness).
define( 'WPMU_PLUGIN_DIR', __DIR__ . '/no-mu-plugins' );

$_SERVER['HTTP_HOST']       = WP_TESTS_DOMAIN;
$_SERVER['SERVER_NAME']     = WP_TESTS_DOMAIN;
$_SERVER['SERVER_PORT']     = '80';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$PHP_SELF                   = '/index.php';

unset( $lodestar_tests_env, $lodestar_core_dir, $lodestar_salt );
