/**
 * Reducer of the settings slice: saved settings, unsaved edits, loading (spec §4) and saving.
 */
import type { Settings, SettingsChanges } from '../../types/settings';
import { isEqualValue } from '../../utils/equal';
import type { SettingsAction, SettingsState } from './types';

export const initialState: SettingsState = {
	settings: null,
	edits: {},
	loadingState: 'idle',
	loadingError: '',
	reloadKeys: [],
	isSaving: false,
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
 * The slice reducer.
 *
 * @param state  Current state.
 * @param action Action.
 */
export default function reducer(
	state: SettingsState = initialState,
	action: SettingsAction
): SettingsState {
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
		default:
			return state;
	}
}
