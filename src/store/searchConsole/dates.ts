/**
 * The date window of the Search Console reads: 90 days in Google's time zone
 * (America/Los_Angeles), ending 3 days ago because Google's data arrives 2–3 days late.
 * Sent with every data read so the three reads and the server's cache agree on one window.
 */
import type { DateRange } from '../../api/search-console';

/** Days in the window (spec §9). */
export const WINDOW_DAYS = 90;
/** Days between today in Google's time zone and the window's last day. */
export const DELAY_DAYS = 3;
/** Google's reporting time zone. */
export const GOOGLE_TIME_ZONE = 'America/Los_Angeles';

const DAY_MS = 86400000;

/**
 * Today's calendar date in Google's time zone, as UTC midnight of that date.
 *
 * @param now The moment.
 */
function googleToday( now: Date ): number {
	const parts = new Intl.DateTimeFormat( 'en-US', {
		timeZone: GOOGLE_TIME_ZONE,
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
	} ).formatToParts( now );
	const part = ( type: string ): number =>
		Number( parts.find( ( item ) => item.type === type )?.value );
	return Date.UTC( part( 'year' ), part( 'month' ) - 1, part( 'day' ) );
}

/**
 * YYYY-MM-DD of a UTC midnight.
 *
 * @param time Milliseconds.
 */
function isoDay( time: number ): string {
	return new Date( time ).toISOString().slice( 0, 10 );
}

/**
 * The 90-day window (both ends included) ending 3 days before today in Google's time zone.
 *
 * @param now The moment (defaults to now).
 */
export function consoleDateRange( now: Date = new Date() ): DateRange {
	const end = googleToday( now ) - DELAY_DAYS * DAY_MS;
	return {
		startDate: isoDay( end - ( WINDOW_DAYS - 1 ) * DAY_MS ),
		endDate: isoDay( end ),
	};
}
