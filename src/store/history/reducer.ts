/**
 * Reducer of the history slice.
 */
import type { HistoryAction, HistoryState } from './types';

const initialState: HistoryState = { revisions: null };

/**
 * The slice reducer.
 *
 * @param state  Slice state.
 * @param action Action.
 */
export default function reducer(
	state: HistoryState = initialState,
	action: HistoryAction
): HistoryState {
	switch ( action.type ) {
		case 'SETTINGS_HISTORY_RECEIVE':
			return { ...state, revisions: action.revisions };
		default:
			return state;
	}
}
