<?php
/**
 * A check that reads the fetched home page.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\HomePage;

defined( 'ABSPATH' ) || exit;

/**
 * Gives the fetch's error result when the home page could not be read, and otherwise asks
 * the check to inspect the page.
 *
 * @since 0.3.0
 */
abstract class HomePageCheck extends BaseCheck {

	/**
	 * Constructor.
	 *
	 * @param HomePage $page The home page (fetched once, shared by the checks of a run).
	 */
	public function __construct( protected HomePage $page ) {}

	/**
	 * The home-page checks are of the `general` category.
	 *
	 * @since 0.3.0
	 */
	public function category(): string {
		return 'general';
	}

	/**
	 * Runs the check.
	 *
	 * @since 0.3.0
	 */
	public function run(): CheckResult {
		if ( ! $this->page->ok() ) {
			return $this->page->failure_result( $this->id(), $this->category() );
		}
		return $this->inspect();
	}

	/**
	 * Inspects the fetched page.
	 *
	 * @since 0.3.0
	 */
	abstract protected function inspect(): CheckResult;
}
