/**
 * The SEO settings of one post or term: GET and POST lodestar/v1/post/settings and
 * lodestar/v1/term/settings. Only src/store calls these.
 */
import apiFetch from '@wordpress/api-fetch';

import type {
	ObjectKind,
	ObjectSettingsResponse,
	SeoFields,
} from '../types/page-seo';
import { PATHS, objectContext, objectSettingsPath } from './paths';

/**
 * Fields and preview facts of an object.
 *
 * @param kind post or term.
 * @param id   Object id.
 * @param type The post's type, or the term's taxonomy (checked by the server).
 */
export function getObjectSettings(
	kind: ObjectKind,
	id: number,
	type?: string
): Promise< ObjectSettingsResponse > {
	return apiFetch< ObjectSettingsResponse >( {
		path: objectSettingsPath( kind, id, type ),
	} );
}

/**
 * Saves changed fields of an object (400 naming the field when one is invalid).
 *
 * @param kind    post or term.
 * @param id      Object id.
 * @param changes Changed fields only.
 * @param type    The post's type, or the term's taxonomy (checked by the server).
 */
export function saveObjectSettings(
	kind: ObjectKind,
	id: number,
	changes: Partial< SeoFields >,
	type?: string
): Promise< ObjectSettingsResponse > {
	return apiFetch< ObjectSettingsResponse >( {
		path: kind === 'post' ? PATHS.postSettings : PATHS.termSettings,
		method: 'POST',
		data: {
			...objectContext( kind, id, type ),
			data: changes,
		},
	} );
}
