<?php
/**
 * The rows of the terms that have children, kept where a page view reads its options.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

defined( 'ABSPATH' ) || exit;

/**
 * A post's breadcrumb trail names the ancestors of its category, terms the page has not loaded
 * (the main query primes the post's own terms, not their parents): loading them cost a page
 * view one query. The rows of every term that has children (of hierarchical taxonomies, as
 * `{taxonomy}_children` lists them) are kept in one autoloaded option, rewritten at the end of
 * any request in which WordPress cleaned a term's cache (`clean_term_cache`: a term created,
 * edited, deleted, or its count updated), and Seo\TermAncestors puts them into the term cache
 * instead of querying. A row the option lacks is still loaded by query.
 *
 * @since 0.5.0
 */
class ParentTermRows {

	/**
	 * Option: term id => its row (the columns of wp_terms and wp_term_taxonomy), autoloaded.
	 *
	 * @since 0.5.0
	 */
	public const OPTION = 'lodestar_parent_term_rows';

	/**
	 * Most rows kept: a site with more terms that have children keeps none (an autoloaded
	 * option is read by every request), and its breadcrumbs load ancestors by query.
	 *
	 * @since 0.5.0
	 */
	public const MAX_ROWS = 1000;

	/**
	 * Whether a term's cache was cleaned during this request.
	 *
	 * @var bool
	 */
	private bool $cleaned = false;

	/**
	 * Hooks the term writes (a write listener) and the rewrite at the end of the request.
	 *
	 * @since 0.5.0
	 */
	public function listen(): void {
		add_action( 'clean_term_cache', array( $this, 'on_clean_term_cache' ) );
		add_action( 'shutdown', array( $this, 'refresh_if_cleaned' ) );
	}

	/**
	 * Notes that a term changed.
	 *
	 * @since 0.5.0
	 */
	public function on_clean_term_cache(): void {
		$this->cleaned = true;
	}

	/**
	 * Rewrites the option when a term changed during this request.
	 *
	 * @since 0.5.0
	 */
	public function refresh_if_cleaned(): void {
		if ( $this->cleaned ) {
			$this->cleaned = false;
			$this->refresh();
		}
	}

	/**
	 * Writes the rows of every term that has children.
	 *
	 * @since 0.5.0
	 */
	public function refresh(): void {
		global $wpdb;
		$ids = array();
		foreach ( get_taxonomies( array( 'hierarchical' => true ) ) as $taxonomy ) {
			foreach ( array_keys( _get_term_hierarchy( $taxonomy ) ) as $id ) {
				$ids[ (int) $id ] = true;
			}
		}
		$rows = array();
		if ( count( $ids ) > self::MAX_ROWS ) {
			delete_option( self::OPTION );
			return;
		}
		foreach ( array_chunk( array_keys( $ids ), 500 ) as $chunk ) {
			$placeholders = implode( ',', array_fill( 0, count( $chunk ), '%d' ) );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the placeholders are built above; the rows _prime_term_caches() would load.
			$found = $wpdb->get_results( $wpdb->prepare( "SELECT t.*, tt.* FROM {$wpdb->terms} AS t INNER JOIN {$wpdb->term_taxonomy} AS tt ON t.term_id = tt.term_id WHERE t.term_id IN ($placeholders)", $chunk ), ARRAY_A );
			foreach ( (array) $found as $row ) {
				$rows[ (int) $row['term_id'] ] = $row;
			}
		}
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $rows, '', true );
		} else {
			update_option( self::OPTION, $rows, true );
		}
	}

	/**
	 * The stored row of a term (null when not kept), read from the autoloaded options only.
	 *
	 * @since 0.5.0
	 *
	 * @param int $term_id Term id.
	 * @return array<string, string>|null
	 */
	public static function row( int $term_id ): ?array {
		static $raw = null, $rows = array();
		$current = wp_load_alloptions()[ self::OPTION ] ?? null;
		if ( $current !== $raw ) {
			$raw  = $current;
			$rows = is_string( $current ) ? maybe_unserialize( $current ) : array();
			$rows = is_array( $rows ) ? $rows : array();
		}
		return isset( $rows[ $term_id ] ) && is_array( $rows[ $term_id ] ) ? $rows[ $term_id ] : null;
	}
}
