/**
 * Reading the Search Console state in the screens: the status (loaded by its resolver) and the
 * selected site's data, loaded once per site (the store skips a load already done).
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

import type { SearchConsoleStatus } from '../../../src/api/search-console';
import { store } from '../../../src/store';
import { errorMessage } from '../../../src/utils/errors';

export interface ConsoleStatusView {
	status: SearchConsoleStatus | null;
	/** Why the status could not be read ('' when it was). */
	error: string;
	authenticated: boolean;
	selectedSite: string;
}

/**
 * The connection state.
 */
export function useConsoleStatus(): ConsoleStatusView {
	return useSelect( ( select ) => {
		const seo = select( store );
		const status = seo.getSearchConsoleStatus();
		return {
			status,
			error: errorMessage(
				seo.getResolutionError( 'getSearchConsoleStatus', [] )
			),
			authenticated: seo.isSearchConsoleAuthenticated(),
			selectedSite: seo.getSelectedSearchConsoleSite(),
		};
	}, [] );
}

/**
 * Loads the selected site's data when there is one (again when the site changes).
 *
 * @param selectedSite  The selected site ('' when none).
 * @param authenticated Whether an account is connected.
 */
export function useConsoleData(
	selectedSite: string,
	authenticated: boolean
): void {
	const { loadSearchConsoleData } = useDispatch( store );
	useEffect( () => {
		if ( authenticated && selectedSite !== '' ) {
			loadSearchConsoleData();
		}
	}, [ selectedSite, authenticated, loadSearchConsoleData ] );
}
