<?php
/**
 * Rebuilds the sitemap cache on request.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps;

use Lodestar\Repositories\SitemapCache;
use Lodestar\Repositories\SitemapCounts;

defined( 'ABSPATH' ) || exit;

/**
 * "Regenerate sitemap cache": marks posts embedding videos that were saved before Lodestar was
 * active (VideoIndex), drops every cached sitemap (one generation bump), counts every post
 * type's candidates anew in ID ranges (SitemapCounts: the stored counts keep serving visitors
 * until a type's new count is complete) and builds the index and the pages again in batches, within the request for as long as a time budget allows
 * and then in WP-Cron events (one batch per event), or all within the request when WP-Cron is
 * disabled. Correctness never depends on it: a page missing from the cache is rendered on
 * request.
 *
 * @since 0.2.0
 */
class CacheBuilder {

	/**
	 * WP-Cron hook of a batch.
	 *
	 * @since 0.2.0
	 */
	public const CRON_HOOK = 'lodestar_sitemap_cache_batch';

	/**
	 * Pages per cron batch.
	 */
	private const BATCH = 25;

	/**
	 * Counting steps (SitemapCounts::rebuild_step(), 50,000 IDs each) per cron batch.
	 */
	private const COUNT_STEPS = 4;

	/**
	 * Seconds of building within the REST request while cron can take the rest.
	 */
	private const REQUEST_BUDGET = 5.0;

	/**
	 * Constructor.
	 *
	 * @param Registry     $registry Sitemaps.
	 * @param Router       $router   Rendering with the cache.
	 * @param SitemapCache $cache    Cache.
	 * @param VideoIndex    $videos   Video markers.
	 * @param SitemapCounts $counts   Stored candidate counts.
	 */
	public function __construct(
		private Registry $registry,
		private Router $router,
		private SitemapCache $cache,
		private VideoIndex $videos,
		private SitemapCounts $counts
	) {}

	/**
	 * Counts the listed post types that have no stored counts (Lodestar's first activation on
	 * a site), so that no visitor's sitemap request pays for counting them: one index-only scan
	 * per type, as the first request would have made. Past REQUEST_BUDGET the types left are
	 * counted by cron in ID ranges (run_batch()); until then a request counts a type it needs.
	 *
	 * @since 0.4.0
	 *
	 * @return array{counted: list<string>, scheduled: bool} The types counted now, and whether cron counts the rest.
	 */
	public function count_missing(): array {
		$result = array(
			'counted'   => array(),
			'scheduled' => false,
		);
		if ( ! $this->registry->enabled() ) {
			return $result;
		}
		$width = $this->registry->page_size();
		$start = microtime( true );
		$left  = array();
		foreach ( $this->registry->post_types() as $type ) {
			$status = Listing::status_of( $type );
			if ( null !== $this->counts->get( $type, $status, $width ) ) {
				continue;
			}
			if ( microtime( true ) - $start > self::REQUEST_BUDGET ) {
				$left[ $type ] = $status;
				continue;
			}
			$this->counts->build( $type, $status, $width );
			$result['counted'][] = $type;
		}
		if ( array() !== $left && ! wp_next_scheduled( self::CRON_HOOK, array( 0 ) ) ) {
			$this->counts->start_rebuild( $left, $width );
			wp_schedule_single_event( time(), self::CRON_HOOK, array( 0 ) );
			$result['scheduled'] = true;
		}
		return $result;
	}

	/**
	 * Clears the cache and rebuilds it.
	 *
	 * @since 0.2.0
	 *
	 * @return array{built:int, total:int, scheduled:bool, counted:int, to_count:int}
	 */
	public function regenerate(): array {
		wp_clear_scheduled_hook( self::CRON_HOOK );
		if ( $this->registry->get( 'video' ) ) {
			// Posts saved before Lodestar was active get their video markers.
			$this->videos->backfill();
		}
		// Posts protected before Lodestar was active get their markers (pages number listable posts).
		$this->videos->backfill_protected();
		$this->cache->reset_boundaries();
		$this->cache->flush();
		$types = array();
		foreach ( $this->registry->post_types() as $type ) {
			$types[ $type ] = Listing::status_of( $type );
		}
		$this->counts->start_rebuild( $types, $this->registry->page_size() );

		$cron  = ! ( defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON );
		$start = microtime( true );
		for ( $progress = $this->counts->progress(); ! $progress['done']; $progress = $this->counts->rebuild_step() ) {
			if ( $cron && microtime( true ) - $start > self::REQUEST_BUDGET ) {
				wp_schedule_single_event( time(), self::CRON_HOOK, array( 0 ) );
				return $this->result( 0, 1, true );
			}
		}
		$pages = $this->pages();
		$total = count( $pages ) + 1;
		$built = 1;
		foreach ( $pages as $i => list( $name, $page ) ) {
			if ( $cron && microtime( true ) - $start > self::REQUEST_BUDGET ) {
				wp_schedule_single_event( time(), self::CRON_HOOK, array( $i ) );
				$this->router->xml( 'index' );
				return $this->result( $built, $total, true );
			}
			$this->router->xml( $name, $page );
			++$built;
		}
		// Last: rendering pages tells the index their lastmods.
		$this->router->xml( 'index' );
		return $this->result( $built, $total, false );
	}

	/**
	 * What regenerate() did, with the progress of the counting.
	 *
	 * @param int  $built     Pages built.
	 * @param int  $total     Pages to build.
	 * @param bool $scheduled Whether cron builds the rest.
	 * @return array{built:int, total:int, scheduled:bool, counted:int, to_count:int}
	 */
	private function result( int $built, int $total, bool $scheduled ): array {
		$progress = $this->counts->progress();
		return array(
			'built'     => $built,
			'total'     => $total,
			'scheduled' => $scheduled,
			'counted'   => $progress['counted'],
			'to_count'  => $progress['total'],
		);
	}

	/**
	 * Builds one batch from an offset and schedules the next.
	 *
	 * @since 0.2.0
	 *
	 * @param int $offset Index into the page list.
	 */
	public function run_batch( $offset = 0 ): void {
		if ( ! $this->counts->progress()['done'] ) {
			// Counting first (a few ID ranges per event), then the pages from the start.
			for ( $step = 0; $step < self::COUNT_STEPS && ! $this->counts->rebuild_step()['done']; $step++ ) {
				continue;
			}
			wp_schedule_single_event( time(), self::CRON_HOOK, array( 0 ) );
			return;
		}
		$pages  = $this->pages();
		$offset = max( 0, (int) $offset );
		foreach ( array_slice( $pages, $offset, self::BATCH ) as list( $name, $page ) ) {
			$this->router->xml( $name, $page );
		}
		if ( $offset + self::BATCH < count( $pages ) ) {
			wp_schedule_single_event( time(), self::CRON_HOOK, array( $offset + self::BATCH ) );
		} else {
			$this->router->xml( 'index' );
		}
	}

	/**
	 * Every sitemap page, as [name, page number].
	 *
	 * @return list<array{0:string, 1:int}>
	 */
	private function pages(): array {
		$list = array();
		foreach ( array_keys( $this->registry->sitemaps() ) as $name ) {
			$count = $this->registry->page_count( (string) $name );
			for ( $page = 1; $page <= $count; $page++ ) {
				$list[] = array( (string) $name, $page );
			}
		}
		return $list;
	}
}
