<?php
/**
 * The home-page checks (category general) against the home page served by the test site.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

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
}
