/**
 * Typed wrappers of the IndexNow and llms.txt endpoints. Only src/store calls these.
 */
import apiFetch from '@wordpress/api-fetch';

import { PATHS } from './paths';

/** Status of one IndexNow submission (the endpoint's answer, mapped). */
export type IndexNowStatus =
	| 'success'
	| 'bad_request'
	| 'forbidden'
	| 'unprocessable'
	| 'rate_limited'
	| 'error';

/** One logged IndexNow submission. */
export interface IndexNowSubmission {
	/** Unix time. */
	time: number;
	source: 'auto' | 'manual' | 'import';
	/** URLs submitted. */
	count: number;
	/** The first of them. */
	urls: string[];
	status: IndexNowStatus;
	/** HTTP status; 0 without an answer. */
	code: number;
	message: string;
	/** What the status tells the owner. */
	label: string;
}

/** The IndexNow screen's data. */
export interface IndexNowData {
	enabled: boolean;
	key: string;
	key_location: string;
	host: string;
	endpoint: string;
	pending: number;
	held: number;
	next_submission: number | null;
	backoff_until: number | null;
	submissions: IndexNowSubmission[];
}

export interface IndexNowResponse {
	success: boolean;
	message?: string;
	data?: IndexNowData;
	submissions?: IndexNowSubmission[];
}

/** What /llms.txt lists. */
export interface LlmsTxtConfig {
	post_types: string[];
	count: number;
	details: string;
	featured: string[];
}

/** The llms.txt screen's data. */
export interface LlmsTxtData {
	enabled: boolean;
	config: LlmsTxtConfig;
	post_types: Array< { slug: string; label: string } >;
	file_exists: boolean;
	file_content: string;
	url: string;
	max_count: number;
	preview: string;
}

export interface LlmsTxtResponse {
	success: boolean;
	message?: string;
	data?: LlmsTxtData;
}

export interface LlmsTxtPreviewResponse {
	success: boolean;
	data?: { preview: string };
}

/**
 * The IndexNow screen's data.
 */
export function getIndexNow(): Promise< IndexNowResponse > {
	return apiFetch< IndexNowResponse >( { path: PATHS.indexNow } );
}

/**
 * Stores a key, or a new random one without.
 *
 * @param key The key, or undefined for a random one.
 */
export function saveIndexNowKey( key?: string ): Promise< IndexNowResponse > {
	return apiFetch< IndexNowResponse >( {
		path: PATHS.indexNowKey,
		method: 'POST',
		data: key === undefined ? {} : { key },
	} );
}

/**
 * Submits URLs of this site now.
 *
 * @param urls URLs.
 */
export function submitIndexNowUrls(
	urls: string[]
): Promise< IndexNowResponse > {
	return apiFetch< IndexNowResponse >( {
		path: PATHS.indexNowSubmit,
		method: 'POST',
		data: { urls },
	} );
}

/**
 * The llms.txt screen's data.
 */
export function getLlmsTxt(): Promise< LlmsTxtResponse > {
	return apiFetch< LlmsTxtResponse >( { path: PATHS.llmsTxt } );
}

/**
 * Saves what /llms.txt lists.
 *
 * @param config Choices.
 */
export function saveLlmsTxt(
	config: LlmsTxtConfig
): Promise< LlmsTxtResponse > {
	return apiFetch< LlmsTxtResponse >( {
		path: PATHS.llmsTxt,
		method: 'POST',
		data: config,
	} );
}

/**
 * The text some (unsaved) choices give.
 *
 * @param config Choices.
 */
export function previewLlmsTxt(
	config: LlmsTxtConfig
): Promise< LlmsTxtPreviewResponse > {
	return apiFetch< LlmsTxtPreviewResponse >( {
		path: PATHS.llmsTxtPreview,
		method: 'POST',
		data: config,
	} );
}
