<?php
/**
 * Stored counts of the post type sitemaps' candidates.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

defined( 'ABSPATH' ) || exit;

/**
 * How many candidates (posts of the type with its listed status) each ID bucket of a post type
 * holds, stored (option `lodestar_sitemap_counts`, not autoloaded) and kept current one post at
 * a time: publishing, trashing, deleting or changing the type or status of a post adds or
 * takes one from its bucket (Sitemaps\Invalidator), so no request counts a whole post type
 * again. The sum is the number of candidates; the buckets tell which one holds the n-th
 * candidate (Sitemaps\Pager), whose IDs are then read through the primary key.
 *
 * The buckets are ID DIV width (the sitemap page size). A type without stored buckets has them
 * built once, in one index-only scan (build()), or by "Regenerate sitemap cache" in ID ranges
 * (rebuild_step()), which counts into a separate record while the stored one keeps serving and
 * replaces it when done. Posts written with SQL, bypassing WordPress's hooks, are counted by
 * the next rebuild.
 *
 * @since 0.3.0
 */
class SitemapCounts {

	/**
	 * Option holding the counts.
	 *
	 * @since 0.3.0
	 */
	public const OPTION = 'lodestar_sitemap_counts';

	/**
	 * Constructor.
	 *
	 * @param SitemapRepository $repository Queries.
	 */
	public function __construct( private SitemapRepository $repository ) {}

	/**
	 * The stored buckets of a post type (bucket => candidates, ascending), or null when none
	 * are stored for this status and width.
	 *
	 * @since 0.3.0
	 *
	 * @param string $type   Post type.
	 * @param string $status Listed status.
	 * @param int    $width  IDs per bucket.
	 * @return array<int, int>|null
	 */
	public function get( string $type, string $status, int $width ): ?array {
		$stored = $this->state()['types'][ $type ] ?? null;
		if ( ! is_array( $stored ) || ( $stored['status'] ?? '' ) !== $status || (int) ( $stored['width'] ?? 0 ) !== $width ) {
			return null;
		}
		return (array) $stored['hist'];
	}

	/**
	 * The buckets of a post type: stored, or counted now in one index-only scan and stored.
	 *
	 * @since 0.3.0
	 *
	 * @param string $type   Post type.
	 * @param string $status Listed status.
	 * @param int    $width  IDs per bucket.
	 * @return array<int, int>
	 */
	public function build( string $type, string $status, int $width ): array {
		$hist = $this->get( $type, $status, $width );
		if ( null !== $hist ) {
			return $hist;
		}
		$hist                             = $this->repository->candidate_histogram( $type, $status, SitemapRepository::FLAGS_IGNORE, $width );
		$state                            = $this->state();
		$state['types'][ $type ]          = array(
			'status' => $status,
			'width'  => $width,
			'hist'   => $hist,
		);
		$this->save( $state );
		return $hist;
	}

	/**
	 * A post entered (+1) or left (-1) the candidates of a type: its bucket moves, in the
	 * stored counts and in a rebuild that already counted past it.
	 *
	 * @since 0.3.0
	 *
	 * @param string $type   Post type.
	 * @param string $status Its listed status.
	 * @param int    $id     Post ID.
	 * @param int    $delta  +1 or -1.
	 */
	public function add( string $type, string $status, int $id, int $delta ): void {
		$state   = $this->state();
		$changed = false;
		foreach ( array( 'types', 'rebuild' ) as $part ) {
			$record = $state[ $part ][ $type ] ?? null;
			if ( ! is_array( $record ) || ( $record['status'] ?? '' ) !== $status ) {
				continue;
			}
			if ( 'rebuild' === $part && $id >= (int) $record['next'] ) {
				continue; // Not counted yet: the rebuild will see it as it is.
			}
			$bucket = intdiv( $id, max( 1, (int) $record['width'] ) );
			$count  = (int) ( $record['hist'][ $bucket ] ?? 0 ) + $delta;
			if ( $count > 0 ) {
				$record['hist'][ $bucket ] = $count;
				ksort( $record['hist'] );
			} else {
				unset( $record['hist'][ $bucket ] );
			}
			$state[ $part ][ $type ] = $record;
			$changed                 = true;
		}
		if ( $changed ) {
			$this->save( $state );
		}
	}

	/**
	 * Starts counting post types anew ("Regenerate sitemap cache"); the stored counts serve
	 * until each type's rebuild is done.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, string> $types  Post type => listed status.
	 * @param int                   $width  IDs per bucket.
	 */
	public function start_rebuild( array $types, int $width ): void {
		$state            = $this->state();
		$state['rebuild'] = array();
		$last             = $this->repository->max_post_id();
		foreach ( $types as $type => $status ) {
			$state['rebuild'][ $type ] = array(
				'status' => $status,
				'width'  => $width,
				'hist'   => array(),
				'next'   => 0,
				'last'   => $last,
			);
		}
		$this->save( $state );
	}

	/**
	 * Counts the next ID range of the rebuild (a type's record replaces the stored one once
	 * its last range is counted).
	 *
	 * @since 0.3.0
	 *
	 * @param int $ids IDs per step.
	 * @return array{done:bool, counted:int, total:int} Progress: IDs counted of all to count.
	 */
	public function rebuild_step( int $ids = 50000 ): array {
		$state = $this->state();
		foreach ( (array) ( $state['rebuild'] ?? array() ) as $type => $record ) {
			$from  = (int) $record['next'];
			$until = $from + max( 1, $ids );
			if ( $until > (int) $record['last'] ) {
				$until = PHP_INT_MAX; // The last range: up to posts inserted since the start.
			}
			foreach ( $this->repository->candidate_histogram_between( (string) $type, (string) $record['status'], (int) $record['width'], $from, $until ) as $bucket => $count ) {
				$record['hist'][ $bucket ] = (int) ( $record['hist'][ $bucket ] ?? 0 ) + $count;
			}
			$record['next'] = $until;
			if ( PHP_INT_MAX === $until ) {
				$state['types'][ $type ] = array(
					'status' => $record['status'],
					'width'  => $record['width'],
					'hist'   => $record['hist'],
				);
				unset( $state['rebuild'][ $type ] );
			} else {
				$state['rebuild'][ $type ] = $record;
			}
			$this->save( $state );
			return $this->progress();
		}
		return $this->progress();
	}

	/**
	 * Progress of the rebuild.
	 *
	 * @since 0.3.0
	 *
	 * @return array{done:bool, counted:int, total:int}
	 */
	public function progress(): array {
		$counted = 0;
		$total   = 0;
		foreach ( (array) ( $this->state()['rebuild'] ?? array() ) as $record ) {
			$counted += min( (int) $record['next'], (int) $record['last'] + 1 );
			$total   += (int) $record['last'] + 1;
		}
		return array(
			'done'    => 0 === $total,
			'counted' => $counted,
			'total'   => $total,
		);
	}

	/**
	 * Writes the counts.
	 *
	 * @param array<string, mixed> $state Counts.
	 */
	private function save( array $state ): void {
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $state, '', false );
		} else {
			update_option( self::OPTION, $state, false );
		}
	}

	/**
	 * The stored counts: 'types' => type => {status, width, hist}, 'rebuild' => type =>
	 * {status, width, hist, next, last}. Read through WordPress's option cache, never memoised
	 * here (what another request or server wrote is seen once that cache is).
	 *
	 * @return array<string, mixed>
	 */
	private function state(): array {
		$stored = get_option( self::OPTION, array() );
		return is_array( $stored ) ? $stored : array();
	}
}
