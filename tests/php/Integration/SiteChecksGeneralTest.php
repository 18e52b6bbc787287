<?php
/**
 * The home-page checks (category general) against the home page served by the test site.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Analysis\Checks\MixedContent;
use Lodestar\Analysis\HomePage;
use Lodestar\Analysis\Runner;
use Lodestar\Plugin;
use Lodestar\Tests\TestCase;

require_once __DIR__ . '/ServedSiteHarness.php';

/**
 * Each check on a passing and a failing home page, set up through WordPress's APIs and
 * fetched from the test site (nginx + php-fpm) by the analysis itself.
 */
class SiteChecksGeneralTest extends TestCase {

	use ServedSiteHarness;

	/**
	 * A served site with a tagline and the home page robots and title settings at their defaults.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->serve_site();
		update_option( 'blogname', 'Lodestar Test' );
		update_option( 'blogdescription', 'Fresh coffee' );
		update_option( 'blog_public', '1' );
		$this->act_as( 'administrator' );
	}

	/**
	 * The general report, run now.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function general(): array {
		$response = $this->get( 'general', array( 'force' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $this->json_data( $response );
	}

	/**
	 * The passing page passes every home-page check.
	 */
	public function test_a_good_home_page_passes_every_check(): void {
		Plugin::instance()->settings()->save( array( 'fallback_image' => self::served_url() . 'wp-content/og.jpg' ) );
		$this->good_front_page();
		$report = $this->general();
		foreach ( $report as $id => $entry ) {
			$this->assertSame( 'success', $entry['status'], $id . ': ' . $entry['message'] );
			$this->assertSame( 'general', $entry['category'] );
			$this->assertFalse( $entry['ignore'] );
		}
		$this->assertSame( array( 'search_engine_title', 'search_engine_description', 'h1_heading', 'h2_headings', 'image_alt_text', 'internal_links', 'canonical_tag', 'open_graph_tags', 'structured_data', 'html_lang', 'viewport_meta', 'mixed_content' ), array_keys( $report ) );
		$this->assertSame( 'One H1 heading found on the home page: “Lodestar Coffee”.', $report['h1_heading']['message'] );
	}

	/**
	 * A bare page (a theme without wp_head(), lang and viewport; two H1, no H2, an image
	 * without alt, one external link) fails every check that reads it, and each message
	 * says what was counted.
	 */
	public function test_a_bare_home_page_fails_each_check_with_what_it_counted(): void {
		update_option( 'lodestar_test_theme', array( 'no_wp_head' => true, 'no_lang' => true, 'no_viewport' => true ) );
		$this->front_page( '<h1>First</h1><p>Text</p><h1>Second</h1><img src="/beans.jpg"><img src="/cup.jpg" alt=""><a href="https://example.com/">Elsewhere</a><a href="#top">Top</a>' );
		$report = $this->general();

		$this->assertSame( 'error', $report['search_engine_title']['status'] );
		$this->assertSame( 'The home page has no title: no <title> tag with text was found in its <head>.', $report['search_engine_title']['message'] );
		$this->assertSame( 'warning', $report['search_engine_description']['status'] );
		$this->assertSame( 'The home page has no meta description: no <meta name="description"> with content was found.', $report['search_engine_description']['message'] );
		$this->assertSame( 'warning', $report['h1_heading']['status'] );
		$this->assertSame( '2 H1 headings found on the home page: “First”, “Second”.', $report['h1_heading']['message'] );
		$this->assertSame( array( '“First”', '“Second”' ), $report['h1_heading']['description'][1]['items'] );
		$this->assertSame( 'warning', $report['h2_headings']['status'] );
		$this->assertSame( 'No H2 heading found on the home page.', $report['h2_headings']['message'] );
		$this->assertSame( 'warning', $report['image_alt_text']['status'] );
		$this->assertSame( '1 of 2 images on the home page have no alt attribute.', $report['image_alt_text']['message'] );
		$this->assertSame( array( '/beans.jpg' ), $report['image_alt_text']['description'][1]['items'] );
		$this->assertSame( 'warning', $report['internal_links']['status'] );
		$this->assertSame( 'No links from the home page to other pages of the site were found (1 links to other sites).', $report['internal_links']['message'] );
		$this->assertSame( 'warning', $report['canonical_tag']['status'] );
		$this->assertSame( 'warning', $report['open_graph_tags']['status'] );
		$this->assertSame( 'Open Graph tags missing on the home page: og:title, og:description, og:url, og:type, og:image.', $report['open_graph_tags']['message'] );
		$this->assertSame( 'warning', $report['structured_data']['status'] );
		$this->assertSame( 'warning', $report['html_lang']['status'] );
		$this->assertSame( 'warning', $report['viewport_meta']['status'] );
		$this->assertSame( 'success', $report['mixed_content']['status'], 'An HTTP page has nothing to mix.' );
	}

	/**
	 * Title and description longer than the limits (and the limits come from Seo\Limits).
	 */
	public function test_long_title_and_description_are_warnings_at_the_limits_of_seo_limits(): void {
		update_option( 'show_on_front', 'posts' );
		$title       = str_repeat( 'Lodestar ', 7 ) . 'Coffee'; // 69 characters.
		$description = str_repeat( 'Fresh coffee. ', 12 ); // 168 characters, trimmed to 167.
		Plugin::instance()->settings()->save(
			array(
				'home_page_title'       => $title,
				'home_page_description' => $description,
			)
		);
		$report = $this->general();
		$this->assertSame( 'warning', $report['search_engine_title']['status'], $report['search_engine_title']['message'] );
		$this->assertStringStartsWith( 'The home page title is 69 characters long, more than 60: “Lodestar', $report['search_engine_title']['message'] );
		$this->assertSame( 'warning', $report['search_engine_description']['status'], $report['search_engine_description']['message'] );
		$this->assertStringStartsWith( 'The home page description is 167 characters long, more than 160:', $report['search_engine_description']['message'] );

		add_filter(
			'lodestar_length_limits',
			static fn () => array(
				'title'       => 70,
				'description' => 170,
			)
		);
		$report = $this->general();
		$this->assertSame( 'success', $report['search_engine_title']['status'], $report['search_engine_title']['message'] );
		$this->assertSame( 'success', $report['search_engine_description']['status'], $report['search_engine_description']['message'] );
	}

	/**
	 * A canonical that differs from the one Lodestar resolves is named.
	 */
	public function test_a_canonical_pointing_elsewhere_is_a_warning_naming_both(): void {
		$this->good_front_page();
		update_option( 'lodestar_test_theme', array( 'no_wp_head' => true ) );
		$report = $this->general();
		$this->assertSame( 'warning', $report['canonical_tag']['status'] );
		$this->assertSame( 'The home page has no canonical URL: no <link rel="canonical"> was found.', $report['canonical_tag']['message'] );

		$page = HomePage::from_html( self::served_url(), '<html><head><link rel="canonical" href="https://elsewhere.example/"></head><body></body></html>' );
		$this->assertSame( 'The home page\'s canonical URL is https://elsewhere.example/, not ' . self::served_url() . '.', ( new \Lodestar\Analysis\Checks\CanonicalTag( $page, Plugin::instance()->canonicals() ) )->run()->message );
	}

	/**
	 * A home page that cannot be fetched: every home-page check could not run (`unavailable`,
	 * never an error or a pass), naming the status and its spec hint (404) or the transport's
	 * failure; the defect itself is the home_reachable check's (settings).
	 */
	public function test_a_home_page_that_cannot_be_read_makes_the_checks_unavailable(): void {
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		flush_rewrite_rules( false );
		$missing = self::served_url() . 'no-such-page';
		add_filter( 'option_home', static fn () => $missing, 100 );
		$report = $this->general();
		$this->assertCount( 12, $report );
		foreach ( $report as $id => $entry ) {
			$this->assertSame( 'unavailable', $entry['status'], $id );
			$this->assertSame( 'This check could not run: the home page (' . $missing . '/) could not be read (The page or resource was not found).', $entry['message'], $id );
		}

		add_filter( 'option_home', static fn () => 'http://127.0.0.1:9', 101 );
		add_filter( 'option_siteurl', static fn () => 'http://127.0.0.1:9', 101 );
		$report = $this->general();
		$this->assertSame( 'unavailable', $report['h1_heading']['status'] );
		$this->assertStringStartsWith( 'This check could not run: the home page (http://127.0.0.1:9/) could not be read (Unable to connect to the URL (', $report['h1_heading']['message'] );
		$this->assertStringContainsString( 'loopback request', $report['h1_heading']['description'][0]['text'] );
	}

	/**
	 * Loopback blocked (pre_http_request answers a WP_Error, as a firewall or a timeout does):
	 * every check that requests the site could not run, none passes and none is a defect.
	 */
	public function test_a_blocked_loopback_request_makes_the_requesting_checks_unavailable(): void {
		Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) );
		add_filter( 'pre_http_request', static fn () => new \WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out' ) );
		$general = $this->general();
		foreach ( $general as $id => $entry ) {
			$this->assertSame( 'unavailable', $entry['status'], $id );
		}
		$settings = $this->json_data( $this->get( 'settings', array( 'force' => true ) ) );
		foreach ( array( 'home_reachable', 'sitemap_reachable' ) as $id ) {
			$this->assertSame( 'unavailable', $settings[ $id ]['status'], $id );
			$this->assertStringStartsWith( 'This check could not run: the request for the ', $settings[ $id ]['message'], $id );
			$this->assertStringContainsString( 'cURL error 28: Operation timed out', $settings[ $id ]['message'], $id );
		}
		$this->assertSame( 0, Runner::error_count(), 'A check that could not run is not an error of the site.' );
	}

	/**
	 * The hints of spec §8, by status.
	 */
	public function test_hints_by_status(): void {
		$this->assertSame( 'Unable to connect to the URL', HomePage::hint( 0 ) );
		$this->assertSame( 'The page or resource was not found', HomePage::hint( 404 ) );
		$this->assertSame( 'Access to the page is forbidden (403)', HomePage::hint( 403 ) );
		$this->assertSame( 'The server had an internal error (500)', HomePage::hint( 500 ) );
		$this->assertSame( 'HTTP error 410', HomePage::hint( 410 ) );
		$this->assertSame( 'HTTP error 503', HomePage::hint( 503 ) );
		$this->assertSame( '', HomePage::hint( 200 ) );
	}

	/**
	 * Mixed content: http:// resources on an HTTPS page are listed (the test site has no
	 * HTTPS, so the page is given).
	 */
	public function test_mixed_content_lists_http_resources_of_an_https_page(): void {
		$html  = '<html><head><link rel="stylesheet" href="http://cdn.example/a.css"><link rel="alternate" href="http://example.org/feed/"><script src="https://cdn.example/ok.js"></script></head>'
			. '<body><img src="http://example.org/a.jpg" srcset="http://example.org/a-2x.jpg 2x, https://example.org/b.jpg 3x"><iframe src="//video.example/embed"></iframe><a href="http://example.org/page">link</a></body></html>';
		$check = new MixedContent( HomePage::from_html( 'https://example.org/', $html ) );
		$result = $check->run();
		$this->assertSame( 'warning', $result->status );
		$this->assertSame( '3 resources on the HTTPS home page are loaded over HTTP.', $result->message );
		$this->assertSame(
			array(
				array(
					'text' => 'http://cdn.example/a.css',
					'url'  => 'http://cdn.example/a.css',
				),
				array(
					'text' => 'http://example.org/a.jpg',
					'url'  => 'http://example.org/a.jpg',
				),
				array(
					'text' => 'http://example.org/a-2x.jpg',
					'url'  => 'http://example.org/a-2x.jpg',
				),
			),
			$result->description[1]['items']
		);
		$this->assertSame(
			array(
				array(
					'text' => 'The home page: https://example.org/',
					'url'  => 'https://example.org/',
				),
			),
			$result->description[2]['items'],
			'The object found is named with a link.'
		);

		$clean = new MixedContent( HomePage::from_html( 'https://example.org/', '<html><body><img src="https://example.org/a.jpg"><a href="http://elsewhere.example/">links are not resources</a></body></html>' ) );
		$this->assertSame( 'success', $clean->run()->status );
	}
}
