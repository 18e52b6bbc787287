/**
 * Shapes of the REST answers of the lodestar/v1 namespace that the store reads.
 */
import type { Settings, SettingKey } from './settings';

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
