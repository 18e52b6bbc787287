/**
 * Types of the redirects slice: the rules' list and the 404 log, each with its query.
 */
import type {
	NotFoundPage,
	NotFoundQuery,
	Paged,
	Redirect,
	RedirectQuery,
} from '../../api/redirects';

export interface RedirectsState {
	query: RedirectQuery;
	/** The current page of rules; null until loaded. */
	list: Paged< Redirect > | null;
	loading: boolean;
	error: string;
	logQuery: NotFoundQuery;
	/** The current page of the 404 log; null until loaded. */
	log: NotFoundPage | null;
	logLoading: boolean;
	logError: string;
}

/** The store state as this slice's selectors see it. */
export interface RedirectsSlice {
	redirects: RedirectsState;
}

export type RedirectsAction =
	| { type: 'REDIRECTS_QUERY'; query: Partial< RedirectQuery > }
	| { type: 'REDIRECTS_LOAD_START' }
	| { type: 'REDIRECTS_LOAD_DONE'; list: Paged< Redirect > }
	| { type: 'REDIRECTS_LOAD_FAILED'; error: string }
	| { type: 'NOT_FOUND_QUERY'; query: Partial< NotFoundQuery > }
	| { type: 'NOT_FOUND_LOAD_START' }
	| { type: 'NOT_FOUND_LOAD_DONE'; log: NotFoundPage }
	| { type: 'NOT_FOUND_LOAD_FAILED'; error: string };
