<?php
/**
 * Cache of rendered sitemap pages.
 *
 * @package Lodestar
 */

namespace Lodestar\Repositories;

defined( 'ABSPATH' ) || exit;

/**
 * Rendered sitemaps, each tagged with the generation it was built from.
 *
 * Every sitemap (a post type, a taxonomy, 'author', 'video', 'news') has generation counters
 * (its content, and its set of listed objects), and so do the index and everything ('*'). A
 * change bumps the counters of the sitemaps it
 * touches; an entry whose stored generation differs from the current one is a miss, so the
 * next request after an edit always rebuilds: freshness never waits for a cron. Keys are fixed
 * per page (the generation lives in the value), so bumps leave no orphaned entries behind.
 * Entries live in the object cache when it is persistent, else in transients (never
 * autoloaded: they always have an expiry).
 *
 * @since 0.2.0
 */
class SitemapCache {

	/**
	 * Option holding the generation counters (not autoloaded: only sitemap requests and edits read it).
	 *
	 * @since 0.2.0
	 */
	public const OPTION = 'lodestar_sitemap_generations';

	/**
	 * Object cache group.
	 *
	 * @since 0.2.0
	 */
	public const GROUP = 'lodestar_sitemaps';

	/**
	 * Transient prefix.
	 *
	 * @since 0.2.0
	 */
	public const TRANSIENT_PREFIX = 'lodestar_sm_';

	/**
	 * Lifetime of an entry, in seconds.
	 */
	private const TTL = WEEK_IN_SECONDS;

	/**
	 * Most remembered edits per sitemap (older ones are forgotten: lastmod falls back to the post date).
	 */
	private const MAX_TOUCHED = 500;

	/**
	 * Generations of this request: '*' (everything), 'c' (content, per sitemap), 's' (set of
	 * listed objects, per sitemap), 't' (edit times of listed posts, per sitemap), 'm' (time
	 * of the last bump, per sitemap and '*'), 'h' (hash and first time served of the XSL).
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $state = null;

	/**
	 * Number of flush() calls.
	 *
	 * @var int
	 */
	private int $epoch = 0;

	/**
	 * Open hold() calls: while any is open, bumps stay in memory.
	 *
	 * @var int
	 */
	private int $held = 0;

	/**
	 * Whether bumps made while held are not saved yet.
	 *
	 * @var bool
	 */
	private bool $dirty = false;

	/**
	 * The current generation tag of a sitemap's content, or of its set of listed objects.
	 *
	 * The set generation changes when objects enter or leave the sitemap (publishing, deleting);
	 * the content generation changes then too, and also when a listed object is edited. Page
	 * boundaries are cached by set, pages by content.
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name, or 'index'.
	 * @param bool   $set  The set generation instead of the content one.
	 */
	public function generation( string $name, bool $set = false ): string {
		$state = $this->state();
		$tag   = ( $state['*'] ?? 0 ) . '.' . ( $state['s'][ $name ] ?? 0 );
		return $set ? $tag : $tag . '.' . ( $state['c'][ $name ] ?? 0 );
	}

	/**
	 * When a sitemap's content last changed (Unix time): its own last bump or the last bump of
	 * everything, whichever is later (the index's moves with every change). A site that never
	 * bumped anything is stamped now, once (a validator must not move between requests).
	 *
	 * @since 0.3.0
	 *
	 * @param string $name Sitemap name, or 'index'.
	 */
	public function modified( string $name ): int {
		$state    = $this->state();
		$modified = max( (int) ( $state['m']['*'] ?? 0 ), (int) ( $state['m'][ $name ] ?? 0 ) );
		if ( 0 === $modified ) {
			$modified           = time();
			$state['m']['*']    = $modified;
			$this->state        = $state;
			$this->save();
		}
		return $modified;
	}

	/**
	 * When content identified by a hash was first served (Unix time), for content rendered
	 * without stored generations (the XSL): a new hash is stamped now and remembered.
	 *
	 * @since 0.3.0
	 *
	 * @param string $what Which content ('stylesheet').
	 * @param string $hash Hash of the content.
	 */
	public function first_served( string $what, string $hash ): int {
		$state = $this->state();
		$known = (array) ( $state['h'][ $what ] ?? array() );
		if ( ( $known[0] ?? null ) === $hash && (int) ( $known[1] ?? 0 ) > 0 ) {
			return (int) $known[1];
		}
		$state['h'][ $what ] = array( $hash, time() );
		$this->state         = $state;
		$this->save();
		return time();
	}

	/**
	 * Marks the content of sitemaps as changed (and with it the index).
	 *
	 * @since 0.2.0
	 *
	 * @param list<string> $names Sitemap names; '*' for everything.
	 */
	public function bump( array $names ): void {
		$this->change( $names, false );
	}

	/**
	 * Marks the set of objects of sitemaps as changed (objects entered or left them).
	 *
	 * @since 0.2.0
	 *
	 * @param list<string> $names Sitemap names.
	 */
	public function bump_set( array $names ): void {
		$this->change( $names, true );
	}

	/**
	 * Remembers when a listed post was edited (for the index's lastmod) and bumps its sitemap.
	 *
	 * @since 0.2.0
	 *
	 * @param string $name     Sitemap name.
	 * @param int    $id       Post ID.
	 * @param string $modified 'Y-m-d H:i:s' GMT.
	 */
	public function touch( string $name, int $id, string $modified ): void {
		$state   = $this->state();
		$touched = (array) ( $state['t'][ $name ] ?? array() );
		unset( $touched[ $id ] );
		$touched[ $id ] = $modified;
		if ( count( $touched ) > self::MAX_TOUCHED ) {
			$touched = array_slice( $touched, -self::MAX_TOUCHED, null, true );
		}
		$state['t'][ $name ] = $touched;
		$this->state         = $state;
		$this->change( array( $name ), false );
	}

	/**
	 * Remembered edit times of a sitemap's posts (ID => 'Y-m-d H:i:s' GMT).
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name.
	 * @return array<int, string>
	 */
	public function touched( string $name ): array {
		return (array) ( $this->state()['t'][ $name ] ?? array() );
	}

	/**
	 * The set counter of a sitemap (how often objects entered or left it).
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name.
	 */
	public function set_counter( string $name ): int {
		return (int) ( $this->state()['s'][ $name ] ?? 0 );
	}

	/**
	 * How often page boundaries were reset (see reset_boundaries()).
	 *
	 * @since 0.2.0
	 */
	public function boundaries_counter(): int {
		return (int) ( $this->state()['r'] ?? 0 );
	}

	/**
	 * Makes every sitemap number its pages again ("Regenerate sitemap cache"). Boundaries
	 * otherwise outlive settings changes: they depend only on which objects are listed.
	 *
	 * @since 0.2.0
	 */
	public function reset_boundaries(): void {
		$state       = $this->state();
		$state['r']  = (int) ( $state['r'] ?? 0 ) + 1;
		$this->state = $state;
		$this->change( array( '*' ), false );
	}

	/**
	 * Remembers that a post entered a post type sitemap, left it, or stopped or started being
	 * listed (its flag or password changed), and bumps the sitemap's set. Page boundaries
	 * before the lowest changed ID stay valid (see Sitemaps\Pager).
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name.
	 * @param int    $id   Post ID.
	 */
	public function enter( string $name, int $id ): void {
		$state               = $this->state();
		$entered             = (array) ( $state['e'][ $name ] ?? array() );
		$entered[]           = array( (int) ( $state['s'][ $name ] ?? 0 ) + 1, $id );
		$state['e'][ $name ] = array_slice( $entered, -self::MAX_TOUCHED );
		$this->state         = $state;
		$this->change( array( $name ), true );
	}

	/**
	 * IDs whose membership of a sitemap changed after a set counter (see enter()), or null when
	 * they are not all known (the list is bounded, and set bumps without an ID are unknown).
	 *
	 * @since 0.2.0
	 *
	 * @param string $name  Sitemap name.
	 * @param int    $since Set counter.
	 * @return list<int>|null
	 */
	public function changed_since( string $name, int $since ): ?array {
		$entered = (array) ( $this->state()['e'][ $name ] ?? array() );
		$ids     = array();
		$seen    = array();
		foreach ( $entered as list( $counter, $id ) ) {
			if ( $counter > $since ) {
				$ids[]              = (int) $id;
				$seen[ $counter ] = true;
			}
		}
		// Every counter step since must be accounted for by a remembered ID.
		for ( $counter = $since + 1; $counter <= $this->set_counter( $name ); $counter++ ) {
			if ( ! isset( $seen[ $counter ] ) ) {
				return null;
			}
		}
		return $ids;
	}

	/**
	 * A cached entry whatever its generation: ['g' => tag, 't' => time stored, 'v' => value], or null.
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name.
	 * @param string $key  Entry key.
	 * @return array{g:string, t?:int, v:mixed}|null
	 */
	public function stale( string $name, string $key ): ?array {
		$entry = $this->read( $name . ':' . $key );
		return is_array( $entry ) && isset( $entry['g'] ) ? $entry : null;
	}

	/**
	 * A cached value for a key, if built from the current generation of its sitemap.
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name (for the generation).
	 * @param string $key  Entry key within the sitemap.
	 * @param bool   $set  Keyed by the set generation instead of the content one.
	 * @return mixed|null Null on a miss.
	 */
	public function get( string $name, string $key, bool $set = false ) {
		$entry = $this->read( $name . ':' . $key );
		if ( ! is_array( $entry ) || ! isset( $entry['g'] ) || $entry['g'] !== $this->generation( $name, $set ) ) {
			return null;
		}
		return $entry['v'] ?? null;
	}

	/**
	 * Stores a value for the current generation of its sitemap.
	 *
	 * @since 0.2.0
	 *
	 * @param string $name  Sitemap name.
	 * @param string $key   Entry key.
	 * @param mixed  $value Value.
	 * @param int    $ttl   Lifetime in seconds (0: default).
	 * @param bool   $set   Keyed by the set generation instead of the content one.
	 */
	public function set( string $name, string $key, $value, int $ttl = 0, bool $set = false ): void {
		$entry = array(
			'g' => $this->generation( $name, $set ),
			't' => time(),
			'v' => $value,
		);
		$ttl   = $ttl > 0 ? $ttl : self::TTL;
		$id    = $name . ':' . $key;
		if ( wp_using_ext_object_cache() ) {
			wp_cache_set( $id, $entry, self::GROUP, $ttl );
		} else {
			$this->write_transient( self::TRANSIENT_PREFIX . md5( $id ), $entry, $ttl );
		}
	}

	/**
	 * Stores a transient (value and expiry) in one statement, where set_transient() runs four
	 * (two autoload lookups, two updates), and keeps the request's option cache in step so
	 * get_transient() reads it back. Never autoloaded.
	 *
	 * @param string $transient Transient name.
	 * @param mixed  $value     Value.
	 * @param int    $ttl       Lifetime in seconds.
	 */
	private function write_transient( string $transient, $value, int $ttl ): void {
		global $wpdb;
		$option     = '_transient_' . $transient;
		$timeout    = '_transient_timeout_' . $transient;
		$expires    = (string) ( time() + $ttl );
		$serialized = maybe_serialize( $value );
		$done       = $wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off'), (%s, %s, 'off')
				ON DUPLICATE KEY UPDATE option_value = VALUES(option_value), autoload = VALUES(autoload)",
				$timeout,
				$expires,
				$option,
				$serialized
			)
		);
		if ( false === $done ) {
			set_transient( $transient, $value, $ttl ); // Whatever went wrong, WordPress's own way.
			return;
		}
		wp_cache_set( $timeout, $expires, 'options' );
		wp_cache_set( $option, $serialized, 'options' );
		$missing = wp_cache_get( 'notoptions', 'options' );
		if ( is_array( $missing ) && ( isset( $missing[ $option ] ) || isset( $missing[ $timeout ] ) ) ) {
			unset( $missing[ $option ], $missing[ $timeout ] );
			wp_cache_set( 'notoptions', $missing, 'options' );
		}
	}

	/**
	 * Keeps bumps in memory until the matching release(), so a batch of writes (the many meta
	 * keys of one migrated post) saves the generations once instead of once per key. Calls nest.
	 *
	 * @since 0.3.0
	 */
	public function hold(): void {
		++$this->held;
	}

	/**
	 * Ends a hold(); the last one saves the bumps made meanwhile, if any. With $save false
	 * (a batch that failed half-way) nothing is saved now: the bumps stay in memory and go
	 * with the next save, and whoever redoes the batch bumps again.
	 *
	 * @since 0.3.0
	 *
	 * @param bool $save Whether to save the bumps made while held.
	 */
	public function release( bool $save = true ): void {
		$this->held = max( 0, $this->held - 1 );
		if ( $save && 0 === $this->held && $this->dirty ) {
			$this->dirty = false;
			$this->save();
		}
	}

	/**
	 * Forgets the memoised generations (tests, and after a rolled-back option).
	 *
	 * @since 0.2.0
	 */
	public function flush(): void {
		$this->state = null;
		++$this->epoch;
	}

	/**
	 * How often flush() ran: memos built from the generations check it.
	 *
	 * @since 0.2.0
	 */
	public function epoch(): int {
		return $this->epoch;
	}

	/**
	 * Bumps generations and saves them.
	 *
	 * @param list<string> $names Sitemap names; '*' for everything.
	 * @param bool         $set   Bump the set generation too.
	 */
	private function change( array $names, bool $set ): void {
		$state = $this->state();
		$now   = time();
		foreach ( array_unique( array_merge( $names, array( 'index' ) ) ) as $name ) {
			$state['m'][ $name ] = $now;
			if ( '*' === $name ) {
				$state['*'] = ( $state['*'] ?? 0 ) + 1;
				continue;
			}
			$state['c'][ $name ] = ( $state['c'][ $name ] ?? 0 ) + 1;
			if ( $set ) {
				$state['s'][ $name ] = ( $state['s'][ $name ] ?? 0 ) + 1;
			}
		}
		$this->state = $state;
		if ( $this->held > 0 ) {
			$this->dirty = true;
			return;
		}
		$this->save();
	}

	/**
	 * Saves the generations of this request.
	 */
	private function save(): void {
		$state = $this->state();
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $state, '', false );
		} else {
			update_option( self::OPTION, $state, false );
		}
	}

	/**
	 * Reads a raw entry.
	 *
	 * @param string $id Entry id.
	 * @return mixed
	 */
	private function read( string $id ) {
		if ( wp_using_ext_object_cache() ) {
			return wp_cache_get( $id, self::GROUP );
		}
		return get_transient( self::TRANSIENT_PREFIX . md5( $id ) );
	}

	/**
	 * The stored generations.
	 *
	 * @return array<string, mixed>
	 */
	private function state(): array {
		if ( null === $this->state ) {
			$stored      = get_option( self::OPTION, array() );
			$this->state = is_array( $stored ) ? $stored : array();
		}
		return $this->state;
	}
}
