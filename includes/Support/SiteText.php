<?php
/**
 * The site name and tagline as text.
 *
 * @package Lodestar
 */

namespace Lodestar\Support;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress stores the site name and tagline HTML-escaped (`&amp;`, `&#039;`, `&lt;`); the
 * scripts want the text a visitor reads. Every endpoint that sends them decodes them here,
 * the way the template engine's plain text does (every entity, UTF-8).
 *
 * @since 0.3.0
 */
final class SiteText {

	/**
	 * The site name as text.
	 *
	 * @since 0.3.0
	 */
	public static function name(): string {
		return self::decode( (string) get_bloginfo( 'name' ) );
	}

	/**
	 * The tagline as text.
	 *
	 * @since 0.3.0
	 */
	public static function tagline(): string {
		return self::decode( (string) get_bloginfo( 'description' ) );
	}

	/**
	 * Text of an HTML-escaped value.
	 *
	 * @since 0.3.0
	 *
	 * @param string $value Stored value.
	 */
	public static function decode( string $value ): string {
		return html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}
}
