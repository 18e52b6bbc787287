<?php
/**
 * Saving, changing and testing redirect rules.
 *
 * @package Lodestar
 */

namespace Lodestar\Redirects;

use Lodestar\Repositories\RedirectsTable;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The rules' domain: validates and normalises input, refuses loops, collapses chains
 * (A → B → C becomes A → C, with a note on the rule that changed), keeps the page-view index
 * current, and says which rule answers a URL.
 *
 * @since 0.4.0
 */
class Rules {

	/**
	 * Kinds of source.
	 *
	 * @since 0.4.0
	 */
	public const MATCH_TYPES = array( 'exact', 'prefix', 'regex' );

	/**
	 * Query-string handling.
	 *
	 * @since 0.4.0
	 */
	public const QUERY_MODES = array( 'ignore', 'exact', 'pass' );

	/**
	 * HTTP statuses a rule answers with.
	 *
	 * @since 0.4.0
	 */
	public const STATUSES = array( 301, 302, 307, 410, 451 );

	/**
	 * Where a rule came from.
	 *
	 * @since 0.4.0
	 */
	public const ORIGINS = array( 'manual', 'auto', 'import', 'migration', '404' );

	/**
	 * Target kinds.
	 *
	 * @since 0.4.0
	 */
	public const TARGET_TYPES = array( 'url', 'post', 'term' );

	/**
	 * Longest source or target.
	 *
	 * @since 0.4.0
	 */
	public const MAX_LENGTH = 1000;

	/**
	 * Longest regular expression.
	 *
	 * @since 0.4.0
	 */
	public const MAX_REGEX_LENGTH = 250;

	/**
	 * Most regular-expression rules (each runs on every page view).
	 *
	 * @since 0.4.0
	 */
	public const MAX_REGEX_RULES = 200;

	/**
	 * Hops followed when collapsing a chain.
	 */
	private const MAX_HOPS = 10;

	/**
	 * Whether index rebuilds wait for the end of a batch.
	 *
	 * @var bool
	 */
	private bool $batching = false;

	/**
	 * Whether a batch changed the rules.
	 *
	 * @var bool
	 */
	private bool $dirty = false;

	/**
	 * Constructor.
	 *
	 * @param RedirectsTable $table   The rules.
	 * @param Index          $index   The page-view index.
	 * @param Matcher        $matcher The matcher.
	 */
	public function __construct( private RedirectsTable $table, private Index $index, private Matcher $matcher ) {}

	/**
	 * Runs a callback with one index rebuild at the end (imports, bulk changes).
	 *
	 * @since 0.4.0
	 *
	 * @param callable $callback Work.
	 * @return mixed What the callback returns.
	 */
	public function batch( callable $callback ) {
		$outer          = $this->batching;
		$this->batching = true;
		try {
			return $callback();
		} finally {
			$this->batching = $outer;
			if ( ! $outer && $this->dirty ) {
				$this->dirty = false;
				$this->index->rebuild();
			}
		}
	}

	/**
	 * Creates a rule.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $input  Fields (source, match_type, query_mode, target, target_type, target_id, status, enabled, note).
	 * @param string               $origin Origin (manual, auto, import, migration, 404).
	 * @return array{rule: array<string, mixed>, notes: string[], retargeted: array<int, array{before: array<string, mixed>, after: string}>}|WP_Error
	 */
	public function create( array $input, string $origin = 'manual' ) {
		$row = $this->prepare( $input, null );
		if ( is_wp_error( $row ) ) {
			return $row;
		}
		$row['origin'] = in_array( $origin, self::ORIGINS, true ) ? $origin : 'manual';
		return $this->store( $row, null );
	}

	/**
	 * Changes a rule (fields not given keep their value).
	 *
	 * @since 0.4.0
	 *
	 * @param int                  $id    Rule id.
	 * @param array<string, mixed> $input Fields.
	 * @return array{rule: array<string, mixed>, notes: string[], retargeted: array<int, array{before: array<string, mixed>, after: string}>}|WP_Error
	 */
	public function update( int $id, array $input ) {
		$current = $this->table->find( $id );
		if ( null === $current ) {
			return new WP_Error( 'lodestar_redirect_not_found', __( 'This redirect does not exist.', 'lodestar' ), array( 'status' => 404 ) );
		}
		$merged = array_merge( $this->input_of( $current ), $input );
		$row    = $this->prepare( $merged, $id );
		if ( is_wp_error( $row ) ) {
			return $row;
		}
		return $this->store( $row, $id );
	}

	/**
	 * Deletes rules.
	 *
	 * @since 0.4.0
	 *
	 * @param int[] $ids Rule ids.
	 */
	public function delete( array $ids ): int {
		$count = $this->table->delete( $ids );
		$this->changed();
		return $count;
	}

	/**
	 * A digest of a rule's editable fields: it changes when anyone edits the rule (or a chain
	 * collapse retargets it), not when it is hit.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $row Rule row.
	 */
	public function fingerprint( array $row ): string {
		return md5( (string) wp_json_encode( $this->input_of( $row ) ) );
	}

	/**
	 * Undoes rules made earlier: deletes those that still hold the fields they had when made,
	 * then gives the rules a chain collapse retargeted back their fields, where they still
	 * hold the fields the collapse left. Rules edited since, and rules gone, are left alone.
	 *
	 * @since 0.4.0
	 *
	 * @param array<int, string>                                             $made       Rule id => fingerprint() as made.
	 * @param array<int, array{before: array<string, mixed>, after: string}> $retargeted Rule id => fields before, fingerprint() after.
	 * @return int Rules deleted or given back their fields.
	 */
	public function revert( array $made, array $retargeted ): int {
		return $this->batch(
			function () use ( $made, $retargeted ): int {
				$ids = array();
				foreach ( $made as $id => $fingerprint ) {
					$row = $this->table->find( (int) $id );
					if ( null !== $row && $this->fingerprint( $row ) === (string) $fingerprint ) {
						$ids[] = (int) $id;
					}
				}
				$count = array() === $ids ? 0 : $this->delete( $ids );
				foreach ( $retargeted as $id => $entry ) {
					$row = $this->table->find( (int) $id );
					if ( null !== $row && $this->fingerprint( $row ) === (string) ( $entry['after'] ?? '' ) && ! is_wp_error( $this->update( (int) $id, (array) ( $entry['before'] ?? array() ) ) ) ) {
						++$count;
					}
				}
				return $count;
			}
		);
	}

	/**
	 * Enables or disables rules.
	 *
	 * @since 0.4.0
	 *
	 * @param int[] $ids     Rule ids.
	 * @param bool  $enabled New flag.
	 */
	public function set_enabled( array $ids, bool $enabled ): int {
		$count = $this->table->set_enabled( $ids, $enabled );
		$this->changed();
		return $count;
	}

	/**
	 * Which rule answers a URL and where it goes.
	 *
	 * @since 0.4.0
	 *
	 * @param string $url URL or path.
	 * @return array{rule: array<string, mixed>, status: int, location: ?string}|null
	 */
	public function test( string $url ): ?array {
		return $this->matcher->match( $url );
	}

	/**
	 * The editable fields of a stored rule.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $row Rule row.
	 * @return array<string, mixed>
	 */
	public function input_of( array $row ): array {
		$source = (string) $row['source'];
		if ( 'exact' === $row['match_type'] && 'exact' === $row['query_mode'] && '' !== (string) $row['source_query'] ) {
			$source .= '?' . (string) $row['source_query'];
		}
		return array(
			'source'      => $source,
			'match_type'  => (string) $row['match_type'],
			'query_mode'  => (string) $row['query_mode'],
			'target'      => (string) $row['target'],
			'target_type' => (string) $row['target_type'],
			'target_id'   => (int) $row['target_id'],
			'status'      => (int) $row['status'],
			'enabled'     => (bool) (int) $row['enabled'],
			'note'        => (string) $row['note'],
		);
	}

	/**
	 * Validates and normalises input into a row (without origin, hits and times).
	 *
	 * @since 0.4.0
	 *
	 * @param array<string, mixed> $input Fields.
	 * @param int|null             $id    The rule being changed, or null.
	 * @return array<string, mixed>|WP_Error
	 */
	public function prepare( array $input, ?int $id ) {
		$match_type = (string) ( $input['match_type'] ?? 'exact' );
		$query_mode = (string) ( $input['query_mode'] ?? 'ignore' );
		$status     = (int) ( $input['status'] ?? 301 );
		if ( ! in_array( $match_type, self::MATCH_TYPES, true ) ) {
			return self::invalid( 'match_type', __( 'The kind of source must be exact, prefix or regex.', 'lodestar' ) );
		}
		if ( ! in_array( $query_mode, self::QUERY_MODES, true ) ) {
			return self::invalid( 'query_mode', __( 'Query handling must be ignore, exact or pass.', 'lodestar' ) );
		}
		if ( ! in_array( $status, self::STATUSES, true ) ) {
			return self::invalid( 'status', __( 'The type must be 301, 302, 307, 410 or 451.', 'lodestar' ) );
		}
		$source = trim( (string) ( $input['source'] ?? '' ) );
		if ( '' === $source ) {
			return self::invalid( 'source', __( 'Enter the URL to redirect from.', 'lodestar' ) );
		}
		if ( strlen( $source ) > self::MAX_LENGTH ) {
			return self::invalid( 'source', __( 'The source is longer than 1,000 characters.', 'lodestar' ) );
		}
		$row = array(
			'match_type'   => $match_type,
			'query_mode'   => $query_mode,
			'status'       => $status,
			'enabled'      => ! array_key_exists( 'enabled', $input ) || ! empty( $input['enabled'] ) ? 1 : 0,
			'note'         => substr( sanitize_text_field( (string) ( $input['note'] ?? '' ) ), 0, 255 ),
			'source_query' => '',
		);
		if ( 'regex' === $match_type ) {
			$error = self::regex_error( $source );
			if ( null !== $error ) {
				return self::invalid( 'source', $error );
			}
			if ( $row['enabled'] && $this->table->count( 'regex' ) >= self::MAX_REGEX_RULES && ( null === $id || 'regex' !== ( $this->table->find( $id )['match_type'] ?? '' ) ) ) {
				/* translators: %d: most regular-expression rules. */
				return self::invalid( 'source', sprintf( __( 'At most %d regular-expression redirects can exist: each one runs on every page view.', 'lodestar' ), self::MAX_REGEX_RULES ) );
			}
			$row['source']      = $source;
			$row['source_hash'] = md5( 'r' . $source );
		} else {
			if ( preg_match( '#^[a-z][a-z0-9+.-]*://#i', $source ) && null === Path::internal( $source ) ) {
				return self::invalid( 'source', __( 'The source must be a path or a URL of this site.', 'lodestar' ) );
			}
			list( $path, $query ) = Path::split( $source );
			$normal             = 'prefix' === $match_type ? Path::normalise_prefix( $path ) : Path::normalise( $path );
			$row['source']      = $normal;
			$row['source_hash'] = md5( Path::key( $match_type, $normal ) );
			if ( 'exact' === $match_type && 'exact' === $query_mode ) {
				$row['source_query'] = Path::normalise_query( $query );
			}
		}

		$target = $this->prepare_target( $input, $status );
		if ( is_wp_error( $target ) ) {
			return $target;
		}
		$row += $target;

		foreach ( $this->table->by_source_hash( $row['source_hash'] ) as $other ) {
			if ( (int) $other['id'] !== (int) $id && (string) $other['source_query'] === $row['source_query'] ) {
				return self::invalid( 'source', __( 'A redirect from this URL exists already.', 'lodestar' ), array( 'existing' => (int) $other['id'] ) );
			}
		}
		return $row;
	}

	/**
	 * Why a regular expression is refused, or null: too long, invalid, or too costly on probe
	 * paths (backtracking past the limit).
	 *
	 * @since 0.4.0
	 *
	 * @param string $pattern Pattern without delimiters.
	 */
	public static function regex_error( string $pattern ): ?string {
		if ( strlen( $pattern ) > self::MAX_REGEX_LENGTH ) {
			/* translators: %d: most characters. */
			return sprintf( __( 'A regular expression may have at most %d characters.', 'lodestar' ), self::MAX_REGEX_LENGTH );
		}
		$limit = ini_get( 'pcre.backtrack_limit' );
		ini_set( 'pcre.backtrack_limit', (string) Matcher::BACKTRACK_LIMIT ); // phpcs:ignore WordPress.PHP.IniSet
		$probes = array( '/', '/old-page/child?x=1&y=2', '/' . str_repeat( 'a', 40 ) . '!', '/' . str_repeat( 'ab/', 30 ) . '?' . str_repeat( 'a=1&', 10 ), '/' . str_repeat( 'a-', 40 ) . 'x' );
		$error  = null;
		foreach ( $probes as $probe ) {
			$result = @preg_match( Matcher::delimit( $pattern ), $probe ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- the error is reported below.
			if ( false === $result ) {
				$code  = preg_last_error();
				$error = ( PREG_BACKTRACK_LIMIT_ERROR === $code || PREG_RECURSION_LIMIT_ERROR === $code )
					? __( 'This regular expression is too costly to run on every page view (it backtracks too much). Simplify it, for example without nested repetition.', 'lodestar' )
					/* translators: %s: the PCRE error. */
					: sprintf( __( 'This regular expression is not valid: %s.', 'lodestar' ), PREG_NO_ERROR === $code ? __( 'syntax error', 'lodestar' ) : preg_last_error_msg() );
				break;
			}
		}
		ini_set( 'pcre.backtrack_limit', (string) $limit ); // phpcs:ignore WordPress.PHP.IniSet
		return $error;
	}

	/**
	 * The target columns of input.
	 *
	 * @param array<string, mixed> $input  Fields.
	 * @param int                  $status Status.
	 * @return array<string, mixed>|WP_Error
	 */
	private function prepare_target( array $input, int $status ) {
		$none = array(
			'target'      => '',
			'target_type' => 'url',
			'target_id'   => 0,
			'target_hash' => '',
		);
		if ( 410 === $status || 451 === $status ) {
			return $none;
		}
		$type = (string) ( $input['target_type'] ?? 'url' );
		if ( ! in_array( $type, self::TARGET_TYPES, true ) ) {
			return self::invalid( 'target_type', __( 'The target must be a URL, a post or a term.', 'lodestar' ) );
		}
		if ( 'post' === $type ) {
			$post = get_post( (int) ( $input['target_id'] ?? 0 ) );
			if ( ! $post instanceof \WP_Post || ! is_post_type_viewable( $post->post_type ) ) {
				return self::invalid( 'target_id', __( 'Choose a published post or page to redirect to.', 'lodestar' ) );
			}
			return array(
				'target'      => '',
				'target_type' => 'post',
				'target_id'   => (int) $post->ID,
				'target_hash' => '',
			);
		}
		if ( 'term' === $type ) {
			$term = get_term( (int) ( $input['target_id'] ?? 0 ) );
			if ( ! $term instanceof \WP_Term ) {
				return self::invalid( 'target_id', __( 'Choose a category, tag or term to redirect to.', 'lodestar' ) );
			}
			return array(
				'target'      => '',
				'target_type' => 'term',
				'target_id'   => (int) $term->term_id,
				'target_hash' => '',
			);
		}
		$target = trim( (string) ( $input['target'] ?? '' ) );
		if ( '' === $target ) {
			return self::invalid( 'target', __( 'Enter the URL to redirect to.', 'lodestar' ) );
		}
		if ( strlen( $target ) > self::MAX_LENGTH ) {
			return self::invalid( 'target', __( 'The target is longer than 1,000 characters.', 'lodestar' ) );
		}
		$is_path = str_starts_with( $target, '/' ) && ! str_starts_with( $target, '//' );
		if ( ! $is_path ) {
			$clean = esc_url_raw( $target, array( 'http', 'https' ) );
			if ( '' === $clean || ! wp_parse_url( $clean, PHP_URL_HOST ) ) {
				return self::invalid( 'target', __( 'The target must be a path starting with / or a full http(s) URL.', 'lodestar' ) );
			}
			$target = $clean;
		} else {
			$target = (string) preg_replace( '/[\x00-\x20\x7f]/', '', $target );
		}
		$internal = Path::internal( $target );
		return array(
			'target'      => $target,
			'target_type' => 'url',
			'target_id'   => 0,
			'target_hash' => null === $internal ? '' : md5( Path::key( 'exact', $internal ) ),
		);
	}

	/**
	 * Refuses loops, collapses chains, writes the row and rebuilds the index. `retargeted`:
	 * the other rules the collapse sent straight to the new target, with their fields before
	 * and the fingerprint() after.
	 *
	 * @param array<string, mixed> $row Prepared row.
	 * @param int|null             $id  Rule being changed.
	 * @return array{rule: array<string, mixed>, notes: string[], retargeted: array<int, array{before: array<string, mixed>, after: string}>}|WP_Error
	 */
	private function store( array $row, ?int $id ) {
		$notes    = array();
		$redirect = ! in_array( (int) $row['status'], array( 410, 451 ), true );
		$updates  = array();
		$previous = array();
		if ( 'exact' === $row['match_type'] && $redirect ) {
			$source = (string) $row['source'];
			$seen   = array( $source => true );
			// Forward: our target is the source of another rule.
			for ( $hop = 0; $hop < self::MAX_HOPS; $hop++ ) {
				$target_path = $this->target_path( $row );
				if ( null === $target_path ) {
					break;
				}
				if ( $target_path === $source && '' === (string) $row['source_query'] ) {
					return self::invalid( 'target', __( 'The source and the target are the same URL.', 'lodestar' ) );
				}
				$next = $this->exact_rule_from( $target_path, $id );
				if ( null === $next || in_array( (int) $next['status'], array( 410, 451 ), true ) ) {
					break;
				}
				$next_path = $this->target_path( $next );
				if ( null !== $next_path && isset( $seen[ $next_path ] ) ) {
					/* translators: 1: source, 2: target. */
					return self::invalid( 'target', sprintf( __( 'This redirect would make a loop: %1$s redirects back to %2$s.', 'lodestar' ), $target_path, $next_path ) );
				}
				$seen[ $target_path ] = true;
				/* translators: 1: the URL that redirects, 2: where it goes. */
				$notes[]            = sprintf( __( 'Chain collapsed: %1$s redirects to %2$s, so this redirect goes straight there.', 'lodestar' ), $target_path, Targets::label( $next ) );
				$row['target']      = $next['target'];
				$row['target_type'] = $next['target_type'];
				$row['target_id']   = (int) $next['target_id'];
				$row['target_hash'] = $next['target_hash'];
			}
			$final = $this->target_path( $row );
			// Backward: rules that send to our source now go where we send.
			foreach ( $this->table->by_target_hash( md5( Path::key( 'exact', $source ) ) ) as $before ) {
				if ( (int) $before['id'] === (int) $id ) {
					continue;
				}
				if ( null !== $final && 'exact' === $before['match_type'] && (string) $before['source'] === $final ) {
					/* translators: 1: source, 2: target. */
					return self::invalid( 'target', sprintf( __( 'This redirect would make a loop: %1$s redirects back to %2$s.', 'lodestar' ), $final, $source ) );
				}
				/* translators: 1: this rule's former target, 2: the new target. */
				$note                      = sprintf( __( 'Chain collapsed: %1$s now redirects to %2$s.', 'lodestar' ), $source, Targets::label( $row ) );
				$previous[ (int) $before['id'] ] = $before;
				$updates[ (int) $before['id'] ]  = array(
					'target'      => $row['target'],
					'target_type' => $row['target_type'],
					'target_id'   => (int) $row['target_id'],
					'target_hash' => $row['target_hash'],
					'note'        => substr( $note, 0, 255 ),
				);
				$notes[] = sprintf(
					/* translators: 1: source of the other redirect. */
					__( 'The redirect from %1$s pointed here; it now goes straight to the new target.', 'lodestar' ),
					(string) $before['source']
				);
			}
		}
		if ( $notes && '' === (string) $row['note'] ) {
			$row['note'] = substr( $notes[0], 0, 255 );
		}
		if ( null === $id ) {
			$id = $this->table->insert( $row );
			if ( 0 === $id ) {
				return new WP_Error( 'lodestar_redirect_not_saved', __( 'The redirect could not be saved.', 'lodestar' ), array( 'status' => 500 ) );
			}
		} elseif ( ! $this->table->update( $id, $row ) ) {
			return new WP_Error( 'lodestar_redirect_not_saved', __( 'The redirect could not be saved.', 'lodestar' ), array( 'status' => 500 ) );
		}
		$retargeted = array();
		foreach ( $updates as $other_id => $columns ) {
			$this->table->update( $other_id, $columns );
			$retargeted[ $other_id ] = array(
				'before' => $this->input_of( $previous[ $other_id ] ),
				'after'  => $this->fingerprint( (array) $this->table->find( $other_id ) ),
			);
		}
		$this->changed();
		return array(
			'rule'       => (array) $this->table->find( $id ),
			'notes'      => $notes,
			'retargeted' => $retargeted,
		);
	}

	/**
	 * The normalised site path a rule sends to (null: off site, gone, or no target).
	 *
	 * @param array<string, mixed> $row Rule row.
	 */
	private function target_path( array $row ): ?string {
		if ( 'url' === ( $row['target_type'] ?? 'url' ) ) {
			return Path::internal( (string) $row['target'] );
		}
		$url = Targets::resolve( $row );
		return null === $url ? null : Path::internal( $url );
	}

	/**
	 * The enabled exact rule (without query condition) from a path, other than a given one.
	 *
	 * @param string   $path Normalised path.
	 * @param int|null $not  Rule id to skip.
	 * @return array<string, mixed>|null
	 */
	private function exact_rule_from( string $path, ?int $not ): ?array {
		foreach ( $this->table->by_source_hash( md5( Path::key( 'exact', $path ) ) ) as $rule ) {
			if ( (int) $rule['id'] !== (int) $not && (int) $rule['enabled'] && '' === (string) $rule['source_query'] ) {
				return $rule;
			}
		}
		return null;
	}

	/**
	 * Rebuilds the index now, or at the end of the batch.
	 */
	private function changed(): void {
		if ( $this->batching ) {
			$this->dirty = true;
			return;
		}
		$this->index->rebuild();
	}

	/**
	 * A 400 error about one field.
	 *
	 * @param string               $field   Field.
	 * @param string               $message Message.
	 * @param array<string, mixed> $extra   More data.
	 */
	private static function invalid( string $field, string $message, array $extra = array() ): WP_Error {
		return new WP_Error( 'lodestar_redirect_invalid', $message, array_merge( array( 'status' => 400, 'field' => $field ), $extra ) );
	}
}
