/**
 * Actions and thunks of the `lodestar/seo` data store. The only code that calls src/api.
 */
import type { DataRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import * as api from '../api';
import type { ExportCategory, SettingsFile } from '../types/api';
import type { SettingKey, Settings, SettingsChanges } from '../types/settings';
import { reloadPage } from '../utils/browser';
import { RELOAD_DELAY_MS } from '../utils/constants';
import { findAttachmentId as lookUpAttachment } from '../utils/media';
import { SAVE_NOTICE_ID } from './constants';
import type * as selectors from './selectors';
import type { Action, State } from './types';
import { errorMessage } from '../utils/errors';

type Selectors = typeof selectors;

/** The store's selectors with the state argument bound, as thunks receive them. */
type BoundSelectors = {
	[ K in keyof Selectors ]: Selectors[ K ] extends (
		state: State,
		...args: infer P
	) => infer R
		? ( ...args: P ) => R
		: never;
};

/** What a thunk of this store receives. */
export interface ThunkArgs {
	select: BoundSelectors;
	dispatch: ( ( action: Action ) => void ) & {
		fetchSettings: () => Promise< void >;
		fetchSiteSettings: () => Promise< void >;
		fetchPostContent: () => Promise< void >;
		fetchSettingsBackup: ( force?: boolean ) => Promise< void >;
	};
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
): Action {
	return { type: 'EDIT_SETTING', key, value };
}

/**
 * Forgets every unsaved edit.
 */
export function discardEdits(): Action {
	return { type: 'DISCARD_EDITS' };
}

/**
 * Loads the settings once (skipped while loading or when loaded).
 */
export const fetchSettings =
	() =>
	async ( { select, dispatch }: ThunkArgs ): Promise< void > => {
		const state = select.getLoadingState();
		if ( state === 'pending' || state === 'success' ) {
			return;
		}
		dispatch( { type: 'SETTINGS_FETCH_START' } );
		try {
			const response = await api.getGlobalSettings();
			if ( ! response?.success || ! response.data ) {
				throw new Error( 'Unsuccessful response' );
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
 * Loads the site settings once.
 */
export const fetchSiteSettings =
	() =>
	async ( { select, dispatch }: ThunkArgs ): Promise< void > => {
		const state = select.getSiteSettingsLoadingState();
		if ( state === 'pending' || state === 'success' ) {
			return;
		}
		dispatch( { type: 'SITE_SETTINGS_FETCH_START' } );
		try {
			const response = await api.getSiteSettings();
			if ( ! response?.success || ! response.data ) {
				throw new Error( 'Unsuccessful response' );
			}
			dispatch( {
				type: 'SITE_SETTINGS_FETCH_SUCCESS',
				data: response.data,
			} );
		} catch ( error ) {
			dispatch( {
				type: 'SITE_SETTINGS_FETCH_ERROR',
				message: errorMessage(
					error,
					__( 'Failed to fetch site settings', 'lodestar' )
				),
			} );
		}
	};

/**
 * Loads the post types, taxonomies and archives once.
 */
export const fetchPostContent =
	() =>
	async ( { select, dispatch }: ThunkArgs ): Promise< void > => {
		const state = select.getPostContentLoadingState();
		if ( state === 'pending' || state === 'success' ) {
			return;
		}
		dispatch( { type: 'POST_CONTENT_FETCH_START' } );
		try {
			const response = await api.getPostContent();
			if ( ! response?.success || ! response.data ) {
				throw new Error( 'Unsuccessful response' );
			}
			dispatch( {
				type: 'POST_CONTENT_FETCH_SUCCESS',
				data: response.data,
			} );
		} catch ( error ) {
			dispatch( {
				type: 'POST_CONTENT_FETCH_ERROR',
				message: errorMessage(
					error,
					__( 'Failed to fetch post content', 'lodestar' )
				),
			} );
		}
	};

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
		const notices = registry.dispatch( noticesStore );
		dispatch( { type: 'SAVE_START' } );
		try {
			const response = await api.saveGlobalSettings( changes );
			if ( ! response?.success ) {
				throw response ?? new Error( '' );
			}
			dispatch( {
				type: 'SAVE_SUCCESS',
				sent: changes,
				settings:
					response.data && typeof response.data === 'object'
						? response.data
						: null,
			} );
			notices.createSuccessNotice(
				__( 'Settings saved successfully.', 'lodestar' ),
				{ type: 'snackbar', id: SAVE_NOTICE_ID }
			);
			const reloadKeys = select.getReloadKeys();
			if ( keys.some( ( key ) => reloadKeys.includes( key ) ) ) {
				setTimeout( reloadPage, RELOAD_DELAY_MS );
			}
			return true;
		} catch ( error ) {
			dispatch( { type: 'SAVE_FAILURE' } );
			notices.createErrorNotice(
				errorMessage(
					error,
					__(
						'Settings could not be saved. Please try again.',
						'lodestar'
					)
				),
				{ type: 'snackbar', id: SAVE_NOTICE_ID }
			);
			return false;
		}
	};

/**
 * Throws the answer of a request that reported no success (its message is shown).
 *
 * @param response Answer.
 */
function assertSuccess< T extends { success?: boolean } >(
	response: T | null | undefined
): T {
	if ( ! response?.success ) {
		throw response ?? new Error( '' );
	}
	return response;
}

/**
 * Builds the export file of some categories.
 *
 * Rejects with the server's error ({code, message}) or the unsuccessful answer.
 *
 * @param categories Categories to export.
 * @return The file: the answer without success and message.
 */
export const exportSettings =
	( categories: ExportCategory[] ) => async (): Promise< SettingsFile > => {
		const response = assertSuccess(
			await api.exportSettings( categories )
		);
		const { success: _success, message: _message, ...file } = response;
		return file as SettingsFile;
	};

/**
 * Imports a parsed export file; the server checks it whole and changes nothing when it
 * refuses it. Rejects with the server's error or the unsuccessful answer.
 *
 * @param settingsData Parsed file.
 * @return The server's success message.
 */
export const importSettings =
	( settingsData: unknown ) =>
	async ( { dispatch }: ThunkArgs ): Promise< string > => {
		const response = assertSuccess(
			await api.importSettings( settingsData )
		);
		// A backup of the previous settings now exists.
		void dispatch.fetchSettingsBackup( true );
		return response.message ?? '';
	};

/**
 * Loads whether a backup from before the last import exists (once, unless forced).
 *
 * @param force Load again even when loaded.
 */
export const fetchSettingsBackup =
	( force = false ) =>
	async ( { select, dispatch }: ThunkArgs ): Promise< void > => {
		const state = select.getSettingsBackupLoadingState();
		if ( state === 'pending' || ( state === 'success' && ! force ) ) {
			return;
		}
		dispatch( { type: 'SETTINGS_BACKUP_FETCH_START' } );
		try {
			const response = assertSuccess( await api.getSettingsBackup() );
			dispatch( {
				type: 'SETTINGS_BACKUP_FETCH_SUCCESS',
				data: response.data,
			} );
		} catch ( error ) {
			dispatch( {
				type: 'SETTINGS_BACKUP_FETCH_ERROR',
				message: errorMessage(
					error,
					__( 'Failed to fetch the settings backup', 'lodestar' )
				),
			} );
		}
	};

/**
 * Puts back the settings from before the last import. Rejects like importSettings.
 *
 * @return The server's success message.
 */
export const restoreSettingsBackup = () => async (): Promise< string > => {
	const response = assertSuccess( await api.restoreSettingsBackup() );
	return response.message ?? '';
};

/**
 * The media library attachment behind a stored image URL (0 when none is found or the
 * lookup fails), so the media picker can open with it selected.
 *
 * @param url Stored image URL.
 */
export const findAttachmentId =
	( url: string ) => async (): Promise< number > => {
		try {
			return await lookUpAttachment( url, api.searchMedia );
		} catch {
			return 0;
		}
	};
