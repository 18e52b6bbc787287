<?php
/**
 * The page-level SEO fields of a post or a term.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

use Lodestar\Meta\Fields;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Reads every field of Meta\Fields for one post or term, from wherever a page view already
 * has it: a post's meta cache (primed by the main query), the autoloaded copy of the page for
 * posts (PostsPageMeta), the autoloaded term index (TermMetaIndex). Only a term the index lists
 * without values has its meta read from the database.
 *
 * @since 0.3.0
 */
class ObjectFields {

	/**
	 * Constructor.
	 *
	 * @param TermMetaIndex $terms      Terms with Lodestar meta, and their values.
	 * @param PostsPageMeta $posts_page Copy of the page for posts' meta.
	 */
	public function __construct(
		private TermMetaIndex $terms,
		private PostsPageMeta $posts_page
	) {}

	/**
	 * Every SEO field of a post (defaults for missing ones).
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Post $post Post.
	 * @return array<string, string|int>
	 */
	public function of_post( WP_Post $post ): array {
		$meta = $this->posts_page->meta( $post ) ?? get_post_meta( $post->ID );
		return Fields::from_meta( is_array( $meta ) ? $meta : array() );
	}

	/**
	 * Every SEO field of a term (defaults for missing ones).
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Term $term Term.
	 * @return array<string, string|int>
	 */
	public function of_term( WP_Term $term ): array {
		$id   = (int) $term->term_id;
		$meta = $this->terms->meta( $id ) ?? ( $this->terms->has( $id ) ? get_term_meta( $id ) : array() );
		return Fields::from_meta( is_array( $meta ) ? $meta : array() );
	}
}
