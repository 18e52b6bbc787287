<?php
/**
 * Search Console date ranges.
 *
 * @package Lodestar
 */

namespace Lodestar\SearchConsole;

defined( 'ABSPATH' ) || exit;

/**
 * Date ranges as Search Console counts them: days in Google's time zone
 * (America/Los_Angeles), the default window the 90 days ending 3 days ago (final data lags
 * 2–3 days), compared with the 90 days before it.
 *
 * @since 0.3.0
 */
final class DateWindow {

	/**
	 * Google's reporting time zone.
	 *
	 * @since 0.3.0
	 */
	public const TIME_ZONE = 'America/Los_Angeles';

	/**
	 * Days in the default window.
	 *
	 * @since 0.3.0
	 */
	public const DAYS = 90;

	/**
	 * Days between today and the window's last day.
	 *
	 * @since 0.3.0
	 */
	public const DELAY = 3;

	/**
	 * Constructor.
	 *
	 * @param string $start First day, YYYY-MM-DD.
	 * @param string $end   Last day, YYYY-MM-DD (inclusive).
	 */
	public function __construct(
		public readonly string $start,
		public readonly string $end
	) {}

	/**
	 * The default window, relative to now (or a given instant).
	 *
	 * @since 0.3.0
	 *
	 * @param int|null $now Unix time (null: now).
	 */
	public static function default( ?int $now = null ): self {
		$today = ( new \DateTimeImmutable( '@' . ( $now ?? time() ) ) )->setTimezone( new \DateTimeZone( self::TIME_ZONE ) );
		$end   = $today->modify( '-' . self::DELAY . ' days' );
		return new self( $end->modify( '-' . ( self::DAYS - 1 ) . ' days' )->format( 'Y-m-d' ), $end->format( 'Y-m-d' ) );
	}

	/**
	 * The window of the given dates, or the default one for each that is missing.
	 *
	 * @since 0.3.0
	 *
	 * @param string $start YYYY-MM-DD or ''.
	 * @param string $end   YYYY-MM-DD or ''.
	 */
	public static function from( string $start, string $end ): self {
		if ( '' === $start || '' === $end ) {
			$default = self::default();
			$end     = '' === $end ? $default->end : $end;
			$start   = '' === $start ? self::day( $end )->modify( '-' . ( self::DAYS - 1 ) . ' days' )->format( 'Y-m-d' ) : $start;
		}
		return new self( $start, $end );
	}

	/**
	 * Whether a string is a real YYYY-MM-DD date.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $value Value.
	 */
	public static function is_date( $value ): bool {
		if ( ! is_string( $value ) || ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $m ) ) {
			return false;
		}
		return checkdate( (int) $m[2], (int) $m[3], (int) $m[1] );
	}

	/**
	 * The same number of days right before this window.
	 *
	 * @since 0.3.0
	 */
	public function previous(): self {
		$days  = $this->days();
		$end   = self::day( $this->start )->modify( '-1 day' );
		$start = $end->modify( '-' . ( $days - 1 ) . ' days' );
		return new self( $start->format( 'Y-m-d' ), $end->format( 'Y-m-d' ) );
	}

	/**
	 * Days in the window (inclusive).
	 *
	 * @since 0.3.0
	 */
	public function days(): int {
		return (int) self::day( $this->start )->diff( self::day( $this->end ) )->days + 1;
	}

	/**
	 * Every day of the window, in order.
	 *
	 * @since 0.3.0
	 *
	 * @return list<string>
	 */
	public function dates(): array {
		$dates = array();
		$day   = self::day( $this->start );
		$last  = self::day( $this->end );
		while ( $day <= $last ) {
			$dates[] = $day->format( 'Y-m-d' );
			$day     = $day->modify( '+1 day' );
		}
		return $dates;
	}

	/**
	 * A date at midnight UTC (calendar arithmetic only).
	 *
	 * @param string $date YYYY-MM-DD.
	 */
	private static function day( string $date ): \DateTimeImmutable {
		return new \DateTimeImmutable( $date . ' 00:00:00', new \DateTimeZone( 'UTC' ) );
	}
}
