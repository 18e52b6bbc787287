<?php
/**
 * Conditional requests of the sitemaps, their XSL and robots.txt, through nginx.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Sitemaps\Router;
use Lodestar\Sitemaps\Stylesheet;
use Lodestar\Support\ConditionalGet;
use Lodestar\Tests\TestCase;

require_once __DIR__ . '/ServedSiteHarness.php';

/**
 * Real requests to the test site (nginx + php-fpm, answering from this test's database): every
 * sitemap, the XSL and robots.txt carry a strong ETag, Last-Modified and Cache-Control, answer
 * If-None-Match / If-Modified-Since with a 304 without a body, and an edit made here changes
 * the validators on the next request. The validators the site sends are the ones this
 * process derives from the same stored rows (nothing depends on the request that rendered).
 */
class SitemapConditionalRequestsTest extends TestCase {

	use ServedSiteHarness {
		tearDown as served_site_tear_down;
	}

	/**
	 * A served site with the XML sitemap on and one post.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->serve_site();
		Plugin::instance()->sitemaps()->cache->flush();
		$this->empty_site();
		update_option( 'blog_public', '1' );
		$result = Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) );
		$this->assertNotInstanceOf( \WP_Error::class, $result );
	}

	/**
	 * Forgets the request headers and memos of this test (and plain permalinks again, see
	 * ServedSiteHarness).
	 */
	protected function tearDown(): void {
		unset( $_SERVER['HTTP_IF_NONE_MATCH'], $_SERVER['HTTP_IF_MODIFIED_SINCE'] );
		Plugin::instance()->sitemaps()->cache->flush();
		$this->served_site_tear_down();
	}

	/**
	 * GETs a URL of the test site.
	 *
	 * @param string                $query   Query string (plain permalinks).
	 * @param array<string, string> $headers Request headers.
	 * @return array{status:int, body:string, etag:string, modified:string, cache:string, type:string}
	 */
	private function fetch( string $query, array $headers = array() ): array {
		$response = wp_remote_get(
			self::served_url() . '?' . $query,
			array(
				'headers'     => $headers,
				'redirection' => 0,
				'timeout'     => 30,
			)
		);
		$this->assertIsArray( $response, is_wp_error( $response ) ? $response->get_error_message() : 'No answer.' );
		return array(
			'status'   => (int) wp_remote_retrieve_response_code( $response ),
			'body'     => (string) wp_remote_retrieve_body( $response ),
			'etag'     => (string) wp_remote_retrieve_header( $response, 'etag' ),
			'modified' => (string) wp_remote_retrieve_header( $response, 'last-modified' ),
			'cache'    => (string) wp_remote_retrieve_header( $response, 'cache-control' ),
			'type'     => (string) wp_remote_retrieve_header( $response, 'content-type' ),
		);
	}

	/**
	 * A 200 with validators, then 304s without a body for each kind of conditional request.
	 *
	 * @param string $query    Query string.
	 * @param string $etag     Expected ETag.
	 * @param int    $modified Expected Last-Modified (Unix time).
	 * @param string $needle   Text the full answer holds.
	 */
	private function assert_conditional( string $query, string $etag, int $modified, string $needle ): void {
		$full = $this->fetch( $query );
		$this->assertSame( 200, $full['status'], $query . ': ' . $full['body'] );
		$this->assertStringContainsString( $needle, $full['body'] );
		$this->assertMatchesRegularExpression( '/^"[0-9a-f]{32}"$/', $full['etag'], 'A strong ETag.' );
		$this->assertSame( $etag, $full['etag'] );
		$this->assertSame( gmdate( 'D, d M Y H:i:s', $modified ) . ' GMT', $full['modified'] );
		$this->assertSame( 'public, max-age=300', $full['cache'] );

		foreach (
			array(
				array( 'If-None-Match', $etag ),
				array( 'If-None-Match', '"other", W/' . $etag ),
				array( 'If-Modified-Since', $full['modified'] ),
			) as list( $name, $value )
		) {
			$again = $this->fetch( $query, array( $name => $value ) );
			$this->assertSame( 304, $again['status'], $query . ' with ' . $name . ': ' . $value );
			$this->assertSame( '', $again['body'] );
			$this->assertSame( $etag, $again['etag'] );
			$this->assertSame( 'public, max-age=300', $again['cache'] );
		}
		$older = $this->fetch( $query, array( 'If-Modified-Since' => gmdate( 'D, d M Y H:i:s', $modified - 1 ) . ' GMT' ) );
		$this->assertSame( 200, $older['status'], 'A copy older than Last-Modified is sent again.' );
		$this->assertStringContainsString( $needle, $older['body'] );
		// If-None-Match wins over If-Modified-Since (RFC 9110 13.2.2).
		$other = $this->fetch(
			$query,
			array(
				'If-None-Match'     => '"0123456789abcdef0123456789abcdef"',
				'If-Modified-Since' => $full['modified'],
			)
		);
		$this->assertSame( 200, $other['status'] );
	}

	/**
	 * The index and a post sitemap page: validators from the stored generations, 304s.
	 */
	public function test_sitemaps_send_validators_and_answer_304(): void {
		$this->publish_post( array( 'post_title' => 'First' ) );
		$router = Plugin::instance()->sitemaps()->router;
		$index  = $router->validators( 'index', 1 );
		$page   = $router->validators( 'post', 1 );
		$this->assertNotNull( $index );
		$this->assertNotNull( $page );
		$this->assertNotSame( $index['etag'], $page['etag'] );

		$this->assert_conditional( 'lodestar_sitemap=index', $index['etag'], $index['modified'], '<sitemapindex' );
		$this->assert_conditional( 'lodestar_sitemap=post&lodestar_sitemap_page=1', $page['etag'], $page['modified'], '<urlset' );
		$this->assertSame( 404, $this->fetch( 'lodestar_sitemap=post&lodestar_sitemap_page=9' )['status'] );
	}

	/**
	 * An edit, a new post and a settings change each give new validators on the next request.
	 */
	public function test_an_edit_changes_the_validators_on_the_next_request(): void {
		$id    = $this->publish_post( array( 'post_title' => 'First' ) );
		$index = $this->fetch( 'lodestar_sitemap=index' );
		$page  = $this->fetch( 'lodestar_sitemap=post&lodestar_sitemap_page=1' );
		$this->assertSame( 304, $this->fetch( 'lodestar_sitemap=post&lodestar_sitemap_page=1', array( 'If-None-Match' => $page['etag'] ) )['status'] );

		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => 'First, edited',
			)
		);
		$edited = $this->fetch( 'lodestar_sitemap=post&lodestar_sitemap_page=1', array( 'If-None-Match' => $page['etag'] ) );
		$this->assertSame( 200, $edited['status'], 'The edit is seen on the next request.' );
		$this->assertNotSame( $page['etag'], $edited['etag'] );
		$this->assertSame( Plugin::instance()->sitemaps()->router->validators( 'post', 1 )['etag'], $edited['etag'] );
		$index_after_edit = $this->fetch( 'lodestar_sitemap=index', array( 'If-None-Match' => $index['etag'] ) );
		$this->assertSame( 200, $index_after_edit['status'] );
		$this->assertNotSame( $index['etag'], $index_after_edit['etag'] );

		$new       = $this->publish_post( array( 'post_title' => 'Second' ) );
		$published = $this->fetch( 'lodestar_sitemap=post&lodestar_sitemap_page=1', array( 'If-None-Match' => $edited['etag'] ) );
		$this->assertSame( 200, $published['status'] );
		$this->assertStringContainsString( (string) get_permalink( $new ), $published['body'] );

		Plugin::instance()->settings()->save( array( 'enable_xml_image_sitemap' => true ) );
		$this->assertSame( 200, $this->fetch( 'lodestar_sitemap=post&lodestar_sitemap_page=1', array( 'If-None-Match' => $published['etag'] ) )['status'], 'A settings change too.' );
	}

	/**
	 * The XSL: an ETag of its content, 304s.
	 */
	public function test_stylesheet_sends_validators_and_answers_304(): void {
		$validators = Plugin::instance()->sitemaps()->router->stylesheet_validators( Stylesheet::xsl() );
		$this->assertSame( '"' . md5( Stylesheet::xsl() ) . '"', $validators['etag'] );
		$this->assert_conditional( 'lodestar_sitemap=stylesheet', $validators['etag'], $validators['modified'], '<xsl:stylesheet' );
	}

	/**
	 * robots.txt: validators of what it serves, 304s, and new ones when its content changes.
	 */
	public function test_robots_txt_sends_validators_and_answers_304(): void {
		$robots     = Plugin::instance()->sitemaps()->robots_txt;
		$validators = $robots->validators();
		$this->assertSame( '"' . md5( $robots->served() ) . '"', $validators['etag'] );
		$this->assert_conditional( 'robots=1', $validators['etag'], $validators['modified'], 'Sitemap: ' );

		$robots->save( "User-agent: *\nDisallow: /private/\n" );
		$changed = $this->fetch( 'robots=1', array( 'If-None-Match' => $validators['etag'] ) );
		$this->assertSame( 200, $changed['status'] );
		$this->assertSame( "User-agent: *\nDisallow: /private/\n", $changed['body'] );
		$this->assertSame( '"' . md5( "User-agent: *\nDisallow: /private/\n" ) . '"', $changed['etag'] );
	}

	/**
	 * A current copy is answered in-process with a 304 and nothing printed, before rendering.
	 */
	public function test_a_current_copy_is_answered_before_rendering(): void {
		$this->publish_post();
		$router = Plugin::instance()->sitemaps()->router;
		$etag   = (string) $router->validators( 'post', 1 )['etag'];
		$cache  = Plugin::instance()->sitemaps()->cache;
		$this->assertNull( $cache->get( 'post', 'page-1-1000' ), 'Not rendered yet.' );

		$_SERVER['HTTP_IF_NONE_MATCH'] = $etag;
		ob_start();
		$status = $router->respond( 'post', 1 );
		$out    = (string) ob_get_clean();
		$this->assertSame( 304, $status );
		$this->assertSame( '', $out );
		$this->assertNull( $cache->get( 'post', 'page-1-1000' ), 'Still not rendered.' );

		$_SERVER['HTTP_IF_NONE_MATCH'] = '"' . str_repeat( '0', 32 ) . '"';
		ob_start();
		$status = $router->respond( 'post', 1 );
		$out    = (string) ob_get_clean();
		$this->assertSame( 200, $status );
		$this->assertStringContainsString( '<urlset', $out );
	}

	/**
	 * The news sitemap is described by its cached copy (it changes with the clock too).
	 */
	public function test_news_validators_come_from_its_cached_copy(): void {
		Plugin::instance()->settings()->save( array( 'enable_xml_news_sitemap' => true ) );
		$this->publish_post();
		$router = Plugin::instance()->sitemaps()->router;
		$this->assertNull( $router->validators( 'news', 1 ), 'Nothing cached: no validators before rendering.' );
		$this->assertNotNull( $router->xml( 'news', 1 ) );
		$validators = $router->validators( 'news', 1 );
		$this->assertNotNull( $validators );
		$this->assertEqualsWithDelta( time(), $validators['modified'], 5 );
		$this->assertSame( $validators, $router->validators( 'news', 1 ) );
	}

	/**
	 * Cache-Control is filterable per answer.
	 */
	public function test_cache_control_filter(): void {
		$this->assertSame( 'public, max-age=300', Router::cache_control( 'index' ) );
		add_filter(
			'lodestar_sitemap_cache_control',
			static fn ( $value, $name ) => 'robots' === $name ? 'no-cache' : $value . ', s-maxage=60',
			10,
			2
		);
		$this->assertSame( 'no-cache', Router::cache_control( 'robots' ) );
		$this->assertSame( 'public, max-age=300, s-maxage=60', Router::cache_control( 'post' ) );
	}

	/**
	 * The request rules: If-None-Match first (weak comparison, lists, `*`), then If-Modified-Since.
	 */
	public function test_conditional_rules(): void {
		$etag = ConditionalGet::etag( 'a', 'b' );
		$this->assertSame( '"' . md5( "a\nb" ) . '"', $etag );
		$at = 1700000000;
		$this->assertSame( 'Tue, 14 Nov 2023 22:13:20 GMT', ConditionalGet::http_date( $at ) );
		$this->assertTrue( ConditionalGet::is_current( $etag, $at, array( 'HTTP_IF_NONE_MATCH' => $etag ) ) );
		$this->assertTrue( ConditionalGet::is_current( $etag, $at, array( 'HTTP_IF_NONE_MATCH' => '"x", W/' . $etag ) ) );
		$this->assertTrue( ConditionalGet::is_current( $etag, $at, array( 'HTTP_IF_NONE_MATCH' => '*' ) ) );
		$this->assertFalse( ConditionalGet::is_current( $etag, $at, array( 'HTTP_IF_NONE_MATCH' => trim( $etag, '"' ) ) ), 'Unquoted is malformed.' );
		$this->assertFalse( ConditionalGet::is_current( $etag, $at, array( 'HTTP_IF_NONE_MATCH' => '"x"', 'HTTP_IF_MODIFIED_SINCE' => 'Tue, 14 Nov 2023 22:13:20 GMT' ) ) );
		$this->assertTrue( ConditionalGet::is_current( $etag, $at, array( 'HTTP_IF_MODIFIED_SINCE' => 'Tue, 14 Nov 2023 22:13:20 GMT' ) ) );
		$this->assertTrue( ConditionalGet::is_current( $etag, $at, array( 'HTTP_IF_MODIFIED_SINCE' => 'Tuesday, 14-Nov-23 22:13:21 GMT' ) ) );
		$this->assertFalse( ConditionalGet::is_current( $etag, $at, array( 'HTTP_IF_MODIFIED_SINCE' => 'Tue, 14 Nov 2023 22:13:19 GMT' ) ) );
		$this->assertFalse( ConditionalGet::is_current( $etag, $at, array( 'HTTP_IF_MODIFIED_SINCE' => 'yesterday' ) ) );
		$this->assertFalse( ConditionalGet::is_current( $etag, 0, array( 'HTTP_IF_MODIFIED_SINCE' => 'Tue, 14 Nov 2023 22:13:20 GMT' ) ) );
		$this->assertFalse( ConditionalGet::is_current( $etag, $at, array() ) );
		$this->assertSame(
			array(
				'ETag'          => $etag,
				'Last-Modified' => 'Tue, 14 Nov 2023 22:13:20 GMT',
				'Cache-Control' => 'public, max-age=300',
			),
			ConditionalGet::headers( $etag, $at, ConditionalGet::CACHE_CONTROL )
		);
	}

	/**
	 * The last-modified time of a sitemap moves with its bumps and with bumps of everything.
	 */
	public function test_modified_follows_bumps(): void {
		$cache = Plugin::instance()->sitemaps()->cache;
		$cache->bump( array( 'post' ) );
		$post = $cache->modified( 'post' );
		$this->assertEqualsWithDelta( time(), $post, 2 );
		$this->assertGreaterThanOrEqual( $post, $cache->modified( 'index' ) );
		$state = get_option( \Lodestar\Repositories\SitemapCache::OPTION );
		$this->assertSame( $post, $state['m']['post'] );
		$state['m'] = array(
			'*'    => 1000,
			'post' => 2000,
			'page' => 500,
		);
		update_option( \Lodestar\Repositories\SitemapCache::OPTION, $state, false );
		$cache->flush();
		$this->assertSame( 2000, $cache->modified( 'post' ) );
		$this->assertSame( 1000, $cache->modified( 'page' ) );
	}
}
