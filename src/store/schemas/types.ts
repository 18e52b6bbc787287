/**
 * Types of the schemas slice: the saved structured-data schemas, the working copy the Schema
 * screen edits, the type catalogue and the display-condition groups.
 */
import type {
	RuleGroup,
	SchemaEntry,
	SchemaMap,
	SchemaTypeDefinition,
} from '../../types/schema';

export interface SchemasState {
	/** As saved on the server. */
	saved: SchemaMap;
	/** What the screen shows and edits (saved plus unsaved changes). */
	working: SchemaMap;
	types: Record< string, SchemaTypeDefinition >;
	rules: RuleGroup[];
	isSaving: boolean;
}

/** The store state as this slice's selectors see it. */
export interface SchemasSlice {
	schemas: SchemasState;
}

export type SchemaAction =
	| {
			type: 'SCHEMAS_RECEIVE';
			schemas: SchemaMap;
			types: Record< string, SchemaTypeDefinition >;
			rules: RuleGroup[];
	  }
	| { type: 'SCHEMA_SET'; id: string; schema: SchemaEntry }
	| { type: 'SCHEMA_DELETE'; id: string }
	| { type: 'SCHEMAS_DISCARD'; id?: string }
	| { type: 'SCHEMAS_SAVE_START' }
	| { type: 'SCHEMAS_SAVE_SUCCESS'; schemas: SchemaMap }
	| { type: 'SCHEMAS_SAVE_FAILURE' };
