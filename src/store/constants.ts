/**
 * Constants of the `lodestar/seo` data store.
 */
export const STORE_NAME = 'lodestar/seo';

/** Id of the save notices, so a new save result replaces the previous one. */
export const SAVE_NOTICE_ID = 'lodestar-settings-save';

/** Loading states of fetched data (spec §4 "Settings loading"). */
export const LOADING_STATES = [
	'idle',
	'pending',
	'success',
	'error',
] as const;
