/**
 * Selectors of the whatsNew slice.
 */
import type { WhatsNewData } from '../../api/whats-new';
import type { WhatsNewSlice } from './types';

/**
 * The feed and read state; null until loaded (the first read loads it).
 *
 * @param state Store state.
 */
export function getWhatsNew( state: WhatsNewSlice ): WhatsNewData | null {
	return state.whatsNew.data;
}

/**
 * How many items are newer than what the user has seen (0 until loaded).
 *
 * @param state Store state.
 */
export function getWhatsNewUnreadCount( state: WhatsNewSlice ): number {
	const data = state.whatsNew.data;
	if ( ! data ) {
		return 0;
	}
	return data.items.filter( ( item ) => item.timestamp > data.readUntil )
		.length;
}
