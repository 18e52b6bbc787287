<?php
/**
 * Per-post schema choices.
 *
 * @package Lodestar
 */

namespace Lodestar\Schema;

use Lodestar\Meta\PublicObjectMeta;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Post meta `_lodestar_schemas`: a JSON object keyed by schema id saying how this post differs
 * from the site's schemas:
 * - `{ "disabled": true }` for a site schema id: not on this post;
 * - `{ "fields": { ... } }` for a site schema id: these field values replace the site's on
 *   this post (e.g. `{"@type": "BlogPosting"}` for the Article schema);
 * - `{ "title", "type", "fields" }` under a new id: a schema for this post only (FAQ, HowTo, ...).
 *
 * Registered for every public post type, exposed to REST for the block editor, writable by
 * users who can edit the post. The main query primes post meta: reading it costs no query.
 * Here rather than in Meta/: its values are schemas, checked by SchemaRepository.
 *
 * @since 0.1.0
 */
class SchemaPostMeta extends PublicObjectMeta {

	/**
	 * Meta key.
	 *
	 * @since 0.1.0
	 */
	public const KEY = '_lodestar_schemas';

	/**
	 * Largest stored value in bytes.
	 */
	private const MAX_BYTES = 65536;

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
				'single'            => true,
				'default'           => '',
				'show_in_rest'      => true,
				'sanitize_callback' => array( $this, 'sanitize' ),
				'auth_callback'     => static fn( $allowed, $meta_key, $object_id ): bool => current_user_can( 'edit_post', (int) $object_id ),
			)
		);
	}

	/**
	 * Sanitizes a value: valid JSON of the shape above, re-encoded; '' otherwise.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $value Raw value.
	 */
	public function sanitize( $value ): string {
		$clean = self::parse( $value );
		return array() === $clean ? '' : (string) wp_json_encode( $clean, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	}

	/**
	 * The post's choices (empty when none).
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Post $post Post.
	 * @return array<string, array<string, mixed>>
	 */
	public static function read( WP_Post $post ): array {
		return self::parse( get_post_meta( $post->ID, self::KEY, true ) );
	}

	/**
	 * Parses and sanitizes a stored value.
	 *
	 * @param mixed $value JSON string (or an already decoded array).
	 * @return array<string, array<string, mixed>>
	 */
	private static function parse( $value ): array {
		$clean = array();
		foreach ( self::decoded( $value, self::MAX_BYTES ) as $id => $entry ) {
			if ( ! is_string( $id ) || ! preg_match( SchemaRepository::ID_PATTERN, $id ) || ! is_array( $entry ) ) {
				continue;
			}
			if ( isset( $entry['type'] ) ) {
				$schema = SchemaRepository::sanitize_schema( $entry );
				if ( null !== $schema ) {
					$clean[ $id ] = array(
						'title'  => $schema['title'],
						'type'   => $schema['type'],
						'fields' => $schema['fields'],
					);
				}
				continue;
			}
			$item = array();
			if ( ! empty( $entry['disabled'] ) ) {
				$item['disabled'] = true;
			}
			if ( is_array( $entry['fields'] ?? null ) ) {
				$fields = SchemaRepository::sanitize_schema(
					array(
						'type'   => 'WebPage',
						'fields' => $entry['fields'],
					)
				);
				// Sanitized as values only; the @type is checked against the site schema's type when applied.
				$item['fields'] = $fields ? $fields['fields'] : array();
				if ( isset( $entry['fields']['@type'] ) && is_string( $entry['fields']['@type'] ) ) {
					$item['fields']['@type'] = $entry['fields']['@type'];
				} else {
					unset( $item['fields']['@type'] );
				}
			}
			if ( array() !== $item ) {
				$clean[ $id ] = $item;
			}
		}
		return $clean;
	}
}
