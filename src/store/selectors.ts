/**
 * Selectors of the `lodestar/seo` data store.
 */
import { createSelector } from '@wordpress/data';

import type {
	PostContent,
	SettingsBackupInfo,
	SiteSettings,
} from '../types/api';
import type {
	FeatureFlag,
	SettingKey,
	Settings,
	SettingsChanges,
} from '../types/settings';
import type { LoadingState, State } from './types';

/**
 * Saved settings with the unsaved edits applied (what the screens show); null until loaded.
 */
export const getSettings = createSelector(
	( state: State ): Settings | null =>
		state.settings ? { ...state.settings, ...state.edits } : null,
	( state: State ) => [ state.settings, state.edits ]
);

/**
 * Settings as saved on the server; null until loaded.
 *
 * @param state Store state.
 */
export function getSavedSettings( state: State ): Settings | null {
	return state.settings;
}

/**
 * One setting, unsaved edit included; undefined until loaded.
 *
 * @param state Store state.
 * @param key   Setting key.
 */
export function getSetting< K extends SettingKey >(
	state: State,
	key: K
): Settings[ K ] | undefined {
	if ( Object.prototype.hasOwnProperty.call( state.edits, key ) ) {
		return state.edits[ key ] as Settings[ K ];
	}
	return state.settings ? state.settings[ key ] : undefined;
}

/**
 * Whether there are unsaved edits.
 *
 * @param state Store state.
 */
export function hasUnsavedSettings( state: State ): boolean {
	return Object.keys( state.edits ).length > 0;
}

/**
 * The unsaved edits (changed keys only).
 *
 * @param state Store state.
 */
export function getUnsavedSettings( state: State ): SettingsChanges {
	return state.edits;
}

/**
 * Whether a save request is running.
 *
 * @param state Store state.
 */
export function isSaving( state: State ): boolean {
	return state.isSaving;
}

/**
 * Loading state of the settings: idle, pending, success or error.
 *
 * @param state Store state.
 */
export function getLoadingState( state: State ): LoadingState {
	return state.loadingState;
}

/**
 * The message stored when loading the settings failed ('' otherwise).
 *
 * @param state Store state.
 */
export function getLoadingError( state: State ): string {
	return state.loadingError;
}

/**
 * Keys whose successful save reloads the page.
 *
 * @param state Store state.
 */
export function getReloadKeys( state: State ): SettingKey[] {
	return state.reloadKeys;
}

/**
 * Site facts for previews; null until loaded.
 *
 * @param state Store state.
 */
export function getSiteSettings( state: State ): SiteSettings | null {
	return state.siteSettings.data;
}

/**
 * Loading state of the site settings.
 *
 * @param state Store state.
 */
export function getSiteSettingsLoadingState( state: State ): LoadingState {
	return state.siteSettings.state;
}

/**
 * Post types, taxonomies and archives; null until loaded.
 *
 * @param state Store state.
 */
export function getPostContent( state: State ): PostContent | null {
	return state.postContent.data;
}

/**
 * Loading state of the post content lists.
 *
 * @param state Store state.
 */
export function getPostContentLoadingState( state: State ): LoadingState {
	return state.postContent.state;
}

/**
 * Whether a backup from before the last import exists; null until loaded.
 *
 * @param state Store state.
 */
export function getSettingsBackup( state: State ): SettingsBackupInfo | null {
	return state.settingsBackup.data;
}

/**
 * Loading state of the backup information.
 *
 * @param state Store state.
 */
export function getSettingsBackupLoadingState( state: State ): LoadingState {
	return state.settingsBackup.state;
}

/**
 * Whether a feature is on, from the SAVED settings (an unsaved toggle changes nothing yet).
 *
 * @param state Store state.
 * @param flag  Feature flag.
 */
export function isFeatureEnabled( state: State, flag: FeatureFlag ): boolean {
	return state.settings?.[ flag ] === true;
}
