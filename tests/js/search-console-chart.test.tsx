/**
 * The traffic chart's legend (the real uPlot, drawn on a stub canvas: jsdom has no 2D
 * context or Path2D): while no day is hovered it shows the period and its total clicks and impressions,
 * not dashes.
 */
import { render, waitFor } from '@testing-library/react';

import UPlotChart, {
	chartOptions,
} from '../../src-admin/screens/search-console/UPlotChart';
import {
	periodTotals,
	toAlignedData,
} from '../../src-admin/screens/search-console/chart-data';

const rows = [
	{ date: '2025-01-03', clicks: 1200, impressions: 30000 },
	{ date: '2025-01-01', clicks: 40, impressions: 900 },
	{ date: '2025-01-02', clicks: 5, impressions: 100 },
];

beforeAll( () => {
	// A 2D context that accepts every call, and matchMedia (uPlot follows the pixel ratio).
	const context = new Proxy(
		{},
		{
			get: ( _target, name ) =>
				name === 'measureText'
					? () => ( { width: 10 } )
					: () => undefined,
			set: () => true,
		}
	);
	jest.spyOn( HTMLCanvasElement.prototype, 'getContext' ).mockImplementation(
		() => context as unknown as CanvasRenderingContext2D
	);
	// Paths drawn on that context: every method accepted.
	( globalThis as unknown as { Path2D: unknown } ).Path2D = class {
		constructor() {
			return new Proxy( this, {
				get: ( target, name ) =>
					name in target
						? ( target as Record< string | symbol, unknown > )[
								name
							]
						: () => undefined,
			} );
		}
	};
	window.matchMedia =
		window.matchMedia ??
		( ( () => ( {
			matches: false,
			addListener: () => undefined,
			removeListener: () => undefined,
			addEventListener: () => undefined,
			removeEventListener: () => undefined,
		} ) ) as unknown as typeof window.matchMedia );
} );

describe( 'traffic chart legend', () => {
	it( 'sums the period', () => {
		expect( periodTotals( toAlignedData( rows ) ) ).toEqual( {
			range: 'Jan 1, 2025 – Jan 3, 2025',
			clicks: 1245,
			impressions: 31000,
		} );
		expect( periodTotals( toAlignedData( [] ) ) ).toEqual( {
			range: '',
			clicks: 0,
			impressions: 0,
		} );
	} );

	it( 'shows the period and its totals while no day is hovered', async () => {
		const { container } = render( <UPlotChart rows={ rows } /> );
		await waitFor( () =>
			expect( container.querySelector( '.u-legend' ) ).not.toBeNull()
		);
		const legend = container.querySelector( '.u-legend' ) as HTMLElement;
		const text = ( legend.textContent ?? '' ).replace( /\s+/g, ' ' );
		expect( text ).toContain( 'Date' );
		expect( text ).toContain( 'Jan 1, 2025 – Jan 3, 2025' );
		expect( text ).toContain( 'Clicks' );
		expect( text ).toContain( '1.2k' );
		expect( text ).toContain( 'Impressions' );
		expect( text ).toContain( '31k' );
		expect( text ).not.toContain( '-' );
	} );

	it( 'shows the hovered day’s figures', () => {
		const totals = periodTotals( toAlignedData( rows ) );
		const series = chartOptions( 600, totals ).series;
		const self = {} as never;
		expect( series[ 1 ]?.value ).toBeInstanceOf( Function );
		const clicks = series[ 1 ]?.value as ( ...args: unknown[] ) => string;
		const day = series[ 0 ]?.value as ( ...args: unknown[] ) => string;
		expect( clicks( self, 40, 1, 0 ) ).toBe( '40' );
		expect( clicks( self, null, 1, null ) ).toBe( '1.2k' );
		expect( day( self, 1735776000, 0, 1 ) ).toBe( 'Jan 2, 2025' );
		expect( day( self, null, 0, null ) ).toBe(
			'Jan 1, 2025 – Jan 3, 2025'
		);
	} );
} );
