/**
 * Selectors of the schemas slice. Whether loading finished or failed is the resolution state
 * of getSchemas (hasFinishedResolution, getResolutionError).
 */
import type {
	RuleGroup,
	SchemaEntry,
	SchemaMap,
	SchemaTypeDefinition,
} from '../../types/schema';
import type { SchemasSlice } from './types';

/**
 * The schemas the screen shows (unsaved changes included).
 *
 * @param state Store state.
 */
export function getSchemas( state: SchemasSlice ): SchemaMap {
	return state.schemas.working;
}

/**
 * The schemas as saved.
 *
 * @param state Store state.
 */
export function getSavedSchemas( state: SchemasSlice ): SchemaMap {
	return state.schemas.saved;
}

/**
 * One schema (unsaved changes included), or null.
 *
 * @param state Store state.
 * @param id    Schema id.
 */
export function getSchema(
	state: SchemasSlice,
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
export function isSchemaDirty( state: SchemasSlice, id: string ): boolean {
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
	state: SchemasSlice
): Record< string, SchemaTypeDefinition > {
	return state.schemas.types;
}

/**
 * The display-condition groups.
 *
 * @param state Store state.
 */
export function getSchemaRules( state: SchemasSlice ): RuleGroup[] {
	return state.schemas.rules;
}

/**
 * Whether a save is running.
 *
 * @param state Store state.
 */
export function isSavingSchemas( state: SchemasSlice ): boolean {
	return state.schemas.isSaving;
}
