/**
 * Typed wrappers of the settings history endpoints. Only src/store calls these.
 */
import apiFetch from '@wordpress/api-fetch';

import type {
	RestoreRevisionResponse,
	SettingsHistoryResponse,
} from '../types/history';
import { PATHS } from './paths';

/**
 * The revisions, newest first.
 */
export function getSettingsHistory(): Promise< SettingsHistoryResponse > {
	return apiFetch< SettingsHistoryResponse >( {
		path: PATHS.settingsHistory,
	} );
}

/**
 * Puts back the values a revision replaced.
 *
 * @param id Revision id.
 */
export function restoreSettingsRevision(
	id: number
): Promise< RestoreRevisionResponse > {
	return apiFetch< RestoreRevisionResponse >( {
		path: PATHS.restoreSettingsRevision,
		method: 'POST',
		data: { id },
	} );
}
