<?php
/**
 * Check: the home page answers 200.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\HomePage;

defined( 'ABSPATH' ) || exit;

/**
 * The home page's HTTP status, after redirects: anything but 200 is an error with the
 * broken-link hint of that status.
 *
 * @since 0.3.0
 */
class HomeReachable extends BaseCheck {

	/**
	 * Constructor.
	 *
	 * @param HomePage $page Home page.
	 */
	public function __construct( private HomePage $page ) {}

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'home_reachable';
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
		$code = $this->page->code();
		if ( 200 === $code ) {
			/* translators: %s: URL. */
			return $this->result( 'success', sprintf( __( 'The home page (%s) answers with status 200.', 'lodestar' ), $this->page->url() ) );
		}
		if ( 0 === $code ) {
			// No answer at all: the request from the server to itself failed (blocked, timed out,
			// name not resolved there), which says nothing of what visitors get.
			return $this->result(
				'unavailable',
				/* translators: 1: URL, 2: reason. */
				sprintf( __( 'This check could not run: the request for the home page (%1$s) failed: %2$s.', 'lodestar' ), $this->page->url(), $this->page->failure() ),
				array( self::text( __( 'The analysis requests the home page from the site’s own server (a loopback request), and no answer came. Make sure the server can reach its own address (a firewall, a security plugin or a host rule may block it, or the request timed out), then run the checks again.', 'lodestar' ) ) )
			);
		}
		return $this->result(
			'error',
			/* translators: 1: URL, 2: HTTP status, 3: reason. */
			sprintf( __( 'The home page (%1$s) answers with status %2$d: %3$s.', 'lodestar' ), $this->page->url(), $code, $this->page->failure() ),
			array(
				self::text( __( 'Visitors and search engines must get the home page with status 200. Check the server, maintenance or coming-soon modes, and security plugins that block requests.', 'lodestar' ) ),
				/* translators: %s: URL. */
				self::links( array( sprintf( __( 'The home page: %s', 'lodestar' ), $this->page->url() ) => $this->page->url() ) ),
			)
		);
	}
}
