<?php
/**
 * Where sitemap pages start.
 *
 * @package Lodestar
 */

namespace Lodestar\Sitemaps;

use Lodestar\Repositories\SitemapCache;
use Lodestar\Repositories\SitemapCounts;
use Lodestar\Repositories\SitemapRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Keyset page planning: how many URLs a page lists, where each page of a sitemap starts and
 * its lastmod, kept in the cache (SitemapCache) so that no request numbers a whole post type.
 *
 * Post type sitemaps are planned one boundary at a time (pages(), page_start(), and what
 * rendering a page found, remember_page()); the smaller kinds (terms, authors, videos) plan
 * all their pages in one query, kept until their content changes (planned()).
 *
 * @since 0.3.0
 */
final class Pager {

	/**
	 * Boundaries of post type sitemaps read or found in this request, by post type.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $bounds = array();

	/**
	 * Boundaries as last read from or written to the cache, by post type (persist() writes
	 * only those that differ).
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $stored = array();

	/**
	 * Constructor.
	 *
	 * @param SitemapRepository $repository Queries.
	 * @param SitemapCache      $cache      Cache.
	 * @param Listing           $listing    What may be listed (the flag mode of a post type).
	 * @param SitemapCounts     $counts     Stored candidates per ID bucket, kept current per post.
	 */
	public function __construct(
		private SitemapRepository $repository,
		private SitemapCache $cache,
		private Listing $listing,
		private SitemapCounts $counts
	) {}

	/**
	 * URLs per sitemap page.
	 *
	 * @since 0.3.0
	 */
	public function size(): int {
		/**
		 * Filters how many URLs a sitemap page lists (1 to 50,000).
		 *
		 * @since 0.2.0
		 *
		 * @param int $size URLs per page. Default 1000.
		 */
		return max( 1, min( 50000, (int) apply_filters( 'lodestar_sitemap_page_size', 1000 ) ) );
	}

	/**
	 * Pages of a sitemap planned in one go (terms, authors, videos), from the cache or from the
	 * planner, whose answer is cached until the sitemap's content (or, with $by_set, the set of
	 * its objects) changes.
	 *
	 * @since 0.3.0
	 *
	 * @param string                                                   $name   Sitemap name.
	 * @param bool                                                     $by_set Whether only objects entering or leaving change the pages.
	 * @param callable(int):list<array{start:int, lastmod:string}> $plan   Pages for a page size.
	 * @return list<array{start:int, lastmod:string}>
	 */
	public function planned( string $name, bool $by_set, callable $plan ): array {
		$size  = $this->size();
		$key   = 'pages-' . $size;
		$pages = $this->cache->get( $name, $key, $by_set );
		if ( ! is_array( $pages ) ) {
			$pages = $plan( $size );
			$this->cache->set( $name, $key, $pages, 0, $by_set );
		}
		return $pages;
	}

	/**
	 * Pages of objects listed by ID with their lastmods: first ID and newest lastmod of each.
	 *
	 * @since 0.3.0
	 *
	 * @param array<int, string> $lastmods Lastmod (GMT) by ID, ascending IDs.
	 * @param int                $size     Objects per page.
	 * @return list<array{start:int, lastmod:string}>
	 */
	public static function chunks( array $lastmods, int $size ): array {
		$pages = array();
		foreach ( array_chunk( $lastmods, max( 1, $size ), true ) as $chunk ) {
			$pages[] = array(
				'start'   => (int) array_key_first( $chunk ),
				'lastmod' => (string) max( $chunk ),
			);
		}
		return $pages;
	}

	/**
	 * Pages of a post type sitemap: as many as the listable posts fill (URLs besides posts,
	 * such as PostTypeProvider::extras(), open a first page on their own), each with its first ID (-1 while not looked up)
	 * and its newest lastmod (GMT; until the page was rendered once, type_lastmod()).
	 *
	 * A page's boundary is looked up only when the page is requested (page_start()), and a
	 * rendered page remembers where the next one starts and its lastmod (remember_page()), so
	 * no request ever numbers a whole post type. Remembered boundaries stay valid across edits
	 * and settings changes (they depend only on which posts are listed); when posts enter or
	 * leave, those before the lowest changed ID are kept; "Regenerate sitemap cache", a
	 * changed flag mode or page size drop them all.
	 *
	 * @since 0.3.0
	 *
	 * @param string          $type  Post type.
	 * @param callable():bool $opens Whether URLs besides posts open the first page (asked only
	 *                               when no post fills it).
	 * @return list<array{start:int, lastmod:string}>
	 */
	public function pages( string $type, callable $opens ): array {
		$bounds = $this->bounds( $type );
		if ( null === $bounds ) {
			return array();
		}
		$count    = $this->page_count( $type, $opens );
		$pages    = array();
		$fallback = null;
		for ( $n = 1; $n <= $count; $n++ ) {
			$lastmod = $bounds['lastmods'][ $n ] ?? null;
			if ( null === $lastmod ) {
				// Not rendered yet: the type's newest date, which no post of the page passes.
				$fallback = $fallback ?? $this->type_lastmod( $type );
				$lastmod  = $fallback;
			}
			$pages[] = array(
				'start'   => 1 === $n ? 0 : (int) ( $bounds['starts'][ $n ] ?? -1 ),
				'lastmod' => (string) $lastmod,
			);
		}
		// Remembered edits raise the lastmod of the rendered page whose ID range holds them.
		$touched = $this->cache->touched( $type );
		$known   = array() === $touched ? array() : $this->known_starts( $bounds );
		foreach ( $touched as $id => $modified ) {
			$n = $this->page_of( $known, $count, (int) $id );
			if ( null !== $n && isset( $bounds['lastmods'][ $n ] ) && $modified > $pages[ $n - 1 ]['lastmod'] ) {
				$pages[ $n - 1 ]['lastmod'] = $modified;
			}
		}
		return $pages;
	}

	/**
	 * Number of pages of a post type sitemap (no boundary is looked up).
	 *
	 * @since 0.3.0
	 *
	 * @param string          $type  Post type.
	 * @param callable():bool $opens See pages().
	 */
	public function page_count( string $type, callable $opens ): int {
		$bounds = $this->bounds( $type );
		if ( null === $bounds ) {
			return 0;
		}
		$count = (int) ceil( $this->listable_count( $type ) / $this->size() );
		return 0 === $count && $opens() ? 1 : $count;
	}

	/**
	 * The known page starts, ascending by start: [starts, page numbers, page => start].
	 *
	 * @param array<string, mixed> $bounds Boundaries (bounds()).
	 * @return array{0:list<int>, 1:list<int>, 2:array<int, int>}
	 */
	private function known_starts( array $bounds ): array {
		$starts = array( 1 => 0 ) + (array) $bounds['starts'];
		asort( $starts );
		return array( array_map( 'intval', array_values( $starts ) ), array_map( 'intval', array_keys( $starts ) ), $starts );
	}

	/**
	 * The page whose known ID range holds an ID, or null when its range is not known (a
	 * binary search of the known starts: the index may list a thousand pages and as many edits).
	 *
	 * @param array{0:list<int>, 1:list<int>, 2:array<int, int>} $known Known starts (known_starts()).
	 * @param int                                                $count Number of pages.
	 * @param int                                                $id    Post ID.
	 */
	private function page_of( array $known, int $count, int $id ): ?int {
		list( $values, $pages, $starts ) = $known;
		$position                        = $this->count_up_to( $values, $id ) - 1; // Last start <= $id.
		if ( $position < 0 ) {
			return null;
		}
		$best = $pages[ $position ];
		if ( $best > $count ) {
			return null;
		}
		// Its end must be known: the next page's start, or the last page.
		return $best === $count || isset( $starts[ $best + 1 ] ) ? $best : null;
	}

	/**
	 * First ID of a post type page (0 for the first), looking it up when it is not known, or
	 * null when the page does not exist (no count needed: the lookup finds no post).
	 *
	 * The page starts at the ((n - 1) * size)-th listable post (find_start()).
	 *
	 * @since 0.3.0
	 *
	 * @param string          $type  Post type.
	 * @param int             $page  Page number.
	 * @param callable():bool $opens See pages().
	 */
	public function page_start( string $type, int $page, callable $opens ): ?int {
		$bounds = $this->bounds( $type );
		if ( null === $bounds || $page < 1 ) {
			return null;
		}
		if ( isset( $bounds['starts'][ $page ] ) ) {
			return (int) $bounds['starts'][ $page ];
		}
		if ( 1 === $page && ( $opens() || $bounds['count'] > 0 || isset( $bounds['lastmods'][1] ) ) ) {
			return 0;
		}
		$size     = $this->size();
		$excluded = (array) $bounds['excluded'];
		if ( 1 === $page ) {
			// Any listable post at all: the first candidates, through the primary key.
			$id = 0;
			for ( $offset = 0, $guard = 0; $guard <= count( $excluded ); $guard++ ) {
				$id   = $this->repository->candidate_at( $type, Listing::status_of( $type ), (string) $bounds['flags'], $offset, (int) $bounds['candidates'], $size );
				$next = $this->count_up_to( $excluded, $id );
				if ( 0 === $id || $next === $offset ) {
					break;
				}
				$offset = $next;
			}
			return 0 === $id ? null : 0;
		}
		$id = $this->find_start( $type, ( $page - 1 ) * $size );
		if ( null === $id ) {
			return null;
		}
		$this->remember( $type, array( $page => $id ), array() );
		return $id;
	}

	/**
	 * The listable post at a 0-based position, or null past the last.
	 *
	 * The candidates per ID bucket (one index-only scan, kept until posts enter or leave; it
	 * gives the count too) tell which bucket holds the position, once the excluded posts are
	 * taken off each; the bucket's IDs are then read through the primary key.
	 *
	 * @param string $type Post type.
	 * @param int    $rank Position among the listable posts.
	 */
	private function find_start( string $type, int $rank ): ?int {
		$bounds = (array) $this->bounds( $type );
		$width  = $this->size();
		if ( ! isset( $bounds['hist'] ) && $this->use_stored_counts( $type, false ) ) {
			$bounds = (array) $this->bounds( $type );
		}
		if ( ! isset( $bounds['hist'] ) && SitemapRepository::FLAGS_ONLY_NO !== $bounds['flags'] ) {
			$author = $this->repository->sole_author( $type, Listing::status_of( $type ) );
			if ( null !== $author ) {
				$found = $this->find_start_of_author( $type, $rank, $author, (array) $bounds['excluded'] );
				if ( false !== $found ) {
					return $found;
				}
			}
		}
		if ( ! isset( $bounds['hist'] ) ) {
			$hist                                = $this->repository->candidate_histogram( $type, Listing::status_of( $type ), (string) $bounds['flags'], $width );
			$this->bounds[ $type ]['hist']       = $hist;
			$this->bounds[ $type ]['candidates'] = array_sum( $hist );
			$this->bounds[ $type ]['count']      = max( 0, array_sum( $hist ) - count( (array) $bounds['excluded'] ) );
			$bounds = (array) $this->bounds[ $type ];
		}
		$excluded = (array) $bounds['excluded'];
		$skip     = array_flip( $excluded );
		$seen     = 0;
		$before   = 0; // Listable posts in the buckets before.
		foreach ( (array) $bounds['hist'] as $bucket => $candidates ) {
			$low   = (int) $bucket * $width;
			$ex    = $this->count_up_to( $excluded, $low + $width - 1 ) - $seen;
			$seen += $ex;
			if ( $before + $candidates - $ex <= $rank ) {
				$before += $candidates - $ex;
				continue;
			}
			$left = $rank - $before;
			foreach ( $this->repository->candidate_ids( $type, Listing::status_of( $type ), (string) $bounds['flags'], $low, $low + $width ) as $id ) {
				if ( isset( $skip[ $id ] ) ) {
					continue;
				}
				if ( 0 === $left ) {
					return $id;
				}
				--$left;
			}
			return null; // The bucket changed under us: no such page for now.
		}
		return null;
	}

	/**
	 * find_start() when one author wrote every candidate: the candidate at a position is read
	 * from the type_status_author index in ID order (only the positions before it), shifted by
	 * the excluded posts up to it until it is a listable post at the position.
	 *
	 * @param string    $type     Post type.
	 * @param int       $rank     Position among the listable posts.
	 * @param int       $author   The sole author.
	 * @param list<int> $excluded Excluded IDs, ascending.
	 * @return int|null|false The ID, null past the last, false to use the buckets instead.
	 */
	private function find_start_of_author( string $type, int $rank, int $author, array $excluded ) {
		$skip     = array_flip( $excluded );
		$position = $rank;
		for ( $tries = 0; $tries < 3; $tries++ ) {
			$id = $this->repository->author_candidate_at( $type, Listing::status_of( $type ), $author, $position );
			if ( 0 === $id ) {
				return null;
			}
			// Candidates up to $id: $position + 1; the excluded among them are not listed.
			$wanted = $rank + $this->count_up_to( $excluded, $id );
			if ( $wanted === $position && ! isset( $skip[ $id ] ) ) {
				return $id;
			}
			$position = max( $wanted, $position + 1 );
		}
		return false;
	}

	/**
	 * Remembers what rendering a post type page found: where the next page starts (0 when it
	 * was the last or it is not known) and the page's lastmod (GMT).
	 *
	 * @since 0.3.0
	 *
	 * @param string $type    Post type.
	 * @param int    $page    Page number.
	 * @param int    $next    First ID of the next page, 0 for none.
	 * @param string $lastmod Newest date of the page's posts (GMT).
	 */
	public function remember_page( string $type, int $page, int $next, string $lastmod ): void {
		$this->remember( $type, $next > 0 ? array( $page + 1 => $next ) : array(), '' !== $lastmod ? array( $page => $lastmod ) : array() );
	}

	/**
	 * Number of listable posts of a type: one index-only COUNT(*), kept until posts enter or
	 * leave the sitemap.
	 *
	 * @since 0.3.0
	 *
	 * @param string $type Post type.
	 */
	public function listable_count( string $type ): int {
		$bounds = $this->bounds( $type );
		if ( null === $bounds ) {
			return 0;
		}
		if ( $bounds['count'] < 0 && $this->use_stored_counts( $type ) ) {
			$bounds = (array) $this->bounds( $type );
		}
		if ( $bounds['count'] < 0 ) {
			$candidates = $this->repository->candidate_count( $type, Listing::status_of( $type ), (string) $bounds['flags'] );
			$this->bounds[ $type ]['candidates'] = $candidates;
			$this->bounds[ $type ]['count']      = max( 0, $candidates - count( (array) $bounds['excluded'] ) );
		}
		return (int) $this->bounds[ $type ]['count'];
	}

	/**
	 * Takes a post type's candidates per bucket (and with them its count) from the stored
	 * counts, built once when missing (SitemapCounts), unless the flag mode keeps only posts
	 * flagged 'no' (those are counted with their flag, see SitemapRepository).
	 *
	 * @param string $type  Post type.
	 * @param bool   $build Whether to count them now when none are stored (else a page
	 *                      lookup finds its own way, see find_start()).
	 * @return bool Whether the counts were taken.
	 */
	private function use_stored_counts( string $type, bool $build = true ): bool {
		$bounds = $this->bounds( $type );
		if ( null === $bounds || SitemapRepository::FLAGS_ONLY_NO === $bounds['flags'] ) {
			return false;
		}
		$status = Listing::status_of( $type );
		$hist   = $build ? $this->counts->build( $type, $status, $this->size() ) : $this->counts->get( $type, $status, $this->size() );
		if ( null === $hist ) {
			return false;
		}
		$this->bounds[ $type ]['hist']       = $hist;
		$this->bounds[ $type ]['candidates'] = array_sum( $hist );
		$this->bounds[ $type ]['count']      = max( 0, array_sum( $hist ) - count( (array) $bounds['excluded'] ) );
		return true;
	}

	/**
	 * IDs of a post type's candidates that are not listed (ascending).
	 *
	 * @since 0.3.0
	 *
	 * @param string $type Post type.
	 * @return list<int>
	 */
	public function excluded( string $type ): array {
		return (array) ( $this->bounds( $type )['excluded'] ?? array() );
	}

	/**
	 * Newest publication date of a post type (GMT; '' without posts), or the latest remembered
	 * edit of one of its posts when that is newer: the lastmod of a page not rendered yet,
	 * an upper bound of its own.
	 *
	 * @since 0.3.0
	 *
	 * @param string $type Post type.
	 */
	public function type_lastmod( string $type ): string {
		$local  = $this->repository->newest_date( $type, Listing::status_of( $type ) );
		$newest = '' === $local ? '' : get_gmt_from_date( $local );
		$edits  = $this->cache->touched( $type );
		return array() === $edits ? $newest : max( $newest, (string) max( $edits ) );
	}

	/**
	 * How many of the sorted IDs are at most an ID.
	 *
	 * @param list<int> $ids Ascending IDs.
	 * @param int       $id  ID.
	 */
	private function count_up_to( array $ids, int $id ): int {
		$low  = 0;
		$high = count( $ids );
		while ( $low < $high ) {
			$mid = intdiv( $low + $high, 2 );
			if ( $ids[ $mid ] <= $id ) {
				$low = $mid + 1;
			} else {
				$high = $mid;
			}
		}
		return $low;
	}

	/**
	 * The remembered boundaries of a post type sitemap, carried over to the current set of
	 * posts, or null when the type lists nothing.
	 *
	 * @param string $type Post type.
	 * @return array{flags:string, set:int, reset:int, candidates:int, count:int, excluded:list<int>, starts:array<int,int>, lastmods:array<int,string>}|null
	 */
	private function bounds( string $type ): ?array {
		$flags = $this->listing->flags( $type );
		if ( null === $flags ) {
			return null;
		}
		$memo = $this->bounds[ $type ] ?? null;
		if ( null !== $memo && $memo['flags'] === $flags && $memo['set'] === $this->cache->set_counter( $type ) && $memo['reset'] === $this->cache->boundaries_counter() && $memo['epoch'] === $this->cache->epoch() ) {
			return $memo;
		}
		$stale  = $this->cache->stale( $type, $this->bounds_key() );
		$bounds = is_array( $stale['v'] ?? null ) ? $stale['v'] : null;
		$set    = $this->cache->set_counter( $type );
		$fresh  = null === $bounds || ( $bounds['flags'] ?? null ) !== $flags || ( $bounds['reset'] ?? -1 ) !== $this->cache->boundaries_counter();
		// Read as stored (but for the in-memory epoch below): nothing to write back.
		$unchanged = ! $fresh && ( $bounds['set'] ?? -1 ) === $set;
		if ( ! $fresh && ( $bounds['set'] ?? -1 ) !== $set ) {
			$changed = $this->cache->changed_since( $type, (int) ( $bounds['set'] ?? 0 ) );
			if ( null === $changed ) {
				$fresh = true;
			} else {
				// Positions before the lowest changed ID are unchanged.
				$lowest   = array() === $changed ? PHP_INT_MAX : min( $changed );
				$starts   = array_filter( (array) $bounds['starts'], fn ( $start ) => $start < $lowest );
				$lastmods = array();
				foreach ( (array) $bounds['lastmods'] as $n => $lastmod ) {
					if ( isset( $starts[ $n + 1 ] ) ) {
						$lastmods[ $n ] = $lastmod;
					}
				}
				$bounds = array_merge(
					$bounds,
					array(
						'set'      => $set,
						'starts'   => $starts,
						'lastmods' => $lastmods,
						'count'    => -1,
					)
				);
				unset( $bounds['excluded'], $bounds['hist'] );
			}
		}
		if ( $fresh ) {
			$bounds = array(
				'flags'    => $flags,
				'set'      => $set,
				'reset'    => $this->cache->boundaries_counter(),
				'count'    => -1,
				'starts'   => array(),
				'lastmods' => array(),
			);
		}
		$bounds['epoch']       = $this->cache->epoch();
		$this->bounds[ $type ] = $bounds;
		if ( $unchanged ) {
			$this->stored[ $type ] = $bounds; // As stored: persist() leaves it alone.
		} else {
			unset( $this->stored[ $type ] );
		}
		if ( $bounds['count'] < 0 && ! isset( $bounds['excluded'] ) ) {
			// Few rows, through the meta_key index; the count waits until someone needs it.
			$this->bounds[ $type ]['excluded']   = $this->repository->excluded_ids( $type, Listing::status_of( $type ), $flags );
			$this->bounds[ $type ]['candidates'] = -1;
		}
		return $this->bounds[ $type ];
	}

	/**
	 * Adds page starts and lastmods to the remembered boundaries and stores them.
	 *
	 * @param string              $type     Post type.
	 * @param array<int, int>     $starts   First IDs by page number.
	 * @param array<int, string>  $lastmods Lastmods by page number.
	 */
	private function remember( string $type, array $starts, array $lastmods ): void {
		if ( null === $this->bounds( $type ) ) {
			return;
		}
		$known = (array) $this->bounds[ $type ]['lastmods'];
		$this->bounds[ $type ]['starts']   = $starts + (array) $this->bounds[ $type ]['starts'];
		$this->bounds[ $type ]['lastmods'] = $lastmods + $known;
		if ( array_diff_assoc( $lastmods, $known ) ) {
			// The index showed an estimate for this page (or an older date): refresh it, once
			// the new lastmod is stored (an index rebuilt after the bump must see it).
			$this->save_bounds( $type );
			$this->cache->bump( array( 'index' ) );
		}
	}

	/**
	 * Stores a post type's boundaries (cached whatever the content generation: see bounds()).
	 *
	 * @param string $type Post type.
	 */
	private function save_bounds( string $type ): void {
		if ( isset( $this->bounds[ $type ] ) && ( $this->stored[ $type ] ?? null ) !== $this->bounds[ $type ] ) {
			$this->cache->set( $type, $this->bounds_key(), $this->bounds[ $type ], 0, true );
			$this->stored[ $type ] = $this->bounds[ $type ];
		}
	}

	/**
	 * Stores the boundaries this request found or changed, one write per post type (the
	 * router calls it once a sitemap is written; what is not stored is only found again).
	 *
	 * @since 0.3.0
	 */
	public function persist(): void {
		foreach ( array_keys( $this->bounds ) as $type ) {
			$this->save_bounds( (string) $type );
		}
	}

	/**
	 * Cache key of the boundaries (per page size).
	 */
	private function bounds_key(): string {
		return 'bounds-' . $this->size();
	}
}
