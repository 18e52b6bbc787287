/**
 * The `lodestar/seo` store's slice for structured-data schemas: the saved map, the working
 * copy the Schema screen edits, the type catalogue and the display-condition groups.
 *
 * Composed into the store in ./index.ts next to the settings slice.
 */
import type { DataRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import * as api from '../api/schemas';
import type {
	PostSchemasData,
	RuleGroup,
	SchemaEntry,
	SchemaMap,
	SchemaTypeDefinition,
	SearchGroup,
} from '../types/schema';
import type { LoadingState } from './types';
import { errorMessage } from '../utils/errors';

export interface SchemasState {
	state: LoadingState;
	error: string;
	/** As saved on the server. */
	saved: SchemaMap;
	/** What the screen shows and edits (saved plus unsaved changes). */
	working: SchemaMap;
	types: Record< string, SchemaTypeDefinition >;
	rules: RuleGroup[];
	isSaving: boolean;
}

export interface SchemasSliceState {
	schemas: SchemasState;
}

export type SchemaAction =
	| { type: 'SCHEMAS_FETCH_START' }
	| {
			type: 'SCHEMAS_FETCH_SUCCESS';
			schemas: SchemaMap;
			types: Record< string, SchemaTypeDefinition >;
			rules: RuleGroup[];
	  }
	| { type: 'SCHEMAS_FETCH_ERROR'; message: string }
	| { type: 'SCHEMA_SET'; id: string; schema: SchemaEntry }
	| { type: 'SCHEMA_DELETE'; id: string }
	| { type: 'SCHEMAS_DISCARD' }
	| { type: 'SCHEMAS_SAVE_START' }
	| { type: 'SCHEMAS_SAVE_SUCCESS'; schemas: SchemaMap }
	| { type: 'SCHEMAS_SAVE_FAILURE' };

export const SCHEMAS_INITIAL: SchemasState = {
	state: 'idle',
	error: '',
	saved: {},
	working: {},
	types: {},
	rules: [],
	isSaving: false,
};

/** Id of the schema save notices. */
const NOTICE_ID = 'lodestar-schemas-save';

/**
 * The slice reducer.
 *
 * @param state       Slice state.
 * @param action      Action (others are ignored).
 * @param action.type Action type.
 */
export function schemasReducer(
	state: SchemasState = SCHEMAS_INITIAL,
	action: { type: string }
): SchemasState {
	const act = action as SchemaAction;
	switch ( act.type ) {
		case 'SCHEMAS_FETCH_START':
			return { ...state, state: 'pending', error: '' };
		case 'SCHEMAS_FETCH_SUCCESS':
			return {
				...state,
				state: 'success',
				saved: act.schemas,
				working: act.schemas,
				types: act.types,
				rules: act.rules,
			};
		case 'SCHEMAS_FETCH_ERROR':
			return { ...state, state: 'error', error: act.message };
		case 'SCHEMA_SET':
			return {
				...state,
				working: { ...state.working, [ act.id ]: act.schema },
			};
		case 'SCHEMA_DELETE': {
			const { [ act.id ]: _removed, ...rest } = state.working;
			return { ...state, working: rest };
		}
		case 'SCHEMAS_DISCARD':
			return { ...state, working: state.saved };
		case 'SCHEMAS_SAVE_START':
			return { ...state, isSaving: true };
		case 'SCHEMAS_SAVE_SUCCESS':
			return {
				...state,
				isSaving: false,
				saved: act.schemas,
				working: act.schemas,
			};
		case 'SCHEMAS_SAVE_FAILURE':
			return { ...state, isSaving: false };
		default:
			return state;
	}
}

/* Selectors. */

/**
 * The schemas the screen shows (unsaved changes included).
 *
 * @param state Store state.
 */
export function getSchemas( state: SchemasSliceState ): SchemaMap {
	return state.schemas.working;
}

/**
 * The schemas as saved.
 *
 * @param state Store state.
 */
export function getSavedSchemas( state: SchemasSliceState ): SchemaMap {
	return state.schemas.saved;
}

/**
 * One schema (unsaved changes included), or null.
 *
 * @param state Store state.
 * @param id    Schema id.
 */
export function getSchema(
	state: SchemasSliceState,
	id: string
): SchemaEntry | null {
	return state.schemas.working[ id ] ?? null;
}

/**
 * Whether a schema differs from its saved version (or is new).
 *
 * @param state Store state.
 * @param id    Schema id.
 */
export function isSchemaDirty( state: SchemasSliceState, id: string ): boolean {
	return (
		JSON.stringify( state.schemas.working[ id ] ?? null ) !==
		JSON.stringify( state.schemas.saved[ id ] ?? null )
	);
}

/**
 * The type catalogue.
 *
 * @param state Store state.
 */
export function getSchemaTypes(
	state: SchemasSliceState
): Record< string, SchemaTypeDefinition > {
	return state.schemas.types;
}

/**
 * The display-condition groups.
 *
 * @param state Store state.
 */
export function getSchemaRules( state: SchemasSliceState ): RuleGroup[] {
	return state.schemas.rules;
}

/**
 * Loading state of the schemas.
 *
 * @param state Store state.
 */
export function getSchemasLoadingState(
	state: SchemasSliceState
): LoadingState {
	return state.schemas.state;
}

/**
 * Loading error message ('' when none).
 *
 * @param state Store state.
 */
export function getSchemasError( state: SchemasSliceState ): string {
	return state.schemas.error;
}

/**
 * Whether a save is running.
 *
 * @param state Store state.
 */
export function isSavingSchemas( state: SchemasSliceState ): boolean {
	return state.schemas.isSaving;
}

/* Actions. */

interface SchemaThunkArgs {
	select: {
		getSchemasLoadingState: () => LoadingState;
		getSchemas: () => SchemaMap;
	};
	dispatch: ( action: SchemaAction ) => void;
	registry: DataRegistry;
}

/**
 * Loads the schemas, catalogue and rules once.
 */
export const fetchSchemas =
	() =>
	async ( { select, dispatch }: SchemaThunkArgs ): Promise< void > => {
		const state = select.getSchemasLoadingState();
		if ( state === 'pending' || state === 'success' ) {
			return;
		}
		dispatch( { type: 'SCHEMAS_FETCH_START' } );
		try {
			const response = await api.getSchemas();
			if ( ! response?.success || ! response.data ) {
				throw new Error( 'Unsuccessful response' );
			}
			dispatch( {
				type: 'SCHEMAS_FETCH_SUCCESS',
				// PHP sends an empty map as [].
				schemas: Array.isArray( response.data.schemas )
					? {}
					: response.data.schemas,
				types: response.data.types,
				rules: response.data.rules,
			} );
		} catch ( error ) {
			dispatch( {
				type: 'SCHEMAS_FETCH_ERROR',
				message: errorMessage(
					error,
					__( 'Failed to fetch schemas', 'lodestar' )
				),
			} );
		}
	};

/**
 * Adds or replaces a schema in the working copy.
 *
 * @param id     Schema id.
 * @param schema Schema.
 */
export function setSchema( id: string, schema: SchemaEntry ): SchemaAction {
	return { type: 'SCHEMA_SET', id, schema };
}

/**
 * Removes a schema from the working copy (saveSchemas() makes it final).
 *
 * @param id Schema id.
 */
export function deleteSchema( id: string ): SchemaAction {
	return { type: 'SCHEMA_DELETE', id };
}

/**
 * Forgets unsaved schema changes.
 */
export function discardSchemaEdits(): SchemaAction {
	return { type: 'SCHEMAS_DISCARD' };
}

/**
 * Saves the working copy. Resolves to whether it was saved; shows a notice either way.
 */
export const saveSchemas =
	() =>
	async ( {
		select,
		dispatch,
		registry,
	}: SchemaThunkArgs ): Promise< boolean > => {
		const notices = registry.dispatch( noticesStore );
		dispatch( { type: 'SCHEMAS_SAVE_START' } );
		try {
			const response = await api.saveSchemas( select.getSchemas() );
			if ( ! response?.success ) {
				throw new Error(
					response?.message ||
						__( 'Failed to save schemas.', 'lodestar' )
				);
			}
			dispatch( {
				type: 'SCHEMAS_SAVE_SUCCESS',
				schemas: Array.isArray( response.data ) ? {} : response.data,
			} );
			notices.createSuccessNotice(
				response.message ||
					__( 'Settings saved successfully.', 'lodestar' ),
				{ id: NOTICE_ID, type: 'snackbar' }
			);
			return true;
		} catch ( error ) {
			dispatch( { type: 'SCHEMAS_SAVE_FAILURE' } );
			notices.createErrorNotice(
				errorMessage(
					error,
					__( 'Failed to save schemas.', 'lodestar' )
				),
				{ id: NOTICE_ID, type: 'snackbar' }
			);
			return false;
		}
	};

/**
 * Posts and terms matching a phrase (specific display conditions).
 *
 * @param q Phrase.
 */
export const searchSchemaTargets =
	( q: string ) => async (): Promise< SearchGroup[] > => {
		const response = await api.searchTargets( q );
		return response?.success && Array.isArray( response.results )
			? response.results
			: [];
	};

/**
 * The site schemas of a post and the types it may add (editor's Schema tab); null on failure.
 *
 * @param postId Post id.
 */
export const loadPostSchemas =
	( postId: number ) => async (): Promise< PostSchemasData | null > => {
		try {
			const response = await api.getPostSchemas( postId );
			return response?.success ? response.data : null;
		} catch {
			return null;
		}
	};

/* Resolvers. */

const loadSchemas =
	() =>
	( { dispatch }: { dispatch: { fetchSchemas: () => Promise< void > } } ) =>
		dispatch.fetchSchemas();

export const schemaActions = {
	fetchSchemas,
	setSchema,
	deleteSchema,
	discardSchemaEdits,
	saveSchemas,
	searchSchemaTargets,
	loadPostSchemas,
};

export const schemaSelectors = {
	getSchemas,
	getSavedSchemas,
	getSchema,
	isSchemaDirty,
	getSchemaTypes,
	getSchemaRules,
	getSchemasLoadingState,
	getSchemasError,
	isSavingSchemas,
};

export const schemaResolvers = {
	getSchemas: loadSchemas,
	getSavedSchemas: loadSchemas,
	getSchema: loadSchemas,
	getSchemaTypes: loadSchemas,
	getSchemaRules: loadSchemas,
};
