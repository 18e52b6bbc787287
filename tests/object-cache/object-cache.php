<?php
/**
 * A minimal persistent object cache for Lodestar's tests: WP_Object_Cache over phpredis.
 *
 * Written for this project, to run WordPress and Lodestar against a real shared cache (the
 * Redis pass of `npm test`, bin/object-cache-pass.sh). It is what a site with several PHP nodes
 * has: every process reads and writes the same Redis, and each keeps only a per-request copy
 * of what it read. Not meant for production: a lost connection stops the request (a test that
 * silently ran without Redis would prove nothing).
 *
 * Configuration (constants, else environment variables of the same name):
 * - LODESTAR_REDIS_SOCKET: a Unix socket path, or LODESTAR_REDIS_HOST (host:port).
 * - WP_CACHE_KEY_SALT: prefix of every key (default: database name and table prefix), so two
 *   sites, or the tests and the served site, can share one Redis.
 *
 * Keys: `salt:g:group:key` for global groups, `salt:<blog id>:group:key` for the others.
 * Values: integers are stored as plain numbers (so INCRBY works), the rest serialized.
 *
 * @package Lodestar\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, Universal.Files.SeparateFunctionsFromOO -- a drop-in defines WordPress's own cache API.

defined( 'ABSPATH' ) || exit;

/**
 * The object cache over Redis.
 */
class WP_Object_Cache {

	/**
	 * The connection.
	 *
	 * @var Redis
	 */
	private Redis $redis;

	/**
	 * This request's copy: group => key => value.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $local = array();

	/**
	 * Groups shared by every site of a network.
	 *
	 * @var array<string, true>
	 */
	private array $global_groups = array();

	/**
	 * Groups kept in this request only.
	 *
	 * @var array<string, true>
	 */
	private array $non_persistent_groups = array();

	/**
	 * Prefix of every key.
	 *
	 * @var string
	 */
	private string $salt;

	/**
	 * Current site id (multisite).
	 *
	 * @var int
	 */
	private int $blog_id;

	/**
	 * Hits and misses of this request (read by debugging tools and the tests).
	 *
	 * @var int
	 */
	public int $cache_hits = 0;

	/**
	 * Misses of this request.
	 *
	 * @var int
	 */
	public int $cache_misses = 0;

	/**
	 * Round trips to Redis in this request.
	 *
	 * @var int
	 */
	public int $redis_calls = 0;

	/**
	 * Connects.
	 */
	public function __construct() {
		$this->redis   = self::connect();
		$this->salt    = self::salt();
		$this->blog_id = is_multisite() ? max( 1, get_current_blog_id() ) : 1;
	}

	/**
	 * Deletes every key of this salt, before WordPress loads (the test bootstrap, after a fresh
	 * install of the database, so that nothing read from Redis predates it).
	 */
	public static function wipe(): void {
		$cache        = ( new ReflectionClass( self::class ) )->newInstanceWithoutConstructor();
		$cache->redis = self::connect();
		$cache->salt  = self::salt();
		$cache->flush();
		$cache->close();
	}

	/**
	 * A setting: the constant, else the environment variable.
	 *
	 * @param string $name Name.
	 */
	private static function setting( string $name ): string {
		if ( defined( $name ) ) {
			return (string) constant( $name );
		}
		$value = getenv( $name );
		return false === $value ? '' : $value;
	}

	/**
	 * A connection to the configured Redis.
	 */
	private static function connect(): Redis {
		$redis  = new Redis();
		$socket = self::setting( 'LODESTAR_REDIS_SOCKET' );
		$host   = self::setting( 'LODESTAR_REDIS_HOST' );
		if ( '' !== $socket ) {
			$redis->connect( $socket );
		} elseif ( '' !== $host ) {
			list( $name, $port ) = array_pad( explode( ':', $host, 2 ), 2, '6379' );
			$redis->connect( $name, (int) $port, 2.0 );
		} else {
			throw new RuntimeException( 'object-cache.php: set LODESTAR_REDIS_SOCKET or LODESTAR_REDIS_HOST.' );
		}
		return $redis;
	}

	/**
	 * The prefix of every key.
	 */
	private static function salt(): string {
		$salt = self::setting( 'WP_CACHE_KEY_SALT' );
		return '' !== $salt ? $salt : DB_NAME . '.' . ( $GLOBALS['table_prefix'] ?? 'wp_' );
	}

	/**
	 * Adds a value unless the key exists.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds (0: no expiry).
	 */
	public function add( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( wp_suspend_cache_addition() || ! $this->valid_key( $key ) ) {
			return false;
		}
		return $this->write( $key, $data, $group, (int) $expire, 'NX' );
	}

	/**
	 * Adds several values.
	 *
	 * @param array<int|string, mixed> $data   Key => value.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds.
	 * @return array<int|string, bool>
	 */
	public function add_multiple( array $data, $group = '', $expire = 0 ): array {
		$done = array();
		foreach ( $data as $key => $value ) {
			$done[ $key ] = $this->add( $key, $value, $group, $expire );
		}
		return $done;
	}

	/**
	 * Replaces a value only if the key exists.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds.
	 */
	public function replace( $key, $data, $group = 'default', $expire = 0 ): bool {
		return $this->valid_key( $key ) && $this->write( $key, $data, $group, (int) $expire, 'XX' );
	}

	/**
	 * Stores a value.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds.
	 */
	public function set( $key, $data, $group = 'default', $expire = 0 ): bool {
		return $this->valid_key( $key ) && $this->write( $key, $data, $group, (int) $expire, null );
	}

	/**
	 * Stores several values (one pipeline).
	 *
	 * @param array<int|string, mixed> $data   Key => value.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds.
	 * @return array<int|string, bool>
	 */
	public function set_multiple( array $data, $group = '', $expire = 0 ): array {
		$group = $this->group( $group );
		$done  = array();
		if ( isset( $this->non_persistent_groups[ $group ] ) ) {
			foreach ( $data as $key => $value ) {
				$done[ $key ] = $this->set( $key, $value, $group, $expire );
			}
			return $done;
		}
		$pipe = $this->redis->multi( Redis::PIPELINE );
		foreach ( $data as $key => $value ) {
			if ( ! $this->valid_key( $key ) ) {
				$done[ $key ] = false;
				continue;
			}
			$this->local[ $group ][ (string) $key ] = $this->copy( $value );
			$options                                = (int) $expire > 0 ? array( 'EX' => (int) $expire ) : array();
			$pipe->set( $this->redis_key( $key, $group ), $this->encode( $value ), $options );
			$done[ $key ] = true;
		}
		$pipe->exec();
		++$this->redis_calls;
		return $done;
	}

	/**
	 * Reads a value.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 * @param bool       $force Skip this request's copy.
	 * @param bool|null  $found Whether it was found.
	 * @return mixed False when missing.
	 */
	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$group = $this->group( $group );
		$found = false;
		if ( ! $this->valid_key( $key ) ) {
			return false;
		}
		$key = (string) $key;
		if ( ( ! $force || isset( $this->non_persistent_groups[ $group ] ) ) && array_key_exists( $key, $this->local[ $group ] ?? array() ) ) {
			$found = true;
			++$this->cache_hits;
			return $this->copy( $this->local[ $group ][ $key ] );
		}
		if ( isset( $this->non_persistent_groups[ $group ] ) ) {
			++$this->cache_misses;
			return false;
		}
		++$this->redis_calls;
		$raw = $this->redis->get( $this->redis_key( $key, $group ) );
		if ( false === $raw ) {
			++$this->cache_misses;
			return false;
		}
		$value                         = $this->decode( $raw );
		$this->local[ $group ][ $key ] = $value;
		$found                         = true;
		++$this->cache_hits;
		return $this->copy( $value );
	}

	/**
	 * Reads several values (one MGET for those not read yet).
	 *
	 * @param array<int|string> $keys  Keys.
	 * @param string            $group Group.
	 * @param bool              $force Skip this request's copy.
	 * @return array<int|string, mixed> Key => value, false when missing.
	 */
	public function get_multiple( $keys, $group = 'default', $force = false ): array {
		$group  = $this->group( $group );
		$values = array();
		$fetch  = array();
		foreach ( $keys as $key ) {
			if ( ! $this->valid_key( $key ) ) {
				$values[ $key ] = false;
				continue;
			}
			if ( ( ! $force || isset( $this->non_persistent_groups[ $group ] ) ) && array_key_exists( (string) $key, $this->local[ $group ] ?? array() ) ) {
				++$this->cache_hits;
				$values[ $key ] = $this->copy( $this->local[ $group ][ (string) $key ] );
			} elseif ( isset( $this->non_persistent_groups[ $group ] ) ) {
				++$this->cache_misses;
				$values[ $key ] = false;
			} else {
				$values[ $key ] = false;
				$fetch[]        = $key;
			}
		}
		if ( array() !== $fetch ) {
			++$this->redis_calls;
			$raw = $this->redis->mGet( array_map( fn( $key ) => $this->redis_key( $key, $group ), $fetch ) );
			foreach ( $fetch as $i => $key ) {
				if ( ! is_array( $raw ) || false === $raw[ $i ] ) {
					++$this->cache_misses;
					continue;
				}
				++$this->cache_hits;
				$value                                  = $this->decode( $raw[ $i ] );
				$this->local[ $group ][ (string) $key ] = $value;
				$values[ $key ]                         = $this->copy( $value );
			}
		}
		return $values;
	}

	/**
	 * Deletes a value.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	public function delete( $key, $group = 'default' ): bool {
		$group = $this->group( $group );
		if ( ! $this->valid_key( $key ) ) {
			return false;
		}
		$had = array_key_exists( (string) $key, $this->local[ $group ] ?? array() );
		unset( $this->local[ $group ][ (string) $key ] );
		if ( isset( $this->non_persistent_groups[ $group ] ) ) {
			return $had;
		}
		++$this->redis_calls;
		return (int) $this->redis->del( $this->redis_key( $key, $group ) ) > 0;
	}

	/**
	 * Deletes several values.
	 *
	 * @param array<int|string> $keys  Keys.
	 * @param string            $group Group.
	 * @return array<int|string, bool>
	 */
	public function delete_multiple( array $keys, $group = '' ): array {
		$done = array();
		foreach ( $keys as $key ) {
			$done[ $key ] = $this->delete( $key, $group );
		}
		return $done;
	}

	/**
	 * Adds to a number (a missing key stays missing; a non-number counts as 0; never below 0).
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|false
	 */
	public function incr( $key, $offset = 1, $group = 'default' ) {
		$group = $this->group( $group );
		if ( ! $this->valid_key( $key ) ) {
			return false;
		}
		if ( isset( $this->non_persistent_groups[ $group ] ) ) {
			if ( ! array_key_exists( (string) $key, $this->local[ $group ] ?? array() ) ) {
				return false;
			}
			$value = max( 0, ( is_numeric( $this->local[ $group ][ (string) $key ] ) ? (int) $this->local[ $group ][ (string) $key ] : 0 ) + (int) $offset );
			$this->local[ $group ][ (string) $key ] = $value;
			return $value;
		}
		$redis_key = $this->redis_key( $key, $group );
		// Atomic in Redis: every node sees each increment.
		$script = "local v = redis.call('GET', KEYS[1]) if not v then return false end"
			. " local n = tonumber(v) if not n or n ~= math.floor(n) then n = 0 end"
			. " n = n + tonumber(ARGV[1]) if n < 0 then n = 0 end"
			. " local ttl = redis.call('PTTL', KEYS[1])"
			. " if ttl > 0 then redis.call('SET', KEYS[1], n, 'PX', ttl) else redis.call('SET', KEYS[1], n) end return n";
		++$this->redis_calls;
		$value = $this->redis->eval( $script, array( $redis_key, (string) (int) $offset ), 1 );
		if ( false === $value || null === $value ) {
			unset( $this->local[ $group ][ (string) $key ] );
			return false;
		}
		$this->local[ $group ][ (string) $key ] = (int) $value;
		return (int) $value;
	}

	/**
	 * Subtracts from a number.
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|false
	 */
	public function decr( $key, $offset = 1, $group = 'default' ) {
		return $this->incr( $key, -(int) $offset, $group );
	}

	/**
	 * Empties the cache of this site set (every key with the salt).
	 */
	public function flush(): bool {
		$this->local = array();
		$this->unlink_matching( $this->escape( $this->salt ) . ':*' );
		return true;
	}

	/**
	 * Empties one group, on every site.
	 *
	 * @param string $group Group.
	 */
	public function flush_group( $group ): bool {
		$group = $this->group( $group );
		unset( $this->local[ $group ] );
		$this->unlink_matching( $this->escape( $this->salt ) . ':*:' . $this->escape( $group ) . ':*' );
		return true;
	}

	/**
	 * Empties this request's copy only.
	 */
	public function flush_runtime(): bool {
		$this->local = array();
		return true;
	}

	/**
	 * Marks groups as shared by every site.
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_global_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ (string) $group ] = true;
		}
	}

	/**
	 * Marks groups as kept in this request only.
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_non_persistent_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent_groups[ (string) $group ] = true;
		}
	}

	/**
	 * Switches the site the per-site groups belong to. This request's copy is keyed by group
	 * and key only, so it is dropped for the per-site groups.
	 *
	 * @param int $blog_id Site id.
	 */
	public function switch_to_blog( $blog_id ): void {
		$blog_id = (int) $blog_id;
		if ( $blog_id === $this->blog_id ) {
			return;
		}
		$this->blog_id = $blog_id;
		foreach ( array_keys( $this->local ) as $group ) {
			if ( ! isset( $this->global_groups[ $group ] ) ) {
				unset( $this->local[ $group ] );
			}
		}
	}

	/**
	 * Counts for debugging tools.
	 */
	public function stats(): void {
		echo '<p>Hits: ' . (int) $this->cache_hits . ', misses: ' . (int) $this->cache_misses . ', Redis calls: ' . (int) $this->redis_calls . '</p>';
	}

	/**
	 * Closes the connection.
	 */
	public function close(): bool {
		$this->redis->close();
		return true;
	}

	/**
	 * Writes a value here and in Redis.
	 *
	 * @param int|string  $key    Key.
	 * @param mixed       $data   Value.
	 * @param string      $group  Group.
	 * @param int         $expire Seconds.
	 * @param string|null $mode   'NX', 'XX' or null.
	 */
	private function write( $key, $data, $group, int $expire, ?string $mode ): bool {
		$group = $this->group( $group );
		$key   = (string) $key;
		if ( isset( $this->non_persistent_groups[ $group ] ) ) {
			$exists = array_key_exists( $key, $this->local[ $group ] ?? array() );
			if ( ( 'NX' === $mode && $exists ) || ( 'XX' === $mode && ! $exists ) ) {
				return false;
			}
			$this->local[ $group ][ $key ] = $this->copy( $data );
			return true;
		}
		$options = array();
		if ( null !== $mode ) {
			$options[] = $mode;
		}
		if ( $expire > 0 ) {
			$options['EX'] = $expire;
		}
		++$this->redis_calls;
		$done = $this->redis->set( $this->redis_key( $key, $group ), $this->encode( $data ), $options );
		if ( true !== $done ) {
			return false;
		}
		$this->local[ $group ][ $key ] = $this->copy( $data );
		return true;
	}

	/**
	 * Deletes every key matching a pattern (SCAN, in batches).
	 *
	 * @param string $pattern Redis glob pattern.
	 */
	private function unlink_matching( string $pattern ): void {
		$iterator = null;
		$this->redis->setOption( Redis::OPT_SCAN, Redis::SCAN_RETRY );
		do {
			++$this->redis_calls;
			$keys = $this->redis->scan( $iterator, $pattern, 1000 );
			if ( is_array( $keys ) && array() !== $keys ) {
				$this->redis->unlink( $keys );
			}
		} while ( $iterator > 0 );
	}

	/**
	 * The Redis key of a key in a group.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	private function redis_key( $key, string $group ): string {
		$site = isset( $this->global_groups[ $group ] ) ? 'g' : (string) $this->blog_id;
		return $this->salt . ':' . $site . ':' . $group . ':' . $key;
	}

	/**
	 * The group name ('' means 'default').
	 *
	 * @param mixed $group Group.
	 */
	private function group( $group ): string {
		return '' === (string) $group ? 'default' : (string) $group;
	}

	/**
	 * Whether a key is usable (core's rule: an int, or a non-empty string).
	 *
	 * @param mixed $key Key.
	 */
	private function valid_key( $key ): bool {
		return is_int( $key ) || ( is_string( $key ) && '' !== trim( $key ) );
	}

	/**
	 * A value as stored in Redis.
	 *
	 * @param mixed $value Value.
	 */
	private function encode( $value ): string {
		return is_int( $value ) ? (string) $value : serialize( $value ); // phpcs:ignore Generic.PHP.ForbiddenFunctions.FoundWithAlternative -- the cache's own storage: every type, strings too, must read back as written.
	}

	/**
	 * A value read from Redis.
	 *
	 * @param string $raw Stored string.
	 * @return mixed
	 */
	private function decode( string $raw ) {
		if ( preg_match( '/^-?\d+$/', $raw ) ) {
			return (int) $raw;
		}
		return unserialize( $raw ); // phpcs:ignore Generic.PHP.ForbiddenFunctions.FoundWithAlternative -- written by encode().
	}

	/**
	 * A copy of a value, so that changing an object read from the cache does not change the cache.
	 *
	 * @param mixed $value Value.
	 * @return mixed
	 */
	private function copy( $value ) {
		return is_object( $value ) ? clone $value : $value;
	}

	/**
	 * Escapes Redis glob characters.
	 *
	 * @param string $text Literal text.
	 */
	private function escape( string $text ): string {
		return (string) preg_replace( '/([*?\[\]\\\\])/', '\\\\$1', $text );
	}
}

/**
 * Creates the cache.
 */
function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = new WP_Object_Cache();
}

/**
 * The cache object.
 */
function lodestar_object_cache(): WP_Object_Cache {
	return $GLOBALS['wp_object_cache'];
}

/**
 * Adds a value unless the key exists.
 *
 * @param int|string $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds.
 */
function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return lodestar_object_cache()->add( $key, $data, $group, (int) $expire );
}

/**
 * Adds several values.
 *
 * @param array  $data   Key => value.
 * @param string $group  Group.
 * @param int    $expire Seconds.
 */
function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	return lodestar_object_cache()->add_multiple( $data, $group, (int) $expire );
}

/**
 * Replaces a value only if the key exists.
 *
 * @param int|string $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds.
 */
function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return lodestar_object_cache()->replace( $key, $data, $group, (int) $expire );
}

/**
 * Stores a value.
 *
 * @param int|string $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds.
 */
function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return lodestar_object_cache()->set( $key, $data, $group, (int) $expire );
}

/**
 * Stores several values.
 *
 * @param array  $data   Key => value.
 * @param string $group  Group.
 * @param int    $expire Seconds.
 */
function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	return lodestar_object_cache()->set_multiple( $data, $group, (int) $expire );
}

/**
 * Reads a value.
 *
 * @param int|string $key   Key.
 * @param string     $group Group.
 * @param bool       $force Skip this request's copy.
 * @param bool|null  $found Whether it was found.
 */
function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return lodestar_object_cache()->get( $key, $group, $force, $found );
}

/**
 * Reads several values.
 *
 * @param array  $keys  Keys.
 * @param string $group Group.
 * @param bool   $force Skip this request's copy.
 */
function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return lodestar_object_cache()->get_multiple( $keys, $group, $force );
}

/**
 * Deletes a value.
 *
 * @param int|string $key   Key.
 * @param string     $group Group.
 */
function wp_cache_delete( $key, $group = '' ) {
	return lodestar_object_cache()->delete( $key, $group );
}

/**
 * Deletes several values.
 *
 * @param array  $keys  Keys.
 * @param string $group Group.
 */
function wp_cache_delete_multiple( array $keys, $group = '' ) {
	return lodestar_object_cache()->delete_multiple( $keys, $group );
}

/**
 * Adds to a number.
 *
 * @param int|string $key    Key.
 * @param int        $offset Amount.
 * @param string     $group  Group.
 */
function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return lodestar_object_cache()->incr( $key, $offset, $group );
}

/**
 * Subtracts from a number.
 *
 * @param int|string $key    Key.
 * @param int        $offset Amount.
 * @param string     $group  Group.
 */
function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return lodestar_object_cache()->decr( $key, $offset, $group );
}

/**
 * Empties the cache.
 */
function wp_cache_flush() {
	return lodestar_object_cache()->flush();
}

/**
 * Empties this request's copy.
 */
function wp_cache_flush_runtime() {
	return lodestar_object_cache()->flush_runtime();
}

/**
 * Empties a group.
 *
 * @param string $group Group.
 */
function wp_cache_flush_group( $group ) {
	return lodestar_object_cache()->flush_group( $group );
}

/**
 * Which optional features this cache has.
 *
 * @param string $feature Feature name.
 */
function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

/**
 * Closes the connection.
 */
function wp_cache_close() {
	return lodestar_object_cache()->close();
}

/**
 * Marks groups as global.
 *
 * @param string|string[] $groups Groups.
 */
function wp_cache_add_global_groups( $groups ) {
	lodestar_object_cache()->add_global_groups( $groups );
}

/**
 * Marks groups as non-persistent.
 *
 * @param string|string[] $groups Groups.
 */
function wp_cache_add_non_persistent_groups( $groups ) {
	lodestar_object_cache()->add_non_persistent_groups( $groups );
}

/**
 * Switches the site.
 *
 * @param int $blog_id Site id.
 */
function wp_cache_switch_to_blog( $blog_id ) {
	lodestar_object_cache()->switch_to_blog( $blog_id );
}

/**
 * Deprecated in core; kept for callers: drops this request's copy.
 */
function wp_cache_reset() {
	lodestar_object_cache()->flush_runtime();
}
