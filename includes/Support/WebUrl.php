<?php
/**
 * Whether a value typed as a profile URL is a web address that may be printed.
 *
 * @package Lodestar
 */

namespace Lodestar\Support;

defined( 'ABSPATH' ) || defined( 'LODESTAR_CLI' ) || exit;

/**
 * Profile URLs are stored as the user typed them (the spec enforces no pattern); only absolute
 * http(s) URLs with a host reach the head and the JSON-LD graph.
 *
 * @since 0.3.0
 */
final class WebUrl {

	/**
	 * The trimmed value when it is an absolute http(s) URL with a host, else ''.
	 *
	 * @since 0.3.0
	 *
	 * @param string $value Value as stored.
	 */
	public static function absolute( string $value ): string {
		$value = trim( $value );
		return preg_match( '#^https?://[^\s/?\#@]+(?:[/?\#][^\s]*)?$#i', $value ) ? $value : '';
	}
}
