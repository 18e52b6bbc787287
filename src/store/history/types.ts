/**
 * Types of the history slice: the revisions of the settings and schemas.
 */
import type { SettingsRevision } from '../../types/history';

export interface HistoryState {
	/** Newest first; null until loaded. */
	revisions: SettingsRevision[] | null;
}

/** The store state as this slice's selectors see it. */
export interface HistorySlice {
	history: HistoryState;
}

export type HistoryAction = {
	type: 'SETTINGS_HISTORY_RECEIVE';
	revisions: SettingsRevision[];
};
