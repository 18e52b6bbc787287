<?php
/**
 * A fresh install with Lodestar just activated, as the site analysis sees it.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\TestCase;

require_once __DIR__ . '/ServedSiteHarness.php';

/**
 * WordPress's fresh install (its default content, the pretty permalinks its installer sets
 * when the server rewrites, no tagline), Lodestar activated on it for the first time, served
 * over loopback.
 */
class FreshInstallAnalysisTest extends TestCase {

	use ServedSiteHarness;

	/**
	 * A fresh install, Lodestar activated, as its administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->serve_site();
		$admin = $this->act_as( 'administrator' );
		$this->empty_site();
		update_option( 'blogname', 'My WordPress Website' );
		update_option( 'blogdescription', '' );
		update_option( 'blog_public', '1' );
		update_option( 'show_on_front', 'posts' );
		update_option( 'site_icon', 0 );
		update_option( 'active_plugins', array( 'lodestar/plugin.php' ) );
		update_option( 'lodestar_test_theme', array() );
		delete_option( Definitions::OPTION );
		Plugin::instance()->settings()->flush();
		global $wpdb;
		$wpdb->query( "DELETE FROM {$wpdb->terms} WHERE term_id = 1" );
		$wpdb->query( "DELETE FROM {$wpdb->term_taxonomy} WHERE term_id = 1" );
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		wp_install_defaults( $admin );
		// What WordPress's installer sets when the server rewrites (wp_install_maybe_enable_pretty_permalinks()).
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%year%/%monthnum%/%day%/%postname%/' );
		create_initial_taxonomies();
		do_action( 'activate_plugin', plugin_basename( LODESTAR_FILE ), false );
		Plugin::instance()->settings()->flush();
	}

	/**
	 * The settings report, run now.
	 *
	 * @param string $category Category.
	 * @return array<string, array<string, mixed>>
	 */
	private function report( string $category ): array {
		$response = $this->get( $category, array( 'force' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $this->json_data( $response );
	}

	/**
	 * Activation turns XML sitemaps on; the site serves them at once and the analysis agrees.
	 */
	public function test_activation_on_a_fresh_install_serves_the_xml_sitemap_and_the_analysis_agrees(): void {
		$this->assertSame( array( 'enable_xml_sitemap' => true ), $this->stored_settings() );
		$this->assertTrue( Plugin::instance()->settings()->get( 'enable_xml_sitemap' ) );
		$this->assertFalse( get_option( 'rewrite_rules' ), 'Activation drops the rules, so the next request builds them with the sitemaps.' );

		$index = wp_remote_get( self::served_url() . 'sitemap_index.xml', array( 'timeout' => 10 ) );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $index ), (string) wp_remote_retrieve_body( $index ) );
		$this->assertStringContainsString( '<sitemapindex', wp_remote_retrieve_body( $index ) );
		$this->assertStringContainsString( self::served_url() . 'post-sitemap-1.xml', wp_remote_retrieve_body( $index ), 'Hello world! is listed.' );

		$settings = $this->report( 'settings' );
		$this->assertSame( 'success', $settings['sitemap_reachable']['status'], $settings['sitemap_reachable']['message'] );
		$this->assertMatchesRegularExpression( '/^The sitemap index \(' . preg_quote( self::served_url(), '/' ) . 'sitemap_index\.xml\) is valid XML and lists [1-9]\d* sitemaps?\.$/', $settings['sitemap_reachable']['message'] );
	}

	/**
	 * A site that stored its settings before (an update, not a fresh install) keeps them:
	 * activation adds no sitemap to a site that had none.
	 */
	public function test_activation_keeps_the_stored_settings_of_an_existing_site(): void {
		update_option( Definitions::OPTION, array( 'separator' => '|' ) );
		do_action( 'activate_plugin', plugin_basename( LODESTAR_FILE ), false );
		Plugin::instance()->settings()->flush();
		$this->assertSame( array( 'separator' => '|' ), $this->stored_settings() );
		$this->assertFalse( Plugin::instance()->settings()->get( 'enable_xml_sitemap' ) );
	}

	/**
	 * A fresh install (WordPress's sample content, no tagline, no icon, served over HTTP) is
	 * not a well-built site: the analysis reports what it lacks, and nothing else: no error,
	 * and no warning about the sitemaps, robots.txt, permalinks or indexing.
	 */
	public function test_a_fresh_install_is_told_what_it_lacks_and_nothing_else(): void {
		$warnings = array();
		foreach ( array( 'general', 'settings', 'other' ) as $category ) {
			foreach ( $this->report( $category ) as $id => $entry ) {
				$this->assertNotContains( $entry['status'], array( 'error', 'unavailable' ), $id . ': ' . $entry['message'] );
				if ( 'warning' === $entry['status'] ) {
					$warnings[] = $id;
				}
			}
		}
		$this->assertSame(
			array(
				// The test theme's latest-posts home page: post titles as paragraphs, no link.
				'h1_heading',
				'h2_headings',
				'internal_links',
				// The test site serves HTTP only.
				'secure_connection',
				// WordPress installs with an empty tagline and no icon.
				'site_tagline',
				'site_icon',
				// "Hello world!" and "Sample Page" are placeholders: short, linked from nowhere.
				'thin_content',
				'orphan_posts',
			),
			$warnings
		);
	}
}
