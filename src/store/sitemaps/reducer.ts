/**
 * Reducer of the sitemaps slice.
 */
import type { SitemapsAction, SitemapsState } from './types';

const initialState: SitemapsState = {
	robots: null,
	isSavingRobots: false,
	isRegenerating: false,
	cacheNotice: null,
};

/**
 * The slice reducer.
 *
 * @param state  Slice state.
 * @param action Action.
 */
export default function reducer(
	state: SitemapsState = initialState,
	action: SitemapsAction
): SitemapsState {
	switch ( action.type ) {
		case 'ROBOTS_TXT_RECEIVE':
			return { ...state, robots: action.data };
		case 'ROBOTS_TXT_SAVE_START':
			return { ...state, isSavingRobots: true };
		case 'ROBOTS_TXT_SAVE_SUCCESS':
			return {
				...state,
				isSavingRobots: false,
				robots: action.data ?? state.robots,
			};
		case 'ROBOTS_TXT_SAVE_FAILURE':
			return { ...state, isSavingRobots: false };
		case 'SITEMAP_CACHE_START':
			return { ...state, isRegenerating: true, cacheNotice: null };
		case 'SITEMAP_CACHE_DONE':
			return {
				...state,
				isRegenerating: false,
				cacheNotice: action.notice,
			};
		default:
			return state;
	}
}
