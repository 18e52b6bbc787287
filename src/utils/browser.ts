/**
 * Thin wrappers over browser navigation, so that tests can observe them.
 */

/**
 * Reloads the current page.
 */
export function reloadPage(): void {
	window.location.reload();
}
