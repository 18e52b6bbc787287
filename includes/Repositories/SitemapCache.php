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
 * Every sitemap (a post type, a taxonomy, 'author', 'video', 'news') has a generation counter,
 * and so do the index and the whole set ('*'). A change bumps the counters of the sitemaps it
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
	 * Generations of this request.
	 *
	 * @var array<string, int>|null
	 */
	private ?array $generations = null;

	/**
	 * The current generation tag of a sitemap (includes the global generation).
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name, or 'index'.
	 */
	public function generation( string $name ): string {
		$generations = $this->generations();
		return ( $generations['*'] ?? 0 ) . '.' . ( $generations[ $name ] ?? 0 );
	}

	/**
	 * Marks sitemaps as changed (and with them the index).
	 *
	 * @since 0.2.0
	 *
	 * @param list<string> $names Sitemap names; '*' for all.
	 */
	public function bump( array $names ): void {
		$generations = $this->generations();
		foreach ( array_unique( array_merge( $names, array( 'index' ) ) ) as $name ) {
			$generations[ $name ] = ( $generations[ $name ] ?? 0 ) + 1;
		}
		$this->generations = $generations;
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $generations, '', false );
		} else {
			update_option( self::OPTION, $generations, false );
		}
	}

	/**
	 * A cached value for a key, if built from the current generation of its sitemap.
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Sitemap name (for the generation).
	 * @param string $key  Entry key within the sitemap.
	 * @return mixed|null Null on a miss.
	 */
	public function get( string $name, string $key ) {
		$entry = $this->read( $name . ':' . $key );
		if ( ! is_array( $entry ) || ! isset( $entry['g'] ) || $entry['g'] !== $this->generation( $name ) ) {
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
	 */
	public function set( string $name, string $key, $value, int $ttl = 0 ): void {
		$entry = array(
			'g' => $this->generation( $name ),
			'v' => $value,
		);
		$ttl   = $ttl > 0 ? $ttl : self::TTL;
		$id    = $name . ':' . $key;
		if ( wp_using_ext_object_cache() ) {
			wp_cache_set( $id, $entry, self::GROUP, $ttl );
		} else {
			set_transient( self::TRANSIENT_PREFIX . md5( $id ), $entry, $ttl );
		}
	}

	/**
	 * Forgets the memoised generations (tests, and after a rolled-back option).
	 *
	 * @since 0.2.0
	 */
	public function flush(): void {
		$this->generations = null;
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
	 * The generation counters.
	 *
	 * @return array<string, int>
	 */
	private function generations(): array {
		if ( null === $this->generations ) {
			$stored            = get_option( self::OPTION, array() );
			$this->generations = is_array( $stored ) ? array_map( 'intval', $stored ) : array();
		}
		return $this->generations;
	}
}
