<?php
/**
 * The setup wizard's data: what it shows, what each step saves, the completion flag.
 *
 * @package Lodestar
 */

namespace Lodestar\Onboarding;

use Lodestar\Settings\SettingsRepository;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and saves the wizard's fields.
 *
 * Lodestar's own fields go through the settings repository (its validation, all or nothing);
 * the site name, tagline and search engine visibility are WordPress's options (blogname,
 * blogdescription, blog_public), validated here. The completion flag and whether the
 * activation redirect happened live in the `lodestar_onboarding` option (not autoloaded: only
 * Lodestar's admin pages and the plugins screen read it).
 *
 * @since 0.4.0
 */
class Wizard {

	/**
	 * Option holding { completed: bool, redirected: bool }.
	 *
	 * @since 0.4.0
	 */
	public const OPTION = 'lodestar_onboarding';

	/**
	 * Lodestar settings the wizard edits.
	 *
	 * @since 0.4.0
	 */
	public const SETTING_KEYS = array( 'site_type', 'site_represents', 'site_entity_name', 'site_entity_logo', 'site_entity_logo_id', 'enable_xml_sitemap', 'author_archive', 'date_archive' );

	/**
	 * Social profile settings of the social step.
	 *
	 * @since 0.4.0
	 */
	public const SOCIAL_KEYS = array( 'facebook_page_url', 'twitter_profile_username', 'instagram_account', 'youtube_account', 'linkedin_account', 'pinterest_account', 'tiktok_account' );

	/**
	 * Longest site name and tagline accepted.
	 *
	 * @since 0.4.0
	 */
	public const MAX_SITE_TEXT = 200;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * Whether the wizard was finished.
	 *
	 * @since 0.4.0
	 */
	public function is_completed(): bool {
		return ! empty( $this->state()['completed'] );
	}

	/**
	 * Whether the first-activation redirect already happened.
	 *
	 * @since 0.4.0
	 */
	public function was_redirected(): bool {
		return ! empty( $this->state()['redirected'] );
	}

	/**
	 * Records that the first-activation redirect happened (it never happens again).
	 *
	 * @since 0.4.0
	 */
	public function mark_redirected(): void {
		$this->write( array( 'redirected' => true ) );
	}

	/**
	 * Every field the wizard shows, with its current value, and the completion flag.
	 *
	 * @since 0.4.0
	 *
	 * @return array{completed: bool, values: array<string, mixed>}
	 */
	public function data(): array {
		$values = array(
			'site_name'    => (string) get_option( 'blogname', '' ),
			'site_tagline' => (string) get_option( 'blogdescription', '' ),
			'blog_public'  => '0' !== (string) get_option( 'blog_public', '1' ),
		);
		foreach ( self::SETTING_KEYS as $key ) {
			$values[ $key ] = $this->settings->get( $key );
		}
		$social = array();
		foreach ( self::SOCIAL_KEYS as $key ) {
			$social[ $key ] = (string) $this->settings->get( $key );
		}
		$values['social'] = $social;
		return array(
			'completed' => $this->is_completed(),
			'values'    => $values,
		);
	}

	/**
	 * Validates and saves one step's fields; saves nothing when any is invalid.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $fields Field => value (keys of data()['values'], and `completed`).
	 * @return true|WP_Error
	 */
	public function save( array $fields ) {
		$changes = array();
		foreach ( self::SETTING_KEYS as $key ) {
			if ( array_key_exists( $key, $fields ) ) {
				$changes[ $key ] = $fields[ $key ];
			}
		}
		if ( array_key_exists( 'social', $fields ) ) {
			if ( ! is_array( $fields['social'] ) ) {
				return $this->invalid( 'social', __( 'Social profiles must be an object.', 'lodestar' ) );
			}
			foreach ( $fields['social'] as $key => $value ) {
				if ( ! in_array( $key, self::SOCIAL_KEYS, true ) ) {
					/* translators: %s: field name. */
					return $this->invalid( 'social', sprintf( __( 'Unknown social profile: %s.', 'lodestar' ), sanitize_key( (string) $key ) ) );
				}
				$changes[ $key ] = $value;
			}
		}
		$options = array();
		foreach ( array(
			'site_name'    => 'blogname',
			'site_tagline' => 'blogdescription',
		) as $field => $option ) {
			if ( ! array_key_exists( $field, $fields ) ) {
				continue;
			}
			if ( ! is_string( $fields[ $field ] ) || mb_strlen( $fields[ $field ] ) > self::MAX_SITE_TEXT ) {
				/* translators: %d: number of characters. */
				return $this->invalid( $field, sprintf( __( 'Use text of at most %d characters.', 'lodestar' ), self::MAX_SITE_TEXT ) );
			}
			$options[ $option ] = sanitize_text_field( $fields[ $field ] );
		}
		if ( isset( $options['blogname'] ) && '' === trim( $options['blogname'] ) ) {
			return $this->invalid( 'site_name', __( 'The site name cannot be empty.', 'lodestar' ) );
		}
		if ( array_key_exists( 'blog_public', $fields ) ) {
			if ( ! is_bool( $fields['blog_public'] ) ) {
				return $this->invalid( 'blog_public', __( 'Search engine visibility must be true or false.', 'lodestar' ) );
			}
			$options['blog_public'] = $fields['blog_public'] ? '1' : '0';
		}
		if ( array_key_exists( 'completed', $fields ) && ! is_bool( $fields['completed'] ) ) {
			return $this->invalid( 'completed', __( 'Completed must be true or false.', 'lodestar' ) );
		}

		if ( array() !== $changes ) {
			$valid = $this->settings->validate( $changes );
			if ( is_wp_error( $valid ) ) {
				return $valid;
			}
			$saved = $this->settings->save( $changes );
			if ( is_wp_error( $saved ) ) {
				return $saved;
			}
		}
		foreach ( $options as $option => $value ) {
			update_option( $option, $value );
		}
		if ( array_key_exists( 'completed', $fields ) ) {
			$this->write( array( 'completed' => $fields['completed'] ) );
		}
		return true;
	}

	/**
	 * The stored state.
	 *
	 * @return array<string, mixed>
	 */
	private function state(): array {
		$state = get_option( self::OPTION, array() );
		return is_array( $state ) ? $state : array();
	}

	/**
	 * Merges values into the stored state.
	 *
	 * @param array<string, bool> $values Values.
	 */
	private function write( array $values ): void {
		$state = array_merge( $this->state(), $values );
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $state, '', false );
		} else {
			update_option( self::OPTION, $state, false );
		}
	}

	/**
	 * A 400 error naming the field.
	 *
	 * @param string $field   Field.
	 * @param string $message Message.
	 */
	private function invalid( string $field, string $message ): WP_Error {
		return new WP_Error(
			'lodestar_invalid_onboarding',
			$message,
			array(
				'status' => 400,
				'field'  => $field,
			)
		);
	}
}
