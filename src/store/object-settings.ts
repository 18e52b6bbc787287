/**
 * The `lodestar/seo` store's slice for page-level SEO: the fields and preview facts of posts
 * and terms, loaded from lodestar/v1/post/settings and term/settings.
 *
 * In the block editor the fields themselves are edited through core-data (post meta, so undo,
 * redo and the editor's dirty state apply); this slice then serves the preview facts. The term
 * popup edits and saves its fields through saveObjectSettings().
 *
 * Composed into the store in ./index.ts next to the settings slice.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../api/object-settings';
import type { RestError } from '../types/api';
import type {
	ObjectKind,
	ObjectSettings,
	PreviewFacts,
	SeoFields,
} from '../types/page-seo';
import type { Fetched, LoadingState } from './types';
import { errorMessage } from '../utils/errors';

export type ObjectsState = Record< string, Fetched< ObjectSettings > >;

export interface ObjectsSliceState {
	objects: ObjectsState;
}

export type ObjectAction =
	| { type: 'OBJECT_SETTINGS_FETCH_START'; key: string }
	| {
			type: 'OBJECT_SETTINGS_FETCH_SUCCESS';
			key: string;
			data: ObjectSettings;
	  }
	| { type: 'OBJECT_SETTINGS_FETCH_ERROR'; key: string; message: string };

/**
 * Key of an object in the slice.
 *
 * @param kind post or term.
 * @param id   Object id.
 */
export function objectKey( kind: ObjectKind, id: number ): string {
	return `${ kind }:${ id }`;
}

const IDLE: Fetched< ObjectSettings > = {
	state: 'idle',
	data: null,
	error: '',
};

/**
 * The slice reducer.
 *
 * @param state       Objects by key.
 * @param action      Action (others are ignored).
 * @param action.type
 */
export function objectsReducer(
	state: ObjectsState = {},
	action: { type: string }
): ObjectsState {
	const act = action as ObjectAction;
	switch ( act.type ) {
		case 'OBJECT_SETTINGS_FETCH_START':
			return {
				...state,
				[ act.key ]: {
					...( state[ act.key ] ?? IDLE ),
					state: 'pending',
					error: '',
				},
			};
		case 'OBJECT_SETTINGS_FETCH_SUCCESS':
			return {
				...state,
				[ act.key ]: { state: 'success', data: act.data, error: '' },
			};
		case 'OBJECT_SETTINGS_FETCH_ERROR':
			return {
				...state,
				[ act.key ]: {
					...( state[ act.key ] ?? IDLE ),
					state: 'error',
					error: act.message,
				},
			};
		default:
			return state;
	}
}

/* Selectors. */

/**
 * Fields and preview facts of an object; null until loaded.
 *
 * @param state Store state.
 * @param kind  post or term.
 * @param id    Object id.
 */
export function getObjectSettings(
	state: ObjectsSliceState,
	kind: ObjectKind,
	id: number
): ObjectSettings | null {
	return state.objects[ objectKey( kind, id ) ]?.data ?? null;
}

/**
 * Preview facts of an object; null until loaded.
 *
 * @param state Store state.
 * @param kind  post or term.
 * @param id    Object id.
 */
export function getObjectPreview(
	state: ObjectsSliceState,
	kind: ObjectKind,
	id: number
): PreviewFacts | null {
	return state.objects[ objectKey( kind, id ) ]?.data?.preview ?? null;
}

/**
 * Loading state of an object's settings.
 *
 * @param state Store state.
 * @param kind  post or term.
 * @param id    Object id.
 */
export function getObjectSettingsLoadingState(
	state: ObjectsSliceState,
	kind: ObjectKind,
	id: number
): LoadingState {
	return state.objects[ objectKey( kind, id ) ]?.state ?? 'idle';
}

/**
 * Error message of an object's settings ('' when none).
 *
 * @param state Store state.
 * @param kind  post or term.
 * @param id    Object id.
 */
export function getObjectSettingsError(
	state: ObjectsSliceState,
	kind: ObjectKind,
	id: number
): string {
	return state.objects[ objectKey( kind, id ) ]?.error ?? '';
}

export const objectSelectors = {
	getObjectSettings,
	getObjectPreview,
	getObjectSettingsLoadingState,
	getObjectSettingsError,
};

/* Actions. */

interface ObjectThunkArgs {
	select: {
		getObjectSettingsLoadingState: (
			kind: ObjectKind,
			id: number
		) => LoadingState;
	};
	dispatch: ( action: ObjectAction ) => void;
}

/**
 * Loads an object's settings (skipped while loading or loaded, unless forced).
 *
 * @param kind  post or term.
 * @param id    Object id.
 * @param force Load again even when loaded.
 */
export const fetchObjectSettings =
	( kind: ObjectKind, id: number, force = false ) =>
	async ( { select, dispatch }: ObjectThunkArgs ): Promise< void > => {
		const state = select.getObjectSettingsLoadingState( kind, id );
		if ( state === 'pending' || ( state === 'success' && ! force ) ) {
			return;
		}
		const key = objectKey( kind, id );
		dispatch( { type: 'OBJECT_SETTINGS_FETCH_START', key } );
		try {
			const response = await api.getObjectSettings( kind, id );
			if ( ! response?.success || ! response.data ) {
				throw response ?? new Error( '' );
			}
			dispatch( {
				type: 'OBJECT_SETTINGS_FETCH_SUCCESS',
				key,
				data: { fields: response.data, preview: response.preview },
			} );
		} catch ( error ) {
			dispatch( {
				type: 'OBJECT_SETTINGS_FETCH_ERROR',
				key,
				message: errorMessage(
					error,
					__( 'Failed to fetch the SEO settings', 'lodestar' )
				),
			} );
		}
	};

/** Result of saveObjectSettings. */
export interface SaveObjectResult {
	success: boolean;
	message: string;
	/** Field the server refused, when it named one. */
	field?: string;
}

/**
 * Saves changed fields of an object; on success the stored copy is replaced by the answer.
 * Never rejects: failures come back as {success: false, message, field}.
 *
 * @param kind    post or term.
 * @param id      Object id.
 * @param changes Changed fields.
 */
export const saveObjectSettings =
	( kind: ObjectKind, id: number, changes: Partial< SeoFields > ) =>
	async ( { dispatch }: ObjectThunkArgs ): Promise< SaveObjectResult > => {
		try {
			const response = await api.saveObjectSettings( kind, id, changes );
			if ( ! response?.success ) {
				throw response ?? new Error( '' );
			}
			dispatch( {
				type: 'OBJECT_SETTINGS_FETCH_SUCCESS',
				key: objectKey( kind, id ),
				data: { fields: response.data, preview: response.preview },
			} );
			return { success: true, message: response.message };
		} catch ( error ) {
			const rest = error as RestError | null;
			return {
				success: false,
				message: errorMessage(
					error,
					__(
						'The SEO settings could not be saved. Please try again.',
						'lodestar'
					)
				),
				field:
					typeof rest?.data?.key === 'string'
						? rest.data.key
						: undefined,
			};
		}
	};

export const objectActions = { fetchObjectSettings, saveObjectSettings };

/* Resolvers: the first read loads. */

type FetchObjectSettings = (
	kind: ObjectKind,
	id: number,
	force?: boolean
) => Promise< void >;

const load =
	( kind: ObjectKind, id: number ) =>
	( {
		dispatch,
	}: {
		dispatch: { fetchObjectSettings: FetchObjectSettings };
	} ): Promise< void > =>
		dispatch.fetchObjectSettings( kind, id );

export const objectResolvers = {
	getObjectSettings: load,
	getObjectPreview: load,
};
