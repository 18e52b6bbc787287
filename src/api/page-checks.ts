/**
 * Typed wrappers of the page-check endpoints (lodestar/v1/checks/page, checks/taxonomy,
 * checks/ignore-page-check). Only src/store calls these.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import type { PageChecksResponse } from '../analysis/types';
import type { ObjectKind } from '../types/page-seo';
import { PATHS } from './paths';

/**
 * The checks of a saved post or term, run by the server, with their ignore flags.
 *
 * @param kind post or term.
 * @param id   Object id.
 */
export function getPageChecks(
	kind: ObjectKind,
	id: number
): Promise< PageChecksResponse > {
	return apiFetch< PageChecksResponse >( {
		path:
			kind === 'post'
				? addQueryArgs( PATHS.pageChecks, { post_id: id } )
				: addQueryArgs( PATHS.taxonomyChecks, { term_id: id } ),
	} );
}

/**
 * Ignores (POST) or restores (DELETE) one check of a post or term.
 *
 * @param kind   post or term.
 * @param id     Object id.
 * @param check  Check id.
 * @param ignore True to ignore, false to restore.
 */
export function setPageCheckIgnored(
	kind: ObjectKind,
	id: number,
	check: string,
	ignore: boolean
): Promise< { status: string; id: string } > {
	return apiFetch( {
		path: PATHS.ignorePageCheck,
		method: ignore ? 'POST' : 'DELETE',
		data: { id: check, [ kind === 'post' ? 'post_id' : 'term_id' ]: id },
	} );
}
