/**
 * Cutting text for previews, counting Unicode code points like the counters do.
 */

/**
 * Cuts text to at most `limit` code points; a cut text ends with an ellipsis.
 *
 * @param text  Plain text.
 * @param limit Maximum code points kept from the text (the ellipsis is added after them).
 */
export function truncate( text: string, limit: number ): string {
	const chars = Array.from( text );
	if ( chars.length <= limit ) {
		return text;
	}
	return chars.slice( 0, Math.max( 0, limit ) ).join( '' ).trimEnd() + '…';
}
