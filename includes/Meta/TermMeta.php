<?php
/**
 * Registers the per-term SEO meta keys.
 *
 * @package Lodestar
 */

namespace Lodestar\Meta;

use Lodestar\Repositories\TermMetaIndex;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Term meta `_lodestar_<field>` for every field of Fields, registered for every public
 * taxonomy, exposed to REST and writable by users who can edit the term.
 *
 * @since 0.1.0
 */
class TermMeta extends PublicObjectMeta {

	/**
	 * Constructor.
	 *
	 * @param TermMetaIndex $index Ids of terms that have Lodestar meta.
	 */
	public function __construct( private TermMetaIndex $index ) {}

	/**
	 * Hooks registration: after the taxonomies of init (see Fields::registration_needed()), on
	 * REST requests, and for taxonomies registered later.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		parent::register();
		$this->index->register();
	}

	/**
	 * Registrations are for terms.
	 */
	protected function object_kind(): string {
		return 'term';
	}

	/**
	 * Registers every field for one taxonomy.
	 *
	 * @param string $taxonomy Taxonomy name.
	 */
	protected function register_for( string $taxonomy ): void {
		foreach ( Fields::names() as $field ) {
			register_term_meta( $taxonomy, Fields::key( $field ), Fields::register_args( $field, array( $this, 'can_edit' ) ) );
		}
	}

	/**
	 * Only users who can edit the term may write its SEO meta.
	 *
	 * @since 0.1.0
	 *
	 * @param bool   $allowed   Whether allowed so far.
	 * @param string $meta_key  Meta key.
	 * @param int    $object_id Term ID.
	 */
	public function can_edit( $allowed, $meta_key, $object_id ): bool {
		return current_user_can( 'edit_term', (int) $object_id );
	}

	/**
	 * Every field of a term (defaults for missing ones).
	 *
	 * From the index (TermMetaIndex): a term it does not name has no Lodestar meta, a term it
	 * names finds its values there, so a term archive view costs no query. Only a term the
	 * index lists without values (past its size bound) has its meta read.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Term $term Term.
	 * @return array<string, string|int>
	 */
	public function values( WP_Term $term ): array {
		$meta = $this->index->meta( (int) $term->term_id ) ?? ( $this->index->has( (int) $term->term_id ) ? get_term_meta( $term->term_id ) : array() );
		return Fields::from_meta( is_array( $meta ) ? $meta : array() );
	}
}
