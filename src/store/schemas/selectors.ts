/**
 * Selectors of the schemas slice. Whether loading finished or failed is the resolution state
 * of getSchemas (hasFinishedResolution, getResolutionError).
 *
 * What differs from the saved list is part of the app's unsaved-changes model:
 * hasUnsavedChanges() joins the unsaved settings and the unsaved schemas (the leave guard reads it).
 */
import { createSelector } from '@wordpress/data';

import type {
	RuleGroup,
	SchemaEntry,
	SchemaMap,
	SchemaTypeDefinition,
} from '../../types/schema';
import { isEqualValue } from '../../utils/equal';
import { hasUnsavedSettings } from '../settings/selectors';
import type { SettingsSlice } from '../settings/types';
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
 * Whether a schema differs from its saved version (or is new, or removed and not yet saved).
 *
 * @param state Store state.
 * @param id    Schema id.
 */
export function isSchemaDirty( state: SchemasSlice, id: string ): boolean {
	return ! isEqualValue(
		state.schemas.working[ id ] ?? null,
		state.schemas.saved[ id ] ?? null
	);
}

/**
 * Whether a schema is in the saved list (false for one added and never saved).
 *
 * @param state Store state.
 * @param id    Schema id.
 */
export function isSchemaSaved( state: SchemasSlice, id: string ): boolean {
	return Object.prototype.hasOwnProperty.call( state.schemas.saved, id );
}

/**
 * The ids of the schemas that differ from the saved list (edited, added or removed), in the
 * order of the working copy, then the removed ones.
 *
 * @param state Store state.
 */
export const getUnsavedSchemaIds = createSelector(
	( state: SchemasSlice ): string[] => {
		const ids = new Set( [
			...Object.keys( state.schemas.working ),
			...Object.keys( state.schemas.saved ),
		] );
		return [ ...ids ].filter( ( id ) => isSchemaDirty( state, id ) );
	},
	( state: SchemasSlice ) => [ state.schemas.working, state.schemas.saved ]
);

/**
 * Whether any schema differs from the saved list.
 *
 * @param state Store state.
 */
export function hasUnsavedSchemas( state: SchemasSlice ): boolean {
	return getUnsavedSchemaIds( state ).length > 0;
}

/**
 * Whether anything the user changed is unsaved: settings edits or schema edits (the
 * unsaved-changes model the leave guard reads).
 *
 * @param state Store state.
 */
export function hasUnsavedChanges(
	state: SchemasSlice & SettingsSlice
): boolean {
	return hasUnsavedSettings( state ) || hasUnsavedSchemas( state );
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
