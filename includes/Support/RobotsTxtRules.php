<?php
/**
 * robots.txt matching rules (RFC 9309 and Google's reading of it).
 *
 * @package Lodestar
 */

namespace Lodestar\Support;

defined( 'ABSPATH' ) || exit;

/**
 * A parsed robots.txt and the decision it gives a crawler for a path, as RFC 9309 and Google's
 * published robots.txt rules define it. The TypeScript twin is src/utils/robots-txt.ts; both
 * run the cases of tests/fixtures/robots-txt.json.
 *
 * - Lines end with LF, CR LF or CR; a leading UTF-8 byte order mark is skipped; `#` starts a
 *   comment; field names are case-insensitive; unknown lines (and `Sitemap:`) are ignored; only
 *   the first MAX_BYTES are read.
 * - A group is one or more consecutive `User-agent` lines and the rules after them; a
 *   `User-agent` line after an Allow or Disallow line starts a new group (other lines do not
 *   end a group). Rules before any `User-agent` line are ignored. The user agent is its
 *   product token (`Googlebot/2.1` is `googlebot`), compared case-insensitively. Several groups
 *   naming the same agent are merged. A crawler obeys the groups naming its most specific token
 *   (tokens are given most specific first), and the `*` groups only when none names it.
 * - Allow and Disallow patterns match from the start of the path (path and query): `*` is any
 *   run of characters, `$` at the end anchors the end. The matching rule with the longest
 *   pattern wins; on a tie Allow wins. An empty pattern is no rule. `/robots.txt` is always
 *   allowed.
 * - Percent-encoding is normalised on both sides before matching: an escaped unreserved
 *   character (letters, digits, `-._~`) is decoded, other escapes keep their meaning with
 *   uppercase hex digits (`%2f` is `%2F`, never `/`), and bytes outside ASCII are escaped.
 *
 * @since 0.5.0
 */
final class RobotsTxtRules {

	/**
	 * Bytes read (Google reads the first 500 KiB and ignores the rest).
	 *
	 * @since 0.5.0
	 */
	public const MAX_BYTES = 512000;

	/**
	 * Groups: each {agents: list<string>, rules: list<array{allow: bool, pattern: string, line: int, text: string}>}.
	 *
	 * @var list<array{agents: list<string>, rules: list<array{allow: bool, pattern: string, line: int, text: string}>}>
	 */
	private array $groups;

	/**
	 * Constructor.
	 *
	 * @param list<array{agents: list<string>, rules: list<array{allow: bool, pattern: string, line: int, text: string}>}> $groups Groups.
	 */
	private function __construct( array $groups ) {
		$this->groups = $groups;
	}

	/**
	 * Parses robots.txt content.
	 *
	 * @since 0.5.0
	 *
	 * @param string $content robots.txt as served.
	 */
	public static function parse( string $content ): self {
		$content = substr( $content, 0, self::MAX_BYTES );
		if ( str_starts_with( $content, "\xEF\xBB\xBF" ) ) {
			$content = substr( $content, 3 );
		}
		$groups  = array();
		$current = -1;
		$in_rule = true;
		foreach ( (array) preg_split( '/\r\n|\r|\n/', $content ) as $index => $raw ) {
			$hash = strpos( (string) $raw, '#' );
			$line = trim( false === $hash ? (string) $raw : substr( (string) $raw, 0, $hash ), " \t" );
			if ( ! preg_match( '/^([A-Za-z-]+)[ \t]*:[ \t]*(.*)$/', $line, $match ) ) {
				continue;
			}
			$field = strtolower( $match[1] );
			$value = trim( $match[2], " \t" );
			if ( 'user-agent' === $field ) {
				$agent = self::product_token( $value );
				if ( '' === $agent ) {
					continue;
				}
				if ( $in_rule ) {
					$groups[] = array(
						'agents' => array(),
						'rules'  => array(),
					);
					$current  = count( $groups ) - 1;
					$in_rule  = false;
				}
				$groups[ $current ]['agents'][] = $agent;
				continue;
			}
			if ( ( 'allow' !== $field && 'disallow' !== $field ) || $current < 0 ) {
				continue;
			}
			$in_rule = true;
			if ( '' === $value ) {
				continue;
			}
			$groups[ $current ]['rules'][] = array(
				'allow'   => 'allow' === $field,
				'pattern' => self::normalise( $value ),
				'line'    => (int) $index + 1,
				'text'    => $line,
			);
		}
		return new self( $groups );
	}

	/**
	 * The product token of a User-agent value, lowercased: `*`, or its leading letters,
	 * underscores and hyphens (`Googlebot/2.1 (+http://…)` is `googlebot`); '' when none.
	 *
	 * @since 0.5.0
	 *
	 * @param string $value Value of the line.
	 */
	public static function product_token( string $value ): string {
		if ( preg_match( '/^\*(?:[ \t]|$)/', $value ) ) {
			return '*';
		}
		return preg_match( '/^[A-Za-z_-]+/', $value, $match ) ? strtolower( $match[0] ) : '';
	}

	/**
	 * The decision for a crawler and a path.
	 *
	 * @since 0.5.0
	 *
	 * @param string|list<string> $agent Product token(s) of the crawler, most specific first (e.g. `googlebot-news`, `googlebot`).
	 * @param string              $path  Path and query (as path_of() gives it).
	 * @return array{allowed: bool, line: int, rule: string, group: string} The rule that decided (line 0 and '' when none did), the agent of the group obeyed ('' for none).
	 */
	public function decide( $agent, string $path ): array {
		$path    = self::normalise( '' === $path ? '/' : $path );
		$decided = array(
			'allowed' => true,
			'line'    => 0,
			'rule'    => '',
			'group'   => '',
		);
		$rules   = array();
		foreach ( array_merge( array_map( 'strtolower', (array) $agent ), array( '*' ) ) as $token ) {
			foreach ( $this->groups as $group ) {
				if ( in_array( $token, $group['agents'], true ) ) {
					$decided['group'] = $token;
					$rules            = array_merge( $rules, $group['rules'] );
				}
			}
			if ( '' !== $decided['group'] ) {
				break;
			}
		}
		if ( '/robots.txt' === $path ) {
			return $decided;
		}
		$best = -1;
		foreach ( $rules as $rule ) {
			$length = strlen( $rule['pattern'] );
			$wins   = $length > $best || ( $length === $best && $rule['allow'] && ! $decided['allowed'] );
			if ( ! $wins || ! self::matches( $rule['pattern'], $path ) ) {
				continue;
			}
			$best               = $length;
			$decided['allowed'] = $rule['allow'];
			$decided['line']    = $rule['line'];
			$decided['rule']    = $rule['text'];
		}
		return $decided;
	}

	/**
	 * Whether a (normalised) pattern matches a (normalised) path: from the start, `*` any run
	 * of characters, `$` at the end the end of the path. The positions the pattern can have
	 * reached are followed together, so the time is bounded by the two lengths' product.
	 *
	 * @since 0.5.0
	 *
	 * @param string $pattern Pattern.
	 * @param string $path    Path.
	 */
	public static function matches( string $pattern, string $path ): bool {
		$length    = strlen( $path );
		$positions = array( 0 );
		$last      = strlen( $pattern ) - 1;
		for ( $i = 0; $i <= $last; $i++ ) {
			$char = $pattern[ $i ];
			if ( '$' === $char && $i === $last ) {
				return end( $positions ) === $length;
			}
			if ( '*' === $char ) {
				$positions = range( $positions[0], $length );
				continue;
			}
			$next = array();
			foreach ( $positions as $position ) {
				if ( $position < $length && $path[ $position ] === $char ) {
					$next[] = $position + 1;
				}
			}
			if ( array() === $next ) {
				return false;
			}
			$positions = $next;
		}
		return true;
	}

	/**
	 * Normalises percent-encoding: escaped unreserved characters decoded, other escapes with
	 * uppercase hex digits, bytes outside ASCII (and spaces and controls) escaped.
	 *
	 * @since 0.5.0
	 *
	 * @param string $text Path or pattern.
	 */
	public static function normalise( string $text ): string {
		return (string) preg_replace_callback(
			'/%([0-9A-Fa-f]{2})|[^\x21-\x7E]/',
			static function ( array $match ): string {
				if ( isset( $match[1] ) && '' !== $match[1] ) {
					$char = chr( (int) hexdec( $match[1] ) );
					return preg_match( '/^[A-Za-z0-9._~-]$/', $char ) ? $char : '%' . strtoupper( $match[1] );
				}
				return '%' . strtoupper( bin2hex( $match[0] ) );
			},
			$text
		);
	}

	/**
	 * The path a crawler matches for a URL: its path (`/` when it has none) and query, without
	 * the scheme, host, port or fragment, normalised. A URL without a scheme (`example.com/a`)
	 * is read as http.
	 *
	 * @since 0.5.0
	 *
	 * @param string $url URL.
	 */
	public static function path_of( string $url ): string {
		$url  = trim( $url );
		$hash = strpos( $url, '#' );
		$url  = false === $hash ? $url : substr( $url, 0, $hash );
		if ( ! str_starts_with( $url, '/' ) ) {
			$url = preg_match( '~^[a-z][a-z0-9+.-]*://~i', $url ) ? $url : 'http://' . $url;
			$url = (string) preg_replace( '~^[a-z][a-z0-9+.-]*://[^/?]*~i', '', $url );
		}
		$query = strpos( $url, '?' );
		$path  = false === $query ? $url : substr( $url, 0, $query );
		$path  = '' === $path ? '/' : $path;
		return self::normalise( false === $query ? $path : $path . substr( $url, $query ) );
	}
}
