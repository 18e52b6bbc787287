<?php
/**
 * Which terms carry Lodestar meta.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

use Lodestar\Meta\Fields;

defined( 'ABSPATH' ) || exit;

/**
 * An autoloaded list of the ids of terms that have `_lodestar_*` term meta.
 *
 * WordPress does not prime the meta of the term an archive shows, so reading it costs a
 * query on every term archive view. With this index a term without SEO overrides (nearly
 * all of them) costs nothing: its meta is only read when the index names it.
 *
 * @since 0.1.0
 */
class TermMetaIndex {

	/**
	 * Option holding the list (autoloaded: every term archive reads it).
	 *
	 * @since 0.1.0
	 */
	public const OPTION = 'lodestar_term_meta_index';

	/**
	 * Memoised ids of this request, as a set.
	 *
	 * @var array<int, true>|null
	 */
	private ?array $ids = null;

	/**
	 * Keeps the index in step with term meta writes.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'added_term_meta', array( $this, 'on_meta_written' ), 10, 3 );
		add_action( 'updated_term_meta', array( $this, 'on_meta_written' ), 10, 3 );
		add_action( 'deleted_term_meta', array( $this, 'on_meta_deleted' ), 10, 3 );
		add_action( 'delete_term', array( $this, 'remove' ) );
		add_action( 'update_option_' . self::OPTION, array( $this, 'flush' ) );
	}

	/**
	 * Whether a term has Lodestar meta.
	 *
	 * @since 0.1.0
	 *
	 * @param int $term_id Term id.
	 */
	public function has( int $term_id ): bool {
		if ( null === $this->ids ) {
			$stored    = get_option( self::OPTION, array() );
			$this->ids = array_fill_keys( array_map( 'intval', is_array( $stored ) ? $stored : array() ), true );
		}
		return isset( $this->ids[ $term_id ] );
	}

	/**
	 * Drops the memoised list.
	 *
	 * @since 0.1.0
	 */
	public function flush(): void {
		$this->ids = null;
	}

	/**
	 * Adds a term when one of our keys was written.
	 *
	 * @since 0.1.0
	 *
	 * @param int|int[] $meta_ids Meta ids (unused).
	 * @param int       $term_id  Term id.
	 * @param string    $meta_key Meta key.
	 */
	public function on_meta_written( $meta_ids, $term_id, $meta_key ): void {
		if ( str_starts_with( (string) $meta_key, Fields::PREFIX ) ) {
			$this->add( (int) $term_id );
		}
	}

	/**
	 * Removes a term when its last key of ours was deleted.
	 *
	 * @since 0.1.0
	 *
	 * @param int|int[] $meta_ids Meta ids (unused).
	 * @param int       $term_id  Term id (0 when deleted for every term).
	 * @param string    $meta_key Meta key.
	 */
	public function on_meta_deleted( $meta_ids, $term_id, $meta_key ): void {
		if ( ! str_starts_with( (string) $meta_key, Fields::PREFIX ) ) {
			return;
		}
		if ( ! $term_id ) {
			$this->rebuild();
			return;
		}
		foreach ( array_keys( (array) get_term_meta( (int) $term_id ) ) as $key ) {
			if ( str_starts_with( (string) $key, Fields::PREFIX ) ) {
				return;
			}
		}
		$this->remove( (int) $term_id );
	}

	/**
	 * Adds a term id.
	 *
	 * @since 0.1.0
	 *
	 * @param int $term_id Term id.
	 */
	public function add( int $term_id ): void {
		if ( $term_id > 0 && ! $this->has( $term_id ) ) {
			$this->save( array_merge( array_keys( (array) $this->ids ), array( $term_id ) ) );
		}
	}

	/**
	 * Removes a term id.
	 *
	 * @since 0.1.0
	 *
	 * @param int $term_id Term id.
	 */
	public function remove( $term_id ): void {
		$term_id = (int) $term_id;
		if ( $this->has( $term_id ) ) {
			$ids = $this->ids;
			unset( $ids[ $term_id ] );
			$this->save( array_keys( $ids ) );
		}
	}

	/**
	 * Rebuilds the list from the term meta table (activation, imports that bypass the API).
	 *
	 * @since 0.1.0
	 */
	public function rebuild(): void {
		global $wpdb;
		$ids = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one indexed scan on activation or bulk deletes.
			$wpdb->prepare( "SELECT DISTINCT term_id FROM {$wpdb->termmeta} WHERE meta_key LIKE %s", $wpdb->esc_like( Fields::PREFIX ) . '%' )
		);
		$this->save( array_map( 'intval', (array) $ids ) );
	}

	/**
	 * Creates the option (autoloaded) when missing, so page views never look for it.
	 *
	 * @since 0.1.0
	 */
	public function ensure_option(): void {
		if ( false === get_option( self::OPTION ) ) {
			$this->rebuild();
		}
	}

	/**
	 * Stores a list.
	 *
	 * @param int[] $ids Term ids.
	 */
	private function save( array $ids ): void {
		$ids = array_values( array_unique( array_filter( $ids ) ) );
		sort( $ids );
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $ids, '', true );
		} else {
			update_option( self::OPTION, $ids, true );
		}
		$this->ids = array_fill_keys( $ids, true );
	}
}
