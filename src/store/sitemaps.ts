/**
 * The `lodestar/seo` store's slice for the sitemap cache and the robots.txt editor.
 *
 * Composed into the store in ./index.ts next to the settings slice.
 */
import type { DataRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import * as api from '../api/sitemaps';
import type { RobotsTxtData } from '../api/sitemaps';
import type { LoadingState } from './types';
import { errorMessage } from '../utils/errors';

export interface SitemapCacheNotice {
	message: string;
	description: string;
}

export interface SitemapsState {
	robots: {
		state: LoadingState;
		error: string;
		data: RobotsTxtData | null;
		isSaving: boolean;
	};
	isRegenerating: boolean;
	/** The last regeneration's answer, shown as a warning notice (spec §4). */
	cacheNotice: SitemapCacheNotice | null;
}

export interface SitemapsSliceState {
	sitemaps: SitemapsState;
}

export type SitemapsAction =
	| { type: 'ROBOTS_TXT_FETCH_START' }
	| { type: 'ROBOTS_TXT_FETCH_SUCCESS'; data: RobotsTxtData }
	| { type: 'ROBOTS_TXT_FETCH_ERROR'; message: string }
	| { type: 'ROBOTS_TXT_SAVE_START' }
	| { type: 'ROBOTS_TXT_SAVE_SUCCESS'; data: RobotsTxtData | null }
	| { type: 'ROBOTS_TXT_SAVE_FAILURE' }
	| { type: 'SITEMAP_CACHE_START' }
	| { type: 'SITEMAP_CACHE_DONE'; notice: SitemapCacheNotice | null };

export const SITEMAPS_INITIAL: SitemapsState = {
	robots: { state: 'idle', error: '', data: null, isSaving: false },
	isRegenerating: false,
	cacheNotice: null,
};

export const ROBOTS_SAVE_FAILED = (): string =>
	__( 'Failed to update robots.txt file.', 'lodestar' );
export const ROBOTS_SAVE_FAILED_DESCRIPTION = (): string =>
	__(
		'An unexpected error occurred while updating the robots.txt content. Please try again later.',
		'lodestar'
	);
export const SITEMAP_CACHE_FAILED = (): string =>
	__( 'Error generating sitemap cache. Please try again.', 'lodestar' );

const NOTICE_ID = 'lodestar-sitemaps';

/**
 * Reducer of the slice.
 *
 * @param state       Slice state.
 * @param action      Action.
 * @param action.type
 */
export function sitemapsReducer(
	state: SitemapsState = SITEMAPS_INITIAL,
	action: { type: string }
): SitemapsState {
	const a = action as SitemapsAction;
	switch ( a.type ) {
		case 'ROBOTS_TXT_FETCH_START':
			return { ...state, robots: { ...state.robots, state: 'pending' } };
		case 'ROBOTS_TXT_FETCH_SUCCESS':
			return {
				...state,
				robots: {
					...state.robots,
					state: 'success',
					error: '',
					data: a.data,
				},
			};
		case 'ROBOTS_TXT_FETCH_ERROR':
			return {
				...state,
				robots: { ...state.robots, state: 'error', error: a.message },
			};
		case 'ROBOTS_TXT_SAVE_START':
			return { ...state, robots: { ...state.robots, isSaving: true } };
		case 'ROBOTS_TXT_SAVE_SUCCESS':
			return {
				...state,
				robots: {
					...state.robots,
					isSaving: false,
					data: a.data ?? state.robots.data,
				},
			};
		case 'ROBOTS_TXT_SAVE_FAILURE':
			return { ...state, robots: { ...state.robots, isSaving: false } };
		case 'SITEMAP_CACHE_START':
			return { ...state, isRegenerating: true, cacheNotice: null };
		case 'SITEMAP_CACHE_DONE':
			return { ...state, isRegenerating: false, cacheNotice: a.notice };
	}
	return state;
}

interface SliceThunkArgs {
	select: {
		isSavingRobotsTxt: () => boolean;
		isRegeneratingSitemapCache: () => boolean;
	};
	dispatch: ( action: SitemapsAction ) => void;
	registry: DataRegistry;
}

export const sitemapsActions = {
	/**
	 * Loads the robots.txt editor's data.
	 */
	fetchRobotsTxt:
		() =>
		async ( { dispatch }: SliceThunkArgs ): Promise< void > => {
			dispatch( { type: 'ROBOTS_TXT_FETCH_START' } );
			try {
				const response = await api.getRobotsTxt();
				if ( ! response?.success || ! response.data ) {
					throw response;
				}
				dispatch( {
					type: 'ROBOTS_TXT_FETCH_SUCCESS',
					data: response.data,
				} );
			} catch ( error ) {
				dispatch( {
					type: 'ROBOTS_TXT_FETCH_ERROR',
					message:
						errorMessage( error ) ||
						__( 'Failed to load robots.txt.', 'lodestar' ),
				} );
			}
		},

	/**
	 * Saves robots.txt content: success snackbar 'Settings saved successfully.', else the
	 * server's message (or the spec's) with the spec's description.
	 *
	 * @param content Content.
	 * @return Whether it was saved.
	 */
	saveRobotsTxt:
		( content: string ) =>
		async ( {
			select,
			dispatch,
			registry,
		}: SliceThunkArgs ): Promise< boolean > => {
			if ( select.isSavingRobotsTxt() ) {
				return false;
			}
			const notices = registry.dispatch( noticesStore );
			dispatch( { type: 'ROBOTS_TXT_SAVE_START' } );
			try {
				const response = await api.saveRobotsTxt( content );
				if ( ! response?.success ) {
					throw response;
				}
				dispatch( {
					type: 'ROBOTS_TXT_SAVE_SUCCESS',
					data: response.data ?? null,
				} );
				notices.createSuccessNotice(
					response.message ||
						__( 'Settings saved successfully.', 'lodestar' ),
					{ type: 'snackbar', id: NOTICE_ID }
				);
				return true;
			} catch ( error ) {
				dispatch( { type: 'ROBOTS_TXT_SAVE_FAILURE' } );
				const description =
					( error as { description?: string } | null )?.description ||
					ROBOTS_SAVE_FAILED_DESCRIPTION();
				notices.createErrorNotice(
					`${ errorMessage( error ) || ROBOTS_SAVE_FAILED() } ${ description }`,
					{ type: 'snackbar', id: NOTICE_ID }
				);
				return false;
			}
		},

	/**
	 * Clears and rebuilds the sitemap cache; the answer becomes the warning notice, a failure
	 * the spec's error snackbar.
	 *
	 * @return Whether it succeeded.
	 */
	regenerateSitemapCache:
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
				registry
					.dispatch( noticesStore )
					.createErrorNotice( SITEMAP_CACHE_FAILED(), {
						type: 'snackbar',
						id: NOTICE_ID,
					} );
				return false;
			}
		},
};

export const sitemapsSelectors = {
	getRobotsTxt: ( state: SitemapsSliceState ): RobotsTxtData | null =>
		state.sitemaps.robots.data,
	getRobotsTxtLoadingState: ( state: SitemapsSliceState ): LoadingState =>
		state.sitemaps.robots.state,
	getRobotsTxtError: ( state: SitemapsSliceState ): string =>
		state.sitemaps.robots.error,
	isSavingRobotsTxt: ( state: SitemapsSliceState ): boolean =>
		state.sitemaps.robots.isSaving,
	isRegeneratingSitemapCache: ( state: SitemapsSliceState ): boolean =>
		state.sitemaps.isRegenerating,
	getSitemapCacheNotice: (
		state: SitemapsSliceState
	): SitemapCacheNotice | null => state.sitemaps.cacheNotice,
};

export const sitemapsResolvers = {
	getRobotsTxt:
		() =>
		( {
			dispatch,
		}: {
			dispatch: { fetchRobotsTxt: () => Promise< void > };
		} ): Promise< void > =>
			dispatch.fetchRobotsTxt(),
};
