<?php
/**
 * The help destinations of the admin app.
 *
 * @package Lodestar
 */

namespace Lodestar\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Every help URL of the admin app in one place (filter `lodestar_help_links`): the top bar's
 * Knowledge Base link and the help menu's Open Support Ticket, Help Center, Community and
 * Leave Us a Review.
 *
 * @since 0.4.0
 */
final class HelpLinks {

	/**
	 * The project's defaults.
	 *
	 * @since 0.4.0
	 */
	public const DEFAULTS = array(
		'support'       => 'https://github.com/lodestar-seo/lodestar/issues/new/choose',
		'documentation' => 'https://github.com/lodestar-seo/lodestar/wiki',
		'community'     => 'https://github.com/lodestar-seo/lodestar/discussions',
		'review'        => 'https://wordpress.org/support/plugin/lodestar/reviews/',
	);

	/**
	 * The help URLs (absolute http(s) only; a filtered value that is not falls back to the default).
	 *
	 * @since 0.4.0
	 *
	 * @return array{support: string, documentation: string, community: string, review: string}
	 */
	public static function all(): array {
		/**
		 * Filters the help destinations of the admin app.
		 *
		 * @since 0.4.0
		 *
		 * @param array $links support (Open Support Ticket), documentation (Help Center and the
		 *                     Knowledge Base link), community (Community), review (Leave Us a Review).
		 */
		$filtered = apply_filters( 'lodestar_help_links', self::DEFAULTS );
		$links    = array();
		foreach ( self::DEFAULTS as $key => $default ) {
			$url           = is_array( $filtered ) && is_string( $filtered[ $key ] ?? null ) ? $filtered[ $key ] : $default;
			$url           = esc_url_raw( $url, array( 'http', 'https' ) );
			$links[ $key ] = '' !== $url ? $url : $default;
		}
		return $links;
	}
}
