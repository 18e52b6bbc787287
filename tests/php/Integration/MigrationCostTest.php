<?php
/**
 * What one migrated item costs: queries, sitemap generation writes, state writes.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration;

use Lodestar\Migration\Runner;
use Lodestar\Plugin;
use Lodestar\Repositories\SitemapCache;
use Lodestar\Tests\MigrationFlow;
use Lodestar\Tests\TestCase;
use Lodestar\Wiring\Migration;

require_once dirname( __DIR__ ) . '/MigrationFlow.php';

/**
 * The migration budget (10,000 posts in the UI in 10 minutes) rests on each item doing a
 * small, fixed amount of work: the sitemap generations saved once for the fields and once
 * for the marker (not once per meta key), the progress state once, new keys added in one
 * query each.
 */
class MigrationCostTest extends TestCase {

	use MigrationFlow;

	protected const SLUG = 'wordpress-seo';

	/**
	 * No migration state, an empty site.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->reset_migration();
		$this->empty_site();
		delete_option( 'wpseo_titles' );
		delete_option( 'wpseo_taxonomy_meta' );
	}

	/**
	 * A post holding five Yoast fields.
	 *
	 * @param string $title Title.
	 */
	private function yoast_post( string $title ): int {
		$id = $this->publish_post( array( 'post_title' => $title ) );
		update_post_meta( $id, '_yoast_wpseo_title', '%%title%% %%sep%% %%sitename%%' );
		update_post_meta( $id, '_yoast_wpseo_metadesc', 'About ' . $title );
		update_post_meta( $id, '_yoast_wpseo_focuskw', strtolower( $title ) );
		update_post_meta( $id, '_yoast_wpseo_meta-robots-noindex', '1' );
		update_post_meta( $id, '_yoast_wpseo_opengraph-title', 'Share %%title%%' );
		return $id;
	}

	/**
	 * Counts writes of options by name while a callback runs.
	 *
	 * @param callable $run Callback.
	 * @return array{0: array<string, int>, 1: int} Option => writes, and the queries run.
	 */
	private function counting( callable $run ): array {
		global $wpdb;
		$writes = array();
		$count  = static function ( $option ) use ( &$writes ) {
			$writes[ $option ] = ( $writes[ $option ] ?? 0 ) + 1;
		};
		add_action( 'updated_option', $count );
		add_action( 'added_option', $count );
		$queries = $wpdb->num_queries;
		$run();
		$queries = $wpdb->num_queries - $queries;
		remove_action( 'updated_option', $count );
		remove_action( 'added_option', $count );
		return array( $writes, $queries );
	}

	/**
	 * One item saves the sitemap generations once (its output fields; the migration marker
	 * changes nothing a sitemap shows) and the state once, yet the post's sitemap is
	 * invalidated; the queries of an item stay few.
	 */
	public function test_an_item_writes_the_sitemap_generations_and_the_state_once_each(): void {
		$first  = $this->yoast_post( 'Saw' );
		$second = $this->yoast_post( 'Drill' );
		$this->act_as( 'administrator' );
		$cache  = Plugin::instance()->sitemaps()->cache;
		$runner = Migration::runner( Plugin::instance()->settings(), $cache );
		$runner->scan( self::SLUG, 'posts', 1 );
		$runner->migrate_object( self::SLUG, 'post', $first, false );
		clean_post_cache( $second );

		$generation = $cache->generation( 'post' );
		$boundaries = $cache->generation( 'post', true );
		list( $writes, $queries ) = $this->counting(
			static function () use ( $runner, $second ) {
				$runner->migrate_object( self::SLUG, 'post', $second, false );
			}
		);

		$this->assertSame( '%title% %separator% %site_name%', get_post_meta( $second, '_lodestar_page_title', true ) );
		$this->assertSame( 'yes', get_post_meta( $second, '_lodestar_post_no_index', true ) );
		$this->assertSame( 1, $writes[ SitemapCache::OPTION ] );
		$this->assertSame( 1, $writes[ Runner::STATE_OPTION ] );
		// The item's before-values go to its chunk; the head is written only when it lists a new chunk.
		$this->assertSame( 1, $writes[ 'lodestar_migration_undo_post_' . intdiv( $second, \Lodestar\Migration\UndoLog::CHUNK ) ] );
		$this->assertSame( intdiv( $first, \Lodestar\Migration\UndoLog::CHUNK ) === intdiv( $second, \Lodestar\Migration\UndoLog::CHUNK ) ? 0 : 1, $writes['lodestar_migration_undo'] ?? 0 );
		// 12, and the lock's GET_LOCK and RELEASE_LOCK.
		$this->assertLessThanOrEqual( 14, $queries );

		// Saved, not only in this request's memory: a fresh reader sees the bumps.
		$cache->flush();
		$this->assertNotSame( $generation, $cache->generation( 'post' ) );
		// The noindex flag moved the post out of the listed set: page boundaries move too.
		$this->assertNotSame( $boundaries, $cache->generation( 'post', true ) );
	}

	/**
	 * A write that fails half-way through an item saves no bumps then, leaves the cache
	 * unheld for the rest of the request, and the retried item invalidates the sitemap.
	 */
	public function test_a_failed_item_leaves_the_cache_unheld_and_its_retry_invalidates(): void {
		$id = $this->yoast_post( 'Plane' );
		$this->act_as( 'administrator' );
		$cache  = Plugin::instance()->sitemaps()->cache;
		$runner = Migration::runner( Plugin::instance()->settings(), $cache );
		$fail   = static function ( $meta_id, $object_id, $key ) {
			if ( '_lodestar_page_description' === $key ) {
				throw new \RuntimeException( 'killed' );
			}
		};
		add_action( 'added_post_meta', $fail, 10, 3 );
		try {
			$runner->migrate_object( self::SLUG, 'post', $id, false );
			$this->fail( 'The write should have failed.' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'killed', $e->getMessage() );
		} finally {
			remove_action( 'added_post_meta', $fail, 10 );
		}
		$this->assertSame( '', get_post_meta( $id, Runner::MARKER, true ) );

		// Not held any more: a bump elsewhere is saved at once.
		$cache->flush();
		$before = $cache->generation( 'page' );
		$cache->bump( array( 'page' ) );
		$cache->flush();
		$this->assertNotSame( $before, $cache->generation( 'page' ) );

		$generation = $cache->generation( 'post' );
		$this->assertTrue( $runner->migrate_object( self::SLUG, 'post', $id, false )['success'] );
		$this->assertSame( self::SLUG, get_post_meta( $id, Runner::MARKER, true ) );
		$this->assertSame( 'About Plane', get_post_meta( $id, '_lodestar_page_description', true ) );
		$cache->flush();
		$this->assertNotSame( $generation, $cache->generation( 'post' ) );
	}

	/**
	 * Holds nest; the last release saves once; a release without saving keeps the bumps for
	 * the next save.
	 */
	public function test_sitemap_cache_hold_and_release(): void {
		$cache = new SitemapCache();
		$start = $cache->generation( 'post' );
		list( $writes ) = $this->counting(
			static function () use ( $cache ) {
				$cache->hold();
				$cache->hold();
				$cache->bump( array( 'post' ) );
				$cache->bump( array( 'page' ) );
				$cache->release();
				$cache->bump( array( 'post' ) );
				$cache->release();
			}
		);
		$this->assertSame( 1, $writes[ SitemapCache::OPTION ] );
		$stored = get_option( SitemapCache::OPTION );
		$this->assertNotSame( $start, ( new SitemapCache() )->generation( 'post' ) );
		$this->assertSame( 2, $stored['c']['post'] - (int) ( explode( '.', $start )[2] ) );

		list( $writes ) = $this->counting(
			static function () use ( $cache ) {
				$cache->hold();
				$cache->bump( array( 'author' ) );
				$cache->release( false );
			}
		);
		$this->assertArrayNotHasKey( SitemapCache::OPTION, $writes );
		$cache->bump( array( 'news' ) );
		$stored = get_option( SitemapCache::OPTION );
		$this->assertArrayHasKey( 'author', $stored['c'] );
	}
}
