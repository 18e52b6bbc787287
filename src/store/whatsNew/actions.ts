/**
 * Actions of the whatsNew slice: store the feed, mark it read.
 */
import * as api from '../../api/whats-new';
import type { WhatsNewData } from '../../api/whats-new';
import { markCacheRead } from './cache';
import type { WhatsNewAction } from './types';

/**
 * Stores the feed and read state.
 *
 * @param data Feed.
 */
export function receiveWhatsNew( data: WhatsNewData ): WhatsNewAction {
	return { type: 'WHATS_NEW_RECEIVE', data };
}

/**
 * Marks every current item as seen (the server keeps it per user); the badge goes at once,
 * and comes back on the next load if the server could not keep it.
 */
export const markWhatsNewRead =
	() =>
	async ( {
		dispatch,
	}: {
		dispatch: ( action: WhatsNewAction ) => void;
	} ): Promise< void > => {
		const optimistic = Math.floor( Date.now() / 1000 );
		dispatch( { type: 'WHATS_NEW_READ', readUntil: optimistic } );
		try {
			const response = await api.markWhatsNewRead();
			const readUntil = response?.data?.readUntil ?? optimistic;
			dispatch( { type: 'WHATS_NEW_READ', readUntil } );
			markCacheRead( readUntil );
		} catch {
			// The badge returns with the next load of the feed.
		}
	};
