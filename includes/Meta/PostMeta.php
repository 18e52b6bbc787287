<?php
/**
 * Registers the per-post SEO meta keys.
 *
 * @package Lodestar
 */

namespace Lodestar\Meta;

use Lodestar\Settings\SettingsRepository;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Post meta `_lodestar_page_title` and `_lodestar_page_description`.
 *
 * Registered for every post type, exposed to REST (the block editor edits them through
 * core-data), writable by users who can edit the post.
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
	 * Hooks registration on init.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_meta' ) );
	}

	/**
	 * Registers the meta keys.
	 *
	 * @since 0.1.0
	 */
	public function register_meta(): void {
		$keys = array(
			self::TITLE       => __( 'SEO title template of this post.', 'lodestar' ),
			self::DESCRIPTION => __( 'SEO description template of this post.', 'lodestar' ),
		);
		foreach ( $keys as $key => $description ) {
			register_post_meta(
				'',
				$key,
				array(
					'type'              => 'string',
					'description'       => $description,
					'single'            => true,
					'default'           => '',
					'show_in_rest'      => array(
						'schema' => array(
							'type'      => 'string',
							'maxLength' => 2048,
						),
					),
					'sanitize_callback' => array( $this, 'sanitize' ),
					'auth_callback'     => array( $this, 'can_edit' ),
				)
			);
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
		if ( ! is_scalar( $value ) ) {
			return '';
		}
		return mb_substr( \Lodestar\Settings\SettingsRepository::sanitize_text( (string) $value ), 0, 2048, 'UTF-8' );
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
	 * A post's own template for a key, or '' when it has none or page-level SEO is off.
	 *
	 * Reads the meta cache, which the main query primes: no query on a page view.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Post            $post     Post.
	 * @param string             $key      Meta key (TITLE or DESCRIPTION).
	 * @param SettingsRepository $settings Settings.
	 */
	public static function override( WP_Post $post, string $key, SettingsRepository $settings ): string {
		if ( ! $settings->get( 'enable_page_level_seo' ) ) {
			return '';
		}
		$value = get_post_meta( $post->ID, $key, true );
		return is_string( $value ) ? trim( $value ) : '';
	}
}
