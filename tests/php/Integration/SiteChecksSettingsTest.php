<?php
/**
 * The site-configuration checks (category settings) and Search Console (other).
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Analysis\Checks\SecureConnection;
use Lodestar\Analysis\Checks\SitemapReachable;
use Lodestar\Analysis\Checks\WwwRedirect;
use Lodestar\Plugin;
use Lodestar\Tests\TestCase;

require_once __DIR__ . '/ServedSiteHarness.php';

/**
 * Each check on a passing and a failing site state set through WordPress's APIs; the home
 * page, the sitemap and robots.txt are requested from the test site.
 */
class SiteChecksSettingsTest extends TestCase {

	use ServedSiteHarness;

	/**
	 * A served site, as an administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->serve_site();
		$this->act_as( 'administrator' );
	}

	/**
	 * A report, run now.
	 *
	 * @param string $category Category.
	 * @return array<string, array<string, mixed>>
	 */
	private function report( string $category = 'settings' ): array {
		$response = $this->get( $category, array( 'force' => true ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $this->json_data( $response );
	}

	/**
	 * Pretty permalinks, with the rules stored for the served site.
	 */
	private function pretty_permalinks(): void {
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		flush_rewrite_rules( false );
	}

	/**
	 * A well configured site passes every settings check.
	 */
	public function test_a_well_configured_site_passes(): void {
		$this->pretty_permalinks();
		update_option( 'blog_public', '1' );
		update_option( 'blogdescription', 'Fresh coffee every day' );
		update_option( 'active_plugins', array( 'redirection/redirection.php', 'lodestar/plugin.php' ) );
		$icon = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'Icon',
				'guid'           => self::served_url() . 'wp-content/uploads/icon.png',
			)
		);
		update_post_meta( $icon, '_wp_attached_file', 'icon.png' );
		wp_update_attachment_metadata(
			$icon,
			array(
				'width'  => 512,
				'height' => 512,
				'file'   => 'icon.png',
			)
		);
		update_option( 'site_icon', $icon );
		Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) );
		$this->good_front_page();

		$report = $this->report();
		$this->assertSame( array( 'search_engine_visibility', 'home_reachable', 'home_indexable', 'secure_connection', 'www_redirect', 'permalink_structure', 'sitemap_reachable', 'robots_txt', 'other_seo_plugins', 'site_tagline', 'site_icon' ), array_keys( $report ) );
		foreach ( $report as $id => $entry ) {
			if ( 'secure_connection' === $id ) {
				continue;
			}
			$this->assertSame( 'success', $entry['status'], $id . ': ' . $entry['message'] );
			$this->assertSame( 'settings', $entry['category'] );
		}
		$this->assertSame( 'The home page (' . self::served_url() . ') answers with status 200.', $report['home_reachable']['message'] );
		$this->assertMatchesRegularExpression( '/^The sitemap index \(' . preg_quote( self::served_url(), '/' ) . 'sitemap_index\.xml\) is valid XML and lists [1-9]\d* sitemaps?\.$/', $report['sitemap_reachable']['message'] );
		$this->assertStringStartsWith( 'robots.txt (' . self::served_url() . 'robots.txt) is served, with ', $report['robots_txt']['message'] );
		$this->assertSame( 'Not applicable: 127.0.0.1 is a subdomain, an IP address or a local host name, so it has no www variant.', $report['www_redirect']['message'] );
		$this->assertSame( 'The site\'s tagline is “Fresh coffee every day”.', $report['site_tagline']['message'] );
		$this->assertSame( 'No other SEO plugin is active.', $report['other_seo_plugins']['message'], 'Redirection is not an SEO plugin.' );
		$this->assertSame( 'warning', $report['secure_connection']['status'], 'The test site is http://.' );
	}

	/**
	 * A badly configured site fails each check.
	 */
	public function test_a_badly_configured_site_fails_each_check(): void {
		update_option( 'blog_public', '0' );
		update_option( 'blogdescription', 'Just another WordPress site' );
		update_option( 'active_plugins', array( 'wordpress-seo/wp-seo.php', 'autodescription/autodescription.php', 'redirection/redirection.php' ) );
		update_option( 'site_icon', 0 );
		Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => false ) );
		$this->good_front_page();

		$report = $this->report();
		$this->assertSame( 'error', $report['search_engine_visibility']['status'] );
		$this->assertSame( 'error', $report['home_indexable']['status'], 'WordPress prints noindex on a hidden site: ' . $report['home_indexable']['message'] );
		$this->assertStringStartsWith( 'The home page is set to noindex (<meta name="robots" content="noindex', $report['home_indexable']['message'] );
		$this->assertSame( 'warning', $report['permalink_structure']['status'] );
		$this->assertSame( 'The site uses plain permalinks (?p=123): its addresses hold no words.', $report['permalink_structure']['message'] );
		$this->assertSame( 'warning', $report['sitemap_reachable']['status'] );
		$this->assertSame( 'XML sitemaps are off.', $report['sitemap_reachable']['message'] );
		$this->assertSame( 'warning', $report['robots_txt']['status'] );
		$this->assertSame( self::served_url() . 'robots.txt answers with an HTML page, not a robots.txt file.', $report['robots_txt']['message'], 'Plain permalinks: WordPress answers with the home page.' );
		$this->assertSame( 'error', $report['other_seo_plugins']['status'] );
		$this->assertSame( 'Other SEO plugins are active: Yoast SEO, The SEO Framework.', $report['other_seo_plugins']['message'] );
		$this->assertSame( 'warning', $report['site_tagline']['status'] );
		$this->assertSame( 'The tagline is still WordPress\'s default: “Just another WordPress site”.', $report['site_tagline']['message'] );
		$this->assertSame( 'warning', $report['site_icon']['status'] );
		$this->assert_each_names_a_link_and_the_fix( $report );
		$this->assertContains(
			array(
				'text' => 'Settings → Reading',
				'url'  => admin_url( 'options-reading.php' ),
			),
			self::links_of( $report['search_engine_visibility'] )
		);
		$this->assertContains(
			array(
				'text' => 'Edit the front page: Welcome',
				'url'  => admin_url( 'post.php?post=' . (int) get_option( 'page_on_front' ) . '&action=edit' ),
			),
			self::links_of( $report['home_indexable'] ),
			'A home-page check names the static front page with its edit link.'
		);

		update_option( 'blogdescription', '' );
		$this->assertSame( 'The site has no tagline (Settings → General → Tagline).', $this->report()['site_tagline']['message'] );
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/archives/%post_id%' );
		flush_rewrite_rules( false );
		update_option( 'lodestar_test_theme', array( 'robots_404' => true ) );
		$report = $this->report();
		$this->assertSame( 'suggestion', $report['permalink_structure']['status'] );
		$this->assertSame( 'robots.txt (' . self::served_url() . 'robots.txt) could not be read: The page or resource was not found.', $report['robots_txt']['message'] );
	}

	/**
	 * The linked entries of a result's description lists.
	 *
	 * @param array<string, mixed> $entry A check's REST entry.
	 * @return list<array{text: string, url: string}>
	 */
	private static function links_of( array $entry ): array {
		$links = array();
		foreach ( $entry['description'] as $item ) {
			if ( 'list' === $item['type'] ) {
				$links = array_merge( $links, array_values( array_filter( $item['items'], 'is_array' ) ) );
			}
		}
		return $links;
	}

	/**
	 * Every result that is neither a pass nor a suggestion names what it found with a link (an
	 * edit or view link) and says the fix in a text item (robots_txt: another change's).
	 *
	 * @param array<string, array<string, mixed>> $report A report.
	 */
	private function assert_each_names_a_link_and_the_fix( array $report ): void {
		foreach ( $report as $id => $entry ) {
			if ( in_array( $entry['status'], array( 'success', 'suggestion' ), true ) || 'robots_txt' === $id ) {
				continue;
			}
			$this->assertNotSame( array(), self::links_of( $entry ), $id . ' names what it found with a link.' );
			foreach ( self::links_of( $entry ) as $link ) {
				$this->assertMatchesRegularExpression( '#^https?://#', $link['url'], $id );
			}
			$texts = array_filter( $entry['description'], static fn ( array $item ): bool => 'text' === $item['type'] && '' !== $item['text'] );
			$this->assertNotSame( array(), $texts, $id . ' says the fix.' );
		}
	}

	/**
	 * The home page unreachable: an error with the status and its hint.
	 */
	public function test_an_unreachable_home_page_is_an_error(): void {
		$this->pretty_permalinks();
		$missing = self::served_url() . 'gone';
		add_filter( 'option_home', static fn () => $missing, 100 );
		$report = $this->report();
		$this->assertSame( 'error', $report['home_reachable']['status'] );
		$this->assertSame( 'The home page (' . $missing . '/) answers with status 404: The page or resource was not found.', $report['home_reachable']['message'] );
		$this->assertSame( 'unavailable', $report['home_indexable']['status'], 'It cannot read the page: home_reachable reports the defect.' );
	}

	/**
	 * The sitemap check on a missing sitemap and on a response that is not XML.
	 */
	public function test_a_missing_or_invalid_sitemap_is_an_error(): void {
		$this->pretty_permalinks();
		Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) );
		$settings = Plugin::instance()->settings();

		// A post that does not exist answers 404 under any permalink structure (with plain
		// permalinks WordPress serves the home page for an unknown path such as /no-sitemap.xml).
		$gone    = self::served_url() . '?p=987654321';
		$missing = ( new SitemapReachable( $settings, static fn () => $gone ) )->run();
		$this->assertSame( 'error', $missing->status );
		$this->assertSame( 'The sitemap index (' . $gone . ') could not be read: The page or resource was not found.', $missing->message );

		$text = ( new SitemapReachable( $settings, static fn () => self::served_url() . 'robots.txt' ) )->run();
		$this->assertSame( 'error', $text->status );
		$this->assertSame( 'The sitemap index (' . self::served_url() . 'robots.txt) is not valid XML.', $text->message );
	}

	/**
	 * HTTPS: the home URL's scheme.
	 */
	public function test_https_follows_the_site_address(): void {
		$this->assertSame( 'The site is not served over HTTPS: its address is ' . self::served_url() . '.', ( new SecureConnection() )->run()->message );
		add_filter( 'option_home', static fn () => 'https://shop.example', 100 );
		$result = ( new SecureConnection() )->run();
		$this->assertSame( 'success', $result->status );
		$this->assertSame( 'The site is served over HTTPS (https://shop.example/).', $result->message );
	}

	/**
	 * www/non-www: which hosts have a variant, and the redirect's answer. The other host does
	 * not resolve on this machine, so its answer is given through pre_http_request.
	 */
	public function test_www_redirect(): void {
		$this->assertSame( 'www.example.org', WwwRedirect::other_host( 'example.org' ) );
		$this->assertSame( 'example.org', WwwRedirect::other_host( 'www.example.org' ) );
		$this->assertSame( 'www.example.co.uk', WwwRedirect::other_host( 'example.co.uk' ) );
		$this->assertSame( '', WwwRedirect::other_host( 'shop.example.org' ), 'Subdomain: skipped.' );
		$this->assertSame( '', WwwRedirect::other_host( '127.0.0.1' ) );
		$this->assertSame( '', WwwRedirect::other_host( 'localhost' ) );

		add_filter( 'option_home', static fn () => 'https://example.org', 100 );
		$answer = array(
			'response' => array(
				'code'    => 301,
				'message' => 'Moved',
			),
			'headers'  => array( 'location' => 'https://example.org/' ),
			'body'     => '',
		);
		$asked  = array();
		add_filter(
			'pre_http_request',
			static function ( $pre, $args, $url ) use ( &$answer, &$asked ) {
				$asked[] = array( $url, $args['redirection'] );
				return $answer;
			},
			10,
			3
		);
		$result = ( new WwwRedirect() )->run();
		$this->assertSame( array( array( 'https://www.example.org/', 0 ) ), $asked, 'The other host is asked once, without following redirects.' );
		$this->assertSame( 'success', $result->status );
		$this->assertSame( 'https://www.example.org/ redirects (301) to https://example.org/.', $result->message );

		$answer = array(
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'headers'  => array(),
			'body'     => '<html></html>',
		);
		$result = ( new WwwRedirect() )->run();
		$this->assertSame( 'warning', $result->status );
		$this->assertSame( 'https://www.example.org/ answers with status 200 instead of redirecting to the site\'s host.', $result->message );

		$answer = array(
			'response' => array(
				'code'    => 404,
				'message' => 'Not Found',
			),
			'headers'  => array(),
			'body'     => '',
		);
		$result = ( new WwwRedirect() )->run();
		$this->assertSame( 'warning', $result->status );
		$this->assertSame( 'https://www.example.org/ does not redirect to the site: The page or resource was not found.', $result->message );

		// No answer at all: the check could not run (the server may not reach that host).
		$answer = new \WP_Error( 'http_request_failed', 'Could not resolve host' );
		$result = ( new WwwRedirect() )->run();
		$this->assertSame( 'unavailable', $result->status );
		$this->assertSame( 'This check could not run: the request for https://www.example.org/ failed: Could not resolve host.', $result->message );
	}

	/**
	 * Search Console: a suggestion until the filter says it is connected.
	 */
	public function test_search_console_reads_the_filter(): void {
		$report = $this->report( 'other' );
		$this->assertSame( 'suggestion', $report['search_console']['status'] );
		$this->assertSame( 'Google Search Console is not connected.', $report['search_console']['message'] );
		$this->assertSame( 'other', $report['search_console']['category'] );
		add_filter( 'lodestar_search_console_connected', '__return_true' );
		$this->assertSame( 'success', $this->report( 'other' )['search_console']['status'] );
	}
}
