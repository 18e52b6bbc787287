/**
 * Actions of the schemas slice: edit the working copy, save it, search display-condition
 * targets, and read the schemas of one post.
 */
import type { DataRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import * as api from '../../api/schemas';
import type {
	PostSchemasData,
	RuleGroup,
	SchemaEntry,
	SchemaMap,
	SchemaTypeDefinition,
	SearchGroup,
} from '../../types/schema';
import { errorMessage } from '../../utils/errors';
import { saveWithSnackbar } from '../snackbar';
import type { SchemaAction } from './types';

/** Id of the schema save notices. */
const NOTICE_ID = 'lodestar-schemas-save';

/**
 * Stores the saved schemas (also as the working copy), the catalogue and the rules.
 *
 * @param schemas Saved schemas.
 * @param types   Type catalogue.
 * @param rules   Display-condition groups.
 */
export function receiveSchemas(
	schemas: SchemaMap,
	types: Record< string, SchemaTypeDefinition >,
	rules: RuleGroup[]
): SchemaAction {
	return { type: 'SCHEMAS_RECEIVE', schemas, types, rules };
}

interface SchemaThunkArgs {
	select: {
		getSchemas: () => SchemaMap;
	};
	dispatch: ( action: SchemaAction ) => void;
	registry: DataRegistry;
}

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
 * Forgets unsaved schema changes: of one schema (a never-saved one is removed), or of all.
 *
 * @param id Schema id; all schemas when left out.
 */
export function discardSchemaEdits( id?: string ): SchemaAction {
	return id === undefined
		? { type: 'SCHEMAS_DISCARD' }
		: { type: 'SCHEMAS_DISCARD', id };
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
		dispatch( { type: 'SCHEMAS_SAVE_START' } );
		return saveWithSnackbar( registry, NOTICE_ID, {
			request: () => api.saveSchemas( select.getSchemas() ),
			done: ( response ) =>
				dispatch( {
					type: 'SCHEMAS_SAVE_SUCCESS',
					schemas: Array.isArray( response.data )
						? {}
						: response.data,
				} ),
			failed: () => dispatch( { type: 'SCHEMAS_SAVE_FAILURE' } ),
			failure: ( error ) =>
				errorMessage(
					error,
					__( 'Failed to save schemas.', 'lodestar' )
				),
		} );
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
