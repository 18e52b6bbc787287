/**
 * The feed kept in session storage for 24 hours (spec §4: "The feed is cached 24 hours in
 * session storage"), so that moving between screens and reloading do not ask the server again.
 */
import type { WhatsNewData } from '../../api/whats-new';

export const CACHE_KEY = 'lodestar-whats-new';
/** 24 hours, in milliseconds. */
export const CACHE_TTL = 24 * 60 * 60 * 1000;

interface Stored {
	savedAt: number;
	data: WhatsNewData;
}

/**
 * Session storage, when the browser lets us use it.
 */
function storage(): Storage | null {
	try {
		return typeof window !== 'undefined' ? window.sessionStorage : null;
	} catch {
		return null;
	}
}

/**
 * The cached feed, when younger than 24 hours and well-formed.
 *
 * @param now Current time (ms).
 */
export function readCache( now = Date.now() ): WhatsNewData | null {
	const raw = storage()?.getItem( CACHE_KEY );
	if ( ! raw ) {
		return null;
	}
	try {
		const stored = JSON.parse( raw ) as Partial< Stored >;
		if (
			typeof stored.savedAt !== 'number' ||
			now - stored.savedAt > CACHE_TTL ||
			now < stored.savedAt ||
			! stored.data ||
			! Array.isArray( stored.data.items )
		) {
			return null;
		}
		return stored.data;
	} catch {
		return null;
	}
}

/**
 * Keeps the feed (a full storage is no error: the next screen asks the server).
 *
 * @param data    Feed.
 * @param savedAt When it was fetched (ms); kept when only the read state changes.
 */
export function writeCache( data: WhatsNewData, savedAt = Date.now() ): void {
	try {
		storage()?.setItem(
			CACHE_KEY,
			JSON.stringify( { savedAt, data } satisfies Stored )
		);
	} catch {
		// Ignored: storage full or disabled.
	}
}

/**
 * Updates the read state of the cached feed, keeping its age.
 *
 * @param readUntil Unix time up to which the user has seen the feed.
 */
export function markCacheRead( readUntil: number ): void {
	const raw = storage()?.getItem( CACHE_KEY );
	if ( ! raw ) {
		return;
	}
	try {
		const stored = JSON.parse( raw ) as Stored;
		writeCache( { ...stored.data, readUntil, unread: 0 }, stored.savedAt );
	} catch {
		// Ignored: the next load asks the server.
	}
}
