<?php
/**
 * Shared set-up of the redirect tests.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests\Integration\Redirects;

use Lodestar\Plugin;
use Lodestar\Redirects\Rules;
use Lodestar\Tests\TestCase;
use Lodestar\Wiring\Redirects;

/**
 * Pretty permalinks, an emptied rules table and a fresh page-view index for each test.
 */
abstract class RedirectsTestCase extends TestCase {

	/**
	 * The redirect manager.
	 *
	 * @var Redirects
	 */
	protected Redirects $redirects;

	/**
	 * The rules.
	 *
	 * @var Rules
	 */
	protected Rules $rules;

	/**
	 * Set-up.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		update_option( 'permalink_structure', '/%postname%/' );
		$GLOBALS['wp_rewrite']->init();
		create_initial_taxonomies();
		$this->redirects = Plugin::instance()->redirects();
		$this->rules     = $this->redirects->rules;
		$wpdb->query( "DELETE FROM {$wpdb->prefix}lodestar_redirects" );
		$wpdb->query( "DELETE FROM {$wpdb->prefix}lodestar_404_log" );
		$this->redirects->index->rebuild();
	}

	/**
	 * Forgets the index read in this test (the option is rolled back).
	 */
	protected function tearDown(): void {
		$this->redirects->index->flush();
		parent::tearDown();
	}

	/**
	 * Creates a rule and returns its row.
	 *
	 * @param array<string, mixed> $input  Fields.
	 * @param string               $origin Origin.
	 * @return array<string, mixed>
	 */
	protected function rule( array $input, string $origin = 'manual' ): array {
		$saved = $this->rules->create( $input, $origin );
		$this->assertNotWPError( $saved );
		return $saved['rule'];
	}

	/**
	 * Fails with the error's message when a value is a WP_Error.
	 *
	 * @param mixed $value Value.
	 */
	protected function assertNotWPError( $value ): void {
		$this->assertFalse( is_wp_error( $value ), is_wp_error( $value ) ? $value->get_error_message() : '' );
	}

	/**
	 * Where a request URI goes: [status, location] or null.
	 *
	 * @param string $uri Request URI.
	 * @return array{0: int, 1: ?string}|null
	 */
	protected function goes( string $uri ): ?array {
		$match = $this->redirects->matcher->match( $uri );
		return null === $match ? null : array( $match['status'], $match['location'] );
	}
}
