<?php
/**
 * Lodestar on a multisite network.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Multisite;

use Lodestar\Frontend\KeptHeads;
use Lodestar\Lifecycle\Uninstaller;
use Lodestar\Plugin;
use Lodestar\Repositories\HeadRevision;
use Lodestar\Seo\Context;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\TestCase;

/**
 * Runs in the multisite pass (bin/multisite-pass.sh): the test site is the main site of a
 * subdirectory network. Creating a site runs CREATE TABLE, which ends the test's transaction:
 * every test deletes the sites it made (and their tables), and restores what it changed on the
 * main site.
 *
 * @since 0.3.0
 */
class NetworkTest extends TestCase {

	/**
	 * Sites made by the test.
	 *
	 * @var list<int>
	 */
	private array $sites = array();

	/**
	 * Network-wide active plugins before the test.
	 *
	 * @var array<string, int>
	 */
	private array $network_plugins = array();

	/**
	 * Remembers the network's plugins.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->assertTrue( is_multisite() );
		$this->network_plugins = (array) get_site_option( 'active_sitewide_plugins', array() );
	}

	/**
	 * Deletes the test's sites, restores the network's plugins and the main site's options.
	 */
	protected function tearDown(): void {
		while ( ms_is_switched() ) { // A failed assertion between switch_to_blog() and restore_current_blog().
			restore_current_blog();
		}
		foreach ( $this->sites as $site_id ) {
			wp_delete_site( $site_id );
		}
		$this->sites = array();
		update_site_option( 'active_sitewide_plugins', $this->network_plugins );
		Plugin::activate();
		// Dropping a site's tables commits the test's transaction (DDL), so an uninstall of the
		// main site's options stays, and activation then stores a fresh install's settings
		// (sitemaps on): the main site goes back to what the bootstrap left, the defaults.
		update_option( Definitions::OPTION, array() );
		parent::tearDown();
	}

	/**
	 * Network activation prepares every site: the autoloaded options page views read exist.
	 */
	public function test_network_activation_prepares_every_site(): void {
		$second = $this->site( 'second' );
		$third  = $this->site( 'third' );
		foreach ( array( $second, $third ) as $site_id ) {
			$this->assertFalse( get_blog_option( $site_id, Definitions::OPTION ), 'Not active yet: nothing stored.' );
		}

		do_action( 'activate_plugin', plugin_basename( LODESTAR_FILE ), true );

		foreach ( array( 1, $second, $third ) as $site_id ) {
			switch_to_blog( $site_id );
			// The main site stored its settings before; the others are fresh installs: sitemaps on.
			$this->assertSame( 1 === $site_id ? array() : array( 'enable_xml_sitemap' => true ), get_option( Definitions::OPTION ), "site {$site_id}" );
			$this->assertIsArray( get_option( 'lodestar_term_meta_index' ), "site {$site_id}" );
			$this->assertArrayHasKey( Definitions::OPTION, wp_load_alloptions(), "site {$site_id}: autoloaded" );
			restore_current_blog();
		}
		$this->assertSame( 1, get_current_blog_id() );
	}

	/**
	 * A site created after network activation gets the options at once (wp_initialize_site);
	 * one created while Lodestar is not network-active gets nothing.
	 */
	public function test_a_new_site_gets_the_options_when_lodestar_is_network_active(): void {
		$before = $this->site( 'before' );
		$this->assertFalse( get_blog_option( $before, Definitions::OPTION ) );

		update_site_option( 'active_sitewide_plugins', array( plugin_basename( LODESTAR_FILE ) => time() ) + $this->network_plugins );
		$after = $this->site( 'after' );

		switch_to_blog( $after );
		$this->assertSame( array( 'enable_xml_sitemap' => true ), get_option( Definitions::OPTION ), 'A fresh install: sitemaps on.' );
		$this->assertArrayHasKey( Definitions::OPTION, wp_load_alloptions() );
		$this->assertIsArray( get_option( 'lodestar_term_meta_index' ) );
		$this->assertIsArray( get_option( 'lodestar_posts_page_meta' ) );
		restore_current_blog();
		$this->assertFalse( get_blog_option( $before, Definitions::OPTION ) );
	}

	/**
	 * Settings are per site, and the request's memo follows switch_to_blog().
	 */
	public function test_settings_are_per_site(): void {
		$second   = $this->site( 'second' );
		$settings = Plugin::instance()->settings();
		$this->assertSame( '-', $settings->get( 'separator' ) );

		switch_to_blog( $second );
		$this->assertSame( '-', $settings->get( 'separator' ) );
		$this->assertTrue( $settings->save( array( 'separator' => '|' ) ) );
		$this->assertSame( '|', $settings->get( 'separator' ) );
		restore_current_blog();

		$this->assertSame( '-', $settings->get( 'separator' ), 'The main site keeps its own.' );
		$this->assertSame( array(), get_option( Definitions::OPTION ) );
		$this->assertSame( array( 'separator' => '|' ), get_blog_option( $second, Definitions::OPTION ) );
		switch_to_blog( $second );
		$this->assertSame( '|', $settings->get( 'separator' ) );
		restore_current_blog();
	}

	/**
	 * Each site has its own sitemaps (its own posts, its own addresses) and robots.txt.
	 */
	public function test_sitemaps_and_robots_txt_are_per_site(): void {
		$main_post = $this->publish_post( array( 'post_title' => 'Main site post' ) );
		$second    = $this->site( 'second' );
		$router    = Plugin::instance()->sitemaps()->router;

		switch_to_blog( $second );
		$this->assertTrue( Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) ) );
		$post  = $this->publish_post( array( 'post_title' => 'Second site post' ) );
		$this->assertTrue( $router->exists( 'index', 1 ) );
		$index = (string) $router->xml( 'index' );
		$this->assertStringContainsString( '<loc>http://example.org/second/post-sitemap-1.xml</loc>', $index );
		$page = (string) $router->xml( 'post', 1 );
		$this->assertStringContainsString( '<loc>' . esc_url( get_permalink( $post ) ) . '</loc>', $page );
		$this->assertStringContainsString( 'http://example.org/second/', get_permalink( $post ) );
		$this->assertStringNotContainsString( '?p=' . $main_post . '<', $page );
		$robots = (string) apply_filters( 'robots_txt', '', '1' );
		$this->assertStringContainsString( 'Sitemap: http://example.org/second/sitemap_index.xml', $robots );
		restore_current_blog();

		// The main site's sitemaps are off (the default): no index, no Sitemap line of Lodestar's.
		$this->assertFalse( $router->exists( 'index', 1 ) );
		$this->assertStringNotContainsString( '<sitemap>', (string) $router->xml( 'index' ) );
		$main_robots = (string) apply_filters( 'robots_txt', '', '1' );
		$this->assertStringNotContainsString( 'sitemap_index.xml', $main_robots );
		$this->assertStringNotContainsString( '/second/', $main_robots );
		// And once on, they list the main site's post, not the second site's.
		$this->assertTrue( Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) ) );
		$main_page = (string) $router->xml( 'post', 1 );
		$this->assertStringContainsString( '<loc>' . esc_url( get_permalink( $main_post ) ) . '</loc>', $main_page );
		$this->assertStringNotContainsString( '/second/', $main_page );
		$this->assertTrue( Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => false ) ) );
		wp_delete_post( $main_post, true );
	}

	/**
	 * Uninstalling removes every site's options, meta and transients, and the network's options.
	 */
	public function test_uninstall_removes_every_sites_data(): void {
		$second = $this->site( 'second' );
		switch_to_blog( $second );
		Plugin::activate();
		global $wpdb;
		$this->assertSame( $wpdb->prefix . 'lodestar_redirects', $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'lodestar_redirects' ) ) ) );
		Plugin::instance()->settings()->save( array( 'separator' => '|' ) );
		$post = $this->publish_post();
		update_post_meta( $post, '_lodestar_page_title', 'Second title' );
		update_term_meta( 1, '_lodestar_page_title', 'Second term' );
		set_transient( 'lodestar_probe', 'x', 60 );
		restore_current_blog();
		update_site_option( 'lodestar_network_note', 'x' );

		( new Uninstaller() )->run();

		foreach ( array( 1, $second ) as $site_id ) {
			switch_to_blog( $site_id );
			$this->assertSame( '0', (string) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '%lodestar\\_%'" ), "site {$site_id}" );
			$this->assertSame( '0', (string) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key LIKE '\\_lodestar\\_%'" ), "site {$site_id}" );
			$this->assertSame( '0', (string) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->termmeta} WHERE meta_key LIKE '\\_lodestar\\_%'" ), "site {$site_id}" );
			// The redirect tables of each site (issue 21).
			$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'lodestar_redirects' ) ) ), "site {$site_id}" );
			restore_current_blog();
		}
		$this->assertFalse( get_site_option( 'lodestar_network_note' ) );
		// tearDown() activates again on the main site.
	}

	/**
	 * The kept heads' revision is per site: a write to another site (switched to) moves that
	 * site's on when the request ends, not this one's; each site keeps its heads in a folder of
	 * its own.
	 */
	public function test_kept_heads_are_per_site(): void {
		$second = $this->site( 'kept' );
		( new HeadRevision() )->persist();
		$main_before = get_option( HeadRevision::OPTION );
		switch_to_blog( $second );
		$second_before = get_option( HeadRevision::OPTION );
		update_option( 'blogname', 'Kept heads probe' );
		$this->assertTrue( HeadRevision::wrote() );
		restore_current_blog();
		$this->assertFalse( HeadRevision::wrote(), 'the main site wrote nothing' );
		( new HeadRevision() )->persist();
		$this->assertSame( $main_before, get_option( HeadRevision::OPTION ) );
		$this->assertNotSame( $second_before, get_blog_option( $second, HeadRevision::OPTION ) );

		$post = $this->publish_post( array( 'post_name' => 'kept-probe' ) );
		( new HeadRevision() )->persist();
		$context = Context::singular( get_post( $post ) );
		$GLOBALS['wp']->query_vars = array( 'name' => 'kept-probe' );
		$main = (string) KeptHeads::file( $context );
		switch_to_blog( $second );
		$other = (string) KeptHeads::file( $context );
		restore_current_blog();
		$GLOBALS['wp']->query_vars = array();
		$this->assertStringContainsString( '/heads/' . get_current_blog_id() . '/', $main );
		$this->assertStringContainsString( '/heads/' . $second . '/', $other );
	}

	/**
	 * Creates a site of the network at /PATH/.
	 *
	 * @param string $path Path segment.
	 */
	private function site( string $path ): int {
		$site_id = wp_insert_site(
			array(
				'domain' => WP_TESTS_DOMAIN,
				'path'   => '/' . $path . '/',
				'title'  => ucfirst( $path ),
			)
		);
		$this->assertIsInt( $site_id );
		$this->sites[] = $site_id;
		return $site_id;
	}
}
