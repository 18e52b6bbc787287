<?php
/**
 * The route of a text file WordPress answers at the site's root.
 *
 * @package Lodestar
 */

namespace Lodestar\Support;

use WP;

defined( 'ABSPATH' ) || exit;

/**
 * What /llms.txt and the IndexNow key file share: a rewrite rule put first (through
 * `rewrite_rules_array`, so it costs nothing outside rule rebuilds) that sets the query
 * variable the subclass names in its constant QUERY_VAR, that query variable, and the answer on
 * `parse_request` (routed by the rule, or, with plain permalinks, by the request's path): the
 * text as plain text, or WordPress's 404 when the rule routed a request the file does not
 * answer. Wiring\Doors hooks them, one callback per hook for both files and the sitemaps.
 *
 * @since 0.3.0
 */
abstract class RootFileRoute {

	/**
	 * Regular expression of the rewrite rule, or '' while the file is not served.
	 *
	 * @since 0.3.0
	 */
	abstract protected function rewrite_pattern(): string;

	/**
	 * Whether the request may be the file while WordPress parses no path (plain permalinks).
	 *
	 * @since 0.3.0
	 */
	abstract protected function plain_request(): bool;

	/**
	 * The file's text for this request, or null when there is none.
	 *
	 * @since 0.3.0
	 */
	abstract protected function body(): ?string;

	/**
	 * Headers sent after the content type.
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	protected function extra_headers(): array {
		return array();
	}

	/**
	 * Puts the file's rule first while it is served.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string, string> $rules Rewrite rules.
	 * @return array<string, string>
	 */
	public function add_rewrite_rule( $rules ): array {
		$rules   = (array) $rules;
		$pattern = $this->rewrite_pattern();
		if ( '' === $pattern ) {
			return $rules;
		}
		return array_merge( array( $pattern => 'index.php?' . static::QUERY_VAR . '=1' ), $rules );
	}

	/**
	 * Answers the file's request: its text as plain text (and the request ends), or, with no
	 * text, WordPress's 404 when the rewrite rule routed the request (else WordPress goes on).
	 *
	 * @since 0.3.0
	 *
	 * @param WP $wp Request.
	 */
	public function serve_request( $wp ): void {
		if ( ! $wp instanceof WP ) {
			return;
		}
		$by_rule = ! empty( $wp->query_vars[ static::QUERY_VAR ] );
		if ( ! $by_rule && ( ! self::names_text_file() || ! $this->plain_request() ) ) {
			return;
		}
		$body = $this->body();
		if ( null === $body ) {
			if ( $by_rule ) {
				$wp->query_vars = array( 'error' => '404' );
			}
			return;
		}
		if ( ! headers_sent() ) {
			status_header( 200 );
			header( 'Content-Type: text/plain; charset=utf-8' );
			foreach ( $this->extra_headers() as $header ) {
				header( $header );
			}
			header( 'Cache-Control: public, max-age=300' );
		}
		echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a plain-text file.
		exit;
	}

	/**
	 * Whether the request's address names a .txt file at all (decoded): every other request, a
	 * page view, is answered without reading the permalink settings (nor building the routes:
	 * Wiring\Doors asks first).
	 *
	 * @since 0.4.0
	 */
	public static function names_text_file(): bool {
		$uri = isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? $_SERVER['REQUEST_URI'] : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared, never printed.
		// Without ".txt" or an escape, no decoding can make one (most requests stop here).
		if ( ! str_contains( $uri, '.txt' ) && ! str_contains( $uri, '%' ) ) {
			return false;
		}
		return str_contains( rawurldecode( wp_unslash( $uri ) ), '.txt' );
	}
}
