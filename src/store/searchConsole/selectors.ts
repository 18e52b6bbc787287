/**
 * Selectors of the searchConsole slice. Whether the status or the properties failed to load
 * is the resolution state (getResolutionError( 'getSearchConsoleStatus' ), ...).
 */
import type {
	ClicksAndImpressions,
	ContentRow,
	SearchConsoleSite,
	SearchConsoleStatus,
	TrafficRow,
} from '../../api/search-console';
import type { ConsoleDataKind, SearchConsoleSlice } from './types';

/**
 * The connection state; null until loaded (the first read loads it).
 *
 * @param state Store state.
 */
export function getSearchConsoleStatus(
	state: SearchConsoleSlice
): SearchConsoleStatus | null {
	return state.searchConsole.status;
}

/**
 * Whether an account is connected (spec §3: authenticated '1').
 *
 * @param state Store state.
 */
export function isSearchConsoleAuthenticated(
	state: SearchConsoleSlice
): boolean {
	return state.searchConsole.status?.authenticated === '1';
}

/**
 * The properties of the account; null until loaded (the first read loads them).
 *
 * @param state Store state.
 */
export function getSearchConsoleSites(
	state: SearchConsoleSlice
): SearchConsoleSite[] | null {
	return state.searchConsole.sites;
}

/**
 * The property to pre-select in the site modal ('' when none matches).
 *
 * @param state Store state.
 */
export function getSuggestedSearchConsoleSite(
	state: SearchConsoleSlice
): string {
	return state.searchConsole.suggestedSite;
}

/**
 * The selected property ('' when none).
 *
 * @param state Store state.
 */
export function getSelectedSearchConsoleSite(
	state: SearchConsoleSlice
): string {
	return state.searchConsole.selectedSite;
}

/**
 * Whether a property is selected.
 *
 * @param state Store state.
 */
export function hasSearchConsoleSiteSelected(
	state: SearchConsoleSlice
): boolean {
	return state.searchConsole.selectedSite !== '';
}

/**
 * The 90-day totals; null until loaded.
 *
 * @param state Store state.
 */
export function getClicksData(
	state: SearchConsoleSlice
): ClicksAndImpressions | null {
	return state.searchConsole.clicksData;
}

/**
 * Clicks and impressions per day.
 *
 * @param state Store state.
 */
export function getSiteTraffic( state: SearchConsoleSlice ): TrafficRow[] {
	return state.searchConsole.siteTraffic;
}

/**
 * Performance by page.
 *
 * @param state Store state.
 */
export function getContentPerformance(
	state: SearchConsoleSlice
): ContentRow[] {
	return state.searchConsole.contentPerformance;
}

/**
 * Whether a read of the selected site finished (with data or an error).
 *
 * @param state Store state.
 * @param kind  clicks, traffic or content.
 */
export function isSearchConsoleFetchComplete(
	state: SearchConsoleSlice,
	kind: ConsoleDataKind
): boolean {
	return state.searchConsole.fetched[ kind ];
}

/**
 * Whether a read of the selected site is running.
 *
 * @param state Store state.
 * @param kind  clicks, traffic or content.
 */
export function isSearchConsoleLoading(
	state: SearchConsoleSlice,
	kind: ConsoleDataKind
): boolean {
	return state.searchConsole.loading[ kind ];
}

/**
 * Why a read failed ('' when it did not).
 *
 * @param state Store state.
 * @param kind  clicks, traffic or content.
 */
export function getSearchConsoleError(
	state: SearchConsoleSlice,
	kind: ConsoleDataKind
): string {
	return state.searchConsole.errors[ kind ];
}

/**
 * Whether a selection, a property creation or verification, or the disconnect is running.
 *
 * @param state Store state.
 */
export function isSearchConsoleBusy( state: SearchConsoleSlice ): boolean {
	return state.searchConsole.isBusy;
}
