<?php
/**
 * What a page view loads of the plugin's files.
 *
 * @package Lodestar
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Tests\TestCase;

require_once __DIR__ . '/ServedSiteHarness.php';

/**
 * A page view served by the test site (php-fpm) includes the plugin's files it needs and no
 * more: with the build in use, plugin.php and build/php/classes.php alone, never doors.php (each include costs a
 * request a file-system check and opcache's lookup); without it, never a class of the admin,
 * REST or analysis folders (the services a page view builds do not reach them).
 */
class PageViewFilesTest extends TestCase {

	use ServedSiteHarness;

	/**
	 * A single post and the home page: the plugin's included files at the end of the head.
	 */
	public function test_a_page_view_includes_the_bundle_alone(): void {
		$this->serve_site();
		$post = wp_insert_post(
			array(
				'post_title'   => 'Files probe post',
				'post_content' => 'Some words.',
				'post_status'  => 'publish',
			)
		);
		$code = <<<'PHP'
<?php
// Test probe (PageViewFilesTest): the plugin's files included up to the page's first write (the
// served test site writes WordPress's theme roots cache on every view: the hook announcing that
// write brings Lodestar's write listeners, see Wiring\WriteListeners) or the end of the head, whichever
// comes first. Loaded before the served-database plugin, which runs includes/ as it is unless
// told otherwise: here the build is used where there is one, as on a site.
if ( empty( $_SERVER['HTTP_X_LODESTAR_TEST_DB'] ) ) {
	return;
}
define( 'LODESTAR_PHP_BUNDLE', true );
function lodestar_files_probe( string $when ): void {
	if ( isset( $GLOBALS['lodestar_files_probe'] ) ) {
		return;
	}
	$files = array();
	foreach ( get_included_files() as $file ) {
		// The plugin's own code (a development tree may hold the test site itself).
		$relative = defined( 'LODESTAR_DIR' ) && str_starts_with( $file, LODESTAR_DIR ) ? substr( $file, strlen( LODESTAR_DIR ) ) : '';
		if ( preg_match( '#^(plugin\.php|template-functions\.php|includes/|build/)#', $relative ) ) {
			$files[] = $relative;
		}
	}
	$GLOBALS['lodestar_files_probe'] = array( defined( 'LODESTAR_BUILT_PHP' ), $files, $when );
}
add_filter(
	'query',
	static function ( $query ) {
		if ( did_action( 'plugins_loaded' ) && ! preg_match( '/^\s*(SELECT|SHOW)\b/i', (string) $query ) ) {
			lodestar_files_probe( 'first write' );
		}
		return $query;
	},
	PHP_INT_MIN
);
// An option written (the theme roots cache): seen before Lodestar's own callback on the hooks
// that announce the write (added later at the same priority), which brings its listeners.
foreach ( array( 'pre_update_option', 'add_option', 'delete_option' ) as $lodestar_files_hook ) {
	add_filter(
		$lodestar_files_hook,
		static function ( $value = null ) {
			if ( did_action( 'plugins_loaded' ) ) {
				lodestar_files_probe( 'first write' );
			}
			return $value;
		},
		PHP_INT_MIN
	);
}
add_action(
	'wp_head',
	static function () {
		lodestar_files_probe( 'head' );
		printf( "<!-- lodestar-files-probe %s -->\n", esc_html( wp_json_encode( $GLOBALS['lodestar_files_probe'] ) ) );
	},
	PHP_INT_MAX
);
PHP;
		$this->install_probe( 'lodestar-files-probe-', $code );

		// A post, the home page and an archive: never build/php/doors.php (the classes of the
		// parts page views do not build) nor a class file of its own.
		foreach ( array( get_permalink( $post ), home_url( '/' ), get_category_link( 1 ) ) as $url ) {
			$response = wp_remote_get( $url, array( 'timeout' => 20 ) );
			$body     = wp_remote_retrieve_body( $response );
			$this->assertSame( 200, wp_remote_retrieve_response_code( $response ), $url );
			$this->assertStringContainsString( '<!-- Lodestar SEO -->', $body, $url );
			$this->assertStringContainsString( 'lodestar-schema-graph', $body, $url );
			$this->assertSame( 1, preg_match( '/<!-- lodestar-files-probe (.*?) -->/', $body, $match ), $url );
			list( $built, $files, $when ) = json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
			$this->assertSame( is_file( LODESTAR_PLUGIN_DIR . '/build/php/classes.php' ), $built, 'the build is used where there is one' );
			if ( $built ) {
				$this->assertSame( array( 'plugin.php', 'build/php/classes.php' ), $files, $url . ' at ' . $when );
			} else {
				$this->assertContains( 'includes/Autoloader.php', $files );
			}
			foreach ( $files as $file ) {
				$this->assertDoesNotMatchRegularExpression( '#^includes/(Admin|Editor|Lifecycle|Rest|Health|Analysis|Migration|Extensions|Onboarding|News)/#', $file, $url );
			}
		}
	}
}
