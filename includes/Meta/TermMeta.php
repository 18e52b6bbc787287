<?php
/**
 * Registers the per-term SEO meta keys.
 *
 * @package Lodestar
 */

namespace Lodestar\Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Term meta `_lodestar_<field>` for every field of Fields, registered for every public
 * taxonomy, exposed to REST and writable by users who can edit the term. Reading them is
 * Repositories\ObjectFields' (through the term index).
 *
 * @since 0.1.0
 */
class TermMeta extends PublicObjectMeta {

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
}
