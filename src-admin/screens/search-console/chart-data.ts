/**
 * Traffic rows as the chart and its table read them: dates localised with Intl (UTC, since
 * Google's dates are calendar days), and uPlot's aligned data.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { TrafficRow } from '../../../src/api/search-console';
import { SAMPLE_DAYS } from './format';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Seconds since the epoch of a 'YYYY-MM-DD' day at UTC midnight; null when unreadable.
 *
 * @param date Day.
 */
export function dayToSeconds( date: string ): number | null {
	const match = DATE_PATTERN.exec( date ?? '' );
	if ( ! match ) {
		return null;
	}
	const time = Date.UTC(
		Number( match[ 1 ] ),
		Number( match[ 2 ] ) - 1,
		Number( match[ 3 ] )
	);
	return Number.isNaN( time ) ? null : time / 1000;
}

/**
 * A day as people of the browser's locale read it (spec §3 "derived readable date"):
 * 'No Date' when missing, 'Invalid Date' when unreadable (spec §5).
 *
 * @param date    'YYYY-MM-DD'.
 * @param options Intl options (default: medium date).
 * @param locale  Locale (default: the browser's).
 */
export function readableDay(
	date: string | null | undefined,
	options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
	locale?: string
): string {
	if ( ! date ) {
		return __( 'No Date', 'lodestar' );
	}
	const seconds = dayToSeconds( date );
	if ( seconds === null ) {
		return __( 'Invalid Date', 'lodestar' );
	}
	return new Intl.DateTimeFormat( locale, {
		...options,
		timeZone: 'UTC',
	} ).format( new Date( seconds * 1000 ) );
}

/**
 * uPlot's aligned data: [ seconds, clicks, impressions ], unreadable days left out, in date
 * order.
 *
 * @param rows Traffic rows.
 */
export function toAlignedData(
	rows: TrafficRow[]
): [ number[], number[], number[] ] {
	const points = rows
		.map( ( row ) => ( { at: dayToSeconds( row.date ), row } ) )
		.filter(
			( point ): point is { at: number; row: TrafficRow } =>
				point.at !== null
		)
		.sort( ( a, b ) => a.at - b.at );
	return [
		points.map( ( point ) => point.at ),
		points.map( ( point ) => Number( point.row.clicks ) || 0 ),
		points.map( ( point ) => Number( point.row.impressions ) || 0 ),
	];
}

/** The period a chart shows and its totals (the legend while no day is hovered). */
export interface PeriodTotals {
	/** First and last day, localised ('' without data). */
	range: string;
	clicks: number;
	impressions: number;
}

/**
 * The period of uPlot's aligned data and its clicks and impressions summed.
 *
 * @param data Aligned data (toAlignedData()).
 */
export function periodTotals(
	data: [ number[], number[], number[] ]
): PeriodTotals {
	const [ days, clicks, impressions ] = data;
	const sum = ( values: number[] ): number =>
		values.reduce( ( total, value ) => total + value, 0 );
	const day = ( seconds: number ): string =>
		readableDay( new Date( seconds * 1000 ).toISOString().slice( 0, 10 ) );
	const first = days[ 0 ];
	const last = days[ days.length - 1 ];
	let range = '';
	if ( first !== undefined && last !== undefined ) {
		range =
			first === last
				? day( first )
				: sprintf(
						/* translators: 1: first day, 2: last day of the period. */
						__( '%1$s – %2$s', 'lodestar' ),
						day( first ),
						day( last )
					);
	}
	return { range, clicks: sum( clicks ), impressions: sum( impressions ) };
}

/**
 * The placeholder traffic under the connect overlay: 20 days ending yesterday, made-up but
 * stable figures.
 *
 * @param today The day the sample ends after (default: today).
 */
export function sampleTraffic( today: Date = new Date() ): TrafficRow[] {
	const end = Date.UTC(
		today.getUTCFullYear(),
		today.getUTCMonth(),
		today.getUTCDate()
	);
	return Array.from( { length: SAMPLE_DAYS }, ( _, index ) => {
		const day = SAMPLE_DAYS - index;
		const wave = Math.round( 40 * Math.sin( index / 2.5 ) );
		return {
			date: new Date( end - day * 86400000 ).toISOString().slice( 0, 10 ),
			clicks: 120 + index * 6 + wave,
			impressions: 2400 + index * 90 + wave * 12,
		};
	} );
}
