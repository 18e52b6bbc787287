/**
 * Selectors of the redirects slice.
 */
import type {
	NotFoundPage,
	NotFoundQuery,
	Paged,
	Redirect,
	RedirectQuery,
} from '../../api/redirects';
import type { RedirectsSlice } from './types';

/**
 * The rules' list query.
 *
 * @param state Store state.
 */
export function getRedirectQuery( state: RedirectsSlice ): RedirectQuery {
	return state.redirects.query;
}

/**
 * The current page of rules; null until loaded.
 *
 * @param state Store state.
 */
export function getRedirects(
	state: RedirectsSlice
): Paged< Redirect > | null {
	return state.redirects.list;
}

/**
 * Whether the rules are loading.
 *
 * @param state Store state.
 */
export function isLoadingRedirects( state: RedirectsSlice ): boolean {
	return state.redirects.loading;
}

/**
 * Why the rules failed to load ('' when they did not).
 *
 * @param state Store state.
 */
export function getRedirectsError( state: RedirectsSlice ): string {
	return state.redirects.error;
}

/**
 * The 404 log's query.
 *
 * @param state Store state.
 */
export function getNotFoundQuery( state: RedirectsSlice ): NotFoundQuery {
	return state.redirects.logQuery;
}

/**
 * The current page of the 404 log; null until loaded.
 *
 * @param state Store state.
 */
export function getNotFound( state: RedirectsSlice ): NotFoundPage | null {
	return state.redirects.log;
}

/**
 * Whether the 404 log is loading.
 *
 * @param state Store state.
 */
export function isLoadingNotFound( state: RedirectsSlice ): boolean {
	return state.redirects.logLoading;
}

/**
 * Why the 404 log failed to load ('' when it did not).
 *
 * @param state Store state.
 */
export function getNotFoundError( state: RedirectsSlice ): string {
	return state.redirects.logError;
}
