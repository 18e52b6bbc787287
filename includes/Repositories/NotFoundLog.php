<?php
/**
 * SQL of the 404 log.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

defined( 'ABSPATH' ) || exit;

/**
 * The 404 log table (`{prefix}lodestar_404_log`, made by RedirectsTable): one row per path with
 * its count, first and last seen, last referrer and a bot-like flag. No IP address and no user
 * agent string is ever stored.
 *
 * @since 0.4.0
 */
class NotFoundLog {

	/**
	 * Constructor.
	 *
	 * @param RedirectsTable $tables The tables' names.
	 */
	public function __construct( private RedirectsTable $tables ) {}

	/**
	 * Adds aggregated hits in one statement: each entry is path => [hits, first, last, referrer, bot].
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, array{hits: int, first: string, last: string, referrer: string, bot: bool}> $entries By path.
	 */
	public function add( array $entries ): void {
		global $wpdb;
		if ( ! $entries ) {
			return;
		}
		$values = array();
		$params = array();
		foreach ( $entries as $path => $entry ) {
			$values[] = '(%s, %s, %d, %s, %s, %s, %d)';
			array_push( $params, (string) $path, md5( (string) $path ), max( 1, (int) $entry['hits'] ), $entry['first'], $entry['last'], substr( (string) $entry['referrer'], 0, 1000 ), $entry['bot'] ? 1 : 0 );
		}
		$table = $this->tables->log_table();
		$sql   = "INSERT INTO {$table} (path, path_hash, hits, first_seen, last_seen, referrer, bot) VALUES " . implode( ',', $values )
			. ' ON DUPLICATE KEY UPDATE hits = hits + VALUES(hits), last_seen = GREATEST(last_seen, VALUES(last_seen)),'
			. " referrer = IF(VALUES(referrer) = '', referrer, VALUES(referrer)), bot = VALUES(bot)";
		$wpdb->query( $wpdb->prepare( $sql, $params ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
	}

	/**
	 * How many rows were written since a time (the write budget of a minute).
	 *
	 * @since 0.4.0
	 *
	 * @param string $since GMT datetime.
	 */
	public function written_since( string $since ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$this->tables->log_table()} WHERE last_seen >= %s", $since ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * The last-seen time of a path, or null.
	 *
	 * @since 0.4.0
	 *
	 * @param string $path Path.
	 */
	public function last_seen( string $path ): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT last_seen FROM {$this->tables->log_table()} WHERE path_hash = %s", md5( $path ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return null === $value ? null : (string) $value;
	}

	/**
	 * Drops rows last seen before a time, then the oldest beyond a row count.
	 *
	 * @since 0.4.0
	 *
	 * @param string $before   GMT datetime.
	 * @param int    $max_rows Most rows kept.
	 */
	public function prune( string $before, int $max_rows ): void {
		global $wpdb;
		$table = $this->tables->log_table();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE last_seen < %s", $before ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$count = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( $count > $max_rows ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} ORDER BY last_seen ASC, id ASC LIMIT %d", $count - $max_rows ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
	}

	/**
	 * How many rows the log holds.
	 *
	 * @since 0.4.0
	 */
	public function count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$this->tables->log_table()}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * A page of rows (search by path, sort, page).
	 *
	 * @since 0.4.0
	 *
	 * @param array{search?: string, orderby?: string, order?: string, page?: int, per_page?: int} $args Query.
	 * @return array{items: list<array<string, mixed>>, total: int}
	 */
	public function page( array $args ): array {
		global $wpdb;
		$table  = $this->tables->log_table();
		$where  = '1=1';
		$params = array();
		if ( '' !== (string) ( $args['search'] ?? '' ) ) {
			$where    = 'path LIKE %s';
			$params[] = '%' . $wpdb->esc_like( (string) $args['search'] ) . '%';
		}
		$orderby  = in_array( $args['orderby'] ?? '', array( 'hits', 'path', 'first_seen', 'last_seen' ), true ) ? (string) $args['orderby'] : 'last_seen';
		$order    = 'asc' === strtolower( (string) ( $args['order'] ?? 'desc' ) ) ? 'ASC' : 'DESC';
		$per_page = max( 1, min( 100, (int) ( $args['per_page'] ?? 20 ) ) );
		$page     = max( 1, (int) ( $args['page'] ?? 1 ) );
		$count_sql = "SELECT COUNT(*) FROM {$table} WHERE $where";
		$total     = (int) $wpdb->get_var( $params ? $wpdb->prepare( $count_sql, $params ) : $count_sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
		$items     = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, path, hits, first_seen, last_seen, referrer, bot FROM {$table} WHERE $where ORDER BY $orderby $order, id $order LIMIT %d OFFSET %d", array_merge( $params, array( $per_page, ( $page - 1 ) * $per_page ) ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
		return array(
			'items' => $items,
			'total' => $total,
		);
	}

	/**
	 * Deletes rows by id (none: every row).
	 *
	 * @since 0.4.0
	 *
	 * @param int[]|null $ids Row ids, or null for all.
	 */
	public function delete( ?array $ids ): int {
		global $wpdb;
		$table = $this->tables->log_table();
		if ( null === $ids ) {
			return (int) $wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return 0;
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE id IN ($in)", $ids ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
	}
}
