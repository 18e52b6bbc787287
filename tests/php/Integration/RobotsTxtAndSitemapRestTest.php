<?php
/**
 * robots.txt in its four states, its REST route, and the sitemap cache route.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Robots\RobotsTxt;
use Lodestar\Sitemaps\Renderer;
use Lodestar\Tests\TestCase;

/**
 * The robots_txt filter as WordPress's do_robots() calls it, and the two REST routes.
 */
class RobotsTxtAndSitemapRestTest extends TestCase {

	/**
	 * A physical robots.txt used by the file-state tests.
	 *
	 * @var string
	 */
	private string $file = '';

	/**
	 * SetUp.
	 */
	protected function setUp(): void {
		parent::setUp();
		Plugin::instance()->sitemaps()->cache->flush();
		$this->file = sys_get_temp_dir() . '/lodestar-robots-' . getmypid() . '.txt';
		add_filter( 'lodestar_robots_txt_file', fn () => $this->file );
	}

	/**
	 * TearDown.
	 */
	protected function tearDown(): void {
		if ( is_file( $this->file ) ) {
			unlink( $this->file );
		}
		parent::tearDown();
		Plugin::instance()->sitemaps()->cache->flush();
	}

	/**
	 * What /robots.txt serves, produced as core's do_robots() produces it.
	 */
	private function robots_txt(): string {
		ob_start();
		do_robots();
		return (string) ob_get_clean();
	}

	/**
	 * State wordpress managed with the sitemap line.
	 */
	public function test_state_wordpress_managed_with_the_sitemap_line(): void {
		update_option( 'blog_public', '1' );
		$served = $this->robots_txt();
		$this->assertStringStartsWith( "User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php", $served );
		$this->assertStringNotContainsString( 'sitemap_index.xml', $served, 'Sitemaps off: no Lodestar line.' );

		Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) );
		$served = $this->robots_txt();
		$this->assertStringContainsString( "\nSitemap: " . Renderer::url( 'index' ) . "\n", $served );
		$this->assertSame( 1, substr_count( $served, 'Sitemap:' ), 'WordPress\'s own sitemap line goes with its sitemaps.' );
	}

	/**
	 * State saved content is served exactly.
	 */
	public function test_state_saved_content_is_served_exactly(): void {
		update_option( 'blog_public', '1' );
		Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) );
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', '/lodestar/v1/robots-txt', array( 'robots_txt_content' => "User-agent: *\r\nDisallow: /private/   \r\n\r\nUser-agent: Bad\rDisallow: /\r\n" ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $this->json_data( $response );
		$this->assertTrue( $data['success'] );
		$this->assertSame( 'Settings saved successfully.', $data['message'] );
		$expected = "User-agent: *\nDisallow: /private/\n\nUser-agent: Bad\nDisallow: /\n";
		$this->assertSame( $expected, get_option( RobotsTxt::OPTION ) );
		$this->assertSame( $expected, $this->robots_txt() );
		$this->assertSame( $expected, $data['data']['robots_txt_content'] );

		// Not autoloaded: only robots.txt requests read it.
		global $wpdb;
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", RobotsTxt::OPTION ) );
		$this->assertContains( $autoload, array( 'no', 'off' ) );

		// Empty content hands the file back to WordPress.
		$this->rest( 'POST', '/lodestar/v1/robots-txt', array( 'robots_txt_content' => "  \r\n " ) );
		$this->assertSame( '', get_option( RobotsTxt::OPTION ) );
		$this->assertStringStartsWith( "User-agent: *\nDisallow: /wp-admin/", $this->robots_txt() );
	}

	/**
	 * State visibility off is wordpress disallow all and read only.
	 */
	public function test_state_visibility_off_is_wordpress_disallow_all_and_read_only(): void {
		update_option( RobotsTxt::OPTION, "User-agent: *\nAllow: /\n" );
		update_option( 'blog_public', '0' );
		Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) );
		$this->assertSame( "User-agent: *\nDisallow: /\n", $this->robots_txt() );

		$this->act_as( 'administrator' );
		$data = $this->json_data( $this->rest( 'GET', '/lodestar/v1/robots-txt' ) )['data'];
		$this->assertSame( '0', $data['search_engine_visibility'] );
		$this->assertSame( "User-agent: *\nDisallow: /\n", $data['wordpress_content'] );

		$response = $this->rest( 'POST', '/lodestar/v1/robots-txt', array( 'robots_txt_content' => "User-agent: *\n" ) );
		$this->assertSame( 409, $response->get_status() );
		$this->assertFalse( $this->json_data( $response )['success'] );
		$this->assertStringContainsString( 'not to index', $this->json_data( $response )['message'] );
		$this->assertSame( "User-agent: *\nAllow: /\n", get_option( RobotsTxt::OPTION ) );
	}

	/**
	 * State physical file is reported and read only.
	 */
	public function test_state_physical_file_is_reported_and_read_only(): void {
		update_option( 'blog_public', '1' );
		file_put_contents( $this->file, "User-agent: *\nDisallow: /from-file/\n" );
		$this->act_as( 'administrator' );
		$data = $this->json_data( $this->rest( 'GET', '/lodestar/v1/robots-txt' ) )['data'];
		$this->assertTrue( $data['robots_file_exists'] );
		$this->assertSame( "User-agent: *\nDisallow: /from-file/\n", $data['robot_file_content'] );
		$this->assertSame( '1', $data['search_engine_visibility'] );

		$response = $this->rest( 'POST', '/lodestar/v1/robots-txt', array( 'robots_txt_content' => "User-agent: *\n" ) );
		$this->assertSame( 409, $response->get_status() );
		$this->assertStringContainsString( 'robots.txt file exists', $this->json_data( $response )['message'] );
		$this->assertFalse( get_option( RobotsTxt::OPTION ) );

		unlink( $this->file );
		$data = $this->json_data( $this->rest( 'GET', '/lodestar/v1/robots-txt' ) )['data'];
		$this->assertFalse( $data['robots_file_exists'] );
		$this->assertSame( '', $data['robot_file_content'] );
	}

	/**
	 * Robots route permissions and validation.
	 */
	public function test_robots_route_permissions_and_validation(): void {
		update_option( 'blog_public', '1' );
		$this->assertSame( 401, $this->rest( 'POST', '/lodestar/v1/robots-txt', array( 'robots_txt_content' => 'x' ) )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/lodestar/v1/robots-txt', array( 'robots_txt_content' => 'x' ) )->get_status() );
		$this->assertSame( 403, $this->rest( 'GET', '/lodestar/v1/robots-txt' )->get_status() );

		$this->act_as( 'administrator' );
		$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/robots-txt', array() )->get_status(), 'Content is required.' );
		$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/robots-txt', array( 'robots_txt_content' => array( 'x' ) ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/robots-txt', array( 'robots_txt_content' => "User-agent: *\n<script>alert(1)</script>" ) )->get_status(), 'Plain text only.' );
		$this->assertSame( 400, $this->rest( 'POST', '/lodestar/v1/robots-txt', array( 'robots_txt_content' => str_repeat( "Disallow: /a\n", 6000 ) ) )->get_status(), 'Size-limited.' );
		$this->assertFalse( get_option( RobotsTxt::OPTION ) );

		// Patterns with wildcards, percent-encoding and comments survive untouched.
		$content = "# Team rules\nUser-agent: *\nDisallow: /*?s=*\nDisallow: /caf%C3%A9/\$\nAllow: /wp-content/uploads/\n";
		$this->assertSame( 200, $this->rest( 'POST', '/lodestar/v1/robots-txt', array( 'robots_txt_content' => $content ) )->get_status() );
		$this->assertSame( $content, get_option( RobotsTxt::OPTION ) );
		$this->assertSame( "User-agent: *\nDisallow: /\n", RobotsTxt::normalise( "\x00User-agent: *\r\nDisallow: /\x07" ) );
	}

	/**
	 * Robots save failure gives the spec message.
	 */
	public function test_robots_save_failure_gives_the_spec_message(): void {
		update_option( 'blog_public', '1' );
		$this->act_as( 'administrator' );
		add_filter( 'pre_update_option_' . RobotsTxt::OPTION, fn ( $value, $old ) => $old, 10, 2 );
		add_option( RobotsTxt::OPTION, 'old', '', false );
		$response = $this->rest( 'POST', '/lodestar/v1/robots-txt', array( 'robots_txt_content' => "User-agent: *\n" ) );
		$this->assertSame( 500, $response->get_status() );
		$data = $this->json_data( $response );
		$this->assertSame( 'Failed to update robots.txt file.', $data['message'] );
		$this->assertSame( 'An unexpected error occurred while updating the robots.txt content. Please try again later.', $data['description'] );
	}

	/**
	 * Generate cache rebuilds every page.
	 */
	public function test_generate_cache_rebuilds_every_page(): void {
		Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) );
		wp_insert_post(
			array(
				'post_title'  => 'Cached',
				'post_status' => 'publish',
			)
		);
		$cache  = Plugin::instance()->sitemaps()->cache;
		$before = $cache->generation( 'post' );

		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/lodestar/v1/sitemap/generate-cache' )->get_status() );

		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', '/lodestar/v1/sitemap/generate-cache' );
		$this->assertSame( 200, $response->get_status() );
		$data = $this->json_data( $response );
		$this->assertTrue( $data['success'] );
		$this->assertSame( 'Sitemap cache regenerated.', $data['message'] );
		$this->assertMatchesRegularExpression( '/^\d+ sitemap files? (was|were) rebuilt\./', $data['description'] );
		$this->assertSame( $data['total'], $data['built'] );
		$this->assertNotSame( $before, $cache->generation( 'post' ), 'Everything was cleared first.' );
		$this->assertIsString( $cache->get( 'index', 'page-1-1000' ) );
		$this->assertIsString( $cache->get( 'post', 'page-1-1000' ) );
		$this->assertIsString( $cache->get( 'category', 'page-1-1000' ) );
	}

	/**
	 * Generate cache marks videos saved before lodestar.
	 */
	public function test_generate_cache_marks_videos_saved_before_lodestar(): void {
		global $wpdb;
		Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) );
		$id = wp_insert_post(
			array(
				'post_title'  => 'Old video post',
				'post_status' => 'publish',
			)
		);
		// Content written without WordPress's hooks, as on a site that had the post before Lodestar.
		$wpdb->update( $wpdb->posts, array( 'post_content' => 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		$router = Plugin::instance()->sitemaps()->router;
		$this->assertNull( $router->xml( 'video' ) );

		$this->act_as( 'administrator' );
		$this->assertSame( 200, $this->rest( 'POST', '/lodestar/v1/sitemap/generate-cache' )->get_status() );
		$this->assertStringContainsString( '<loc>' . get_permalink( $id ) . '</loc><video:video>', (string) $router->xml( 'video' ) );
	}

	/**
	 * Generate cache failures.
	 */
	public function test_generate_cache_failures(): void {
		$this->act_as( 'administrator' );
		$off = $this->rest( 'POST', '/lodestar/v1/sitemap/generate-cache' );
		$this->assertSame( 409, $off->get_status(), 'XML sitemap off.' );
		$this->assertFalse( $this->json_data( $off )['success'] );

		Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) );
		add_filter(
			'lodestar_sitemap_post_types',
			function () {
				throw new \RuntimeException( 'Database gone.' );
			}
		);
		$response = $this->rest( 'POST', '/lodestar/v1/sitemap/generate-cache' );
		$this->assertSame( 500, $response->get_status() );
		$this->assertSame( 'Error generating sitemap cache. Please try again.', $this->json_data( $response )['message'] );
	}
}
