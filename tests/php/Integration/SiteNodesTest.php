<?php
/**
 * The stored site-level JSON-LD nodes: used while current, never printed stale.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Schema\SiteNodes;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\SiteNodesHarness;
use Lodestar\Tests\TestCase;

/**
 * Each test stores the nodes (as the end of a writing request does), checks they are current,
 * changes one input the way a site owner or a plugin would, without storing them again, and
 * renders the next page view: it must print the new value. Without the key's part for that
 * input (or the filter check), the stored, stale node would be printed and the test fails.
 */
class SiteNodesTest extends TestCase {

	use HeadHarness;
	use SiteNodesHarness;

	/**
	 * A post to render.
	 *
	 * @var int
	 */
	private int $post = 0;

	/**
	 * Site name, tagline, the default schemas, a post.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'blogname', 'Harbour Notes' );
		update_option( 'blogdescription', 'Tides and boats' );
		Plugin::instance()->schemas()->save( SchemaRepository::defaults() );
		$this->post = (int) wp_insert_post(
			array(
				'post_title'   => 'Low tide',
				'post_content' => 'Text.',
				'post_status'  => 'publish',
			)
		);
	}

	/**
	 * Globals put back.
	 */
	protected function tearDown(): void {
		unset( $_SERVER['HTTPS'] );
		parent::tearDown();
	}

	/**
	 * The stored nodes are what a page view prints while they are current (what makes the
	 * freshness tests below meaningful): a marker written into the store shows.
	 */
	public function test_a_current_store_is_what_the_page_prints(): void {
		$this->store();
		$this->edit_store(
			static function ( array $stored ): array {
				foreach ( $stored['nodes'] as $id => $entry ) {
					if ( 'WebSite' === ( $entry['node']['@type'] ?? '' ) ) {
						$stored['nodes'][ $id ]['node']['name'] = 'Stored marker';
					}
				}
				$stored['same_as'] = array( 'https://example.org/stored-marker' );
				return $stored;
			}
		);

		$this->assertTrue( ( new SiteNodes() )->is_current() );
		$nodes = $this->site_nodes();
		$this->assertSame( 'Stored marker', $nodes['WebSite']['name'] );
		$this->assertSame( array( 'https://example.org/stored-marker' ), $nodes['Organization']['sameAs'] );
	}

	/**
	 * While the store is current, a page view takes the schemas from it, not from their own
	 * option (a marker written into the stored copy of a page-level schema shows); an edit of
	 * the schemas makes the store stale, and the edit shows at once.
	 */
	public function test_the_stored_schemas_are_used_while_current_and_an_edit_shows(): void {
		$this->store();
		$this->assertSame( Plugin::instance()->schemas()->all(), get_option( SiteNodes::OPTION )['schemas'] );
		$this->edit_store(
			static function ( array $stored ): array {
				foreach ( $stored['schemas'] as $id => $schema ) {
					if ( 'WebPage' === $schema['type'] ) {
						$stored['schemas'][ $id ]['fields']['name'] = 'Stored schema marker';
					}
				}
				return $stored;
			}
		);
		$this->assertTrue( ( new SiteNodes() )->is_current() );
		$this->assertSame( 'Stored schema marker', $this->site_nodes()['WebPage']['name'] );

		$this->edit_schema( 'WebPage', 'name', 'Edited %title%' );
		$this->assertFalse( ( new SiteNodes() )->is_current() );
		$this->assertSame( 'Edited Low tide', $this->site_nodes()['WebPage']['name'] );
		// A store written before the schemas were kept (no `schemas`) is not current: the page
		// reads them from their option, and the next request that writes stores them anew.
		$this->store();
		$this->edit_store(
			static function ( array $stored ): array {
				unset( $stored['schemas'] );
				return $stored;
			}
		);
		$this->assertFalse( ( new SiteNodes() )->is_current() );
		$this->assertSame( 'Edited Low tide', $this->site_nodes()['WebPage']['name'] );
		Plugin::instance()->graphs()->refresh_site_nodes();
		$this->assertTrue( ( new SiteNodes() )->is_current() );
		$this->assertSame( Plugin::instance()->schemas()->all(), get_option( SiteNodes::OPTION )['schemas'] );
	}

	/**
	 * The hooks the key watches are FILTERS and each option's short-circuit and filter.
	 */
	public function test_the_watched_hooks_are_the_filters_and_each_options_hooks(): void {
		$constant = static fn( string $name ) => ( new \ReflectionClassConstant( SiteNodes::class, $name ) )->getValue();
		$expected = $constant( 'FILTERS' );
		foreach ( $constant( 'OPTIONS' ) as $option ) {
			$expected[] = 'pre_option_' . $option;
			$expected[] = 'option_' . $option;
		}
		$this->assertSame( $expected, $constant( 'WATCHED' ) );
		$this->assertContains( 'option_lodestar_schemas', $expected );
	}

	/**
	 * The stored nodes equal what the page builds itself (byte for byte in the script).
	 */
	public function test_stored_nodes_equal_the_built_ones(): void {
		Plugin::instance()->settings()->save( array( 'facebook_page_url' => 'https://www.facebook.com/harbour' ) );
		delete_option( SiteNodes::OPTION );
		$built = $this->script();
		$this->store();
		$this->assertSame( $built, $this->script() );
	}

	/**
	 * Site name.
	 */
	public function test_a_new_site_name_shows(): void {
		$this->store();
		update_option( 'blogname', 'Quay Journal' );
		$nodes = $this->site_nodes();
		$this->assertSame( 'Quay Journal', $nodes['WebSite']['name'] );
		$this->assertSame( 'Quay Journal', $nodes['Organization']['name'] );
	}

	/**
	 * Tagline.
	 */
	public function test_a_new_tagline_shows(): void {
		$this->store();
		update_option( 'blogdescription', 'Charts and currents' );
		$this->assertSame( 'Charts and currents', $this->site_nodes()['WebSite']['description'] );
	}

	/**
	 * A setting (a social profile: the Organization's sameAs; the entity's name).
	 */
	public function test_a_changed_setting_shows(): void {
		$this->store();
		Plugin::instance()->settings()->save(
			array(
				'facebook_page_url' => 'https://www.facebook.com/quay',
				'site_entity_name'  => 'Quay Ltd',
			)
		);
		$nodes = $this->site_nodes();
		$this->assertContains( 'https://www.facebook.com/quay', $nodes['Organization']['sameAs'] );
		$this->assertSame( 'Quay Ltd', $nodes['Organization']['name'] );
	}

	/**
	 * A stored schema edited (the WebSite's alternate name).
	 */
	public function test_an_edited_schema_shows(): void {
		$this->store();
		$this->edit_schema( 'WebSite', 'alternateName', 'HN' );
		$this->assertSame( 'HN', $this->site_nodes()['WebSite']['alternateName'] );
	}

	/**
	 * The logo: the theme's custom logo, replaced by another image (both uploaded before the
	 * nodes are stored: an upload changes the image facts, also in the key).
	 */
	public function test_a_new_logo_shows(): void {
		$second = $this->image( 'second-logo.png' );
		set_theme_mod( 'custom_logo', $this->image( 'first-logo.png' ) );
		$this->store();
		$this->assertStringEndsWith( 'first-logo.png', $this->site_nodes()['Organization']['logo'] );
		set_theme_mod( 'custom_logo', $second );
		$this->assertStringEndsWith( 'second-logo.png', $this->site_nodes()['Organization']['logo'] );
	}

	/**
	 * The site icon (the logo when the theme has none).
	 */
	public function test_a_new_site_icon_shows(): void {
		$icon = $this->image( 'icon.png' );
		$this->store();
		$this->assertArrayNotHasKey( 'logo', $this->site_nodes()['Organization'] );
		update_option( 'site_icon', $icon );
		$this->assertStringEndsWith( 'icon.png', $this->site_nodes()['Organization']['logo'] );
	}

	/**
	 * The home address as this request computes it (here its scheme: the test site's address
	 * is fixed by WP_HOME).
	 */
	public function test_a_new_home_address_shows(): void {
		$this->store();
		$_SERVER['HTTPS'] = 'on';
		$nodes = $this->site_nodes();
		$this->assertStringStartsWith( 'https://', $nodes['WebSite']['url'] );
		$this->assertStringStartsWith( 'https://', $nodes['WebSite']['potentialAction']['target']['urlTemplate'] );
	}

	/**
	 * A filter the key cannot see: the store steps aside while it has a callback.
	 */
	public function test_a_filter_makes_the_store_step_aside(): void {
		$this->store();
		$name = static fn(): string => 'Filtered Harbour';
		add_filter( 'option_blogname', $name );
		$this->assertFalse( ( new SiteNodes() )->is_current() );
		$this->assertSame( 'Filtered Harbour', $this->site_nodes()['WebSite']['name'] );
		remove_filter( 'option_blogname', $name );
		// A hook left without callbacks (its WP_Hook stays) is no filter: the store holds again.
		$this->assertTrue( ( new SiteNodes() )->is_current() );

		// The same for an option's short-circuit and for a filter the values pass through.
		add_filter( 'pre_option_blogdescription', $name );
		$this->assertFalse( ( new SiteNodes() )->is_current() );
		$this->assertSame( 'Filtered Harbour', $this->site_nodes()['WebSite']['description'] );
		remove_filter( 'pre_option_blogdescription', $name );
		$this->assertTrue( ( new SiteNodes() )->is_current() );
		$home = static fn( string $url ): string => str_replace( 'example.org', 'filtered.example', $url );
		add_filter( 'home_url', $home );
		$this->assertFalse( ( new SiteNodes() )->is_current() );
		$this->assertStringContainsString( 'filtered.example', $this->site_nodes()['WebSite']['url'] );
		remove_filter( 'home_url', $home );
		$this->assertTrue( ( new SiteNodes() )->is_current() );

		$locale = static fn(): string => 'fr_FR';
		add_filter( 'locale', $locale );
		$this->assertSame( 'fr-FR', $this->site_nodes()['WebSite']['inLanguage'] );
		remove_filter( 'locale', $locale );
	}

	/**
	 * A site-level schema that uses a page's variable is built on each page, never stored.
	 */
	public function test_a_schema_with_a_page_variable_stays_per_page(): void {
		$this->edit_schema( 'WebSite', 'alternateName', '%title%' );
		$this->store();
		$this->assertSame( 'Low tide', $this->site_nodes()['WebSite']['alternateName'] );
		$other = (int) wp_insert_post(
			array(
				'post_title'  => 'High water',
				'post_status' => 'publish',
			)
		);
		$this->assertSame( 'High water', $this->site_nodes( $other )['WebSite']['alternateName'] );
	}

	/**
	 * A request whose locale is not the site's (an admin screen in the user's language) stores
	 * nothing: page views would never have its key.
	 */
	public function test_a_request_in_another_locale_stores_nothing(): void {
		delete_option( SiteNodes::OPTION );
		$locale = static fn(): string => 'de_DE';
		add_filter( 'determine_locale', $locale );
		Plugin::instance()->graphs()->refresh_site_nodes();
		remove_filter( 'determine_locale', $locale );
		$this->assertFalse( get_option( SiteNodes::OPTION ) );
	}

	/**
	 * The end of a request that wrote stores the nodes after every other shutdown callback: one
	 * that writes an input late (the page checks' flush, at 1000, records image facts) leaves a
	 * store that is current, not one every page view steps around until the next write.
	 */
	public function test_an_input_written_late_in_shutdown_is_in_the_store(): void {
		global $wp_filter;
		$this->script();
		$refresh  = array( Plugin::instance(), 'refresh_site_records' );
		$priority = has_action( 'shutdown', $refresh );
		$this->assertIsInt( $priority, 'A request that wrote refreshes the nodes at its end.' );
		// The refresh where Lodestar hooks it and a late writer, without the rest of the
		// shutdown work (cron, the other flushes), which is not this test's.
		$saved                 = $wp_filter['shutdown'] ?? null;
		$wp_filter['shutdown'] = new \WP_Hook();
		add_action( 'shutdown', $refresh, $priority );
		add_action(
			'shutdown',
			static function (): void {
				update_option( 'blogname', 'Written at shutdown' );
			},
			1000
		);
		try {
			do_action( 'shutdown' );
		} finally {
			$wp_filter['shutdown'] = $saved;
		}
		$this->assertTrue( ( new SiteNodes() )->is_current(), 'The store holds what the late callback wrote.' );
		$this->assertSame( 'Written at shutdown', $this->site_nodes()['WebSite']['name'] );
	}

	/**
	 * Stores the nodes as the end of a writing request does, and checks they are current. A
	 * page view first (the test site's theme writes its mods on its first one).
	 */
	protected function store(): void {
		$this->script();
		delete_option( SiteNodes::OPTION );
		Plugin::instance()->graphs()->refresh_site_nodes();
		$this->assertTrue( ( new SiteNodes() )->is_current(), 'The nodes were stored.' );
	}

	/**
	 * An image attachment.
	 *
	 * @param string $file File name.
	 */
	private function image( string $file ): int {
		$id = (int) wp_insert_attachment(
			array(
				'post_title'     => $file,
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			),
			'2026/12/' . $file
		);
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 512,
				'height' => 512,
				'file'   => '2026/12/' . $file,
				'sizes'  => array(),
			)
		);
		return $id;
	}

	/**
	 * The JSON-LD script of a post's page view.
	 *
	 * @param int $post Post id (the test's post when 0).
	 */
	private function script( int $post = 0 ): string {
		$head = $this->render_request( array( 'p' => $post ? $post : $this->post ) )['head'];
		$this->assertSame( 1, preg_match( '#<script type="application/ld\+json" class="lodestar-schema-graph">(.*?)</script>#s', $head, $match ) );
		return $match[1];
	}

	/**
	 * The site-level nodes of a post's page view, by type.
	 *
	 * @param int $post Post id (the test's post when 0).
	 * @return array<string, array<string, mixed>>
	 */
	protected function site_nodes( int $post = 0 ): array {
		$graph = json_decode( $this->script( $post ), true )['@graph'];
		return array_column( $graph, null, '@type' );
	}
}
