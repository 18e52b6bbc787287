/**
 * Reducer of the extensions slice.
 */
import type { ExtensionsAction, ExtensionsState } from './types';

const initialState: ExtensionsState = {
	listing: null,
	operation: null,
	results: {},
	busyNotice: false,
};

/**
 * The slice reducer.
 *
 * @param state  Slice state.
 * @param action Action.
 */
export default function reducer(
	state: ExtensionsState = initialState,
	action: ExtensionsAction
): ExtensionsState {
	switch ( action.type ) {
		case 'EXTENSIONS_RECEIVE':
			return { ...state, listing: action.listing };
		case 'EXTENSIONS_STATUS':
			return state.listing
				? {
						...state,
						listing: { ...state.listing, data: action.status },
					}
				: state;
		case 'EXTENSION_OPERATION': {
			const results = { ...state.results };
			delete results[ action.key ];
			return {
				...state,
				results,
				operation: { key: action.key, phase: action.phase },
			};
		}
		case 'EXTENSION_OPERATION_END':
			return { ...state, operation: null, busyNotice: false };
		case 'EXTENSION_RESULT':
			return {
				...state,
				results: { ...state.results, [ action.key ]: action.result },
			};
		case 'EXTENSION_BUSY_NOTICE':
			return { ...state, busyNotice: action.show };
	}
	return state;
}
