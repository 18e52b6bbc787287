/**
 * Sending the browser to Google's consent page, or to a route of the app (thin wrappers tests
 * can observe; screens do not import the router, which loads them).
 */

/**
 * Goes to an address outside the app.
 *
 * @param url Address.
 */
export function goToUrl( url: string ): void {
	window.location.assign( url );
}

/**
 * Goes to a route of the app (a history entry, as the router's navigate()).
 *
 * @param path Route path, e.g. '/search-console'.
 */
export function goToPath( path: string ): void {
	window.location.hash = path;
}
