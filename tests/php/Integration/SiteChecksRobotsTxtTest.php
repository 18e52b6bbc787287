<?php
/**
 * The robots.txt site check on what the served site answers at /robots.txt.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Analysis\Checks\RobotsTxt;
use Lodestar\Plugin;
use Lodestar\Repositories\ContentFacts;
use Lodestar\Robots\RobotsTxt as RobotsFile;
use Lodestar\Tests\TestCase;

require_once __DIR__ . '/ServedSiteHarness.php';

/**
 * Each fault planted on the served test site (a physical robots.txt, Lodestar's saved
 * content, another plugin's robots_txt filter, a server error, the site hidden from search
 * engines, a loopback request that cannot connect), the check run over loopback, and the fault
 * undone by tearDown().
 */
class SiteChecksRobotsTxtTest extends TestCase {

	use ServedSiteHarness {
		tearDown as served_tear_down;
	}

	/**
	 * A physical robots.txt planted in the served site's root ('' when none).
	 *
	 * @var string
	 */
	private string $physical = '';

	/**
	 * The posts published by setUp(): title => URL.
	 *
	 * @var array<string, string>
	 */
	private array $posts = array();

	/**
	 * A served site with pretty permalinks, visible to search engines, two posts and a page and
	 * nothing else.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->serve_site();
		$this->act_as( 'administrator' );
		update_option( 'blog_public', '1' );
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		flush_rewrite_rules( false );
		// WordPress's installation post and page go (rolled back after the test).
		foreach ( get_posts(
			array(
				'post_type'   => 'any',
				'post_status' => 'any',
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		) as $existing ) {
			wp_delete_post( (int) $existing, true );
		}
		foreach ( array( 'coffee-beans' => 'post', 'coffee-grinders' => 'post', 'about-us' => 'page' ) as $slug => $type ) {
			$id = $this->publish_post(
				array(
					'post_type'  => $type,
					'post_name'  => $slug,
					'post_title' => ucwords( str_replace( '-', ' ', $slug ) ),
				)
			);
			$this->posts[ $slug ] = (string) get_permalink( $id );
		}
	}

	/**
	 * Removes the planted file (the probe and the options go with the harness and the rollback).
	 */
	protected function tearDown(): void {
		if ( '' !== $this->physical && is_file( $this->physical ) ) {
			unlink( $this->physical );
		}
		$this->physical = '';
		$this->served_tear_down();
	}

	/**
	 * The robots_txt check's entry of a forced settings report.
	 *
	 * @return array<string, mixed>
	 */
	private function check(): array {
		$response = $this->get( 'settings', array( 'force' => true ) );
		$this->assertSame( 200, $response->get_status() );
		return $this->json_data( $response )['robots_txt'];
	}

	/**
	 * The texts of a result's description.
	 *
	 * @param array<string, mixed> $entry Report entry.
	 */
	private static function texts( array $entry ): string {
		$texts = array();
		foreach ( $entry['description'] as $item ) {
			if ( 'text' === $item['type'] ) {
				$texts[] = $item['text'];
			}
		}
		return implode( "\n", $texts );
	}

	/**
	 * The list of a result's description: text => URL ('' for an entry without one).
	 *
	 * @param array<string, mixed> $entry Report entry.
	 * @return array<string, string>
	 */
	private static function listed( array $entry ): array {
		foreach ( $entry['description'] as $item ) {
			if ( 'list' === $item['type'] ) {
				$listed = array();
				foreach ( $item['items'] as $entry ) {
					$listed[ is_array( $entry ) ? $entry['text'] : $entry ] = is_array( $entry ) ? $entry['url'] : '';
				}
				return $listed;
			}
		}
		return array();
	}

	/**
	 * The served robots.txt, fetched as the check fetches it.
	 */
	private function served(): string {
		return (string) wp_remote_retrieve_body( wp_remote_get( self::served_url() . 'robots.txt' ) );
	}

	/**
	 * A clean site: WordPress's robots.txt lets every crawler in; the sample is the two posts
	 * and the page, one query for all of them.
	 */
	public function test_a_clean_site_passes(): void {
		$this->assertStringContainsString( 'Disallow: /wp-admin/', $this->served() );
		$entry = $this->check();
		$this->assertSame( 'success', $entry['status'], $entry['message'] );
		$this->assertMatchesRegularExpression( '/^robots\.txt \(' . preg_quote( self::served_url(), '/' ) . 'robots\.txt\) is served, with \d+ lines\. It lets Googlebot, Bingbot and every other crawler reach the home page and the 3 posts tested\.$/', $entry['message'] );

		foreach ( array_keys( $this->posts ) as $slug ) {
			wp_delete_post( (int) url_to_postid( $this->posts[ $slug ] ), true );
		}
		$this->assertStringEndsWith( 'lines. It lets Googlebot, Bingbot and every other crawler reach the home page (there is no published post to test).', $this->check()['message'] );
	}

	/**
	 * The sample costs the same queries with 3 posts and with 43 (3 measured): the newest 3 of
	 * each type in one query, their meta in one; never one query per post.
	 */
	public function test_the_sample_is_bounded(): void {
		$property = new \ReflectionProperty( Plugin::class, 'services' );
		$property->setAccessible( true );
		$check   = new RobotsTxt( new ContentFacts(), $property->getValue( Plugin::instance() )->robots );
		$queries = function () use ( $check ): array {
			wp_cache_flush();
			$before = get_num_queries();
			$result = $check->run();
			return array( get_num_queries() - $before, $result->message );
		};
		list( $few, $message ) = $queries();
		$this->assertStringEndsWith( 'the 3 posts tested.', $message );
		for ( $i = 0; $i < 20; $i++ ) {
			$this->publish_post();
			$this->publish_post( array( 'post_type' => 'page' ) );
		}
		list( $many, $message ) = $queries();
		$this->assertStringEndsWith( 'the 6 posts tested.', $message, 'The 3 newest posts and the 3 newest pages.' );
		$this->assertSame( $few, $many, 'Three sampled posts more cost no query per post.' );
		$this->assertLessThanOrEqual( 5, $many );
	}

	/**
	 * Disallow: / in a physical robots.txt, which the web server serves instead of WordPress.
	 */
	public function test_a_physical_file_that_blocks_everything_is_an_error(): void {
		$this->physical = (string) getenv( 'WP_SITE_DIR' ) . '/robots.txt';
		$this->assertFileDoesNotExist( $this->physical );
		file_put_contents( $this->physical, "# Staging\nUser-agent: *\nDisallow: /\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test fixture.
		chmod( $this->physical, 0644 );
		$physical = $this->physical;
		add_filter( 'lodestar_robots_txt_file', static fn () => $physical );

		$entry = $this->check();
		$this->assertSame( 'error', $entry['status'] );
		$this->assertSame( 'robots.txt keeps Googlebot, Bingbot, every other crawler (*) out of the home page and 3 of the 3 posts tested: ' . self::served_url() . 'robots.txt line 3 “Disallow: /” disallows it.', $entry['message'] );
		$listed = self::listed( $entry );
		$this->assertSame( self::served_url(), $listed[ 'Googlebot: the home page (' . self::served_url() . '), blocked by line 3 “Disallow: /”' ] );
		$this->assertSame( $this->posts['about-us'], $listed[ 'Googlebot: “About Us” (' . $this->posts['about-us'] . '), blocked by line 3 “Disallow: /”' ] );
		$this->assertCount( 11, $listed, 'Ten listed (3 crawlers × 4 URLs = 12 blocked) and a last entry saying how many more.' );
		$this->assertSame( '', $listed['and 2 more'] );
		$this->assertStringContainsString( 'a file in the site’s root folder (' . $this->physical . ')', self::texts( $entry ) );
	}

	/**
	 * Disallow: / saved in Lodestar's robots.txt editor.
	 */
	public function test_lodestar_robots_txt_that_blocks_everything_is_an_error(): void {
		update_option( RobotsFile::OPTION, "User-agent: *\nDisallow: /\n" );
		$entry = $this->check();
		$this->assertSame( 'error', $entry['status'] );
		$this->assertStringStartsWith( 'robots.txt keeps Googlebot, Bingbot, every other crawler (*) out of the home page and 3 of the 3 posts tested: ', $entry['message'] );
		$this->assertStringEndsWith( 'robots.txt line 2 “Disallow: /” disallows it.', $entry['message'] );
		$this->assertStringContainsString( 'The rule is in Lodestar’s robots.txt: remove or change it in Lodestar → Advanced → robots.txt.', self::texts( $entry ) );
	}

	/**
	 * Disallow: / added by another plugin through WordPress's robots_txt filter.
	 */
	public function test_another_plugins_filter_that_blocks_everything_is_an_error(): void {
		$this->install_probe( 'lodestar-robots-filter-', "<?php\nadd_filter( 'robots_txt', static fn ( \$output ) => \$output . \"\\nUser-agent: *\\nDisallow: /\\n\", 1000 );\n" );
		$this->assertStringContainsString( "\nDisallow: /\n", $this->served() );
		$entry = $this->check();
		$this->assertSame( 'error', $entry['status'] );
		$this->assertStringContainsString( '“Disallow: /” disallows it.', $entry['message'] );
		$this->assertStringContainsString( 'another plugin adds it through WordPress’s robots_txt filter', self::texts( $entry ) );
	}

	/**
	 * A site-wide Disallow with Allow rules that reopen the home page and some posts: only what
	 * stays closed is reported, with the Disallow that closes it; reopening everything passes.
	 */
	public function test_allow_rules_reopen_what_they_match(): void {
		update_option( RobotsFile::OPTION, "User-agent: *\nDisallow: /\nAllow: /$\nAllow: /coffee-\n" );
		$entry = $this->check();
		$this->assertSame( 'error', $entry['status'] );
		$this->assertSame( 'robots.txt keeps Googlebot, Bingbot, every other crawler (*) out of 1 of the 3 posts tested: ' . self::served_url() . 'robots.txt line 2 “Disallow: /” disallows it.', $entry['message'] );
		$this->assertSame(
			array(
				'Googlebot: “About Us” (' . $this->posts['about-us'] . '), blocked by line 2 “Disallow: /”',
				'Bingbot: “About Us” (' . $this->posts['about-us'] . '), blocked by line 2 “Disallow: /”',
				'every other crawler (*): “About Us” (' . $this->posts['about-us'] . '), blocked by line 2 “Disallow: /”',
			),
			array_keys( self::listed( $entry ) )
		);

		update_option( RobotsFile::OPTION, "User-agent: *\nDisallow: /\nAllow: /\n" );
		$this->assertSame( 'success', $this->check()['status'], 'Allow wins a tie of lengths.' );
	}

	/**
	 * A block for Googlebot alone: the other crawlers pass, Googlebot is named.
	 */
	public function test_a_googlebot_block_names_googlebot(): void {
		update_option( RobotsFile::OPTION, "User-agent: *\nDisallow:\n\nUser-agent: Googlebot\nDisallow: /\n" );
		$entry = $this->check();
		$this->assertSame( 'error', $entry['status'] );
		$this->assertStringStartsWith( 'robots.txt keeps Googlebot out of the home page and 3 of the 3 posts tested: ', $entry['message'] );
		$this->assertStringEndsWith( 'line 5 “Disallow: /” disallows it.', $entry['message'] );
	}

	/**
	 * Rules that close query strings or PHP files leave the home page and the posts open.
	 */
	public function test_rules_that_miss_the_home_page_and_the_posts_pass(): void {
		update_option( RobotsFile::OPTION, "User-agent: *\nDisallow: /*?\nDisallow: /*.php$\nDisallow: /wp-admin/\nDisallow: /coffee-beans/feed/\n" );
		$entry = $this->check();
		$this->assertSame( 'success', $entry['status'], $entry['message'] );
	}

	/**
	 * A server error on /robots.txt: Google treats the site as disallowed.
	 */
	public function test_a_server_error_is_an_error(): void {
		$this->install_probe( 'lodestar-robots-500-', "<?php\nadd_action( 'do_robotstxt', static function () { status_header( 500 ); exit; }, 0 );\n" );
		$entry = $this->check();
		$this->assertSame( 'error', $entry['status'] );
		$this->assertSame( 'robots.txt (' . self::served_url() . 'robots.txt) answers with a server error (500): Google then treats the whole site as disallowed and stops crawling it.', $entry['message'] );
	}

	/**
	 * A client error (404): a warning that says crawlers then act as if there were no robots.txt.
	 */
	public function test_a_missing_robots_txt_is_a_warning(): void {
		update_option( 'lodestar_test_theme', array( 'robots_404' => true ) );
		$entry = $this->check();
		$this->assertSame( 'warning', $entry['status'] );
		$this->assertSame( 'robots.txt (' . self::served_url() . 'robots.txt) could not be read: The page or resource was not found.', $entry['message'] );
		$this->assertStringContainsString( 'Search engines treat a robots.txt that answers a client error (4xx) as if there were none: they crawl everything', self::texts( $entry ) );
	}

	/**
	 * A site that discourages search engines serves a disallow-all robots.txt: an error that
	 * names the setting.
	 */
	public function test_a_site_hidden_from_search_engines_is_an_error_naming_the_setting(): void {
		update_option( 'blog_public', '0' );
		$entry = $this->check();
		$this->assertSame( 'error', $entry['status'] );
		$this->assertStringEndsWith( 'line 2 “Disallow: /” disallows it.', $entry['message'] );
		$this->assertStringContainsString( 'The cause is Settings → Reading → “Discourage search engines from indexing this site”', self::texts( $entry ) );
	}

	/**
	 * The loopback request cannot connect: unavailable, never success.
	 */
	public function test_a_request_that_fails_is_unavailable(): void {
		add_filter( 'option_home', static fn () => 'http://127.0.0.1:9', 100 );
		$entry = $this->check();
		$this->assertSame( 'unavailable', $entry['status'] );
		$this->assertStringStartsWith( 'robots.txt (http://127.0.0.1:9/robots.txt) could not be requested, so it was not checked: ', $entry['message'] );
	}
}
