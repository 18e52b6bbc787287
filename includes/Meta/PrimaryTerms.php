<?php
/**
 * The primary term of a post, per hierarchical taxonomy.
 *
 * @package Lodestar
 */

namespace Lodestar\Meta;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Post meta `_lodestar_primary_terms`: a JSON object `{ "<taxonomy>": <term id> }` naming, for
 * each hierarchical taxonomy of the post, the term the post files under first (the "Primary
 * category" select of the editor sidebar). The breadcrumb trail, `%primary_category%` and the
 * schema's articleSection read it; a choice that is not among the post's terms of that taxonomy
 * is ignored (the first term is used), so unticking a category never leaves a stale primary.
 *
 * Registered for every public post type, exposed to REST for the block editor, writable by
 * users who can edit the post. The main query primes post meta: reading it costs no query.
 *
 * @since 0.3.0
 */
class PrimaryTerms extends PublicObjectMeta {

	/**
	 * Meta key.
	 *
	 * @since 0.3.0
	 */
	public const KEY = '_lodestar_primary_terms';

	/**
	 * Registrations are for posts.
	 */
	protected function object_kind(): string {
		return 'post';
	}

	/**
	 * Registers the key for one post type.
	 *
	 * @param string $post_type Post type.
	 */
	protected function register_for( string $post_type ): void {
		register_post_meta(
			$post_type,
			self::KEY,
			array(
				'type'              => 'string',
				'description'       => __( 'Primary term per hierarchical taxonomy, as a JSON object: taxonomy => term id.', 'lodestar' ),
				'single'            => true,
				'default'           => '',
				'show_in_rest'      => array(
					'schema' => array(
						'type'      => 'string',
						'maxLength' => 2048,
					),
				),
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'auth_callback'     => static fn( $allowed, $meta_key, $object_id ): bool => current_user_can( 'edit_post', (int) $object_id ),
			)
		);
	}

	/**
	 * Sanitizes a value: a JSON object of taxonomy slug => positive term id, re-encoded with its
	 * keys sorted; '' when nothing valid is left.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $value Raw value (JSON string or array).
	 */
	public static function sanitize( $value ): string {
		$clean = self::parse( $value );
		if ( array() === $clean ) {
			return '';
		}
		ksort( $clean );
		return (string) wp_json_encode( $clean );
	}

	/**
	 * The post's primary term ids, by taxonomy (empty when none chosen).
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Post $post Post.
	 * @return array<string, int>
	 */
	public static function read( WP_Post $post ): array {
		return self::parse( get_post_meta( $post->ID, self::KEY, true ) );
	}

	/**
	 * The post's primary term of one taxonomy: the chosen one when it is among the post's terms
	 * of that taxonomy, else the first of them; null when the post has none.
	 *
	 * Reads the post's term and meta caches (primed by the main query): no query on a page view.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Post $post     Post.
	 * @param string  $taxonomy Taxonomy.
	 */
	public static function term( WP_Post $post, string $taxonomy ): ?\WP_Term {
		$terms = get_the_terms( $post, $taxonomy );
		if ( ! is_array( $terms ) || array() === $terms ) {
			return null;
		}
		$chosen = self::read( $post )[ $taxonomy ] ?? 0;
		foreach ( $terms as $term ) {
			if ( $term instanceof \WP_Term && $term->term_id === $chosen ) {
				return $term;
			}
		}
		return $terms[0] instanceof \WP_Term ? $terms[0] : null;
	}

	/**
	 * The term the post owner chose for a taxonomy, when it is still one of the post's terms;
	 * null otherwise (no fallback to the first term).
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Post $post     Post.
	 * @param string  $taxonomy Taxonomy.
	 */
	public static function chosen( WP_Post $post, string $taxonomy ): ?\WP_Term {
		$chosen = self::read( $post )[ $taxonomy ] ?? 0;
		if ( $chosen <= 0 ) {
			return null;
		}
		$term = self::term( $post, $taxonomy );
		return null !== $term && $term->term_id === $chosen ? $term : null;
	}

	/**
	 * Parses a stored value.
	 *
	 * @param mixed $value JSON string (or an already decoded array).
	 * @return array<string, int>
	 */
	private static function parse( $value ): array {
		$clean = array();
		foreach ( self::decoded( $value, 2048 ) as $taxonomy => $id ) {
			if ( is_string( $taxonomy ) && preg_match( '/^[a-z0-9_\-]{1,32}$/', $taxonomy ) && is_numeric( $id ) && (int) $id > 0 ) {
				$clean[ $taxonomy ] = (int) $id;
			}
		}
		return $clean;
	}
}
