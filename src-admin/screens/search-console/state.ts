/**
 * Which state the content table of the selected site is in.
 */
import type { ContentTableState } from './ContentTable';

/**
 * The table state: not connected, no site, error, loading (or not fetched yet), ready.
 *
 * @param authenticated Connected.
 * @param site          Selected site ('' when none).
 * @param loading       Loading or not fetched yet.
 * @param error         Error message ('' when none).
 */
export function contentTableState(
	authenticated: boolean,
	site: string,
	loading: boolean,
	error: string
): ContentTableState {
	if ( ! authenticated ) {
		return 'not-connected';
	}
	if ( site === '' ) {
		return 'no-site';
	}
	if ( error ) {
		return 'error';
	}
	return loading ? 'loading' : 'ready';
}
