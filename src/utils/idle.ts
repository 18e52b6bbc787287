/**
 * Runs work when the browser is idle (requestIdleCallback, with a deadline so it never waits
 * for ever on a busy page), or on the next turn of the event loop where idle callbacks do not
 * exist. Costly work that follows typing (serializing a long post, the page checks) goes here,
 * so it does not share a frame with the keystroke that comes next.
 */

/** The longest an idle task waits for an idle period, in milliseconds. */
export const IDLE_TIMEOUT_MS = 500;

/**
 * Schedules `callback` for an idle period; returns the cancel function.
 *
 * @param callback Work to run.
 * @param timeout  Longest wait in milliseconds.
 */
export function whenIdle(
	callback: () => void,
	timeout: number = IDLE_TIMEOUT_MS
): () => void {
	if ( typeof window.requestIdleCallback === 'function' ) {
		const handle = window.requestIdleCallback( () => callback(), {
			timeout,
		} );
		return () => window.cancelIdleCallback( handle );
	}
	const timer = setTimeout( callback, 0 );
	return () => clearTimeout( timer );
}
