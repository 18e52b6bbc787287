/**
 * Types of the discovery slice: IndexNow and llms.txt.
 */
import type { IndexNowData, LlmsTxtData } from '../../api/discovery';

export interface DiscoveryState {
	/** The IndexNow screen's data; null until loaded. */
	indexNow: IndexNowData | null;
	/** The llms.txt screen's data; null until loaded. */
	llms: LlmsTxtData | null;
	isSavingKey: boolean;
	isSubmitting: boolean;
	isSavingLlms: boolean;
	/** The live preview of unsaved choices; null while it shows the saved text. */
	llmsPreview: string | null;
}

/** The store state as this slice's selectors see it. */
export interface DiscoverySlice {
	discovery: DiscoveryState;
}

export type DiscoveryAction =
	| { type: 'INDEXNOW_RECEIVE'; data: IndexNowData }
	| { type: 'INDEXNOW_KEY_START' }
	| { type: 'INDEXNOW_KEY_DONE'; data: IndexNowData | null }
	| { type: 'INDEXNOW_SUBMIT_START' }
	| { type: 'INDEXNOW_SUBMIT_DONE'; data: IndexNowData | null }
	| { type: 'LLMS_TXT_RECEIVE'; data: LlmsTxtData }
	| { type: 'LLMS_TXT_SAVE_START' }
	| { type: 'LLMS_TXT_SAVE_DONE'; data: LlmsTxtData | null }
	| { type: 'LLMS_TXT_PREVIEW'; preview: string | null };
