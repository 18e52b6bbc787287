<?php
/**
 * Writes the site analysis' stored per-post facts in batches.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

defined( 'ABSPATH' ) || exit;

/**
 * The SQL of Analysis\ScanFacts: the facts of a batch of posts replaced in two queries (one
 * DELETE and one multi-row INSERT into the post meta table), so the site scan stores what it
 * computed without a query per post. The key is private to Lodestar (no meta hook of other
 * code needs it); the posts' meta caches are emptied so later reads see the new rows.
 *
 * @since 0.4.0
 */
class ScanFactsStore {

	/**
	 * Rows per INSERT (keeps a query well under max_allowed_packet).
	 *
	 * @since 0.4.0
	 */
	public const ROWS = 500;

	/**
	 * Replaces one meta key's value of several posts.
	 *
	 * @since 0.4.0
	 *
	 * @param string             $key    Meta key.
	 * @param array<int, string> $values Post ID => meta value (already serialized).
	 * @param list<int>|null     $stored The posts of $values that may have rows of that key (deleted
	 *                                   first); null: any of them.
	 */
	public function replace( string $key, array $values, ?array $stored = null ): void {
		global $wpdb;
		if ( array() === $values ) {
			return;
		}
		foreach ( array_chunk( $values, self::ROWS, true ) as $chunk ) {
			$ids    = array_map( 'intval', array_keys( $chunk ) );
			$delete = null === $stored ? $ids : array_values( array_intersect( $ids, array_map( 'intval', $stored ) ) );
			// phpcs:disable WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- placeholders built for the batch; caches emptied below.
			if ( array() !== $delete ) {
				$wpdb->query(
					$wpdb->prepare(
						"DELETE FROM {$wpdb->postmeta} WHERE meta_key = %s AND post_id IN (" . implode( ',', array_fill( 0, count( $delete ), '%d' ) ) . ')',
						array_merge( array( $key ), $delete )
					)
				);
			}
			$args = array();
			foreach ( $chunk as $id => $value ) {
				array_push( $args, (int) $id, $key, $value );
			}
			$wpdb->query(
				$wpdb->prepare(
					"INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', array_fill( 0, count( $chunk ), '(%d, %s, %s)' ) ),
					$args
				)
			);
			// phpcs:enable
			wp_cache_delete_multiple( $ids, 'post_meta' );
		}
	}

	/**
	 * Sets one meta key's value of several posts that hold exactly one row of it, in place (the
	 * rows keep their ids and index entries: cheaper than deleting and inserting them).
	 *
	 * @since 0.4.0
	 *
	 * @param string             $key    Meta key.
	 * @param array<int, string> $values Post ID => meta value (already serialized).
	 */
	public function update( string $key, array $values ): void {
		global $wpdb;
		foreach ( array_chunk( $values, self::ROWS, true ) as $chunk ) {
			$ids  = array_map( 'intval', array_keys( $chunk ) );
			$args = array();
			foreach ( $chunk as $id => $value ) {
				array_push( $args, (int) $id, $value );
			}
			array_push( $args, $key, ...$ids );
			// phpcs:disable WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- placeholders built for the batch; caches emptied below.
			$wpdb->query(
				$wpdb->prepare(
					"UPDATE {$wpdb->postmeta} SET meta_value = CASE post_id " . implode( ' ', array_fill( 0, count( $chunk ), 'WHEN %d THEN %s' ) ) . ' END WHERE meta_key = %s AND post_id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')',
					$args
				)
			);
			// phpcs:enable
			wp_cache_delete_multiple( $ids, 'post_meta' );
		}
	}
}
