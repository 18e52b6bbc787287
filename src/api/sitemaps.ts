/**
 * Typed wrappers of the sitemap cache and robots.txt endpoints. Only src/store calls these.
 */
import apiFetch from '@wordpress/api-fetch';

import { PATHS } from './paths';

/** What the robots.txt editor shows (spec §3 "Robots.txt data"). */
export interface RobotsTxtData {
	/** Saved content; '' means WordPress manages the file. */
	robots_txt_content: string;
	/** '0' when the site asks search engines not to index it. */
	search_engine_visibility: '0' | '1';
	robots_file_exists: boolean;
	robot_file_content: string;
	/** What /robots.txt serves right now. */
	wordpress_content: string;
	robots_txt_url: string;
	reading_settings_url: string;
}

export interface RobotsTxtResponse {
	success: boolean;
	message?: string;
	description?: string;
	data?: RobotsTxtData;
}

export interface GenerateCacheResponse {
	success: boolean;
	message: string;
	description?: string;
	built?: number;
	total?: number;
}

/**
 * The robots.txt editor's data.
 */
export function getRobotsTxt(): Promise< RobotsTxtResponse > {
	return apiFetch< RobotsTxtResponse >( { path: PATHS.robotsTxt } );
}

/**
 * Saves robots.txt content ('' hands the file back to WordPress).
 *
 * @param content Content.
 */
export function saveRobotsTxt( content: string ): Promise< RobotsTxtResponse > {
	return apiFetch< RobotsTxtResponse >( {
		path: PATHS.robotsTxt,
		method: 'POST',
		data: { robots_txt_content: content },
	} );
}

/**
 * Clears and rebuilds the sitemap cache.
 */
export function generateSitemapCache(): Promise< GenerateCacheResponse > {
	return apiFetch< GenerateCacheResponse >( {
		path: PATHS.generateSitemapCache,
		method: 'POST',
	} );
}
