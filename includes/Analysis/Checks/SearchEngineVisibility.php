<?php
/**
 * Check: the site does not discourage search engines.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * Settings → Reading → "Discourage search engines from indexing this site" (`blog_public`).
 *
 * @since 0.3.0
 */
class SearchEngineVisibility extends BaseCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'search_engine_visibility';
	}

	/**
	 * Site configuration.
	 *
	 * @since 0.3.0
	 */
	public function category(): string {
		return 'settings';
	}

	/**
	 * Runs the check.
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult {
		if ( '0' === (string) get_option( 'blog_public' ) ) {
			return $this->result(
				'error',
				__( 'Search engines are asked not to index this site (Settings → Reading → Search engine visibility).', 'lodestar' ),
				array(
					self::text( __( 'Every page then carries noindex and robots.txt disallows everything, so the site disappears from search results. Untick "Discourage search engines from indexing this site" when the site is ready.', 'lodestar' ) ),
					self::links( array( __( 'Settings → Reading', 'lodestar' ) => admin_url( 'options-reading.php' ) ) ),
				)
			);
		}
		return $this->result( 'success', __( 'Search engines may index this site (Settings → Reading → Search engine visibility).', 'lodestar' ) );
	}
}
