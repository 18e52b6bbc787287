<?php
/**
 * Title and alt text of uploaded images.
 *
 * @package Lodestar
 */

namespace Lodestar\Meta;

use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * On upload of an image:
 * - `autoSetImageTitle`: a title that is just the file name ("red-barn_at-dusk") becomes words
 *   ("Red Barn At Dusk"); a title taken from the image's own metadata is kept;
 * - `autoSetImageAlt`: an image without alt text gets its title as alt text.
 *
 * @since 0.1.0
 */
class AttachmentDefaults {

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings.
	 */
	public function __construct( private SettingsRepository $settings ) {}

	/**
	 * Adds the action.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'add_attachment', array( $this, 'apply_defaults' ) );
	}

	/**
	 * Sets the title and alt text of a new image.
	 *
	 * @since 0.1.0
	 *
	 * @param int $attachment_id Attachment id.
	 */
	public function apply_defaults( $attachment_id ): void {
		$attachment = get_post( (int) $attachment_id );
		if ( ! $attachment || ! str_starts_with( (string) $attachment->post_mime_type, 'image/' ) ) {
			return;
		}

		$title = $attachment->post_title;
		if ( $this->settings->get( 'autoSetImageTitle' ) && $this->is_file_name( $title, (string) get_attached_file( $attachment->ID, true ) ) ) {
			$pretty = self::title_from_file_name( $title );
			if ( '' !== $pretty && $pretty !== $title ) {
				wp_update_post(
					array(
						'ID'         => $attachment->ID,
						'post_title' => $pretty,
					)
				);
				$title = $pretty;
			}
		}

		if ( $this->settings->get( 'autoSetImageAlt' ) && '' !== trim( $title ) && '' === trim( (string) get_post_meta( $attachment->ID, '_wp_attachment_image_alt', true ) ) ) {
			update_post_meta( $attachment->ID, '_wp_attachment_image_alt', sanitize_text_field( $title ) );
		}
	}

	/**
	 * Readable words from a file name: separators become spaces, words start upper-case.
	 *
	 * @since 0.1.0
	 *
	 * @param string $name File name without extension.
	 */
	public static function title_from_file_name( string $name ): string {
		$words = trim( (string) preg_replace( '/[\s_\-.+]+/u', ' ', $name ) );
		return (string) preg_replace_callback(
			'/(^|\s)(\p{Ll})/u',
			static fn( array $match ): string => $match[1] . mb_strtoupper( $match[2], 'UTF-8' ),
			$words
		);
	}

	/**
	 * Whether a title is just the uploaded file's name (what WordPress uses when the image
	 * has no title of its own).
	 *
	 * @param string $title Attachment title.
	 * @param string $file  Attached file path.
	 */
	private function is_file_name( string $title, string $file ): bool {
		$title = trim( $title );
		if ( '' === $title ) {
			return false;
		}
		$base = (string) pathinfo( $file, PATHINFO_FILENAME );
		// WordPress may have added "-1" (a name taken) or "-scaled" (a big image) to the file.
		$base = (string) preg_replace( '/(-scaled)?(-\d+)?$/', '', $base );
		$norm = static fn( string $text ): string => strtolower( (string) preg_replace( '/[\s_\-.+]+/', '-', $text ) );
		return '' !== $base && $norm( $title ) === $norm( $base );
	}
}
