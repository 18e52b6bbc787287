<?php
/**
 * SQL that finds another SEO plugin's data for the migration.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

defined( 'ABSPATH' ) || exit;

/**
 * Read-only queries over other plugins' storage: which posts and terms hold some of their meta
 * keys (keyset pages by id), and rows of their own tables. Never writes anything.
 *
 * @since 0.3.0
 */
class MigrationSourceData {

	/**
	 * Post statuses never migrated (WordPress's own bookkeeping).
	 */
	private const SKIPPED_STATUSES = array( 'auto-draft', 'trash' );

	/**
	 * Post types never migrated.
	 */
	private const SKIPPED_TYPES = array( 'revision', 'nav_menu_item', 'customize_changeset', 'wp_template', 'wp_template_part', 'wp_global_styles', 'wp_navigation', 'wp_block', 'wp_font_family', 'wp_font_face', 'oembed_cache', 'user_request', 'custom_css' );

	/**
	 * Posts holding any of the meta keys (or a key starting with one of the prefixes), after an
	 * id, in id order.
	 *
	 * @since 0.3.0
	 *
	 * @param string[] $keys     Exact meta keys.
	 * @param string[] $prefixes Key prefixes (matched literally).
	 * @param int      $after    Last id of the previous page (0 for the first).
	 * @param int      $limit    Most rows.
	 * @return array<int, string> Post id => post type.
	 */
	public function posts_with_meta( array $keys, array $prefixes, int $after, int $limit ): array {
		global $wpdb;
		list( $where, $args ) = $this->key_condition( 'm.meta_key', $keys, $prefixes );
		$args                 = array_merge( $args, self::SKIPPED_STATUSES, self::SKIPPED_TYPES, array( $after, $limit ) );
		$sql                  = "SELECT p.ID, p.post_type FROM {$wpdb->posts} p WHERE EXISTS ( SELECT 1 FROM {$wpdb->postmeta} m WHERE m.post_id = p.ID AND ( $where ) )"
			. ' AND p.post_status NOT IN (' . $this->placeholders( self::SKIPPED_STATUSES ) . ')'
			. ' AND p.post_type NOT IN (' . $this->placeholders( self::SKIPPED_TYPES ) . ')'
			. ' AND p.ID > %d ORDER BY p.ID ASC LIMIT %d';
		$rows                 = $wpdb->get_results( $wpdb->prepare( $sql, $args ), ARRAY_N ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- placeholders built above.
		$ids                  = array();
		foreach ( (array) $rows as $row ) {
			$ids[ (int) $row[0] ] = (string) $row[1];
		}
		return $ids;
	}

	/**
	 * Number of posts posts_with_meta() lists in all.
	 *
	 * @since 0.3.0
	 *
	 * @param string[] $keys     Exact meta keys.
	 * @param string[] $prefixes Key prefixes.
	 */
	public function count_posts_with_meta( array $keys, array $prefixes ): int {
		global $wpdb;
		list( $where, $args ) = $this->key_condition( 'm.meta_key', $keys, $prefixes );
		$args                 = array_merge( $args, self::SKIPPED_STATUSES, self::SKIPPED_TYPES );
		$sql                  = "SELECT COUNT(*) FROM {$wpdb->posts} p WHERE EXISTS ( SELECT 1 FROM {$wpdb->postmeta} m WHERE m.post_id = p.ID AND ( $where ) )"
			. ' AND p.post_status NOT IN (' . $this->placeholders( self::SKIPPED_STATUSES ) . ')'
			. ' AND p.post_type NOT IN (' . $this->placeholders( self::SKIPPED_TYPES ) . ')';
		return (int) $wpdb->get_var( $wpdb->prepare( $sql, $args ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- placeholders built above.
	}

	/**
	 * Terms holding any of the term meta keys (or prefixes), after an id, in id order.
	 *
	 * @since 0.3.0
	 *
	 * @param string[] $keys     Exact meta keys.
	 * @param string[] $prefixes Key prefixes.
	 * @param int      $after    Last term id of the previous page.
	 * @param int      $limit    Most rows.
	 * @return array<int, string> Term id => taxonomy.
	 */
	public function terms_with_meta( array $keys, array $prefixes, int $after, int $limit ): array {
		global $wpdb;
		list( $where, $args ) = $this->key_condition( 'm.meta_key', $keys, $prefixes );
		$args[]               = $after;
		$args[]               = $limit;
		$sql                  = "SELECT tt.term_id, tt.taxonomy FROM {$wpdb->term_taxonomy} tt WHERE EXISTS ( SELECT 1 FROM {$wpdb->termmeta} m WHERE m.term_id = tt.term_id AND ( $where ) )"
			. ' AND tt.term_id > %d ORDER BY tt.term_id ASC LIMIT %d';
		$rows                 = $wpdb->get_results( $wpdb->prepare( $sql, $args ), ARRAY_N ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- placeholders built above.
		$ids                  = array();
		foreach ( (array) $rows as $row ) {
			$ids[ (int) $row[0] ] = (string) $row[1];
		}
		return $ids;
	}

	/**
	 * Number of terms terms_with_meta() lists in all.
	 *
	 * @since 0.3.0
	 *
	 * @param string[] $keys     Exact meta keys.
	 * @param string[] $prefixes Key prefixes.
	 */
	public function count_terms_with_meta( array $keys, array $prefixes ): int {
		global $wpdb;
		list( $where, $args ) = $this->key_condition( 'm.meta_key', $keys, $prefixes );
		$sql                  = "SELECT COUNT(*) FROM {$wpdb->term_taxonomy} tt WHERE EXISTS ( SELECT 1 FROM {$wpdb->termmeta} m WHERE m.term_id = tt.term_id AND ( $where ) )";
		return (int) $wpdb->get_var( $wpdb->prepare( $sql, $args ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- placeholders built above.
	}

	/**
	 * Whether a table of the site exists (another plugin's own table).
	 *
	 * @since 0.3.0
	 *
	 * @param string $suffix Table name without the site's prefix, e.g. 'aioseo_posts'.
	 */
	public function table_exists( string $suffix ): bool {
		global $wpdb;
		$table = $wpdb->prefix . $suffix;
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- schema probe.
	}

	/**
	 * Post ids of a table keyed by `post_id` (another plugin's own table), after an id.
	 *
	 * @since 0.3.0
	 *
	 * @param string $suffix Table name without the prefix.
	 * @param int    $after  Last id of the previous page.
	 * @param int    $limit  Most rows.
	 * @return array<int, string> Post id => post type.
	 */
	public function posts_in_table( string $suffix, int $after, int $limit ): array {
		global $wpdb;
		$table = esc_sql( $wpdb->prefix . $suffix );
		$args  = array_merge( self::SKIPPED_STATUSES, self::SKIPPED_TYPES, array( $after, $limit ) );
		$sql   = "SELECT p.ID, p.post_type FROM `$table` a JOIN {$wpdb->posts} p ON p.ID = a.post_id"
			. ' WHERE p.post_status NOT IN (' . $this->placeholders( self::SKIPPED_STATUSES ) . ')'
			. ' AND p.post_type NOT IN (' . $this->placeholders( self::SKIPPED_TYPES ) . ')'
			. ' AND p.ID > %d ORDER BY p.ID ASC LIMIT %d';
		$rows  = $wpdb->get_results( $wpdb->prepare( $sql, $args ), ARRAY_N ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- table name escaped, placeholders built above.
		$ids   = array();
		foreach ( (array) $rows as $row ) {
			$ids[ (int) $row[0] ] = (string) $row[1];
		}
		return $ids;
	}

	/**
	 * Number of rows posts_in_table() lists in all.
	 *
	 * @since 0.3.0
	 *
	 * @param string $suffix Table name without the prefix.
	 */
	public function count_posts_in_table( string $suffix ): int {
		global $wpdb;
		$table = esc_sql( $wpdb->prefix . $suffix );
		$args  = array_merge( self::SKIPPED_STATUSES, self::SKIPPED_TYPES );
		$sql   = "SELECT COUNT(*) FROM `$table` a JOIN {$wpdb->posts} p ON p.ID = a.post_id"
			. ' WHERE p.post_status NOT IN (' . $this->placeholders( self::SKIPPED_STATUSES ) . ')'
			. ' AND p.post_type NOT IN (' . $this->placeholders( self::SKIPPED_TYPES ) . ')';
		return (int) $wpdb->get_var( $wpdb->prepare( $sql, $args ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- table name escaped.
	}

	/**
	 * Term ids of a table keyed by `term_id` (another plugin's own table), after an id.
	 *
	 * @since 0.3.0
	 *
	 * @param string $suffix Table name without the prefix.
	 * @param int    $after  Last term id of the previous page.
	 * @param int    $limit  Most rows.
	 * @return array<int, string> Term id => taxonomy.
	 */
	public function terms_in_table( string $suffix, int $after, int $limit ): array {
		global $wpdb;
		$table = esc_sql( $wpdb->prefix . $suffix );
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT tt.term_id, tt.taxonomy FROM `$table` a JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = a.term_id WHERE tt.term_id > %d ORDER BY tt.term_id ASC LIMIT %d", $after, $limit ), ARRAY_N ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name escaped.
		$ids   = array();
		foreach ( (array) $rows as $row ) {
			$ids[ (int) $row[0] ] = (string) $row[1];
		}
		return $ids;
	}

	/**
	 * Number of rows terms_in_table() lists in all.
	 *
	 * @since 0.3.0
	 *
	 * @param string $suffix Table name without the prefix.
	 */
	public function count_terms_in_table( string $suffix ): int {
		global $wpdb;
		$table = esc_sql( $wpdb->prefix . $suffix );
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM `$table` a JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = a.term_id" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name escaped, no input.
	}

	/**
	 * Whether a table (another plugin's own) holds any row.
	 *
	 * @since 0.3.0
	 *
	 * @param string $suffix Table name without the prefix.
	 */
	public function table_has_rows( string $suffix ): bool {
		global $wpdb;
		if ( ! $this->table_exists( $suffix ) ) {
			return false;
		}
		$table = esc_sql( $wpdb->prefix . $suffix );
		return null !== $wpdb->get_var( "SELECT 1 FROM `$table` LIMIT 1" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name escaped, no input.
	}

	/**
	 * One row of a table keyed by a column (another plugin's own table), or null.
	 *
	 * @since 0.3.0
	 *
	 * @param string $suffix Table name without the prefix.
	 * @param string $column Key column (a literal name chosen by the caller, e.g. 'post_id').
	 * @param int    $id     Key value.
	 * @return array<string, mixed>|null
	 */
	public function row( string $suffix, string $column, int $id ): ?array {
		global $wpdb;
		$table  = esc_sql( $wpdb->prefix . $suffix );
		$column = preg_replace( '/[^a-z_]/', '', $column );
		$row    = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM `$table` WHERE `$column` = %d LIMIT 1", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column escaped.
		return is_array( $row ) ? $row : null;
	}

	/**
	 * Whether any post holds one of the meta keys (or prefixes).
	 *
	 * @since 0.3.0
	 *
	 * @param string[] $keys     Exact meta keys.
	 * @param string[] $prefixes Key prefixes.
	 */
	public function any_post_meta( array $keys, array $prefixes ): bool {
		global $wpdb;
		list( $where, $args ) = $this->key_condition( 'meta_key', $keys, $prefixes );
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM {$wpdb->postmeta} WHERE ( $where ) LIMIT 1", $args ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders built in key_condition().
	}

	/**
	 * Whether any term holds one of the meta keys (or prefixes).
	 *
	 * @since 0.3.0
	 *
	 * @param string[] $keys     Exact meta keys.
	 * @param string[] $prefixes Key prefixes.
	 */
	public function any_term_meta( array $keys, array $prefixes ): bool {
		global $wpdb;
		list( $where, $args ) = $this->key_condition( 'meta_key', $keys, $prefixes );
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM {$wpdb->termmeta} WHERE ( $where ) LIMIT 1", $args ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders built in key_condition().
	}

	/**
	 * Users holding a non-empty value of one of the meta keys, in id order (a site has few
	 * authors with SEO fields of their own; capped at $limit).
	 *
	 * @since 0.5.0
	 *
	 * @param string[] $keys  Exact meta keys.
	 * @param int      $limit Most users.
	 * @return list<int> User ids.
	 */
	public function users_with_meta( array $keys, int $limit = 1000 ): array {
		global $wpdb;
		if ( array() === $keys ) {
			return array();
		}
		list( $where, $args ) = $this->key_condition( 'meta_key', $keys, array() );
		$args[]               = $limit;
		$ids                  = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT user_id FROM {$wpdb->usermeta} WHERE ( $where ) AND meta_value <> '' ORDER BY user_id ASC LIMIT %d", $args ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders built in key_condition().
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * A WHERE fragment matching exact keys or key prefixes, with its arguments.
	 *
	 * @param string   $column   Column.
	 * @param string[] $keys     Exact keys.
	 * @param string[] $prefixes Prefixes.
	 * @return array{0: string, 1: list<string>}
	 */
	private function key_condition( string $column, array $keys, array $prefixes ): array {
		global $wpdb;
		$parts = array();
		$args  = array();
		if ( array() !== $keys ) {
			$parts[] = "$column IN (" . $this->placeholders( $keys ) . ')';
			$args    = array_values( array_map( 'strval', $keys ) );
		}
		foreach ( $prefixes as $prefix ) {
			$parts[] = "$column LIKE %s";
			$args[]  = $wpdb->esc_like( $prefix ) . '%';
		}
		return array( array() === $parts ? '1 = 0' : implode( ' OR ', $parts ), $args );
	}

	/**
	 * `%s, %s, …` for a list.
	 *
	 * @param array<int, mixed> $values Values.
	 */
	private function placeholders( array $values ): string {
		return implode( ', ', array_fill( 0, count( $values ), '%s' ) );
	}
}
