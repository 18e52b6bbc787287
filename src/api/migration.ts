/**
 * Typed wrappers of the migration endpoints (lodestar/v1/migration/*, plugins/deactivate).
 * Only src/store calls these. Each item travels alone: one term or post per request.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import type {
	MigrationItemResponse,
	MigrationMessageResponse,
	MigrationPluginsResponse,
	MigrationPreviewResponse,
	MigrationScanResponse,
	MigrationServerState,
	MigrationUndoResponse,
} from '../types/migration';
import { PATHS } from './paths';

/**
 * The sources whose data exists on this site, which were migrated before, and the last run
 * that can be undone.
 */
export function getMigrationPlugins(): Promise< MigrationPluginsResponse > {
	return apiFetch< MigrationPluginsResponse >( {
		path: PATHS.migrationPlugins,
	} );
}

/**
 * The server's record of the run (what it completed, where it is).
 */
export function getMigratedData(): Promise< MigrationServerState > {
	return apiFetch< MigrationServerState >( { path: PATHS.migrationData } );
}

/**
 * One page of the source's terms (ids by taxonomy) or posts (ids by post type).
 *
 * @param kind       terms or posts.
 * @param pluginSlug Source plugin.
 * @param page       Page, from 1.
 */
export function scanMigrationItems(
	kind: 'terms' | 'posts',
	pluginSlug: string,
	page: number
): Promise< MigrationScanResponse > {
	return apiFetch< MigrationScanResponse >( {
		path: addQueryArgs(
			kind === 'terms' ? PATHS.migrationTerms : PATHS.migrationPosts,
			{ page, plugin_slug: pluginSlug }
		),
	} );
}

/**
 * Migrates the source's global settings.
 *
 * @param pluginSlug Source plugin.
 * @param overwrite  Whether settings Lodestar already holds are replaced.
 */
export function migrateGlobalSettings(
	pluginSlug: string,
	overwrite: boolean
): Promise< MigrationItemResponse > {
	return apiFetch< MigrationItemResponse >( {
		path: PATHS.migrationGlobalSettings,
		method: 'POST',
		data: { plugin_slug: pluginSlug, cleanup: false, overwrite },
	} );
}

/**
 * Migrates one term or one post.
 *
 * @param kind       terms or posts.
 * @param pluginSlug Source plugin.
 * @param id         Term or post id.
 * @param overwrite  Whether an object that holds Lodestar values is replaced.
 */
export function migrateItem(
	kind: 'terms' | 'posts',
	pluginSlug: string,
	id: number,
	overwrite: boolean
): Promise< MigrationItemResponse > {
	return apiFetch< MigrationItemResponse >( {
		path: kind === 'terms' ? PATHS.migrationTerms : PATHS.migrationPosts,
		method: 'POST',
		data: {
			plugin_slug: pluginSlug,
			[ kind === 'terms' ? 'term_ids' : 'post_ids' ]: [ id ],
			cleanup: false,
			overwrite,
		},
	} );
}

/**
 * Tells the server the run is over.
 *
 * @param pluginSlug Source plugin.
 */
export function completeMigration(
	pluginSlug: string
): Promise< MigrationMessageResponse > {
	return apiFetch< MigrationMessageResponse >( {
		path: PATHS.migrationCompleted,
		method: 'POST',
		data: { plugin_slug: pluginSlug },
	} );
}

/**
 * Deactivates the source plugin.
 *
 * @param pluginSlug Source plugin.
 */
export function deactivatePlugin(
	pluginSlug: string
): Promise< MigrationMessageResponse > {
	return apiFetch< MigrationMessageResponse >( {
		path: PATHS.deactivatePlugin,
		method: 'POST',
		data: { plugin_slug: pluginSlug },
	} );
}

/**
 * The query of a dry-run report.
 *
 * @param pluginSlug Source plugin.
 * @param overwrite  Whether objects holding Lodestar values would be replaced.
 */
function previewQuery( pluginSlug: string, overwrite: boolean ) {
	// Booleans travel as 1/0: a query string has no false.
	return { plugin_slug: pluginSlug, overwrite: overwrite ? 1 : 0 };
}

/**
 * One page of the dry-run report (nothing is written).
 *
 * @param pluginSlug Source plugin.
 * @param overwrite  Whether objects holding Lodestar values would be replaced.
 * @param page       Page, from 1.
 * @param perPage    Rows per page.
 */
export function getMigrationPreview(
	pluginSlug: string,
	overwrite: boolean,
	page: number,
	perPage: number
): Promise< MigrationPreviewResponse > {
	return apiFetch< MigrationPreviewResponse >( {
		path: addQueryArgs( PATHS.migrationPreview, {
			...previewQuery( pluginSlug, overwrite ),
			page,
			per_page: perPage,
		} ),
	} );
}

/**
 * The whole dry-run report as CSV text.
 *
 * @param pluginSlug Source plugin.
 * @param overwrite  Whether objects holding Lodestar values would be replaced.
 */
export async function getMigrationPreviewCsv(
	pluginSlug: string,
	overwrite: boolean
): Promise< string > {
	const response = await apiFetch< Response, false >( {
		path: addQueryArgs(
			PATHS.migrationPreviewCsv,
			previewQuery( pluginSlug, overwrite )
		),
		parse: false,
	} );
	return response.text();
}

/**
 * Restores the Lodestar data as it was before the last run.
 */
export function undoMigration(): Promise< MigrationUndoResponse > {
	return apiFetch< MigrationUndoResponse >( {
		path: PATHS.migrationUndo,
		method: 'POST',
		data: {},
	} );
}
