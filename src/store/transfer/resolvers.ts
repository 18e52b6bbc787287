/**
 * Resolvers of the transfer slice.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api';
import { loadingResolver } from '../request';
import { receiveSettingsBackup } from './actions';

/**
 * Loads whether a backup from before the last import exists.
 */
export const getSettingsBackup = loadingResolver(
	() => api.getSettingsBackup(),
	receiveSettingsBackup,
	() => __( 'Failed to fetch the settings backup', 'lodestar' )
);
