<?php
/**
 * Check: the site has its own tagline.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * Settings → General → Tagline: empty, or WordPress's default text, is a warning (the
 * default home title template uses it).
 *
 * @since 0.3.0
 */
class SiteTagline extends BaseCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'site_tagline';
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
		$tagline = trim( (string) get_option( 'blogdescription' ) );
		$help    = self::text( __( 'The tagline says in a few words what the site is about; the home page title and description templates can use it (%tagline%). Set it in Settings → General.', 'lodestar' ) );
		$where   = self::links( array( __( 'Settings → General', 'lodestar' ) => admin_url( 'options-general.php' ) ) );
		if ( '' === $tagline ) {
			return $this->result( 'warning', __( 'The site has no tagline (Settings → General → Tagline).', 'lodestar' ), array( $help, $where ) );
		}
		if ( in_array( $tagline, array( 'Just another WordPress site', __( 'Just another WordPress site', 'default' ) ), true ) ) {
			/* translators: %s: the tagline. */
			return $this->result( 'warning', sprintf( __( 'The tagline is still WordPress\'s default: %s.', 'lodestar' ), self::quote( $tagline ) ), array( $help, $where ) );
		}
		/* translators: %s: the tagline. */
		return $this->result( 'success', sprintf( __( 'The site\'s tagline is %s.', 'lodestar' ), self::quote( $tagline ) ) );
	}
}
