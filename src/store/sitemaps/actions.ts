/**
 * Actions of the sitemaps slice: save robots.txt and rebuild the sitemap cache.
 */
import type { DataRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import * as api from '../../api/sitemaps';
import type { RobotsTxtData } from '../../api/sitemaps';
import { errorMessage } from '../../utils/errors';
import { saveWithSnackbar, snackbar } from '../snackbar';
import type { SitemapsAction } from './types';

const ROBOTS_SAVE_FAILED = (): string =>
	__( 'Failed to update robots.txt file.', 'lodestar' );
const ROBOTS_SAVE_FAILED_DESCRIPTION = (): string =>
	__(
		'An unexpected error occurred while updating the robots.txt content. Please try again later.',
		'lodestar'
	);
const SITEMAP_CACHE_FAILED = (): string =>
	__( 'Error generating sitemap cache. Please try again.', 'lodestar' );

const NOTICE_ID = 'lodestar-sitemaps';

interface SliceThunkArgs {
	select: {
		isSavingRobotsTxt: () => boolean;
		isRegeneratingSitemapCache: () => boolean;
	};
	dispatch: ( action: SitemapsAction ) => void;
	registry: DataRegistry;
}

/**
 * Stores the robots.txt editor's data.
 *
 * @param data Robots.txt data.
 */
export function receiveRobotsTxt( data: RobotsTxtData ): SitemapsAction {
	return { type: 'ROBOTS_TXT_RECEIVE', data };
}

/**
 * Saves robots.txt content: success snackbar 'Settings saved successfully.', else the
 * server's message (or the spec's) with the spec's description.
 *
 * @param content Content.
 * @return Whether it was saved.
 */
export const saveRobotsTxt =
	( content: string ) =>
	async ( {
		select,
		dispatch,
		registry,
	}: SliceThunkArgs ): Promise< boolean > => {
		if ( select.isSavingRobotsTxt() ) {
			return false;
		}
		dispatch( { type: 'ROBOTS_TXT_SAVE_START' } );
		return saveWithSnackbar( registry, NOTICE_ID, {
			request: () => api.saveRobotsTxt( content ),
			done: ( response ) =>
				dispatch( {
					type: 'ROBOTS_TXT_SAVE_SUCCESS',
					data: response.data ?? null,
				} ),
			failed: () => dispatch( { type: 'ROBOTS_TXT_SAVE_FAILURE' } ),
			failure: ( error ) => {
				const description =
					( error as { description?: string } | null )?.description ||
					ROBOTS_SAVE_FAILED_DESCRIPTION();
				return `${ errorMessage( error ) || ROBOTS_SAVE_FAILED() } ${ description }`;
			},
		} );
	};

/**
 * Clears and rebuilds the sitemap cache; the answer becomes the warning notice, a failure
 * the spec's error snackbar.
 *
 * @return Whether it succeeded.
 */
export const regenerateSitemapCache =
	() =>
	async ( {
		select,
		dispatch,
		registry,
	}: SliceThunkArgs ): Promise< boolean > => {
		if ( select.isRegeneratingSitemapCache() ) {
			return false;
		}
		dispatch( { type: 'SITEMAP_CACHE_START' } );
		try {
			const response = await api.generateSitemapCache();
			if ( ! response?.success ) {
				throw response;
			}
			dispatch( {
				type: 'SITEMAP_CACHE_DONE',
				notice: {
					message: response.message,
					description: response.description ?? '',
				},
			} );
			return true;
		} catch {
			dispatch( { type: 'SITEMAP_CACHE_DONE', notice: null } );
			snackbar( registry, NOTICE_ID ).error( SITEMAP_CACHE_FAILED() );
			return false;
		}
	};
