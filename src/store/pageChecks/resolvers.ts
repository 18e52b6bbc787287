/**
 * Resolvers of the pageChecks slice: the first read of an object's checks loads them.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api/page-checks';
import type { ObjectKind } from '../../types/page-seo';
import { loadFailure } from '../request';
import { receivePageChecks } from './actions';
import type { PageChecksAction } from './types';

/**
 * Loads the server's checks of an object.
 *
 * @param kind post or term.
 * @param id   Object id.
 */
export const getPageChecks =
	( kind: ObjectKind, id: number ) =>
	async ( {
		dispatch,
	}: {
		dispatch: ( action: PageChecksAction ) => void;
	} ): Promise< void > => {
		try {
			dispatch(
				receivePageChecks(
					kind,
					id,
					await api.getPageChecks( kind, id )
				)
			);
		} catch ( error ) {
			throw loadFailure(
				error,
				__( 'Failed to fetch the page checks', 'lodestar' )
			);
		}
	};

/**
 * The ignore list comes with the checks.
 *
 * @param kind post or term.
 * @param id   Object id.
 */
export const getIgnoredPageChecks =
	( kind: ObjectKind, id: number ) =>
	async ( {
		resolveSelect,
	}: {
		resolveSelect: {
			getPageChecks: (
				kind: ObjectKind,
				id: number
			) => Promise< unknown >;
		};
	} ): Promise< void > => {
		await resolveSelect.getPageChecks( kind, id );
	};
