/**
 * Typed wrappers of the schema endpoints (lodestar/v1/schemas). Only src/store calls these.
 */
import apiFetch from '@wordpress/api-fetch';

import type {
	PostSchemasResponse,
	SaveSchemasResponse,
	SchemaMap,
	SchemaSearchResponse,
	SchemasResponse,
} from '../types/schema';
import { PATHS, postSchemasPath } from './paths';

/**
 * The stored schemas, the type catalogue and the display-condition groups.
 */
export function getSchemas(): Promise< SchemasResponse > {
	return apiFetch< SchemasResponse >( { path: PATHS.schemas } );
}

/**
 * Replaces the stored schemas.
 *
 * @param schemas Id-keyed map.
 */
export function saveSchemas(
	schemas: SchemaMap
): Promise< SaveSchemasResponse > {
	return apiFetch< SaveSchemasResponse >( {
		path: PATHS.schemas,
		method: 'POST',
		// An empty map must travel as an object, not a list.
		data: { schemas: { ...schemas } },
	} );
}

/**
 * Posts and terms matching a phrase, for specific display conditions.
 *
 * @param q Search phrase.
 */
export function searchTargets( q: string ): Promise< SchemaSearchResponse > {
	return apiFetch< SchemaSearchResponse >( {
		path: PATHS.schemaSearch,
		method: 'POST',
		data: { q },
	} );
}

/**
 * The site schemas that apply to a post and the types it may add (editor's Schema tab).
 *
 * @param postId Post id.
 */
export function getPostSchemas(
	postId: number
): Promise< PostSchemasResponse > {
	return apiFetch< PostSchemasResponse >( {
		path: postSchemasPath( postId ),
	} );
}
