/**
 * Pure helpers of the Schema screen: ids, new schemas, which fields show, rule lists.
 */
import type {
	ConditionSet,
	SchemaEntry,
	SchemaFieldDefinition,
	SchemaTypeDefinition,
} from '../../../src/types/schema';

/**
 * A version-4 UUID (the spec's random schema id).
 *
 * @param random Source of random bytes (crypto by default).
 */
export function uuid4(
	random: ( bytes: Uint8Array ) => Uint8Array = ( bytes ) =>
		globalThis.crypto.getRandomValues( bytes )
): string {
	const bytes = random( new Uint8Array( 16 ) );
	bytes[ 6 ] = ( ( bytes[ 6 ] ?? 0 ) % 16 ) + 0x40; // Version 4.
	bytes[ 8 ] = ( ( bytes[ 8 ] ?? 0 ) % 64 ) + 0x80; // RFC 4122 variant.
	const hex = Array.from( bytes, ( byte ) =>
		byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
	return `${ hex.slice( 0, 8 ) }-${ hex.slice( 8, 12 ) }-${ hex.slice(
		12,
		16
	) }-${ hex.slice( 16, 20 ) }-${ hex.slice( 20 ) }`;
}

export const UUID4_PATTERN =
	/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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
