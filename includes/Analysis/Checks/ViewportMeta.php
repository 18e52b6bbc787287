<?php
/**
 * Check: the home page has a viewport meta tag.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * `<meta name="viewport">` present (search engines index the mobile rendering).
 *
 * @since 0.3.0
 */
class ViewportMeta extends HomePageCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'viewport_meta';
	}

	/**
	 * Inspects the page.
	 *
	 * @since 0.3.0
	 */
	protected function inspect(): CheckResult {
		$found = array_values( array_filter( $this->page->metas( 'name', 'viewport' ), static fn ( string $c ): bool => '' !== $c ) );
		if ( array() === $found ) {
			return $this->result(
				'warning',
				__( 'The home page has no viewport meta tag: no <meta name="viewport"> was found.', 'lodestar' ),
				array( self::text( __( 'Without it phones show the desktop layout zoomed out, and search engines index the mobile version of pages. The theme should print it: update the theme, or switch to a responsive one.', 'lodestar' ) ) )
			);
		}
		/* translators: %s: the tag's content. */
		return $this->result( 'success', sprintf( __( 'The home page has a viewport meta tag: "%s".', 'lodestar' ), $found[0] ) );
	}
}
