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
class PostMeta {

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
	 * Whether the existing post types are registered (later ones register on arrival).
	 *
	 * @var bool
	 */
	private bool $registered = false;

	/**
	 * Hooks registration: after the post types of init (see Fields::registration_needed()), on
	 * REST requests, and for post types registered later.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'maybe_register_meta' ), 99 );
		add_action( 'rest_api_init', array( $this, 'register_meta' ), 0 );
		add_action( 'registered_post_type', array( $this, 'register_late_post_type' ) );
	}

	/**
	 * Registers the meta keys at init when the request needs them.
	 *
	 * @since 0.1.0
	 */
	public function maybe_register_meta(): void {
		if ( Fields::registration_needed() ) {
			$this->register_meta();
		}
	}

	/**
	 * Registers the meta keys of every public post type (once).
	 *
	 * @since 0.1.0
	 */
	public function register_meta(): void {
		if ( $this->registered ) {
			return;
		}
		$this->registered = true;
		foreach ( get_post_types( array( 'public' => true ) ) as $post_type ) {
			$this->register_for( (string) $post_type );
		}
	}

	/**
	 * Registers the keys of a post type registered after init.
	 *
	 * @since 0.1.0
	 *
	 * @param string $post_type Post type name.
	 */
	public function register_late_post_type( $post_type ): void {
		$object = get_post_type_object( (string) $post_type );
		if ( $this->registered && $object && $object->public ) {
			$this->register_for( (string) $post_type );
		}
	}

	/**
	 * Registers every field for one post type.
	 *
	 * @param string $post_type Post type name.
	 */
	private function register_for( string $post_type ): void {
		foreach ( Fields::names() as $field ) {
			register_post_meta( $post_type, Fields::key( $field ), Fields::register_args( $field, array( $this, 'can_edit' ) ) );
		}
	}

	/**
	 * Sanitizes a template value: one line of text, %variables% kept.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $value Raw value.
	 */
	public function sanitize( $value ): string {
		return (string) Fields::sanitize( 'page_title', $value );
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
