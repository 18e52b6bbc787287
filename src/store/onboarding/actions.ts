/**
 * Actions of the onboarding slice: store the fields, save one step.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api/onboarding';
import type { OnboardingChanges, OnboardingData } from '../../api/onboarding';
import { errorMessage } from '../../utils/errors';
import type { OnboardingAction } from './types';

/** What saving a step ends with: ok, or the message to show. */
export type OnboardingSaveResult =
	{ ok: true } | { ok: false; message: string };

/**
 * Stores the wizard's fields and flag.
 *
 * @param data Fields and flag.
 */
export function receiveOnboarding( data: OnboardingData ): OnboardingAction {
	return { type: 'ONBOARDING_RECEIVE', data };
}

/**
 * Saves one step's fields (the server validates them; nothing is saved when one is invalid)
 * and stores the fields it answers with.
 *
 * @param changes Fields of the step.
 */
export const saveOnboardingStep =
	( changes: OnboardingChanges ) =>
	async ( {
		dispatch,
	}: {
		dispatch: ( action: OnboardingAction ) => void;
	} ): Promise< OnboardingSaveResult > => {
		dispatch( { type: 'ONBOARDING_SAVE_START' } );
		try {
			const response = await api.saveOnboarding( changes );
			if ( ! response?.success || ! response.data ) {
				throw response;
			}
			dispatch( receiveOnboarding( response.data ) );
			return { ok: true };
		} catch ( error ) {
			return {
				ok: false,
				message: errorMessage(
					error,
					__( 'The settings could not be saved.', 'lodestar' )
				),
			};
		} finally {
			dispatch( { type: 'ONBOARDING_SAVE_END' } );
		}
	};
