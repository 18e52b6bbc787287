<?php
/**
 * The page-view index of the rules.
 *
 * @package Lodestar
 */

namespace Lodestar\Redirects;

use Lodestar\Repositories\RedirectsTable;

defined( 'ABSPATH' ) || exit;

/**
 * What a page view consults before asking the database: a Bloom filter of the keys of every
 * enabled exact and prefix rule, the distinct lengths of the prefixes, and the enabled
 * regular-expression rules (a bounded list), in one autoloaded option. A request whose path
 * is in none of them costs no query; a possible match costs one (the candidates by source
 * hash), and a false positive (about 1 in 10,000 probes up to 13,000 rules) only that query.
 *
 * Why a Bloom filter: the set of sources must be known without a query on every request
 * (a redirect from a URL that still resolves to a live page must work, so the rules cannot
 * wait for a 404), and 10,000 sources verbatim would put half a megabyte in the autoloaded
 * options. The filter holds them in 20 bits each, capped at 32 KB (44 KB in base64).
 *
 * @since 0.4.0
 */
class Index {

	/**
	 * Option name (autoloaded: every page view reads it).
	 *
	 * @since 0.4.0
	 */
	public const OPTION = 'lodestar_redirects_index';

	/**
	 * Bits per key.
	 */
	private const BITS_PER_KEY = 20;

	/**
	 * Largest filter in bytes.
	 */
	private const MAX_BYTES = 32768;

	/**
	 * Hash functions per key.
	 */
	private const HASHES = 14;

	/**
	 * The decoded index of this request.
	 *
	 * @var array{bits: string, m: int, lens: int[], regex: array<int, string>}|null
	 */
	private ?array $memo = null;

	/**
	 * Constructor.
	 *
	 * @param RedirectsTable $table The rules.
	 */
	public function __construct( private RedirectsTable $table ) {}

	/**
	 * Rebuilds the option from the table.
	 *
	 * @since 0.4.0
	 */
	public function rebuild(): void {
		$keys  = array();
		$lens  = array();
		$regex = array();
		foreach ( $this->table->index_rows() as $row ) {
			$type = (string) $row['match_type'];
			if ( 'regex' === $type ) {
				$regex[ (int) $row['id'] ] = (string) $row['source'];
				continue;
			}
			$keys[] = Path::key( $type, (string) $row['source'] );
			if ( 'prefix' === $type ) {
				$lens[ strlen( (string) $row['source'] ) ] = true;
			}
		}
		$value = array(
			'm'     => 0,
			'bits'  => '',
			'lens'  => array_map( 'intval', array_keys( $lens ) ),
			'regex' => $regex,
		);
		if ( $keys ) {
			$bytes = (int) min( self::MAX_BYTES, max( 16, (int) ceil( count( $keys ) * self::BITS_PER_KEY / 8 ) ) );
			$m     = $bytes * 8;
			$bits  = str_repeat( "\0", $bytes );
			foreach ( $keys as $key ) {
				foreach ( self::positions( $key, $m ) as $bit ) {
					$byte          = $bit >> 3;
					$bits[ $byte ] = chr( ord( $bits[ $byte ] ) | ( 1 << ( $bit & 7 ) ) );
				}
			}
			$value['m']    = $m;
			$value['bits'] = base64_encode( $bits ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- binary in a text option.
		}
		sort( $value['lens'] );
		update_option( self::OPTION, $value, true );
		$this->memo = null;
	}

	/**
	 * The option as rebuild() stores it for a table without enabled rules (serialized).
	 *
	 * @since 0.6.0
	 */
	public const EMPTY_STORED = 'a:4:{s:1:"m";i:0;s:4:"bits";s:0:"";s:4:"lens";a:0:{}s:5:"regex";a:0:{}}';

	/**
	 * Whether the stored index certainly holds no rule, read off the autoloaded options' raw
	 * value: a page view of a site without redirects builds neither the index nor its table
	 * (the check of every request). False when unsure: a filter on the option, the option
	 * not autoloaded, anything but the empty index (an empty array from before the first
	 * rebuild counts as empty).
	 *
	 * @since 0.6.0
	 */
	public static function stored_empty(): bool {
		foreach ( array( 'pre_option_' . self::OPTION, 'option_' . self::OPTION, 'pre_option', 'alloptions' ) as $hook ) {
			if ( has_filter( $hook ) ) {
				return false;
			}
		}
		$raw = wp_load_alloptions()[ self::OPTION ] ?? null;
		return self::EMPTY_STORED === $raw || 'a:0:{}' === $raw;
	}

	/**
	 * Whether any rule is enabled (nothing to do for a page view otherwise).
	 *
	 * @since 0.4.0
	 */
	public function is_empty(): bool {
		$index = $this->load();
		return 0 === $index['m'] && ! $index['regex'];
	}

	/**
	 * Whether a key may be a rule's (false: certainly not).
	 *
	 * @since 0.4.0
	 *
	 * @param string $key Path::key() of a request.
	 */
	public function may_contain( string $key ): bool {
		$index = $this->load();
		if ( 0 === $index['m'] ) {
			return false;
		}
		foreach ( self::positions( $key, $index['m'] ) as $bit ) {
			if ( 0 === ( ord( $index['bits'][ $bit >> 3 ] ) & ( 1 << ( $bit & 7 ) ) ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The prefix lengths in use, shortest first.
	 *
	 * @since 0.4.0
	 *
	 * @return int[]
	 */
	public function prefix_lengths(): array {
		return $this->load()['lens'];
	}

	/**
	 * The enabled regular-expression rules: id => pattern.
	 *
	 * @since 0.4.0
	 *
	 * @return array<int, string>
	 */
	public function regex_rules(): array {
		return $this->load()['regex'];
	}

	/**
	 * Forgets the decoded index (after the option changed).
	 *
	 * @since 0.4.0
	 */
	public function flush(): void {
		$this->memo = null;
	}

	/**
	 * The decoded option.
	 *
	 * @return array{bits: string, m: int, lens: int[], regex: array<int, string>}
	 */
	private function load(): array {
		if ( null === $this->memo ) {
			$value      = get_option( self::OPTION );
			$value      = is_array( $value ) ? $value : array();
			$m          = (int) ( $value['m'] ?? 0 );
			$bits       = $m > 0 ? (string) base64_decode( (string) ( $value['bits'] ?? '' ), true ) : ''; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
			$this->memo = array(
				'bits'  => $bits,
				'm'     => strlen( $bits ) * 8 === $m ? $m : 0,
				'lens'  => array_map( 'intval', (array) ( $value['lens'] ?? array() ) ),
				'regex' => array_map( 'strval', (array) ( $value['regex'] ?? array() ) ),
			);
		}
		return $this->memo;
	}

	/**
	 * The bit positions of a key (double hashing over one MD5).
	 *
	 * @param string $key Key.
	 * @param int    $m   Filter size in bits.
	 * @return int[]
	 */
	private static function positions( string $key, int $m ): array {
		$words = unpack( 'N4', md5( $key, true ) );
		$h1    = (int) $words[1] ^ (int) $words[3];
		$h2    = ( (int) $words[2] ^ (int) $words[4] ) | 1;
		$out   = array();
		for ( $i = 0; $i < self::HASHES; $i++ ) {
			$out[] = ( ( $h1 + $i * $h2 ) & 0x7FFFFFFFFFFF ) % $m;
		}
		return $out;
	}
}
