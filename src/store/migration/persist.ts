/**
 * The run's progress in localStorage (spec §4): saved after each step, read back when the
 * screen loads (the resume banner), cleared when the run completes or is cancelled.
 *
 * Storage can be missing or full (private windows, quotas): then nothing is saved and the
 * run still goes on; a saved value that does not have the expected shape is ignored.
 */
import type { SavedMigration } from './types';

export const MIGRATION_STORAGE_KEY = 'lodestar_migration_progress';

/**
 * The browser's localStorage, or null where there is none.
 */
function storage(): Storage | null {
	try {
		return typeof window !== 'undefined' ? window.localStorage : null;
	} catch {
		return null;
	}
}

/**
 * Whether a value is a plain object.
 *
 * @param value Value.
 */
function isObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Whether each group of a saved map has its id lists.
 *
 * @param groups Saved terms or posts.
 */
function hasGroups( groups: unknown ): boolean {
	return (
		isObject( groups ) &&
		Object.values( groups ).every(
			( group ) =>
				isObject( group ) &&
				Array.isArray( group.completed ) &&
				Array.isArray( group.remaining ) &&
				typeof group.total === 'number'
		)
	);
}

/**
 * Whether a parsed value is a saved run this version can resume.
 *
 * @param value Parsed value.
 */
function isSavedMigration( value: unknown ): value is SavedMigration {
	if ( ! isObject( value ) ) {
		return false;
	}
	const data = value.migrationData;
	return (
		typeof value.plugin_slug === 'string' &&
		value.plugin_slug !== '' &&
		typeof value.progress === 'number' &&
		Array.isArray( value.notMigrated ) &&
		Array.isArray( value.imported ) &&
		isObject( value.currentStatus ) &&
		( data === null ||
			( isObject( data ) &&
				hasGroups( data.terms ) &&
				hasGroups( data.posts ) &&
				typeof data.total_items === 'number' &&
				typeof data.migrated_items === 'number' ) )
	);
}

/**
 * Saves the run.
 *
 * @param saved What to save.
 */
export function saveMigrationProgress( saved: SavedMigration ): void {
	try {
		storage()?.setItem( MIGRATION_STORAGE_KEY, JSON.stringify( saved ) );
	} catch {
		// Full or refused: the run goes on without a saved copy.
	}
}

/**
 * The saved run, or null.
 */
export function loadMigrationProgress(): SavedMigration | null {
	try {
		const raw = storage()?.getItem( MIGRATION_STORAGE_KEY );
		if ( ! raw ) {
			return null;
		}
		const parsed: unknown = JSON.parse( raw );
		return isSavedMigration( parsed ) ? parsed : null;
	} catch {
		return null;
	}
}

/**
 * Forgets the saved run.
 */
export function clearMigrationProgress(): void {
	try {
		storage()?.removeItem( MIGRATION_STORAGE_KEY );
	} catch {
		// Nothing to clear.
	}
}
