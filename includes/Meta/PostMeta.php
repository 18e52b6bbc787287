<?php
/**
 * Registers the per-post SEO meta keys.
 *
 * @package Lodestar
 */

namespace Lodestar\Meta;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Post meta `_lodestar_<field>` for every field of Fields (title, description, canonical,
 * robots flags, Facebook and X title/description/image).
 *
 * Registered for every public post type (also those registered later), exposed to REST
 * (the block editor edits them through core-data), writable by users who can edit the post.
 *
 * @since 0.1.0
 */
class PostMeta extends PublicObjectMeta {

	/**
	 * Per-post title template.
	 *
	 * @since 0.1.0
	 */
	public const TITLE = '_lodestar_page_title';

	/**
	 * Per-post description template.
	 *
	 * @since 0.1.0
	 */
	public const DESCRIPTION = '_lodestar_page_description';

	/**
	 * Registrations are for posts.
	 */
	protected function object_kind(): string {
		return 'post';
	}

	/**
	 * Registers every field for one post type.
	 *
	 * @param string $post_type Post type name.
	 */
	protected function register_for( string $post_type ): void {
		foreach ( Fields::names() as $field ) {
			register_post_meta( $post_type, Fields::key( $field ), Fields::register_args( $field, array( $this, 'can_edit' ) ) );
		}
	}

	/**
	 * Only users who can edit the post may write its SEO meta.
	 *
	 * @since 0.1.0
	 *
	 * @param bool   $allowed   Whether allowed so far.
	 * @param string $meta_key  Meta key.
	 * @param int    $object_id Post ID.
	 */
	public function can_edit( $allowed, $meta_key, $object_id ): bool {
		return current_user_can( 'edit_post', (int) $object_id );
	}

	/**
	 * Every field of a post (defaults for missing ones).
	 *
	 * Reads the meta cache, which the main query primes: no query on a singular page view.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Post $post Post.
	 * @return array<string, string|int>
	 */
	public static function values( WP_Post $post ): array {
		$meta = get_post_meta( $post->ID );
		return Fields::from_meta( is_array( $meta ) ? $meta : array() );
	}
}
