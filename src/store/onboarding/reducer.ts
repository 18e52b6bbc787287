/**
 * Reducer of the onboarding slice.
 */
import type { OnboardingAction, OnboardingState } from './types';

const initialState: OnboardingState = {
	data: null,
	saving: false,
};

/**
 * The slice reducer.
 *
 * @param state  Slice state.
 * @param action Action.
 */
export default function reducer(
	state: OnboardingState = initialState,
	action: OnboardingAction
): OnboardingState {
	switch ( action.type ) {
		case 'ONBOARDING_RECEIVE':
			return { ...state, data: action.data };
		case 'ONBOARDING_SAVE_START':
			return { ...state, saving: true };
		case 'ONBOARDING_SAVE_END':
			return { ...state, saving: false };
		default:
			return state;
	}
}
