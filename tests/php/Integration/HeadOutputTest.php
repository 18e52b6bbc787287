<?php
/**
 * Where and how the head block is printed; robots merging with core and other plugins.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Frontend\CurrentContext;
use Lodestar\Frontend\HeadRenderer;
use Lodestar\Frontend\Robots;
use Lodestar\Plugin;
use Lodestar\Seo\Context;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\TestCase;

/**
 * The block's frame and filter, the requests that get nothing, and wp_robots.
 */
class HeadOutputTest extends TestCase {

	use HeadHarness;

	/**
	 * A published post.
	 */
	private function post(): int {
		return (int) wp_insert_post(
			array(
				'post_title'   => 'Output',
				'post_excerpt' => 'Summary',
				'post_status'  => 'publish',
			)
		);
	}

	/**
	 * wp_head output.
	 */
	private function head(): string {
		ob_start();
		do_action( 'wp_head' );
		return (string) ob_get_clean();
	}

	/**
	 * One block, opened and closed by the comments, before core's title-independent tags; core's
	 * own rel=canonical is gone (no duplicate).
	 */
	public function test_one_block_between_comments_and_one_canonical(): void {
		$id = $this->post();
		$this->go_to( array( 'p' => $id ) );
		$head = $this->head();
		$this->assertSame( 1, substr_count( $head, "<!-- Lodestar SEO -->\n" ) );
		$this->assertSame( 1, substr_count( $head, "<!-- / Lodestar SEO -->\n" ) );
		$this->assertSame( 1, substr_count( $head, 'rel="canonical"' ) + substr_count( $head, "rel='canonical'" ) );
		$this->assertLessThan( strpos( $head, '<!-- / Lodestar SEO -->' ), strpos( $head, '<link rel="canonical"' ) );
	}

	/**
	 * The lodestar_head_tags filter sees the specs and the context; what it adds is escaped,
	 * what it removes is gone, what it breaks is skipped.
	 */
	public function test_head_tags_filter(): void {
		$id = $this->post();
		$this->go_to( array( 'p' => $id ) );
		$seen = null;
		add_filter(
			'lodestar_head_tags',
			static function ( array $tags, Context $context ) use ( &$seen ) {
				$seen = $context;
				$tags = array_values( array_filter( $tags, static fn( $tag ) => 'og:locale' !== ( $tag['attributes']['property'] ?? '' ) ) );
				$tags[] = HeadRenderer::meta( 'name', 'custom', '"><script>alert(1)</script>' );
				$tags[] = array(
					'tag'        => 'script',
					'attributes' => array( 'src' => 'https://evil.example/x.js' ),
				);
				$tags[] = 'not a spec';
				return $tags;
			},
			10,
			2
		);
		$block = self::lodestar_block( $this->head() );
		$this->assertInstanceOf( Context::class, $seen );
		$this->assertSame( Context::SINGULAR, $seen->kind );
		$this->assertSame( $id, $seen->post->ID );
		$this->assertNotContains( '<meta property="og:locale" content="en_US" />', $block );
		$this->assertSame( '<meta name="custom" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />', end( $block ) );
		$this->assertStringNotContainsString( 'evil.example', implode( "\n", $block ) );
	}

	/**
	 * URLs are checked and escaped as URLs: a canonical that bypassed sanitizing (written
	 * straight to the database) with a script scheme is ignored (the post's own URL is the
	 * canonical, for the head and for every other user of the resolver), and a content image
	 * URL with query arguments keeps them, escaped.
	 */
	public function test_urls_are_escaped_as_urls(): void {
		global $wpdb;
		$id = (int) wp_insert_post(
			array(
				'post_title'   => 'Urls',
				'post_excerpt' => 'x',
				'post_status'  => 'publish',
				'post_content' => '<img src="https://cdn.example.net/i.jpg?w=800&amp;h=600">',
			)
		);
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a value that never went through the API.
			$wpdb->postmeta,
			array(
				'post_id'    => $id,
				'meta_key'   => '_lodestar_canonical_url', // phpcs:ignore WordPress.DB.SlowDBQuery
				'meta_value' => 'javascript:alert(1)', // phpcs:ignore WordPress.DB.SlowDBQuery
			)
		);
		wp_cache_flush();
		$this->go_to( array( 'p' => $id ) );
		$head = $this->head();
		$this->assertStringNotContainsString( 'javascript', $head );
		$this->assertStringContainsString( '<link rel="canonical" href="' . get_permalink( $id ) . '" />', $head );
		$this->assertSame( get_permalink( $id ), Plugin::instance()->canonicals()->url( Context::singular( get_post( $id ) ) ) );
		$this->assertStringContainsString( '<meta property="og:image" content="https://cdn.example.net/i.jpg?w=800&#038;h=600" />', $head );
		$this->assertStringContainsString( '<meta name="twitter:image" content="https://cdn.example.net/i.jpg?w=800&#038;h=600" />', $head );
	}

	/**
	 * When the filter leaves nothing, no empty block is printed.
	 */
	public function test_no_empty_block(): void {
		$this->go_to( array( 'p' => $this->post() ) );
		add_filter( 'lodestar_head_tags', '__return_empty_array' );
		$this->assertStringNotContainsString( 'Lodestar SEO', $this->head() );
	}

	/**
	 * Feeds, robots.txt, sitemaps and admin screens get neither the block, the title nor robots
	 * directives.
	 */
	public function test_nothing_on_feeds_robots_sitemaps_and_admin(): void {
		$id = $this->post();
		$requests = array(
			'feed'       => array( 'feed' => 'rss2' ),
			'post feed'  => array(
				'p'    => $id,
				'feed' => 'rss2',
			),
			'robots.txt' => array( 'robots' => '1' ),
			'sitemap'    => array( 'sitemap' => 'index' ),
		);
		foreach ( $requests as $label => $vars ) {
			$this->go_to( $vars );
			$this->assertStringNotContainsString( 'Lodestar SEO', $this->head(), $label );
			$this->assertSame( '', apply_filters( 'pre_get_document_title', '' ), $label );
			// Only core's own directive: Lodestar added nothing.
			$this->assertSame( array( 'max-image-preview' => 'large' ), apply_filters( 'wp_robots', array() ), $label );
		}

		$this->go_to( array( 'p' => $id ) );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'dashboard' );
		$this->assertTrue( is_admin() );
		$this->assertStringNotContainsString( 'Lodestar SEO', $this->head() );
		$this->assertSame( '', apply_filters( 'pre_get_document_title', '' ) );
	}

	/**
	 * Robots: directives other plugins and core add stay, Lodestar adds its own next to them;
	 * a noindex page keeps no `max-*` preview allowance (core's `max-image-preview:large` and
	 * another plugin's `max-snippet` included).
	 */
	public function test_robots_keep_other_directives(): void {
		$id = $this->post();
		update_post_meta( $id, '_lodestar_post_no_index', 'yes' );
		update_option( Definitions::OPTION, array( 'no_archive' => array( 'post' ) ), true );
		$this->go_to( array( 'p' => $id ) );
		add_filter(
			'wp_robots',
			static function ( array $robots ): array {
				$robots['noimageindex'] = true;
				$robots['max-snippet']  = '50';
				return $robots;
			},
			5
		);
		$robots = apply_filters( 'wp_robots', array() );
		$this->assertSame(
			array(
				'noindex'            => true,
				'noarchive'          => true,
				'noimageindex'       => true,
			),
			$robots
		);

		// On an indexable page the max-snippet another plugin chose is kept.
		delete_post_meta( $id, '_lodestar_post_no_index' );
		update_option( Definitions::OPTION, array(), true );
		$this->go_to( array( 'p' => $id ) );
		$robots = apply_filters( 'wp_robots', array() );
		$this->assertSame( '50', $robots['max-snippet'] );
		$this->assertSame( '-1', $robots['max-video-preview'] );
		$this->assertSame( 'large', $robots['max-image-preview'] );
	}

	/**
	 * Lodestar removes no key but the `max-*` allowances of a noindex page: everything else core
	 * and others added is still there, unchanged, after Lodestar ran (search results: Lodestar's
	 * noindex agrees with core's).
	 */
	public function test_lodestar_never_removes_keys(): void {
		$this->go_to( array( 's' => 'query' ) );
		$before = array(
			'noindex' => true,
			'follow'  => true,
			'custom'  => 'x',
		);
		$robots = new Robots( Plugin::instance()->robots(), new CurrentContext( Plugin::instance()->settings() ) );
		$after  = $robots->filter_robots( $before + array( 'max-image-preview' => 'large' ) );
		$this->assertSame( $before, $after );
	}

	/**
	 * A request that is no page Lodestar describes (the login screen: no main query ran) gets
	 * no additions to its robots tag.
	 */
	public function test_no_robots_additions_without_a_page(): void {
		$GLOBALS['wp_the_query'] = new \WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$this->assertSame( array( 'max-image-preview' => 'large' ), apply_filters( 'wp_robots', array() ) );
	}

	/**
	 * The head renderer prints at wp_head priority 1 and replaces core's rel=canonical.
	 */
	public function test_hooks(): void {
		$this->assertSame( 1, has_action( 'wp_head', array( $this->renderer(), 'print_head_tags' ) ) );
		$this->assertFalse( has_action( 'wp_head', 'rel_canonical' ) );
	}

	/**
	 * When another plugin asks for nofollow and Lodestar for noindex, and a third for index:
	 * noindex wins over the contradicting index (switched off, not removed); nofollow stays.
	 */
	public function test_contradicting_index_is_switched_off(): void {
		$id = $this->post();
		update_post_meta( $id, '_lodestar_post_no_index', 'yes' );
		$this->go_to( array( 'p' => $id ) );
		add_filter(
			'wp_robots',
			static function ( array $robots ): array {
				$robots['index']    = true;
				$robots['nofollow'] = true;
				return $robots;
			},
			5
		);
		ob_start();
		wp_robots();
		$this->assertSame( "<meta name='robots' content='noindex, nofollow' />\n", ob_get_clean() );
	}

	/**
	 * The registered head renderer.
	 */
	private function renderer(): HeadRenderer {
		foreach ( $GLOBALS['wp_filter']['wp_head']->callbacks[1] as $callback ) {
			if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof HeadRenderer ) {
				return $callback['function'][0];
			}
		}
		$this->fail( 'No head renderer on wp_head.' );
	}
}
