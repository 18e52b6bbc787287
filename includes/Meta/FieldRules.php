<?php
/**
 * The one validation and sanitizing of the page-level SEO fields.
 *
 * @package Lodestar
 */

namespace Lodestar\Meta;

use Lodestar\Settings\SettingsRepository;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Every write of a post's or term's SEO fields goes through these rules: Lodestar's own
 * routes (post/settings, term/settings: the editor's previews and the term popup), the core
 * REST meta path (`meta` of /wp/v2/posts/{id}, /wp/v2/categories/{id}, ...: the block
 * editor; PublicObjectMeta::validate_rest_meta()) and the classic editor's meta box.
 *
 * - check() refuses a value with a 400 error naming the field, or returns it sanitized.
 * - sanitize() is the registered meta's sanitize_callback: it never refuses, it coerces
 *   (any write through update_post_meta()/update_term_meta() gets the same shapes).
 *
 * URL fields accept absolute http(s) URLs only: the URL pattern (spec §5), and after
 * sanitizing an http or https scheme (a bare domain becomes http://…; protocol-relative
 * `//host`, `mailto:`, `tel:`, `ftp://`, `javascript:` are refused). Image id fields accept 0
 * or an attachment the current user can read_post: a new id pointing at another user's
 * private image is refused, so its URL and alt text cannot be published through og:image.
 *
 * @since 0.3.0
 */
final class FieldRules {

	/**
	 * Accepted URL shape (spec §5 URL pattern): optional http(s)://, a domain, localhost or an
	 * IPv4 address, optional port, path, query and hash. tests/fixtures/url-pattern.json holds
	 * the vectors shared with the TypeScript twin (src/utils/url.ts).
	 *
	 * @since 0.3.0
	 */
	public const URL_PATTERN = '~^(?:https?://)?(?:(?:[a-z0-9\x{00a1}-\x{ffff}](?:[a-z0-9\x{00a1}-\x{ffff}-]{0,61}[a-z0-9\x{00a1}-\x{ffff}])?\.)+[a-z\x{00a1}-\x{ffff}]{2,63}|localhost|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))(?::\d{1,5})?(?:[/?#][^\s]*)?$~iu';

	/**
	 * Checks one field value and returns it sanitized, or a 400 error naming the field.
	 *
	 * @since 0.3.0
	 *
	 * @param string          $field   Field name.
	 * @param mixed           $value   Value as sent.
	 * @param string|int|null $current The stored value (null when unknown): an image id that
	 *                                 does not change is not checked again, so saving an
	 *                                 object never fails on an image someone else picked.
	 * @return string|int|WP_Error
	 */
	public static function check( string $field, $value, $current = null ) {
		if ( ! isset( Fields::TYPES[ $field ] ) ) {
			/* translators: %s: field name. */
			return self::invalid( $field, sprintf( __( '%s is not a field of the SEO settings.', 'lodestar' ), $field ) );
		}
		$type = Fields::TYPES[ $field ];
		if ( 'id' === $type ) {
			return self::check_image_id( $field, $value, $current );
		}
		if ( ! is_string( $value ) ) {
			/* translators: %s: field name. */
			return self::invalid( $field, sprintf( __( '%s must be a string.', 'lodestar' ), $field ) );
		}
		if ( mb_strlen( $value, 'UTF-8' ) > Fields::MAX_LENGTH ) {
			/* translators: 1: field name, 2: maximum length. */
			return self::invalid( $field, sprintf( __( '%1$s is longer than %2$d characters.', 'lodestar' ), $field, Fields::MAX_LENGTH ) );
		}
		if ( 'robots' === $type && ! in_array( $value, array( Fields::ROBOTS_DEFAULT, Fields::ROBOTS_YES, Fields::ROBOTS_NO ), true ) ) {
			/* translators: %s: field name. */
			return self::invalid( $field, sprintf( __( '%s must be "yes", "no" or empty.', 'lodestar' ), $field ) );
		}
		$clean = self::sanitize( $field, $value );
		if ( 'url' === $type && '' !== trim( $value ) && ( ! self::is_url( trim( $value ) ) || ! self::is_http_url( (string) $clean ) ) ) {
			/* translators: %s: field name. */
			return self::invalid( $field, sprintf( __( '%s must be a valid URL.', 'lodestar' ), $field ) );
		}
		return $clean;
	}

	/**
	 * Sanitizes a value of a field (the registered meta's sanitize_callback): never refuses.
	 *
	 * @since 0.3.0
	 *
	 * @param string $field Field name.
	 * @param mixed  $value Raw value.
	 * @return string|int
	 */
	public static function sanitize( string $field, $value ) {
		$type = Fields::TYPES[ $field ] ?? 'template';
		if ( 'id' === $type ) {
			return is_numeric( $value ) ? max( 0, (int) $value ) : 0;
		}
		if ( ! is_scalar( $value ) ) {
			return '';
		}
		$value = (string) $value;
		switch ( $type ) {
			case 'robots':
				$value = strtolower( trim( $value ) );
				return in_array( $value, array( Fields::ROBOTS_YES, Fields::ROBOTS_NO ), true ) ? $value : Fields::ROBOTS_DEFAULT;
			case 'url':
				$url = mb_substr( esc_url_raw( trim( $value ) ), 0, Fields::MAX_LENGTH, 'UTF-8' );
				// Only absolute http(s) URLs are kept: esc_url_raw() lets mailto:, tel:, ftp:// and //host through.
				return self::is_http_url( $url ) ? $url : '';
		}
		return mb_substr( SettingsRepository::sanitize_text( $value ), 0, Fields::MAX_LENGTH, 'UTF-8' );
	}

	/**
	 * Whether a string matches the URL pattern.
	 *
	 * @since 0.3.0
	 *
	 * @param string $url Candidate.
	 */
	public static function is_url( string $url ): bool {
		return 1 === preg_match( self::URL_PATTERN, $url );
	}

	/**
	 * Whether a (sanitized) URL is absolute with an http or https scheme and a host.
	 *
	 * @since 0.3.0
	 *
	 * @param string $url Candidate.
	 */
	public static function is_http_url( string $url ): bool {
		$scheme = wp_parse_url( $url, PHP_URL_SCHEME );
		$host   = wp_parse_url( $url, PHP_URL_HOST );
		return is_string( $scheme ) && in_array( strtolower( $scheme ), array( 'http', 'https' ), true ) && is_string( $host ) && '' !== $host;
	}

	/**
	 * Whether the current user may use an attachment as an image of their page: it is an
	 * attachment and they can read it (the rule of GET /wp/v2/media/{id}).
	 *
	 * @since 0.3.0
	 *
	 * @param int $id Attachment id.
	 */
	public static function can_use_attachment( int $id ): bool {
		return $id > 0 && 'attachment' === get_post_type( $id ) && current_user_can( 'read_post', $id );
	}

	/**
	 * An image id: a whole number, 0 for none, else a readable attachment (unless unchanged).
	 *
	 * @param string          $field   Field name.
	 * @param mixed           $value   Value.
	 * @param string|int|null $current Stored value.
	 * @return int|WP_Error
	 */
	private static function check_image_id( string $field, $value, $current ) {
		if ( ( ! is_int( $value ) && ! ( is_string( $value ) && ctype_digit( $value ) ) ) || (int) $value < 0 ) {
			/* translators: %s: field name. */
			return self::invalid( $field, sprintf( __( '%s must be an attachment id (a whole number, 0 for none).', 'lodestar' ), $field ) );
		}
		$id = (int) $value;
		if ( 0 === $id || ( null !== $current && $id === (int) $current ) || self::can_use_attachment( $id ) ) {
			return $id;
		}
		/* translators: %s: field name. */
		return self::invalid( $field, sprintf( __( '%s must be the id of an attachment you can view.', 'lodestar' ), $field ) );
	}

	/**
	 * 400 naming the field (the shape of WordPress's own invalid-parameter errors).
	 *
	 * @param string $field   Field name.
	 * @param string $message Message.
	 */
	private static function invalid( string $field, string $message ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'key'    => $field,
				'params' => array( $field => $message ),
			)
		);
	}
}
