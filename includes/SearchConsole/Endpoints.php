<?php
/**
 * Where Google's endpoints are.
 *
 * @package Lodestar
 */

namespace Lodestar\SearchConsole;

defined( 'ABSPATH' ) || exit;

/**
 * The one source of every Google URL the connection calls: authorization, token, revoke,
 * user info, the Search Console API and the Site Verification API.
 *
 * `LODESTAR_GOOGLE_BASE_URL` (wp-config.php) sends all of them to one server that serves
 * Google's paths (the tests' fake Google); the `lodestar_google_endpoints` filter changes any.
 *
 * @since 0.3.0
 */
final class Endpoints {

	/**
	 * Google's production URLs (the APIs' roots end with a slash).
	 *
	 * @since 0.3.0
	 */
	public const PRODUCTION = array(
		'auth'              => 'https://accounts.google.com/o/oauth2/v2/auth',
		'token'             => 'https://oauth2.googleapis.com/token',
		'revoke'            => 'https://oauth2.googleapis.com/revoke',
		'userinfo'          => 'https://www.googleapis.com/oauth2/v2/userinfo',
		'search_console'    => 'https://searchconsole.googleapis.com/webmasters/v3/',
		'site_verification' => 'https://www.googleapis.com/siteVerification/v1/',
	);

	/**
	 * Paths of each endpoint on a single base URL (LODESTAR_GOOGLE_BASE_URL).
	 */
	private const PATHS = array(
		'auth'              => '/o/oauth2/v2/auth',
		'token'             => '/token',
		'revoke'            => '/revoke',
		'userinfo'          => '/oauth2/v2/userinfo',
		'search_console'    => '/webmasters/v3/',
		'site_verification' => '/siteVerification/v1/',
	);

	/**
	 * Every endpoint URL, by key (see PRODUCTION).
	 *
	 * @since 0.3.0
	 *
	 * @return array<string, string>
	 */
	public static function all(): array {
		$urls = self::PRODUCTION;
		if ( defined( 'LODESTAR_GOOGLE_BASE_URL' ) && is_string( LODESTAR_GOOGLE_BASE_URL ) && '' !== LODESTAR_GOOGLE_BASE_URL ) {
			$base = untrailingslashit( LODESTAR_GOOGLE_BASE_URL );
			foreach ( self::PATHS as $key => $path ) {
				$urls[ $key ] = $base . $path;
			}
		}

		/**
		 * Filters the Google endpoints the Search Console connection calls.
		 *
		 * @since 0.3.0
		 *
		 * @param array<string, string> $urls Keys auth, token, revoke, userinfo, search_console
		 *                                    and site_verification (the two API roots end with '/').
		 */
		$filtered = apply_filters( 'lodestar_google_endpoints', $urls );
		return is_array( $filtered ) ? array_map( 'strval', array_merge( $urls, $filtered ) ) : $urls;
	}

	/**
	 * One endpoint URL.
	 *
	 * @since 0.3.0
	 *
	 * @param string $key auth|token|revoke|userinfo|search_console|site_verification.
	 */
	public static function url( string $key ): string {
		return self::all()[ $key ] ?? '';
	}
}
