/**
 * The SEO settings of one post or term: GET and POST lodestar/v1/post/settings and
 * lodestar/v1/term/settings. Only src/store calls these.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import type {
	ObjectKind,
	ObjectSettingsResponse,
	SeoFields,
} from '../types/page-seo';
import { PATHS } from './paths';

/**
 * The GET path of an object. For a post it equals what the PHP side preloads
 * (Editor\EditorAssets::settings_path()), so the editor's first read needs no request.
 *
 * @param kind post or term.
 * @param id   Object id.
 */
export function objectSettingsPath( kind: ObjectKind, id: number ): string {
	return kind === 'post'
		? addQueryArgs( PATHS.postSettings, { post_id: id } )
		: addQueryArgs( PATHS.termSettings, { term_id: id } );
}

/**
 * Fields and preview facts of an object.
 *
 * @param kind post or term.
 * @param id   Object id.
 */
export function getObjectSettings(
	kind: ObjectKind,
	id: number
): Promise< ObjectSettingsResponse > {
	return apiFetch< ObjectSettingsResponse >( {
		path: objectSettingsPath( kind, id ),
	} );
}

/**
 * Saves changed fields of an object (400 naming the field when one is invalid).
 *
 * @param kind    post or term.
 * @param id      Object id.
 * @param changes Changed fields only.
 */
export function saveObjectSettings(
	kind: ObjectKind,
	id: number,
	changes: Partial< SeoFields >
): Promise< ObjectSettingsResponse > {
	return apiFetch< ObjectSettingsResponse >( {
		path: kind === 'post' ? PATHS.postSettings : PATHS.termSettings,
		method: 'POST',
		data: {
			[ kind === 'post' ? 'post_id' : 'term_id' ]: id,
			data: changes,
		},
	} );
}
