/**
 * Reducer of the searchConsole slice. The data of a site is kept with the site it belongs to
 * (dataSite): selecting another site clears it and its fetch-complete flags (spec §4), and an
 * answer that arrives for a site no longer selected is dropped.
 */
import type {
	ConsoleFlags,
	SearchConsoleAction,
	SearchConsoleState,
} from './types';

const NO_FLAGS: ConsoleFlags = {
	clicks: false,
	traffic: false,
	content: false,
};

export const initialState: SearchConsoleState = {
	status: null,
	sites: null,
	suggestedSite: '',
	selectedSite: '',
	dataSite: '',
	clicksData: null,
	siteTraffic: [],
	contentPerformance: [],
	fetched: NO_FLAGS,
	loading: NO_FLAGS,
	errors: { clicks: '', traffic: '', content: '' },
	isBusy: false,
};

/**
 * The state with the data of the previous site dropped.
 *
 * @param state State.
 * @param site  The newly selected site.
 */
function forSite(
	state: SearchConsoleState,
	site: string
): SearchConsoleState {
	if ( site === state.selectedSite && site === state.dataSite ) {
		return state;
	}
	return {
		...state,
		selectedSite: site,
		dataSite: site,
		clicksData: null,
		siteTraffic: [],
		contentPerformance: [],
		fetched: NO_FLAGS,
		loading: NO_FLAGS,
		errors: initialState.errors,
	};
}

/**
 * The slice reducer.
 *
 * @param state  Slice state.
 * @param action Action.
 */
export default function reducer(
	state: SearchConsoleState = initialState,
	action: SearchConsoleAction
): SearchConsoleState {
	switch ( action.type ) {
		case 'GSC_RECEIVE_STATUS': {
			const site =
				action.status.authenticated === '1' &&
				action.status.hasSiteSelected
					? action.status.selectedSite
					: '';
			return { ...forSite( state, site ), status: action.status };
		}
		case 'GSC_RECEIVE_SITES':
			return {
				...state,
				sites: action.sites,
				suggestedSite: action.suggested,
			};
		case 'GSC_SITE_SELECTED': {
			const next = forSite( state, action.site );
			return {
				...next,
				status: next.status
					? {
							...next.status,
							selectedSite: action.site,
							hasSiteSelected: action.site !== '',
						}
					: next.status,
			};
		}
		case 'GSC_FETCH_START':
			if ( action.site !== state.dataSite ) {
				return state;
			}
			return {
				...state,
				loading: { ...state.loading, [ action.kind ]: true },
				fetched: { ...state.fetched, [ action.kind ]: false },
				errors: { ...state.errors, [ action.kind ]: '' },
			};
		case 'GSC_FETCH_SUCCESS': {
			if ( action.site !== state.dataSite ) {
				return state;
			}
			const done = {
				...state,
				loading: { ...state.loading, [ action.kind ]: false },
				fetched: { ...state.fetched, [ action.kind ]: true },
			};
			if ( action.kind === 'clicks' ) {
				return { ...done, clicksData: action.data };
			}
			if ( action.kind === 'traffic' ) {
				return { ...done, siteTraffic: action.data };
			}
			return { ...done, contentPerformance: action.data };
		}
		case 'GSC_FETCH_FAILURE':
			if ( action.site !== state.dataSite ) {
				return state;
			}
			return {
				...state,
				loading: { ...state.loading, [ action.kind ]: false },
				fetched: { ...state.fetched, [ action.kind ]: true },
				errors: { ...state.errors, [ action.kind ]: action.message },
			};
		case 'GSC_BUSY':
			return { ...state, isBusy: action.busy };
		case 'GSC_DISCONNECTED':
			return {
				...forSite( state, '' ),
				status: state.status
					? {
							...state.status,
							authenticated: '',
							profile: null,
							hasSiteSelected: false,
							selectedSite: '',
						}
					: null,
				sites: null,
				suggestedSite: '',
			};
		default:
			return state;
	}
}
