<?php
/**
 * Which terms carry Lodestar meta, and their values.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

use Lodestar\Meta\Fields;

defined( 'ABSPATH' ) || exit;

/**
 * An autoloaded map of the terms that have `_lodestar_*` term meta to those values.
 *
 * WordPress does not prime the meta of the term an archive shows, so reading it costs a
 * query on every term archive view. With this index a term archive costs no query: a term
 * without SEO overrides (nearly all of them) is not in the map, and a term with overrides
 * finds its values here. The values kept are bounded (MIRROR_BYTES in all): past that, a term
 * is only listed (`true`) and its meta read from the database, one query on its archive. So
 * is a term listed by the 0.1 format (a plain list of ids) until ensure_option() rebuilds the
 * map on the next admin page.
 *
 * @since 0.1.0
 */
class TermMetaIndex {

	/**
	 * Option holding the map term id => meta key => value, or => true (autoloaded: every term
	 * archive reads it).
	 *
	 * @since 0.1.0
	 */
	public const OPTION = 'lodestar_term_meta_index';

	/**
	 * Bytes of serialized values the option keeps at most (about two hundred terms with a
	 * title and a description each).
	 *
	 * @since 0.2.0
	 */
	public const MIRROR_BYTES = 65536;

	/**
	 * Memoised map of this request.
	 *
	 * @var array<int, array<string, string>|true>|null
	 */
	private ?array $entries = null;

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
		return isset( $this->entries()[ $term_id ] );
	}

	/**
	 * A term's Lodestar meta as get_term_meta() gives it (key => list of values), from the
	 * index; null when the index does not hold its values (see the class docblock).
	 *
	 * @since 0.2.0
	 *
	 * @param int $term_id Term id.
	 * @return array<string, list<string>>|null
	 */
	public function meta( int $term_id ): ?array {
		$entry = $this->entries()[ $term_id ] ?? null;
		if ( ! is_array( $entry ) ) {
			return null;
		}
		$meta = array();
		foreach ( $entry as $key => $value ) {
			$meta[ $key ] = array( $value );
		}
		return $meta;
	}

	/**
	 * Drops the memoised map.
	 *
	 * @since 0.1.0
	 */
	public function flush(): void {
		$this->entries = null;
	}

	/**
	 * Refreshes a term when one of our keys was written.
	 *
	 * @since 0.1.0
	 *
	 * @param int|int[] $meta_ids Meta ids (unused).
	 * @param int       $term_id  Term id.
	 * @param string    $meta_key Meta key.
	 */
	public function on_meta_written( $meta_ids, $term_id, $meta_key ): void {
		if ( null !== Fields::field_of( (string) $meta_key ) ) {
			$this->refresh( (int) $term_id );
		}
	}

	/**
	 * Refreshes a term when one of our keys was deleted (it leaves the index with its last key).
	 *
	 * @since 0.1.0
	 *
	 * @param int|int[] $meta_ids Meta ids (unused).
	 * @param int       $term_id  Term id (0 when deleted for every term).
	 * @param string    $meta_key Meta key.
	 */
	public function on_meta_deleted( $meta_ids, $term_id, $meta_key ): void {
		if ( null === Fields::field_of( (string) $meta_key ) ) {
			return;
		}
		if ( ! $term_id ) {
			$this->rebuild();
			return;
		}
		$this->refresh( (int) $term_id );
	}

	/**
	 * Reads a term's Lodestar meta from the database into the index.
	 *
	 * @since 0.2.0
	 *
	 * @param int $term_id Term id.
	 */
	public function refresh( int $term_id ): void {
		if ( $term_id <= 0 ) {
			return;
		}
		$entries = $this->entries();
		$values  = array();
		foreach ( (array) get_term_meta( $term_id ) as $key => $list ) {
			if ( null !== Fields::field_of( (string) $key ) && is_array( $list ) && isset( $list[0] ) && is_scalar( $list[0] ) ) {
				$values[ (string) $key ] = (string) $list[0];
			}
		}
		unset( $entries[ $term_id ] );
		if ( array() !== $values ) {
			$entries[ $term_id ] = $values;
		}
		$this->save( $entries );
	}

	/**
	 * Removes a term.
	 *
	 * @since 0.1.0
	 *
	 * @param int $term_id Term id.
	 */
	public function remove( $term_id ): void {
		$term_id = (int) $term_id;
		if ( $this->has( $term_id ) ) {
			$entries = $this->entries();
			unset( $entries[ $term_id ] );
			$this->save( $entries );
		}
	}

	/**
	 * Rebuilds the map from the term meta table (activation, the 0.1 format, imports that
	 * bypass the API).
	 *
	 * @since 0.1.0
	 */
	public function rebuild(): void {
		global $wpdb;
		$rows    = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one indexed scan on activation or bulk deletes.
			$wpdb->prepare( "SELECT term_id, meta_key, meta_value FROM {$wpdb->termmeta} WHERE meta_key LIKE %s ORDER BY meta_id", $wpdb->esc_like( Fields::PREFIX ) . '%' ),
			ARRAY_A
		);
		$entries = array();
		foreach ( (array) $rows as $row ) {
			$value = maybe_unserialize( $row['meta_value'] );
			// The first value of a key, as get_term_meta( $id, $key, true ) reads it.
			if ( is_scalar( $value ) && null !== Fields::field_of( (string) $row['meta_key'] ) && ! isset( $entries[ (int) $row['term_id'] ][ $row['meta_key'] ] ) ) {
				$entries[ (int) $row['term_id'] ][ (string) $row['meta_key'] ] = (string) $value;
			}
		}
		$this->save( $entries );
	}

	/**
	 * Creates the option (autoloaded) when missing, so page views never look for it, and turns
	 * the 0.1 format (ids only) into the map.
	 *
	 * @since 0.1.0
	 */
	public function ensure_option(): void {
		$stored = get_option( self::OPTION );
		if ( false === $stored || ( is_array( $stored ) && array() !== $stored && array_is_list( $stored ) && is_int( $stored[0] ) ) ) {
			$this->rebuild();
		}
	}

	/**
	 * The stored map, read once per request (the 0.1 format, a list of ids, reads as ids
	 * without values).
	 *
	 * @return array<int, array<string, string>|true>
	 */
	private function entries(): array {
		if ( null === $this->entries ) {
			$stored  = get_option( self::OPTION, array() );
			$entries = array();
			foreach ( is_array( $stored ) ? $stored : array() as $key => $entry ) {
				if ( is_int( $entry ) ) {
					$entries[ $entry ] = true;
				} elseif ( is_array( $entry ) || true === $entry ) {
					$entries[ (int) $key ] = $entry;
				}
			}
			$this->entries = $entries;
		}
		return $this->entries;
	}

	/**
	 * Stores the map: values while they fit MIRROR_BYTES (lowest term ids first), the rest as
	 * listed only.
	 *
	 * @param array<int, array<string, string>|true> $entries Term id => values, or true.
	 */
	private function save( array $entries ): void {
		ksort( $entries );
		/**
		 * Filters how many bytes of term SEO values the autoloaded index keeps (terms past it
		 * cost one query on their archive).
		 *
		 * @since 0.2.0
		 *
		 * @param int $bytes Bytes of serialized values, default 65536.
		 */
		$budget = max( 0, (int) apply_filters( 'lodestar_term_meta_index_bytes', self::MIRROR_BYTES ) );
		$stored = array();
		foreach ( $entries as $term_id => $entry ) {
			if ( $term_id <= 0 ) {
				continue;
			}
			$size = is_array( $entry ) ? strlen( (string) maybe_serialize( $entry ) ) : 0; // What update_option() stores.
			if ( is_array( $entry ) && $size <= $budget ) {
				$budget            -= $size;
				$stored[ $term_id ] = $entry;
			} else {
				$stored[ $term_id ] = true;
			}
		}
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $stored, '', true );
		} else {
			update_option( self::OPTION, $stored, true );
		}
		$this->entries = $stored;
	}
}
