<?php
/**
 * The headless head: the lodestar_head REST field and GET lodestar/v1/head?url=.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\TestCase;

/**
 * Compares the heads the REST API gives with the heads page views print.
 */
class HeadlessHeadTest extends TestCase {

	use HeadHarness;

	/**
	 * Ids of the site built for a test.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	/**
	 * Pretty permalinks, a category, a post, a page, a private post, an author.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'blogname', 'Lodestar Test' );
		update_option( 'show_on_front', 'posts' );
		update_option( Definitions::OPTION, array( 'author_archive' => true ) );
		Plugin::instance()->settings()->flush();
		Plugin::instance()->schemas()->save( SchemaRepository::defaults() );
		global $wp_rewrite;
		$wp_rewrite->set_permalink_structure( '/%postname%/' );
		$wp_rewrite->flush_rules( false );

		$this->ids['author']  = $this->create_user( 'author' );
		$this->ids['news']    = (int) wp_insert_term( 'News', 'category' )['term_id'];
		$this->ids['post']    = $this->publish_post(
			array(
				'post_title'    => 'Headless hello',
				'post_name'     => 'headless-hello',
				'post_author'   => $this->ids['author'],
				'post_category' => array( $this->ids['news'] ),
			)
		);
		$this->ids['page']    = $this->publish_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'About',
				'post_name'  => 'about',
			)
		);
		$this->ids['private'] = $this->publish_post(
			array(
				'post_title'  => 'Secret plans',
				'post_name'   => 'secret-plans',
				'post_status' => 'private',
			)
		);
	}

	/**
	 * Permalinks back to plain.
	 */
	protected function tearDown(): void {
		global $wp_rewrite;
		$wp_rewrite->set_permalink_structure( '' );
		parent::tearDown();
	}

	/**
	 * Pages and their expected status and title.
	 *
	 * @return array<string, array{0: string, 1: int, 2: string}>
	 */
	public static function urls(): array {
		return array(
			'post'      => array( 'post', 200, 'Headless hello - Lodestar Test' ),
			'page'      => array( 'page', 200, 'About - Lodestar Test' ),
			'category'  => array( 'category', 200, 'News - Lodestar Test' ),
			'author'    => array( 'author', 200, 'Ada Head - Lodestar Test' ),
			'search'    => array( 'search', 200, 'Search results for “hello” - Lodestar Test' ),
			'home'      => array( 'home', 200, 'Just another site - Lodestar Test' ),
			'unknown'   => array( 'unknown', 404, 'Page not found - Lodestar Test' ),
		);
	}

	/**
	 * head?url= gives, for each kind of page, the head a page view of that URL prints: the same
	 * Lodestar block and JSON-LD, with the title and robots in front.
	 *
	 * @dataProvider urls
	 *
	 * @param string $page   Page key.
	 * @param int    $status Expected status.
	 * @param string $title  Expected title.
	 */
	public function test_head_of_each_kind_of_url( string $page, int $status, string $title ): void {
		wp_update_user(
			array(
				'ID'           => $this->ids['author'],
				'display_name' => 'Ada Head',
			)
		);
		$url      = $this->url( $page );
		$response = $this->get( '/lodestar/v1/head', array( 'url' => $url ) );
		$data     = $this->json_data( $response );

		$this->assertSame( $status, $response->get_status() );
		$this->assertSame( $status, $data['status'] );
		$this->assertSame( $title, $data['json']['title'] );
		$this->assertStringStartsWith( '<title>' . esc_html( $title ) . "</title>\n<meta name=\"robots\" content=\"", $data['html'] );

		// The page view of the same URL prints the same block and graph.
		$view = $this->render_request( $this->vars( $page ) );
		$this->assertSame( $view['block'], self::lodestar_block( $data['html'] ) );
		if ( 'unknown' === $page ) {
			// The page view of this harness has no request path; the URL's own is in the @ids.
			$this->assertSame( home_url( '/no-such-page/#webpage' ), $data['json']['json_ld']['@graph'][2]['@id'] );
			return;
		}
		preg_match( '#<script type="application/ld\+json" class="lodestar-schema-graph">.*?</script>#s', $view['head'], $script );
		$this->assertStringContainsString( $script[0], $data['html'] );
		$this->assertSame( json_decode( substr( $script[0], strpos( $script[0], '>' ) + 1, -9 ), true ), $data['json']['json_ld'] );

		if ( 200 === $status && 'search' !== $page ) {
			$this->assertNotSame( '', $data['json']['canonical'] );
			$this->assertSame( $data['json']['canonical'], $data['json']['og']['og:url'] ?? $data['json']['canonical'] );
		}
		// The robots directives the page view prints (WordPress's tag, with Lodestar's filter).
		$printed = explode( ', ', (string) $view['robots'] );
		$given   = explode( ', ', $data['json']['robots'] );
		sort( $printed );
		sort( $given );
		$this->assertSame( $printed, $given );
	}

	/**
	 * Other hosts, and paths outside the site, are refused.
	 */
	public function test_foreign_urls_are_refused(): void {
		foreach ( array( 'https://another.example/headless-hello/', 'http://' . wp_parse_url( home_url(), PHP_URL_HOST ) . ':8080/headless-hello/', 'ftp://' . wp_parse_url( home_url(), PHP_URL_HOST ) . '/x' ) as $url ) {
			$response = $this->get( '/lodestar/v1/head', array( 'url' => $url ) );
			$this->assertSame( 400, $response->get_status(), $url );
			$this->assertSame( 'lodestar_foreign_url', $response->get_data()['code'] );
		}
	}

	/**
	 * A private post's head needs read_post: anyone else gets the 404 head, with nothing of
	 * the post in it.
	 */
	public function test_private_post_needs_read_post(): void {
		$url      = get_permalink( $this->ids['private'] );
		$response = $this->get( '/lodestar/v1/head', array( 'url' => $url ) );
		$this->assertSame( 404, $response->get_status() );
		$this->assertStringNotContainsString( 'Secret', (string) wp_json_encode( $response->get_data() ) );

		$this->act_as( 'editor' );
		$response = $this->get( '/lodestar/v1/head', array( 'url' => $url ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertStringStartsWith( 'Secret plans', $response->get_data()['json']['title'] );
	}

	/**
	 * The lodestar_head field: the object's head when _fields names it, on posts, pages, terms
	 * and users; null otherwise.
	 */
	public function test_rest_field_on_posts_terms_and_users(): void {
		$routes = array(
			'/wp/v2/posts/' . $this->ids['post']        => 'Headless hello - Lodestar Test',
			'/wp/v2/pages/' . $this->ids['page']        => 'About - Lodestar Test',
			'/wp/v2/categories/' . $this->ids['news']   => 'News - Lodestar Test',
			'/wp/v2/users/' . $this->ids['author']      => ' - Lodestar Test',
		);
		foreach ( $routes as $route => $title ) {
			$data = $this->json_data( $this->get( $route, array( '_fields' => 'id,lodestar_head' ) ) );
			$this->assertSame( array( 'id', 'lodestar_head' ), array_keys( $data ), $route );
			$this->assertStringEndsWith( $title, $data['lodestar_head']['json']['title'], $route );
			$this->assertStringContainsString( '<!-- Lodestar SEO -->', $data['lodestar_head']['html'], $route );
			$this->assertSame( 'https://schema.org', $data['lodestar_head']['json']['json_ld']['@context'], $route );

			$plain = $this->json_data( $this->get( $route ) );
			$this->assertNull( $plain['lodestar_head'] ?? null, $route );
		}
	}

	/**
	 * Computed only when asked: a REST request that does not name the field runs exactly the
	 * queries it runs without the field registered.
	 */
	public function test_rest_field_costs_nothing_unless_requested(): void {
		for ( $i = 0; $i < 3; $i++ ) {
			$this->publish_post( array( 'post_title' => 'More ' . $i ) );
		}
		$count = function (): int {
			global $wpdb;
			wp_cache_flush();
			$before = $wpdb->num_queries;
			$this->get( '/wp/v2/posts', array( 'per_page' => 10 ) );
			return $wpdb->num_queries - $before;
		};
		$this->get( '/wp/v2/posts', array( 'per_page' => 1 ) );
		$with = $count();

		global $wp_rest_additional_fields;
		$this->assertArrayHasKey( 'lodestar_head', $wp_rest_additional_fields['post'] );
		foreach ( array_keys( $wp_rest_additional_fields ) as $type ) {
			unset( $wp_rest_additional_fields[ $type ]['lodestar_head'] );
		}
		$without = $count();
		$this->assertSame( $without, $with );

		// And asking for it does work (more queries, the head is built).
		$this->assertGreaterThan( 0, $with );
	}

	/**
	 * A GET request with query parameters, through a fresh server.
	 *
	 * @param string               $route  Route.
	 * @param array<string, mixed> $params Query parameters.
	 */
	private function get( string $route, array $params = array() ): \WP_REST_Response {
		$server                    = new \WP_REST_Server();
		$GLOBALS['wp_rest_server'] = $server;
		do_action( 'rest_api_init', $server );
		$request = new \WP_REST_Request( 'GET', $route );
		$request->set_query_params( $params );
		return rest_do_request( $request );
	}

	/**
	 * A page's front-end URL.
	 *
	 * @param string $page Page key.
	 */
	private function url( string $page ): string {
		switch ( $page ) {
			case 'post':
			case 'page':
				return (string) get_permalink( $this->ids[ $page ] );
			case 'category':
				return (string) get_term_link( $this->ids['news'] );
			case 'author':
				return get_author_posts_url( $this->ids['author'] );
			case 'search':
				return home_url( '/?s=hello' );
			case 'home':
				return home_url( '/' );
		}
		return home_url( '/no-such-page/' );
	}

	/**
	 * Query vars of a page (for the page view).
	 *
	 * @param string $page Page key.
	 * @return array<string, mixed>
	 */
	private function vars( string $page ): array {
		switch ( $page ) {
			case 'post':
				return array( 'p' => $this->ids['post'] );
			case 'page':
				return array( 'page_id' => $this->ids['page'] );
			case 'category':
				return array( 'cat' => $this->ids['news'] );
			case 'author':
				return array( 'author' => $this->ids['author'] );
			case 'search':
				return array( 's' => 'hello' );
			case 'home':
				return array();
		}
		return array( 'error' => '404' );
	}
}
