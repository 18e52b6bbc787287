<?php
/**
 * Feed options.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Settings\Definitions;
use Lodestar\Tests\HeadHarness;
use Lodestar\Tests\TestCase;
use WP;

/**
 * Excerpts, the source link, X-Robots-Tag, and feed removal (410 and head links).
 */
class FeedsTest extends TestCase {

	use HeadHarness;

	/**
	 * Post used by the tests.
	 *
	 * @var int
	 */
	private int $post_id;

	/**
	 * A post in a category and a tag; a custom taxonomy and post type with archives.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'blogname', 'Lodestar Test' );
		register_post_type(
			'lodestar_book',
			array(
				'public'      => true,
				'has_archive' => true,
			)
		);
		register_taxonomy( 'lodestar_genre', 'post', array( 'public' => true ) );
		wp_insert_term( 'Fantasy', 'lodestar_genre', array( 'slug' => 'fantasy' ) );
		wp_insert_term( 'Cooking', 'post_tag', array( 'slug' => 'cooking' ) );
		$this->post_id = (int) wp_insert_post(
			array(
				'post_title'   => 'Fish & Chips',
				'post_content' => 'Body',
				'post_status'  => 'publish',
				'tags_input'   => array( 'cooking' ),
			)
		);
		wp_set_object_terms( $this->post_id, 'fantasy', 'lodestar_genre' );
	}

	/**
	 * Unregisters the type and taxonomy.
	 */
	protected function tearDown(): void {
		unregister_post_type( 'lodestar_book' );
		unregister_taxonomy( 'lodestar_genre' );
		parent::tearDown();
	}

	/**
	 * Saves settings (author archives on, so that author feeds exist at all).
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	private function settings( array $settings ): void {
		update_option( Definitions::OPTION, $settings + array( 'author_archive' => true ), true );
	}

	/**
	 * Every feed-removal setting on.
	 */
	private function remove_everything(): void {
		$this->settings(
			array_fill_keys(
				array( 'remove_global_comments_feed', 'remove_post_authors_feed', 'remove_post_types_feed', 'remove_category_feed', 'remove_tag_feeds', 'remove_custom_taxonomy_feeds', 'remove_search_results_feed', 'remove_atom_rdf_feeds' ),
				true
			)
		);
	}

	/**
	 * Runs a feed request through Lodestar's template_redirect work.
	 *
	 * @param array<string, mixed> $vars Query vars.
	 * @return array{feed: bool, not_found: bool, status: int|null}
	 */
	private function feed_request( array $vars ): array {
		$page = $this->render_request( $vars );
		global $wp_query;
		return array(
			'feed'      => $wp_query->is_feed(),
			'not_found' => $wp_query->is_404(),
			'status'    => $page['status'],
		);
	}

	/**
	 * Excerpts in feeds by default; off hands the choice back to WordPress's Reading setting.
	 * Only a feed request reads the option through Lodestar: a page view, or the Reading screen,
	 * sees it as stored.
	 */
	public function test_feed_entries_are_excerpts(): void {
		update_option( 'rss_use_excerpt', '0' );
		$page             = new WP();
		$page->query_vars = array( 'p' => $this->post_id );
		apply_filters( 'wp_headers', array(), $page );
		$this->assertSame( '0', get_option( 'rss_use_excerpt' ), 'Not outside feeds.' );
		$feed             = new WP();
		$feed->query_vars = array( 'feed' => 'rss2' );
		apply_filters( 'wp_headers', array(), $feed );
		$this->assertSame( '1', get_option( 'rss_use_excerpt' ) );
		$this->settings( array( 'convert_feed_entries_into_excerpts' => false ) );
		$this->assertSame( '0', get_option( 'rss_use_excerpt' ) );
	}

	/**
	 * Each feed entry ends with links to the post and the site; only in feeds, only when on.
	 */
	public function test_source_link_below_feed_entries(): void {
		$this->go_to( array( 'feed' => 'rss2' ) );
		// WordPress sends a request's headers (wp_headers) once it is parsed, before the feed
		// prints: a feed's entries get the link from there on.
		$feed             = new WP();
		$feed->query_vars = array( 'feed' => 'rss2' );
		apply_filters( 'wp_headers', array(), $feed );
		the_post();
		$expected = '<p><a href="' . get_permalink( $this->post_id ) . '">Fish &amp; Chips</a> was first published on <a href="http://example.org/">Lodestar Test</a>.</p>';
		$this->assertStringEndsWith( $expected . "\n", apply_filters( 'the_content_feed', '<p>Body</p>', 'rss2' ) );
		$this->assertStringStartsWith( 'Summary', apply_filters( 'the_excerpt_rss', 'Summary' ) );
		$this->assertStringContainsString( $expected, apply_filters( 'the_excerpt_rss', 'Summary' ) );

		$this->settings( array( 'addlink_to_source_below_feed_entries' => false ) );
		$this->assertSame( '<p>Body</p>', apply_filters( 'the_content_feed', '<p>Body</p>', 'rss2' ) );

		$this->settings( array() );
		$this->go_to( array( 'p' => $this->post_id ) );
		$this->assertSame( '<p>Body</p>', apply_filters( 'the_content_feed', '<p>Body</p>', 'rss2' ), 'Not outside feeds.' );
	}

	/**
	 * A page view hooks nothing on feed entries; a feed request hooks the source link when
	 * WordPress sends its headers.
	 */
	public function test_only_a_feed_request_hooks_its_entries(): void {
		$feeds = new \Lodestar\Frontend\Feeds( \Lodestar\Plugin::instance()->settings() );
		$feeds->register();
		$hooked = static fn(): array => array( has_filter( 'the_content_feed', array( $feeds, 'append_source_link' ) ), has_filter( 'the_excerpt_rss', array( $feeds, 'append_source_link' ) ) );
		$this->assertSame( array( false, false ), $hooked() );
		$page             = new WP();
		$page->query_vars = array( 'p' => $this->post_id );
		$this->assertSame( array(), apply_filters( 'wp_headers', array(), $page ) );
		$this->assertSame( array( false, false ), $hooked(), 'A page view.' );
		$feed             = new WP();
		$feed->query_vars = array( 'feed' => 'rss2' );
		apply_filters( 'wp_headers', array(), $feed );
		$this->assertSame( array( 10, 10 ), $hooked(), 'A feed.' );
		remove_all_filters( 'the_content_feed' );
		remove_all_filters( 'the_excerpt_rss' );
	}

	/**
	 * Feeds answer X-Robots-Tag: noindex, follow unless feed entries may be indexed.
	 */
	public function test_feeds_send_x_robots_tag(): void {
		$wp             = new WP();
		$wp->query_vars = array( 'feed' => 'rss2' );
		$this->assertSame( array( 'X-Robots-Tag' => 'noindex, follow' ), apply_filters( 'wp_headers', array(), $wp ) );

		$page             = new WP();
		$page->query_vars = array( 'p' => 1 );
		$this->assertSame( array(), apply_filters( 'wp_headers', array(), $page ) );

		$this->settings( array( 'allow_indexing_of_feed_entries' => true ) );
		$this->assertSame( array(), apply_filters( 'wp_headers', array(), $wp ) );
	}

	/**
	 * Each removal setting removes its feed (410, shown as the 404 page); others stay feeds.
	 */
	public function test_each_removed_feed_answers_410(): void {
		$feeds = array(
			'remove_global_comments_feed'  => array(
				'feed'         => 'rss2',
				'withcomments' => 1,
			),
			'remove_post_authors_feed'     => array(
				'author' => 1,
				'feed'   => 'rss2',
			),
			'remove_post_types_feed'       => array(
				'post_type' => 'lodestar_book',
				'feed'      => 'rss2',
			),
			'remove_category_feed'         => array(
				'cat'  => 1,
				'feed' => 'rss2',
			),
			'remove_tag_feeds'             => array(
				'tag'  => 'cooking',
				'feed' => 'rss2',
			),
			'remove_custom_taxonomy_feeds' => array(
				'lodestar_genre' => 'fantasy',
				'feed'           => 'rss2',
			),
			'remove_search_results_feed'   => array(
				's'    => 'fish',
				'feed' => 'rss2',
			),
			'remove_atom_rdf_feeds'        => array( 'feed' => 'atom' ),
		);
		foreach ( $feeds as $setting => $vars ) {
			$this->settings( array() );
			$this->assertSame(
				array(
					'feed'      => true,
					'not_found' => false,
					'status'    => null,
				),
				$this->feed_request( $vars ),
				"$setting off: the feed is served."
			);
			$this->settings( array( $setting => true ) );
			$this->assertSame(
				array(
					'feed'      => false,
					'not_found' => true,
					'status'    => 410,
				),
				$this->feed_request( $vars ),
				"$setting on: the feed is gone."
			);
			// Every other removal setting leaves this feed alone.
			$others = array_fill_keys( array_diff( array_keys( $feeds ), array( $setting ) ), true );
			$this->settings( $others );
			$this->assertTrue( $this->feed_request( $vars )['feed'], "Only $setting removes it." );
		}
	}

	/**
	 * The main posts feed (RSS2) and a post's own comments feed survive every removal setting.
	 */
	public function test_main_feed_is_never_removed(): void {
		$this->remove_everything();
		$this->assertSame(
			array(
				'feed'      => true,
				'not_found' => false,
				'status'    => null,
			),
			$this->feed_request( array( 'feed' => 'rss2' ) )
		);
		$this->assertTrue( $this->feed_request( array( 'feed' => 'feed' ) )['feed'] );
		$this->assertTrue(
			$this->feed_request(
				array(
					'p'    => $this->post_id,
					'feed' => 'rss2',
				)
			)['feed']
		);
		$this->assertTrue( $this->feed_request( array( 'feed' => 'rdf' ) )['not_found'], 'RDF goes with remove_atom_rdf_feeds.' );
	}

	/**
	 * Removed feeds lose their <link rel="alternate"> in the head; kept ones keep it.
	 */
	public function test_removed_feeds_lose_their_head_links(): void {
		// The head of each page as a visitor gets it (Lodestar's template_redirect work, then
		// wp_head, which prints the feed links).
		$links = fn ( array $vars ): string => $this->render_request( $vars )['head'];

		$this->settings( array() );
		$this->assertStringContainsString( '/comments/feed/', str_replace( '?feed=comments-rss2', '/comments/feed/', $links( array() ) ) );
		$this->assertStringContainsString( 'cat=1', $links( array( 'cat' => 1 ) ) );

		$this->remove_everything();
		$home = $links( array() );
		$this->assertStringContainsString( 'feed=rss2', $home, 'The main feed link stays.' );
		$this->assertStringNotContainsString( 'comments-rss2', $home );
		$this->assertStringNotContainsString( 'cat=1&#038;feed', $links( array( 'cat' => 1 ) ) );
		$this->assertStringNotContainsString( 'tag=cooking&#038;feed', $links( array( 'tag' => 'cooking' ) ) );
		$this->assertStringNotContainsString( 'lodestar_genre=fantasy&#038;feed', $links( array( 'lodestar_genre' => 'fantasy' ) ) );
		$this->assertStringNotContainsString( 's=fish&#038;feed', $links( array( 's' => 'fish' ) ) );
		$this->assertStringNotContainsString( 'post_type=lodestar_book&#038;feed', $links( array( 'post_type' => 'lodestar_book' ) ) );
		$post = $links( array( 'p' => $this->post_id ) );
		$this->assertStringContainsString( 'Fish &amp; Chips Comments Feed" href="http://example.org/?feed=rss2&#038;p=' . $this->post_id . '"', $post, 'A post\'s own comments feed link stays.' );

		// The removed feed's own answer, the theme's 404 page, lacks the links too.
		$gone = $this->render_request(
			array(
				'cat'  => 1,
				'feed' => 'rss2',
			)
		);
		$this->assertSame( 410, $gone['status'] );
		$this->assertStringNotContainsString( 'comments-rss2', $gone['head'] );
	}

	/**
	 * A site that removes no feed adds no head-link filter on a page view.
	 */
	public function test_page_view_without_removed_feeds_adds_no_link_filter(): void {
		$this->settings( array() );
		$this->render_request( array( 'p' => $this->post_id ) );
		foreach ( array( 'feed_links_show_comments_feed', 'feed_links_extra_show_post_comments_feed', 'feed_links_extra_show_category_feed', 'feed_links_extra_show_tag_feed', 'feed_links_extra_show_tax_feed', 'feed_links_extra_show_search_feed', 'feed_links_extra_show_author_feed', 'feed_links_extra_show_post_type_archive_feed', 'pre_option_rss_use_excerpt' ) as $hook ) {
			$this->assertFalse( has_filter( $hook ), $hook );
		}
		$this->remove_everything();
		$this->render_request( array( 'p' => $this->post_id ) );
		$this->assertNotFalse( has_filter( 'feed_links_extra_show_tag_feed' ) );
		$this->assertFalse( has_filter( 'pre_option_rss_use_excerpt' ), 'Feeds only.' );
	}

	/**
	 * With author archives off, an author's feed is a 404 like the archive itself.
	 */
	public function test_feed_of_switched_off_author_archive_is_404(): void {
		update_option( Definitions::OPTION, array(), true );
		$this->assertSame(
			array(
				'feed'      => false,
				'not_found' => true,
				'status'    => 404,
			),
			$this->feed_request(
				array(
					'author' => 1,
					'feed'   => 'rss2',
				)
			)
		);
	}
}
