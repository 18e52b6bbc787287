<?php
/**
 * SQL behind the site analysis' checks across the whole content.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

defined( 'ABSPATH' ) || exit;

/**
 * Set-based queries over every post and term for the content checks, the dashboard's
 * attention list and the post list filter: prepared, keyset-paginated by ID, never one query
 * per post. Reads the stored page checks (`_lodestar_check_errors`, `_lodestar_check_warnings`,
 * written by the page-check engine) and the page-level SEO fields.
 *
 * @since 0.3.0
 */
class ContentFacts {

	/**
	 * Post and term meta: number of non-ignored page-check errors.
	 *
	 * @since 0.3.0
	 */
	public const ERRORS_KEY = '_lodestar_check_errors';

	/**
	 * Post and term meta: number of non-ignored page-check warnings.
	 *
	 * @since 0.3.0
	 */
	public const WARNINGS_KEY = '_lodestar_check_warnings';

	/**
	 * Post and term meta: the stored page checks.
	 *
	 * @since 0.3.0
	 */
	public const CHECKS_KEY = '_lodestar_page_checks';

	/**
	 * Post meta of the per-post noindex flag.
	 */
	private const NOINDEX_KEY = '_lodestar_post_no_index';

	/**
	 * Post meta of the per-post canonical URL.
	 */
	private const CANONICAL_KEY = '_lodestar_canonical_url';

	/**
	 * Post statuses of content that needs attention (not trashed, not auto-drafts).
	 *
	 * @since 0.3.0
	 */
	public const WORKING_STATUSES = array( 'publish', 'future', 'draft', 'pending', 'private' );

	/**
	 * Published posts of some types after an ID, whole rows, oldest ID first (one batch of the
	 * content scan, read through the primary key).
	 *
	 * @since 0.3.0
	 *
	 * @param list<string> $post_types Post types.
	 * @param int          $after      Last ID of the previous batch (0 to start).
	 * @param int          $limit      Most rows.
	 * @return list<object>
	 */
	public function published_after( array $post_types, int $after, int $limit ): array {
		global $wpdb;
		if ( array() === $post_types ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $post_types ), '%s' ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- $in is a list of placeholders.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT * FROM {$wpdb->posts} FORCE INDEX (PRIMARY) WHERE ID > %d AND post_status = 'publish' AND post_type IN ({$in}) ORDER BY ID LIMIT %d",
				array_merge( array( $after ), $post_types, array( max( 1, $limit ) ) )
			)
		);
		// phpcs:enable
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * Published posts of a type whose own noindex flag or the type's rule makes them noindex,
	 * after an ID, ascending (keyset pages of IDs).
	 *
	 * The rule of Seo\RobotsResolver for a post: its own flag 'yes' applies noindex, 'no' lifts
	 * it, otherwise the type's rule decides; the flags count only with page-level SEO on.
	 *
	 * @since 0.3.0
	 *
	 * @param string $post_type      Post type.
	 * @param bool   $type_noindexed Whether the type is noindexed as a whole.
	 * @param bool   $flags_count    Whether per-post flags count (page-level SEO on).
	 * @param int    $after          Last ID of the previous page.
	 * @param int    $limit          Most IDs.
	 * @return list<int>
	 */
	public function noindexed_post_ids( string $post_type, bool $type_noindexed, bool $flags_count, int $after, int $limit ): array {
		global $wpdb;
		if ( ! $flags_count ) {
			if ( ! $type_noindexed ) {
				return array();
			}
			$ids = $wpdb->get_col(
				$wpdb->prepare(
					"SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND ID > %d ORDER BY ID LIMIT %d",
					$post_type,
					$after,
					max( 1, $limit )
				)
			);
			return array_map( 'intval', (array) $ids );
		}
		if ( $type_noindexed ) {
			// Every post but those whose flag lifts the type's rule.
			$ids = $wpdb->get_col(
				$wpdb->prepare(
					"SELECT p.ID FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s AND m.meta_value = 'no'
					WHERE p.post_type = %s AND p.post_status = 'publish' AND p.ID > %d AND m.meta_id IS NULL ORDER BY p.ID LIMIT %d",
					self::NOINDEX_KEY,
					$post_type,
					$after,
					max( 1, $limit )
				)
			);
		} else {
			$ids = $wpdb->get_col(
				$wpdb->prepare(
					"SELECT DISTINCT p.ID FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id
					WHERE m.meta_key = %s AND m.meta_value = 'yes' AND p.post_type = %s AND p.post_status = 'publish' AND p.ID > %d ORDER BY p.ID LIMIT %d",
					self::NOINDEX_KEY,
					$post_type,
					$after,
					max( 1, $limit )
				)
			);
		}
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * Terms of a taxonomy that hold published posts (those a sitemap may list), after an ID.
	 *
	 * @since 0.3.0
	 *
	 * @param string $taxonomy Taxonomy.
	 * @param int    $after    Last term ID of the previous page.
	 * @param int    $limit    Most IDs.
	 * @return list<int>
	 */
	public function listed_term_ids( string $taxonomy, int $after, int $limit ): array {
		global $wpdb;
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT term_id FROM {$wpdb->term_taxonomy} WHERE taxonomy = %s AND count > 0 AND term_id > %d ORDER BY term_id LIMIT %d",
				$taxonomy,
				$after,
				max( 1, $limit )
			)
		);
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * Published posts with a canonical URL of their own (found through the meta_key index).
	 *
	 * @since 0.3.0
	 *
	 * @param list<string> $post_types Post types.
	 * @return list<int> Ascending.
	 */
	public function posts_with_canonical( array $post_types ): array {
		global $wpdb;
		if ( array() === $post_types ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $post_types ), '%s' ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- $in is a list of placeholders.
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT DISTINCT p.ID FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id
				WHERE m.meta_key = %s AND m.meta_value <> '' AND p.post_status = 'publish' AND p.post_type IN ({$in}) ORDER BY p.ID",
				array_merge( array( self::CANONICAL_KEY ), $post_types )
			)
		);
		// phpcs:enable
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * Featured images of published posts whose attachment has no alt text: each image once,
	 * with how many posts show it and the first of them.
	 *
	 * @since 0.3.0
	 *
	 * @param list<string> $post_types Post types.
	 * @param int          $limit      Most images returned.
	 * @return array{total: int, items: list<array{image: int, post: int, posts: int}>}
	 */
	public function featured_images_without_alt( array $post_types, int $limit ): array {
		global $wpdb;
		if ( array() === $post_types ) {
			return array(
				'total' => 0,
				'items' => array(),
			);
		}
		$in   = implode( ',', array_fill( 0, count( $post_types ), '%s' ) );
		$from = "FROM {$wpdb->postmeta} t
			INNER JOIN {$wpdb->posts} p ON p.ID = t.post_id
			INNER JOIN {$wpdb->posts} a ON a.ID = CAST( t.meta_value AS UNSIGNED ) AND a.post_type = 'attachment'
			LEFT JOIN {$wpdb->postmeta} alt ON alt.post_id = a.ID AND alt.meta_key = '_wp_attachment_image_alt'
			WHERE t.meta_key = '_thumbnail_id' AND p.post_status = 'publish' AND p.post_type IN ({$in})
			AND ( alt.meta_id IS NULL OR TRIM( alt.meta_value ) = '' )";
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- $from is fixed SQL with a list of placeholders.
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(DISTINCT a.ID) {$from}", $post_types ) );
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT a.ID AS image, MIN(p.ID) AS post, COUNT(*) AS posts {$from} GROUP BY a.ID ORDER BY a.ID LIMIT %d",
				array_merge( $post_types, array( max( 1, $limit ) ) )
			),
			ARRAY_A
		);
		// phpcs:enable
		$items = array();
		foreach ( (array) $rows as $row ) {
			$items[] = array(
				'image' => (int) $row['image'],
				'post'  => (int) $row['post'],
				'posts' => (int) $row['posts'],
			);
		}
		return array(
			'total' => $total,
			'items' => $items,
		);
	}

	/**
	 * Posts and terms whose stored page checks have errors or warnings, most errors first,
	 * then most warnings (the dashboard's attention list), and how many there are. Driven by
	 * the meta_key index: the page-check engine stores both counts of every object it checks.
	 *
	 * @since 0.3.0
	 *
	 * @param list<string> $post_types Post types.
	 * @param list<string> $taxonomies Taxonomies.
	 * @param int          $limit       Most items.
	 * @param bool         $errors_only Only objects with errors (the page-check summary).
	 * @param list<string> $statuses    Post statuses (default WORKING_STATUSES).
	 * @return array{total: int, items: list<array{id: int, type: string, subtype: string, errors: int, warnings: int}>}
	 */
	public function needing_attention( array $post_types, array $taxonomies, int $limit, bool $errors_only = false, array $statuses = self::WORKING_STATUSES ): array {
		global $wpdb;
		$statuses = array() === $statuses ? self::WORKING_STATUSES : array_values( $statuses );
		$parts  = array();
		$params = array();
		if ( array() !== $post_types ) {
			$types    = implode( ',', array_fill( 0, count( $post_types ), '%s' ) );
			$in_state = implode( ',', array_fill( 0, count( $statuses ), '%s' ) );
			// The posts are read from the type and status index alone (ID and post_type are in it),
			// then joined to their meta: starting from the meta, each post would be a lookup of its
			// whole row, content included, which at 100,000 posts reads the table from disk.
			$parts[]  = "SELECT p.ID AS id, 'post' AS type, p.post_type AS subtype,
					COALESCE( CAST( e.meta_value AS SIGNED ), 0 ) AS errors, COALESCE( CAST( w.meta_value AS SIGNED ), 0 ) AS warnings
				FROM {$wpdb->posts} p
				STRAIGHT_JOIN {$wpdb->postmeta} e ON e.post_id = p.ID AND e.meta_key = %s
				LEFT JOIN {$wpdb->postmeta} w ON w.post_id = p.ID AND w.meta_key = %s
				WHERE p.post_type IN ({$types}) AND p.post_status IN ({$in_state})";
			$params   = array_merge( $params, array( self::ERRORS_KEY, self::WARNINGS_KEY ), $post_types, $statuses );
		}
		if ( array() !== $taxonomies ) {
			$in      = implode( ',', array_fill( 0, count( $taxonomies ), '%s' ) );
			$parts[] = "SELECT tt.term_id AS id, 'term' AS type, tt.taxonomy AS subtype,
					COALESCE( CAST( e.meta_value AS SIGNED ), 0 ) AS errors, COALESCE( CAST( w.meta_value AS SIGNED ), 0 ) AS warnings
				FROM {$wpdb->termmeta} e
				INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = e.term_id
				LEFT JOIN {$wpdb->termmeta} w ON w.term_id = tt.term_id AND w.meta_key = %s
				WHERE e.meta_key = %s AND tt.taxonomy IN ({$in})";
			$params  = array_merge( $params, array( self::WARNINGS_KEY, self::ERRORS_KEY ), $taxonomies );
		}
		if ( array() === $parts ) {
			return array(
				'total' => 0,
				'items' => array(),
			);
		}
		$where = $errors_only ? 'x.errors > 0' : '( x.errors > 0 OR x.warnings > 0 )';
		$union = implode( ' UNION ALL ', $parts );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- fixed SQL with lists of placeholders.
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM ( {$union} ) x WHERE {$where}", $params ) );
		$rows  = $total > 0 ? $wpdb->get_results(
			$wpdb->prepare(
				"SELECT x.* FROM ( {$union} ) x WHERE {$where} ORDER BY x.errors DESC, x.warnings DESC, x.type, x.id LIMIT %d",
				array_merge( $params, array( max( 1, $limit ) ) )
			),
			ARRAY_A
		) : array();
		// phpcs:enable
		$items = array();
		foreach ( (array) $rows as $row ) {
			$items[] = array(
				'id'       => (int) $row['id'],
				'type'     => (string) $row['type'],
				'subtype'  => (string) $row['subtype'],
				'errors'   => (int) $row['errors'],
				'warnings' => (int) $row['warnings'],
			);
		}
		return array(
			'total' => $total,
			'items' => $items,
		);
	}

	/**
	 * IDs of the posts (of some types, in the working statuses) or terms (of some taxonomies)
	 * after an ID, ascending: one keyset batch of the bulk re-analysis.
	 *
	 * @since 0.4.0
	 *
	 * @param string       $kind     'post' or 'term'.
	 * @param list<string> $subtypes Post types or taxonomies.
	 * @param int          $after    Last ID of the previous batch (0 to start).
	 * @param int          $limit    Most IDs.
	 * @return list<int>
	 */
	public function checkable_ids( string $kind, array $subtypes, int $after, int $limit ): array {
		global $wpdb;
		if ( array() === $subtypes ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $subtypes ), '%s' ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- fixed SQL with lists of placeholders.
		if ( 'post' === $kind ) {
			$states = implode( ',', array_fill( 0, count( self::WORKING_STATUSES ), '%s' ) );
			$ids    = $wpdb->get_col(
				$wpdb->prepare(
					"SELECT ID FROM {$wpdb->posts} WHERE ID > %d AND post_type IN ({$in}) AND post_status IN ({$states}) ORDER BY ID LIMIT %d",
					array_merge( array( $after ), $subtypes, self::WORKING_STATUSES, array( max( 1, $limit ) ) )
				)
			);
		} else {
			$ids = $wpdb->get_col(
				$wpdb->prepare(
					"SELECT DISTINCT term_id FROM {$wpdb->term_taxonomy} WHERE term_id > %d AND taxonomy IN ({$in}) ORDER BY term_id LIMIT %d",
					array_merge( array( $after ), $subtypes, array( max( 1, $limit ) ) )
				)
			);
		}
		// phpcs:enable
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * How many posts (working statuses) or terms the bulk re-analysis goes through.
	 *
	 * @since 0.4.0
	 *
	 * @param string       $kind     'post' or 'term'.
	 * @param list<string> $subtypes Post types or taxonomies.
	 */
	public function count_checkable( string $kind, array $subtypes ): int {
		global $wpdb;
		if ( array() === $subtypes ) {
			return 0;
		}
		$in = implode( ',', array_fill( 0, count( $subtypes ), '%s' ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- fixed SQL with lists of placeholders.
		if ( 'post' === $kind ) {
			$states = implode( ',', array_fill( 0, count( self::WORKING_STATUSES ), '%s' ) );
			$count  = $wpdb->get_var(
				$wpdb->prepare(
					"SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type IN ({$in}) AND post_status IN ({$states})",
					array_merge( $subtypes, self::WORKING_STATUSES )
				)
			);
		} else {
			$count = $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(DISTINCT term_id) FROM {$wpdb->term_taxonomy} WHERE taxonomy IN ({$in})", $subtypes ) );
		}
		// phpcs:enable
		return (int) $count;
	}

	/**
	 * Titles of posts by ID (one query), for naming objects in messages.
	 *
	 * @since 0.3.0
	 *
	 * @param list<int> $ids Post IDs.
	 * @return array<int, string>
	 */
	public function post_titles( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- $in is a list of placeholders.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_title FROM {$wpdb->posts} WHERE ID IN ({$in})", $ids ), ARRAY_A );
		// phpcs:enable
		$titles = array();
		foreach ( (array) $rows as $row ) {
			$titles[ (int) $row['ID'] ] = (string) $row['post_title'];
		}
		return $titles;
	}

	/**
	 * The newest published posts of each of some types, whole rows (the sample of URLs the
	 * robots.txt check tests): one query, at most $per_type rows of each type.
	 *
	 * @since 0.5.0
	 *
	 * @param list<string> $post_types Post types.
	 * @param int          $per_type   Most rows of each type.
	 * @return list<object>
	 */
	public function newest_published( array $post_types, int $per_type ): array {
		global $wpdb;
		$post_types = array_values( array_unique( array_map( 'strval', $post_types ) ) );
		if ( array() === $post_types || $per_type < 1 ) {
			return array();
		}
		$one = "(SELECT * FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' ORDER BY post_date DESC, ID DESC LIMIT %d)";
		$sql = implode( ' UNION ALL ', array_fill( 0, count( $post_types ), $one ) );
		$args = array();
		foreach ( $post_types as $type ) {
			$args[] = $type;
			$args[] = $per_type;
		}
		// phpcs:disable WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- $sql is built of placeholders only.
		$rows = $wpdb->get_results( $wpdb->prepare( $sql, $args ) );
		// phpcs:enable
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * The posts with stored page checks: how many, how many of them were last modified before
	 * a time, and the newest modification (their checks run when they are saved), in one query.
	 *
	 * @since 0.3.0
	 *
	 * @param string $before GMT time, 'Y-m-d H:i:s'.
	 * @return array{checked: int, older: int, newest: string}
	 */
	public function page_checks_before( string $before ): array {
		global $wpdb;
		$row = $wpdb->get_row( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an aggregate, read by Site Health only.
			$wpdb->prepare(
				"SELECT COUNT(*) AS checked, COALESCE(SUM(p.post_modified_gmt < %s), 0) AS older, COALESCE(MAX(p.post_modified_gmt), '') AS newest
				FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s",
				$before,
				self::CHECKS_KEY
			),
			ARRAY_A
		);
		return array(
			'checked' => (int) ( $row['checked'] ?? 0 ),
			'older'   => (int) ( $row['older'] ?? 0 ),
			'newest'  => (string) ( $row['newest'] ?? '' ),
		);
	}
}
