/**
 * Resolvers of the settings slice: the first read of any settings selector loads them, once.
 *
 * The settings keep the spec's own loading state (idle, pending, success, error, with
 * 'Failed to fetch meta settings' as the error): getSettings() records it and does not fail
 * its resolution. The other selectors wait for getSettings(), so they share its one request
 * (which the PHP side preloads for first paint).
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api';
import type { SettingsAction } from './types';

/**
 * Loads the settings and the keys that reload the page when saved.
 */
export const getSettings =
	() =>
	async ( {
		dispatch,
	}: {
		dispatch: ( action: SettingsAction ) => void;
	} ): Promise< void > => {
		dispatch( { type: 'SETTINGS_FETCH_START' } );
		try {
			const response = await api.getGlobalSettings();
			if ( ! response?.success || ! response.data ) {
				throw response;
			}
			dispatch( {
				type: 'SETTINGS_FETCH_SUCCESS',
				settings: response.data,
				reloadKeys: Array.isArray( response.reload )
					? response.reload
					: [],
			} );
		} catch {
			dispatch( {
				type: 'SETTINGS_FETCH_ERROR',
				message: __( 'Failed to fetch meta settings', 'lodestar' ),
			} );
		}
	};

/**
 * Waits for getSettings(): the selectors below read the same settings.
 */
const afterSettings =
	() =>
	async ( {
		resolveSelect,
	}: {
		resolveSelect: { getSettings: () => Promise< unknown > };
	} ): Promise< void > => {
		await resolveSelect.getSettings();
	};

export const getSavedSettings = afterSettings;
export const getSetting = afterSettings;
export const isFeatureEnabled = afterSettings;
