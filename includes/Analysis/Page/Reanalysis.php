<?php
/**
 * Bulk re-analysis of every post's and term's page checks, in batches.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Page;

use Lodestar\Repositories\ContentFacts;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Runs and stores the page checks of every post (working statuses) and term, one keyset batch
 * per call, so that results stored before a migration, a settings change or a new version of the
 * rules are brought up to date. The browser calls one batch after another and shows progress;
 * a batch stops after BATCH objects or MAX_SECONDS, whichever comes first, so no request is long.
 *
 * @since 0.4.0
 */
class Reanalysis {

	/**
	 * Most objects per batch.
	 *
	 * @since 0.4.0
	 */
	public const BATCH = 50;

	/**
	 * A batch stops starting new objects after this many seconds.
	 *
	 * @since 0.4.0
	 */
	public const MAX_SECONDS = 2.0;

	/**
	 * Constructor.
	 *
	 * @param PageCheckStore $store The page-check store.
	 * @param ContentFacts   $facts SQL over the content.
	 */
	public function __construct(
		private PageCheckStore $store,
		private ContentFacts $facts
	) {}

	/**
	 * Whether page checks run at all (page-level SEO on).
	 *
	 * @since 0.4.0
	 */
	public function enabled(): bool {
		return $this->store->enabled();
	}

	/**
	 * The post types whose posts get page checks.
	 *
	 * @since 0.4.0
	 *
	 * @return list<string>
	 */
	public static function post_types(): array {
		$types = array();
		foreach ( get_post_types() as $type ) {
			if ( 'attachment' !== $type && is_post_type_viewable( $type ) ) {
				$types[] = (string) $type;
			}
		}
		return $types;
	}

	/**
	 * The taxonomies whose terms get page checks.
	 *
	 * @since 0.4.0
	 *
	 * @return list<string>
	 */
	public static function taxonomies(): array {
		return array_values( array_map( 'strval', get_taxonomies( array( 'public' => true ) ) ) );
	}

	/**
	 * How many posts and terms a whole run goes through.
	 *
	 * @since 0.4.0
	 *
	 * @return array{post: int, term: int}
	 */
	public function totals(): array {
		return array(
			'post' => $this->facts->count_checkable( 'post', self::post_types() ),
			'term' => $this->facts->count_checkable( 'term', self::taxonomies() ),
		);
	}

	/**
	 * One batch: the checks of the objects of a kind after an ID, run and stored.
	 *
	 * @since 0.4.0
	 *
	 * @param string $kind  'post' or 'term'.
	 * @param int    $after Last ID of the previous batch of that kind (0 to start).
	 * @return array{kind: string, next: int, processed: int, done: bool}
	 */
	public function step( string $kind, int $after ): array {
		$subtypes = 'post' === $kind ? self::post_types() : self::taxonomies();
		$ids      = $this->facts->checkable_ids( $kind, $subtypes, $after, self::BATCH );
		$start    = microtime( true );
		$next     = $after;
		$count    = 0;
		if ( 'post' === $kind && array() !== $ids ) {
			_prime_post_caches( $ids, true, true );
		}
		foreach ( $ids as $id ) {
			if ( $count > 0 && microtime( true ) - $start > self::MAX_SECONDS ) {
				break;
			}
			$next = $id;
			++$count;
			if ( 'post' === $kind ) {
				$post = get_post( $id );
				if ( $post instanceof WP_Post && $this->store->applies_to_post( $post ) ) {
					$this->store->store_post( $post );
				}
			} else {
				$term = get_term( $id );
				if ( $term instanceof WP_Term && $this->store->applies_to_term( $term ) ) {
					$this->store->store_term( $term );
				}
			}
		}
		return array(
			'kind'      => $kind,
			'next'      => $next,
			'processed' => $count,
			'done'      => count( $ids ) < self::BATCH && $count === count( $ids ),
		);
	}
}
