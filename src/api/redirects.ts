/**
 * Typed wrappers of the redirects endpoints (`lodestar/v1/redirects`). Only src/store calls these.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { PATHS } from './paths';

export type RedirectMatchType = 'exact' | 'prefix' | 'regex';
export type RedirectQueryMode = 'ignore' | 'exact' | 'pass';
export type RedirectStatus = 301 | 302 | 307 | 410 | 451;
export type RedirectOrigin = 'manual' | 'auto' | 'import' | 'migration' | '404';
export type RedirectTargetType = 'url' | 'post' | 'term';

/** The editable fields of a rule. */
export interface RedirectInput {
	source: string;
	match_type: RedirectMatchType;
	query_mode: RedirectQueryMode;
	target: string;
	target_type: RedirectTargetType;
	target_id: number;
	status: RedirectStatus;
	enabled: boolean;
	note: string;
}

/** A rule as listed. */
export interface Redirect extends RedirectInput {
	id: number;
	origin: RedirectOrigin;
	hits: number;
	last_hit: string | null;
	created: string;
	target_label: string;
	target_url: string | null;
	/** Set when another rule sends visitors to this rule's source. */
	warning: string;
}

export interface RedirectQuery {
	search: string;
	status: RedirectStatus | 0;
	origin: RedirectOrigin | '';
	orderby: 'id' | 'source' | 'status' | 'hits' | 'last_hit' | 'created';
	order: 'asc' | 'desc';
	page: number;
	per_page: number;
}

export interface Paged< T > {
	items: T[];
	total: number;
	pages: number;
}

export interface SavedRedirect {
	rule: Redirect;
	/** What changed beyond the rule itself (chains collapsed). */
	notes: string[];
}

export interface RedirectTest {
	matched: boolean;
	rule?: Redirect;
	status?: RedirectStatus;
	location?: string | null;
}

export interface ImportResult {
	created: number;
	skipped: number;
	errors: Array< { line: number; message: string } >;
}

/** A row of the 404 log. */
export interface NotFoundRow {
	id: number;
	path: string;
	hits: number;
	first_seen: string;
	last_seen: string;
	referrer: string;
	bot: boolean;
}

export interface NotFoundQuery {
	search: string;
	orderby: 'hits' | 'path' | 'first_seen' | 'last_seen';
	order: 'asc' | 'desc';
	page: number;
	per_page: number;
}

export interface NotFoundPage extends Paged< NotFoundRow > {
	/** Whether hits are counted in a persistent object cache (exact counts). */
	buffered: boolean;
}

/**
 * The query arguments both paged lists share: sort, page, and the search when there is one.
 *
 * @param query Search, sort and page.
 */
function listArgs(
	query: Pick<
		RedirectQuery | NotFoundQuery,
		'search' | 'orderby' | 'order' | 'page' | 'per_page'
	>
): Record< string, string | number > {
	const args: Record< string, string | number > = {
		orderby: query.orderby,
		order: query.order,
		page: query.page,
		per_page: query.per_page,
	};
	if ( query.search ) {
		args.search = query.search;
	}
	return args;
}

/**
 * A page of rules.
 *
 * @param query Search, filters, sort and page.
 */
export function listRedirects(
	query: RedirectQuery
): Promise< Paged< Redirect > > {
	const args = listArgs( query );
	if ( query.status ) {
		args.status = query.status;
	}
	if ( query.origin ) {
		args.origin = query.origin;
	}
	return apiFetch( { path: addQueryArgs( PATHS.redirects, args ) } );
}

/**
 * Creates a rule, or changes one.
 *
 * @param input Fields.
 * @param id    Rule to change (none: create).
 * @param from  '404' when made from a row of the 404 log.
 */
export function saveRedirect(
	input: Partial< RedirectInput >,
	id?: number,
	from?: '404'
): Promise< SavedRedirect > {
	return apiFetch( {
		path: id ? `${ PATHS.redirects }/${ id }` : PATHS.redirects,
		method: id ? 'PUT' : 'POST',
		data: from ? { ...input, from } : input,
	} );
}

/**
 * Enables, disables or deletes rules.
 *
 * @param action Action.
 * @param ids    Rule ids.
 */
export function bulkRedirects(
	action: 'enable' | 'disable' | 'delete',
	ids: number[]
): Promise< { action: string; changed: number } > {
	return apiFetch( {
		path: PATHS.redirectsBulk,
		method: 'POST',
		data: { action, ids },
	} );
}

/**
 * Which rule answers a URL.
 *
 * @param url URL or path.
 */
export function testRedirect( url: string ): Promise< RedirectTest > {
	return apiFetch( {
		path: PATHS.redirectsTest,
		method: 'POST',
		data: { url },
	} );
}

/**
 * Every rule as CSV.
 */
export function exportRedirects(): Promise< {
	filename: string;
	csv: string;
} > {
	return apiFetch( { path: PATHS.redirectsExport } );
}

/**
 * Imports a CSV (the Redirection plugin's columns, or Lodestar's export).
 *
 * @param csv File content.
 */
export function importRedirects( csv: string ): Promise< ImportResult > {
	return apiFetch( {
		path: PATHS.redirectsImport,
		method: 'POST',
		data: { csv },
	} );
}

/**
 * A page of the 404 log.
 *
 * @param query Search, sort and page.
 */
export function listNotFound( query: NotFoundQuery ): Promise< NotFoundPage > {
	const args = listArgs( query );
	return apiFetch( { path: addQueryArgs( PATHS.notFoundLog, args ) } );
}

/**
 * Deletes rows of the 404 log (all when no ids).
 *
 * @param ids Row ids.
 */
export function deleteNotFound(
	ids: number[] | null
): Promise< { deleted: number } > {
	return apiFetch( {
		path: PATHS.notFoundLog,
		method: 'DELETE',
		data: ids ? { ids } : { all: true },
	} );
}
