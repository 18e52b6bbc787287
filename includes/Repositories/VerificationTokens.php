<?php
/**
 * The Google site verification tokens, as page views read them.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the META verification tokens Google gave (option `lodestar_gsc_verification`: property
 * => token, autoloaded and small, so page views add no query). SearchConsole\VerificationTag
 * stores them; the head prints them (Frontend\VerificationTags).
 *
 * @since 0.6.0
 */
final class VerificationTokens {

	/**
	 * Option: property => token.
	 *
	 * @since 0.6.0
	 */
	public const OPTION = 'lodestar_gsc_verification';

	/**
	 * The stored tokens, by property.
	 *
	 * @since 0.6.0
	 *
	 * @return array<string, string>
	 */
	public static function all(): array {
		$value = get_option( self::OPTION, array() );
		return is_array( $value ) ? array_filter( array_map( 'strval', $value ) ) : array();
	}
}
