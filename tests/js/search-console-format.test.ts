/**
 * The Search Console screens' rules that are not React (spec §4, §5, §9): number shortening,
 * metric direction, status bands, search/filter, sort with missing values last, the pager,
 * URL truncation, the date window in Google's time zone and the chart's data.
 */
import type { ContentRow } from '../../src/api/search-console';
import { consoleDateRange } from '../../src/store/searchConsole/dates';
import {
	dayToSeconds,
	readableDay,
	sampleTraffic,
	toAlignedData,
} from '../../src-admin/screens/search-console/chart-data';
import {
	changeDirection,
	contentStatus,
	filterRows,
	formatPercentage,
	formatPosition,
	pagerItems,
	shortenNumber,
	sortRows,
	truncateUrl,
} from '../../src-admin/screens/search-console/format';
import { siteChoices } from '../../src-admin/screens/search-console/SiteModal';
import { contentTableState } from '../../src-admin/screens/search-console/state';

function row(
	url: string,
	title: string,
	current: Partial< ContentRow[ 'current' ] >
): ContentRow {
	return {
		url,
		title,
		current: {
			clicks: null,
			position: null,
			impressions: null,
			...current,
		},
		changes: { clicks: 0, position: 0, impressions: 0 },
	};
}

describe( 'shortenNumber', () => {
	it.each( [
		[ 0, '0' ],
		[ 7, '7' ],
		[ 999, '999' ],
		[ 12.34, '12.3' ],
		[ 1000, '1k' ],
		[ 1234, '1.2k' ],
		[ 1250, '1.3k' ],
		[ 15999, '16k' ],
		[ 999949, '999.9k' ],
		[ 999950, '1m' ],
		[ 2500000, '2.5m' ],
		[ 3000000000, '3b' ],
		[ 4200000000000, '4.2t' ],
		[ 5e15, '5000t' ],
		[ -1500, '-1.5k' ],
	] )( '%p → %p', ( value, expected ) => {
		expect( shortenNumber( value ) ).toBe( expected );
	} );

	it( 'shows a dash for a missing figure', () => {
		expect( shortenNumber( null ) ).toBe( '-' );
		expect( shortenNumber( undefined ) ).toBe( '-' );
		expect( shortenNumber( Number.NaN ) ).toBe( '-' );
	} );
} );

describe( 'changeDirection', () => {
	it( 'is neutral at 0, success when rising, danger when falling', () => {
		expect( changeDirection( 0 ) ).toBe( 'neutral' );
		expect( changeDirection( null ) ).toBe( 'neutral' );
		expect( changeDirection( 12.5 ) ).toBe( 'success' );
		expect( changeDirection( -3 ) ).toBe( 'danger' );
	} );

	it( 'reads a rise in position as bad and a fall as good', () => {
		expect( changeDirection( 2.1, true ) ).toBe( 'danger' );
		expect( changeDirection( -2.1, true ) ).toBe( 'success' );
		expect( changeDirection( 0, true ) ).toBe( 'neutral' );
	} );

	it( 'formats percentages with a sign and one decimal', () => {
		expect( formatPercentage( 12.345 ) ).toBe( '+12.3%' );
		expect( formatPercentage( -4 ) ).toBe( '-4%' );
		expect( formatPercentage( 0 ) ).toBe( '0%' );
		expect( formatPosition( 3.456 ) ).toBe( '3.5' );
		expect( formatPosition( null ) ).toBe( '-' );
	} );
} );

describe( 'contentStatus bands', () => {
	it.each( [
		[ null, 'neutral' ],
		[ 0, 'neutral' ],
		[ 0.5, 'top' ],
		[ 10, 'top' ],
		[ 10.01, 'rise' ],
		[ 20, 'rise' ],
		[ 20.1, 'low' ],
		[ 87, 'low' ],
	] )( 'position %p is %p', ( position, band ) => {
		expect( contentStatus( position ) ).toBe( band );
	} );
} );

describe( 'search and filter', () => {
	const rows = [
		row( 'https://example.com/alpha/', 'First Post', { position: 3 } ),
		row( 'https://example.com/beta/', 'Pricing', { position: 15 } ),
		row( 'https://example.com/gamma/', '', { position: 42 } ),
		row( 'https://example.com/delta/', 'Delta', { position: null } ),
	];

	it( 'matches URL or title case-insensitively', () => {
		expect(
			filterRows( rows, 'PRICING', 'all' ).map( ( r ) => r.url )
		).toEqual( [ 'https://example.com/beta/' ] );
		expect(
			filterRows( rows, 'Gamma', 'all' ).map( ( r ) => r.url )
		).toEqual( [ 'https://example.com/gamma/' ] );
		expect( filterRows( rows, '  ', 'all' ) ).toHaveLength( 4 );
	} );

	it( 'combines the search with the status filter', () => {
		expect( filterRows( rows, '', 'top' ) ).toHaveLength( 1 );
		expect( filterRows( rows, '', 'rise' )[ 0 ]?.title ).toBe( 'Pricing' );
		expect( filterRows( rows, '', 'low' )[ 0 ]?.url ).toBe(
			'https://example.com/gamma/'
		);
		expect( filterRows( rows, 'alpha', 'low' ) ).toHaveLength( 0 );
	} );
} );

describe( 'sortRows', () => {
	const rows = [
		row( 'a', '', { clicks: 5 } ),
		row( 'b', '', { clicks: null } ),
		row( 'c', '', { clicks: 50 } ),
		row( 'd', '', { clicks: 0 } ),
		row( 'e', '', { clicks: null } ),
	];

	it( 'sorts descending and ascending with missing values last in both', () => {
		expect(
			sortRows( rows, 'clicks', 'desc' ).map( ( r ) => r.url )
		).toEqual( [ 'c', 'a', 'd', 'b', 'e' ] );
		expect(
			sortRows( rows, 'clicks', 'asc' ).map( ( r ) => r.url )
		).toEqual( [ 'd', 'a', 'c', 'b', 'e' ] );
	} );

	it( 'does not change the input', () => {
		sortRows( rows, 'clicks', 'asc' );
		expect( rows.map( ( r ) => r.url ) ).toEqual( [
			'a',
			'b',
			'c',
			'd',
			'e',
		] );
	} );
} );

describe( 'pagerItems', () => {
	it( 'shows first, last and current ±1 with ellipses', () => {
		expect( pagerItems( 1, 1 ) ).toEqual( [ 1 ] );
		expect( pagerItems( 1, 3 ) ).toEqual( [ 1, 2, 3 ] );
		expect( pagerItems( 1, 10 ) ).toEqual( [ 1, 2, 'ellipsis-end', 10 ] );
		expect( pagerItems( 5, 10 ) ).toEqual( [
			1,
			'ellipsis-start',
			4,
			5,
			6,
			'ellipsis-end',
			10,
		] );
		expect( pagerItems( 10, 10 ) ).toEqual( [
			1,
			'ellipsis-start',
			9,
			10,
		] );
		expect( pagerItems( 3, 5 ) ).toEqual( [ 1, 2, 3, 4, 5 ] );
		expect( pagerItems( 1, 0 ) ).toEqual( [] );
	} );
} );

describe( 'truncateUrl', () => {
	it( 'keeps URLs of up to 65 characters and cuts longer ones to 65', () => {
		const exact = 'https://example.com/' + 'a'.repeat( 45 );
		expect( exact ).toHaveLength( 65 );
		expect( truncateUrl( exact ) ).toBe( exact );
		const long = exact + 'bcd';
		const cut = truncateUrl( long );
		expect( Array.from( cut ) ).toHaveLength( 65 );
		expect( cut ).toBe( exact.slice( 0, 64 ) + '…' );
	} );
} );

describe( 'date window', () => {
	it( 'is 90 days ending 3 days before today in Los Angeles', () => {
		// 05:00 UTC on 10 March is still 9 March in Los Angeles.
		expect(
			consoleDateRange( new Date( '2025-03-10T05:00:00Z' ) )
		).toEqual( { startDate: '2024-12-07', endDate: '2025-03-06' } );
		expect(
			consoleDateRange( new Date( '2025-03-10T12:00:00Z' ) )
		).toEqual( { startDate: '2024-12-08', endDate: '2025-03-07' } );
	} );
} );

describe( 'chart data', () => {
	it( 'reads days as UTC calendar days and localises them', () => {
		expect( dayToSeconds( '2025-01-02' ) ).toBe( 1735776000 );
		expect( dayToSeconds( '2025/01/02' ) ).toBeNull();
		expect(
			readableDay( '2025-01-02', { dateStyle: 'long' }, 'en-US' )
		).toBe( 'January 2, 2025' );
		expect(
			readableDay( '2025-01-02', { dateStyle: 'long' }, 'de-DE' )
		).toBe( '2. Januar 2025' );
		expect( readableDay( '' ) ).toBe( 'No Date' );
		expect( readableDay( 'soon' ) ).toBe( 'Invalid Date' );
	} );

	it( 'aligns rows by date and drops unreadable ones', () => {
		expect(
			toAlignedData( [
				{ date: '2025-01-03', clicks: 3, impressions: 30 },
				{ date: 'bad', clicks: 9, impressions: 90 },
				{ date: '2025-01-02', clicks: 2, impressions: 20 },
			] )
		).toEqual( [
			[ 1735776000, 1735862400 ],
			[ 2, 3 ],
			[ 20, 30 ],
		] );
	} );

	it( 'makes 20 sample days ending yesterday', () => {
		const rows = sampleTraffic( new Date( '2025-05-21T10:00:00Z' ) );
		expect( rows ).toHaveLength( 20 );
		expect( rows[ 0 ]?.date ).toBe( '2025-05-01' );
		expect( rows[ 19 ]?.date ).toBe( '2025-05-20' );
	} );
} );

describe( 'site choices and table state', () => {
	it( 'adds the home URL when the account does not list it', () => {
		const sites = [
			{ siteUrl: 'sc-domain:example.com', isVerified: true },
			{ siteUrl: 'https://example.com/', isVerified: false },
		];
		expect( siteChoices( sites, 'https://example.com' ) ).toHaveLength( 2 );
		const choices = siteChoices( sites, 'https://blog.example.com' );
		expect( choices[ 2 ] ).toEqual( {
			siteUrl: 'https://blog.example.com/',
			isVerified: false,
			listed: false,
		} );
	} );

	it( 'derives the table state', () => {
		expect( contentTableState( false, '', true, '' ) ).toBe(
			'not-connected'
		);
		expect( contentTableState( true, '', true, '' ) ).toBe( 'no-site' );
		expect( contentTableState( true, 'x', false, 'boom' ) ).toBe( 'error' );
		expect( contentTableState( true, 'x', true, '' ) ).toBe( 'loading' );
		expect( contentTableState( true, 'x', false, '' ) ).toBe( 'ready' );
	} );
} );
