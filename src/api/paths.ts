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
 * The GET path of an object's SEO settings. For a post it equals what the PHP side preloads
 * (Editor\EditorAssets::settings_path()), so the editor's first read needs no request.
 *
 * @param kind post or term.
 * @param id   Object id.
 */
export function objectSettingsPath( kind: ObjectKind, id: number ): string {
	return kind === 'post'
		? addQueryArgs( PATHS.postSettings, { post_id: id } )
		: addQueryArgs( PATHS.termSettings, { term_id: id } );
}
