/**
 * Typed wrappers over @wordpress/api-fetch, one function per endpoint.
 *
 * Only src/store calls these; components read through selectors and write through actions.
 * Errors are not caught here: apiFetch rejects with the WP_Error body ({code, message, data}).
 */
import apiFetch from '@wordpress/api-fetch';

import type {
	GlobalSettingsResponse,
	PostContentResponse,
	SaveSettingsResponse,
	SiteSettingsResponse,
} from '../types/api';
import type { SettingsChanges } from '../types/settings';
import { PATHS } from './paths';

/**
 * Every setting (defaults merged) and the keys that reload the app when saved.
 */
export function getGlobalSettings(): Promise< GlobalSettingsResponse > {
	return apiFetch< GlobalSettingsResponse >( {
		path: PATHS.globalSettings,
	} );
}

/**
 * Saves changed settings.
 *
 * @param changes Changed keys only.
 */
export function saveGlobalSettings(
	changes: SettingsChanges
): Promise< SaveSettingsResponse > {
	return apiFetch< SaveSettingsResponse >( {
		path: PATHS.globalSettings,
		method: 'POST',
		data: { data: changes },
	} );
}

/**
 * Site name, URL, favicon, tagline, front-page facts and the sample post for previews.
 */
export function getSiteSettings(): Promise< SiteSettingsResponse > {
	return apiFetch< SiteSettingsResponse >( { path: PATHS.siteSettings } );
}

/**
 * Post types, taxonomies and archives (robot instruction lists).
 */
export function getPostContent(): Promise< PostContentResponse > {
	return apiFetch< PostContentResponse >( { path: PATHS.postContent } );
}
