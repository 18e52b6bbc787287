/**
 * Types of the migration slice: the run of spec §3 "Migration" (state and progress steps),
 * the sources offered, and the dry-run report pages.
 */
import type {
	MigrationCurrentStatus,
	MigrationData,
	MigrationItemResponse,
	MigrationPluginsResponse,
	MigrationPreviewResponse,
	NotMigratedItem,
} from '../../types/migration';

/** What is saved in localStorage after each step, so a closed tab can resume. */
export interface SavedMigration {
	plugin_slug: string;
	deactivatePlugin: boolean;
	overwrite: boolean;
	progress: number;
	currentStatus: MigrationCurrentStatus;
	migrationData: MigrationData | null;
	notMigrated: NotMigratedItem[];
	imported: string[];
}

export interface MigrationState {
	/** Sources, completed slugs and the undo offer; null until loaded. */
	plugins: MigrationPluginsResponse | null;
	plugin_slug: string;
	isMigrating: boolean;
	isDone: boolean;
	error: string | null;
	/** Percent, rounded. */
	progress: number;
	/** A saved run waits: Resume Migration, Start Over, Cancel Migration. */
	showResume: boolean;
	deactivatePlugin: boolean;
	/** Objects that already hold Lodestar values are replaced (beyond the spec). */
	overwrite: boolean;
	currentStatus: MigrationCurrentStatus;
	migrationData: MigrationData | null;
	/** Every not_migrated entry of the run, for the done panel. */
	notMigrated: NotMigratedItem[];
	/** Field names the run wrote, each once. */
	imported: string[];
	/** Whether the run deactivated the source (the offer afterwards is then not shown). */
	sourceDeactivated: boolean;
	/** Counts runs, so a run that was reset or replaced stops at its next step. */
	runId: number;
	/** Dry-run report pages, keyed by previewKey(). */
	previews: Record< string, MigrationPreviewResponse >;
}

/** The store state as this slice's selectors see it. */
export interface MigrationSlice {
	migration: MigrationState;
}

/** What one migrated item adds to the run. */
export type ItemResult = Pick<
	MigrationItemResponse,
	'migrated' | 'not_migrated'
>;

/**
 * The progress steps (spec §3 "Progress key steps") and the slice's other actions.
 */
export type MigrationAction =
	| { type: 'MIGRATION_INIT'; saved: SavedMigration | null }
	| { type: 'MIGRATION_SET_PLUGIN'; pluginSlug: string }
	| { type: 'MIGRATION_START'; runId: number }
	| {
			type: 'MIGRATION_SET_STATUS';
			status: MigrationCurrentStatus;
	  }
	| { type: 'MIGRATION_RECEIVE_DATA'; data: MigrationData }
	| {
			type: 'MIGRATION_COMPLETE_GLOBAL_SETTINGS';
			result: ItemResult;
	  }
	| {
			type: 'MIGRATION_COMPLETE_TERM';
			taxonomy: string;
			id: number;
			result: ItemResult;
	  }
	| {
			type: 'MIGRATION_COMPLETE_POST';
			postType: string;
			id: number;
			result: ItemResult;
	  }
	| { type: 'MIGRATION_ERROR'; error: string }
	| { type: 'MIGRATION_COMPLETE'; sourceDeactivated: boolean }
	| { type: 'MIGRATION_RESET' }
	| { type: 'MIGRATION_SET_DEACTIVATE'; deactivatePlugin: boolean }
	| { type: 'MIGRATION_SET_OVERWRITE'; overwrite: boolean }
	| { type: 'MIGRATION_PLUGINS_RECEIVE'; data: MigrationPluginsResponse }
	| {
			type: 'MIGRATION_PREVIEW_RECEIVE';
			key: string;
			data: MigrationPreviewResponse;
	  };
