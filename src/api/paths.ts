/**
 * Every REST path the JavaScript side calls, in one place (namespace lodestar/v1).
 *
 * The PHP side preloads some of them for first paint; apiFetch's preloading middleware
 * matches on these exact paths.
 */
export const REST_NAMESPACE = '/lodestar/v1';

export const PATHS = {
	globalSettings: `${ REST_NAMESPACE }/admin/global-settings`,
	siteSettings: `${ REST_NAMESPACE }/admin/site-settings`,
	postContent: `${ REST_NAMESPACE }/admin/post-content`,
	postSettings: `${ REST_NAMESPACE }/post/settings`,
	termSettings: `${ REST_NAMESPACE }/term/settings`,
	exportSettings: `${ REST_NAMESPACE }/export-settings`,
	importSettings: `${ REST_NAMESPACE }/import-settings`,
	settingsBackup: `${ REST_NAMESPACE }/settings-backup`,
	restoreSettingsBackup: `${ REST_NAMESPACE }/settings-backup/restore`,
	/** Core media endpoint (attachment lookup by URL). */
	media: '/wp/v2/media',
} as const;
