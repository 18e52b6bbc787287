/**
 * Types of the onboarding slice: the setup wizard's fields and completion flag.
 */
import type { OnboardingData } from '../../api/onboarding';

export interface OnboardingState {
	/** The wizard's fields and flag; null until loaded. */
	data: OnboardingData | null;
	/** A step is being saved. */
	saving: boolean;
}

/** The store state as this slice's selectors see it. */
export interface OnboardingSlice {
	onboarding: OnboardingState;
}

export type OnboardingAction =
	| { type: 'ONBOARDING_RECEIVE'; data: OnboardingData }
	| { type: 'ONBOARDING_SAVE_START' }
	| { type: 'ONBOARDING_SAVE_END' };
