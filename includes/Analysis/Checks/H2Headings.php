<?php
/**
 * Check: at least one H2 on the home page.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * Counts the `<h2>` of the served body.
 *
 * @since 0.3.0
 */
class H2Headings extends HomePageCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'h2_headings';
	}

	/**
	 * Inspects the page.
	 *
	 * @since 0.3.0
	 */
	protected function inspect(): CheckResult {
		$h2 = $this->page->headings( 2 );
		if ( array() === $h2 ) {
			return $this->result(
				'warning',
				__( 'No H2 heading found on the home page.', 'lodestar' ),
				array( self::text( __( 'Subheadings divide the page into sections that readers and search engines can scan.', 'lodestar' ) ) )
			);
		}
		$quoted = array_map( array( self::class, 'quote' ), $h2 );
		return $this->result(
			'success',
			/* translators: 1: number of headings, 2: the first one's text. */
			sprintf( _n( '%1$d H2 heading found on the home page: %2$s.', '%1$d H2 headings found on the home page, the first: %2$s.', count( $h2 ), 'lodestar' ), count( $h2 ), $quoted[0] ),
			array( self::items( $quoted ) )
		);
	}
}
