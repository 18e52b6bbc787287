/**
 * Types of the site slice: facts about the site that screens show (previews, robot lists).
 */
import type {
	ContentTypeOption,
	PostContent,
	SiteSettings,
} from '../../types/api';

export interface SiteState {
	/** Site name, tagline, front page and sample post for previews; null until loaded. */
	siteSettings: SiteSettings | null;
	/** Post types, taxonomies and archives; null until loaded. */
	postContent: PostContent | null;
	/** Viewable post types with an archive (slug, plural label); null until loaded. */
	postTypeArchives: ContentTypeOption[] | null;
}

/** The store state as this slice's selectors see it. */
export interface SiteSlice {
	site: SiteState;
}

export type SiteAction =
	| { type: 'SITE_SETTINGS_RECEIVE'; data: SiteSettings }
	| { type: 'POST_CONTENT_RECEIVE'; data: PostContent }
	| { type: 'POST_TYPE_ARCHIVES_RECEIVE'; data: ContentTypeOption[] };
