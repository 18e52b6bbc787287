/**
 * Reducer of the discovery slice.
 */
import type { DiscoveryAction, DiscoveryState } from './types';

const initialState: DiscoveryState = {
	indexNow: null,
	llms: null,
	isSavingKey: false,
	isSubmitting: false,
	isSavingLlms: false,
	llmsPreview: null,
};

/**
 * The slice reducer.
 *
 * @param state  Slice state.
 * @param action Action.
 */
export default function reducer(
	state: DiscoveryState = initialState,
	action: DiscoveryAction
): DiscoveryState {
	switch ( action.type ) {
		case 'INDEXNOW_RECEIVE':
			return { ...state, indexNow: action.data };
		case 'INDEXNOW_KEY_START':
			return { ...state, isSavingKey: true };
		case 'INDEXNOW_KEY_DONE':
			return {
				...state,
				isSavingKey: false,
				indexNow: action.data ?? state.indexNow,
			};
		case 'INDEXNOW_SUBMIT_START':
			return { ...state, isSubmitting: true };
		case 'INDEXNOW_SUBMIT_DONE':
			return {
				...state,
				isSubmitting: false,
				indexNow: action.data ?? state.indexNow,
			};
		case 'LLMS_TXT_RECEIVE':
			return { ...state, llms: action.data, llmsPreview: null };
		case 'LLMS_TXT_SAVE_START':
			return { ...state, isSavingLlms: true };
		case 'LLMS_TXT_SAVE_DONE':
			return {
				...state,
				isSavingLlms: false,
				llms: action.data ?? state.llms,
				llmsPreview: action.data ? null : state.llmsPreview,
			};
		case 'LLMS_TXT_PREVIEW':
			return { ...state, llmsPreview: action.preview };
		default:
			return state;
	}
}
