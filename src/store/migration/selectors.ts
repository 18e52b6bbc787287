/**
 * Selectors of the migration slice. Whether the sources or a preview page failed to load,
 * and why, is the resolution state (getResolutionError( 'getMigrationPlugins' ) and
 * getResolutionError( 'getMigrationPreview', args )).
 */
import type {
	MigrationCurrentStatus,
	MigrationData,
	MigrationGroupStatus,
	MigrationPluginsResponse,
	MigrationPreviewResponse,
	NotMigratedItem,
} from '../../types/migration';
import { previewKey } from './constants';
import type { MigrationSlice, SavedMigration } from './types';

/**
 * Sources whose data exists, the slugs migrated before and the undo offer; null until loaded.
 *
 * @param state Store state.
 */
export function getMigrationPlugins(
	state: MigrationSlice
): MigrationPluginsResponse | null {
	return state.migration.plugins;
}

/**
 * The chosen source plugin's slug ('' for none).
 *
 * @param state Store state.
 */
export function getMigrationPluginSlug( state: MigrationSlice ): string {
	return state.migration.plugin_slug;
}

/**
 * Whether a source is active: true or false when the sources are loaded and list it, else
 * null (unknown).
 *
 * @param state      Store state.
 * @param pluginSlug Source plugin.
 */
export function isMigrationSourceActive(
	state: MigrationSlice,
	pluginSlug: string
): boolean | null {
	const plugin = state.migration.plugins?.plugins[ pluginSlug ];
	return plugin ? plugin.active : null;
}

/**
 * Whether a run is going on.
 *
 * @param state Store state.
 */
export function isMigrating( state: MigrationSlice ): boolean {
	return state.migration.isMigrating;
}

/**
 * Whether the last run completed.
 *
 * @param state Store state.
 */
export function isMigrationDone( state: MigrationSlice ): boolean {
	return state.migration.isDone;
}

/**
 * Why the run stopped, or null.
 *
 * @param state Store state.
 */
export function getMigrationError( state: MigrationSlice ): string | null {
	return state.migration.error;
}

/**
 * Progress in percent.
 *
 * @param state Store state.
 */
export function getMigrationProgress( state: MigrationSlice ): number {
	return state.migration.progress;
}

/**
 * Whether a saved run waits to be resumed.
 *
 * @param state Store state.
 */
export function shouldShowMigrationResume( state: MigrationSlice ): boolean {
	return state.migration.showResume;
}

/**
 * Whether the source is deactivated after the run.
 *
 * @param state Store state.
 */
export function getMigrationDeactivate( state: MigrationSlice ): boolean {
	return state.migration.deactivatePlugin;
}

/**
 * Whether objects holding Lodestar values are replaced.
 *
 * @param state Store state.
 */
export function getMigrationOverwrite( state: MigrationSlice ): boolean {
	return state.migration.overwrite;
}

/**
 * Where the run is.
 *
 * @param state Store state.
 */
export function getMigrationCurrentStatus(
	state: MigrationSlice
): MigrationCurrentStatus {
	return state.migration.currentStatus;
}

/**
 * The run's data (groups, counts); null before the scan.
 *
 * @param state Store state.
 */
export function getMigrationData(
	state: MigrationSlice
): MigrationData | null {
	return state.migration.migrationData;
}

/**
 * How far one taxonomy's terms or one post type's posts are.
 *
 * @param state Store state.
 * @param kind  terms or posts.
 * @param name  Taxonomy or post type.
 */
export function getMigrationGroupStatus(
	state: MigrationSlice,
	kind: 'terms' | 'posts',
	name: string
): MigrationGroupStatus {
	const group = state.migration.migrationData?.[ kind ][ name ];
	if ( group && group.remaining.length === 0 ) {
		return 'completed';
	}
	const status = state.migration.currentStatus;
	const running =
		state.migration.isMigrating &&
		status.type === kind &&
		( kind === 'terms' ? status.taxonomy : status.postType ) === name;
	return running ? 'in_progress' : 'pending';
}

/**
 * Everything the run reported as not fully migrated.
 *
 * @param state Store state.
 */
export function getMigrationNotMigrated(
	state: MigrationSlice
): NotMigratedItem[] {
	return state.migration.notMigrated;
}

/**
 * Field names the run wrote, each once.
 *
 * @param state Store state.
 */
export function getMigrationImportedFields( state: MigrationSlice ): string[] {
	return state.migration.imported;
}

/**
 * Whether the run deactivated the source.
 *
 * @param state Store state.
 */
export function isMigrationSourceDeactivated( state: MigrationSlice ): boolean {
	return state.migration.sourceDeactivated;
}

/**
 * The id of the current (or last) run.
 *
 * @param state Store state.
 */
export function getMigrationRunId( state: MigrationSlice ): number {
	return state.migration.runId;
}

/**
 * What is saved after each step.
 *
 * @param state Store state.
 */
export function getSavedMigration( state: MigrationSlice ): SavedMigration {
	const migration = state.migration;
	return {
		plugin_slug: migration.plugin_slug,
		deactivatePlugin: migration.deactivatePlugin,
		overwrite: migration.overwrite,
		progress: migration.progress,
		currentStatus: migration.currentStatus,
		migrationData: migration.migrationData,
		notMigrated: migration.notMigrated,
		imported: migration.imported,
	};
}

/**
 * One page of the dry-run report; undefined until loaded.
 *
 * @param state      Store state.
 * @param pluginSlug Source plugin.
 * @param overwrite  Whether objects holding Lodestar values would be replaced.
 * @param page       Page, from 1.
 */
export function getMigrationPreview(
	state: MigrationSlice,
	pluginSlug: string,
	overwrite: boolean,
	page: number
): MigrationPreviewResponse | undefined {
	return state.migration.previews[
		previewKey( pluginSlug, overwrite, page )
	];
}
