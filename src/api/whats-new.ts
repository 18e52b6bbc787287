/**
 * Typed wrappers of the What's New endpoints. Only src/store calls these.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { PATHS } from './paths';

/**
 * One entry of the feed (spec §3 "Feed item"), sanitized by the server: `title` is plain
 * text, `description` safe HTML, `link` an http(s) URL or ''.
 */
export interface FeedItem {
	id: string;
	title: string;
	link: string;
	/** ISO 8601, '' when the entry has no date. */
	date: string;
	/** Unix time, 0 when the entry has no date. */
	timestamp: number;
	description: string;
}

export interface WhatsNewData {
	items: FeedItem[];
	/** Why there are no items (the feed could not be read), else null. */
	error: string | null;
	/** Unix time up to which the current user has seen the feed. */
	readUntil: number;
	unread: number;
}

export interface WhatsNewResponse {
	success: boolean;
	data?: WhatsNewData;
}

export interface WhatsNewReadResponse {
	success: boolean;
	data?: { readUntil: number; unread: number };
}

/**
 * The feed's items and the user's read state.
 *
 * @param refresh Ask the server to fetch the feed again.
 */
export function getWhatsNew( refresh = false ): Promise< WhatsNewResponse > {
	return apiFetch< WhatsNewResponse >( {
		path: refresh
			? addQueryArgs( PATHS.whatsNew, { refresh: true } )
			: PATHS.whatsNew,
	} );
}

/**
 * Marks every current item as seen by the current user.
 */
export function markWhatsNewRead(): Promise< WhatsNewReadResponse > {
	return apiFetch< WhatsNewReadResponse >( {
		path: PATHS.whatsNewRead,
		method: 'POST',
	} );
}
