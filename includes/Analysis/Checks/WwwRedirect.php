<?php
/**
 * Check: the other www variant of the host redirects to the site's host.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\HomePage;

defined( 'ABSPATH' ) || exit;

/**
 * Requests the home page on the other variant of the host (www.example.org for example.org
 * and back) without following redirects: a redirect to the site's host passes; answering
 * the page itself, or not answering, is a warning. Skipped (success) on subdomains, IP
 * addresses and single-label hosts, where the other variant is not the same site.
 *
 * @since 0.3.0
 */
class WwwRedirect extends BaseCheck {

	/**
	 * Id.
	 *
	 * @since 0.3.0
	 */
	public function id(): string {
		return 'www_redirect';
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
	 * The other variant of a host, or '' when the check does not apply to it.
	 *
	 * @since 0.3.0
	 *
	 * @param string $host Host name.
	 */
	public static function other_host( string $host ): string {
		$host = strtolower( $host );
		if ( '' === $host || filter_var( trim( $host, '[]' ), FILTER_VALIDATE_IP ) || ! str_contains( $host, '.' ) ) {
			return '';
		}
		if ( str_starts_with( $host, 'www.' ) ) {
			return substr( $host, 4 );
		}
		$labels = explode( '.', $host );
		// example.org, or example.co.uk (a short second-level label under a country code).
		$apex = 2 === count( $labels ) || ( 3 === count( $labels ) && strlen( $labels[2] ) === 2 && strlen( $labels[1] ) <= 3 );
		return $apex ? 'www.' . $host : '';
	}

	/**
	 * Runs the check.
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult {
		$home  = home_url( '/' );
		$parts = (array) wp_parse_url( $home );
		$host  = strtolower( (string) ( $parts['host'] ?? '' ) );
		$other = self::other_host( $host );
		if ( '' === $other ) {
			/* translators: %s: host name. */
			return $this->result( 'success', sprintf( __( 'Not applicable: %s is a subdomain, an IP address or a local host name, so it has no www variant.', 'lodestar' ), $host ) );
		}
		$port      = isset( $parts['port'] ) ? ':' . $parts['port'] : '';
		$other_url = ( $parts['scheme'] ?? 'http' ) . '://' . $other . $port . ( $parts['path'] ?? '/' );
		$answer    = HomePage::remote( $other_url, 0 );
		$location  = $answer['headers']['location'] ?? '';
		$target    = strtolower( (string) wp_parse_url( $location, PHP_URL_HOST ) );
		if ( $answer['code'] >= 300 && $answer['code'] < 400 && $target === $host ) {
			return $this->result(
				'success',
				/* translators: 1: the other URL, 2: status, 3: where it leads. */
				sprintf( __( '%1$s redirects (%2$d) to %3$s.', 'lodestar' ), $other_url, $answer['code'], $location )
			);
		}
		$help = self::text( __( 'Both www and non-www addresses should lead to one host: the host answering the other one should redirect it (status 301) to the site address. Hosts and DNS providers set this up.', 'lodestar' ) );
		/* translators: %s: URL. */
		$where = self::links( array( sprintf( __( 'The other address: %s', 'lodestar' ), $other_url ) => $other_url ) );
		if ( 0 === $answer['code'] ) {
			return $this->result(
				'unavailable',
				/* translators: 1: the other URL, 2: the transport's message. */
				sprintf( __( 'This check could not run: the request for %1$s failed: %2$s.', 'lodestar' ), $other_url, '' !== $answer['error'] ? $answer['error'] : HomePage::hint( 0 ) ),
				array(
					self::text( __( 'The analysis requests the other address from the site’s own server, and no answer came: the server may not resolve or reach that host name although visitors can, or a firewall blocked the request. Open the address in a browser: it should redirect (status 301) to the site address.', 'lodestar' ) ),
					$help,
					$where,
				)
			);
		}
		if ( $answer['code'] >= 400 ) {
			return $this->result(
				'warning',
				/* translators: 1: the other URL, 2: reason. */
				sprintf( __( '%1$s does not redirect to the site: %2$s.', 'lodestar' ), $other_url, HomePage::hint( $answer['code'] ) ),
				array( $help, $where )
			);
		}
		return $this->result(
			'warning',
			'' === $location
				/* translators: 1: the other URL, 2: status. */
				? sprintf( __( '%1$s answers with status %2$d instead of redirecting to the site\'s host.', 'lodestar' ), $other_url, $answer['code'] )
				/* translators: 1: the other URL, 2: where it leads. */
				: sprintf( __( '%1$s redirects to %2$s, not to the site\'s host.', 'lodestar' ), $other_url, $location ),
			array( $help, $where )
		);
	}
}
