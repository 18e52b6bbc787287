/**
 * The check list's pages (spec 2 §5, §9): 20 rows a page, up to 5 page buttons with an
 * ellipsis on the side(s) where pages are left out.
 */
import type { PagerItem } from '../shared/PageButtons';

/** Rows a page of the full report. */
export const PER_PAGE = 20;

/** Page buttons shown at most. */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The page buttons around the current page: a window of at most 5 pages kept inside
 * 1..total, with an ellipsis before and after it when pages are left out.
 *
 * @param current Current page (1-based).
 * @param total   Number of pages.
 */
export function pagerItems( current: number, total: number ): PagerItem[] {
	if ( total <= 1 ) {
		return [];
	}
	const count = Math.min( MAX_PAGE_BUTTONS, total );
	const page = Math.min( Math.max( 1, current ), total );
	const first = Math.min(
		Math.max( 1, page - Math.floor( count / 2 ) ),
		total - count + 1
	);
	const items: PagerItem[] = [];
	if ( first > 1 ) {
		items.push( 'ellipsis-start' );
	}
	for ( let number = first; number < first + count; number++ ) {
		items.push( number );
	}
	if ( first + count - 1 < total ) {
		items.push( 'ellipsis-end' );
	}
	return items;
}

/**
 * Number of pages for a count of rows.
 *
 * @param rows Rows.
 */
export function pageCount( rows: number ): number {
	return Math.max( 1, Math.ceil( rows / PER_PAGE ) );
}
