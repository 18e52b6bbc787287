/**
 * Actions of the site slice.
 */
import type {
	ContentTypeOption,
	PostContent,
	SiteSettings,
} from '../../types/api';
import type { SiteAction } from './types';

/**
 * Stores the site facts for previews.
 *
 * @param data Site settings.
 */
export function receiveSiteSettings( data: SiteSettings ): SiteAction {
	return { type: 'SITE_SETTINGS_RECEIVE', data };
}

/**
 * Stores the post types, taxonomies and archives.
 *
 * @param data Post content lists.
 */
export function receivePostContent( data: PostContent ): SiteAction {
	return { type: 'POST_CONTENT_RECEIVE', data };
}

/**
 * Stores the post types that have an archive.
 *
 * @param data Post types (slug, plural label).
 */
export function receivePostTypeArchives(
	data: ContentTypeOption[]
): SiteAction {
	return { type: 'POST_TYPE_ARCHIVES_RECEIVE', data };
}
