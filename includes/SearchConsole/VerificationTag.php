<?php
/**
 * The Google site verification tag.
 *
 * @package Lodestar
 */

namespace Lodestar\SearchConsole;

use Lodestar\Repositories\VerificationTokens;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps the META verification tokens Google gave (option `lodestar_gsc_verification`,
 * autoloaded and small, so page views add no query) and adds
 * `<meta name="google-site-verification">` to the head block of the home page (printed by
 * Frontend\VerificationTags, which reads them through Repositories\VerificationTokens). The tag stays after
 * verification: Google checks it again from time to time.
 *
 * @since 0.3.0
 */
final class VerificationTag {

	/**
	 * Option: property => token.
	 *
	 * @since 0.3.0
	 */
	public const OPTION = VerificationTokens::OPTION;

	/**
	 * Creates the option (empty, autoloaded) when missing: a missing option costs a query.
	 *
	 * @since 0.3.0
	 */
	public function ensure_option(): void {
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, array(), '', true );
		}
	}

	/**
	 * Stores the token of a property from the tag (or bare value) Google returned.
	 *
	 * @since 0.3.0
	 *
	 * @param string $site  Property.
	 * @param string $token The whole META tag, or its content.
	 * @return bool Whether a usable token was found.
	 */
	public function store( string $site, string $token ): bool {
		if ( preg_match( '/content\s*=\s*["\']([^"\']+)["\']/i', $token, $match ) ) {
			$token = $match[1];
		}
		$token = trim( $token );
		if ( '' === $token || ! preg_match( '/^[A-Za-z0-9_\-.]+$/', $token ) ) {
			return false;
		}
		$tokens          = $this->tokens();
		$tokens[ $site ] = $token;
		update_option( self::OPTION, $tokens, true );
		return true;
	}

	/**
	 * Stored tokens by property.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, string>
	 */
	public function tokens(): array {
		return VerificationTokens::all();
	}
}
