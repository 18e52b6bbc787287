/**
 * Shapes of the REST answers of the lodestar/v1 namespace that the store reads.
 */
import type { Settings, SettingKey, SocialProfileId } from './settings';

/** GET /admin/global-settings */
export interface GlobalSettingsResponse {
	success: boolean;
	data: Settings;
	/** Keys whose successful save reloads the admin app. */
	reload?: SettingKey[];
	message?: string;
}

/** POST /admin/global-settings */
export interface SaveSettingsResponse {
	success: boolean;
	message?: string;
	data?: Settings;
}

/** The newest published post (or a built-in sample), used by previews. */
export interface SamplePost {
	title: string;
	excerpt: string;
	content: string;
	permalink: string;
}

/** One social profile offered in Social > Other Accounts (from the PHP definitions). */
export interface SocialProfileDefinition {
	id: SocialProfileId;
	label: string;
	placeholder: string;
	show_in_dashboard: boolean;
	/** Where it is stored: a setting key, or 'social_profiles.<id>' for the others. */
	setting: string;
}

export interface SiteSettings {
	site: {
		site_name: string;
		site_url: string;
		favicon: string;
		tagline: string;
	};
	home_page_static: 'page' | 'posts';
	home_page_edit_url: string;
	home_page_featured_image: string;
	fallback_image: string;
	sample: SamplePost;
	/** Social profile definitions, in display order. */
	social_profiles?: SocialProfileDefinition[];
	/**
	 * Raw titles of the posts a latest-posts home page lists, in its order ([] with a static
	 * front page): the home preview's description without a tagline is built from them.
	 */
	latest_posts?: string[];
}

/** GET /admin/site-settings */
export interface SiteSettingsResponse {
	success: boolean;
	data: SiteSettings;
	message?: string;
}

export interface ContentTypeOption {
	slug: string;
	label: string;
}

export interface PostContent {
	post_types: ContentTypeOption[];
	taxonomies: ContentTypeOption[];
	archives: ContentTypeOption[];
}

/** A post type as core's /wp/v2/types answers (only what Lodestar reads). */
export interface CorePostType {
	slug: string;
	name: string;
	has_archive?: boolean | string;
	viewable?: boolean;
}

/** The post types with an archive (from /wp/v2/types, shaped as a Lodestar answer). */
export interface PostTypeArchivesResponse {
	success: boolean;
	data: ContentTypeOption[];
	message?: string;
}

/** GET /admin/post-content */
export interface PostContentResponse {
	success: boolean;
	data: PostContent;
	message?: string;
}

/** The body of a WP_Error answer (what apiFetch throws on 4xx/5xx). */
export interface RestError {
	code?: string;
	message?: string;
	data?: { status?: number; key?: string } | null;
}

/** Categories of an export file, in display order. */
export const EXPORT_CATEGORIES = [
	'general',
	'social',
	'advanced',
	'sitemaps',
	'schemas',
] as const;

export type ExportCategory = ( typeof EXPORT_CATEGORIES )[ number ];

/** An export file: what POST /export-settings answers, without success and message. */
export interface SettingsFile {
	plugin: string;
	version: string;
	exported_at: string;
	categories: ExportCategory[];
	settings: Record< string, unknown >;
}

/** POST /export-settings */
export interface ExportSettingsResponse extends Partial< SettingsFile > {
	success: boolean;
	message?: string;
}

/** POST /import-settings, POST /settings-backup/restore */
export interface MessageResponse {
	success: boolean;
	message?: string;
}

export interface SettingsBackupInfo {
	exists: boolean;
	/** ISO 8601 date of the backup ('' when there is none). */
	created_at: string;
	version: string;
}

/** GET /settings-backup */
export interface SettingsBackupResponse {
	success: boolean;
	data: SettingsBackupInfo;
}

/**
 * The fields of a media item that the attachment lookup and the image preview read (spec §3
 * "Media item fields read": id, source_url or url, filename, type, filesizeInBytes). A core
 * /wp/v2/media item carries source_url, filename (WordPress 6.9+), filesize (6.9+),
 * mime_type and media_details.filesize; a wp.media attachment carries url, filename, type,
 * mime and filesizeInBytes.
 */
export interface MediaItem {
	id: number;
	source_url?: string;
	url?: string;
	slug?: string;
	filename?: string;
	/** wp.media: 'image'; /wp/v2/media: the post type 'attachment' (ignored). */
	type?: string;
	mime?: string;
	mime_type?: string;
	filesizeInBytes?: number;
	filesize?: number | null;
	media_details?: {
		file?: string;
		filesize?: number;
		original_image?: string;
		sizes?: Record< string, { source_url?: string } >;
	};
}
