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

/** A site schema that applies to a post (editor's Schema tab). */
export interface PostSiteSchema {
	id: string;
	title: string;
	type: string;
	'@type': string;
	/** The @type values the post may switch to. */
	types: string[];
}

export interface PostSchemasData {
	schemas: PostSiteSchema[];
	/** Types a post may add for itself: key => label. */
	addable: Record< string, string >;
}

export interface PostSchemasResponse {
	success: boolean;
	data: PostSchemasData;
}

/** One entry of the post meta `_lodestar_schemas`. */
export interface PostSchemaChoice {
	disabled?: boolean;
	fields?: SchemaFieldValues & { '@type'?: string };
	title?: string;
	type?: string;
}

export type PostSchemaChoices = Record< string, PostSchemaChoice >;
