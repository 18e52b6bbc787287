<?php
/**
 * PHPUnit bootstrap: a real WordPress on a dedicated test database.
 *
 * 1. tests/php/install.php runs in a child process: drops every table of the test prefix and
 *    installs WordPress (so each run starts clean and WP_INSTALLING stays out of this process).
 * 2. This process defines the same constants (tests/php/wp-tests-config.php), queues the plugin
 *    on muplugins_loaded through a pre-initialized $wp_filter (as core's own suite does), loads
 *    wp-settings.php and runs the plugin's activation hook.
 *
 * Environment: WP_CORE_DIR, WP_TEST_DB_NAME, WP_TEST_DB_USER, WP_TEST_DB_PASSWORD, WP_TEST_DB_HOST.
 *
 * @package Lodestar\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- WordPress globals.

define( 'LODESTAR_TESTS_DIR', __DIR__ );
define( 'LODESTAR_PLUGIN_DIR', dirname( __DIR__, 2 ) );

// 1. Fresh install in a child process.
$lodestar_output = array();
$lodestar_status = 0;
exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/install.php' ) . ' 2>&1', $lodestar_output, $lodestar_status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
if ( 0 !== $lodestar_status || 'installed' !== trim( (string) end( $lodestar_output ) ) ) {
	fwrite( STDERR, "Lodestar tests: installing WordPress failed:\n" . implode( "\n", $lodestar_output ) . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	exit( 1 );
}

// 2. Load WordPress with the plugin.
require __DIR__ . '/wp-tests-config.php';

// The object cache pass (bin/object-cache-pass.sh): WordPress on Redis through the project's
// drop-in, loaded here as wp-content/object-cache.php would be (the test site's wp-content stays
// untouched), on an emptied cache: nothing read from Redis predates the fresh install above.
if ( '' !== (string) getenv( 'LODESTAR_OBJECT_CACHE' ) ) {
	require dirname( __DIR__ ) . '/object-cache/object-cache.php';
	WP_Object_Cache::wipe();
	$GLOBALS['_wp_using_ext_object_cache'] = true;
	echo "Object cache: Redis through tests/object-cache/object-cache.php\n";
}

// The multisite pass (bin/multisite-pass.sh): a subdirectory network whose main site is the
// test site (install.php made the network tables).
if ( '' !== (string) getenv( 'LODESTAR_TESTS_MULTISITE' ) ) {
	define( 'MULTISITE', true );
	define( 'SUBDOMAIN_INSTALL', false );
	define( 'DOMAIN_CURRENT_SITE', WP_TESTS_DOMAIN );
	define( 'PATH_CURRENT_SITE', '/' );
	define( 'SITE_ID_CURRENT_SITE', 1 );
	define( 'BLOG_ID_CURRENT_SITE', 1 );
	$GLOBALS['base'] = '/';
	echo "Multisite: a subdirectory network\n";
}

/**
 * Adds a hook before WordPress's plugin API exists (WP_Hook::build_preinitialized_hooks()).
 *
 * @param string   $hook     Hook name.
 * @param callable $callback Callback.
 * @param int      $priority Priority.
 */
function lodestar_tests_add_filter( string $hook, callable $callback, int $priority = 10 ): void {
	global $wp_filter;
	$wp_filter[ $hook ][ $priority ][] = array(
		'function'      => $callback,
		'accepted_args' => 1,
	);
}

// Compiled data files (Support\CompiledFile) go to a folder of each test's own (TestCase), not
// into the test site's wp-content: a file outlives the test's rolled-back transaction.
lodestar_tests_add_filter(
	'lodestar_compiled_folder',
	static fn (): string => (string) ( $GLOBALS['lodestar_tests_compiled_folder'] ?? '' )
);
lodestar_tests_add_filter(
	'muplugins_loaded',
	static function () {
		require LODESTAR_PLUGIN_DIR . '/plugin.php';
	}
);

// wp-settings.php runs in this file's scope: the globals WordPress's files set at their top level
// ($shortcode_tags among them) must be the real globals, or PHPUnit's copy of this scope into
// $GLOBALS after the bootstrap wipes what was registered while booting (core's [caption] too).
global $shortcode_tags;
require ABSPATH . 'wp-settings.php';

// The tests start from the defaults and store what they need: the settings exist before the
// activation, so that it neither stores a fresh install's own settings (Definitions::FRESH_INSTALL,
// XML sitemaps on: tested in FreshInstallAnalysisTest) nor does what they would start (the
// sitemap counts it stores while sitemaps are on would be stale for every later test).
add_option( Lodestar\Settings\Definitions::OPTION, array(), '', true );
// Activation, as WordPress runs it when the plugin is activated.
do_action( 'activate_plugin', plugin_basename( LODESTAR_FILE ), false );

require __DIR__ . '/TestCase.php';
require __DIR__ . '/HeadHarness.php';
require __DIR__ . '/SiteNodesHarness.php';
require __DIR__ . '/FakeServerControl.php';
