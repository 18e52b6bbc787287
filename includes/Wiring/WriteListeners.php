<?php
/**
 * Registers the listeners of writes when a request first writes.
 *
 * @package Lodestar
 */

namespace Lodestar\Wiring;

defined( 'ABSPATH' ) || exit;

/**
 * Most of Lodestar's hooks listen to writes: a post saved, a meta value or an option updated,
 * a term edited (to refresh the sitemaps' caches, the page checks, the llms.txt text, the
 * history...). A page view almost never writes, yet registering those ninety-odd callbacks
 * cost it about a sixth of Lodestar's time. So a page view registers one callback on
 * WordPress's `query` filter instead: the first query that is not a read (INSERT, UPDATE,
 * DELETE, REPLACE, anything not known to read) registers every write listener before it runs,
 * so each hook that follows a write (`updated_post_meta`, `save_post`, `transition_post_status`,
 * `updated_option`...) finds its listeners in place. Hooks that fire before the write they
 * announce (`delete_option`, `edit_terms`, `wp_trash_post`, `before_delete_post`,
 * `pre_delete_term`, `delete_attachment`, `sanitize_option_*`) are registered up front, as
 * are the cron events and Lodestar's own actions.
 *
 * Admin screens, cron and the command line register the listeners at once: they write often.
 *
 * @since 0.4.0
 */
final class WriteListeners {

	/**
	 * Query verbs that only read (upper case, as the first word of a query).
	 *
	 * @since 0.4.0
	 */
	private const READS = array( 'SELECT', 'SHOW', 'DESCRIBE', 'DESC', 'EXPLAIN', 'SET', '(SELECT' );

	/**
	 * Constructor.
	 *
	 * @param \Closure $listen Registers every write listener.
	 */
	public function __construct( private \Closure $listen ) {}

	/**
	 * Whether the listeners were registered by on_query().
	 *
	 * @var bool
	 */
	private bool $listened = false;

	/**
	 * Registers the listeners now, or on the first write when deferred.
	 *
	 * @since 0.4.0
	 *
	 * @param bool $defer Whether to wait for the first write (a page view).
	 */
	public function register( bool $defer ): void {
		if ( $defer ) {
			add_filter( 'query', array( $this, 'on_query' ), PHP_INT_MIN );
			return;
		}
		( $this->listen )();
	}

	/**
	 * Whether this request defers the listeners: every request but the admin, Ajax, cron and
	 * the command line (REST requests included: their first write brings the listeners).
	 *
	 * @since 0.4.0
	 */
	public static function deferred(): bool {
		return ! is_admin() && ! wp_doing_ajax() && ! wp_doing_cron() && ! ( defined( 'WP_CLI' ) && WP_CLI );
	}

	/**
	 * The `query` filter: before the first query that may write, registers the listeners (once).
	 *
	 * @since 0.4.0
	 *
	 * @param mixed $query SQL.
	 * @return mixed The query, unchanged.
	 */
	public function on_query( $query ) {
		if ( is_string( $query ) && self::reads( $query ) ) {
			return $query;
		}
		if ( ! remove_filter( 'query', array( $this, 'on_query' ), PHP_INT_MIN ) && $this->listened ) {
			// Called again though no longer registered as itself: something wraps the callbacks
			// (a profiler). The listeners are in place already.
			return $query;
		}
		$this->listened = true;
		( $this->listen )();
		return $query;
	}

	/**
	 * Whether a query only reads (its first word is SELECT, SHOW, DESCRIBE, EXPLAIN or SET).
	 * Anything else, comments in front included, counts as a write: registering the
	 * listeners early costs a little time, missing a write would leave caches stale.
	 *
	 * @since 0.4.0
	 *
	 * @param string $query SQL.
	 */
	public static function reads( string $query ): bool {
		// Most of a page view's queries: "SELECT " at the very start, one call.
		if ( 0 === strncmp( $query, 'SELECT ', 7 ) ) {
			return true;
		}
		$query = ltrim( $query );
		$end   = strcspn( $query, " \t\r\n" );
		return in_array( strtoupper( substr( $query, 0, $end ) ), self::READS, true );
	}
}
