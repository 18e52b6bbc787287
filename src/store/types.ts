/**
 * Types of the `lodestar/seo` data store.
 */
import type {
	PostContent,
	SettingsBackupInfo,
	SiteSettings,
} from '../types/api';
import type { SettingKey, Settings, SettingsChanges } from '../types/settings';
import type { LOADING_STATES } from './constants';

export type LoadingState = ( typeof LOADING_STATES )[ number ];

/** Something fetched once: its loading state, data and error message. */
export interface Fetched< T > {
	state: LoadingState;
	data: T | null;
	error: string;
}

export interface State {
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
	siteSettings: Fetched< SiteSettings >;
	postContent: Fetched< PostContent >;
	/** Whether a backup from before the last import exists. */
	settingsBackup: Fetched< SettingsBackupInfo >;
}

export type Action =
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
	| { type: 'SAVE_FAILURE' }
	| { type: 'SITE_SETTINGS_FETCH_START' }
	| { type: 'SITE_SETTINGS_FETCH_SUCCESS'; data: SiteSettings }
	| { type: 'SITE_SETTINGS_FETCH_ERROR'; message: string }
	| { type: 'POST_CONTENT_FETCH_START' }
	| { type: 'POST_CONTENT_FETCH_SUCCESS'; data: PostContent }
	| { type: 'POST_CONTENT_FETCH_ERROR'; message: string }
	| { type: 'SETTINGS_BACKUP_FETCH_START' }
	| { type: 'SETTINGS_BACKUP_FETCH_SUCCESS'; data: SettingsBackupInfo }
	| { type: 'SETTINGS_BACKUP_FETCH_ERROR'; message: string };
