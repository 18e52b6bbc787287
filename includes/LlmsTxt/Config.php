<?php
/**
 * What /llms.txt lists.
 *
 * @package Lodestar
 */

namespace Lodestar\LlmsTxt;

use Lodestar\Support\SiteUrl;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The owner's choices for /llms.txt, in the option `lodestar_llms_txt` (not autoloaded: only
 * /llms.txt and its screen read it):
 * - post_types: the post types with a section (pages, posts, custom types of the sitemaps);
 * - count: how many items each section lists (1 to MAX_COUNT; pages by menu order, other types
 *   newest first);
 * - details: optional text printed after the summary (plain text or Markdown without headings,
 *   at most MAX_DETAILS characters);
 * - featured: an optional list of this site's URLs listed first, in a section of their own
 *   (at most MAX_FEATURED).
 *
 * @since 0.3.0
 */
class Config {

	/**
	 * Option holding the choices.
	 *
	 * @since 0.3.0
	 */
	public const OPTION = 'lodestar_llms_txt';

	/**
	 * Most items per section.
	 *
	 * @since 0.3.0
	 */
	public const MAX_COUNT = 200;

	/**
	 * Items per section unless chosen.
	 *
	 * @since 0.3.0
	 */
	public const DEFAULT_COUNT = 20;

	/**
	 * Most characters of the details.
	 *
	 * @since 0.3.0
	 */
	public const MAX_DETAILS = 2000;

	/**
	 * Most featured URLs.
	 *
	 * @since 0.3.0
	 */
	public const MAX_FEATURED = 50;

	/**
	 * The defaults.
	 *
	 * @since 0.3.0
	 *
	 * @return array{post_types:list<string>, count:int, details:string, featured:list<string>}
	 */
	public static function defaults(): array {
		return array(
			'post_types' => array( 'page', 'post' ),
			'count'      => self::DEFAULT_COUNT,
			'details'    => '',
			'featured'   => array(),
		);
	}

	/**
	 * The stored choices over the defaults.
	 *
	 * @since 0.3.0
	 *
	 * @return array{post_types:list<string>, count:int, details:string, featured:list<string>}
	 */
	public function get(): array {
		$stored = get_option( self::OPTION, array() );
		$clean  = self::sanitize( is_array( $stored ) ? $stored : array() );
		return is_wp_error( $clean ) ? self::defaults() : $clean;
	}

	/**
	 * Stores choices (sanitize() first).
	 *
	 * @since 0.3.0
	 *
	 * @param array{post_types:list<string>, count:int, details:string, featured:list<string>} $config Choices.
	 */
	public function save( array $config ): bool {
		$before = get_option( self::OPTION );
		if ( $before === $config ) {
			return true;
		}
		return false === $before ? add_option( self::OPTION, $config, '', false ) : update_option( self::OPTION, $config, false );
	}

	/**
	 * Choices over the defaults, cleaned; an error for values that cannot be kept.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, mixed> $input Choices (missing ones take the defaults).
	 * @return array{post_types:list<string>, count:int, details:string, featured:list<string>}|WP_Error
	 */
	public static function sanitize( array $input ) {
		$config = self::defaults();
		if ( array_key_exists( 'post_types', $input ) ) {
			if ( ! is_array( $input['post_types'] ) ) {
				return new WP_Error( 'lodestar_llms_txt_invalid', __( 'The content types must be a list.', 'lodestar' ), array( 'status' => 400 ) );
			}
			$config['post_types'] = array_values( array_unique( array_filter( array_map( static fn ( $type ) => is_string( $type ) ? sanitize_key( $type ) : '', $input['post_types'] ) ) ) );
		}
		if ( array_key_exists( 'count', $input ) ) {
			$count = filter_var( $input['count'], FILTER_VALIDATE_INT );
			if ( false === $count || $count < 1 || $count > self::MAX_COUNT ) {
				/* translators: %d: largest number of items. */
				return new WP_Error( 'lodestar_llms_txt_invalid', sprintf( __( 'The number of items per section must be between 1 and %d.', 'lodestar' ), self::MAX_COUNT ), array( 'status' => 400 ) );
			}
			$config['count'] = $count;
		}
		if ( array_key_exists( 'details', $input ) ) {
			if ( ! is_string( $input['details'] ) ) {
				return new WP_Error( 'lodestar_llms_txt_invalid', __( 'The details must be text.', 'lodestar' ), array( 'status' => 400 ) );
			}
			$details = self::clean_details( $input['details'] );
			if ( mb_strlen( $details ) > self::MAX_DETAILS ) {
				/* translators: %d: largest number of characters. */
				return new WP_Error( 'lodestar_llms_txt_invalid', sprintf( __( 'The details are limited to %d characters.', 'lodestar' ), self::MAX_DETAILS ), array( 'status' => 400 ) );
			}
			$config['details'] = $details;
		}
		if ( array_key_exists( 'featured', $input ) ) {
			$featured = $input['featured'];
			if ( is_string( $featured ) ) {
				$featured = preg_split( '/\R/', $featured );
			}
			if ( ! is_array( $featured ) ) {
				return new WP_Error( 'lodestar_llms_txt_invalid', __( 'The featured links must be a list of URLs.', 'lodestar' ), array( 'status' => 400 ) );
			}
			$urls = array();
			foreach ( $featured as $url ) {
				$url = is_string( $url ) ? trim( $url ) : '';
				if ( '' === $url ) {
					continue;
				}
				if ( ! SiteUrl::is_own( $url ) ) {
					/* translators: %s: the URL given. */
					return new WP_Error( 'lodestar_llms_txt_invalid', sprintf( __( 'Only addresses of this site can be featured: %s', 'lodestar' ), esc_html( $url ) ), array( 'status' => 400 ) );
				}
				$urls[] = esc_url_raw( $url );
			}
			$urls = array_values( array_unique( $urls ) );
			if ( count( $urls ) > self::MAX_FEATURED ) {
				/* translators: %d: largest number of links. */
				return new WP_Error( 'lodestar_llms_txt_invalid', sprintf( __( 'At most %d featured links.', 'lodestar' ), self::MAX_FEATURED ), array( 'status' => 400 ) );
			}
			$config['featured'] = $urls;
		}
		return $config;
	}

	/**
	 * Details as printed: no markup, `\n` line endings, no headings (the format keeps headings
	 * for the sections), no control characters.
	 *
	 * @since 0.3.0
	 *
	 * @param string $details Raw details.
	 */
	public static function clean_details( string $details ): string {
		$details = wp_check_invalid_utf8( $details, true );
		$details = wp_strip_all_tags( str_replace( array( "\r\n", "\r" ), "\n", $details ), false );
		$details = (string) preg_replace( '/[\x00-\x08\x0B-\x1F\x7F]/', '', $details );
		$details = (string) preg_replace( '/^[ \t]*#+[ \t]*/m', '', $details );
		$details = (string) preg_replace( '/[ \t]+$/m', '', $details );
		return trim( (string) preg_replace( "/\n{3,}/", "\n\n", $details ) );
	}
}
