/**
 * Reducer of the redirects slice.
 */
import type { RedirectsAction, RedirectsState } from './types';

export const initialState: RedirectsState = {
	query: {
		search: '',
		status: 0,
		origin: '',
		orderby: 'id',
		order: 'desc',
		page: 1,
		per_page: 20,
	},
	list: null,
	loading: false,
	error: '',
	logQuery: {
		search: '',
		orderby: 'last_seen',
		order: 'desc',
		page: 1,
		per_page: 20,
	},
	log: null,
	logLoading: false,
	logError: '',
};

/**
 * The slice reducer. A query change other than the page goes back to page 1.
 *
 * @param state  Slice state.
 * @param action Action.
 */
export default function reducer(
	state: RedirectsState = initialState,
	action: RedirectsAction
): RedirectsState {
	switch ( action.type ) {
		case 'REDIRECTS_QUERY':
			return {
				...state,
				query: {
					...state.query,
					...action.query,
					page: action.query.page ?? 1,
				},
			};
		case 'REDIRECTS_LOAD_START':
			return { ...state, loading: true, error: '' };
		case 'REDIRECTS_LOAD_DONE':
			return { ...state, loading: false, list: action.list };
		case 'REDIRECTS_LOAD_FAILED':
			return { ...state, loading: false, error: action.error };
		case 'NOT_FOUND_QUERY':
			return {
				...state,
				logQuery: {
					...state.logQuery,
					...action.query,
					page: action.query.page ?? 1,
				},
			};
		case 'NOT_FOUND_LOAD_START':
			return { ...state, logLoading: true, logError: '' };
		case 'NOT_FOUND_LOAD_DONE':
			return { ...state, logLoading: false, log: action.log };
		case 'NOT_FOUND_LOAD_FAILED':
			return { ...state, logLoading: false, logError: action.error };
		default:
			return state;
	}
}
