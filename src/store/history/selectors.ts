/**
 * Selectors of the history slice.
 */
import type { SettingsRevision } from '../../types/history';
import type { HistorySlice } from './types';

/**
 * The revisions of the settings and schemas, newest first; null until loaded.
 *
 * @param state Store state.
 */
export function getSettingsHistory(
	state: HistorySlice
): SettingsRevision[] | null {
	return state.history.revisions;
}
