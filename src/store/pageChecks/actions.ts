/**
 * Actions of the pageChecks slice: receive an object's checks, ignore or restore one.
 */
import type { DataRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import type { PageChecksResponse } from '../../analysis/types';
import * as api from '../../api/page-checks';
import type { ObjectKind } from '../../types/page-seo';
import { errorMessage } from '../../utils/errors';
import type { PageChecksAction } from './types';

/**
 * Stores the server's checks of an object.
 *
 * @param kind   post or term.
 * @param id     Object id.
 * @param report The answer of checks/page or checks/taxonomy.
 */
export function receivePageChecks(
	kind: ObjectKind,
	id: number,
	report: PageChecksResponse
): PageChecksAction {
	return { type: 'PAGE_CHECKS_RECEIVE', kind, id, report };
}

/**
 * Ignores or restores one check of an object: shown at once, sent to the server, put back
 * (with an error notice) when the server refuses. Resolves to whether it was saved.
 *
 * @param kind   post or term.
 * @param id     Object id.
 * @param check  Check id.
 * @param ignore True to ignore, false to restore.
 */
export const setPageCheckIgnored =
	( kind: ObjectKind, id: number, check: string, ignore: boolean ) =>
	async ( {
		dispatch,
		registry,
	}: {
		dispatch: ( action: PageChecksAction ) => void;
		registry: DataRegistry;
	} ): Promise< boolean > => {
		dispatch( { type: 'PAGE_CHECK_SET_IGNORED', kind, id, check, ignore } );
		try {
			await api.setPageCheckIgnored( kind, id, check, ignore );
			return true;
		} catch ( error ) {
			dispatch( {
				type: 'PAGE_CHECK_SET_IGNORED',
				kind,
				id,
				check,
				ignore: ! ignore,
			} );
			registry
				.dispatch( noticesStore )
				.createErrorNotice(
					errorMessage(
						error,
						ignore
							? __(
									'The check could not be ignored.',
									'lodestar'
								)
							: __(
									'The check could not be restored.',
									'lodestar'
								)
					),
					{ type: 'snackbar' }
				);
			return false;
		}
	};
