<?php
/**
 * Renders front-end requests the way WordPress handles them, for head output tests.
 *
 * @package Lodestar\Tests
 */

namespace Lodestar\Tests;

use Lodestar\Frontend\HeadRenderer;

/**
 * Helpers for TestCase subclasses: run a front-end request (main query, 404 handling, the
 * plugin's template_redirect work, wp_head) and read what it printed.
 *
 * @since 0.1.0
 */
trait HeadHarness {

	/**
	 * Status codes sent by status_header() during the last request.
	 *
	 * @var int[]
	 */
	private array $statuses = array();

	/**
	 * Redirects attempted during the last request: [location, status].
	 *
	 * @var array<int, array{0: string, 1: int}>
	 */
	private array $redirects = array();

	/**
	 * Runs a front-end request and returns what the page's head holds.
	 *
	 * Steps, as WordPress runs them: the main query (go_to), WP::handle_404()'s pre_handle_404
	 * filter, Lodestar's template_redirect callbacks (core's redirect_canonical() would exit),
	 * then the document title (as printed, escaped) and wp_head.
	 *
	 * @param array<string, mixed>|string $query_vars Query vars.
	 * @return array{head: string, title: string|null, robots: string|null, block: string[]|null, status: int|null, redirect: array{0: string, 1: int}|null}
	 */
	protected function render_request( $query_vars ): array {
		$this->statuses  = array();
		$this->redirects = array();
		add_filter( 'status_header', array( $this, 'capture_status' ), 10, 2 );
		add_filter( 'wp_redirect', array( $this, 'capture_redirect' ), 10, 2 );

		$query = $this->go_to( $query_vars );
		apply_filters( 'pre_handle_404', false, $query );
		$this->run_lodestar_callbacks( 'template_redirect' );

		$head  = '';
		$title = null;
		if ( array() === $this->redirects ) {
			$title = wp_get_document_title();
			ob_start();
			do_action( 'wp_head' );
			$head = (string) ob_get_clean();
		}

		remove_filter( 'status_header', array( $this, 'capture_status' ), 10 );
		remove_filter( 'wp_redirect', array( $this, 'capture_redirect' ), 10 );

		return array(
			'head'     => $head,
			'title'    => $title,
			'robots'   => preg_match( "#<meta name='robots' content='([^']*)' />#", $head, $m ) ? $m[1] : null,
			'block'    => self::lodestar_block( $head ),
			'status'   => array() === $this->statuses ? null : end( $this->statuses ),
			'redirect' => array() === $this->redirects ? null : end( $this->redirects ),
		);
	}

	/**
	 * The lines of Lodestar's head block, or null when there is none.
	 *
	 * @param string $html Head HTML.
	 * @return string[]|null
	 */
	protected static function lodestar_block( string $html ): ?array {
		$start = strpos( $html, HeadRenderer::OPEN . "\n" );
		if ( false === $start ) {
			return null;
		}
		$start += strlen( HeadRenderer::OPEN . "\n" );
		$end    = strpos( $html, HeadRenderer::CLOSE, $start );
		if ( false === $end ) {
			return null;
		}
		return array_values( array_filter( explode( "\n", substr( $html, $start, $end - $start ) ), 'strlen' ) );
	}

	/**
	 * Runs the callbacks Lodestar added to an action, in priority order.
	 *
	 * @param string $hook Action name.
	 */
	protected function run_lodestar_callbacks( string $hook ): void {
		global $wp_filter;
		if ( ! isset( $wp_filter[ $hook ] ) ) {
			return;
		}
		$callbacks = $wp_filter[ $hook ]->callbacks;
		ksort( $callbacks );
		foreach ( $callbacks as $group ) {
			foreach ( $group as $callback ) {
				if ( self::is_lodestar_callback( $callback['function'] ) ) {
					call_user_func( $callback['function'] );
				}
			}
		}
	}

	/**
	 * Removes every callback Lodestar added to any hook (as if the plugin were inactive).
	 * TestCase restores the hooks after the test.
	 */
	protected function remove_lodestar_hooks(): void {
		global $wp_filter;
		foreach ( $wp_filter as $hook ) {
			foreach ( $hook->callbacks as $priority => $group ) {
				foreach ( $group as $callback ) {
					if ( self::is_lodestar_callback( $callback['function'] ) ) {
						$hook->remove_filter( '', $callback['function'], $priority );
					}
				}
			}
		}
		// What Lodestar removed from core comes back.
		if ( ! has_action( 'wp_head', 'rel_canonical' ) ) {
			add_action( 'wp_head', 'rel_canonical' );
		}
	}

	/**
	 * Whether a hook callback belongs to Lodestar.
	 *
	 * @param mixed $callback Callback.
	 */
	private static function is_lodestar_callback( $callback ): bool {
		return is_array( $callback ) && is_object( $callback[0] ) && str_starts_with( get_class( $callback[0] ), 'Lodestar\\' ) && ! str_starts_with( get_class( $callback[0] ), 'Lodestar\\Tests\\' );
	}

	/**
	 * Records a status header.
	 *
	 * @param string $header Header line.
	 * @param int    $code   Status code.
	 */
	public function capture_status( $header, $code ): string {
		$this->statuses[] = (int) $code;
		return (string) $header;
	}

	/**
	 * Records a redirect and stops it (wp_redirect() then returns false: no exit).
	 *
	 * @param string $location Location.
	 * @param int    $status   Status code.
	 * @return false
	 */
	public function capture_redirect( $location, $status ) {
		$this->redirects[] = array( (string) $location, (int) $status );
		return false;
	}
}
