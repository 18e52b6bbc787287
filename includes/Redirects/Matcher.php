<?php
/**
 * Which rule answers a request.
 *
 * @package Lodestar
 */

namespace Lodestar\Redirects;

use Lodestar\Repositories\RedirectsTable;

defined( 'ABSPATH' ) || exit;

/**
 * Finds the rule of a request URI: an exact rule first, then the longest prefix, then the
 * regular expressions in id order. The index says which keys may exist; the table is asked
 * only for those (one query), so a request that matches nothing asks nothing.
 *
 * @since 0.4.0
 */
class Matcher {

	/**
	 * Backtracking allowed to one regular expression against one request.
	 *
	 * @since 0.4.0
	 */
	public const BACKTRACK_LIMIT = 10000;

	/**
	 * Constructor.
	 *
	 * @param Index          $index The page-view index.
	 * @param RedirectsTable $table The rules.
	 */
	public function __construct( private Index $index, private RedirectsTable $table ) {}

	/**
	 * The matching rule and where it sends the request, or null.
	 *
	 * @since 0.4.0
	 *
	 * @param string $uri Request URI (path and query, as in REQUEST_URI) or a URL of this site.
	 * @return array{rule: array<string, mixed>, status: int, location: ?string}|null
	 */
	public function match( string $uri ): ?array {
		if ( $this->index->is_empty() ) {
			return null;
		}
		list( $raw_path, $query ) = Path::split( $uri );
		$path                 = Path::normalise( $raw_path );
		$hashes               = array();
		$exact_key            = Path::key( 'exact', $path );
		if ( $this->index->may_contain( $exact_key ) ) {
			$hashes[] = md5( $exact_key );
		}
		$candidate = '/' === $path ? '/' : $path . '/';
		foreach ( $this->index->prefix_lengths() as $length ) {
			if ( $length > strlen( $candidate ) ) {
				break;
			}
			$key = Path::key( 'prefix', substr( $candidate, 0, $length ) );
			if ( $this->index->may_contain( $key ) ) {
				$hashes[] = md5( $key );
			}
		}
		$regex_ids = array();
		$subject   = rawurldecode( $raw_path ) . ( '' !== $query ? '?' . $query : '' );
		$captures  = array();
		$patterns  = $this->index->regex_rules();
		if ( $patterns ) {
			$limit = ini_get( 'pcre.backtrack_limit' );
			ini_set( 'pcre.backtrack_limit', (string) self::BACKTRACK_LIMIT ); // phpcs:ignore WordPress.PHP.IniSet -- bounded cost per pattern.
			foreach ( $patterns as $id => $pattern ) {
				if ( 1 === @preg_match( self::delimit( $pattern ), $subject, $groups ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors -- an invalid pattern is a non-match.
					$regex_ids[]     = (int) $id;
					$captures[ $id ] = $groups;
				}
			}
			ini_set( 'pcre.backtrack_limit', (string) $limit ); // phpcs:ignore WordPress.PHP.IniSet
		}
		if ( ! $hashes && ! $regex_ids ) {
			return null;
		}
		$rules = $this->table->candidates( $hashes, $regex_ids );
		usort( $rules, array( self::class, 'by_precedence' ) );
		$normal_query = Path::normalise_query( $query );
		foreach ( $rules as $rule ) {
			$type = (string) $rule['match_type'];
			if ( 'exact' === $type && (string) $rule['source'] !== $path ) {
				continue;
			}
			if ( 'prefix' === $type && ! str_starts_with( $candidate, (string) $rule['source'] ) ) {
				continue;
			}
			if ( 'regex' === $type && ! isset( $captures[ (int) $rule['id'] ] ) ) {
				continue;
			}
			if ( 'exact' === (string) $rule['query_mode'] && (string) $rule['source_query'] !== $normal_query ) {
				continue;
			}
			$status = (int) $rule['status'];
			if ( 410 === $status || 451 === $status ) {
				return array(
					'rule'     => $rule,
					'status'   => $status,
					'location' => null,
				);
			}
			$location = Targets::resolve( $rule, $captures[ (int) $rule['id'] ] ?? array() );
			if ( null === $location ) {
				continue;
			}
			if ( 'pass' === (string) $rule['query_mode'] && '' !== $query ) {
				$location .= ( str_contains( $location, '?' ) ? '&' : '?' ) . $query;
			}
			// Never send a request to itself (a rule shadowing the live URL of its own target).
			$internal = Path::internal( $location );
			if ( null !== $internal && $internal === $path && Path::normalise_query( (string) wp_parse_url( $location, PHP_URL_QUERY ) ) === $normal_query ) {
				continue;
			}
			return array(
				'rule'     => $rule,
				'status'   => $status,
				'location' => $location,
			);
		}
		return null;
	}

	/**
	 * Runs a stored pattern against a subject with bounded backtracking.
	 *
	 * @since 0.4.0
	 *
	 * @param string $pattern Pattern as stored (no delimiters).
	 * @param string $subject Path and query.
	 * @return string[]|null Groups, or null when it does not match (or fails).
	 */
	public static function regex_match( string $pattern, string $subject ): ?array {
		$limit = ini_get( 'pcre.backtrack_limit' );
		ini_set( 'pcre.backtrack_limit', (string) self::BACKTRACK_LIMIT ); // phpcs:ignore WordPress.PHP.IniSet
		$found = @preg_match( self::delimit( $pattern ), $subject, $groups ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- an invalid pattern is a non-match.
		ini_set( 'pcre.backtrack_limit', (string) $limit ); // phpcs:ignore WordPress.PHP.IniSet
		return 1 === $found ? $groups : null;
	}

	/**
	 * A stored pattern with delimiters and flags (case-insensitive, UTF-8).
	 *
	 * @since 0.4.0
	 *
	 * @param string $pattern Pattern.
	 */
	public static function delimit( string $pattern ): string {
		return '~' . str_replace( '~', '\~', $pattern ) . '~iu';
	}

	/**
	 * Exact rules first, then longer prefixes, then regular expressions, each in id order.
	 *
	 * @param array<string, mixed> $a Rule.
	 * @param array<string, mixed> $b Rule.
	 */
	private static function by_precedence( array $a, array $b ): int {
		$rank = array(
			'exact'  => 0,
			'prefix' => 1,
			'regex'  => 2,
		);
		$ra   = $rank[ (string) $a['match_type'] ] ?? 3;
		$rb   = $rank[ (string) $b['match_type'] ] ?? 3;
		if ( $ra !== $rb ) {
			return $ra <=> $rb;
		}
		if ( 1 === $ra ) {
			$by_length = strlen( (string) $b['source'] ) <=> strlen( (string) $a['source'] );
			if ( 0 !== $by_length ) {
				return $by_length;
			}
		}
		return (int) $a['id'] <=> (int) $b['id'];
	}
}
