<?php
/**
 * Check: the site is served over HTTPS.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * The home URL's scheme (Settings → General).
 *
 * @since 0.3.0
 */
class SecureConnection extends BaseCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'secure_connection';
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
		$home = home_url( '/' );
		if ( 'https' === wp_parse_url( $home, PHP_URL_SCHEME ) ) {
			/* translators: %s: home URL. */
			return $this->result( 'success', sprintf( __( 'The site is served over HTTPS (%s).', 'lodestar' ), $home ) );
		}
		return $this->result(
			'warning',
			/* translators: %s: home URL. */
			sprintf( __( 'The site is not served over HTTPS: its address is %s.', 'lodestar' ), $home ),
			array(
				self::text( __( 'Browsers mark HTTP pages as not secure and search engines prefer HTTPS. Install a certificate (most hosts offer one for free), then change the site address in Settings → General to https://.', 'lodestar' ) ),
				self::links( array( __( 'Settings → General', 'lodestar' ) => admin_url( 'options-general.php' ) ) ),
			)
		);
	}
}
