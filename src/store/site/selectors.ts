/**
 * Selectors of the site slice. Whether loading finished or failed is the resolution state
 * (hasFinishedResolution( 'getSiteSettings' ), getResolutionError( 'getPostContent' ), ...).
 */
import type {
	ContentTypeOption,
	PostContent,
	SiteSettings,
} from '../../types/api';
import type { SiteSlice } from './types';

/**
 * Site facts for previews; null until loaded.
 *
 * @param state Store state.
 */
export function getSiteSettings( state: SiteSlice ): SiteSettings | null {
	return state.site.siteSettings;
}

/**
 * Post types, taxonomies and archives; null until loaded.
 *
 * @param state Store state.
 */
export function getPostContent( state: SiteSlice ): PostContent | null {
	return state.site.postContent;
}

/**
 * Viewable post types with an archive; null until loaded.
 *
 * @param state Store state.
 */
export function getPostTypeArchives(
	state: SiteSlice
): ContentTypeOption[] | null {
	return state.site.postTypeArchives;
}
