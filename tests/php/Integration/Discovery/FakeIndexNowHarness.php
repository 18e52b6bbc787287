<?php
/**
 * The fake IndexNow endpoint for the tests.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Discovery;

use Lodestar\Plugin;
use Lodestar\Settings\Definitions;
use Lodestar\Tests\FakeServerControl;
use Lodestar\Wiring\Discovery;

/**
 * Points IndexNow at the fake endpoint (LODESTAR_FAKE_INDEXNOW_URL, started by bin/phpunit.sh
 * from tests/fake-indexnow/server.mjs), resets it, and talks to its control endpoints.
 *
 * @since 0.3.0
 */
trait FakeIndexNowHarness {

	use FakeServerControl;

	/**
	 * The fake's endpoint.
	 *
	 * @var string
	 */
	protected string $endpoint = '';

	/**
	 * Points the client at the fake and resets it.
	 */
	protected function use_fake_indexnow(): void {
		$url = (string) getenv( 'LODESTAR_FAKE_INDEXNOW_URL' );
		$this->assertNotSame( '', $url, 'LODESTAR_FAKE_INDEXNOW_URL is not set: run PHPUnit through npm run test:php (bin/phpunit.sh starts the fake IndexNow endpoint).' );
		$this->endpoint = $url;
		add_filter( 'lodestar_indexnow_endpoint', fn () => $this->endpoint );
		$this->control( 'reset' );
	}

	/**
	 * Calls a control endpoint of the fake.
	 *
	 * @param string               $name reset, config or state.
	 * @param array<string, mixed> $body JSON body.
	 * @return array<string, mixed>
	 */
	protected function control( string $name, array $body = array() ): array {
		return $this->fake_control( substr( $this->endpoint, 0, -strlen( '/indexnow' ) ), $name, $body, 'The fake IndexNow endpoint' );
	}

	/**
	 * A raw POST to the fake endpoint; returns its status.
	 *
	 * @param string $body Body.
	 */
	protected function raw_submit( string $body ): int {
		$response = wp_remote_post(
			$this->endpoint,
			array(
				'timeout' => 5,
				'headers' => array( 'Content-Type' => 'application/json; charset=utf-8' ),
				'body'    => $body,
			)
		);
		$this->assertIsArray( $response );
		return (int) wp_remote_retrieve_response_code( $response );
	}

	/**
	 * The wiring of IndexNow and llms.txt.
	 */
	protected function discovery(): Discovery {
		return Plugin::instance()->discovery();
	}

	/**
	 * Switches features on (the settings' other values kept).
	 *
	 * @param array<string, bool> $switches Settings keys => values.
	 */
	protected function switch_features( array $switches ): void {
		$settings = get_option( Definitions::OPTION, array() );
		update_option( Definitions::OPTION, array_merge( is_array( $settings ) ? $settings : array(), $switches ), true );
		Plugin::instance()->settings()->flush();
	}
}
