/**
 * Selectors of the sitemaps slice. Whether robots.txt failed to load, and why, is the
 * resolution state: getResolutionError( 'getRobotsTxt' ).
 */
import type { RobotsTxtData } from '../../api/sitemaps';
import type { SitemapCacheNotice, SitemapsSlice } from './types';

/**
 * The robots.txt editor's data; null until loaded.
 *
 * @param state Store state.
 */
export function getRobotsTxt( state: SitemapsSlice ): RobotsTxtData | null {
	return state.sitemaps.robots;
}

/**
 * Whether robots.txt is being saved.
 *
 * @param state Store state.
 */
export function isSavingRobotsTxt( state: SitemapsSlice ): boolean {
	return state.sitemaps.isSavingRobots;
}

/**
 * Whether the sitemap cache is being rebuilt.
 *
 * @param state Store state.
 */
export function isRegeneratingSitemapCache( state: SitemapsSlice ): boolean {
	return state.sitemaps.isRegenerating;
}

/**
 * The last regeneration's answer (shown as a warning notice), or null.
 *
 * @param state Store state.
 */
export function getSitemapCacheNotice(
	state: SitemapsSlice
): SitemapCacheNotice | null {
	return state.sitemaps.cacheNotice;
}
