<?php
/**
 * REST resource of one post's SEO settings.
 *
 * @package Lodestar
 */

namespace Lodestar\Rest;

use Lodestar\Meta\Fields;
use Lodestar\Meta\PostMeta;
use Lodestar\Seo\Context;

defined( 'ABSPATH' ) || exit;

/**
 * GET and POST /lodestar/v1/post/settings?post_id=…&post_type=…&is_taxonomy=false (the two
 * last optional; when sent, `post_type` must be the post's type).
 *
 * The block editor itself reads and writes the fields through core-data (post meta); this
 * route serves the previews' facts to the editor and the fields to other clients.
 *
 * @since 0.1.0
 */
class PostSettingsController extends ObjectSettingsController {

	/**
	 * Route path.
	 */
	protected function route(): string {
		return '/post/settings';
	}

	/**
	 * Id parameter.
	 */
	protected function id_param(): string {
		return 'post_id';
	}

	/**
	 * Posts, not terms.
	 */
	protected function is_taxonomy(): bool {
		return false;
	}

	/**
	 * The post's type.
	 *
	 * @param int $id Post id.
	 */
	protected function type_of( int $id ): string {
		return (string) get_post_type( $id );
	}

	/**
	 * Message of a post_type that is not the post's.
	 *
	 * @param string $sent   The post_type sent.
	 * @param string $actual The post's type.
	 */
	protected function type_mismatch_message( string $sent, string $actual ): string {
		return sprintf(
			/* translators: 1: post type sent by the client, 2: the post's type. */
			__( 'post_type "%1$s" does not match this post, whose type is "%2$s".', 'lodestar' ),
			$sent,
			$actual
		);
	}

	/**
	 * A post of a public post type (revisions, menu items and blocks carry no fields).
	 *
	 * @param int $id Post id.
	 */
	protected function exists( int $id ): bool {
		$post = get_post( $id );
		if ( ! $post ) {
			return false;
		}
		$type = get_post_type_object( $post->post_type );
		return null !== $type && $type->public;
	}

	/**
	 * edit_post on this post.
	 *
	 * @param int $id Post id.
	 */
	protected function can_edit( int $id ): bool {
		return current_user_can( 'edit_post', $id );
	}

	/**
	 * Whether the user can edit posts of any public post type.
	 */
	protected function can_edit_any(): bool {
		foreach ( get_post_types( array( 'public' => true ), 'objects' ) as $type ) {
			if ( current_user_can( $type->cap->edit_posts ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Stored fields.
	 *
	 * @param int $id Post id.
	 * @return array<string, string|int>
	 */
	protected function read( int $id ): array {
		$post = get_post( $id );
		return $post ? PostMeta::values( $post ) : array();
	}

	/**
	 * Writes one field.
	 *
	 * @param int        $id    Post id.
	 * @param string     $field Field.
	 * @param string|int $value Value.
	 */
	protected function write( int $id, string $field, $value ): void {
		if ( Fields::default_value( $field ) === $value ) {
			delete_post_meta( $id, Fields::key( $field ) );
			return;
		}
		update_post_meta( $id, Fields::key( $field ), $value );
	}

	/**
	 * Title, excerpt, content, permalink and type of the post.
	 *
	 * @param int $id Post id.
	 * @return array<string, mixed>
	 */
	protected function object_facts( int $id ): array {
		$post = get_post( $id );
		if ( ! $post ) {
			return array();
		}
		$protected = '' !== $post->post_password;
		return array(
			'type'      => $post->post_type,
			'title'     => $post->post_title,
			'excerpt'   => $protected ? '' : $post->post_excerpt,
			'content'   => $protected ? '' : $post->post_content,
			'permalink' => (string) get_permalink( $post ),
			'variables' => $this->server_variables( Context::singular( $post ) ),
		);
	}
}
