/**
 * Types of structured-data schemas (lodestar/v1/schemas; PHP: includes/Schema).
 */

/** A field value: text, a list of texts, a group, or a list of groups. */
export type SchemaFieldValue =
	string | string[] | SchemaFieldValues | SchemaFieldValues[];

export interface SchemaFieldValues {
	[ id: string ]: SchemaFieldValue;
}

/** Field definition (spec §3). */
export interface SchemaFieldDefinition {
	id: string;
	type: 'Select' | 'SelectGroup' | 'Group' | 'Hidden' | 'Title' | 'text';
	label?: string;
	tooltip?: string;
	std?: string;
	required?: boolean;
	hidden?: boolean;
	/** False: an optional field listed collapsed. */
	show?: boolean;
	cloneable?: boolean;
	/** The `@type` values this field belongs to. */
	main?: string[];
	/** Select: value => label; SelectGroup: list of { label, options }. */
	options?:
		| Record< string, string >
		| Array< { label: string; options: Record< string, string > } >;
	/** Group: sub-fields. */
	fields?: SchemaFieldDefinition[];
}

export interface SchemaTypeDefinition {
	label: string;
	level: 'global' | 'content';
	/** The default `@type`. */
	type: string;
	fields: SchemaFieldDefinition[];
}

export interface SpecificText {
	label: string;
	value: string;
}

export interface ConditionSet {
	rules: string[];
	specific: string[];
	specificText: SpecificText[];
}

export interface SchemaEntry {
	title: string;
	/** Catalogue key. */
	type: string;
	fields: SchemaFieldValues & { '@type'?: string; schema_name?: string };
	show_on: ConditionSet;
	not_show_on: ConditionSet;
}

export type SchemaMap = Record< string, SchemaEntry >;

export interface RuleGroup {
	label: string;
	options: Record< string, string >;
}

export interface SchemasData {
	schemas: SchemaMap;
	types: Record< string, SchemaTypeDefinition >;
	rules: RuleGroup[];
}

export interface SchemasResponse {
	success: boolean;
	data: SchemasData;
}

export interface SaveSchemasResponse {
	success: boolean;
	message?: string;
	data: SchemaMap;
}

export interface SearchGroup {
	text: string;
	children: Array< { id: string; text: string } >;
}

export interface SchemaSearchResponse {
	success: boolean;
	results: SearchGroup[];
}
