<?php
/**
 * REST resource of one term's SEO settings.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Meta\Fields;
use Lodestar\Seo\Context;

defined( 'ABSPATH' ) || exit;

/**
 * GET and POST /lodestar/v1/term/settings?term_id=…&post_type=…&is_taxonomy=true (the term
 * popup of taxonomy screens; the two last optional).
 *
 * For a term, `post_type` names the term's taxonomy, not the post type of the screen the
 * popup opened on: the taxonomy is what the term is (the answer's `preview.object.type` says
 * the same), while a screen's post type is only where the list was reached from (one
 * taxonomy serves several post types, and edit-tags.php falls back to "post"), so it could
 * not be checked against the term.
 *
 * @since 0.1.0
 */
class TermSettingsController extends ObjectSettingsController {

	/**
	 * Route path.
	 */
	protected function route(): string {
		return '/term/settings';
	}

	/**
	 * Id parameter.
	 */
	protected function id_param(): string {
		return 'term_id';
	}

	/**
	 * Terms.
	 */
	protected function is_taxonomy(): bool {
		return true;
	}

	/**
	 * The term's taxonomy.
	 *
	 * @param int $id Term id.
	 */
	protected function type_of( int $id ): string {
		$term = get_term( $id );
		return $term instanceof \WP_Term ? $term->taxonomy : '';
	}

	/**
	 * Message of a post_type that is not the term's taxonomy.
	 *
	 * @param string $sent   The post_type sent.
	 * @param string $actual The term's taxonomy.
	 */
	protected function type_mismatch_message( string $sent, string $actual ): string {
		return sprintf(
			/* translators: 1: post_type sent by the client, 2: the term's taxonomy. */
			__( 'post_type "%1$s" does not match this term, whose taxonomy is "%2$s" (for a term, post_type names its taxonomy).', 'lodestar' ),
			$sent,
			$actual
		);
	}

	/**
	 * A term of a public taxonomy.
	 *
	 * @param int $id Term id.
	 */
	protected function exists( int $id ): bool {
		$term = get_term( $id );
		if ( ! $term instanceof \WP_Term ) {
			return false;
		}
		$taxonomy = get_taxonomy( $term->taxonomy );
		return false !== $taxonomy && $taxonomy->public;
	}

	/**
	 * edit_term on this term.
	 *
	 * @param int $id Term id.
	 */
	protected function can_edit( int $id ): bool {
		return current_user_can( 'edit_term', $id );
	}

	/**
	 * Whether the user can edit terms of any public taxonomy.
	 */
	protected function can_edit_any(): bool {
		foreach ( get_taxonomies( array( 'public' => true ), 'objects' ) as $taxonomy ) {
			if ( current_user_can( $taxonomy->cap->edit_terms ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Stored fields (read directly: the index of terms with meta may lag within a request).
	 *
	 * @param int $id Term id.
	 * @return array<string, string|int>
	 */
	protected function read( int $id ): array {
		$meta = get_term_meta( $id );
		return Fields::from_meta( is_array( $meta ) ? $meta : array() );
	}

	/**
	 * Writes one field (the term meta hooks keep the term index current).
	 *
	 * @param int        $id    Term id.
	 * @param string     $field Field.
	 * @param string|int $value Value.
	 */
	protected function write( int $id, string $field, $value ): void {
		if ( Fields::default_value( $field ) === $value ) {
			delete_term_meta( $id, Fields::key( $field ) );
			return;
		}
		update_term_meta( $id, Fields::key( $field ), $value );
	}

	/**
	 * Name, description, permalink and taxonomy of the term.
	 *
	 * @param int $id Term id.
	 * @return array<string, mixed>
	 */
	protected function object_facts( int $id ): array {
		$term = get_term( $id );
		if ( ! $term instanceof \WP_Term ) {
			return array();
		}
		$link = get_term_link( $term );
		return array(
			'type'        => $term->taxonomy,
			'title'       => $term->name,
			'description' => $term->description,
			'permalink'   => is_string( $link ) ? $link : '',
			'variables'   => $this->server_variables( Context::term( $term ) ),
		);
	}
}
