/**
 * Structural equality for setting values (strings, numbers, booleans, arrays, plain objects).
 *
 * @param a First value.
 * @param b Second value.
 */
export function isEqualValue( a: unknown, b: unknown ): boolean {
	if ( Object.is( a, b ) ) {
		return true;
	}
	if ( Array.isArray( a ) || Array.isArray( b ) ) {
		return (
			Array.isArray( a ) &&
			Array.isArray( b ) &&
			a.length === b.length &&
			a.every( ( item, index ) => isEqualValue( item, b[ index ] ) )
		);
	}
	if (
		typeof a === 'object' &&
		typeof b === 'object' &&
		a !== null &&
		b !== null
	) {
		const aRecord = a as Record< string, unknown >;
		const bRecord = b as Record< string, unknown >;
		const keys = Object.keys( aRecord );
		return (
			keys.length === Object.keys( bRecord ).length &&
			keys.every(
				( key ) =>
					Object.prototype.hasOwnProperty.call( bRecord, key ) &&
					isEqualValue( aRecord[ key ], bRecord[ key ] )
			)
		);
	}
	return false;
}
