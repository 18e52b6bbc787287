/**
 * Resolvers of the extensions slice: the first read of the listing loads it; a failure ends
 * the resolution with 'Failed to fetch plugins and themes' (spec 2 §8), which the card shows.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api/extensions';
import { receiveExtensions } from './actions';
import type { ExtensionsAction } from './types';

/**
 * Loads the installed and active plugins and themes.
 */
export const getExtensionsListing =
	() =>
	async ( {
		dispatch,
	}: {
		dispatch: ( action: ExtensionsAction ) => void;
	} ): Promise< void > => {
		// The card shows the spec's fixed texts, whatever the failure said.
		const failure = new Error(
			__( 'Failed to fetch plugins and themes', 'lodestar' )
		);
		const listing = await api.getInstalledExtensions().catch( () => {
			throw failure;
		} );
		if ( ! listing?.success || ! listing.data || ! listing.nonce ) {
			throw failure;
		}
		dispatch( receiveExtensions( listing ) );
	};
