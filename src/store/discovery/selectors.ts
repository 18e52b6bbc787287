/**
 * Selectors of the discovery slice. Whether a screen's data failed to load, and why, is the
 * resolution state: getResolutionError( 'getIndexNow' ), getResolutionError( 'getLlmsTxt' ).
 */
import type { IndexNowData, LlmsTxtData } from '../../api/discovery';
import type { DiscoverySlice } from './types';

/**
 * The IndexNow screen's data; null until loaded.
 *
 * @param state Store state.
 */
export function getIndexNow( state: DiscoverySlice ): IndexNowData | null {
	return state.discovery.indexNow;
}

/**
 * Whether the IndexNow key is being saved.
 *
 * @param state Store state.
 */
export function isSavingIndexNowKey( state: DiscoverySlice ): boolean {
	return state.discovery.isSavingKey;
}

/**
 * Whether URLs are being submitted.
 *
 * @param state Store state.
 */
export function isSubmittingIndexNow( state: DiscoverySlice ): boolean {
	return state.discovery.isSubmitting;
}

/**
 * The llms.txt screen's data; null until loaded.
 *
 * @param state Store state.
 */
export function getLlmsTxt( state: DiscoverySlice ): LlmsTxtData | null {
	return state.discovery.llms;
}

/**
 * Whether the llms.txt choices are being saved.
 *
 * @param state Store state.
 */
export function isSavingLlmsTxt( state: DiscoverySlice ): boolean {
	return state.discovery.isSavingLlms;
}

/**
 * The text the screen shows: the preview of unsaved choices, else the saved text; null until
 * loaded.
 *
 * @param state Store state.
 */
export function getLlmsTxtPreview( state: DiscoverySlice ): string | null {
	return state.discovery.llmsPreview ?? state.discovery.llms?.preview ?? null;
}
