<?php
/**
 * The control routes of the tests' fake servers.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests;

/**
 * Calls `/__control/<name>` of a fake server (tests/fake-google, fake-indexnow, fake-wporg,
 * fake-feed): `state` is a GET, every other name a POST with a JSON object body.
 */
trait FakeServerControl {

	/**
	 * Calls a control route and returns its JSON answer; fails the test when the fake does
	 * not answer 200.
	 *
	 * @param string               $base Base URL of the fake.
	 * @param string               $name Route (reset, config, state, …).
	 * @param array<string, mixed> $body JSON body.
	 * @param string               $who  The fake, for the failure message.
	 * @return array<string, mixed>
	 */
	protected function fake_control( string $base, string $name, array $body = array(), string $who = 'The fake server' ): array {
		$response = wp_remote_request(
			rtrim( $base, '/' ) . '/__control/' . $name,
			array(
				'method'  => 'state' === $name ? 'GET' : 'POST',
				'timeout' => 5,
				'headers' => array( 'Content-Type' => 'application/json' ),
				'body'    => 'state' === $name ? null : (string) wp_json_encode( (object) $body ),
			)
		);
		$this->assertIsArray( $response, $who . ' did not answer.' );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		return (array) json_decode( wp_remote_retrieve_body( $response ), true );
	}
}
