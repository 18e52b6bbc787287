<?php
/**
 * Check: the home page has a canonical URL.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\HomeContext;
use Lodestar\Analysis\HomePage;
use Lodestar\Seo\CanonicalResolver;

defined( 'ABSPATH' ) || exit;

/**
 * The served `<link rel="canonical">`: missing or more than one is a warning, and so is a
 * canonical that differs from the one Lodestar resolves for the home page.
 *
 * @since 0.3.0
 */
class CanonicalTag extends HomePageCheck {

	/**
	 * Constructor.
	 *
	 * @param HomePage          $page       Home page.
	 * @param CanonicalResolver $canonicals Canonical resolver.
	 */
	public function __construct( HomePage $page, private CanonicalResolver $canonicals ) {
		parent::__construct( $page );
	}

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'canonical_tag';
	}

	/**
	 * Inspects the page.
	 *
	 * @since 0.3.0
	 */
	protected function inspect(): CheckResult {
		$found = $this->page->canonicals();
		if ( array() === $found ) {
			return $this->result(
				'warning',
				__( 'The home page has no canonical URL: no <link rel="canonical"> was found.', 'lodestar' ),
				array( self::text( __( 'A canonical URL tells search engines which address of a page to index when several lead to it. Lodestar prints it on every page it handles: when it is missing, the theme does not call wp_head() or another plugin removes Lodestar\'s head output; deactivate plugins one at a time to find which.', 'lodestar' ) ) )
			);
		}
		if ( count( $found ) > 1 ) {
			return $this->result(
				'warning',
				/* translators: %d: number of canonical tags. */
				sprintf( __( 'The home page has %d canonical URLs; search engines may ignore them all.', 'lodestar' ), count( $found ) ),
				array(
					self::text( __( 'Keep one: the theme or another SEO plugin prints the others (see the other SEO plugins check); turn off its canonical output.', 'lodestar' ) ),
					self::items( $found ),
				)
			);
		}
		$expected = $this->canonicals->url( HomeContext::build() );
		if ( '' !== $expected && untrailingslashit( $expected ) !== untrailingslashit( $found[0] ) ) {
			return $this->result(
				'warning',
				/* translators: 1: the canonical on the page, 2: the expected one. */
				sprintf( __( 'The home page\'s canonical URL is %1$s, not %2$s.', 'lodestar' ), $found[0], $expected ),
				array( self::text( __( 'The canonical points away from the home page, so search engines may not index the home page itself. The theme or another plugin may print it.', 'lodestar' ) ) )
			);
		}
		/* translators: %s: canonical URL. */
		return $this->result( 'success', sprintf( __( 'The home page\'s canonical URL is %s.', 'lodestar' ), $found[0] ) );
	}
}
