/**
 * Resolvers of the transfer slice.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api';
import { loadFailure, successful } from '../request';
import { receiveSettingsBackup } from './actions';
import type { TransferAction } from './types';

/**
 * Loads whether a backup from before the last import exists.
 */
export const getSettingsBackup =
	() =>
	async ( {
		dispatch,
	}: {
		dispatch: ( action: TransferAction ) => void;
	} ): Promise< void > => {
		try {
			const { data } = successful( await api.getSettingsBackup() );
			dispatch( receiveSettingsBackup( data ) );
		} catch ( error ) {
			throw loadFailure(
				error,
				__( 'Failed to fetch the settings backup', 'lodestar' )
			);
		}
	};
