<?php
/**
 * Check: exactly one H1 on the home page.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * Counts the `<h1>` of the served body (theme and content alike) and names them.
 *
 * @since 0.3.0
 */
class H1Heading extends HomePageCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'h1_heading';
	}

	/**
	 * Inspects the page.
	 *
	 * @since 0.3.0
	 */
	protected function inspect(): CheckResult {
		$h1 = $this->page->headings( 1 );
		if ( array() === $h1 ) {
			return $this->result(
				'warning',
				__( 'No H1 heading found on the home page.', 'lodestar' ),
				array( self::text( __( 'One H1 heading tells visitors and search engines what the page is about. Some themes print the site title as a paragraph on the home page: add a heading to the front page, or choose a heading level in the theme\'s header.', 'lodestar' ) ) )
			);
		}
		$quoted = array_map( array( self::class, 'quote' ), $h1 );
		if ( count( $h1 ) > 1 ) {
			return $this->result(
				'warning',
				/* translators: 1: number of headings, 2: their texts. */
				sprintf( __( '%1$d H1 headings found on the home page: %2$s.', 'lodestar' ), count( $h1 ), implode( ', ', array_slice( $quoted, 0, 3 ) ) . ( count( $h1 ) > 3 ? ', …' : '' ) ),
				array(
					self::text( __( 'Keep one H1 heading and make the others H2 or lower.', 'lodestar' ) ),
					self::items( $quoted ),
				)
			);
		}
		/* translators: %s: the heading's text. */
		return $this->result( 'success', sprintf( __( 'One H1 heading found on the home page: %s.', 'lodestar' ), $quoted[0] ) );
	}
}
