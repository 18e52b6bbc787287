<?php
/**
 * Marks the posts that embed videos.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps;

use Lodestar\Repositories\SitemapRepository;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps the post meta `_lodestar_videos` (number of videos, see Videos) on every saved post,
 * so the video sitemap finds its posts through the meta_key index instead of scanning all
 * content. Posts saved before Lodestar was active are marked by backfill(), which the
 * "Regenerate sitemap cache" action runs in batches.
 *
 * @since 0.2.0
 */
class VideoIndex {

	/**
	 * Rows per backfill batch.
	 */
	private const BATCH = 500;

	/**
	 * Constructor.
	 *
	 * @param SitemapRepository $repository Queries.
	 */
	public function __construct( private SitemapRepository $repository ) {}

	/**
	 * Adds the hooks.
	 *
	 * @since 0.2.0
	 */
	public function register(): void {
		add_action( 'wp_after_insert_post', array( $this, 'on_post_saved' ), 10, 2 );
	}

	/**
	 * Updates the marker of a saved post.
	 *
	 * @since 0.2.0
	 *
	 * @param int     $post_id Post ID.
	 * @param WP_Post $post    Post.
	 */
	public function on_post_saved( $post_id, $post ): void {
		if ( ! $post instanceof WP_Post || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) || 'attachment' === $post->post_type ) {
			return;
		}
		$this->mark( $post );
		$this->mark_protected( (int) $post->ID, 'publish' === $post->post_status && '' !== $post->post_password );
	}

	/**
	 * Sets or removes the password-protected marker of a post (SitemapRepository::PROTECTED_KEY),
	 * through which sitemap pages number only listable posts without reading every row.
	 *
	 * @since 0.2.0
	 *
	 * @param int  $post_id   Post ID.
	 * @param bool $protected Whether the post is published with a password.
	 */
	public function mark_protected( int $post_id, bool $protected ): void {
		$stored = '' !== (string) get_post_meta( $post_id, SitemapRepository::PROTECTED_KEY, true );
		if ( $stored === $protected ) {
			return;
		}
		if ( $protected ) {
			update_post_meta( $post_id, SitemapRepository::PROTECTED_KEY, '1' );
		} else {
			delete_post_meta( $post_id, SitemapRepository::PROTECTED_KEY );
		}
	}

	/**
	 * Brings the password-protected markers of published posts up to date (posts saved
	 * before Lodestar was active), in keyset batches.
	 *
	 * @since 0.2.0
	 *
	 * @param float $budget Seconds to spend at most.
	 * @return bool Whether every post was checked.
	 */
	public function backfill_protected( float $budget = 10.0 ): bool {
		return $this->in_batches(
			fn ( int $from ): array => $this->repository->protected_candidates_from( $from, self::BATCH ),
			fn ( object $row ) => $this->mark_protected( (int) $row->ID, '' !== (string) $row->post_password ),
			$budget
		);
	}

	/**
	 * Sets or removes the marker of a post.
	 *
	 * @since 0.2.0
	 *
	 * @param WP_Post $post Post.
	 */
	public function mark( WP_Post $post ): void {
		$count  = count( Videos::of( $post ) );
		$stored = (int) get_post_meta( $post->ID, SitemapRepository::VIDEO_KEY, true );
		if ( $count === $stored ) {
			return;
		}
		if ( $count > 0 ) {
			update_post_meta( $post->ID, SitemapRepository::VIDEO_KEY, $count );
		} else {
			delete_post_meta( $post->ID, SitemapRepository::VIDEO_KEY );
		}
	}

	/**
	 * Marks the published posts whose content embeds videos, in keyset batches.
	 *
	 * @since 0.2.0
	 *
	 * @param float $budget Seconds to spend at most.
	 * @return bool Whether every post was checked.
	 */
	public function backfill( float $budget = 10.0 ): bool {
		return $this->in_batches(
			fn ( int $from ): array => $this->repository->video_candidates_from( $from, self::BATCH ),
			fn ( object $row ) => $this->mark( new WP_Post( $row ) ),
			$budget
		);
	}

	/**
	 * Walks rows by ID in keyset batches until none is left or the time budget is spent.
	 *
	 * @param callable(int):list<object> $rows_from Rows from an ID on (at most BATCH).
	 * @param callable(object):void      $each      Handles a row.
	 * @param float                      $budget    Seconds to spend at most.
	 * @return bool Whether every row was handled.
	 */
	private function in_batches( callable $rows_from, callable $each, float $budget ): bool {
		$start = microtime( true );
		$from  = 0;
		do {
			$rows = $rows_from( $from );
			foreach ( $rows as $row ) {
				$each( $row );
				$from = (int) $row->ID + 1;
			}
			if ( microtime( true ) - $start > $budget ) {
				return count( $rows ) < self::BATCH;
			}
		} while ( self::BATCH === count( $rows ) );
		return true;
	}
}
