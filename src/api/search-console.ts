/**
 * Typed wrappers of the Search Console endpoints (`lodestar/v1/google-search-console/*`,
 * spec §7 and the issue-16 contract). Only src/store calls these; errors are not caught here
 * (apiFetch rejects with the WP_Error body `{ code, message, data: { status } }`).
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { PATHS } from './paths';

/** One property of the Google account (spec §3 "sites"). */
export interface SearchConsoleSite {
	/** `https://example.com/` or `sc-domain:example.com`. */
	siteUrl: string;
	isVerified: boolean;
	permissionLevel?: string;
}

/** Why a connection needs to be made again. */
export interface ReconnectReason {
	reason: 'invalid_grant' | 'key_changed' | 'revoked' | string;
	message: string;
}

/** The site owner's OAuth client, as far as the browser may know it. */
export interface OAuthClientInfo {
	clientId: string;
	hasSecret: boolean;
	/** Defined by LODESTAR_GSC_CLIENT_ID / _SECRET in wp-config.php: the fields are read-only. */
	fromConstants: boolean;
	/** The exact redirect URI to paste into Google Cloud. */
	redirectUri: string;
}

/** GET google-search-console/status. */
export interface SearchConsoleStatus {
	/** '1' when connected (spec §3). */
	authenticated: '1' | '';
	profile: { email: string } | null;
	hasSiteSelected: boolean;
	selectedSite: string;
	/** Google's consent page for this user ('' without an OAuth client). */
	authUrl: string;
	client: OAuthClientInfo;
	grantedScopes: string[];
	/** 'verification' and/or 'data' when the user unticked a scope. */
	missingFeatures: string[];
	reconnect: ReconnectReason | null;
}

/** One metric's totals (spec §7 clicks-and-impressions). */
export interface MetricTotals {
	current: number;
	previous: number;
	percentage: number;
}

export interface ClicksAndImpressions {
	clicks: MetricTotals;
	impressions: MetricTotals;
}

/** Traffic row (spec §3). */
export interface TrafficRow {
	/** YYYY-MM-DD. */
	date: string;
	clicks: number;
	impressions: number;
}

export interface PerformanceFigures {
	clicks: number | null;
	position: number | null;
	impressions: number | null;
}

/** Content performance row (spec §3). */
export interface ContentRow {
	url: string;
	title: string;
	current: PerformanceFigures;
	changes: PerformanceFigures;
}

/** The 90-day window the data calls ask about. */
export interface DateRange {
	startDate: string;
	endDate: string;
}

export interface SuccessAnswer {
	success: boolean;
	message?: string;
	code?: string;
}

export interface SiteAnswer extends SuccessAnswer {
	site?: string;
}

export interface SitesAnswer extends SuccessAnswer {
	sites?: SearchConsoleSite[];
	suggested?: string;
}

export interface PendingAnswer extends SuccessAnswer {
	pending?: boolean;
	/** With code 'scope_required': where to ask the extra scope. */
	authUrl?: string;
}

export interface DataAnswer< D > extends SuccessAnswer {
	data?: D;
}

/**
 * The connection state.
 */
export function getStatus(): Promise< SearchConsoleStatus > {
	return apiFetch< SearchConsoleStatus >( {
		path: PATHS.searchConsoleStatus,
	} );
}

/**
 * Saves the site owner's OAuth client.
 *
 * @param clientId     Client ID.
 * @param clientSecret Client secret ('' keeps the stored one).
 */
export function saveClient(
	clientId: string,
	clientSecret: string
): Promise< SuccessAnswer > {
	return apiFetch< SuccessAnswer >( {
		path: PATHS.searchConsoleClient,
		method: 'POST',
		data: { clientId, clientSecret },
	} );
}

/**
 * The selected property ('' when none).
 */
export function getSite(): Promise< SiteAnswer > {
	return apiFetch< SiteAnswer >( { path: PATHS.searchConsoleSite } );
}

/**
 * Selects a verified property.
 *
 * @param url Property (may be `sc-domain:`).
 */
export function selectSite( url: string ): Promise< SuccessAnswer > {
	return apiFetch< SuccessAnswer >( {
		path: PATHS.searchConsoleSite,
		method: 'PUT',
		data: { url },
	} );
}

/**
 * Every property the account can read, and the one to pre-select.
 */
export function getSites(): Promise< SitesAnswer > {
	return apiFetch< SitesAnswer >( { path: PATHS.searchConsoleSites } );
}

/**
 * Adds a property to the account.
 *
 * @param url Property URL.
 */
export function addSite( url: string ): Promise< PendingAnswer > {
	return apiFetch< PendingAnswer >( {
		path: PATHS.searchConsoleAddSite,
		method: 'POST',
		data: { url },
	} );
}

/**
 * Verifies a URL-prefix property with the META method.
 *
 * @param url Property URL.
 */
export function verifySite( url: string ): Promise< PendingAnswer > {
	return apiFetch< PendingAnswer >( {
		path: PATHS.searchConsoleVerifySite,
		method: 'POST',
		data: { url },
	} );
}

/**
 * Disconnects the account (the token is revoked at Google).
 */
export function revokeAuth(): Promise< SuccessAnswer > {
	return apiFetch< SuccessAnswer >( {
		path: PATHS.searchConsoleRevokeAuth,
		method: 'DELETE',
	} );
}

/**
 * Clicks and impressions of the window against the window before it.
 *
 * @param range   Dates.
 * @param refresh Bypass the server's cache.
 */
export function getClicksAndImpressions(
	range: DateRange,
	refresh = false
): Promise< DataAnswer< ClicksAndImpressions > > {
	return apiFetch< DataAnswer< ClicksAndImpressions > >( {
		path: PATHS.searchConsoleClicks,
		method: 'POST',
		data: refresh ? { ...range, refresh: true } : range,
	} );
}

/**
 * Clicks and impressions per day.
 *
 * @param range   Dates.
 * @param refresh Bypass the server's cache.
 */
export function getSiteTraffic(
	range: DateRange,
	refresh = false
): Promise< DataAnswer< TrafficRow[] > > {
	return apiFetch< DataAnswer< TrafficRow[] > >( {
		path: addQueryArgs( PATHS.searchConsoleSiteTraffic, {
			...range,
			...( refresh ? { refresh: 1 } : {} ),
		} ),
	} );
}

/** Rows asked for the content performance table (spec §9). */
export const CONTENT_ROW_LIMIT = 100;

/**
 * Performance by page, joined to local posts for titles.
 *
 * @param range   Dates.
 * @param refresh Bypass the server's cache.
 */
export function getContentPerformance(
	range: DateRange,
	refresh = false
): Promise< DataAnswer< ContentRow[] > > {
	return apiFetch< DataAnswer< ContentRow[] > >( {
		path: addQueryArgs( PATHS.searchConsoleContentPerformance, {
			rowLimit: CONTENT_ROW_LIMIT,
			...range,
			...( refresh ? { refresh: 1 } : {} ),
		} ),
	} );
}
