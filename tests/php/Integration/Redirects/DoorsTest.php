<?php
/**
 * Wiring\Doors: what a page view builds of the sitemaps, IndexNow, llms.txt and redirects.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Redirects;

require_once __DIR__ . '/RedirectsTestCase.php';

use Lodestar\Plugin;
use Lodestar\Redirects\Index;
use Lodestar\Wiring\Doors;

/**
 * The doors build a part only when the request needs it, and hand the hook over to it: the
 * built parts are the plugin's own (counted here), so the answers are the real ones.
 */
class DoorsTest extends RedirectsTestCase {

	/**
	 * How often each part was asked for.
	 *
	 * @var array<string, int>
	 */
	private array $built = array();

	/**
	 * Doors over the plugin's parts that count each request for a part.
	 */
	private function doors(): Doors {
		$plugin      = Plugin::instance();
		$this->built = array(
			'sitemaps'  => 0,
			'discovery' => 0,
			'redirects' => 0,
		);
		$count       = function ( string $part, \Closure $get ): \Closure {
			return function () use ( $part, $get ) {
				++$this->built[ $part ];
				return $get();
			};
		};
		return new Doors(
			$plugin->settings(),
			$count( 'sitemaps', fn () => $plugin->sitemaps() ),
			$count( 'discovery', fn () => $plugin->discovery() ),
			$count( 'redirects', fn () => $plugin->redirects() ),
			fn () => $plugin->redirect_index()
		);
	}

	/**
	 * A request's parse with these query variables and this path.
	 *
	 * @param array<string, string> $vars Query variables.
	 */
	private function wp( array $vars ): \WP {
		$wp             = new \WP();
		$wp->query_vars = $vars;
		return $wp;
	}

	/**
	 * The names the doors spell out (so that a page view does not load the classes that own
	 * them) are those classes' own, and the doors hook them.
	 */
	public function test_the_doors_names_are_their_classes_names(): void {
		$this->assertSame(
			array(
				'sitemap_var'      => \Lodestar\Sitemaps\Router::QUERY_VAR,
				'sitemap_page_var' => \Lodestar\Sitemaps\Router::QUERY_VAR_PAGE,
				'key_file_var'     => \Lodestar\IndexNow\KeyFile::QUERY_VAR,
				'llms_txt_var'     => \Lodestar\LlmsTxt\LlmsTxt::QUERY_VAR,
				'html_sitemap_tag' => \Lodestar\Sitemaps\HtmlSitemap::TAG,
				'sitemap_cron'     => \Lodestar\Sitemaps\CacheBuilder::CRON_HOOK,
				'indexnow_cron'    => \Lodestar\IndexNow\Submitter::HOOK,
			),
			Doors::NAMES
		);
		$this->assertTrue( shortcode_exists( 'lodestar_html_sitemap' ) );
		$this->assertNotFalse( has_action( 'lodestar_sitemap_cache_batch' ) );
		$this->assertNotFalse( has_action( 'lodestar_indexnow_submit' ) );
	}

	/**
	 * A page view (a post's address, no rule stored, the 404 monitor off) asks for no part,
	 * through every hook of a page view.
	 */
	public function test_a_page_view_builds_nothing(): void {
		$this->save_settings(
			array(
				'enable_xml_sitemap' => true,
				'enable_redirects'   => true,
			)
		);
		$doors                  = $this->doors();
		$uri                    = $_SERVER['REQUEST_URI'] ?? null;
		$_SERVER['REQUEST_URI'] = '/a-post/';
		$this->assertSame(
			array( 'p', 'lodestar_sitemap', 'lodestar_sitemap_page', 'lodestar_indexnow_key', 'lodestar_llms_txt' ),
			$doors->query_vars( array( 'p' ) )
		);
		$this->assertFalse( $doors->core_sitemaps( true ), 'WordPress sitemaps are off while ours are on' );
		$this->assertTrue( $doors->check_redirect( true ) );
		$doors->parse_request( $this->wp( array( 'name' => 'a-post' ) ) );
		$this->go_to( array( 'p' => wp_insert_post( array( 'post_title' => 'A post', 'post_status' => 'publish' ) ) ) );
		$doors->log_not_found();
		$this->go_to( array( 'p' => 999999 ) )->set_404();
		$this->assertTrue( is_404() );
		$doors->log_not_found();
		$_SERVER['REQUEST_URI'] = $uri;
		$this->assertSame(
			array(
				'sitemaps'  => 0,
				'discovery' => 0,
				'redirects' => 0,
			),
			$this->built
		);
	}

	/**
	 * Each part is built where its request needs it.
	 */
	public function test_each_part_is_built_where_it_is_needed(): void {
		$this->save_settings(
			array(
				'enable_xml_sitemap' => true,
				'enable_404_monitor' => true,
			)
		);
		$doors = $this->doors();

		// A stored rule: the check builds the manager (the address matches no rule: WordPress goes on).
		$this->rule(
			array(
				'source' => '/old-place',
				'target' => '/new-place',
			)
		);
		$uri                    = $_SERVER['REQUEST_URI'] ?? null;
		$_SERVER['REQUEST_URI'] = '/somewhere-else/';
		$this->assertTrue( $doors->check_redirect( true ) );
		$this->assertSame( 1, $this->built['redirects'] );

		// A 404 with the monitor on is logged through the manager.
		$this->go_to( array( 'p' => 999999 ) )->set_404();
		$doors->log_not_found();
		$this->assertSame( 2, $this->built['redirects'] );
		$this->redirects->monitor->flush();
		$this->assertSame( 1, $this->redirects->log->count() );

		// A path naming a .txt file asks IndexNow and llms.txt (neither answers it here: both off).
		$_SERVER['REQUEST_URI'] = '/notes.txt';
		$doors->parse_request( $this->wp( array( 'name' => 'notes.txt' ) ) );
		$this->assertSame( 1, $this->built['discovery'] );
		// Escaped, as a client may send it.
		$_SERVER['REQUEST_URI'] = '/notes%2Etxt';
		$doors->parse_request( $this->wp( array( 'name' => 'notes.txt' ) ) );
		$this->assertSame( 2, $this->built['discovery'] );
		$_SERVER['REQUEST_URI'] = '/100%25-sure/';
		$doors->parse_request( $this->wp( array( 'name' => '100-sure' ) ) );
		$this->assertSame( 2, $this->built['discovery'] );
		$this->assertSame( 0, $this->built['sitemaps'] );

		// Robots.txt comes from the sitemaps' wiring (it names the sitemap index).
		$this->assertStringContainsString( 'sitemap_index.xml', $doors->robots_txt( "User-agent: *\n", '1' ) );
		$this->assertSame( 1, $this->built['sitemaps'] );
		$_SERVER['REQUEST_URI'] = $uri;
	}

	/**
	 * A site without redirects: the check reads the stored index's raw value and builds
	 * nothing, not even the index; unsure (a filter on the option, a rule) it reads the index.
	 */
	public function test_the_check_of_a_site_without_rules_builds_not_even_the_index(): void {
		$plugin = Plugin::instance();
		$built  = 0;
		$doors  = new Doors(
			$plugin->settings(),
			fn () => $plugin->sitemaps(),
			fn () => $plugin->discovery(),
			fn () => $plugin->redirects(),
			function () use ( $plugin, &$built ) {
				++$built;
				return $plugin->redirect_index();
			}
		);
		// What rebuild() stores for no rule is the empty index the check knows.
		$this->assertSame( Index::EMPTY_STORED, wp_load_alloptions()[ Index::OPTION ] );
		$this->assertTrue( Index::stored_empty() );
		$this->assertTrue( $doors->check_redirect( true ) );
		$this->assertSame( 0, $built );
		// The option as activation first writes it: empty too.
		update_option( Index::OPTION, array(), true );
		$this->assertTrue( Index::stored_empty() );

		// A filter on the option: the raw value may not be what get_option() gives.
		$filter = static fn ( $value ) => $value;
		add_filter( 'option_' . Index::OPTION, $filter );
		$this->assertFalse( Index::stored_empty() );
		$this->assertTrue( $doors->check_redirect( true ) );
		$this->assertSame( 1, $built );
		remove_filter( 'option_' . Index::OPTION, $filter );

		// A rule: the index is read, and its address redirects.
		$this->rule(
			array(
				'source' => '/old-place',
				'target' => '/new-place',
			)
		);
		$this->assertFalse( Index::stored_empty() );
		$this->assertSame( array( 301, home_url( '/new-place' ) ), $this->goes( '/old-place' ) );
	}
}
