/**
 * The post meta `_lodestar_primary_terms` (Meta\PrimaryTerms): a JSON object naming the primary
 * term of each hierarchical taxonomy, taxonomy => term id, keys sorted as PHP stores them.
 */

/** The meta key (Meta\PrimaryTerms::KEY). */
export const PRIMARY_TERMS_META = '_lodestar_primary_terms';

/**
 * Parses the stored value: taxonomy => term id.
 *
 * @param raw Stored JSON.
 */
export function parsePrimaryTerms( raw: unknown ): Record< string, number > {
	if ( typeof raw !== 'string' || raw === '' ) {
		return {};
	}
	try {
		const value: unknown = JSON.parse( raw );
		const result: Record< string, number > = {};
		if ( value && typeof value === 'object' && ! Array.isArray( value ) ) {
			for ( const [ taxonomy, id ] of Object.entries( value ) ) {
				if ( typeof id === 'number' && id > 0 ) {
					result[ taxonomy ] = id;
				}
			}
		}
		return result;
	} catch {
		return {};
	}
}

/**
 * The stored value after choosing a term for a taxonomy (0 clears the choice).
 *
 * @param raw      Stored JSON.
 * @param taxonomy Taxonomy.
 * @param id       Term id, 0 for none.
 */
export function withPrimaryTerm(
	raw: unknown,
	taxonomy: string,
	id: number
): string {
	const next = parsePrimaryTerms( raw );
	if ( id > 0 ) {
		next[ taxonomy ] = id;
	} else {
		delete next[ taxonomy ];
	}
	const keys = Object.keys( next ).sort();
	if ( keys.length === 0 ) {
		return '';
	}
	return JSON.stringify(
		Object.fromEntries( keys.map( ( key ) => [ key, next[ key ] ] ) )
	);
}
