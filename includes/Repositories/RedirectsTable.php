<?php
/**
 * The redirects table and the 404 log table.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

defined( 'ABSPATH' ) || exit;

/**
 * SQL of the two tables of the redirect manager: `{prefix}lodestar_redirects` (the rules, with an
 * index on the hash of each rule's normalised source and of its site-internal target) and
 * `{prefix}lodestar_404_log` (404s aggregated by path). Both are made by dbDelta on activation
 * and when their schema version changes, per site.
 *
 * @since 0.4.0
 */
class RedirectsTable {

	/**
	 * Schema version, kept in the option `lodestar_redirects_db`.
	 *
	 * @since 0.4.0
	 */
	public const VERSION = '1';

	/**
	 * Option holding the installed schema version.
	 *
	 * @since 0.4.0
	 */
	public const VERSION_OPTION = 'lodestar_redirects_db';

	/**
	 * Columns a rule row has (what insert and update accept).
	 */
	private const COLUMNS = array( 'source', 'source_hash', 'match_type', 'query_mode', 'source_query', 'target', 'target_type', 'target_id', 'target_hash', 'status', 'enabled', 'origin', 'note', 'hits', 'last_hit', 'created', 'updated' );

	/**
	 * Sortable columns of the list.
	 */
	public const SORTABLE = array( 'id', 'source', 'status', 'hits', 'last_hit', 'created' );

	/**
	 * The rules table's name.
	 *
	 * @since 0.4.0
	 */
	public function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'lodestar_redirects';
	}

	/**
	 * The 404 log table's name.
	 *
	 * @since 0.4.0
	 */
	public function log_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'lodestar_404_log';
	}

	/**
	 * Creates or updates both tables when the stored version differs: missing tables are
	 * created with their CREATE TABLE statements, existing ones brought to the schema by
	 * dbDelta(). dbDelta() is only loaded for an upgrade: its file pulls in the admin includes
	 * and their hooks (admin-filters.php, e.g. a hard rewrite flush when the front page changes),
	 * which a front-end, REST or CLI request that activates the plugin should not get.
	 *
	 * @since 0.4.0
	 *
	 * @param bool $force Run even when the version matches.
	 */
	public function install( bool $force = false ): void {
		if ( ! $force && self::VERSION === get_option( self::VERSION_OPTION ) ) {
			return;
		}
		global $wpdb;
		foreach ( $this->schema() as $table => $sql ) {
			if ( $this->exists( $table ) ) {
				require_once ABSPATH . 'wp-admin/includes/upgrade.php';
				dbDelta( $sql );
			} else {
				$wpdb->query( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- DDL of our own tables.
			}
		}
		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	/**
	 * The CREATE TABLE statement of each table (in dbDelta's format), by table name.
	 *
	 * @since 0.4.0
	 *
	 * @return array<string, string>
	 */
	public function schema(): array {
		global $wpdb;
		$charset = $wpdb->get_charset_collate();
		return array(
			$this->table()     => "CREATE TABLE {$this->table()} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  source varchar(1000) NOT NULL DEFAULT '',
  source_hash char(32) NOT NULL DEFAULT '',
  match_type varchar(10) NOT NULL DEFAULT 'exact',
  query_mode varchar(10) NOT NULL DEFAULT 'ignore',
  source_query varchar(1000) NOT NULL DEFAULT '',
  target text NOT NULL,
  target_type varchar(10) NOT NULL DEFAULT 'url',
  target_id bigint(20) unsigned NOT NULL DEFAULT 0,
  target_hash char(32) NOT NULL DEFAULT '',
  status smallint(5) unsigned NOT NULL DEFAULT 301,
  enabled tinyint(1) NOT NULL DEFAULT 1,
  origin varchar(20) NOT NULL DEFAULT 'manual',
  note varchar(255) NOT NULL DEFAULT '',
  hits bigint(20) unsigned NOT NULL DEFAULT 0,
  last_hit datetime DEFAULT NULL,
  created datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  updated datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  PRIMARY KEY  (id),
  KEY source_hash (source_hash),
  KEY target_hash (target_hash),
  KEY target_object (target_type,target_id)
) $charset;",
			$this->log_table() => "CREATE TABLE {$this->log_table()} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  path varchar(1000) NOT NULL DEFAULT '',
  path_hash char(32) NOT NULL DEFAULT '',
  hits bigint(20) unsigned NOT NULL DEFAULT 0,
  first_seen datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  last_seen datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  referrer varchar(1000) NOT NULL DEFAULT '',
  bot tinyint(1) NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  UNIQUE KEY path_hash (path_hash),
  KEY last_seen (last_seen)
) $charset;",
		);
	}

	/**
	 * Whether a table exists.
	 *
	 * @param string $table Table name.
	 */
	private function exists( string $table ): bool {
		global $wpdb;
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Drops both tables (the uninstaller).
	 *
	 * @since 0.4.0
	 */
	public function drop(): void {
		global $wpdb;
		$wpdb->query( "DROP TABLE IF EXISTS {$this->table()}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb.
		$wpdb->query( "DROP TABLE IF EXISTS {$this->log_table()}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb.
		delete_option( self::VERSION_OPTION );
	}

	/**
	 * Inserts a rule; returns its id (0 on failure).
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $row Column values.
	 */
	public function insert( array $row ): int {
		global $wpdb;
		$now  = current_time( 'mysql', true );
		$row  = array_intersect_key( $row, array_flip( self::COLUMNS ) ) + array(
			'created' => $now,
			'updated' => $now,
		);
		$done = $wpdb->insert( $this->table(), $row ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return $done ? (int) $wpdb->insert_id : 0;
	}

	/**
	 * Updates a rule's columns.
	 *
	 * @since 0.4.0
	 *
	 * @param int                  $id  Rule id.
	 * @param array<string, mixed> $row Column values.
	 */
	public function update( int $id, array $row ): bool {
		global $wpdb;
		$row            = array_intersect_key( $row, array_flip( self::COLUMNS ) );
		$row['updated'] = current_time( 'mysql', true );
		return false !== $wpdb->update( $this->table(), $row, array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Deletes rules by id; returns how many went.
	 *
	 * @since 0.4.0
	 *
	 * @param int[] $ids Rule ids.
	 */
	public function delete( array $ids ): int {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return 0;
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$this->table()} WHERE id IN ($in)", $ids ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
	}

	/**
	 * Sets the enabled flag of rules; returns how many changed.
	 *
	 * @since 0.4.0
	 *
	 * @param int[] $ids     Rule ids.
	 * @param bool  $enabled New flag.
	 */
	public function set_enabled( array $ids, bool $enabled ): int {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return 0;
		}
		$in     = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$params = array_merge( array( $enabled ? 1 : 0, current_time( 'mysql', true ) ), $ids );
		return (int) $wpdb->query( $wpdb->prepare( "UPDATE {$this->table()} SET enabled = %d, updated = %s WHERE id IN ($in)", $params ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
	}

	/**
	 * One rule, or null.
	 *
	 * @since 0.4.0
	 *
	 * @param int $id Rule id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return is_array( $row ) ? $row : null;
	}

	/**
	 * Enabled rules whose source hash is one of the given ones, or whose id is one of the given.
	 *
	 * @since 0.4.0
	 *
	 * @param string[] $hashes Source hashes.
	 * @param int[]    $ids    Rule ids (regular-expression candidates).
	 * @return list<array<string, mixed>>
	 */
	public function candidates( array $hashes, array $ids ): array {
		global $wpdb;
		$where  = array();
		$params = array();
		if ( $hashes ) {
			$where[] = 'source_hash IN (' . implode( ',', array_fill( 0, count( $hashes ), '%s' ) ) . ')';
			$params  = array_merge( $params, array_values( $hashes ) );
		}
		if ( $ids ) {
			$where[] = 'id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')';
			$params  = array_merge( $params, array_values( array_map( 'intval', $ids ) ) );
		}
		if ( ! $where ) {
			return array();
		}
		$sql = "SELECT * FROM {$this->table()} WHERE enabled = 1 AND (" . implode( ' OR ', $where ) . ') ORDER BY id';
		return (array) $wpdb->get_results( $wpdb->prepare( $sql, $params ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
	}

	/**
	 * Rules (any state) with a given source hash.
	 *
	 * @since 0.4.0
	 *
	 * @param string $hash Source hash.
	 * @return list<array<string, mixed>>
	 */
	public function by_source_hash( string $hash ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE source_hash = %s ORDER BY id", $hash ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Rules (any state) whose site-internal target has a given hash.
	 *
	 * @since 0.4.0
	 *
	 * @param string $hash Target hash.
	 * @return list<array<string, mixed>>
	 */
	public function by_target_hash( string $hash ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE target_hash = %s ORDER BY id", $hash ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Which of the given hashes are the target hash of some rule.
	 *
	 * @since 0.4.0
	 *
	 * @param string[] $hashes Source hashes.
	 * @return string[]
	 */
	public function targeted( array $hashes ): array {
		global $wpdb;
		$hashes = array_values( array_unique( array_filter( $hashes ) ) );
		if ( ! $hashes ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $hashes ), '%s' ) );
		return (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT target_hash FROM {$this->table()} WHERE target_hash IN ($in)", $hashes ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
	}

	/**
	 * Rules that point at a post or term.
	 *
	 * @since 0.4.0
	 *
	 * @param string $type 'post' or 'term'.
	 * @param int    $id   Object id.
	 * @return list<array<string, mixed>>
	 */
	public function by_target_object( string $type, int $id ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE target_type = %s AND target_id = %d ORDER BY id", $type, $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * What the page-view index is built from: every enabled rule's id, kind and key.
	 *
	 * @since 0.4.0
	 *
	 * @return list<array{id: string, match_type: string, source: string}>
	 */
	public function index_rows(): array {
		global $wpdb;
		return (array) $wpdb->get_results( "SELECT id, match_type, source FROM {$this->table()} WHERE enabled = 1 ORDER BY id", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Counts a hit of a rule.
	 *
	 * @since 0.4.0
	 *
	 * @param int $id Rule id.
	 */
	public function hit( int $id ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "UPDATE {$this->table()} SET hits = hits + 1, last_hit = %s WHERE id = %d", current_time( 'mysql', true ), $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * How many rules of a kind exist (all kinds when empty).
	 *
	 * @since 0.4.0
	 *
	 * @param string $match_type exact, prefix, regex or ''.
	 */
	public function count( string $match_type = '' ): int {
		global $wpdb;
		if ( '' === $match_type ) {
			return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$this->table()}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$this->table()} WHERE match_type = %s", $match_type ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * A page of rules: search (source, target, note), filters, sort, page.
	 *
	 * @since 0.4.0
	 *
	 * @param array{search?: string, status?: int, origin?: string, match_type?: string, enabled?: ?bool, orderby?: string, order?: string, page?: int, per_page?: int} $args Query.
	 * @return array{items: list<array<string, mixed>>, total: int}
	 */
	public function page( array $args ): array {
		global $wpdb;
		$where  = array( '1=1' );
		$params = array();
		if ( '' !== (string) ( $args['search'] ?? '' ) ) {
			$like     = '%' . $wpdb->esc_like( (string) $args['search'] ) . '%';
			$where[]  = '(source LIKE %s OR target LIKE %s OR note LIKE %s)';
			$params[] = $like;
			$params[] = $like;
			$params[] = $like;
		}
		if ( ! empty( $args['status'] ) ) {
			$where[]  = 'status = %d';
			$params[] = (int) $args['status'];
		}
		if ( '' !== (string) ( $args['origin'] ?? '' ) ) {
			$where[]  = 'origin = %s';
			$params[] = (string) $args['origin'];
		}
		if ( '' !== (string) ( $args['match_type'] ?? '' ) ) {
			$where[]  = 'match_type = %s';
			$params[] = (string) $args['match_type'];
		}
		if ( isset( $args['enabled'] ) && null !== $args['enabled'] ) {
			$where[]  = 'enabled = %d';
			$params[] = $args['enabled'] ? 1 : 0;
		}
		$orderby  = in_array( $args['orderby'] ?? 'id', self::SORTABLE, true ) ? (string) ( $args['orderby'] ?? 'id' ) : 'id';
		$order    = 'asc' === strtolower( (string) ( $args['order'] ?? 'desc' ) ) ? 'ASC' : 'DESC';
		$per_page = max( 1, min( 100, (int) ( $args['per_page'] ?? 20 ) ) );
		$page     = max( 1, (int) ( $args['page'] ?? 1 ) );
		$sql_where = implode( ' AND ', $where );
		$count_sql = "SELECT COUNT(*) FROM {$this->table()} WHERE $sql_where";
		$total     = (int) $wpdb->get_var( $params ? $wpdb->prepare( $count_sql, $params ) : $count_sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
		$list_sql  = "SELECT * FROM {$this->table()} WHERE $sql_where ORDER BY $orderby $order, id $order LIMIT %d OFFSET %d";
		$items     = (array) $wpdb->get_results( $wpdb->prepare( $list_sql, array_merge( $params, array( $per_page, ( $page - 1 ) * $per_page ) ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
		return array(
			'items' => $items,
			'total' => $total,
		);
	}

	/**
	 * Every rule, in id order, a batch at a time (export): rows after an id.
	 *
	 * @since 0.4.0
	 *
	 * @param int $after_id Last id of the previous batch.
	 * @param int $limit    Batch size.
	 * @return list<array<string, mixed>>
	 */
	public function after( int $after_id, int $limit ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE id > %d ORDER BY id LIMIT %d", $after_id, $limit ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}
