/**
 * Resolvers of the searchConsole slice: the first read of the status or of the properties
 * loads them; a failure fails the resolution with the message to show.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api/search-console';
import { loadFailure } from '../request';
import {
	receiveSearchConsoleSites,
	receiveSearchConsoleStatus,
} from './actions';
import type { SearchConsoleAction } from './types';

interface ResolverArgs {
	dispatch: ( action: SearchConsoleAction ) => void;
}

/**
 * Loads the connection state.
 */
export const getSearchConsoleStatus =
	() =>
	async ( { dispatch }: ResolverArgs ): Promise< void > => {
		try {
			const status = await api.getStatus();
			if ( ! status || typeof status !== 'object' ) {
				throw status;
			}
			dispatch( receiveSearchConsoleStatus( status ) );
		} catch ( error ) {
			throw loadFailure(
				error,
				__(
					'Failed to fetch the Search Console connection.',
					'lodestar'
				)
			);
		}
	};

/**
 * Loads the properties of the account.
 */
export const getSearchConsoleSites =
	() =>
	async ( { dispatch }: ResolverArgs ): Promise< void > => {
		try {
			const answer = await api.getSites();
			if ( ! answer?.success ) {
				throw answer;
			}
			dispatch(
				receiveSearchConsoleSites(
					Array.isArray( answer.sites ) ? answer.sites : [],
					answer.suggested ?? ''
				)
			);
		} catch ( error ) {
			throw loadFailure(
				error,
				__( 'Failed to fetch matched site', 'lodestar' )
			);
		}
	};
