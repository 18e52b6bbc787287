<?php
/**
 * Check: the home page links to other pages of the site.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;

defined( 'ABSPATH' ) || exit;

/**
 * Counts the body's links to pages of this site (same host, or relative), leaving out
 * links to the home page itself, fragments, mailto:, tel: and javascript:.
 *
 * @since 0.3.0
 */
class InternalLinks extends HomePageCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'internal_links';
	}

	/**
	 * Inspects the page.
	 *
	 * @since 0.3.0
	 */
	protected function inspect(): CheckResult {
		$home     = (array) wp_parse_url( $this->page->url() );
		$host     = strtolower( (string) ( $home['host'] ?? '' ) ) . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
		$home_url = untrailingslashit( $this->page->url() );
		$internal = array();
		$external = 0;
		foreach ( $this->page->links() as $href ) {
			if ( '' === $href || '#' === $href[0] || preg_match( '/^(mailto|tel|javascript|data|sms):/i', $href ) ) {
				continue;
			}
			$parts = wp_parse_url( $href );
			if ( ! is_array( $parts ) ) {
				continue;
			}
			if ( isset( $parts['host'] ) ) {
				$link_host = strtolower( $parts['host'] ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
				if ( $link_host !== $host ) {
					++$external;
					continue;
				}
				$absolute = $href;
			} else {
				$absolute = str_starts_with( $href, '/' ) ? ( $home['scheme'] ?? 'http' ) . '://' . $host . $href : trailingslashit( $home_url ) . $href;
			}
			$absolute = (string) strtok( $absolute, '#' );
			if ( untrailingslashit( $absolute ) === $home_url ) {
				continue;
			}
			$internal[ $absolute ] = true;
		}
		$internal = array_keys( $internal );
		if ( array() === $internal ) {
			return $this->result(
				'warning',
				/* translators: %d: number of links to other sites. */
				sprintf( __( 'No links from the home page to other pages of the site were found (%d links to other sites).', 'lodestar' ), $external ),
				array( self::text( __( 'Links from the home page help visitors and search engines find your important pages: add a menu or link to your main content.', 'lodestar' ) ) )
			);
		}
		return $this->result(
			'success',
			/* translators: 1: number of internal links, 2: number of external links. */
			sprintf( _n( '%1$d link from the home page to another page of the site found (and %2$d to other sites).', '%1$d links from the home page to other pages of the site found (and %2$d to other sites).', count( $internal ), 'lodestar' ), count( $internal ), $external ),
			array( self::items( $internal ) )
		);
	}
}
