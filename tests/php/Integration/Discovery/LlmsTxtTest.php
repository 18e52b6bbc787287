<?php
/**
 * llms.txt: content, exclusions, cache, physical file, REST.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Discovery;

use Lodestar\LlmsTxt\Config;
use Lodestar\LlmsTxt\LlmsTxt;
use Lodestar\Tests\Integration\ServedSiteHarness;
use Lodestar\Tests\TestCase;

require_once dirname( __DIR__ ) . '/ServedSiteHarness.php';
require_once __DIR__ . '/FakeIndexNowHarness.php';

/**
 * /llms.txt on a site with pages, posts, a custom type and content that must stay out.
 */
class LlmsTxtTest extends TestCase {

	use ServedSiteHarness {
		tearDown as served_site_tear_down;
	}
	use FakeIndexNowHarness;

	/**
	 * Ids of the site.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	/**
	 * A site with pages, posts, books (a custom type), and private, draft, password-protected,
	 * noindexed and non-public content.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->empty_site();
		create_initial_taxonomies();
		register_post_type(
			'book',
			array(
				'public' => true,
				'label'  => 'Books',
			)
		);
		register_post_type( 'secret', array( 'public' => false ) );
		update_option( 'blogname', 'Lodestar Coffee' );
		update_option( 'blogdescription', 'Fresh beans & honest brews' );
		delete_option( LlmsTxt::CACHE_OPTION );
		delete_option( Config::OPTION );

		$page = fn ( string $title, int $order, array $extra = array() ) => $this->publish_post(
			array_merge(
				array(
					'post_type'    => 'page',
					'post_title'   => $title,
					'menu_order'   => $order,
					'post_excerpt' => "About $title.",
				),
				$extra
			)
		);
		$this->ids['contact'] = $page( 'Contact', 2 );
		$this->ids['about']   = $page( 'About us', 1 );
		$this->ids['hidden']  = $page( 'Staff only', 3, array( 'meta_input' => array( '_lodestar_post_no_index' => 'yes' ) ) );
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->ids[ "post$i" ] = $this->publish_post(
				array(
					'post_title'   => "Brew guide $i",
					'post_excerpt' => "How to brew, part $i.",
					'post_date'    => "2024-0$i-01 10:00:00",
				)
			);
		}
		update_post_meta( $this->ids['post3'], '_lodestar_page_description', 'The [best] brew: (really)' );
		$this->ids['private']  = $this->publish_post( array( 'post_status' => 'private', 'post_title' => 'Private notes' ) );
		$this->ids['draft']    = $this->publish_post( array( 'post_status' => 'draft', 'post_title' => 'Draft notes' ) );
		$this->ids['password'] = $this->publish_post( array( 'post_password' => 'x', 'post_title' => 'Locked notes', 'post_date' => '2025-01-01 10:00:00' ) );
		$this->ids['noindex']  = $this->publish_post( array( 'post_title' => 'Noindexed notes', 'post_date' => '2025-01-02 10:00:00', 'meta_input' => array( '_lodestar_post_no_index' => 'yes' ) ) );
		$this->ids['book']     = $this->publish_post( array( 'post_type' => 'book', 'post_title' => 'The [Coffee] Book', 'post_excerpt' => 'Everything about beans.' ) );
		$this->ids['secret']   = $this->publish_post( array( 'post_type' => 'secret', 'post_title' => 'Secret recipe' ) );
		$this->switch_features( array( 'enable_llms_txt' => true ) );
		$this->act_as( 'administrator' );
	}

	/**
	 * Plain permalinks again; the types go.
	 */
	protected function tearDown(): void {
		unregister_post_type( 'book' );
		unregister_post_type( 'secret' );
		$this->served_site_tear_down();
	}

	/**
	 * The file for the given choices.
	 *
	 * @param array<string, mixed> $config Choices.
	 */
	private function text( array $config = array() ): string {
		$llms = $this->discovery()->llms;
		if ( array() !== $config ) {
			$clean = Config::sanitize( $config );
			$this->assertIsArray( $clean );
			$this->discovery()->llms_config->save( $clean );
		}
		return $llms->text();
	}

	/**
	 * The llmstxt.org format: name, summary, sections of links with descriptions; pages in menu
	 * order, posts newest first, the custom type; nothing private, draft, protected, noindexed
	 * or of a non-public type.
	 */
	public function test_content_lists_what_the_sitemaps_list(): void {
		$text = $this->text(
			array(
				'post_types' => array( 'page', 'post', 'book' ),
				'count'      => 2,
				'details'    => "## Opening hours\r\nEvery day, <b>8</b> to 6.",
			)
		);
		$this->assertSame(
			"# Lodestar Coffee\n\n> Fresh beans & honest brews\n\nOpening hours\nEvery day, 8 to 6.\n\n"
			. "## Pages\n\n- [About us](http://127.0.0.1:8895/about-us/): About About us.\n- [Contact](http://127.0.0.1:8895/contact/): About Contact.\n\n"
			. "## Posts\n\n- [Brew guide 3](http://127.0.0.1:8895/brew-guide-3/): The [best] brew: (really)\n- [Brew guide 2](http://127.0.0.1:8895/brew-guide-2/): How to brew, part 2.\n\n"
			. "## Books\n\n- [The \\[Coffee\\] Book](http://127.0.0.1:8895/book/the-coffee-book/): Everything about beans.\n",
			str_replace( home_url( '/' ), 'http://127.0.0.1:8895/', $text )
		);
		foreach ( array( 'Staff only', 'Private notes', 'Draft notes', 'Locked notes', 'Noindexed notes', 'Secret recipe' ) as $excluded ) {
			$this->assertStringNotContainsString( $excluded, $text );
		}
	}

	/**
	 * The summary is the home page's description as the head prints it (the resolver's), and
	 * the descriptions are the posts' meta descriptions.
	 */
	public function test_summary_and_descriptions_come_from_the_resolvers(): void {
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $this->ids['about'] );
		update_post_meta( $this->ids['about'], '_lodestar_page_description', 'Roasters since 1990.' );
		$text = $this->text( array( 'post_types' => array( 'page' ) ) );
		$this->assertStringStartsWith( "# Lodestar Coffee\n\n> Roasters since 1990.\n\n## Pages\n\n- [About us](" . get_permalink( $this->ids['about'] ) . "): Roasters since 1990.\n", $text );
	}

	/**
	 * The featured links come first, in their order; URLs that are not listed are left out.
	 */
	public function test_featured_links_come_first(): void {
		$text = $this->text(
			array(
				'post_types' => array( 'post' ),
				'count'      => 1,
				'featured'   => array( get_permalink( $this->ids['book'] ), get_permalink( $this->ids['noindex'] ), get_permalink( $this->ids['post1'] ) ),
			)
		);
		$this->assertStringContainsString(
			"## Featured\n\n- [The \\[Coffee\\] Book](" . get_permalink( $this->ids['book'] ) . "): Everything about beans.\n- [Brew guide 1](" . get_permalink( $this->ids['post1'] ) . "): How to brew, part 1.\n\n## Posts\n\n- [Brew guide 3]",
			$text
		);
		$this->assertStringNotContainsString( 'Noindexed', $text );
	}

	/**
	 * Cached: a second read runs no listing query; an edit drops the cache, and the next read
	 * shows it.
	 */
	public function test_cached_and_invalidated_on_edits(): void {
		global $wpdb;
		$first  = $this->text();
		$before = $wpdb->num_queries;
		$this->assertSame( $first, $this->discovery()->llms->text() );
		$this->assertLessThanOrEqual( 1, $wpdb->num_queries - $before, 'At most the cache option.' );
		$this->assertIsArray( get_option( LlmsTxt::CACHE_OPTION ) );
		$this->assertArrayNotHasKey( LlmsTxt::CACHE_OPTION, wp_load_alloptions(), 'Not autoloaded.' );

		wp_update_post( array( 'ID' => $this->ids['contact'], 'post_title' => 'Find us' ) );
		$this->assertFalse( get_option( LlmsTxt::CACHE_OPTION ) );
		$this->assertStringContainsString( '- [Find us](', $this->discovery()->llms->text() );

		update_post_meta( $this->ids['about'], '_lodestar_post_no_index', 'yes' );
		$this->assertStringNotContainsString( 'About us', $this->discovery()->llms->text() );
		update_option( 'blogname', 'Lodestar Roasters' );
		$this->assertStringStartsWith( "# Lodestar Roasters\n", $this->discovery()->llms->text() );
	}

	/**
	 * The size is bounded.
	 */
	public function test_size_is_bounded(): void {
		$long = str_repeat( 'word ', 60 );
		for ( $i = 0; $i < 200; $i++ ) {
			$this->publish_post( array( 'post_title' => "Long $i " . str_repeat( 'x', 200 ), 'post_excerpt' => $long ) );
		}
		add_filter( 'lodestar_llms_txt_max_bytes', static fn () => 20000 );
		$text = $this->text( array( 'post_types' => array( 'post' ), 'count' => 200 ) );
		$this->assertLessThanOrEqual( 20000, strlen( $text ) );
		$this->assertGreaterThan( 15000, strlen( $text ) );
		$this->assertStringEndsWith( "\n", $text );
	}

	/**
	 * Served at /llms.txt by WordPress as plain text (nothing on disk); off, it is not served;
	 * a physical llms.txt in the site root takes precedence, and the REST data says so.
	 */
	public function test_served_and_a_physical_file_takes_precedence(): void {
		$this->serve_site();
		$root = (string) getenv( 'WP_SITE_DIR' );
		$this->assertFileDoesNotExist( $root . '/llms.txt' );
		$get = static function (): array {
			$response = wp_remote_get( self::served_url() . 'llms.txt', array( 'timeout' => 10, 'redirection' => 0 ) );
			return array( (int) wp_remote_retrieve_response_code( $response ), (string) wp_remote_retrieve_header( $response, 'content-type' ), (string) wp_remote_retrieve_body( $response ) );
		};
		list( $code, $type, $body ) = $get();
		$this->assertSame( 200, $code );
		$this->assertStringStartsWith( 'text/plain', $type );
		$this->assertStringStartsWith( "# Lodestar Coffee\n\n> Fresh beans & honest brews\n\n## Pages\n", $body );
		$this->assertFileDoesNotExist( $root . '/llms.txt', 'Never written to disk.' );

		$data = $this->json_data( $this->rest( 'GET', '/lodestar/v1/llms-txt' ) )['data'];
		$this->assertFalse( $data['file_exists'] );
		$this->assertSame( $body, $data['preview'] );

		file_put_contents( $root . '/llms.txt', "# Hand-written\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test fixture.
		try {
			list( $code, , $body ) = $get();
			$this->assertSame( 200, $code );
			$this->assertSame( "# Hand-written\n", $body );
			add_filter( 'lodestar_llms_txt_file', static fn () => $root . '/llms.txt' );
			$data = $this->json_data( $this->rest( 'GET', '/lodestar/v1/llms-txt' ) )['data'];
			$this->assertTrue( $data['file_exists'] );
			$this->assertSame( "# Hand-written\n", $data['file_content'] );
			$this->assertSame( "# Hand-written\n", $this->discovery()->llms->answer(), 'Even a request that reaches WordPress gets the file.' );
		} finally {
			unlink( $root . '/llms.txt' );
		}

		$this->switch_features( array( 'enable_llms_txt' => false ) );
		list( $code, , $body ) = $get();
		$this->assertNotSame( 200, $code );
		$this->assertStringNotContainsString( '# Lodestar Coffee', $body );
		$this->assertNull( $this->discovery()->llms->answer() );
	}

	/**
	 * The rewrite rule exists only while the feature is on; switching drops the stored rules.
	 */
	public function test_rewrite_rule_follows_the_switch(): void {
		$llms = $this->discovery()->llms;
		$this->assertSame( 'index.php?lodestar_llms_txt=1', $llms->add_rewrite_rule( array() )['^llms\.txt$'] );
		update_option( 'rewrite_rules', array( 'stored' => 'rules' ) );
		$this->switch_features( array( 'enable_llms_txt' => false ) );
		$this->assertFalse( get_option( 'rewrite_rules' ) );
		$this->assertSame( array(), $llms->add_rewrite_rule( array() ) );
	}

	/**
	 * Every route needs manage_options: anonymous 401, subscriber and editor 403, administrator 200.
	 */
	public function test_routes_need_manage_options(): void {
		$routes = array(
			array( 'GET', '/lodestar/v1/llms-txt', null ),
			array( 'POST', '/lodestar/v1/llms-txt', array( 'count' => 5 ) ),
			array( 'POST', '/lodestar/v1/llms-txt/preview', array( 'count' => 5 ) ),
		);
		foreach ( $routes as list( $method, $route, $body ) ) {
			wp_set_current_user( 0 );
			$this->assertSame( 401, $this->rest( $method, $route, $body )->get_status(), "anonymous $method $route" );
			foreach ( array( 'subscriber', 'editor' ) as $role ) {
				$this->act_as( $role );
				$this->assertSame( 403, $this->rest( $method, $route, $body )->get_status(), "$role $method $route" );
			}
			$this->act_as( 'administrator' );
			$this->assertSame( 200, $this->rest( $method, $route, $body )->get_status(), "administrator $method $route" );
		}
	}

	/**
	 * Saving and previewing: the preview does not save; bad input is refused with a clear
	 * error and nothing is saved.
	 */
	public function test_save_and_preview_validate_input(): void {
		$preview = $this->rest( 'POST', '/lodestar/v1/llms-txt/preview', array( 'post_types' => array( 'book' ) ) );
		$this->assertSame( 200, $preview->get_status() );
		$this->assertStringContainsString( "## Books\n", $this->json_data( $preview )['data']['preview'] );
		$this->assertStringNotContainsString( '## Pages', $this->json_data( $preview )['data']['preview'] );
		$this->assertFalse( get_option( Config::OPTION ), 'A preview saves nothing.' );

		$saved = $this->rest( 'POST', '/lodestar/v1/llms-txt', array( 'post_types' => array( 'post' ), 'count' => 1, 'featured' => array( get_permalink( $this->ids['about'] ) ) ) );
		$this->assertSame( 200, $saved->get_status() );
		$data = $this->json_data( $saved )['data'];
		$this->assertSame( array( 'post_types' => array( 'post' ), 'count' => 1, 'details' => '', 'featured' => array( get_permalink( $this->ids['about'] ) ) ), $data['config'] );
		$this->assertSame( array( 'page', 'post', 'book' ), array_column( $data['post_types'], 'slug' ) );
		$this->assertStringContainsString( "## Posts\n\n- [Brew guide 3]", $data['preview'] );

		$bad = array(
			array( 'count' => 0 ),
			array( 'count' => 201 ),
			array( 'count' => 'many' ),
			array( 'post_types' => array( 'secret' ) ),
			array( 'post_types' => array( 'Not A Type!' ) ),
			array( 'featured' => array( 'https://elsewhere.example/' ) ),
			array( 'details' => str_repeat( 'x', 2001 ) ),
			array( 'colour' => 'red' ),
		);
		foreach ( $bad as $body ) {
			$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/llms-txt', $body )->get_status(), (string) wp_json_encode( $body ) );
		}
		$this->assertSame( 'Only addresses of this site can be featured: https://elsewhere.example/', $this->json_data( $this->rest( 'POST', '/lodestar/v1/llms-txt', array( 'featured' => array( 'https://elsewhere.example/' ) ) ) )['message'] );
		$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/llms-txt', null, '{"count":' )->get_status(), 'Malformed JSON.' );
		$this->assertSame( 1, get_option( Config::OPTION )['count'], 'Nothing lost.' );
	}
}
