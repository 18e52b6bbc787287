<?php
/**
 * URLs waiting for IndexNow.
 *
 * @package Lodestar
 */

namespace Lodestar\IndexNow;

defined( 'ABSPATH' ) || exit;

/**
 * The URLs waiting to be submitted, in one option (`lodestar_indexnow_queue`, not autoloaded:
 * only saves of content and the submissions read it):
 * - pending: URL => the earliest time it may be sent (a URL is sent at most once a minute: a
 *   URL queued again within a minute of its last submission waits for the minute to end);
 * - held: URLs queued during an import or a migration, sent as one batch when it ends;
 * - sent: URL => time of its last submission, for the last minute only;
 * - backoff: no submission before this time (after a 429 or a failure);
 * - strikes: submissions refused or failed in a row (the back-off doubles with each).
 *
 * Bounded: at most MAX_URLS pending and MAX_URLS held (later ones are dropped: a site changing
 * more than that at once is better served by its sitemap).
 *
 * @since 0.3.0
 */
class Queue {

	/**
	 * Option holding the queue.
	 *
	 * @since 0.3.0
	 */
	public const OPTION = 'lodestar_indexnow_queue';

	/**
	 * Seconds between two submissions of one URL.
	 *
	 * @since 0.3.0
	 */
	public const URL_INTERVAL = 60;

	/**
	 * Most URLs pending, and most held.
	 *
	 * @since 0.3.0
	 */
	public const MAX_URLS = 50000;

	/**
	 * The stored state.
	 *
	 * @since 0.3.0
	 *
	 * @return array{pending:array<string,int>, held:array<string,bool>, sent:array<string,int>, backoff:int, strikes:int}
	 */
	public function state(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'pending' => array_map( 'intval', (array) ( $stored['pending'] ?? array() ) ),
			'held'    => array_map( 'boolval', (array) ( $stored['held'] ?? array() ) ),
			'sent'    => array_map( 'intval', (array) ( $stored['sent'] ?? array() ) ),
			'backoff' => (int) ( $stored['backoff'] ?? 0 ),
			'strikes' => (int) ( $stored['strikes'] ?? 0 ),
		);
	}

	/**
	 * Stores the state (the submissions of more than a minute ago forgotten).
	 *
	 * @since 0.3.0
	 *
	 * @param array{pending:array<string,int>, held:array<string,bool>, sent:array<string,int>, backoff:int, strikes:int} $state State.
	 * @param int                                                                                                         $now   Current time.
	 */
	public function save( array $state, int $now ): void {
		$state['sent'] = array_filter( $state['sent'], static fn ( int $time ): bool => $time > $now - self::URL_INTERVAL );
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $state, '', false );
		} else {
			update_option( self::OPTION, $state, false );
		}
	}

	/**
	 * Queues URLs (held until the import or migration ends when $hold).
	 *
	 * @since 0.3.0
	 *
	 * @param list<string> $urls URLs.
	 * @param int          $now  Current time.
	 * @param bool         $hold Whether an import or a migration is running.
	 */
	public function add( array $urls, int $now, bool $hold = false ): void {
		if ( array() === $urls ) {
			return;
		}
		$state = $this->state();
		foreach ( $urls as $url ) {
			if ( $hold ) {
				if ( count( $state['held'] ) < self::MAX_URLS ) {
					$state['held'][ $url ] = true;
				}
				continue;
			}
			$state['pending'] = self::with( $state['pending'], $state['sent'], $url, $now );
		}
		$this->save( $state, $now );
	}

	/**
	 * Moves the held URLs to the pending ones (the import or migration ended).
	 *
	 * @since 0.3.0
	 *
	 * @param int $now Current time.
	 * @return int URLs released.
	 */
	public function release( int $now ): int {
		$state = $this->state();
		$count = count( $state['held'] );
		if ( 0 === $count ) {
			return 0;
		}
		foreach ( array_keys( $state['held'] ) as $url ) {
			$state['pending'] = self::with( $state['pending'], $state['sent'], (string) $url, $now );
		}
		$state['held'] = array();
		$this->save( $state, $now );
		return $count;
	}

	/**
	 * The pending URLs with one more: when it was sent within the last minute, it waits for
	 * the minute to end.
	 *
	 * @param array<string,int> $pending Pending URLs.
	 * @param array<string,int> $sent    Last submissions.
	 * @param string            $url     URL.
	 * @param int               $now     Current time.
	 * @return array<string,int>
	 */
	private static function with( array $pending, array $sent, string $url, int $now ): array {
		if ( ! isset( $pending[ $url ] ) && count( $pending ) >= self::MAX_URLS ) {
			return $pending;
		}
		$earliest        = isset( $sent[ $url ] ) ? max( $now, $sent[ $url ] + self::URL_INTERVAL ) : $now;
		$pending[ $url ] = isset( $pending[ $url ] ) ? min( $pending[ $url ], max( $earliest, $now ) ) : $earliest;
		return $pending;
	}

	/**
	 * The pending URLs that may be sent now, oldest first, at most $limit.
	 *
	 * @since 0.3.0
	 *
	 * @param array{pending:array<string,int>} $state State.
	 * @param int                              $now   Current time.
	 * @param int                              $limit Most URLs.
	 * @return list<string>
	 */
	public static function due( array $state, int $now, int $limit ): array {
		$due = array_filter( $state['pending'], static fn ( int $time ): bool => $time <= $now );
		asort( $due );
		return array_map( 'strval', array_slice( array_keys( $due ), 0, $limit ) );
	}

	/**
	 * When the next submission may happen (0 when nothing is pending).
	 *
	 * @since 0.3.0
	 *
	 * @param array{pending:array<string,int>, backoff:int} $state State.
	 */
	public static function next_time( array $state ): int {
		if ( array() === $state['pending'] ) {
			return 0;
		}
		return max( min( $state['pending'] ), $state['backoff'] );
	}
}
