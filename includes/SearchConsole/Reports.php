<?php
/**
 * Search Console reports.
 *
 * @package Lodestar
 */

namespace Lodestar\SearchConsole;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The three reports of the screens, from searchAnalytics.query: totals of clicks and
 * impressions (a query without dimensions, never a sum of page rows, so the numbers match
 * Search Console's own), traffic by date and performance by page, each for a window and the
 * one before it. Answers are cached per property, window and report in transients (not
 * autoloaded) for 12 hours; `refresh` skips the cached copy.
 *
 * @since 0.3.0
 */
final class Reports {

	/**
	 * Seconds a report stays cached.
	 *
	 * @since 0.3.0
	 */
	public const CACHE_TTL = 12 * HOUR_IN_SECONDS;

	/**
	 * Transient prefix of cached reports.
	 *
	 * @since 0.3.0
	 */
	public const CACHE_PREFIX = 'lodestar_gsc_report_';

	/**
	 * Constructor.
	 *
	 * @param Api           $api    API client.
	 * @param TokenStore    $tokens Connection (its start time is part of the cache key).
	 * @param ContentTitles $titles Local titles of page URLs.
	 */
	public function __construct(
		private Api $api,
		private TokenStore $tokens,
		private ContentTitles $titles
	) {}

	/**
	 * Clicks and impressions of the window and the previous one, with the change in percent.
	 *
	 * @since 0.3.0
	 *
	 * @param string     $site    Property.
	 * @param DateWindow $window  Window.
	 * @param bool       $refresh Skip the cache.
	 * @return array<string, array{current: float|int, previous: float|int, percentage: float|int}>|WP_Error
	 */
	public function totals( string $site, DateWindow $window, bool $refresh ) {
		return $this->cached(
			'totals',
			$site,
			$window,
			$refresh,
			function () use ( $site, $window ) {
				$current = $this->api->query( $site, self::body( $window ) );
				if ( is_wp_error( $current ) ) {
					return $current;
				}
				$previous = $this->api->query( $site, self::body( $window->previous() ) );
				if ( is_wp_error( $previous ) ) {
					return $previous;
				}
				$data = array();
				foreach ( array( 'clicks', 'impressions' ) as $metric ) {
					$now             = self::number( $current[0][ $metric ] ?? 0 );
					$before          = self::number( $previous[0][ $metric ] ?? 0 );
					$data[ $metric ] = array(
						'current'    => $now,
						'previous'   => $before,
						'percentage' => self::percentage( $now, $before ),
					);
				}
				return $data;
			}
		);
	}

	/**
	 * Clicks and impressions per day of the window (days without data count 0).
	 *
	 * @since 0.3.0
	 *
	 * @param string     $site    Property.
	 * @param DateWindow $window  Window.
	 * @param bool       $refresh Skip the cache.
	 * @return list<array{date: string, clicks: float|int, impressions: float|int}>|WP_Error
	 */
	public function traffic( string $site, DateWindow $window, bool $refresh ) {
		return $this->cached(
			'traffic',
			$site,
			$window,
			$refresh,
			function () use ( $site, $window ) {
				$rows = $this->api->query( $site, self::body( $window, array( 'date' ), 25000 ) );
				if ( is_wp_error( $rows ) ) {
					return $rows;
				}
				$by_date = array();
				foreach ( $rows as $row ) {
					$by_date[ (string) ( $row['keys'][0] ?? '' ) ] = $row;
				}
				$data = array();
				foreach ( $window->dates() as $date ) {
					$data[] = array(
						'date'        => $date,
						'clicks'      => self::number( $by_date[ $date ]['clicks'] ?? 0 ),
						'impressions' => self::number( $by_date[ $date ]['impressions'] ?? 0 ),
					);
				}
				return $data;
			}
		);
	}

	/**
	 * The top pages of the window (by clicks, as Google orders them) with their local titles
	 * and the change from the previous window (null when the page had no data then).
	 *
	 * @since 0.3.0
	 *
	 * @param string     $site      Property.
	 * @param DateWindow $window    Window.
	 * @param int        $row_limit Rows.
	 * @param bool       $refresh   Skip the cache.
	 * @return list<array<string, mixed>>|WP_Error
	 */
	public function content( string $site, DateWindow $window, int $row_limit, bool $refresh ) {
		return $this->cached(
			'content-' . $row_limit,
			$site,
			$window,
			$refresh,
			function () use ( $site, $window, $row_limit ) {
				$current = $this->api->query( $site, self::body( $window, array( 'page' ), $row_limit ) );
				if ( is_wp_error( $current ) ) {
					return $current;
				}
				$urls = array();
				foreach ( $current as $row ) {
					$urls[] = (string) ( $row['keys'][0] ?? '' );
				}
				$before = array();
				if ( array() !== $urls ) {
					// The previous window's top pages, unfiltered: a regex filter of a hundred URLs
					// would pass Google's expression length limit. A page outside them gets null changes.
					$request  = self::body( $window->previous(), array( 'page' ), min( 25000, max( 1000, $row_limit * 10 ) ) );
					$previous = $this->api->query( $site, $request );
					if ( is_wp_error( $previous ) ) {
						return $previous;
					}
					foreach ( $previous as $row ) {
						$before[ (string) ( $row['keys'][0] ?? '' ) ] = $row;
					}
				}
				$titles = $this->titles->titles( $urls );
				$data   = array();
				foreach ( $current as $row ) {
					$url    = (string) ( $row['keys'][0] ?? '' );
					$now    = array(
						'clicks'      => self::number( $row['clicks'] ?? 0 ),
						'position'    => round( (float) ( $row['position'] ?? 0 ), 1 ),
						'impressions' => self::number( $row['impressions'] ?? 0 ),
					);
					$old    = $before[ $url ] ?? null;
					$data[] = array(
						'url'     => $url,
						'title'   => $titles[ $url ] ?? '',
						'current' => $now,
						'changes' => null === $old ? array(
							'clicks'      => null,
							'position'    => null,
							'impressions' => null,
						) : array(
							'clicks'      => $now['clicks'] - self::number( $old['clicks'] ?? 0 ),
							'position'    => round( $now['position'] - (float) ( $old['position'] ?? 0 ), 1 ),
							'impressions' => $now['impressions'] - self::number( $old['impressions'] ?? 0 ),
						),
					);
				}
				return $data;
			}
		);
	}

	/**
	 * A cached report, or a fresh one (cached when it succeeds).
	 *
	 * @param string     $report  Report name.
	 * @param string     $site    Property.
	 * @param DateWindow $window  Window.
	 * @param bool       $refresh Skip the cache.
	 * @param callable   $compute Computes the report (array or WP_Error).
	 * @return mixed
	 */
	private function cached( string $report, string $site, DateWindow $window, bool $refresh, callable $compute ) {
		$key = self::CACHE_PREFIX . md5( implode( '|', array( $report, $site, $window->start, $window->end, (string) $this->tokens->get( 'connected_at' ) ) ) );
		if ( ! $refresh ) {
			$cached = get_transient( $key );
			if ( is_array( $cached ) ) {
				return $cached;
			}
		}
		$fresh = $compute();
		if ( is_array( $fresh ) ) {
			set_transient( $key, $fresh, self::CACHE_TTL );
		}
		return $fresh;
	}

	/**
	 * A searchAnalytics.query body.
	 *
	 * @param DateWindow   $window     Window.
	 * @param list<string> $dimensions Dimensions.
	 * @param int          $row_limit  Rows.
	 * @return array<string, mixed>
	 */
	private static function body( DateWindow $window, array $dimensions = array(), int $row_limit = 1 ): array {
		$body = array(
			'startDate' => $window->start,
			'endDate'   => $window->end,
			'type'      => 'web',
			'dataState' => 'final',
		);
		if ( array() !== $dimensions ) {
			$body['dimensions'] = $dimensions;
			$body['rowLimit']   = $row_limit;
		}
		return $body;
	}

	/**
	 * A count as an int when whole (Google sends doubles).
	 *
	 * @param mixed $value Value.
	 * @return int|float
	 */
	private static function number( $value ) {
		$number = (float) $value;
		return floor( $number ) === $number ? (int) $number : $number;
	}

	/**
	 * Change in percent, two decimals (0 when both are 0, 100 from nothing).
	 *
	 * @param int|float $now    Current.
	 * @param int|float $before Previous.
	 * @return int|float
	 */
	private static function percentage( $now, $before ) {
		if ( 0.0 === (float) $before ) {
			return 0.0 === (float) $now ? 0 : 100;
		}
		return round( ( $now - $before ) / $before * 100, 2 );
	}
}
