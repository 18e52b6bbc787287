<?php
/**
 * Check: robots.txt is served.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\HomePage;

defined( 'ABSPATH' ) || exit;

/**
 * Requests /robots.txt at the root of the site's host: anything but a 200 answer in plain
 * text is a warning (with plain permalinks WordPress answers /robots.txt with the home page).
 *
 * @since 0.3.0
 */
class RobotsTxt extends BaseCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'robots_txt';
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
		$parts  = (array) wp_parse_url( home_url( '/' ) );
		$url    = ( $parts['scheme'] ?? 'http' ) . '://' . ( $parts['host'] ?? '' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ) . '/robots.txt';
		$answer = HomePage::remote( $url );
		$type = strtolower( $answer['headers']['content-type'] ?? '' );
		$html = str_contains( $type, 'html' ) || preg_match( '/^\s*</', $answer['body'] );
		if ( 200 === $answer['code'] && ! $html ) {
			$lines = count( array_filter( array_map( 'trim', explode( "\n", $answer['body'] ) ), static fn ( string $l ): bool => '' !== $l && '#' !== $l[0] ) );
			/* translators: 1: URL, 2: number of rules. */
			return $this->result( 'success', sprintf( _n( 'robots.txt (%1$s) is served, with %2$d line.', 'robots.txt (%1$s) is served, with %2$d lines.', $lines, 'lodestar' ), $url, $lines ) );
		}
		$items = array( self::text( __( 'Search engines read robots.txt first. WordPress serves one when the site is installed at the root of its host and pretty permalinks are on (with plain permalinks the request gets the home page), unless a server rule or a security plugin answers instead; Lodestar lets you edit it in Lodestar → Advanced → robots.txt.', 'lodestar' ) ) );
		if ( '' !== (string) ( $parts['path'] ?? '' ) && '/' !== $parts['path'] ) {
			$items[] = self::text( __( 'This site lives in a folder: robots.txt must be served at the root of the host by whatever runs it.', 'lodestar' ) );
		}
		if ( 200 === $answer['code'] ) {
			return $this->result(
				'warning',
				/* translators: %s: URL. */
				sprintf( __( '%s answers with an HTML page, not a robots.txt file.', 'lodestar' ), $url ),
				$items
			);
		}
		return $this->result(
			'warning',
			/* translators: 1: URL, 2: reason. */
			sprintf( __( 'robots.txt (%1$s) could not be read: %2$s.', 'lodestar' ), $url, '' !== HomePage::hint( $answer['code'] ) ? HomePage::hint( $answer['code'] ) : sprintf( 'HTTP %d', $answer['code'] ) ),
			$items
		);
	}
}
