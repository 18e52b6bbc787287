/**
 * Selectors of the settings slice.
 */
import { createSelector } from '@wordpress/data';

import type {
	FeatureFlag,
	SettingKey,
	Settings,
	SettingsChanges,
} from '../../types/settings';
import type { LoadingState, SettingsSlice } from './types';

/**
 * Saved settings with the unsaved edits applied (what the screens show); null until loaded.
 */
export const getSettings = createSelector(
	( state: SettingsSlice ): Settings | null =>
		state.settings.settings
			? { ...state.settings.settings, ...state.settings.edits }
			: null,
	( state: SettingsSlice ) => [
		state.settings.settings,
		state.settings.edits,
	]
);

/**
 * Settings as saved on the server; null until loaded.
 *
 * @param state Store state.
 */
export function getSavedSettings( state: SettingsSlice ): Settings | null {
	return state.settings.settings;
}

/**
 * One setting, unsaved edit included; undefined until loaded.
 *
 * @param state Store state.
 * @param key   Setting key.
 */
export function getSetting< K extends SettingKey >(
	state: SettingsSlice,
	key: K
): Settings[ K ] | undefined {
	const { edits, settings } = state.settings;
	if ( Object.prototype.hasOwnProperty.call( edits, key ) ) {
		return edits[ key ] as Settings[ K ];
	}
	return settings ? settings[ key ] : undefined;
}

/**
 * Whether there are unsaved edits.
 *
 * @param state Store state.
 */
export function hasUnsavedSettings( state: SettingsSlice ): boolean {
	return Object.keys( state.settings.edits ).length > 0;
}

/**
 * The unsaved edits (changed keys only).
 *
 * @param state Store state.
 */
export function getUnsavedSettings( state: SettingsSlice ): SettingsChanges {
	return state.settings.edits;
}

/**
 * Whether a save request is running.
 *
 * @param state Store state.
 */
export function isSaving( state: SettingsSlice ): boolean {
	return state.settings.isSaving;
}

/**
 * Loading state of the settings: idle, pending, success or error (spec §4).
 *
 * @param state Store state.
 */
export function getLoadingState( state: SettingsSlice ): LoadingState {
	return state.settings.loadingState;
}

/**
 * The message stored when loading the settings failed ('' otherwise).
 *
 * @param state Store state.
 */
export function getLoadingError( state: SettingsSlice ): string {
	return state.settings.loadingError;
}

/**
 * Keys whose successful save reloads the page.
 *
 * @param state Store state.
 */
export function getReloadKeys( state: SettingsSlice ): SettingKey[] {
	return state.settings.reloadKeys;
}

/**
 * Whether a feature is on, from the SAVED settings (an unsaved toggle changes nothing yet).
 *
 * @param state Store state.
 * @param flag  Feature flag.
 */
export function isFeatureEnabled(
	state: SettingsSlice,
	flag: FeatureFlag
): boolean {
	return state.settings.settings?.[ flag ] === true;
}
