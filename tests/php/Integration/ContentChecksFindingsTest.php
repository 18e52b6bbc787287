<?php
/**
 * The content checks that name what they found: long posts without subheadings, insecure
 * resources in the content of an HTTPS site, orphans (every one of them, and a newly
 * orphaned post), with the scan facts warm or not.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\Page\ContentScan as PageContentScan;
use Lodestar\Analysis\Page\PageChecks;
use Lodestar\Tests\TestCase;

require_once __DIR__ . '/ContentChecksHarness.php';

/**
 * Posts planted through WordPress APIs, every content check run as the analysis runs them.
 */
class ContentChecksFindingsTest extends TestCase {

	use ContentChecksHarness;

	/**
	 * Meta key of the stored scan facts (pinned).
	 */
	private const META = '_lodestar_scan_facts';

	/**
	 * An empty site with pretty permalinks and a tagline.
	 */
	protected function setUp(): void {
		parent::setUp();
		// Content is saved as an administrator writes it (unfiltered HTML: scripts kept).
		$this->act_as( 'administrator' );
		$this->empty_site();
		update_option( 'permalink_structure', '/%postname%/' );
		$GLOBALS['wp_rewrite']->init();
		update_option( 'blogdescription', 'Just another site' );
		update_option( 'blog_public', '1' );
		update_option( 'show_on_front', 'posts' );
	}

	/**
	 * Rolls back; WP_Rewrite reads the rolled-back structure again.
	 */
	protected function tearDown(): void {
		parent::tearDown();
		$GLOBALS['wp_rewrite']->init();
	}

	/**
	 * Every content check, run now.
	 *
	 * @return array<string, CheckResult>
	 */
	private function run_checks(): array {
		$results = array();
		foreach ( $this->content_checks()->all() as $check ) {
			$results[ $check->id() ] = $check->run();
		}
		return $results;
	}

	/**
	 * N distinct words.
	 *
	 * @param int    $count Words.
	 * @param string $seed  Makes the text unique.
	 */
	private static function words( int $count, string $seed = 'w' ): string {
		$words = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$words[] = $seed . 'word' . $i;
		}
		return implode( ' ', $words );
	}

	/**
	 * A published post with an excerpt.
	 *
	 * @param string $title   Title.
	 * @param string $content Content.
	 */
	private function post( string $title, string $content ): int {
		return $this->publish_post(
			array(
				'post_title'   => $title,
				'post_name'    => sanitize_title( $title ),
				'post_excerpt' => 'Excerpt of ' . $title,
				'post_content' => $content,
			)
		);
	}

	/**
	 * The list item of a result's description.
	 *
	 * @param CheckResult $result Result.
	 * @return list<string|array{text: string, url: string}>
	 */
	private static function listed( CheckResult $result ): array {
		foreach ( $result->description as $item ) {
			if ( 'list' === $item['type'] ) {
				return $item['items'];
			}
		}
		return array();
	}

	/**
	 * Edit link of a post.
	 *
	 * @param int $id Post ID.
	 */
	private static function edit( int $id ): string {
		return admin_url( 'post.php?post=' . $id . '&action=edit' );
	}

	/**
	 * Long posts (300 words or more) with no H2–H6 are listed by title with an edit link; a
	 * short post (thin content's business), a long one with an H3, and a noindexed one are
	 * not. The rule is the page checks' own: the same content fails their sub_headings check.
	 */
	public function test_long_posts_without_subheadings_are_listed(): void {
		$flat      = '<!-- wp:paragraph --><p>' . self::words( 320, 'flat' ) . '</p><!-- /wp:paragraph -->';
		$plain     = $this->post( 'Plain wall of text', $flat );
		$titled    = $this->post( 'With a section', '<!-- wp:heading {"level":3} --><h3 class="wp-block-heading">Part</h3><!-- /wp:heading -->' . $flat );
		$this->post( 'Short note', '<p>' . self::words( 40, 'short' ) . '</p>' );
		$h1_only   = $this->post( 'Only a title heading', '<h1>Big</h1><p>' . self::words( 310, 'h1' ) . '</p>' );
		$noindexed = $this->post( 'Hidden wall', $flat );
		update_post_meta( $noindexed, '_lodestar_post_no_index', 'yes' );

		$result = $this->run_checks()['posts_without_subheadings'];
		$this->assertSame( 'warning', $result->status );
		$this->assertSame( '2 long indexable posts have no subheadings (H2–H6): “Plain wall of text”, “Only a title heading”.', $result->message );
		$this->assertSame(
			array(
				array(
					'text' => 'Plain wall of text',
					'url'  => self::edit( $plain ),
				),
				array(
					'text' => 'Only a title heading',
					'url'  => self::edit( $h1_only ),
				),
			),
			self::listed( $result )
		);
		$this->assertStringContainsString( 'at least 300 words', $result->description[0]['text'] );
		$this->assertStringContainsString( 'H2 heading', $result->description[0]['text'], 'It says the fix.' );

		// The page checks' rule on the same content: no subheadings there, one here.
		$checks = new PageChecks();
		$this->assertSame( 'warning', $checks->run( array( 'content' => $flat ) )['sub_headings']['status'] );
		$this->assertSame( 'success', $checks->run( array( 'content' => get_post( $titled )->post_content ) )['sub_headings']['status'] );

		// Adding a heading to both passes the check.
		foreach ( array( $plain, $h1_only ) as $id ) {
			wp_update_post(
				array(
					'ID'           => $id,
					'post_content' => '<h2>Section</h2>' . get_post( $id )->post_content,
				)
			);
		}
		$result = $this->run_checks()['posts_without_subheadings'];
		$this->assertSame( 'success', $result->status );
		$this->assertSame( 'Every indexable post of at least 300 words has subheadings (H2–H6).', $result->message );
	}

	/**
	 * The subheadings and insecure resources are scan facts: stored (with the version that
	 * knows them), read on the next scan instead of parsing the content, and recomputed when
	 * the content changes, even behind WordPress' back.
	 */
	public function test_content_facts_are_stored_read_and_follow_the_content(): void {
		global $wpdb;
		add_filter( 'option_home', static fn () => 'https://facts.example', 100 );
		$flat = '<p>' . self::words( 320, 'cached' ) . '</p>';
		$id   = $this->post( 'Cached wall', $flat . '<img src="http://cdn.example/a.jpg" alt="A">' );
		$this->run_checks();
		$stored = get_post_meta( $id, self::META, true );
		$this->assertSame( 0, $stored['h'] );
		$this->assertSame( array( 'http://cdn.example/a.jpg' ), $stored['m'] );
		$this->assertSame( 1, $stored['n'] );

		// Fresh facts are what the scan reports (it does not parse the content again).
		$stored['h'] = 4;
		$stored['m'] = array( 'http://planted.example/x.js' );
		$wpdb->update( $wpdb->postmeta, array( 'meta_value' => maybe_serialize( $stored ) ), array( 'post_id' => $id, 'meta_key' => self::META ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
		wp_cache_delete( $id, 'post_meta' );
		$results = $this->run_checks();
		$this->assertSame( 'success', $results['posts_without_subheadings']->status );
		$this->assertStringContainsString( 'http://planted.example/x.js', $results['mixed_content_posts']->message . wp_json_encode( $results['mixed_content_posts']->description ) );

		// A content change behind WordPress' back makes them stale: computed again.
		$wpdb->update( $wpdb->posts, array( 'post_content' => $flat . '<script src="http://cdn.example/b.js"></script>' ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		$results = $this->run_checks();
		$this->assertSame( 'warning', $results['posts_without_subheadings']->status );
		$this->assertSame( array( 'Cached wall (1 insecure resource: http://cdn.example/b.js)' ), array_column( self::listed( $results['mixed_content_posts'] ), 'text' ) );

		// Facts of the previous version (no h, m, n) are stale, not read as "no subheadings".
		$old = get_post_meta( $id, self::META, true );
		unset( $old['h'], $old['m'], $old['n'] );
		$wpdb->update( $wpdb->postmeta, array( 'meta_value' => maybe_serialize( $old ) ), array( 'post_id' => $id, 'meta_key' => self::META ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
		wp_cache_delete( $id, 'post_meta' );
		$this->assertSame( 'warning', $this->run_checks()['mixed_content_posts']->status );
		$this->assertSame( 1, get_post_meta( $id, self::META, true )['n'], 'Stored again, complete.' );
	}

	/**
	 * What loads over http:// is found (images and srcset, scripts, frames, stylesheets, media
	 * and their sources, posters, objects); links, https://, relative and protocol-relative
	 * addresses and commented-out markup are not.
	 */
	public function test_insecure_resources_of_a_content(): void {
		$html = '<!-- wp:image --><figure><img src="http://a.example/1.jpg" srcset="https://a.example/1.jpg 1x, http://a.example/1@2x.jpg 2x" alt=""></figure><!-- /wp:image -->'
			. '<a href="http://link.example/">a link is not mixed content</a>'
			. '<SCRIPT SRC=\'http://a.example/s.js\'></SCRIPT><iframe src="http://video.example/embed"></iframe>'
			. '<link rel="stylesheet" href="http://a.example/s.css"><link rel="canonical" href="http://a.example/">'
			. '<audio src="http://a.example/a.mp3"></audio><video poster="http://a.example/p.jpg"><source src="http://a.example/v.mp4"><track src="https://a.example/t.vtt"></video>'
			. '<picture><source srcset="http://a.example/w.webp 800w"></picture><object data="http://a.example/o.swf"></object>'
			. '<img src="https://secure.example/ok.jpg"><img src="//cdn.example/any.jpg"><img src="/local.jpg">'
			. '<!-- <img src="http://commented.example/x.jpg"> --><img src="http://a.example/1.jpg" alt="again">';
		$this->assertSame(
			array(
				'http://a.example/1.jpg',
				'http://a.example/1@2x.jpg',
				'http://a.example/s.js',
				'http://video.example/embed',
				'http://a.example/s.css',
				'http://a.example/a.mp3',
				'http://a.example/p.jpg',
				'http://a.example/v.mp4',
				'http://a.example/w.webp',
				'http://a.example/o.swf',
			),
			PageContentScan::insecure_resources( $html )
		);
		$this->assertSame( array(), PageContentScan::insecure_resources( '<p><a href="http://x.example/">x</a></p>' ) );
	}

	/**
	 * On an HTTPS site, posts whose content loads http:// resources are listed with the
	 * addresses and the fix; links to http:// pages are not; on an HTTP site nothing is.
	 */
	public function test_mixed_content_in_posts(): void {
		$text   = '<h2>Part</h2><p>' . self::words( 320, 'mixed' ) . '</p>';
		$images = $this->post( 'Old images', $text . '<img src="http://old.example/1.jpg" alt="1"><img src="http://old.example/2.jpg" alt="2" srcset="http://old.example/2-big.jpg 2x"><img src="http://old.example/3.jpg" alt="3"><script src="http://old.example/x.js"></script>' );
		$this->post( 'Only links', $text . '<a href="http://elsewhere.example/">an old site</a>' );
		$this->post( 'Secure', $text . '<img src="https://cdn.example/ok.jpg" alt="ok">' );
		$hidden = $this->post( 'Hidden insecure', $text . '<img src="http://old.example/h.jpg" alt="h">' );
		update_post_meta( $hidden, '_lodestar_post_no_index', 'yes' );

		$result = $this->run_checks()['mixed_content_posts'];
		$this->assertSame( 'success', $result->status, 'The test site is served over HTTP.' );
		$this->assertSame( 'The site is served over HTTP, so its posts have no mixed content (see the HTTPS check).', $result->message );

		add_filter( 'option_home', static fn () => 'https://secure.example', 100 );
		$result = $this->run_checks()['mixed_content_posts'];
		$this->assertSame( 'warning', $result->status );
		$this->assertSame( '1 indexable post loads resources over HTTP on this HTTPS site: “Old images (5 insecure resources: http://old.example/1.jpg, http://old.example/2.jpg, http://old.example/2-big.jpg and 2 more)”.', $result->message );
		$this->assertSame(
			array(
				array(
					'text' => 'Old images (5 insecure resources: http://old.example/1.jpg, http://old.example/2.jpg, http://old.example/2-big.jpg and 2 more)',
					'url'  => self::edit( $images ),
				),
			),
			self::listed( $result )
		);
		$this->assertStringStartsWith( 'The content of these posts loads 5 images, scripts, frames, stylesheets or media files from http:// addresses.', $result->description[0]['text'] );
		$this->assertStringContainsString( 'change the addresses to https://', $result->description[0]['text'] );

		wp_update_post(
			array(
				'ID'           => $images,
				'post_content' => str_replace( 'http://', 'https://', get_post( $images )->post_content ),
			)
		);
		$result = $this->run_checks()['mixed_content_posts'];
		$this->assertSame( 'success', $result->status );
		$this->assertSame( 'No indexable post loads images, scripts or other resources over HTTP.', $result->message );
	}

	/**
	 * Every orphan is counted and the first ten are named, each with its edit link, then
	 * "and N more".
	 */
	public function test_every_orphan_is_named_up_to_ten_then_and_n_more(): void {
		$ids = array();
		for ( $i = 1; $i <= 12; $i++ ) {
			$ids[] = $this->post( 'Orphan ' . $i, '<h2>Part</h2><p>' . self::words( 320, 'orphan' . $i ) . '</p>' );
		}
		$result = $this->run_checks()['orphan_posts'];
		$this->assertSame( 'warning', $result->status );
		$this->assertSame( '12 indexable posts have no internal links to them: “Orphan 1”, “Orphan 2”, “Orphan 3” and 9 more.', $result->message );
		$listed = self::listed( $result );
		$this->assertCount( 11, $listed );
		foreach ( array_slice( $ids, 0, 10 ) as $index => $id ) {
			$this->assertSame(
				array(
					'text' => 'Orphan ' . ( $index + 1 ),
					'url'  => self::edit( $id ),
				),
				$listed[ $index ]
			);
		}
		$this->assertSame( 'and 2 more', $listed[10] );
		$this->assertStringContainsString( 'Link to them from related posts', $result->description[0]['text'], 'It says the fix.' );
	}

	/**
	 * A post whose only inbound link goes away becomes an orphan on the next run, with the
	 * scan facts warm (stored for every post): the link removed by an edit, by an edit behind
	 * WordPress' back, the linking post trashed, and unpublished.
	 */
	public function test_a_newly_orphaned_post_changes_the_result_with_warm_facts(): void {
		global $wpdb;
		$text   = '<h2>Part</h2><p>' . self::words( 320, 'linked' ) . '</p>';
		$target = $this->post( 'Target', $text );
		$link   = '<p><a href="' . esc_url( get_permalink( $target ) ) . '">read the target</a></p>';
		$source = $this->post( 'Source', $text . $link );
		$hub    = $this->post( 'Hub', $text . '<a href="' . esc_url( get_permalink( $source ) ) . '">s</a>' );
		$this->post( 'Back', $text . '<a href="' . esc_url( get_permalink( $hub ) ) . '">h</a>' );
		$back = (int) $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_title = %s", 'Back' ) );
		wp_update_post(
			array(
				'ID'           => $hub,
				'post_content' => get_post( $hub )->post_content . '<a href="' . esc_url( get_permalink( $back ) ) . '">b</a>',
			)
		);

		$orphans = fn (): array => array_column( self::listed( $this->run_checks()['orphan_posts'] ), 'url' );
		$this->assertSame( array(), $orphans(), 'Every post is linked.' );
		// The facts are warm: stored for every post, and fresh.
		foreach ( array( $target, $source, $hub, $back ) as $id ) {
			$this->assertIsArray( get_post_meta( $id, self::META, true ), (string) $id );
		}

		$restore = function () use ( $source, $text, $link ): void {
			wp_update_post(
				array(
					'ID'           => $source,
					'post_status'  => 'publish',
					'post_content' => $text . $link,
				)
			);
		};
		$cases = array(
			'the link edited out'      => function () use ( $source, $text ): void {
				wp_update_post(
					array(
						'ID'           => $source,
						'post_content' => $text,
					)
				);
			},
			'edited behind WordPress' => function () use ( $wpdb, $source, $text ): void {
				$wpdb->update( $wpdb->posts, array( 'post_content' => $text ), array( 'ID' => $source ) );
				clean_post_cache( $source );
			},
			'the source trashed'      => function () use ( $source ): void {
				wp_trash_post( $source );
			},
			'the source unpublished'  => function () use ( $source ): void {
				wp_update_post(
					array(
						'ID'          => $source,
						'post_status' => 'draft',
					)
				);
			},
		);
		foreach ( $cases as $case => $change ) {
			$change();
			$this->assertContains( self::edit( $target ), $orphans(), $case );
			if ( 'the source trashed' === $case ) {
				wp_untrash_post( $source );
			}
			$restore();
			$this->assertSame( array(), $orphans(), $case . ', undone' );
		}
	}
}
