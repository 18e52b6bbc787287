/**
 * Typed wrappers of the site analysis endpoints (`checks/*`) and of the site settings the
 * analysis fixers write. Only src/store calls these.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import type { CheckCategory, CheckReport } from '../types/checks';
import { PATHS } from './paths';

export interface SiteChecksQuery {
	/** Site URL to analyse (the server defaults to the home page). */
	url?: string;
	/** Recompute instead of answering the cached report. */
	force?: boolean;
}

/** POST|DELETE checks/ignore-site-check */
export interface IgnoreCheckResponse {
	status: string;
	id: string;
}

/** One object of `GET checks/attention`: the posts and terms whose page checks fail most. */
export interface AttentionItem {
	id: number;
	type: 'post' | 'term';
	subtype: string;
	title: string;
	edit_url: string;
	errors: number;
	warnings: number;
}

/** GET checks/attention */
export interface AttentionResponse {
	items: AttentionItem[];
	total: number;
	view_all_url: string;
}

/**
 * The site checks of one category: check id => result.
 *
 * @param category Category.
 * @param query    URL and force.
 */
export function getSiteChecks(
	category: CheckCategory,
	query: SiteChecksQuery = {}
): Promise< CheckReport > {
	const args: Record< string, string | boolean > = {};
	if ( query.url ) {
		args.url = query.url;
	}
	if ( query.force ) {
		args.force = true;
	}
	return apiFetch< CheckReport >( {
		path: addQueryArgs( `${ PATHS.checks }/${ category }`, args ),
	} );
}

/**
 * Puts a site check on the ignore list (POST) or takes it off (DELETE).
 *
 * @param id     Check id.
 * @param ignore True to ignore, false to restore.
 */
export function setSiteCheckIgnored(
	id: string,
	ignore: boolean
): Promise< IgnoreCheckResponse > {
	return apiFetch< IgnoreCheckResponse >( {
		path: PATHS.ignoreSiteCheck,
		method: ignore ? 'POST' : 'DELETE',
		data: { id },
	} );
}

/**
 * The objects that need attention most (dashboard list).
 *
 * @param limit How many (the dashboard shows 10).
 */
export function getAttention( limit: number ): Promise< AttentionResponse > {
	return apiFetch< AttentionResponse >( {
		path: addQueryArgs( PATHS.checksAttention, { limit } ),
	} );
}

/**
 * Asks search engines to index the site again (Settings > Reading "Search engine
 * visibility" unchecked: `blog_public` = 1).
 */
export function allowSearchEngines(): Promise< { success: boolean } > {
	return apiFetch< { success: boolean } >( {
		path: PATHS.siteSettings,
		method: 'POST',
		data: { blog_public: true },
	} );
}

/**
 * Saves the site's tagline through core's settings endpoint.
 *
 * @param tagline Tagline.
 */
export function saveTagline(
	tagline: string
): Promise< { description?: string } > {
	return apiFetch< { description?: string } >( {
		path: PATHS.wpSettings,
		method: 'POST',
		data: { description: tagline },
	} );
}

/** What a bulk re-analysis goes through: posts, then terms. */
export type ReanalysisKind = 'post' | 'term';

/** POST checks/reanalyze */
export interface ReanalysisStep {
	kind: ReanalysisKind;
	/** Last ID of this batch: the next batch starts after it. */
	next: number;
	/** Objects analysed in this batch. */
	processed: number;
	/** Whether that kind is done. */
	done: boolean;
	/** With the first batch (after 0): how many posts and terms a whole run goes through. */
	totals?: Record< ReanalysisKind, number >;
}

/**
 * Runs and stores the page checks of one batch of posts or terms.
 *
 * @param kind  post or term.
 * @param after Last ID of the previous batch of that kind (0 to start).
 */
export function reanalyzeContent(
	kind: ReanalysisKind,
	after: number
): Promise< ReanalysisStep > {
	return apiFetch< ReanalysisStep >( {
		path: PATHS.reanalyze,
		method: 'POST',
		data: { kind, after },
	} );
}
