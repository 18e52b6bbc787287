/**
 * Actions of the history slice: storing the revisions, restoring one.
 */
import * as api from '../../api/history';
import type {
	RestoreRevisionResponse,
	SettingsRevision,
} from '../../types/history';
import type { HistoryAction } from './types';

/**
 * Stores the revisions.
 *
 * @param revisions Newest first.
 */
export function receiveSettingsHistory(
	revisions: SettingsRevision[]
): HistoryAction {
	return { type: 'SETTINGS_HISTORY_RECEIVE', revisions };
}

/**
 * Puts back the values a revision replaced (the server validates them and records the
 * restore as a revision), then stores the new list and loads the settings and schemas again,
 * so every screen shows the restored values. Rejects with the server's error ({code,
 * message}) or the unsuccessful answer.
 *
 * @param id Revision id.
 * @return The server's answer.
 */
export const restoreSettingsRevision =
	( id: number ) =>
	async ( {
		dispatch,
	}: {
		dispatch: ( ( action: HistoryAction ) => void ) & {
			invalidateResolution: (
				selectorName: 'getSettings' | 'getSchemas',
				args: unknown[]
			) => unknown;
		};
	} ): Promise< RestoreRevisionResponse > => {
		const response = await api.restoreSettingsRevision( id );
		if ( ! response?.success ) {
			throw response ?? new Error( '' );
		}
		dispatch( receiveSettingsHistory( response.data ) );
		dispatch.invalidateResolution( 'getSettings', [] );
		dispatch.invalidateResolution( 'getSchemas', [] );
		return response;
	};
