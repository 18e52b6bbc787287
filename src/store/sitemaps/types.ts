/**
 * Types of the sitemaps slice: the sitemap cache and the robots.txt editor.
 */
import type { RobotsTxtData } from '../../api/sitemaps';

export interface SitemapCacheNotice {
	message: string;
	description: string;
}

export interface SitemapsState {
	/** The robots.txt editor's data; null until loaded. */
	robots: RobotsTxtData | null;
	isSavingRobots: boolean;
	isRegenerating: boolean;
	/** The last regeneration's answer, shown as a warning notice (spec §4). */
	cacheNotice: SitemapCacheNotice | null;
}

/** The store state as this slice's selectors see it. */
export interface SitemapsSlice {
	sitemaps: SitemapsState;
}

export type SitemapsAction =
	| { type: 'ROBOTS_TXT_RECEIVE'; data: RobotsTxtData }
	| { type: 'ROBOTS_TXT_SAVE_START' }
	| { type: 'ROBOTS_TXT_SAVE_SUCCESS'; data: RobotsTxtData | null }
	| { type: 'ROBOTS_TXT_SAVE_FAILURE' }
	| { type: 'SITEMAP_CACHE_START' }
	| { type: 'SITEMAP_CACHE_DONE'; notice: SitemapCacheNotice | null };
