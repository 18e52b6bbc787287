/**
 * Reducer of the whatsNew slice.
 */
import type { WhatsNewAction, WhatsNewState } from './types';

const initialState: WhatsNewState = { data: null };

/**
 * The slice reducer.
 *
 * @param state  Slice state.
 * @param action Action.
 */
export default function reducer(
	state: WhatsNewState = initialState,
	action: WhatsNewAction
): WhatsNewState {
	switch ( action.type ) {
		case 'WHATS_NEW_RECEIVE':
			return { ...state, data: action.data };
		case 'WHATS_NEW_READ':
			return state.data
				? {
						...state,
						data: {
							...state.data,
							readUntil: action.readUntil,
							unread: 0,
						},
					}
				: state;
		default:
			return state;
	}
}
