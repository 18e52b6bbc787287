/**
 * Reducer of the site slice.
 */
import type { SiteAction, SiteState } from './types';

const initialState: SiteState = {
	siteSettings: null,
	postContent: null,
	postTypeArchives: null,
};

/**
 * The slice reducer.
 *
 * @param state  Slice state.
 * @param action Action.
 */
export default function reducer(
	state: SiteState = initialState,
	action: SiteAction
): SiteState {
	switch ( action.type ) {
		case 'SITE_SETTINGS_RECEIVE':
			return { ...state, siteSettings: action.data };
		case 'POST_CONTENT_RECEIVE':
			return { ...state, postContent: action.data };
		case 'POST_TYPE_ARCHIVES_RECEIVE':
			return { ...state, postTypeArchives: action.data };
		default:
			return state;
	}
}
