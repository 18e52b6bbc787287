/**
 * Typed wrappers over @wordpress/api-fetch, one function per endpoint.
 *
 * Only src/store calls these; components read through selectors and write through actions.
 * Errors are not caught here: apiFetch rejects with the WP_Error body ({code, message, data}).
 */
import apiFetch from '@wordpress/api-fetch';

import { addQueryArgs } from '@wordpress/url';

import type {
	ExportCategory,
	ExportSettingsResponse,
	GlobalSettingsResponse,
	MediaItem,
	MessageResponse,
	CorePostType,
	PostContentResponse,
	PostTypeArchivesResponse,
	SaveSettingsResponse,
	SettingsBackupResponse,
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

/**
 * The viewable post types that have an archive (core's types endpoint), as a Lodestar answer:
 * the Meta Templates switcher offers their archives.
 */
export async function getPostTypeArchives(): Promise< PostTypeArchivesResponse > {
	const types = await apiFetch< Record< string, CorePostType > >( {
		path: addQueryArgs( PATHS.postTypes, { context: 'view' } ),
	} );
	return {
		success: true,
		data: Object.values( types ?? {} )
			.filter(
				( type ) =>
					!! type.has_archive &&
					type.viewable !== false &&
					type.slug !== 'post'
			)
			.map( ( type ) => ( { slug: type.slug, label: type.name } ) ),
	};
}

/**
 * The export file of some categories (with success and message).
 *
 * @param categories Categories to export.
 */
export function exportSettings(
	categories: ExportCategory[]
): Promise< ExportSettingsResponse > {
	return apiFetch< ExportSettingsResponse >( {
		path: PATHS.exportSettings,
		method: 'POST',
		data: { categories },
	} );
}

/**
 * Imports a parsed export file.
 *
 * @param settingsData The parsed file.
 */
export function importSettings(
	settingsData: unknown
): Promise< MessageResponse > {
	return apiFetch< MessageResponse >( {
		path: PATHS.importSettings,
		method: 'POST',
		data: { settings_data: settingsData },
	} );
}

/**
 * Whether a backup of the settings before the last import exists.
 */
export function getSettingsBackup(): Promise< SettingsBackupResponse > {
	return apiFetch< SettingsBackupResponse >( {
		path: PATHS.settingsBackup,
	} );
}

/**
 * Restores the settings from before the last import.
 */
export function restoreSettingsBackup(): Promise< MessageResponse > {
	return apiFetch< MessageResponse >( {
		path: PATHS.restoreSettingsBackup,
		method: 'POST',
	} );
}

export interface MediaSearch {
	search: string;
	slug?: string;
	per_page: number;
}

/**
 * Images of the media library matching a search.
 *
 * @param query Search text and page size.
 */
export function searchMedia( query: MediaSearch ): Promise< MediaItem[] > {
	return apiFetch< MediaItem[] >( {
		path: addQueryArgs( PATHS.media, {
			...query,
			media_type: 'image',
			_fields:
				'id,source_url,slug,filename,filesize,mime_type,media_details',
		} ),
	} );
}
