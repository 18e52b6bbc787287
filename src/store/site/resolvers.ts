/**
 * Resolvers of the site slice: the first read loads; a failure fails the resolution with the
 * message to show.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api';
import { loadFailure, successful } from '../request';
import { receivePostContent, receiveSiteSettings } from './actions';
import type { SiteAction } from './types';

interface ResolverArgs {
	dispatch: ( action: SiteAction ) => void;
}

/**
 * Loads the site facts for previews.
 */
export const getSiteSettings =
	() =>
	async ( { dispatch }: ResolverArgs ): Promise< void > => {
		try {
			const { data } = successful( await api.getSiteSettings() );
			dispatch( receiveSiteSettings( data ) );
		} catch ( error ) {
			throw loadFailure(
				error,
				__( 'Failed to fetch site settings', 'lodestar' )
			);
		}
	};

/**
 * Loads the post types, taxonomies and archives.
 */
export const getPostContent =
	() =>
	async ( { dispatch }: ResolverArgs ): Promise< void > => {
		try {
			const { data } = successful( await api.getPostContent() );
			dispatch( receivePostContent( data ) );
		} catch ( error ) {
			throw loadFailure(
				error,
				__( 'Failed to fetch post content', 'lodestar' )
			);
		}
	};
