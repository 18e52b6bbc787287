/**
 * The settings history (GET /settings-history, POST /settings-history/restore).
 */

/** What kind of change a revision records. */
export type RevisionSource =
	| 'save'
	| 'schemas'
	| 'import'
	| 'migration'
	| 'migration_undo'
	| 'backup_restore'
	| 'restore';

/** One changed leaf of a setting or schema: its dot path ('' for the value itself). */
export interface RevisionDiffLine {
	path: string;
	/** Value before (null: none). */
	old: unknown;
	/** Value after (null: none). */
	new: unknown;
}

/** One changed setting key or schema. */
export interface RevisionChange {
	section: 'settings' | 'schemas';
	key: string;
	/** The setting key, or "Schema: title". */
	label: string;
	diff: RevisionDiffLine[];
}

/** One revision, as the list route gives it. */
export interface SettingsRevision {
	id: number;
	/** ISO 8601 date. */
	date: string;
	user: { id: number; name: string };
	source: RevisionSource;
	/** e.g. { plugin: 'Yoast SEO' } for a migration, { revision: 3 } for a restore. */
	details: Record< string, string | number | boolean >;
	changes: RevisionChange[];
}

/** GET /settings-history */
export interface SettingsHistoryResponse {
	success: boolean;
	data: SettingsRevision[];
}

/** POST /settings-history/restore */
export interface RestoreRevisionResponse {
	success: boolean;
	message: string;
	/** The restore's own revision (null when nothing changed). */
	revision: number | null;
	/** Keys that no longer exist. */
	skipped: string[];
	data: SettingsRevision[];
}
