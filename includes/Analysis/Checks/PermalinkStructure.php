<?php
/**
 * Check: pretty permalinks.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * Settings → Permalinks: plain (?p=123) is a warning; a structure without %postname% a
 * suggestion.
 *
 * @since 0.3.0
 */
class PermalinkStructure extends BaseCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'permalink_structure';
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
		$structure = (string) get_option( 'permalink_structure' );
		if ( '' === $structure ) {
			return $this->result(
				'warning',
				__( 'The site uses plain permalinks (?p=123): its addresses hold no words.', 'lodestar' ),
				array(
					self::text( __( 'Addresses with words tell visitors and search engines what a page is about. Choose "Post name" in Settings → Permalinks.', 'lodestar' ) ),
					self::links( array( __( 'Settings → Permalinks', 'lodestar' ) => admin_url( 'options-permalink.php' ) ) ),
				)
			);
		}
		if ( ! str_contains( $structure, '%postname%' ) ) {
			return $this->result(
				'suggestion',
				/* translators: %s: permalink structure. */
				sprintf( __( 'The permalink structure %s does not include the post name.', 'lodestar' ), $structure ),
				array(
					self::text( __( 'Addresses built from numbers or dates say nothing about the page. "Post name" in Settings → Permalinks gives readable addresses (set up redirects for links already shared).', 'lodestar' ) ),
					self::links( array( __( 'Settings → Permalinks', 'lodestar' ) => admin_url( 'options-permalink.php' ) ) ),
				)
			);
		}
		/* translators: %s: permalink structure. */
		return $this->result( 'success', sprintf( __( 'The site uses pretty permalinks: %s.', 'lodestar' ), $structure ) );
	}
}
