<?php
/**
 * IndexNow and llms.txt add nothing to a page view.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Discovery;

use Lodestar\Plugin;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\TestCase;

require_once __DIR__ . '/FakeIndexNowHarness.php';

/**
 * With IndexNow and llms.txt on (a key stored, the llms.txt cache warm), a page view (the
 * request parsed as WordPress parses it, the main query, the head, the loop, the footer and
 * shutdown) costs exactly the queries it costs with every Lodestar hook removed, with pretty
 * and with plain permalinks.
 */
class DiscoveryQueryCostTest extends TestCase {

	use HeadHarness;
	use FakeIndexNowHarness;

	/**
	 * Post ids.
	 *
	 * @var list<int>
	 */
	private array $posts = array();

	/**
	 * REQUEST_URI before the test.
	 *
	 * @var string|null
	 */
	private ?string $request_uri = null;

	/**
	 * Both features on, a few posts.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->request_uri = isset( $_SERVER['REQUEST_URI'] ) ? (string) $_SERVER['REQUEST_URI'] : null;
		global $wp_rewrite;
		$wp_rewrite->set_permalink_structure( '/%postname%/' );
		create_initial_taxonomies();
		$this->switch_features(
			array(
				'enable_indexnow' => true,
				'enable_llms_txt' => true,
			)
		);
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->posts[] = $this->publish_post( array( 'post_title' => "Cost $i" ) );
		}
		$this->discovery()->watcher->collect();
		$this->discovery()->llms->text();
		$this->assertNotSame( '', $this->discovery()->key->get() );
	}

	/**
	 * Plain permalinks again.
	 */
	protected function tearDown(): void {
		$GLOBALS['wp_rewrite']->set_permalink_structure( '' );
		create_initial_taxonomies();
		if ( null === $this->request_uri ) {
			unset( $_SERVER['REQUEST_URI'] );
		} else {
			$_SERVER['REQUEST_URI'] = $this->request_uri;
		}
		parent::tearDown();
	}

	/**
	 * Pages and their URLs.
	 *
	 * @return array<string, array{0:string}>
	 */
	public static function pages(): array {
		return array(
			'single'    => array( 'single' ),
			'home'      => array( 'home' ),
			'not found' => array( 'not-found' ),
			'robots'    => array( 'txt' ),
		);
	}

	/**
	 * A warm page view costs no added query, with pretty and plain permalinks.
	 *
	 * @dataProvider pages
	 *
	 * @param string $page Page key.
	 */
	public function test_page_view_adds_no_query( string $page ): void {
		$structures = array( '/%postname%/', '' );
		$with       = array();
		foreach ( $structures as $structure ) {
			$GLOBALS['wp_rewrite']->set_permalink_structure( $structure );
			$vars = $this->request( $page );
			$this->page_view( $vars );
			$with[ $structure ] = $this->page_view( $vars );
		}
		$this->remove_lodestar_hooks();
		foreach ( $structures as $structure ) {
			$GLOBALS['wp_rewrite']->set_permalink_structure( $structure );
			$without = $this->page_view( $this->request( $page ) );
			$this->assertSame( $without['queries'], $with[ $structure ]['queries'], "Permalinks '$structure':\n" . implode( "\n", $with[ $structure ]['log'] ) . "\n\nwithout:\n" . implode( "\n", $without['log'] ) );
		}
	}

	/**
	 * Sets REQUEST_URI for a page and returns its query vars.
	 *
	 * @param string $page Page key.
	 * @return array<string, mixed>
	 */
	private function request( string $page ): array {
		switch ( $page ) {
			case 'single':
				$_SERVER['REQUEST_URI'] = (string) wp_parse_url( get_permalink( $this->posts[0] ), PHP_URL_PATH ) . ( '' === get_option( 'permalink_structure' ) ? '?p=' . $this->posts[0] : '' );
				return array( 'p' => $this->posts[0] );
			case 'home':
				$_SERVER['REQUEST_URI'] = '/';
				return array();
			case 'txt':
				$_SERVER['REQUEST_URI'] = '/humans.txt';
				return array( 'error' => '404' );
		}
		$_SERVER['REQUEST_URI'] = '/no-such-page/';
		return array( 'error' => '404' );
	}

	/**
	 * One page view from an empty object cache (parse_request as WordPress fires it, then the
	 * page, then shutdown's Lodestar callbacks).
	 *
	 * @param array<string, mixed> $vars Query vars.
	 * @return array{queries:int, log:list<string>}
	 */
	private function page_view( array $vars ): array {
		global $wpdb, $wp;
		wp_cache_flush();
		Plugin::instance()->settings()->flush();
		Plugin::instance()->term_index()->flush();
		Plugin::instance()->images()->flush();

		$log    = array();
		$logger = static function ( $query ) use ( &$log ) {
			$log[] = (string) $query;
			return $query;
		};
		add_filter( 'query', $logger );
		$before = $wpdb->num_queries;
		wp_load_alloptions();
		$wp->query_vars = $vars;
		do_action_ref_array( 'parse_request', array( &$wp ) );
		$this->render_request( $vars );
		ob_start();
		while ( have_posts() ) {
			the_post();
			the_title();
		}
		do_action( 'wp_footer' );
		ob_end_clean();
		$this->run_lodestar_callbacks( 'shutdown' );
		$queries = $wpdb->num_queries - $before;
		remove_filter( 'query', $logger );
		return array(
			'queries' => $queries,
			'log'     => $log,
		);
	}
}
