<?php
/**
 * SQL behind the XML sitemaps.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

defined( 'ABSPATH' ) || exit;

/**
 * Every query the sitemaps run: prepared, keyset-paginated by ID, never OFFSET or found_rows.
 *
 * A post type sitemap's page n starts at the ((n - 1) * size)-th listable post by ID: only that
 * one boundary is looked up (candidate_at(): an index-only lookup, or a page's worth of rows
 * from either end), and the page reads its rows from there through the primary key
 * (candidates_from()). Listable posts are the candidates (type and status) minus the few
 * marked as excluded (excluded_ids(): noindexed by their own flag, password-protected), found
 * through the meta_key index. The caller still drops what the indexability rules exclude.
 *
 * @since 0.2.0
 */
class SitemapRepository {

	/**
	 * Post meta key of the per-post noindex flag.
	 */
	private const NOINDEX_KEY = '_lodestar_post_no_index';

	/**
	 * Per-post noindex flags play no part (page-level SEO off).
	 *
	 * @since 0.2.0
	 */
	public const FLAGS_IGNORE = '';

	/**
	 * Drop posts whose own flag is 'yes' (the type is indexed).
	 *
	 * @since 0.2.0
	 */
	public const FLAGS_EXCLUDE_YES = 'exclude_yes';

	/**
	 * Keep only posts whose own flag is 'no' (the type is noindexed).
	 *
	 * @since 0.2.0
	 */
	public const FLAGS_ONLY_NO = 'only_no';

	/**
	 * Post meta marking a published post that has a password (kept by Sitemaps\VideoIndex).
	 *
	 * @since 0.2.0
	 */
	public const PROTECTED_KEY = '_lodestar_protected';

	/**
	 * Post meta marking a post that embeds videos (the number of videos).
	 *
	 * @since 0.2.0
	 */
	public const VIDEO_KEY = '_lodestar_videos';

	/**
	 * LIKE patterns of content that may embed a video (Sitemaps\Videos decides).
	 */
	private const VIDEO_PATTERNS = array( '%<video%', '%youtube.com/%', '%youtu.be/%', '%vimeo.com/%' );

	/**
	 * Number of candidates of a post type sitemap: posts of the type with the status (and,
	 * for FLAGS_ONLY_NO, the flag lifting a type-level noindex). Index-only without the flag.
	 *
	 * @since 0.2.0
	 *
	 * @param string $post_type Post type.
	 * @param string $status    Post status.
	 * @param string $flags     Flag mode.
	 */
	public function candidate_count( string $post_type, string $status, string $flags = self::FLAGS_IGNORE ): int {
		global $wpdb;
		$join = self::FLAGS_ONLY_NO === $flags ? $this->flag_join( $flags ) : '';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $join is a fixed fragment built with prepare().
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT COUNT(*) FROM {$wpdb->posts} p {$join} WHERE p.post_type = %s AND p.post_status = %s",
				$post_type,
				$status
			)
		);
		// phpcs:enable
	}

	/**
	 * Newest (local) post date of a post type's posts with a status, from the type_status_date
	 * index alone (its last entry).
	 *
	 * @since 0.2.0
	 *
	 * @param string $post_type Post type.
	 * @param string $status    Post status.
	 */
	public function newest_date( string $post_type, string $status ): string {
		global $wpdb;
		return (string) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT MAX(post_date) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = %s",
				$post_type,
				$status
			)
		);
	}

	/**
	 * The candidate at a 0-based position by ID, or 0 when there is none.
	 *
	 * Near either end (within a page's worth of rows) the primary key is walked; elsewhere the
	 * position is found in the type_status_date index alone (no row is read), from the nearer
	 * end when the total is known.
	 *
	 * @since 0.2.0
	 *
	 * @param string $post_type Post type.
	 * @param string $status    Post status.
	 * @param string $flags     Flag mode.
	 * @param int    $offset    0-based position.
	 * @param int    $total     Number of candidates (candidate_count()), -1 when not known.
	 * @param int    $near      Positions from either end walked through the primary key.
	 */
	public function candidate_at( string $post_type, string $status, string $flags, int $offset, int $total, int $near ): int {
		global $wpdb;
		if ( $offset < 0 || ( $total >= 0 && $offset >= $total ) ) {
			return 0;
		}
		if ( self::FLAGS_ONLY_NO === $flags ) {
			$join = $this->flag_join( $flags );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $join is a fixed fragment built with prepare().
			return (int) $wpdb->get_var(
				$wpdb->prepare(
					"SELECT p.ID FROM {$wpdb->posts} p {$join} WHERE p.post_type = %s AND p.post_status = %s ORDER BY p.ID LIMIT %d, 1",
					$post_type,
					$status,
					$offset
				)
			);
			// phpcs:enable
		}
		if ( $offset <= $near ) {
			$sql = "SELECT ID FROM {$wpdb->posts} FORCE INDEX (PRIMARY) WHERE post_type = %s AND post_status = %s ORDER BY ID LIMIT %d, 1";
		} elseif ( $total >= 0 && $total - 1 - $offset <= $near ) {
			$sql    = "SELECT ID FROM {$wpdb->posts} FORCE INDEX (PRIMARY) WHERE post_type = %s AND post_status = %s ORDER BY ID DESC LIMIT %d, 1";
			$offset = $total - 1 - $offset;
		} elseif ( $total >= 0 && $offset > intdiv( $total, 2 ) ) {
			// Sorting keeps the positions up to the offset: count them from the nearer end.
			$sql    = "SELECT ID FROM {$wpdb->posts} FORCE INDEX (type_status_date) WHERE post_type = %s AND post_status = %s ORDER BY ID DESC LIMIT %d, 1";
			$offset = $total - 1 - $offset;
		} else {
			$sql = "SELECT ID FROM {$wpdb->posts} FORCE INDEX (type_status_date) WHERE post_type = %s AND post_status = %s ORDER BY ID LIMIT %d, 1";
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $sql is one of the fixed statements above.
		return (int) $wpdb->get_var( $wpdb->prepare( $sql, $post_type, $status, $offset ) );
	}

	/**
	 * The only author of a post type's posts with a status, or null when there are several
	 * (or none, or the table lacks WordPress's type_status_author index). Two index dives.
	 *
	 * @since 0.2.0
	 *
	 * @param string $post_type Post type.
	 * @param string $status    Post status.
	 */
	public function sole_author( string $post_type, string $status ): ?int {
		global $wpdb;
		static $indexed = array();
		if ( ! isset( $indexed[ $wpdb->posts ] ) ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
			$indexed[ $wpdb->posts ] = null !== $wpdb->get_row( "SHOW INDEX FROM {$wpdb->posts} WHERE Key_name = 'type_status_author'" );
		}
		if ( ! $indexed[ $wpdb->posts ] ) {
			return null;
		}
		$row = $wpdb->get_row(
			$wpdb->prepare(
				"SELECT MIN(post_author) AS low, MAX(post_author) AS high FROM {$wpdb->posts} FORCE INDEX (type_status_author) WHERE post_type = %s AND post_status = %s",
				$post_type,
				$status
			),
			ARRAY_A
		);
		return is_array( $row ) && null !== $row['low'] && $row['low'] === $row['high'] ? (int) $row['low'] : null;
	}

	/**
	 * The candidate at a 0-based position by ID among one author's posts, or 0 when there is
	 * none: the type_status_author index holds them in ID order, so only the positions up to
	 * the offset are read (index-only, nothing sorted).
	 *
	 * @since 0.2.0
	 *
	 * @param string $post_type Post type.
	 * @param string $status    Post status.
	 * @param int    $author    User ID (sole_author()).
	 * @param int    $offset    0-based position.
	 */
	public function author_candidate_at( string $post_type, string $status, int $author, int $offset ): int {
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT ID FROM {$wpdb->posts} FORCE INDEX (type_status_author) WHERE post_type = %s AND post_status = %s AND post_author = %d ORDER BY ID LIMIT %d, 1",
				$post_type,
				$status,
				$author,
				max( 0, $offset )
			)
		);
	}

	/**
	 * Number of candidates in each ID bucket (ID DIV $width), in one scan of the
	 * type_status_date index (no row is read, nothing sorted but the buckets).
	 *
	 * @since 0.2.0
	 *
	 * @param string $post_type Post type.
	 * @param string $status    Post status.
	 * @param string $flags     Flag mode.
	 * @param int    $width     IDs per bucket.
	 * @return array<int, int> Bucket => candidates, ascending.
	 */
	public function candidate_histogram( string $post_type, string $status, string $flags, int $width ): array {
		global $wpdb;
		$join  = self::FLAGS_ONLY_NO === $flags ? $this->flag_join( $flags ) : '';
		$index = '' === $join ? 'FORCE INDEX (type_status_date)' : '';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $join and $index are fixed fragments.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.ID DIV %d AS b, COUNT(*) AS n FROM {$wpdb->posts} p {$index} {$join}
				WHERE p.post_type = %s AND p.post_status = %s GROUP BY b ORDER BY b",
				max( 1, $width ),
				$post_type,
				$status
			),
			ARRAY_A
		);
		// phpcs:enable
		$out = array();
		foreach ( (array) $rows as $row ) {
			$out[ (int) $row['b'] ] = (int) $row['n'];
		}
		return $out;
	}

	/**
	 * Number of candidates in each ID bucket (ID DIV $width) of an ID range, read through the
	 * primary key (a step of a rebuild of the stored counts, see SitemapCounts).
	 *
	 * @since 0.3.0
	 *
	 * @param string $post_type Post type.
	 * @param string $status    Post status.
	 * @param int    $width     IDs per bucket.
	 * @param int    $from      First ID (inclusive).
	 * @param int    $before    End of the range (exclusive).
	 * @return array<int, int> Bucket => candidates, ascending.
	 */
	public function candidate_histogram_between( string $post_type, string $status, int $width, int $from, int $before ): array {
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT ID DIV %d AS b, COUNT(*) AS n FROM {$wpdb->posts} FORCE INDEX (PRIMARY)
				WHERE ID >= %d AND ID < %d AND post_type = %s AND post_status = %s GROUP BY b ORDER BY b",
				max( 1, $width ),
				$from,
				$before,
				$post_type,
				$status
			),
			ARRAY_A
		);
		$out = array();
		foreach ( (array) $rows as $row ) {
			$out[ (int) $row['b'] ] = (int) $row['n'];
		}
		return $out;
	}

	/**
	 * The highest post ID (0 without posts).
	 *
	 * @since 0.3.0
	 */
	public function max_post_id(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COALESCE(MAX(ID), 0) FROM {$wpdb->posts}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name only.
	}

	/**
	 * IDs of the candidates in an ID range, ascending, through the primary key (at most one
	 * bucket of candidate_histogram(): a page's worth of rows).
	 *
	 * @since 0.2.0
	 *
	 * @param string $post_type Post type.
	 * @param string $status    Post status.
	 * @param string $flags     Flag mode.
	 * @param int    $from      First ID (inclusive).
	 * @param int    $before    End of the range (exclusive).
	 * @return list<int>
	 */
	public function candidate_ids( string $post_type, string $status, string $flags, int $from, int $before ): array {
		global $wpdb;
		$join  = self::FLAGS_ONLY_NO === $flags ? $this->flag_join( $flags ) : '';
		$index = '' === $join ? 'FORCE INDEX (PRIMARY)' : '';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $join and $index are fixed fragments.
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p {$index} {$join}
				WHERE p.ID >= %d AND p.ID < %d AND p.post_type = %s AND p.post_status = %s ORDER BY p.ID",
				$from,
				$before,
				$post_type,
				$status
			)
		);
		// phpcs:enable
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * Candidates that are not listed, by ID: password-protected ones, and with
	 * FLAGS_EXCLUDE_YES those noindexed by their own flag (both found through the meta_key index).
	 *
	 * @since 0.2.0
	 *
	 * @param string $post_type Post type.
	 * @param string $status    Post status.
	 * @param string $flags     Flag mode.
	 * @return list<int> Ascending.
	 */
	public function excluded_ids( string $post_type, string $status, string $flags = self::FLAGS_IGNORE ): array {
		global $wpdb;
		$join = self::FLAGS_ONLY_NO === $flags ? $this->flag_join( $flags ) : '';
		$keys = self::FLAGS_EXCLUDE_YES === $flags
			? $wpdb->prepare( "( m.meta_key = %s OR ( m.meta_key = %s AND m.meta_value = 'yes' ) )", self::PROTECTED_KEY, self::NOINDEX_KEY )
			: $wpdb->prepare( 'm.meta_key = %s', self::PROTECTED_KEY );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $join and $keys are fixed fragments built with prepare().
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT DISTINCT p.ID FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id {$join}
				WHERE {$keys} AND p.post_type = %s AND p.post_status = %s ORDER BY p.ID",
				$post_type,
				$status
			)
		);
		// phpcs:enable
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * Candidates from an ID on, oldest ID first, as full rows read through the primary key.
	 *
	 * @since 0.2.0
	 *
	 * @param string $post_type Post type.
	 * @param string $status    Post status.
	 * @param string $flags     Flag mode.
	 * @param int    $from      First ID (inclusive).
	 * @param int    $limit     Most rows (a page's worth).
	 * @return list<object>
	 */
	public function candidates_from( string $post_type, string $status, string $flags, int $from, int $limit ): array {
		global $wpdb;
		if ( self::FLAGS_ONLY_NO === $flags ) {
			$join = $this->flag_join( $flags );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $join is a fixed fragment built with prepare().
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT p.* FROM {$wpdb->posts} p {$join} WHERE p.post_type = %s AND p.post_status = %s AND p.ID >= %d ORDER BY p.ID LIMIT %d",
					$post_type,
					$status,
					$from,
					max( 1, $limit )
				)
			);
			// phpcs:enable
		} else {
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT * FROM {$wpdb->posts} FORCE INDEX (PRIMARY) WHERE ID >= %d AND post_type = %s AND post_status = %s ORDER BY ID LIMIT %d",
					$from,
					$post_type,
					$status,
					max( 1, $limit )
				)
			);
		}
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * Listed-status posts whose password-protected marker is out of date, from an ID on
	 * (marker backfill; reads rows).
	 *
	 * @since 0.2.0
	 *
	 * @param int $from  First ID (inclusive).
	 * @param int $limit Most rows.
	 * @return list<object> Rows with ID, post_type, post_password.
	 */
	public function protected_candidates_from( int $from, int $limit ): array {
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.ID, p.post_type, p.post_password FROM {$wpdb->posts} p
				LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s
				WHERE p.ID >= %d AND p.post_status = 'publish' AND ( ( p.post_password <> '' ) <> ( m.meta_id IS NOT NULL ) )
				ORDER BY p.ID LIMIT %d",
				self::PROTECTED_KEY,
				$from,
				max( 1, $limit )
			)
		);
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * Per page: first term ID of a taxonomy's non-empty terms.
	 *
	 * @since 0.2.0
	 *
	 * @param string $taxonomy Taxonomy.
	 * @param int    $size     Terms per page.
	 * @return list<array{start:int, lastmod:string}>
	 */
	public function term_pages( string $taxonomy, int $size ): array {
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT MIN(t.term_id) AS start_id, '' AS lastmod FROM (
					SELECT tt.term_id, ROW_NUMBER() OVER (ORDER BY tt.term_id) AS rn
					FROM {$wpdb->term_taxonomy} tt WHERE tt.taxonomy = %s AND tt.count > 0
				) t GROUP BY FLOOR((t.rn - 1) / %d) ORDER BY start_id",
				$taxonomy,
				max( 1, $size )
			),
			ARRAY_A
		);
		return $this->pages_of( $rows );
	}

	/**
	 * Non-empty terms of a taxonomy from a term ID on, as rows WP_Term accepts.
	 *
	 * @since 0.2.0
	 *
	 * @param string $taxonomy Taxonomy.
	 * @param int    $from     First term ID (inclusive).
	 * @param int    $limit    Most rows.
	 * @return list<object>
	 */
	public function terms_from( string $taxonomy, int $from, int $limit ): array {
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT t.term_id, t.name, t.slug, t.term_group, tt.term_taxonomy_id, tt.taxonomy, tt.description, tt.parent, tt.count
				FROM {$wpdb->term_taxonomy} tt INNER JOIN {$wpdb->terms} t ON t.term_id = tt.term_id
				WHERE tt.taxonomy = %s AND tt.count > 0 AND tt.term_id >= %d
				ORDER BY tt.term_id LIMIT %d",
				$taxonomy,
				$from,
				max( 1, $limit )
			)
		);
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * Newest modification (GMT) of the published posts in each term.
	 *
	 * @since 0.2.0
	 *
	 * @param list<int> $term_taxonomy_ids Term taxonomy IDs.
	 * @return array<int, string> term_taxonomy_id => 'Y-m-d H:i:s'.
	 */
	public function term_lastmods( array $term_taxonomy_ids ): array {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $term_taxonomy_ids ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built above.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT tr.term_taxonomy_id AS id, MAX(p.post_modified_gmt) AS lastmod
				FROM {$wpdb->term_relationships} tr INNER JOIN {$wpdb->posts} p ON p.ID = tr.object_id
				WHERE tr.term_taxonomy_id IN ({$placeholders}) AND p.post_status = 'publish'
				GROUP BY tr.term_taxonomy_id",
				...$ids
			),
			ARRAY_A
		);
		// phpcs:enable
		$out = array();
		foreach ( (array) $rows as $row ) {
			$out[ (int) $row['id'] ] = (string) $row['lastmod'];
		}
		return $out;
	}

	/**
	 * Authors of the posts the post type sitemaps list: published, without a password, kept by
	 * the per-post noindex flag the way each type's listing applies it (flag_join()), with
	 * their newest such post's modification (GMT).
	 *
	 * @since 0.2.0
	 * @since 0.3.0 Takes each type's flag mode.
	 *
	 * @param array<string, string> $flags Post type => one of the FLAGS_ constants.
	 * @return array<int, string> user ID => 'Y-m-d H:i:s', by user ID.
	 */
	public function authors( array $flags ): array {
		global $wpdb;
		$by_mode = array();
		foreach ( $flags as $type => $mode ) {
			$by_mode[ $mode ][] = (string) $type;
		}
		$conditions = array();
		foreach ( $by_mode as $mode => $types ) {
			$in = implode( ',', array_fill( 0, count( $types ), '%s' ) );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built above.
			$type_in = $wpdb->prepare( "p.post_type IN ({$in})", ...$types );
			// phpcs:enable
			if ( self::FLAGS_ONLY_NO === $mode ) {
				$conditions[] = "( {$type_in} AND fm.meta_value = 'no' )";
			} elseif ( self::FLAGS_EXCLUDE_YES === $mode ) {
				$conditions[] = "( {$type_in} AND NOT EXISTS ( SELECT 1 FROM {$wpdb->postmeta} x WHERE x.post_id = p.ID AND x.meta_key = '" . self::NOINDEX_KEY . "' AND x.meta_value = 'yes' ) )";
			} else {
				$conditions[] = "( {$type_in} )";
			}
		}
		if ( array() === $conditions ) {
			return array();
		}
		$where = implode( ' OR ', $conditions );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $where holds prepared parts and constants only.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.post_author AS id, MAX(p.post_modified_gmt) AS lastmod FROM {$wpdb->posts} p
				INNER JOIN {$wpdb->users} u ON u.ID = p.post_author
				LEFT JOIN {$wpdb->postmeta} fm ON fm.post_id = p.ID AND fm.meta_key = %s AND fm.meta_value = 'no'
				WHERE p.post_status = 'publish' AND p.post_password = '' AND ( {$where} )
				GROUP BY p.post_author ORDER BY p.post_author",
				self::NOINDEX_KEY
			),
			ARRAY_A
		);
		// phpcs:enable
		$out = array();
		foreach ( (array) $rows as $row ) {
			$out[ (int) $row['id'] ] = (string) $row['lastmod'];
		}
		return $out;
	}

	/**
	 * Per page: first ID of the published posts marked as embedding videos (post meta
	 * `_lodestar_videos`, kept by Sitemaps\VideoIndex), through the meta_key index.
	 *
	 * @since 0.2.0
	 *
	 * @param list<string> $post_types Post types.
	 * @param int          $size       Posts per page.
	 * @return list<array{start:int, lastmod:string}>
	 */
	public function video_pages( array $post_types, int $size ): array {
		global $wpdb;
		if ( array() === $post_types ) {
			return array();
		}
		$placeholders = implode( ',', array_fill( 0, count( $post_types ), '%s' ) );
		$args         = array_merge( array( self::VIDEO_KEY ), $post_types, array( max( 1, $size ) ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built above.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT MIN(t.ID) AS start_id, MAX(t.post_modified_gmt) AS lastmod FROM (
					SELECT p.ID, p.post_modified_gmt, ROW_NUMBER() OVER (ORDER BY p.ID) AS rn
					FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id
					WHERE m.meta_key = %s AND p.post_type IN ({$placeholders}) AND p.post_status = 'publish' AND p.post_password = ''
				) t GROUP BY FLOOR((t.rn - 1) / %d) ORDER BY start_id",
				...$args
			),
			ARRAY_A
		);
		// phpcs:enable
		return $this->pages_of( $rows );
	}

	/**
	 * Published posts marked as embedding videos, in an ID range.
	 *
	 * @since 0.2.0
	 *
	 * @param list<string> $post_types Post types.
	 * @param int          $from       First ID (inclusive).
	 * @param int          $before     First ID of the next page (exclusive), 0 for none.
	 * @param int          $limit      Most rows.
	 * @return list<object>
	 */
	public function video_posts_from( array $post_types, int $from, int $before, int $limit ): array {
		global $wpdb;
		if ( array() === $post_types ) {
			return array();
		}
		$placeholders = implode( ',', array_fill( 0, count( $post_types ), '%s' ) );
		$args         = array_merge( array( self::VIDEO_KEY ), $post_types, array( $from, $before > 0 ? $before : PHP_INT_MAX, max( 1, $limit ) ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built above.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.* FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id
				WHERE m.meta_key = %s AND p.post_type IN ({$placeholders}) AND p.post_status = 'publish' AND p.post_password = ''
				AND p.ID >= %d AND p.ID < %d ORDER BY p.ID LIMIT %d",
				...$args
			)
		);
		// phpcs:enable
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * Posts whose content may embed a video, from an ID on (marker backfill; scans content).
	 *
	 * @since 0.2.0
	 *
	 * @param int $from  First ID (inclusive).
	 * @param int $limit Most rows.
	 * @return list<object> Rows with ID, post_type, post_content.
	 */
	public function video_candidates_from( int $from, int $limit ): array {
		global $wpdb;
		$args = array_merge( array( $from ), self::VIDEO_PATTERNS, array( max( 1, $limit ) ) );
		// phpcs:disable WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders match.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.ID, p.post_type, p.post_content FROM {$wpdb->posts} p
				WHERE p.ID >= %d AND p.post_status = 'publish'
				AND (p.post_content LIKE %s OR p.post_content LIKE %s OR p.post_content LIKE %s OR p.post_content LIKE %s)
				ORDER BY p.ID LIMIT %d",
				...$args
			)
		);
		// phpcs:enable
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * Posts published since a time (GMT), newest first.
	 *
	 * @since 0.2.0
	 *
	 * @param list<string> $post_types Post types.
	 * @param string       $since_gmt  'Y-m-d H:i:s' GMT.
	 * @param int          $limit      Most rows.
	 * @return list<object>
	 */
	public function news_posts( array $post_types, string $since_gmt, int $limit ): array {
		global $wpdb;
		if ( array() === $post_types ) {
			return array();
		}
		$placeholders = implode( ',', array_fill( 0, count( $post_types ), '%s' ) );
		// The local post_date leads the type_status_date index; a day of margin covers any time zone.
		$local_floor = gmdate( 'Y-m-d H:i:s', (int) strtotime( $since_gmt . ' UTC' ) - DAY_IN_SECONDS );
		$args        = array_merge( $post_types, array( $local_floor, $since_gmt, max( 1, $limit ) ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built above.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.* FROM {$wpdb->posts} p
				WHERE p.post_type IN ({$placeholders}) AND p.post_status = 'publish' AND p.post_password = ''
				AND p.post_date >= %s AND p.post_date_gmt >= %s
				ORDER BY p.post_date_gmt DESC, p.ID DESC LIMIT %d",
				...$args
			)
		);
		// phpcs:enable
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * Join applying the per-post noindex flag: keep only posts lifting a type-level noindex
	 * ('no'), or drop posts noindexed by their own flag ('yes').
	 *
	 * @param string $flags One of the FLAGS_ constants.
	 */
	private function flag_join( string $flags ): string {
		global $wpdb;
		if ( self::FLAGS_ONLY_NO === $flags ) {
			return $wpdb->prepare( "INNER JOIN {$wpdb->postmeta} fm ON fm.post_id = p.ID AND fm.meta_key = %s AND fm.meta_value = 'no'", self::NOINDEX_KEY );
		}
		if ( self::FLAGS_EXCLUDE_YES === $flags ) {
			return $wpdb->prepare( "LEFT JOIN {$wpdb->postmeta} fm ON fm.post_id = p.ID AND fm.meta_key = %s AND fm.meta_value = 'yes'", self::NOINDEX_KEY );
		}
		return '';
	}

	/**
	 * Normalises page rows.
	 *
	 * @param mixed $rows Query result.
	 * @return list<array{start:int, lastmod:string}>
	 */
	private function pages_of( $rows ): array {
		$pages = array();
		foreach ( (array) $rows as $row ) {
			$pages[] = array(
				'start'   => (int) $row['start_id'],
				'lastmod' => (string) $row['lastmod'],
			);
		}
		return $pages;
	}
}
