/**
 * Resolvers of the history slice.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api/history';
import { loadingResolver } from '../request';
import { receiveSettingsHistory } from './actions';

/**
 * Loads the revisions.
 */
export const getSettingsHistory = loadingResolver(
	() => api.getSettingsHistory(),
	receiveSettingsHistory,
	() => __( 'Failed to fetch the settings history', 'lodestar' )
);
