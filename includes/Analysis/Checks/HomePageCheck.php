<?php
/**
 * A check that reads the fetched home page.
 *
 * @package Lodestar
 */

namespace Lodestar\Analysis\Checks;

use Lodestar\Analysis\CheckResult;
use Lodestar\Analysis\HomePage;
use Lodestar\Analysis\ObjectSample;

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
		$result = $this->inspect();
		if ( 'success' === $result->status ) {
			return $result;
		}
		// Name the object: the home page (a link to it) and, when it is a static page, its editor.
		$links = array(
			/* translators: %s: URL. */
			sprintf( __( 'The home page: %s', 'lodestar' ), $this->page->url() ) => $this->page->url(),
		);
		$front = 'page' === get_option( 'show_on_front' ) ? (int) get_option( 'page_on_front' ) : 0;
		if ( $front > 0 ) {
			/* translators: %s: page title. */
			$links[ sprintf( __( 'Edit the front page: %s', 'lodestar' ), ObjectSample::title_text( get_the_title( $front ) ) ) ] = ObjectSample::post_url( $front );
		}
		return $this->result( $result->status, $result->message, array_merge( $result->description, array( self::links( $links ) ) ) );
	}

	/**
	 * Inspects the fetched page.
	 *
	 * @since 0.3.0
	 */
	abstract protected function inspect(): CheckResult;
}
