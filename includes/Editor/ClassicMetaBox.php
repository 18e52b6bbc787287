<?php
/**
 * The SEO fields as a meta box of the classic editor.
 *
 * @package Lodestar
 */

namespace Lodestar\Editor;

use Lodestar\Meta\FieldRules;
use Lodestar\Meta\Fields;
use Lodestar\Meta\PostMeta;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Where a post type does not use the block editor, the same fields as the sidebar appear in a
 * "Lodestar SEO" meta box and save with the post form (nonce, edit_post, the field rules of
 * every write path, Meta\FieldRules; an invalid value is not saved and the field keeps its old
 * value).
 *
 * @since 0.1.0
 */
class ClassicMetaBox {

	/**
	 * Nonce action and field name.
	 *
	 * @since 0.1.0
	 */
	public const NONCE = 'lodestar_seo_meta_box';

	/**
	 * Prefix of the form fields.
	 *
	 * @since 0.1.0
	 */
	public const INPUT = 'lodestar_seo';

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * Hooks the box and the save.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'add_meta_boxes', array( $this, 'add_meta_box' ), 10, 2 );
		add_action( 'save_post', array( $this, 'save' ), 10, 2 );
	}

	/**
	 * Adds the box for public post types edited without the block editor.
	 *
	 * @since 0.1.0
	 *
	 * @param string   $post_type Post type.
	 * @param \WP_Post $post      Post.
	 */
	public function add_meta_box( $post_type, $post ): void {
		if ( ! $post instanceof \WP_Post || ! $this->applies( $post ) ) {
			return;
		}
		add_meta_box( 'lodestar-seo', __( 'Lodestar SEO', 'lodestar' ), array( $this, 'render' ), (string) $post_type, 'normal', 'default' );
	}

	/**
	 * Whether the box belongs to this post.
	 *
	 * @param \WP_Post $post Post.
	 */
	private function applies( \WP_Post $post ): bool {
		$type = get_post_type_object( $post->post_type );
		return $this->settings->get( 'enable_page_level_seo' )
			&& $type && $type->public
			&& ! ( function_exists( 'use_block_editor_for_post' ) && use_block_editor_for_post( $post ) );
	}

	/**
	 * Prints the fields.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_Post $post Post.
	 */
	public function render( $post ): void {
		$values = PostMeta::values( $post );
		wp_nonce_field( self::NONCE, self::NONCE );
		$text_fields = array(
			'page_title'           => __( 'SEO Title', 'lodestar' ),
			'page_description'     => __( 'SEO Description', 'lodestar' ),
			'canonical_url'        => __( 'Canonical URL', 'lodestar' ),
			'facebook_title'       => __( 'Facebook Title', 'lodestar' ),
			'facebook_description' => __( 'Facebook Description', 'lodestar' ),
			'facebook_image_url'   => __( 'Facebook Image URL', 'lodestar' ),
			'twitter_title'        => __( 'X Title', 'lodestar' ),
			'twitter_description'  => __( 'X Description', 'lodestar' ),
			'twitter_image_url'    => __( 'X Image URL', 'lodestar' ),
		);
		echo '<p>' . esc_html__( 'Variables such as %title%, %site_name% and %separator% work in titles and descriptions. Leave a field empty to use the site settings.', 'lodestar' ) . '</p>';
		echo '<table class="form-table lodestar-seo-meta-box" role="presentation"><tbody>';
		foreach ( $text_fields as $field => $label ) {
			$id   = 'lodestar-seo-' . str_replace( '_', '-', $field );
			$type = 'url' === Fields::definitions()[ $field ]['type'] ? 'url' : 'text';
			printf(
				'<tr><th scope="row"><label for="%1$s">%2$s</label></th><td>',
				esc_attr( $id ),
				esc_html( $label )
			);
			if ( str_ends_with( $field, '_description' ) ) {
				printf(
					'<textarea class="large-text" rows="2" id="%1$s" name="%2$s[%3$s]">%4$s</textarea>',
					esc_attr( $id ),
					esc_attr( self::INPUT ),
					esc_attr( $field ),
					esc_textarea( (string) $values[ $field ] )
				);
			} else {
				printf(
					'<input class="large-text" type="%1$s" id="%2$s" name="%3$s[%4$s]" value="%5$s" />',
					esc_attr( 'url' === $type ? 'text' : $type ),
					esc_attr( $id ),
					esc_attr( self::INPUT ),
					esc_attr( $field ),
					esc_attr( (string) $values[ $field ] )
				);
			}
			echo '</td></tr>';
		}
		$robots = array(
			'post_no_index'   => __( 'No Index', 'lodestar' ),
			'post_no_follow'  => __( 'No Follow', 'lodestar' ),
			'post_no_archive' => __( 'No Archive', 'lodestar' ),
		);
		$choices = array(
			Fields::ROBOTS_DEFAULT => __( 'Site default', 'lodestar' ),
			Fields::ROBOTS_YES     => __( 'Yes, for this post', 'lodestar' ),
			Fields::ROBOTS_NO      => __( 'No, never for this post', 'lodestar' ),
		);
		foreach ( $robots as $field => $label ) {
			$id = 'lodestar-seo-' . str_replace( '_', '-', $field );
			printf(
				'<tr><th scope="row"><label for="%1$s">%2$s</label></th><td><select id="%1$s" name="%3$s[%4$s]">',
				esc_attr( $id ),
				esc_html( $label ),
				esc_attr( self::INPUT ),
				esc_attr( $field )
			);
			foreach ( $choices as $value => $text ) {
				printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $value ), selected( $values[ $field ], $value, false ), esc_html( $text ) );
			}
			echo '</select></td></tr>';
		}
		echo '</tbody></table>';
	}

	/**
	 * Saves the fields with the post form.
	 *
	 * @since 0.1.0
	 *
	 * @param int      $post_id Post id.
	 * @param \WP_Post $post    Post.
	 */
	public function save( $post_id, $post ): void {
		if ( ! isset( $_POST[ self::NONCE ], $_POST[ self::INPUT ] ) || ! is_array( $_POST[ self::INPUT ] ) ) {
			return;
		}
		if ( ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST[ self::NONCE ] ) ), self::NONCE ) ) {
			return;
		}
		if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( (int) $post_id ) || ! current_user_can( 'edit_post', (int) $post_id ) ) {
			return;
		}
		if ( ! $post instanceof \WP_Post || ! $this->applies( $post ) ) {
			return;
		}
		$input  = wp_unslash( $_POST[ self::INPUT ] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each value is validated and sanitized below.
		$stored = PostMeta::values( $post );
		foreach ( Fields::names() as $field ) {
			if ( ! array_key_exists( $field, $input ) || ! is_string( $input[ $field ] ) ) {
				continue;
			}
			$value = FieldRules::check( $field, trim( $input[ $field ] ), $stored[ $field ] );
			if ( is_wp_error( $value ) ) {
				continue;
			}
			if ( str_ends_with( $field, '_image_url' ) && $value !== $stored[ $field ] ) {
				// A new URL typed here replaces the picked attachment, which would otherwise win.
				delete_post_meta( (int) $post_id, Fields::key( str_replace( '_url', '_id', $field ) ) );
			}
			if ( Fields::default_value( $field ) === $value ) {
				delete_post_meta( (int) $post_id, Fields::key( $field ) );
			} else {
				update_post_meta( (int) $post_id, Fields::key( $field ), $value );
			}
		}
	}
}
