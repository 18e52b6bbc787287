<?php
/**
 * uninstall.php removes Lodestar's data and nothing else.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Settings\Definitions;
use Lodestar\Tests\TestCase;

/**
 * Runs the real uninstall.php inside the test transaction.
 */
class UninstallTest extends TestCase {

	/**
	 * Options, transients, meta and cron events go; other data stays.
	 */
	public function test_uninstall_removes_lodestar_data(): void {
		global $wpdb;

		update_option( Definitions::OPTION, array( 'separator' => '|' ), true );
		add_option( 'lodestar_console_tokens', 'x', '', false );
		add_option( 'lodestarish_other_plugin', 'keep' );
		set_transient( 'lodestar_sitemap_cache', 'cached', 600 );
		$post_id = wp_insert_post(
			array(
				'post_title'  => 'P',
				'post_status' => 'publish',
			)
		);
		update_post_meta( $post_id, '_lodestar_page_title', 'T' );
		update_post_meta( $post_id, '_lodestar_page_description', 'D' );
		update_post_meta( $post_id, '_other_meta', 'keep' );
		update_term_meta( 1, '_lodestar_term_title', 'T' );
		update_term_meta( 1, '_lodestar_page_title', 'Term title' );
		update_post_meta( $post_id, '_lodestar_image_facts', array( 'version' => 1 ) );
		$this->assertNotFalse( get_option( 'lodestar_term_meta_index' ) );
		$this->assertNotFalse( get_option( 'lodestar_posts_page_meta' ) );
		$this->assertNotFalse( get_option( 'lodestar_image_facts' ) );
		$user_id = $this->create_user( 'editor' );
		update_user_meta( $user_id, '_lodestar_dismissed', '1' );
		// An author's own SEO title and description (Meta\AuthorSeo).
		update_user_meta( $user_id, '_lodestar_page_title', '%title% %separator% %site_name%' );
		update_user_meta( $user_id, '_lodestar_page_description', 'Essays.' );
		wp_schedule_event( time() + 3600, 'daily', 'lodestar_refresh_cache' );
		wp_schedule_event( time() + 3600, 'daily', 'other_plugin_event' );
		// A scan facts warm-up under way: its cursor option and its event.
		\Lodestar\Plugin::instance()->scan_facts_warmup()->start();
		$this->assertNotFalse( get_option( 'lodestar_scan_facts_warmup' ) );
		// The compiled settings (as a request that wrote compiles them at its end).
		\Lodestar\Plugin::instance()->settings()->compile();
		$compiled = glob( \Lodestar\Support\CompiledFile::folder() . 'settings-*.php' );
		$this->assertCount( 1, $compiled );

		// The redirect tables are dropped: recorded, not run (DROP TABLE would commit the test's
		// transaction; the multisite pass drops them for real).
		$dropped = array();
		add_filter(
			'query',
			static function ( $query ) use ( &$dropped ) {
				if ( preg_match( '/^DROP TABLE IF EXISTS (\S+)$/', (string) $query, $m ) ) {
					$dropped[] = $m[1];
					return 'SELECT 1';
				}
				return $query;
			}
		);

		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'main/plugin.php' );
		}
		include LODESTAR_PLUGIN_DIR . '/uninstall.php';
		wp_cache_flush();

		$this->assertNull( $this->stored_settings() );
		$this->assertFalse( get_option( Definitions::OPTION ) );
		$this->assertFalse( get_option( 'lodestar_console_tokens' ) );
		$this->assertFalse( get_transient( 'lodestar_sitemap_cache' ) );
		$this->assertSame( '0', $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '%lodestar\\_%' AND option_name NOT LIKE 'lodestarish%'" ) );
		$this->assertSame( '', get_post_meta( $post_id, '_lodestar_page_title', true ) );
		$this->assertSame( '', get_post_meta( $post_id, '_lodestar_page_description', true ) );
		$this->assertSame( '', get_term_meta( 1, '_lodestar_term_title', true ) );
		$this->assertSame( '', get_term_meta( 1, '_lodestar_page_title', true ) );
		$this->assertSame( '', get_post_meta( $post_id, '_lodestar_image_facts', true ) );
		$this->assertFalse( get_option( 'lodestar_term_meta_index' ) );
		$this->assertFalse( get_option( 'lodestar_image_facts' ) );
		$this->assertSame( '', get_user_meta( $user_id, '_lodestar_dismissed', true ) );
		$this->assertFalse( metadata_exists( 'user', $user_id, '_lodestar_page_title' ) );
		$this->assertFalse( metadata_exists( 'user', $user_id, '_lodestar_page_description' ) );
		$this->assertFalse( wp_next_scheduled( 'lodestar_refresh_cache' ) );
		$this->assertFalse( get_option( 'lodestar_scan_facts_warmup' ) );
		$this->assertFalse( wp_next_scheduled( 'lodestar_scan_facts_warmup' ) );
		$this->assertSame( array( $wpdb->prefix . 'lodestar_redirects', $wpdb->prefix . 'lodestar_404_log' ), $dropped );
		$this->assertFileDoesNotExist( $compiled[0] );
		$this->assertDirectoryDoesNotExist( \Lodestar\Support\CompiledFile::folder() );

		$this->assertSame( 'keep', get_option( 'lodestarish_other_plugin' ) );
		$this->assertSame( 'keep', get_post_meta( $post_id, '_other_meta', true ) );
		$this->assertNotFalse( wp_next_scheduled( 'other_plugin_event' ) );
		$this->assertNotFalse( get_option( 'blogname' ) );
	}

	/**
	 * Without WP_UNINSTALL_PLUGIN the file does nothing (checked in a separate process).
	 */
	public function test_uninstall_refuses_direct_access(): void {
		$output = array();
		$status = 0;
		exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( LODESTAR_PLUGIN_DIR . '/uninstall.php' ) . ' 2>&1', $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
		$this->assertSame( 0, $status );
		$this->assertSame( array(), $output );
	}
}
