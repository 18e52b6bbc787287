/**
 * Selectors of the onboarding slice.
 */
import type { OnboardingData } from '../../api/onboarding';
import type { OnboardingSlice } from './types';

/**
 * The wizard's fields and flag; null until loaded (the first read loads them).
 *
 * @param state Store state.
 */
export function getOnboarding( state: OnboardingSlice ): OnboardingData | null {
	return state.onboarding.data;
}

/**
 * Whether the wizard was finished, as far as this page knows (null: not loaded here; the boot
 * object then says). Reading it loads nothing.
 *
 * @param state Store state.
 */
export function getOnboardingCompleted(
	state: OnboardingSlice
): boolean | null {
	return state.onboarding.data ? state.onboarding.data.completed : null;
}

/**
 * Whether a step is being saved.
 *
 * @param state Store state.
 */
export function isSavingOnboarding( state: OnboardingSlice ): boolean {
	return state.onboarding.saving;
}
