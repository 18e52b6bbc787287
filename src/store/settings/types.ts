/**
 * Types of the settings slice: the saved settings, their unsaved edits and their loading.
 */
import type {
	SettingKey,
	Settings,
	SettingsChanges,
} from '../../types/settings';

/** Loading states of the meta settings (spec §4 "Settings loading"). */
export type LoadingState = 'idle' | 'pending' | 'success' | 'error';

export interface SettingsState {
	/** Saved settings as the server returned them; null until loaded. */
	settings: Settings | null;
	/** Unsaved edits: only keys whose value differs from the saved one. */
	edits: SettingsChanges;
	loadingState: LoadingState;
	/** 'Failed to fetch meta settings' when loading failed, else ''. */
	loadingError: string;
	/** Keys whose successful save reloads the page. */
	reloadKeys: SettingKey[];
	isSaving: boolean;
}

/** The store state as this slice's selectors see it. */
export interface SettingsSlice {
	settings: SettingsState;
}

export type SettingsAction =
	| { type: 'SETTINGS_FETCH_START' }
	| {
			type: 'SETTINGS_FETCH_SUCCESS';
			settings: Settings;
			reloadKeys: SettingKey[];
	  }
	| { type: 'SETTINGS_FETCH_ERROR'; message: string }
	| { type: 'EDIT_SETTING'; key: SettingKey; value: unknown }
	| { type: 'DISCARD_EDITS' }
	| { type: 'SAVE_START' }
	| {
			type: 'SAVE_SUCCESS';
			sent: SettingsChanges;
			settings: Settings | null;
	  }
	| { type: 'SAVE_FAILURE' };
