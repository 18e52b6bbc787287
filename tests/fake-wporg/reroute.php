<?php
/**
 * Test-only must-use plugin: sends every request for the wordpress.org directory API
 * (api.wordpress.org) and its downloads (downloads.wordpress.org) to the fake directory
 * (tests/fake-wporg/server.mjs) at LODESTAR_FAKE_WPORG_URL, with path and query unchanged.
 * Lodestar's own code keeps calling wordpress.org; only this file, loaded by the test
 * runners (bin/fake-wporg.sh for the e2e site, the PHPUnit tests themselves), reroutes.
 *
 * LODESTAR_FAKE_WPORG_TIMEOUT (seconds), when defined, shortens Lodestar's timeout of those
 * calls so that a hanging fake fails fast in the browser tests.
 *
 * @package Lodestar\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- a test file.

if ( ! function_exists( 'lodestar_fake_wporg_reroute' ) ) {
	/**
	 * Answers a request to wordpress.org with the same request to the fake (pre_http_request).
	 *
	 * @param mixed                $pre  Short-circuit value.
	 * @param array<string, mixed> $args Request arguments (Lodestar's timeout already applied).
	 * @param string               $url  URL.
	 * @return mixed
	 */
	function lodestar_fake_wporg_reroute( $pre, $args, $url ) {
		$base = defined( 'LODESTAR_FAKE_WPORG_URL' ) ? (string) LODESTAR_FAKE_WPORG_URL : (string) getenv( 'LODESTAR_FAKE_WPORG_URL' );
		$host = (string) wp_parse_url( (string) $url, PHP_URL_HOST );
		if ( false !== $pre || '' === $base || ! in_array( $host, array( 'api.wordpress.org', 'downloads.wordpress.org' ), true ) ) {
			return $pre;
		}
		$path  = (string) wp_parse_url( (string) $url, PHP_URL_PATH );
		$query = (string) wp_parse_url( (string) $url, PHP_URL_QUERY );
		// The fake is on localhost: WordPress's "safe" request checks would refuse it.
		$args['reject_unsafe_urls'] = false;
		return wp_remote_request( rtrim( $base, '/' ) . $path . ( '' !== $query ? '?' . $query : '' ), $args );
	}
	add_filter( 'pre_http_request', 'lodestar_fake_wporg_reroute', 10, 3 );

	if ( defined( 'LODESTAR_FAKE_WPORG_TIMEOUT' ) ) {
		add_filter(
			'lodestar_extensions_timeout',
			static function () {
				return (float) LODESTAR_FAKE_WPORG_TIMEOUT;
			}
		);
	}
}
