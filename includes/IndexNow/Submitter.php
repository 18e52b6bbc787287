<?php
/**
 * Sending the queued URLs.
 *
 * @package Lodestar
 */

namespace Lodestar\IndexNow;

use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Sends the due URLs of the queue in batches of at most Client::MAX_URLS, outside the
 * visitor's or editor's request path: after the response is sent under PHP-FPM (see
 * after_response()), else by the single cron event HOOK. A 200 or 202 forgets the URLs (they
 * may be sent again a minute later); a 400, 403 or 422 drops them (sending them again would be
 * refused again) and logs why; a 429 keeps them and backs off for the Retry-After delay, or
 * ten minutes doubling with each refusal in a row (at most a day); a failure without an answer
 * (timeout) keeps them and backs off the same way. Every submission is logged (Log).
 *
 * @since 0.3.0
 */
class Submitter {

	/**
	 * The cron event that sends the queue.
	 *
	 * @since 0.3.0
	 */
	public const HOOK = 'lodestar_indexnow_submit';

	/**
	 * First back-off after a 429 or a failure, in seconds.
	 *
	 * @since 0.3.0
	 */
	public const BACKOFF = 600;

	/**
	 * Longest back-off, in seconds.
	 *
	 * @since 0.3.0
	 */
	public const MAX_BACKOFF = DAY_IN_SECONDS;

	/**
	 * Option held while a run sends (two requests ending at once do not send the same URLs
	 * twice); a lock older than LOCK_TTL seconds is taken over (its run died).
	 *
	 * @since 0.3.0
	 */
	public const LOCK_OPTION = 'lodestar_indexnow_lock';

	/**
	 * Seconds after which a lock is stale.
	 *
	 * @since 0.3.0
	 */
	public const LOCK_TTL = 120;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Settings (the switch).
	 * @param Key                $key      The key.
	 * @param Queue              $queue    The queue.
	 * @param Client             $client   The protocol client.
	 * @param Log                $log      The last submissions.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private Key $key,
		private Queue $queue,
		private Client $client,
		private Log $log
	) {}

	/**
	 * The cron event: sends what is due.
	 *
	 * @since 0.3.0
	 */
	public function on_cron(): void {
		$this->run( 'auto' );
	}

	/**
	 * Whether IndexNow is on (and the site visible to search engines).
	 *
	 * @since 0.3.0
	 */
	public function enabled(): bool {
		return (bool) $this->settings->get( 'enable_indexnow' ) && '0' !== (string) get_option( 'blog_public', '1' );
	}

	/**
	 * Sends what was queued, outside the request path: under PHP-FPM once the response is sent
	 * (the caller runs at shutdown), else in a cron event due now.
	 *
	 * @since 0.3.0
	 *
	 * @param string $source 'auto' or 'import'.
	 */
	public function after_response( string $source = 'auto' ): void {
		if ( 'cli' !== PHP_SAPI && function_exists( 'fastcgi_finish_request' ) && doing_action( 'shutdown' ) ) {
			fastcgi_finish_request();
			$this->run( $source );
			return;
		}
		$this->schedule( time() );
	}

	/**
	 * Schedules the cron event for a time (unless one is due earlier).
	 *
	 * @since 0.3.0
	 *
	 * @param int $time When.
	 */
	public function schedule( int $time ): void {
		$next = wp_next_scheduled( self::HOOK );
		if ( false !== $next && $next <= $time ) {
			return;
		}
		if ( false !== $next ) {
			wp_unschedule_event( $next, self::HOOK );
		}
		wp_schedule_single_event( $time, self::HOOK );
	}

	/**
	 * Sends the due URLs, batch after batch, and schedules the rest.
	 *
	 * @since 0.3.0
	 *
	 * @param string   $source 'auto', 'manual' or 'import' (for the log).
	 * @param int|null $now    Current time (tests).
	 * @return list<array{time:int, source:string, count:int, urls:list<string>, status:string, code:int, message:string}> The submissions made.
	 */
	public function run( string $source = 'auto', ?int $now = null ): array {
		$now  = $now ?? time();
		$done = array();
		if ( ! $this->enabled() ) {
			return $done;
		}
		if ( ! $this->lock( $now ) ) {
			return $done; // Another run is sending; it schedules what is left.
		}
		try {
			$key = $this->key->ensure();
			for ( $batch = 0; $batch < 10; $batch++ ) {
				$state = $this->queue->state();
				if ( $state['backoff'] > $now ) {
					break;
				}
				$urls = Queue::due( $state, $now, $this->batch_size() );
				if ( array() === $urls ) {
					break;
				}
				$result = $this->client->submit( $key, $urls );
				$state  = $this->queue->state(); // Saves made meanwhile (another request) are kept.
				$keep   = in_array( $result['status'], array( 'rate_limited', 'error' ), true );
				foreach ( $urls as $url ) {
					if ( ! $keep ) {
						unset( $state['pending'][ $url ] );
					}
					if ( 'success' === $result['status'] ) {
						$state['sent'][ $url ] = $now;
					}
				}
				if ( $keep ) {
					++$state['strikes'];
					$delay            = $result['retry_after'] > 0 ? $result['retry_after'] : self::BACKOFF * ( 2 ** min( 10, $state['strikes'] - 1 ) );
					$state['backoff'] = $now + (int) min( self::MAX_BACKOFF, max( 60, $delay ) );
				} else {
					$state['strikes'] = 0;
					$state['backoff'] = 0;
				}
				$this->queue->save( $state, $now );
				$done[] = $this->log->add( $now, $source, $urls, $result['status'], $result['code'], $result['message'] );
				if ( $keep ) {
					break;
				}
			}
		} finally {
			delete_option( self::LOCK_OPTION );
		}
		$next = Queue::next_time( $this->queue->state() );
		if ( $next > 0 ) {
			$this->schedule( max( $now, $next ) );
		}
		return $done;
	}

	/**
	 * Takes the send lock (an option insert, which the database makes atomic).
	 *
	 * @param int $now Current time.
	 */
	private function lock( int $now ): bool {
		if ( add_option( self::LOCK_OPTION, $now, '', false ) ) {
			return true;
		}
		wp_cache_delete( self::LOCK_OPTION, 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		$held = (int) get_option( self::LOCK_OPTION, 0 );
		if ( $held > 0 && $held > $now - self::LOCK_TTL ) {
			return false;
		}
		delete_option( self::LOCK_OPTION );
		return add_option( self::LOCK_OPTION, $now, '', false );
	}

	/**
	 * URLs per request.
	 */
	private function batch_size(): int {
		/**
		 * Filters how many URLs one IndexNow request carries (at most 10,000, the protocol's limit).
		 *
		 * @since 0.3.0
		 *
		 * @param int $size Default 10,000.
		 */
		return max( 1, min( Client::MAX_URLS, (int) apply_filters( 'lodestar_indexnow_batch_size', Client::MAX_URLS ) ) );
	}
}
