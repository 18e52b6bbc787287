/**
 * The uPlot drawing of the traffic chart (its own lazy chunk, admin/chart). Clicks on the left
 * axis, impressions on the right; dates on the x axis localised with Intl.
 *
 * uPlot 1.6: small (about 22 KB gzip), canvas-based, no dependencies, maintained; time series
 * are its main use. The legend shows the hovered day's figures, and while no day is hovered
 * the period (first – last day) with its total clicks and impressions.
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import uPlot from 'uplot';

import type { TrafficRow } from '../../../src/api/search-console';
import { periodTotals, readableDay, toAlignedData } from './chart-data';
import type { PeriodTotals } from './chart-data';
import { shortenNumber } from './format';

const HEIGHT = 280;
const CLICKS_COLOUR = '#2563eb';
const IMPRESSIONS_COLOUR = '#7c3aed';

/**
 * Localised tick labels of the date axis.
 *
 * @param ticks Seconds.
 */
function dateTicks( ticks: number[] ): string[] {
	return ticks.map( ( tick ) =>
		readableDay( new Date( tick * 1000 ).toISOString().slice( 0, 10 ), {
			month: 'short',
			day: 'numeric',
		} )
	);
}

/**
 * Chart options for a width. uPlot asks each series' `value` for the legend with the index of
 * the hovered day, or null while none is: then the period and its totals are shown.
 *
 * @param width  Width in CSS pixels.
 * @param totals The period and its totals.
 */
export function chartOptions(
	width: number,
	totals: PeriodTotals
): uPlot.Options {
	return {
		width,
		height: HEIGHT,
		tzDate: ( ts ) => uPlot.tzDate( new Date( ts * 1000 ), 'Etc/UTC' ),
		cursor: { drag: { x: false, y: false } },
		scales: { x: { time: true }, clicks: {}, impressions: {} },
		series: [
			{
				label: __( 'Date', 'lodestar' ),
				value: ( _self, value, _series, index ) => {
					if ( index === null ) {
						return totals.range || '-';
					}
					return value === null
						? '-'
						: readableDay(
								new Date( value * 1000 )
									.toISOString()
									.slice( 0, 10 )
							);
				},
			},
			{
				label: __( 'Clicks', 'lodestar' ),
				scale: 'clicks',
				stroke: CLICKS_COLOUR,
				width: 2,
				value: ( _self, value, _series, index ) =>
					shortenNumber( index === null ? totals.clicks : value ),
			},
			{
				label: __( 'Impressions', 'lodestar' ),
				scale: 'impressions',
				stroke: IMPRESSIONS_COLOUR,
				width: 2,
				value: ( _self, value, _series, index ) =>
					shortenNumber(
						index === null ? totals.impressions : value
					),
			},
		],
		axes: [
			{ values: ( _self, ticks ) => dateTicks( ticks ) },
			{
				scale: 'clicks',
				stroke: CLICKS_COLOUR,
				values: ( _self, ticks ) => ticks.map( shortenNumber ),
			},
			{
				scale: 'impressions',
				side: 1,
				stroke: IMPRESSIONS_COLOUR,
				grid: { show: false },
				values: ( _self, ticks ) => ticks.map( shortenNumber ),
			},
		],
	};
}

export default function UPlotChart( { rows }: { rows: TrafficRow[] } ) {
	const container = useRef< HTMLDivElement >( null );

	useEffect( () => {
		const element = container.current;
		if ( ! element ) {
			return undefined;
		}
		const width = (): number => Math.max( 280, element.clientWidth || 600 );
		const data = toAlignedData( rows );
		const chart = new uPlot(
			chartOptions( width(), periodTotals( data ) ),
			data,
			element
		);
		const observer =
			typeof ResizeObserver === 'undefined'
				? null
				: new ResizeObserver( () =>
						chart.setSize( { width: width(), height: HEIGHT } )
					);
		observer?.observe( element );
		return () => {
			observer?.disconnect();
			chart.destroy();
		};
	}, [ rows ] );

	return <div ref={ container } className="lodestar-uplot" />;
}
