/**
 * Resolvers of the whatsNew slice: session storage first (24 hours), else the server.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api/whats-new';
import { loadFailure, successful } from '../request';
import { receiveWhatsNew } from './actions';
import { readCache, writeCache } from './cache';
import type { WhatsNewAction } from './types';

/**
 * Loads the feed.
 */
export const getWhatsNew =
	() =>
	async ( {
		dispatch,
	}: {
		dispatch: ( action: WhatsNewAction ) => void;
	} ): Promise< void > => {
		const cached = readCache();
		if ( cached ) {
			dispatch( receiveWhatsNew( cached ) );
			return;
		}
		try {
			const { data } = successful( await api.getWhatsNew() );
			writeCache( data );
			dispatch( receiveWhatsNew( data ) );
		} catch ( error ) {
			throw loadFailure(
				error,
				__( 'Failed to fetch the news feed.', 'lodestar' )
			);
		}
	};
