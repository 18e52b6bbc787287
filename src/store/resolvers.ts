/**
 * Resolvers of the `lodestar/seo` data store: the first read of a selector loads its data.
 *
 * Each fetch thunk skips work while its data is loading or loaded, so several resolvers
 * sharing one request cause one request (and the PHP side preloads them for first paint).
 */
import type { ThunkArgs } from './actions';

const loadSettings =
	() =>
	( { dispatch }: ThunkArgs ): Promise< void > =>
		dispatch.fetchSettings();

const loadSiteSettings =
	() =>
	( { dispatch }: ThunkArgs ): Promise< void > =>
		dispatch.fetchSiteSettings();

const loadPostContent =
	() =>
	( { dispatch }: ThunkArgs ): Promise< void > =>
		dispatch.fetchPostContent();

const loadSettingsBackup =
	() =>
	( { dispatch }: ThunkArgs ): Promise< void > =>
		dispatch.fetchSettingsBackup();

export const getSettings = loadSettings;
export const getSavedSettings = loadSettings;
export const getSetting = loadSettings;
export const isFeatureEnabled = loadSettings;
export const getSiteSettings = loadSiteSettings;
export const getPostContent = loadPostContent;
export const getSettingsBackup = loadSettingsBackup;
