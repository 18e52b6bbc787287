<?php
/**
 * Rebuilds the sitemap cache on request.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps;

use Lodestar\Repositories\SitemapCache;

defined( 'ABSPATH' ) || exit;

/**
 * "Regenerate sitemap cache": marks posts embedding videos that were saved before Lodestar was
 * active (VideoIndex), drops every cached sitemap (one generation bump) and builds the
 * index and the pages again in batches, within the request for as long as a time budget allows
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
	 * Seconds of building within the REST request while cron can take the rest.
	 */
	private const REQUEST_BUDGET = 5.0;

	/**
	 * Constructor.
	 *
	 * @param Registry     $registry Sitemaps.
	 * @param Router       $router   Rendering with the cache.
	 * @param SitemapCache $cache    Cache.
	 * @param VideoIndex   $videos   Video markers.
	 */
	public function __construct(
		private Registry $registry,
		private Router $router,
		private SitemapCache $cache,
		private VideoIndex $videos
	) {}

	/**
	 * Adds the cron hook.
	 *
	 * @since 0.2.0
	 */
	public function register(): void {
		add_action( self::CRON_HOOK, array( $this, 'run_batch' ) );
	}

	/**
	 * Clears the cache and rebuilds it.
	 *
	 * @since 0.2.0
	 *
	 * @return array{built:int, total:int, scheduled:bool}
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

		$pages = $this->pages();
		$total = count( $pages ) + 1;
		$built = 1;
		$cron  = ! ( defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON );
		$start = microtime( true );
		foreach ( $pages as $i => list( $name, $page ) ) {
			if ( $cron && microtime( true ) - $start > self::REQUEST_BUDGET ) {
				wp_schedule_single_event( time(), self::CRON_HOOK, array( $i ) );
				$this->router->xml( 'index' );
				return array(
					'built'     => $built,
					'total'     => $total,
					'scheduled' => true,
				);
			}
			$this->router->xml( $name, $page );
			++$built;
		}
		// Last: rendering pages tells the index their lastmods.
		$this->router->xml( 'index' );
		return array(
			'built'     => $built,
			'total'     => $total,
			'scheduled' => false,
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
