<?php
/**
 * The "Lodestar SEO" section of the profile screens.
 *
 * @package Lodestar
 */

namespace Lodestar\Admin;

use Lodestar\Meta\AuthorSeo;
use Lodestar\Meta\FieldRules;
use Lodestar\Meta\Fields;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * An author's SEO title and description (Meta\AuthorSeo) on Profile and Edit User, saved
 * with the profile form: nonce, edit_user on that user, the field rules every write path
 * applies (an invalid value is not saved and the field keeps its old one); an empty field
 * deletes the value, so the author archive's template applies. Shown while page-level SEO is
 * on (Manage Features), as the editors' fields are.
 *
 * @since 0.5.0
 */
class AuthorSeoSection {

	/**
	 * Nonce action and field name.
	 */
	private const NONCE = 'lodestar_author_seo_nonce';

	/**
	 * Name of the posted fields' array.
	 */
	private const INPUT = 'lodestar_author_seo';

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * Hooks the section and its saving.
	 *
	 * @since 0.5.0
	 */
	public function register(): void {
		add_action( 'show_user_profile', array( $this, 'render' ) );
		add_action( 'edit_user_profile', array( $this, 'render' ) );
		add_action( 'personal_options_update', array( $this, 'save' ) );
		add_action( 'edit_user_profile_update', array( $this, 'save' ) );
	}

	/**
	 * Prints the section.
	 *
	 * @since 0.5.0
	 *
	 * @param \WP_User $user The user being edited.
	 */
	public function render( $user ): void {
		if ( ! $user instanceof \WP_User || ! $this->applies() || ! current_user_can( 'edit_user', $user->ID ) ) {
			return;
		}
		$values = AuthorSeo::of_user( (int) $user->ID );
		$labels = array(
			'page_title'       => __( 'SEO title', 'lodestar' ),
			'page_description' => __( 'SEO description', 'lodestar' ),
		);
		echo '<h2>' . esc_html__( 'Lodestar SEO', 'lodestar' ) . '</h2>';
		echo '<p>' . esc_html__( 'The title and description of this author’s archive page. Variables such as %title% (the author’s name), %site_name% and %separator% work here. Leave a field empty to use the author archive settings.', 'lodestar' ) . '</p>';
		wp_nonce_field( self::NONCE, self::NONCE );
		echo '<table class="form-table" role="presentation">';
		foreach ( AuthorSeo::FIELDS as $field ) {
			$id = 'lodestar-author-' . str_replace( '_', '-', $field );
			printf( '<tr><th><label for="%1$s">%2$s</label></th><td>', esc_attr( $id ), esc_html( $labels[ $field ] ) );
			if ( 'page_description' === $field ) {
				printf(
					'<textarea id="%1$s" name="%2$s[%3$s]" rows="3" class="large-text">%4$s</textarea>',
					esc_attr( $id ),
					esc_attr( self::INPUT ),
					esc_attr( $field ),
					esc_textarea( (string) $values[ $field ] )
				);
			} else {
				printf(
					'<input type="text" id="%1$s" name="%2$s[%3$s]" value="%4$s" class="regular-text" />',
					esc_attr( $id ),
					esc_attr( self::INPUT ),
					esc_attr( $field ),
					esc_attr( (string) $values[ $field ] )
				);
			}
			echo '</td></tr>';
		}
		echo '</table>';
	}

	/**
	 * Saves the section with the profile form.
	 *
	 * @since 0.5.0
	 *
	 * @param int $user_id The user being saved.
	 */
	public function save( $user_id ): void {
		if ( ! isset( $_POST[ self::NONCE ], $_POST[ self::INPUT ] ) || ! is_array( $_POST[ self::INPUT ] ) ) {
			return;
		}
		if ( ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST[ self::NONCE ] ) ), self::NONCE ) ) {
			return;
		}
		$user_id = (int) $user_id;
		if ( ! current_user_can( 'edit_user', $user_id ) || ! $this->applies() ) {
			return;
		}
		$input  = wp_unslash( $_POST[ self::INPUT ] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each value is validated and sanitized below.
		$stored = AuthorSeo::of_user( $user_id );
		foreach ( AuthorSeo::FIELDS as $field ) {
			if ( ! array_key_exists( $field, $input ) || ! is_string( $input[ $field ] ) ) {
				continue;
			}
			$value = FieldRules::check( $field, trim( $input[ $field ] ), $stored[ $field ] );
			if ( is_wp_error( $value ) ) {
				continue;
			}
			if ( '' === (string) $value ) {
				delete_user_meta( $user_id, Fields::key( $field ) );
			} else {
				update_user_meta( $user_id, Fields::key( $field ), $value );
			}
		}
	}

	/**
	 * Whether page-level SEO is on.
	 */
	private function applies(): bool {
		return (bool) $this->settings->get( 'enable_page_level_seo' );
	}
}
