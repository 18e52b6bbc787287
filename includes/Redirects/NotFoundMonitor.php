<?php
/**
 * The 404 monitor.
 *
 * @package Lodestar
 */

namespace Lodestar\Redirects;

use Lodestar\Repositories\NotFoundLog;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Logs the paths that answered 404, aggregated by path: count, first and last seen, the last
 * referrer (without its query string) and whether the client looked like a bot. No IP address
 * and no user agent string is stored.
 *
 * Writes are batched so a storm of 404s does not write per request:
 * - with a persistent object cache, hits are counted in the cache and written in one statement
 *   at most once per FLUSH_SECONDS (the first 404 after the interval writes them);
 * - without one, a 404 is written only when its path was not written in the last
 *   PATH_SECONDS and fewer than `lodestar_404_writes_per_minute` (30) paths were written in the
 *   last minute; hits beyond are not counted (the screen says so).
 * The log keeps at most MAX_ROWS rows and drops rows older than the retention, oldest first,
 * after each write.
 *
 * @since 0.4.0
 */
class NotFoundMonitor {

	/**
	 * Most rows of the log.
	 *
	 * @since 0.4.0
	 */
	public const MAX_ROWS = 10000;

	/**
	 * Seconds between two flushes of the cached counts.
	 *
	 * @since 0.4.0
	 */
	public const FLUSH_SECONDS = 60;

	/**
	 * Seconds during which a path is not written again (without a persistent cache).
	 *
	 * @since 0.4.0
	 */
	public const PATH_SECONDS = 10;

	/**
	 * Object cache group.
	 */
	private const GROUP = 'lodestar_404';

	/**
	 * Most distinct paths waiting in the cache.
	 */
	private const MAX_PENDING = 1000;

	/**
	 * Constructor.
	 *
	 * @param NotFoundLog        $log       The log table.
	 * @param SettingsRepository $settings  Settings (switch, retention).
	 * @param Responder|null     $responder This request's 410/451 answers (not logged).
	 */
	public function __construct( private NotFoundLog $log, private SettingsRepository $settings, private ?Responder $responder = null ) {}

	/**
	 * Logs this request when it is a 404 and the monitor is on.
	 *
	 * @since 0.4.0
	 */
	public function log_request(): void {
		if ( ! is_404() || ! $this->settings->get( 'enable_404_monitor' ) ) {
			return;
		}
		if ( null !== $this->responder && 0 !== $this->responder->gone_status() ) {
			return;
		}
		$uri      = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : '/'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- normalised below, escaped on output.
		$agent    = isset( $_SERVER['HTTP_USER_AGENT'] ) ? (string) wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only tested, never stored.
		$referrer = (string) wp_get_raw_referer();
		$this->record( $uri, $referrer, self::looks_like_bot( $agent ) );
	}

	/**
	 * Records one 404.
	 *
	 * @since 0.4.0
	 *
	 * @param string $uri      Request URI.
	 * @param string $referrer Referrer URL ('' when none).
	 * @param bool   $bot      Whether the client looked like a bot.
	 */
	public function record( string $uri, string $referrer, bool $bot ): void {
		$path = substr( Path::normalise( Path::split( $uri )[0] ), 0, 1000 );
		$ref  = '' === $referrer ? '' : substr( (string) esc_url_raw( strtok( $referrer, '?#' ) ), 0, 1000 );
		$now  = current_time( 'mysql', true );
		if ( $this->buffered() ) {
			$this->buffer( $path, $ref, $bot, $now );
			return;
		}
		$since = gmdate( 'Y-m-d H:i:s', time() - self::PATH_SECONDS );
		$seen  = $this->log->last_seen( $path );
		if ( null !== $seen && $seen >= $since ) {
			return;
		}
		if ( $this->log->written_since( gmdate( 'Y-m-d H:i:s', time() - 60 ) ) >= $this->writes_per_minute() ) {
			return;
		}
		$this->log->add(
			array(
				$path => array(
					'hits'     => 1,
					'first'    => $now,
					'last'     => $now,
					'referrer' => $ref,
					'bot'      => $bot,
				),
			)
		);
		$this->prune();
	}

	/**
	 * Writes the counts waiting in the object cache (one statement) and prunes the log.
	 *
	 * @since 0.4.0
	 */
	public function flush(): void {
		$pending = wp_cache_get( 'pending', self::GROUP );
		wp_cache_delete( 'pending', self::GROUP );
		if ( ! is_array( $pending ) || ! $pending ) {
			return;
		}
		$entries = array();
		foreach ( $pending as $hash => $info ) {
			$hits = (int) wp_cache_get( 'c' . $hash, self::GROUP );
			wp_cache_delete( 'c' . $hash, self::GROUP );
			if ( $hits < 1 || ! is_array( $info ) ) {
				continue;
			}
			$entries[ (string) $info['path'] ] = array(
				'hits'     => $hits,
				'first'    => (string) $info['first'],
				'last'     => (string) $info['last'],
				'referrer' => (string) $info['referrer'],
				'bot'      => (bool) $info['bot'],
			);
		}
		$this->log->add( $entries );
		$this->prune();
	}

	/**
	 * Whether a user agent looks like a crawler or a script (an empty one does).
	 *
	 * @since 0.4.0
	 *
	 * @param string $agent User agent string.
	 */
	public static function looks_like_bot( string $agent ): bool {
		return '' === trim( $agent ) || 1 === preg_match( '/bot|crawl|spider|slurp|curl|wget|python|httpclient|java\/|go-http|scrapy|headless|facebookexternalhit|preview|monitor|scan/i', $agent );
	}

	/**
	 * Whether hits are counted in the object cache (a persistent one).
	 */
	private function buffered(): bool {
		/**
		 * Filters whether 404 hits are counted in the object cache and flushed in batches
		 * (default: when a persistent object cache is in use).
		 *
		 * @since 0.4.0
		 *
		 * @param bool $buffered Whether to buffer.
		 */
		return (bool) apply_filters( 'lodestar_404_buffered', wp_using_ext_object_cache() );
	}

	/**
	 * Counts a hit in the cache; flushes when the interval has passed.
	 *
	 * @param string $path     Normalised path.
	 * @param string $referrer Referrer.
	 * @param bool   $bot      Bot-like.
	 * @param string $now      GMT datetime.
	 */
	private function buffer( string $path, string $referrer, bool $bot, string $now ): void {
		$hash    = md5( $path );
		$pending = wp_cache_get( 'pending', self::GROUP );
		$pending = is_array( $pending ) ? $pending : array();
		if ( isset( $pending[ $hash ] ) || count( $pending ) < self::MAX_PENDING ) {
			$first            = $pending[ $hash ]['first'] ?? $now;
			$pending[ $hash ] = array(
				'path'     => $path,
				'first'    => $first,
				'last'     => $now,
				'referrer' => '' !== $referrer ? $referrer : ( $pending[ $hash ]['referrer'] ?? '' ),
				'bot'      => $bot,
			);
			wp_cache_set( 'pending', $pending, self::GROUP );
			if ( false === wp_cache_incr( 'c' . $hash, 1, self::GROUP ) ) {
				wp_cache_set( 'c' . $hash, 1, self::GROUP );
			}
		}
		if ( wp_cache_add( 'flush_lock', time(), self::GROUP, self::FLUSH_SECONDS ) ) {
			$this->flush();
		}
	}

	/**
	 * Drops rows past the retention and beyond the row cap.
	 */
	private function prune(): void {
		$days = max( 1, (int) $this->settings->get( 'redirects_404_retention_days' ) );
		$this->log->prune( gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS ), self::MAX_ROWS );
	}

	/**
	 * Most paths written per minute without a persistent cache.
	 */
	private function writes_per_minute(): int {
		/**
		 * Filters how many 404 paths are written per minute without a persistent object cache.
		 *
		 * @since 0.4.0
		 *
		 * @param int $writes Default 30.
		 */
		return max( 1, (int) apply_filters( 'lodestar_404_writes_per_minute', 30 ) );
	}
}
