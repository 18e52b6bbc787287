<?php
/**
 * Check: the site has an icon.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * The site icon (favicon) of Settings → General / the Customizer.
 *
 * @since 0.3.0
 */
class SiteIcon extends BaseCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'site_icon';
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
		if ( ! has_site_icon() ) {
			return $this->result(
				'warning',
				__( 'The site has no site icon.', 'lodestar' ),
				array(
					self::text( __( 'Search engines show the site icon next to your results and browsers in their tabs. Choose one in Settings → General → Site Icon.', 'lodestar' ) ),
					self::links( array( __( 'Settings → General', 'lodestar' ) => admin_url( 'options-general.php' ) ) ),
				)
			);
		}
		/* translators: %s: icon URL. */
		return $this->result( 'success', sprintf( __( 'The site has a site icon: %s.', 'lodestar' ), get_site_icon_url( 512 ) ) );
	}
}
