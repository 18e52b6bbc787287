/**
 * Types of the whatsNew slice: the feed of the top bar's What's New flyout.
 */
import type { WhatsNewData } from '../../api/whats-new';

export interface WhatsNewState {
	/** Items and read state; null until loaded. */
	data: WhatsNewData | null;
}

/** The store state as this slice's selectors see it. */
export interface WhatsNewSlice {
	whatsNew: WhatsNewState;
}

export type WhatsNewAction =
	| { type: 'WHATS_NEW_RECEIVE'; data: WhatsNewData }
	| { type: 'WHATS_NEW_READ'; readUntil: number };
