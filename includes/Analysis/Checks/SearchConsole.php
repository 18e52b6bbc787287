<?php
/**
 * Check: Search Console is connected.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the `lodestar_search_console_connected` filter, which the Search Console helper
 * hooks. Not connected is a suggestion.
 *
 * @since 0.3.0
 */
class SearchConsole extends BaseCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'search_console';
	}

	/**
	 * Whole-site category.
	 *
	 * @since 0.3.0
	 */
	public function category(): string {
		return 'other';
	}

	/**
	 * Runs the check.
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult {
		/**
		 * Filters whether Google Search Console is connected with a site selected.
		 *
		 * @since 0.3.0
		 *
		 * @param bool $connected Default false.
		 */
		if ( true === (bool) apply_filters( 'lodestar_search_console_connected', false ) ) {
			return $this->result( 'success', __( 'Google Search Console is connected.', 'lodestar' ) );
		}
		return $this->result(
			'suggestion',
			__( 'Google Search Console is not connected.', 'lodestar' ),
			array(
				self::text( __( 'Search Console shows how people find the site in Google: clicks, impressions and the pages that rank. Connect it in Lodestar → Search Console.', 'lodestar' ) ),
				self::links( array( __( 'Lodestar → Search Console', 'lodestar' ) => self::app_url( '/search-console' ) ) ),
			)
		);
	}
}
