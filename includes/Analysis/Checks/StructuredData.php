<?php
/**
 * Check: the home page has JSON-LD structured data.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * Counts the `application/ld+json` blocks, names their types, and flags blocks that are not
 * valid JSON.
 *
 * @since 0.3.0
 */
class StructuredData extends HomePageCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'structured_data';
	}

	/**
	 * Inspects the page.
	 *
	 * @since 0.3.0
	 */
	protected function inspect(): CheckResult {
		$blocks = $this->page->json_ld();
		if ( array() === $blocks ) {
			return $this->result(
				'warning',
				__( 'No structured data (JSON-LD) found on the home page.', 'lodestar' ),
				array( self::text( __( 'Structured data tells search engines who runs the site and what it offers. Turn on Schema in Lodestar\'s features.', 'lodestar' ) ) )
			);
		}
		$types   = array();
		$invalid = 0;
		foreach ( $blocks as $json ) {
			$data = json_decode( $json, true );
			if ( ! is_array( $data ) ) {
				++$invalid;
				continue;
			}
			$nodes = isset( $data['@graph'] ) && is_array( $data['@graph'] ) ? $data['@graph'] : ( array_is_list( $data ) ? $data : array( $data ) );
			foreach ( $nodes as $node ) {
				if ( is_array( $node ) && isset( $node['@type'] ) ) {
					foreach ( (array) $node['@type'] as $type ) {
						$types[ (string) $type ] = true;
					}
				}
			}
		}
		if ( $invalid > 0 ) {
			return $this->result(
				'warning',
				/* translators: 1: invalid blocks, 2: all blocks. */
				sprintf( __( '%1$d of %2$d JSON-LD blocks on the home page are not valid JSON.', 'lodestar' ), $invalid, count( $blocks ) ),
				array( self::text( __( 'Search engines ignore a block they cannot read. Lodestar\'s own blocks are valid JSON: the theme or another plugin prints the broken one; view the page source to find it, then update or remove what prints it.', 'lodestar' ) ) )
			);
		}
		return $this->result(
			'success',
			/* translators: 1: number of blocks, 2: the types found. */
			sprintf( _n( '%1$d JSON-LD block found on the home page (types: %2$s).', '%1$d JSON-LD blocks found on the home page (types: %2$s).', count( $blocks ), 'lodestar' ), count( $blocks ), array() === $types ? '—' : implode( ', ', array_keys( $types ) ) )
		);
	}
}
