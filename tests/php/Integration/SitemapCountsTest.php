<?php
/**
 * Stored candidate counts of the post type sitemaps: kept current one post at a time.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Plugin;
use Lodestar\Repositories\SitemapCounts;
use Lodestar\Tests\TestCase;

/**
 * Publishing, trashing, deleting and changing the type or status of a post move the stored
 * counts by one, with no count of a whole post type; the index and the pages follow; a rebuild
 * counts in ID ranges while the stored counts keep serving.
 */
class SitemapCountsTest extends TestCase {

	/**
	 * Queries of the test.
	 *
	 * @var list<string>
	 */
	private array $sql = array();

	/**
	 * A site with the XML sitemap on.
	 */
	protected function setUp(): void {
		parent::setUp();
		Plugin::instance()->sitemaps()->cache->flush();
		$this->empty_site();
		$this->assertNotInstanceOf( \WP_Error::class, Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => true ) ) );
		add_filter(
			'query',
			function ( $query ) {
				$this->sql[] = (string) $query;
				return $query;
			}
		);
	}

	/**
	 * TearDown.
	 */
	protected function tearDown(): void {
		parent::tearDown();
		$GLOBALS['wp_rewrite']->init();
		Plugin::instance()->sitemaps()->cache->flush();
	}

	/**
	 * The stored counts.
	 */
	private function counts(): SitemapCounts {
		return Plugin::instance()->sitemaps()->counts;
	}

	/**
	 * The stored number of candidates of a type (null when none are stored).
	 *
	 * @param string $type Post type.
	 */
	private function stored( string $type ): ?int {
		$hist = $this->counts()->get( $type, 'publish', 1000 );
		return null === $hist ? null : array_sum( $hist );
	}

	/**
	 * What the database holds.
	 *
	 * @param string $type Post type.
	 */
	private function real( string $type ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish'", $type ) );
	}

	/**
	 * Whole-type counts (COUNT(*) or a bucket scan over a type) run since the last call.
	 *
	 * @return list<string>
	 */
	private function whole_type_counts(): array {
		global $wpdb;
		$posts     = preg_quote( $wpdb->posts, '/' );
		$found     = array_values( array_filter( $this->sql, static fn ( $q ) => (bool) preg_match( '/COUNT\(\*\) FROM ' . $posts . ' p\b|GROUP BY b\b/', $q ) && ! preg_match( '/\bID\s*>=/i', $q ) ) );
		$this->sql = array();
		return $found;
	}

	/**
	 * Activation counts the listed types that have none stored, so the first sitemap index a
	 * visitor asks for counts nothing; stored counts are left as they are; with the XML sitemap
	 * off nothing is counted.
	 */
	public function test_activation_counts_the_types_so_the_first_index_request_does_not(): void {
		for ( $i = 0; $i < 3; $i++ ) {
			$this->publish_post();
		}
		$this->publish_post( array( 'post_type' => 'page' ) );
		delete_option( SitemapCounts::OPTION );

		Plugin::on_activate_plugin( plugin_basename( LODESTAR_FILE ), false );
		delete_transient( 'lodestar_activation_redirect' );
		$this->assertSame( 3, $this->stored( 'post' ) );
		$this->assertSame( 1, $this->stored( 'page' ) );

		$this->whole_type_counts();
		$this->assertNotNull( Plugin::instance()->sitemaps()->router->xml( 'index' ) );
		$this->assertSame( array(), $this->whole_type_counts(), 'The index request counted a post type.' );

		// Stored counts are kept (no recount); off: nothing counted.
		Plugin::instance()->sitemaps()->builder->count_missing();
		$this->assertSame( array(), $this->whole_type_counts() );
		delete_option( SitemapCounts::OPTION );
		$this->assertNotInstanceOf( \WP_Error::class, Plugin::instance()->settings()->save( array( 'enable_xml_sitemap' => false ) ) );
		$this->assertSame( array(), Plugin::instance()->sitemaps()->builder->count_missing()['counted'] );
		$this->assertNull( $this->stored( 'post' ) );
	}

	/**
	 * Every change moves the counts by one; the index and pages see it without a recount.
	 */
	public function test_publishing_trashing_and_changes_of_type_or_status_move_the_counts(): void {
		$ids = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$ids[] = $this->publish_post();
		}
		$router = Plugin::instance()->sitemaps()->router;
		$this->assertNotNull( $router->xml( 'index' ) );
		$this->assertSame( 3, $this->stored( 'post' ), 'Built once by the first request.' );
		$this->assertSame( 0, $this->stored( 'page' ), 'No page: the page sitemap lists the home page alone.' );
		$this->sql = array();

		$new = $this->publish_post();
		$this->assertSame( 4, $this->stored( 'post' ) );
		$this->sql = array(); // WordPress's own term counts of the publish left aside.
		$this->assertStringContainsString( (string) get_permalink( $new ), (string) $router->xml( 'post', 1 ) );
		$this->assertNotNull( $router->xml( 'index' ) );
		$this->assertSame( array(), $this->whole_type_counts(), 'No whole-type recount after a publish.' );

		wp_trash_post( $ids[0] );
		$this->assertSame( 3, $this->stored( 'post' ) );
		wp_update_post(
			array(
				'ID'          => $ids[1],
				'post_status' => 'draft',
			)
		);
		$this->assertSame( 2, $this->stored( 'post' ) );
		wp_delete_post( $ids[2], true );
		$this->assertSame( 1, $this->stored( 'post' ) );
		$this->assertSame( $this->real( 'post' ), $this->stored( 'post' ) );

		$this->assertNotNull( $router->xml( 'page', 1 ) ); // Stores the page type's counts.
		$pages     = (int) $this->stored( 'page' );
		$this->sql = array();
		wp_update_post(
			array(
				'ID'        => $new,
				'post_type' => 'page',
			)
		);
		$this->assertSame( 0, $this->stored( 'post' ) );
		$this->assertSame( $pages + 1, $this->stored( 'page' ) );
		$this->assertSame( $this->real( 'page' ), $this->stored( 'page' ) );
		$this->assertStringContainsString( (string) get_permalink( $new ), (string) $router->xml( 'page', 1 ) );
		$this->assertNull( $router->xml( 'post', 1 ), 'No post left: no post sitemap page.' );

		wp_update_post(
			array(
				'ID'          => $ids[1],
				'post_status' => 'publish',
			)
		);
		$this->assertSame( 1, $this->stored( 'post' ) );
		$this->assertSame( $this->real( 'post' ), $this->stored( 'post' ) );
		$this->assertSame( array(), $this->whole_type_counts() );
	}

	/**
	 * Buckets of the page size: the n-th page starts where the stored counts say.
	 */
	public function test_pages_are_located_from_the_stored_buckets(): void {
		add_filter( 'lodestar_sitemap_page_size', static fn () => 2 );
		$ids = array();
		for ( $i = 0; $i < 7; $i++ ) {
			$ids[] = $this->publish_post();
		}
		$router = Plugin::instance()->sitemaps()->router;
		$this->assertNotNull( $router->xml( 'index' ) );
		$this->assertSame( 7, array_sum( (array) $this->counts()->get( 'post', 'publish', 2 ) ) );
		Plugin::instance()->sitemaps()->cache->reset_boundaries();
		Plugin::instance()->sitemaps()->cache->flush();
		$this->sql = array();
		$this->assertStringContainsString( (string) get_permalink( $ids[6] ), (string) $router->xml( 'post', 4 ) );
		$this->assertStringContainsString( (string) get_permalink( $ids[4] ), (string) $router->xml( 'post', 3 ) );
		$this->assertNull( $router->xml( 'post', 5 ) );
		$this->assertSame( array(), $this->whole_type_counts(), 'Boundaries dropped, counts kept.' );
	}

	/**
	 * A rebuild counts in ID ranges, with progress, while the stored counts keep serving.
	 */
	public function test_rebuild_counts_in_ranges_and_replaces_the_stored_counts_when_done(): void {
		$ids = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$ids[] = $this->publish_post();
		}
		$this->assertNotNull( Plugin::instance()->sitemaps()->router->xml( 'index' ) );
		// Drift, as posts written with SQL would cause.
		$state                                = get_option( SitemapCounts::OPTION );
		$state['types']['post']['hist']       = array( 0 => 99 );
		update_option( SitemapCounts::OPTION, $state, false );
		$this->assertSame( 99, $this->stored( 'post' ) );

		$counts = $this->counts();
		$counts->start_rebuild( array( 'post' => 'publish' ), 1000 );
		$last     = max( $ids );
		$progress = $counts->progress();
		$this->assertSame( array( 'done' => false, 'counted' => 0, 'total' => $last + 1 ), $progress );
		$step = (int) ceil( ( $last + 1 ) / 3 );
		$counts->rebuild_step( $step );
		$this->assertSame( $step, $counts->progress()['counted'] );
		$this->assertSame( 99, $this->stored( 'post' ), 'The stored counts serve meanwhile.' );
		$later = $this->publish_post(); // Past the range counted so far: the rebuild will see it.
		$this->assertSame( 100, $this->stored( 'post' ) );
		for ( $guard = 0; $guard < 10 && ! $counts->progress()['done']; $guard++ ) {
			$counts->rebuild_step( $step );
		}
		$this->assertTrue( $counts->progress()['done'] );
		$this->assertSame( 6, $this->stored( 'post' ) );
		$this->assertSame( $this->real( 'post' ), $this->stored( 'post' ) );
		unset( $later );
	}

	/**
	 * Regenerate counts anew and reports the progress of the counting.
	 */
	public function test_regenerate_counts_anew(): void {
		$this->publish_post();
		$this->publish_post();
		$this->assertNotNull( Plugin::instance()->sitemaps()->router->xml( 'index' ) );
		$state                          = get_option( SitemapCounts::OPTION );
		$state['types']['post']['hist'] = array( 0 => 7 );
		update_option( SitemapCounts::OPTION, $state, false );

		$result = Plugin::instance()->sitemaps()->builder->regenerate();
		$this->assertFalse( $result['scheduled'] );
		$this->assertSame( $result['to_count'], $result['counted'] );
		$this->assertSame( 0, $result['to_count'], 'Counting done: nothing left to count.' );
		$this->assertSame( 2, $this->stored( 'post' ) );
	}
}
