/**
 * The rules of the Search Console screens that are not React: number shortening, metric
 * direction, content status bands, the content table's search, filter, sort and pager, URL
 * truncation (spec §4, §5, §9).
 */
import { __ } from '@wordpress/i18n';

import type { ContentRow } from '../../../src/api/search-console';
import type { PagerItem } from '../shared/PageButtons';

/** Rows per page of the full content table; rows of the short one (spec §9). */
export const PAGE_SIZE = 20;
export const SHORT_TABLE_ROWS = 5;
/** Skeleton rows while loading: full table, short table. */
export const SKELETON_ROWS_FULL = 10;
export const SKELETON_ROWS_SHORT = 5;
/** URLs are shown cut to this many characters (spec §5). */
export const URL_DISPLAY_LENGTH = 65;
/** Days of the sample chart shown under the connect overlay. */
export const SAMPLE_DAYS = 20;

const SUFFIXES = [ '', 'k', 'm', 'b', 't' ];

/**
 * A number shortened with k, m, b, t and at most 1 decimal (1234 → '1.2k', 1000 → '1k',
 * 999950 → '1m'); below 1000 it keeps 1 decimal at most (12.34 → '12.3'); '-' when missing.
 *
 * @param value Number.
 */
export function shortenNumber( value: number | null | undefined ): string {
	if ( value === null || value === undefined || ! Number.isFinite( value ) ) {
		return '-';
	}
	const sign = value < 0 ? '-' : '';
	let size = Math.abs( value );
	let tier = 0;
	while ( size >= 1000 && tier < SUFFIXES.length - 1 ) {
		size /= 1000;
		tier++;
	}
	let rounded = Math.round( size * 10 ) / 10;
	if ( rounded >= 1000 && tier < SUFFIXES.length - 1 ) {
		rounded = Math.round( rounded / 100 ) / 10;
		tier++;
	}
	const text = Number.isInteger( rounded )
		? String( rounded )
		: rounded.toFixed( 1 );
	return `${ sign }${ text }${ SUFFIXES[ tier ] }`;
}

export type Direction = 'success' | 'danger' | 'neutral';

/**
 * The colour of a change (spec §4): 0 neutral, a rise success, a fall danger; for position a
 * rise in the number is bad and a fall good.
 *
 * @param change     Change (percentage or difference).
 * @param isPosition The figure is an average position.
 */
export function changeDirection(
	change: number | null | undefined,
	isPosition = false
): Direction {
	if ( ! change || ! Number.isFinite( change ) ) {
		return 'neutral';
	}
	const better = isPosition ? change < 0 : change > 0;
	return better ? 'success' : 'danger';
}

export type ContentStatus = 'top' | 'rise' | 'low' | 'neutral';

/**
 * The status band of an average position (spec §4).
 *
 * @param position Average position.
 */
export function contentStatus(
	position: number | null | undefined
): ContentStatus {
	if ( ! position || ! Number.isFinite( position ) || position < 0 ) {
		return 'neutral';
	}
	if ( position <= 10 ) {
		return 'top';
	}
	return position <= 20 ? 'rise' : 'low';
}

/**
 * The label of a status band.
 *
 * @param status Band.
 */
export function contentStatusLabel( status: ContentStatus ): string {
	switch ( status ) {
		case 'top':
			return __( 'Top Ranked', 'lodestar' );
		case 'rise':
			return __( 'On the Rise', 'lodestar' );
		case 'low':
			return __( 'Low Visibility', 'lodestar' );
		default:
			return __( 'No Data', 'lodestar' );
	}
}

export type StatusFilter = 'all' | 'top' | 'rise' | 'low';
export type SortKey = 'clicks' | 'position' | 'impressions';
export type SortOrder = 'asc' | 'desc';

/**
 * Rows whose URL or title contains the search (case-insensitive) and whose band matches the
 * filter (spec §5).
 *
 * @param rows   Rows.
 * @param search Search text.
 * @param status Status filter.
 */
export function filterRows(
	rows: ContentRow[],
	search: string,
	status: StatusFilter
): ContentRow[] {
	const needle = search.trim().toLowerCase();
	return rows.filter( ( row ) => {
		if (
			needle !== '' &&
			! ( row.url ?? '' ).toLowerCase().includes( needle ) &&
			! ( row.title ?? '' ).toLowerCase().includes( needle )
		) {
			return false;
		}
		return (
			status === 'all' ||
			contentStatus( row.current?.position ) === status
		);
	} );
}

/**
 * A figure that sorts, or null when it is missing.
 *
 * @param row Row.
 * @param key Figure.
 */
function sortValue( row: ContentRow, key: SortKey ): number | null {
	const value = row.current?.[ key ];
	return typeof value === 'number' && Number.isFinite( value ) ? value : null;
}

/**
 * Rows sorted by a figure; missing figures last in both orders (spec §5). Stable.
 *
 * @param rows  Rows.
 * @param key   Figure.
 * @param order asc or desc.
 */
export function sortRows(
	rows: ContentRow[],
	key: SortKey,
	order: SortOrder
): ContentRow[] {
	return rows
		.map( ( row, index ) => ( {
			row,
			index,
			value: sortValue( row, key ),
		} ) )
		.sort( ( a, b ) => {
			if ( a.value === null || b.value === null ) {
				if ( a.value === b.value ) {
					return a.index - b.index;
				}
				return a.value === null ? 1 : -1;
			}
			const diff =
				order === 'asc' ? a.value - b.value : b.value - a.value;
			return diff || a.index - b.index;
		} )
		.map( ( item ) => item.row );
}

/**
 * The pager's buttons (spec §9): the first page, the last page and the current page ±1, with
 * an ellipsis where pages are skipped.
 *
 * @param current Current page (1-based).
 * @param total   Page count.
 */
export function pagerItems( current: number, total: number ): PagerItem[] {
	if ( total < 1 ) {
		return [];
	}
	const pages = new Set< number >( [ 1, total ] );
	for ( let page = current - 1; page <= current + 1; page++ ) {
		if ( page >= 1 && page <= total ) {
			pages.add( page );
		}
	}
	const sorted = [ ...pages ].sort( ( a, b ) => a - b );
	const items: PagerItem[] = [];
	sorted.forEach( ( page, index ) => {
		const previous = sorted[ index - 1 ];
		if ( previous !== undefined && page - previous > 1 ) {
			items.push( page < current ? 'ellipsis-start' : 'ellipsis-end' );
		}
		items.push( page );
	} );
	return items;
}

/**
 * A URL cut to at most 65 characters, the last one an ellipsis when it was cut (spec §5).
 *
 * @param url URL.
 */
export function truncateUrl( url: string ): string {
	const chars = Array.from( url );
	if ( chars.length <= URL_DISPLAY_LENGTH ) {
		return url;
	}
	return chars.slice( 0, URL_DISPLAY_LENGTH - 1 ).join( '' ) + '…';
}

/**
 * A percentage as shown beside a metric: sign, at most 1 decimal, '%'.
 *
 * @param value Percentage.
 */
export function formatPercentage( value: number | null | undefined ): string {
	if ( value === null || value === undefined || ! Number.isFinite( value ) ) {
		return '0%';
	}
	const rounded = Math.round( value * 10 ) / 10;
	const text = Number.isInteger( rounded )
		? String( Math.abs( rounded ) )
		: Math.abs( rounded ).toFixed( 1 );
	if ( rounded > 0 ) {
		return `+${ text }%`;
	}
	return rounded < 0 ? `-${ text }%` : '0%';
}

/**
 * An average position as shown: 1 decimal, '-' when missing.
 *
 * @param value Position.
 */
export function formatPosition( value: number | null | undefined ): string {
	if ( ! value || ! Number.isFinite( value ) ) {
		return '-';
	}
	return ( Math.round( value * 10 ) / 10 ).toFixed( 1 );
}
