/**
 * Resolvers of the onboarding slice.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api/onboarding';
import { loadingResolver } from '../request';
import { receiveOnboarding } from './actions';

/**
 * Loads the wizard's fields and flag.
 */
export const getOnboarding = loadingResolver(
	() => api.getOnboarding(),
	receiveOnboarding,
	() => __( 'Failed to load the setup wizard.', 'lodestar' )
);
