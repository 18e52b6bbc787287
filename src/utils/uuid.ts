/**
 * Version-4 UUIDs (random schema ids, spec §9), from crypto.getRandomValues (no secure
 * context needed, unlike crypto.randomUUID).
 */

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
