/**
 * Reducer of the `lodestar/seo` data store.
 */
import type { Settings, SettingsChanges } from '../types/settings';
import { isEqualValue } from '../utils/equal';
import type { Action, Fetched, State } from './types';

const idle = < T >(): Fetched< T > => ( {
	state: 'idle',
	data: null,
	error: '',
} );

export const initialState: State = {
	settings: null,
	edits: {},
	loadingState: 'idle',
	loadingError: '',
	reloadKeys: [],
	isSaving: false,
	siteSettings: idle(),
	postContent: idle(),
	settingsBackup: idle(),
};

/**
 * Drops the edits that equal the saved value.
 *
 * @param edits    Edits.
 * @param settings Saved settings.
 */
function withoutSavedValues(
	edits: SettingsChanges,
	settings: Settings | null
): SettingsChanges {
	if ( ! settings ) {
		return edits;
	}
	const kept: Record< string, unknown > = {};
	for ( const [ key, value ] of Object.entries( edits ) ) {
		if ( ! isEqualValue( value, settings[ key as keyof Settings ] ) ) {
			kept[ key ] = value;
		}
	}
	return kept as SettingsChanges;
}

/**
 * The reducer.
 *
 * @param state  Current state.
 * @param action Action.
 */
export default function reducer(
	state: State = initialState,
	action: Action
): State {
	switch ( action.type ) {
		case 'SETTINGS_FETCH_START':
			return { ...state, loadingState: 'pending', loadingError: '' };
		case 'SETTINGS_FETCH_SUCCESS':
			return {
				...state,
				loadingState: 'success',
				loadingError: '',
				settings: action.settings,
				reloadKeys: action.reloadKeys,
				// Edits made before the settings arrived stay, unless they change nothing.
				edits: withoutSavedValues( state.edits, action.settings ),
			};
		case 'SETTINGS_FETCH_ERROR':
			return {
				...state,
				loadingState: 'error',
				loadingError: action.message,
			};
		case 'EDIT_SETTING': {
			const { [ action.key ]: _previous, ...others } = state.edits;
			const saved = state.settings
				? state.settings[ action.key ]
				: undefined;
			const edits =
				state.settings && isEqualValue( action.value, saved )
					? others
					: { ...others, [ action.key ]: action.value };
			return { ...state, edits: edits as SettingsChanges };
		}
		case 'DISCARD_EDITS':
			return { ...state, edits: {} };
		case 'SAVE_START':
			return { ...state, isSaving: true };
		case 'SAVE_SUCCESS': {
			const settings =
				action.settings ??
				( state.settings
					? ( { ...state.settings, ...action.sent } as Settings )
					: null );
			// Keys edited again while the request ran keep their newer value.
			const remaining: Record< string, unknown > = {};
			for ( const [ key, value ] of Object.entries( state.edits ) ) {
				const sent = ( action.sent as Record< string, unknown > )[
					key
				];
				if (
					! Object.prototype.hasOwnProperty.call(
						action.sent,
						key
					) ||
					! isEqualValue( value, sent )
				) {
					remaining[ key ] = value;
				}
			}
			return {
				...state,
				isSaving: false,
				settings,
				edits: withoutSavedValues(
					remaining as SettingsChanges,
					settings
				),
			};
		}
		case 'SAVE_FAILURE':
			return { ...state, isSaving: false };
		case 'SITE_SETTINGS_FETCH_START':
			return {
				...state,
				siteSettings: {
					...state.siteSettings,
					state: 'pending',
					error: '',
				},
			};
		case 'SITE_SETTINGS_FETCH_SUCCESS':
			return {
				...state,
				siteSettings: {
					state: 'success',
					data: action.data,
					error: '',
				},
			};
		case 'SITE_SETTINGS_FETCH_ERROR':
			return {
				...state,
				siteSettings: {
					...state.siteSettings,
					state: 'error',
					error: action.message,
				},
			};
		case 'POST_CONTENT_FETCH_START':
			return {
				...state,
				postContent: {
					...state.postContent,
					state: 'pending',
					error: '',
				},
			};
		case 'POST_CONTENT_FETCH_SUCCESS':
			return {
				...state,
				postContent: { state: 'success', data: action.data, error: '' },
			};
		case 'POST_CONTENT_FETCH_ERROR':
			return {
				...state,
				postContent: {
					...state.postContent,
					state: 'error',
					error: action.message,
				},
			};
		case 'SETTINGS_BACKUP_FETCH_START':
			return {
				...state,
				settingsBackup: {
					...state.settingsBackup,
					state: 'pending',
					error: '',
				},
			};
		case 'SETTINGS_BACKUP_FETCH_SUCCESS':
			return {
				...state,
				settingsBackup: {
					state: 'success',
					data: action.data,
					error: '',
				},
			};
		case 'SETTINGS_BACKUP_FETCH_ERROR':
			return {
				...state,
				settingsBackup: {
					...state.settingsBackup,
					state: 'error',
					error: action.message,
				},
			};
		default:
			return state;
	}
}
