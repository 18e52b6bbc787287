/**
 * Reducer of the transfer slice.
 */
import type { TransferAction, TransferState } from './types';

const initialState: TransferState = { backup: null };

/**
 * The slice reducer.
 *
 * @param state  Slice state.
 * @param action Action.
 */
export default function reducer(
	state: TransferState = initialState,
	action: TransferAction
): TransferState {
	switch ( action.type ) {
		case 'SETTINGS_BACKUP_RECEIVE':
			return { ...state, backup: action.data };
		default:
			return state;
	}
}
