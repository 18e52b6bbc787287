<?php
/**
 * Answers requests that match a rule.
 *
 * @package Lodestar
 */

namespace Lodestar\Redirects;

use Lodestar\Repositories\RedirectsTable;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Consults the rules before WordPress parses the request (`do_parse_request`), so a redirect
 * costs neither the rewrite matching nor the main query, and a URL that still resolves to a
 * live page is redirected all the same. A 301, 302 or 307 is sent with `wp_redirect()`; a 410 or
 * 451 lets WordPress go on and answers with that status and the theme's 404 template. Only GET
 * and HEAD requests are redirected (a form post is never turned into a GET).
 *
 * @since 0.4.0
 */
class Responder {

	/**
	 * The status of a matched 410 or 451 rule of this request.
	 *
	 * @var int
	 */
	private int $gone = 0;

	/**
	 * The rule whose hit is still to be counted (0: none).
	 *
	 * @var int
	 */
	private int $hit_id = 0;

	/**
	 * Constructor.
	 *
	 * @param Matcher            $matcher  The matcher.
	 * @param RedirectsTable     $table    The rules (hit counts).
	 * @param SettingsRepository $settings Settings (the switch).
	 */
	public function __construct( private Matcher $matcher, private RedirectsTable $table, private SettingsRepository $settings ) {}

	/**
	 * Redirects (and exits) when a rule matches; passes the filter's value on otherwise.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed $parse Whether WordPress parses the request.
	 * @return mixed
	 */
	public function check_request( $parse ) {
		// Compared with two names, never printed or stored.
		$method = isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? $_SERVER['REQUEST_METHOD'] : 'GET'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		$method = strtoupper( $method );
		if ( ( 'GET' !== $method && 'HEAD' !== $method ) || ! $this->settings->get( 'enable_redirects' ) ) {
			return $parse;
		}
		$uri    = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : '/'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared, never printed.
		$answer = $this->answer( $uri );
		if ( null === $answer ) {
			return $parse;
		}
		if ( null === $answer['location'] ) {
			add_action( 'shutdown', array( $this, 'count_hit' ) );
			return $parse;
		}
		if ( wp_redirect( $answer['location'], $answer['status'], 'Lodestar SEO' ) ) { // phpcs:ignore WordPress.Security.SafeRedirect -- the site owner chose the target.
			// The visitor has the answer before the hit is counted (PHP-FPM).
			if ( function_exists( 'fastcgi_finish_request' ) ) {
				fastcgi_finish_request();
			}
			$this->count_hit();
			exit;
		}
		return $parse;
	}

	/**
	 * What a request URI is answered with (null: no rule). The hit is counted by count_hit(),
	 * after the answer is sent. A 410 or 451 is remembered for the rest of the request.
	 *
	 * @since 0.4.0
	 *
	 * @param string $uri Request URI.
	 * @return array{rule: array<string, mixed>, status: int, location: ?string}|null
	 */
	public function answer( string $uri ): ?array {
		$match = $this->matcher->match( $uri );
		if ( null === $match ) {
			return null;
		}
		$this->hit_id = (int) $match['rule']['id'];
		if ( null === $match['location'] ) {
			$this->gone = $match['status'];
			add_action( 'wp', array( $this, 'send_gone' ), 0 );
		}
		return $match;
	}

	/**
	 * Counts the hit of this request's rule (hits and last hit), once.
	 *
	 * @since 0.4.0
	 */
	public function count_hit(): void {
		if ( 0 !== $this->hit_id ) {
			$this->table->hit( $this->hit_id );
			$this->hit_id = 0;
		}
	}

	/**
	 * Turns the request into the theme's 404 page answered with 410 or 451.
	 *
	 * @since 0.4.0
	 */
	public function send_gone(): void {
		global $wp_query;
		if ( 0 === $this->gone ) {
			return;
		}
		if ( $wp_query instanceof \WP_Query ) {
			$wp_query->set_404();
		}
		status_header( $this->gone );
		nocache_headers();
	}

	/**
	 * The status of this request's 410 or 451 rule (0: none).
	 *
	 * @since 0.4.0
	 */
	public function gone_status(): int {
		return $this->gone;
	}
}
