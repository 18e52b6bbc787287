/**
 * Sending the browser to Google's consent page (a thin wrapper tests can observe).
 */

/**
 * Goes to an address outside the app.
 *
 * @param url Address.
 */
export function goToUrl( url: string ): void {
	window.location.assign( url );
}
