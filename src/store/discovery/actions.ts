/**
 * Actions of the discovery slice: the IndexNow key and manual submissions, the llms.txt
 * choices and their live preview.
 */
import type { DataRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import * as api from '../../api/discovery';
import type {
	IndexNowData,
	LlmsTxtConfig,
	LlmsTxtData,
} from '../../api/discovery';
import { errorMessage } from '../../utils/errors';
import { saveWithSnackbar } from '../snackbar';
import type { DiscoveryAction } from './types';

const NOTICE_ID = 'lodestar-discovery';

interface SliceThunkArgs {
	select: {
		isSavingIndexNowKey: () => boolean;
		isSubmittingIndexNow: () => boolean;
		isSavingLlmsTxt: () => boolean;
	};
	dispatch: ( action: DiscoveryAction ) => void;
	registry: DataRegistry;
}

/**
 * Stores the IndexNow screen's data.
 *
 * @param data Data.
 */
export function receiveIndexNow( data: IndexNowData ): DiscoveryAction {
	return { type: 'INDEXNOW_RECEIVE', data };
}

/**
 * Stores the llms.txt screen's data.
 *
 * @param data Data.
 */
export function receiveLlmsTxt( data: LlmsTxtData ): DiscoveryAction {
	return { type: 'LLMS_TXT_RECEIVE', data };
}

/**
 * Sets the live preview (null: the saved text).
 *
 * @param preview Text.
 */
export function setLlmsTxtPreview( preview: string | null ): DiscoveryAction {
	return { type: 'LLMS_TXT_PREVIEW', preview };
}

/**
 * Reloads the IndexNow screen's data (the submissions list).
 */
export const refreshIndexNow =
	() =>
	async ( { dispatch }: SliceThunkArgs ): Promise< void > => {
		try {
			const response = await api.getIndexNow();
			if ( response?.success && response.data ) {
				dispatch( receiveIndexNow( response.data ) );
			}
		} catch {
			// The list stays as it was; the next load shows the error.
		}
	};

/**
 * Saves a key the owner typed, or a new random one (undefined).
 *
 * @param key Key, or undefined.
 * @return Whether it was saved.
 */
export const saveIndexNowKey =
	( key?: string ) =>
	async ( {
		select,
		dispatch,
		registry,
	}: SliceThunkArgs ): Promise< boolean > => {
		if ( select.isSavingIndexNowKey() ) {
			return false;
		}
		dispatch( { type: 'INDEXNOW_KEY_START' } );
		return saveWithSnackbar( registry, NOTICE_ID, {
			request: () => api.saveIndexNowKey( key ),
			done: ( response ) =>
				dispatch( {
					type: 'INDEXNOW_KEY_DONE',
					data: response.data ?? null,
				} ),
			failed: () => dispatch( { type: 'INDEXNOW_KEY_DONE', data: null } ),
			success: ( response ) =>
				response.message || __( 'IndexNow key saved.', 'lodestar' ),
			failure: ( error ) =>
				errorMessage(
					error,
					__( 'The key could not be saved.', 'lodestar' )
				),
		} );
	};

/**
 * Submits URLs of this site now; the answer's message becomes a snackbar.
 *
 * @param urls URLs.
 * @return Whether the request was accepted (the URLs were sent or queued).
 */
export const submitIndexNowUrls =
	( urls: string[] ) =>
	async ( {
		select,
		dispatch,
		registry,
	}: SliceThunkArgs ): Promise< boolean > => {
		if ( select.isSubmittingIndexNow() ) {
			return false;
		}
		dispatch( { type: 'INDEXNOW_SUBMIT_START' } );
		return saveWithSnackbar( registry, NOTICE_ID, {
			request: () => api.submitIndexNowUrls( urls ),
			done: ( response ) =>
				dispatch( {
					type: 'INDEXNOW_SUBMIT_DONE',
					data: response.data ?? null,
				} ),
			failed: () =>
				dispatch( { type: 'INDEXNOW_SUBMIT_DONE', data: null } ),
			success: ( response ) => response.message ?? '',
			failure: ( error ) =>
				errorMessage(
					error,
					__( 'The addresses could not be submitted.', 'lodestar' )
				),
		} );
	};

/**
 * Saves what /llms.txt lists.
 *
 * @param config Choices.
 * @return Whether they were saved.
 */
export const saveLlmsTxt =
	( config: LlmsTxtConfig ) =>
	async ( {
		select,
		dispatch,
		registry,
	}: SliceThunkArgs ): Promise< boolean > => {
		if ( select.isSavingLlmsTxt() ) {
			return false;
		}
		dispatch( { type: 'LLMS_TXT_SAVE_START' } );
		return saveWithSnackbar( registry, NOTICE_ID, {
			request: () => api.saveLlmsTxt( config ),
			done: ( response ) =>
				dispatch( {
					type: 'LLMS_TXT_SAVE_DONE',
					data: response.data ?? null,
				} ),
			failed: () =>
				dispatch( { type: 'LLMS_TXT_SAVE_DONE', data: null } ),
			failure: ( error ) =>
				errorMessage(
					error,
					__(
						'The llms.txt settings could not be saved.',
						'lodestar'
					)
				),
		} );
	};

/**
 * Asks for the text of unsaved choices and shows it as the preview.
 *
 * @param config Choices.
 * @return The error message, or '' when the preview was updated.
 */
export const previewLlmsTxt =
	( config: LlmsTxtConfig ) =>
	async ( { dispatch }: SliceThunkArgs ): Promise< string > => {
		try {
			const response = await api.previewLlmsTxt( config );
			if ( ! response?.success || ! response.data ) {
				throw response;
			}
			dispatch( setLlmsTxtPreview( response.data.preview ) );
			return '';
		} catch ( error ) {
			return errorMessage(
				error,
				__( 'The preview could not be updated.', 'lodestar' )
			);
		}
	};
