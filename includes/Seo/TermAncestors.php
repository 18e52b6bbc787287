<?php
/**
 * A term's ancestors, loaded together.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

use Lodestar\Repositories\ParentTermRows;

defined( 'ABSPATH' ) || exit;

/**
 * The ancestors of a term, root first, for the breadcrumb trail and %term_hierarchy%.
 *
 * WordPress's get_ancestors() loads each ancestor as it walks up: one query per ancestor not
 * in the object cache (a post's primary category is primed by the main query, its ancestors
 * are not). Here the ids of the ancestors not cached are read first from WordPress's own
 * hierarchy of the taxonomy (the autoloaded `{taxonomy}_children` option, which WordPress
 * rebuilds whenever a term changes), and loaded in one query. Without that option in the
 * autoloaded options, WordPress's walk stands as it is: reading it could cost a query itself.
 *
 * @since 0.4.0
 */
final class TermAncestors {

	/**
	 * The ancestors of a term, root first.
	 *
	 * @since 0.4.0
	 *
	 * @param \WP_Term $term Term.
	 * @return list<\WP_Term>
	 */
	public static function of( \WP_Term $term ): array {
		if ( (int) $term->parent <= 0 ) {
			return array();
		}
		self::prime( $term );
		$ancestors = array();
		foreach ( array_reverse( get_ancestors( $term->term_id, $term->taxonomy, 'taxonomy' ) ) as $id ) {
			$ancestor = get_term( (int) $id, $term->taxonomy );
			if ( $ancestor instanceof \WP_Term ) {
				$ancestors[] = $ancestor;
			}
		}
		return $ancestors;
	}

	/**
	 * Loads the ancestors the object cache lacks, in one query.
	 *
	 * @param \WP_Term $term Term.
	 */
	private static function prime( \WP_Term $term ): void {
		$missing = array();
		$parents = null;
		$parent  = (int) $term->parent;
		$seen    = array();
		while ( $parent > 0 && ! isset( $seen[ $parent ] ) ) {
			$seen[ $parent ] = true;
			$cached          = wp_cache_get( $parent, 'terms' );
			if ( is_object( $cached ) && isset( $cached->parent ) ) {
				$parent = (int) $cached->parent;
				continue;
			}
			if ( null === $parents ) {
				$parents = self::parents( $term->taxonomy );
				if ( null === $parents ) {
					return;
				}
			}
			$missing[] = $parent;
			$parent    = $parents[ $parent ] ?? 0;
		}
		// The rows Repositories\ParentTermRows keeps: the same the query would load, without it.
		foreach ( $missing as $index => $id ) {
			$row = ParentTermRows::row( $id );
			if ( null !== $row && $term->taxonomy === ( $row['taxonomy'] ?? '' ) ) {
				wp_cache_add( $id, (object) $row, 'terms' );
				unset( $missing[ $index ] );
			}
		}
		if ( array() !== $missing ) {
			_prime_term_caches( array_values( $missing ), false );
		}
	}

	/**
	 * Term id => parent id of a taxonomy's child terms, from WordPress's hierarchy option; null
	 * when it is not among the autoloaded options.
	 *
	 * @param string $taxonomy Taxonomy.
	 * @return array<int, int>|null
	 */
	private static function parents( string $taxonomy ): ?array {
		$name = $taxonomy . '_children';
		if ( ! isset( wp_load_alloptions()[ $name ] ) ) {
			return null;
		}
		$children = get_option( $name );
		if ( ! is_array( $children ) ) {
			return null;
		}
		$parents = array();
		foreach ( $children as $parent => $ids ) {
			foreach ( (array) $ids as $id ) {
				$parents[ (int) $id ] = (int) $parent;
			}
		}
		return $parents;
	}
}
