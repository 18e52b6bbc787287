<?php
/**
 * What the served site answers over HTTP at /robots.txt and on a page holding the HTML sitemap
 * shortcode (moved here from the Playwright specs: no browser behaviour in them).
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Tests\TestCase;

require_once __DIR__ . '/ServedSiteHarness.php';

/**
 * The test site serves this process's database (ServedSiteHarness); the requests go over
 * loopback as a crawler's or a visitor's would.
 *
 * Covers (bin/test-changed.sh runs a test that names a changed class): RobotsTxt, HtmlSitemap,
 * Doors.
 */
class ServedRobotsAndSitemapPageTest extends TestCase {

	use ServedSiteHarness;

	/**
	 * A served site with pretty permalinks, visible to search engines.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->serve_site();
		update_option( 'blog_public', '1' );
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		flush_rewrite_rules( false );
	}

	/**
	 * What Lighthouse's robots-txt audit would report: lines that are not a known directive,
	 * and a "Disallow: /" for every crawler.
	 *
	 * @param string $text robots.txt.
	 * @return string[] The faulty lines.
	 */
	private static function robots_txt_problems( string $text ): array {
		$problems = array();
		$agent    = '';
		foreach ( preg_split( '/\r?\n/', $text ) as $raw ) {
			$line = trim( (string) preg_replace( '/#.*$/', '', $raw ) );
			if ( '' === $line ) {
				continue;
			}
			$directive = '';
			$value     = '';
			if ( preg_match( '/^([A-Za-z-]+)\s*:\s*(.*)$/', $line, $match ) ) {
				$directive = strtolower( $match[1] );
				$value     = trim( $match[2] );
			}
			if ( ! in_array( $directive, array( 'user-agent', 'disallow', 'allow', 'sitemap', 'crawl-delay' ), true ) ) {
				$problems[] = $line;
			} elseif ( 'user-agent' === $directive ) {
				$agent = $value;
			} elseif ( '*' === $agent && 'disallow' === $directive && '/' === $value ) {
				$problems[] = $line;
			}
		}
		return $problems;
	}

	/**
	 * The rules above find what they must (so the test below can fail).
	 */
	public function test_the_robots_txt_rules_find_unknown_lines_and_a_block_of_every_crawler(): void {
		$this->assertSame( array(), self::robots_txt_problems( "# hi\nUser-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: https://example.org/sitemap_index.xml\n" ) );
		$this->assertSame( array( 'Noindex: /x/', 'Disallow: /' ), self::robots_txt_problems( "User-agent: *\nNoindex: /x/\nDisallow: /\n" ) );
		$this->assertSame( array(), self::robots_txt_problems( "User-agent: Googlebot\nDisallow: /\n" ) );
		$this->assertSame( array( 'hello' ), self::robots_txt_problems( "hello\n" ) );
	}

	/**
	 * Robots.txt answers 200 with valid lines that let crawlers in (Lighthouse's robots-txt audit).
	 */
	public function test_robots_txt_is_valid_and_lets_crawlers_in(): void {
		$response = wp_remote_get( self::served_url() . 'robots.txt' );
		$this->assertIsArray( $response, is_wp_error( $response ) ? $response->get_error_message() : '' );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$body = (string) wp_remote_retrieve_body( $response );
		$this->assertMatchesRegularExpression( '/^User-agent: \*$/m', $body, 'WordPress answered, not an empty file.' );
		$this->assertSame( array(), self::robots_txt_problems( $body ) );
	}

	/**
	 * The shortcode in a page's block content lists the site for visitors on the served page.
	 */
	public function test_a_page_with_the_shortcode_lists_the_site(): void {
		$this->publish_post(
			array(
				'post_title' => 'Sitemap e2e post',
				'post_name'  => 'sitemap-e2e-post',
			)
		);
		$page = $this->publish_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Site map',
				'post_name'    => 'site-map',
				'post_content' => '<!-- wp:shortcode -->[lodestar_html_sitemap]<!-- /wp:shortcode -->',
			)
		);
		$response = wp_remote_get( (string) get_permalink( $page ) );
		$this->assertIsArray( $response, is_wp_error( $response ) ? $response->get_error_message() : '' );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$html = (string) wp_remote_retrieve_body( $response );
		$this->assertStringContainsString( '<div class="lodestar-html-sitemap">', $html );
		$this->assertMatchesRegularExpression( '#<a href="[^"]*/sitemap-e2e-post/">Sitemap e2e post</a>#', $html );
	}
}
