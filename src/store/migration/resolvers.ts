/**
 * Resolvers of the migration slice: the sources offered and the dry-run report pages.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api/migration';
import type { MigrationPreviewResponse } from '../../types/migration';
import { loadFailure } from '../request';
import { receiveMigrationPlugins, receiveMigrationPreview } from './actions';
import { MIGRATION_PREVIEW_PER_PAGE, previewKey } from './constants';
import type { MigrationAction } from './types';

interface ResolverArgs {
	dispatch: ( action: MigrationAction ) => void;
}

/**
 * Loads the sources whose data exists, the slugs migrated before and the undo offer.
 */
export const getMigrationPlugins =
	() =>
	async ( { dispatch }: ResolverArgs ): Promise< void > => {
		try {
			const answer = await api.getMigrationPlugins();
			if ( ! answer || typeof answer.plugins !== 'object' ) {
				throw answer ?? new Error( '' );
			}
			dispatch(
				receiveMigrationPlugins( {
					plugins: answer.plugins ?? {},
					completed: answer.completed ?? [],
					migration_ever_completed:
						!! answer.migration_ever_completed,
					undo: answer.undo ?? null,
				} )
			);
		} catch ( error ) {
			throw loadFailure(
				error,
				__(
					'Failed to fetch the SEO plugins to migrate from.',
					'lodestar'
				)
			);
		}
	};

/**
 * Loads one page of the dry-run report (the server writes nothing).
 *
 * @param pluginSlug Source plugin.
 * @param overwrite  Whether objects holding Lodestar values would be replaced.
 * @param page       Page, from 1.
 */
export const getMigrationPreview =
	( pluginSlug: string, overwrite: boolean, page: number ) =>
	async ( { dispatch }: ResolverArgs ): Promise< void > => {
		let answer: MigrationPreviewResponse;
		try {
			answer = await api.getMigrationPreview(
				pluginSlug,
				overwrite,
				page,
				MIGRATION_PREVIEW_PER_PAGE
			);
			if ( ! answer || ! Array.isArray( answer.items ) ) {
				throw answer ?? new Error( '' );
			}
		} catch ( error ) {
			throw loadFailure(
				error,
				__( 'Failed to load the migration preview.', 'lodestar' )
			);
		}
		dispatch(
			receiveMigrationPreview(
				previewKey( pluginSlug, overwrite, page ),
				{
					items: answer.items,
					total: answer.total ?? answer.items.length,
					total_pages: Math.max( 1, answer.total_pages ?? 1 ),
					objects: answer.objects ?? 0,
					fields: answer.fields ?? 0,
				}
			)
		);
	};
