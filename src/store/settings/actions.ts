/**
 * Actions of the settings slice: edit, discard and save the settings.
 */
import type { DataRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import * as api from '../../api';
import type {
	SettingKey,
	Settings,
	SettingsChanges,
} from '../../types/settings';
import { reloadPage } from '../../utils/browser';
import { RELOAD_DELAY_MS } from '../../utils/constants';
import { errorMessage } from '../../utils/errors';
import { saveWithSnackbar } from '../snackbar';
import type { SettingsAction } from './types';

/** Id of the save notices, so a new save result replaces the previous one. */
const SAVE_NOTICE_ID = 'lodestar-settings-save';

/** What the thunks of this slice use. */
interface ThunkArgs {
	select: {
		getUnsavedSettings: () => SettingsChanges;
		isSaving: () => boolean;
		getReloadKeys: () => SettingKey[];
	};
	dispatch: ( action: SettingsAction ) => void;
	registry: DataRegistry;
}

/**
 * Changes one setting locally. Editing back to the saved value removes the key from the
 * unsaved set.
 *
 * @param key   Setting key.
 * @param value New value.
 */
export function editSetting< K extends SettingKey >(
	key: K,
	value: Settings[ K ]
): SettingsAction {
	return { type: 'EDIT_SETTING', key, value };
}

/**
 * Forgets every unsaved edit.
 */
export function discardEdits(): SettingsAction {
	return { type: 'DISCARD_EDITS' };
}

/**
 * Saves the unsaved edits.
 *
 * On success the saved settings are merged, the edits cleared, a success snackbar shown,
 * and the page reloads after RELOAD_DELAY_MS when a saved key is flagged for reload. On
 * failure (an error, or an answer without success) the edits stay and the server's message
 * is shown as an error snackbar.
 *
 * @return Whether the settings were saved.
 */
export const saveSettings =
	() =>
	async ( { select, dispatch, registry }: ThunkArgs ): Promise< boolean > => {
		const changes: SettingsChanges = select.getUnsavedSettings();
		const keys = Object.keys( changes ) as SettingKey[];
		if ( keys.length === 0 || select.isSaving() ) {
			return false;
		}
		dispatch( { type: 'SAVE_START' } );
		const saved = await saveWithSnackbar( registry, SAVE_NOTICE_ID, {
			request: () => api.saveGlobalSettings( changes ),
			done: ( response ) =>
				dispatch( {
					type: 'SAVE_SUCCESS',
					sent: changes,
					settings:
						response.data && typeof response.data === 'object'
							? response.data
							: null,
				} ),
			failed: () => dispatch( { type: 'SAVE_FAILURE' } ),
			success: () => __( 'Settings saved successfully.', 'lodestar' ),
			failure: ( error ) =>
				errorMessage(
					error,
					__(
						'Settings could not be saved. Please try again.',
						'lodestar'
					)
				),
		} );
		const reloadKeys = select.getReloadKeys();
		if ( saved && keys.some( ( key ) => reloadKeys.includes( key ) ) ) {
			setTimeout( reloadPage, RELOAD_DELAY_MS );
		}
		return saved;
	};
