/**
 * Resolvers of the sitemaps slice.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api/sitemaps';
import { loadFailure, successful } from '../request';
import { receiveRobotsTxt } from './actions';
import type { SitemapsAction } from './types';

/**
 * Loads the robots.txt editor's data.
 */
export const getRobotsTxt =
	() =>
	async ( {
		dispatch,
	}: {
		dispatch: ( action: SitemapsAction ) => void;
	} ): Promise< void > => {
		try {
			const { data } = successful( await api.getRobotsTxt() );
			dispatch( receiveRobotsTxt( data ) );
		} catch ( error ) {
			throw loadFailure(
				error,
				__( 'Failed to load robots.txt.', 'lodestar' )
			);
		}
	};
