/**
 * Pure helpers of the Schema screen: ids, new schemas, which fields show, rule lists.
 */
import type {
	ConditionSet,
	SchemaEntry,
	SchemaFieldDefinition,
	SchemaTypeDefinition,
} from '../../../src/types/schema';

export { uuid4, UUID4_PATTERN } from '../../../src/utils/uuid';

/**
 * An empty condition set.
 *
 * @param rules Rules.
 */
export function conditionSet( rules: string[] = [] ): ConditionSet {
	return { rules, specific: [], specificText: [] };
}

/**
 * A new schema of a catalogue type. Field values are left to their defaults (the server
 * applies each field's std where no value is stored).
 *
 * @param key        Catalogue key.
 * @param definition Type definition.
 * @param nodeType   Chosen @type.
 */
export function newSchema(
	key: string,
	definition: SchemaTypeDefinition,
	nodeType?: string
): SchemaEntry {
	return {
		title: definition.label,
		type: key,
		fields: {
			'@type': nodeType || definition.type,
			schema_name: definition.label,
		},
		show_on: conditionSet(
			definition.level === 'global'
				? [ 'basic-global' ]
				: [ 'basic-singulars' ]
		),
		not_show_on: conditionSet(),
	};
}

/**
 * The @type choices of a type (its @type Select), or just its default type.
 *
 * @param definition Type definition.
 */
export function typeChoices(
	definition: SchemaTypeDefinition
): Array< { value: string; label: string } > {
	const field = definition.fields.find( ( item ) => item.id === '@type' );
	if ( ! field || ! field.options || Array.isArray( field.options ) ) {
		return [ { value: definition.type, label: definition.type } ];
	}
	return Object.entries( field.options ).map( ( [ value, label ] ) => ( {
		value,
		label,
	} ) );
}

/**
 * Whether a field is shown for a node type: hidden fields never, fields tied to main types
 * only when @type is one of them.
 *
 * @param field    Field definition.
 * @param nodeType The node's @type.
 */
export function isFieldShown(
	field: SchemaFieldDefinition,
	nodeType: string
): boolean {
	if ( field.hidden || field.type === 'Hidden' ) {
		return false;
	}
	if ( field.main && field.main.length > 0 ) {
		return field.main.includes( nodeType );
	}
	return true;
}

/**
 * Whether a shown field is optional and listed collapsed (`show: false`). A required field
 * is never collapsed: the spec marks required fields, it does not tuck them away.
 *
 * @param field Field definition.
 */
export function isFieldCollapsed( field: SchemaFieldDefinition ): boolean {
	return field.show === false && ! field.required;
}

/**
 * The @type a group's sub-fields are checked against: the std of its hidden @type sub-field,
 * else 'Thing' (as the graph builder does).
 *
 * @param field Group field definition.
 */
export function groupNodeType( field: SchemaFieldDefinition ): string {
	const typeField = field.fields?.find( ( sub ) => sub.id === '@type' );
	return typeField ? ( typeField.std ?? '' ) : 'Thing';
}

/**
 * Condition rows without repeats (the first of equal rows stays; empty rows are kept).
 *
 * @param rows Rows.
 */
export function dedupeRows( rows: string[] ): string[] {
	const seen = new Set< string >();
	return rows.filter( ( row ) => {
		if ( row === '' ) {
			return true;
		}
		if ( seen.has( row ) ) {
			return false;
		}
		seen.add( row );
		return true;
	} );
}

/** Search starts above this many typed characters (spec §5, §9). */
export const SEARCH_MIN_LENGTH = 2;

/**
 * Whether a phrase is long enough to search.
 *
 * @param phrase Typed text.
 */
export function shouldSearch( phrase: string ): boolean {
	return phrase.trim().length > SEARCH_MIN_LENGTH;
}
