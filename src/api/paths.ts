/**
 * Every REST path the JavaScript side calls, in one place (namespace lodestar/v1).
 *
 * The PHP side preloads some of them for first paint; apiFetch's preloading middleware
 * matches on these exact paths.
 */
import { addQueryArgs } from '@wordpress/url';

import type { ObjectKind } from '../types/page-seo';

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
	schemas: `${ REST_NAMESPACE }/schemas`,
	schemaSearch: `${ REST_NAMESPACE }/schemas/search`,
	generateSitemapCache: `${ REST_NAMESPACE }/sitemap/generate-cache`,
	robotsTxt: `${ REST_NAMESPACE }/robots-txt`,
	/** Core media endpoint (attachment lookup by URL). */
	media: '/wp/v2/media',
	migrationPlugins: `${ REST_NAMESPACE }/migration/plugins`,
	migrationData: `${ REST_NAMESPACE }/migration/migrated-data`,
	migrationTerms: `${ REST_NAMESPACE }/migration/terms`,
	migrationPosts: `${ REST_NAMESPACE }/migration/posts`,
	migrationGlobalSettings: `${ REST_NAMESPACE }/migration/global-settings`,
	migrationCompleted: `${ REST_NAMESPACE }/migration/completed`,
	migrationPreview: `${ REST_NAMESPACE }/migration/preview`,
	migrationPreviewCsv: `${ REST_NAMESPACE }/migration/preview.csv`,
	migrationUndo: `${ REST_NAMESPACE }/migration/undo`,
	deactivatePlugin: `${ REST_NAMESPACE }/plugins/deactivate`,
	searchConsoleStatus: `${ REST_NAMESPACE }/google-search-console/status`,
	searchConsoleClient: `${ REST_NAMESPACE }/google-search-console/client`,
	searchConsoleSite: `${ REST_NAMESPACE }/google-search-console/site`,
	searchConsoleSites: `${ REST_NAMESPACE }/google-search-console/sites`,
	searchConsoleAddSite: `${ REST_NAMESPACE }/google-search-console/add-site`,
	searchConsoleVerifySite: `${ REST_NAMESPACE }/google-search-console/verify-site`,
	searchConsoleRevokeAuth: `${ REST_NAMESPACE }/google-search-console/revoke-auth`,
	searchConsoleClicks: `${ REST_NAMESPACE }/google-search-console/clicks-and-impressions`,
	searchConsoleSiteTraffic: `${ REST_NAMESPACE }/google-search-console/site-traffic`,
	searchConsoleContentPerformance: `${ REST_NAMESPACE }/google-search-console/content-performance`,
	/** Site checks of one category: append /general, /settings or /other. */
	checks: `${ REST_NAMESPACE }/checks`,
	ignoreSiteCheck: `${ REST_NAMESPACE }/checks/ignore-site-check`,
	checksAttention: `${ REST_NAMESPACE }/checks/attention`,
	/** Core site settings (the tagline is `description`). */
	wpSettings: '/wp/v2/settings',
	pageChecks: `${ REST_NAMESPACE }/checks/page`,
	taxonomyChecks: `${ REST_NAMESPACE }/checks/taxonomy`,
	ignorePageCheck: `${ REST_NAMESPACE }/checks/ignore-page-check`,
	/** Bulk re-analysis of the stored page checks, one batch per call. */
	reanalyze: `${ REST_NAMESPACE }/checks/reanalyze`,
	/** Core post types endpoint (which types have an archive). */
	postTypes: '/wp/v2/types',
	/** Installed and active plugins and themes, the recommended list, the nonce. */
	pluginsInstalled: `${ REST_NAMESPACE }/plugins/installed`,
	pluginsInstall: `${ REST_NAMESPACE }/plugins/install`,
	pluginsActivate: `${ REST_NAMESPACE }/plugins/activate`,
	themesInstall: `${ REST_NAMESPACE }/themes/install`,
	themesActivate: `${ REST_NAMESPACE }/themes/activate`,
	indexNow: `${ REST_NAMESPACE }/indexnow`,
	indexNowKey: `${ REST_NAMESPACE }/indexnow/key`,
	indexNowSubmit: `${ REST_NAMESPACE }/indexnow/submit`,
	llmsTxt: `${ REST_NAMESPACE }/llms-txt`,
	llmsTxtPreview: `${ REST_NAMESPACE }/llms-txt/preview`,
	/** The setup wizard's fields and completion flag. */
	onboarding: `${ REST_NAMESPACE }/onboarding`,
	/** The What's New feed (fetched and sanitized by the server). */
	whatsNew: `${ REST_NAMESPACE }/whats-new`,
	whatsNewRead: `${ REST_NAMESPACE }/whats-new/read`,
	settingsHistory: `${ REST_NAMESPACE }/settings-history`,
	restoreSettingsRevision: `${ REST_NAMESPACE }/settings-history/restore`,
	redirects: `${ REST_NAMESPACE }/redirects`,
	redirectsBulk: `${ REST_NAMESPACE }/redirects/bulk`,
	redirectsTest: `${ REST_NAMESPACE }/redirects/test`,
	redirectsExport: `${ REST_NAMESPACE }/redirects/export`,
	redirectsImport: `${ REST_NAMESPACE }/redirects/import`,
	notFoundLog: `${ REST_NAMESPACE }/redirects/404-log`,
} as const;

/**
 * The site schemas of one post and the types it may add.
 *
 * @param postId Post id.
 */
export function postSchemasPath( postId: number ): string {
	return `${ PATHS.schemas }/post/${ postId }`;
}

/**
 * Which object a post/term settings request is about (spec: the popup context `post_id` or
 * `term_id`, `post_type`, `is_taxonomy`). The server answers 400 when `post_type` or
 * `is_taxonomy` disagree with the object; both are left out for an unknown type.
 *
 * @param kind post or term.
 * @param id   Object id.
 * @param type The post's type, or the term's taxonomy (what the server checks for a term).
 */
export function objectContext(
	kind: ObjectKind,
	id: number,
	type?: string
): Record< string, number | string | boolean | undefined > {
	return {
		[ kind === 'post' ? 'post_id' : 'term_id' ]: id,
		post_type: type || undefined,
		is_taxonomy: kind === 'term',
	};
}

/**
 * The GET path of an object's SEO settings, e.g.
 * `/lodestar/v1/post/settings?post_id=7&post_type=post&is_taxonomy=false`. For a post it
 * equals what the PHP side preloads (Editor\EditorAssets::settings_path()), so the editor's
 * first read needs no request.
 *
 * @param kind post or term.
 * @param id   Object id.
 * @param type The post's type, or the term's taxonomy.
 */
export function objectSettingsPath(
	kind: ObjectKind,
	id: number,
	type?: string
): string {
	return addQueryArgs(
		kind === 'post' ? PATHS.postSettings : PATHS.termSettings,
		objectContext( kind, id, type )
	);
}
