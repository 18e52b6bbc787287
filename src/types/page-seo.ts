/**
 * The page-level SEO fields of a post or term (PHP: Lodestar\Meta\Fields) and the answers of
 * lodestar/v1/post/settings and lodestar/v1/term/settings.
 */

/** '' follows the site lists, 'yes' applies the directive, 'no' never applies it. */
export type RobotsFlag = '' | 'yes' | 'no';

export interface SeoFields {
	page_title: string;
	page_description: string;
	canonical_url: string;
	post_no_index: RobotsFlag;
	post_no_follow: RobotsFlag;
	post_no_archive: RobotsFlag;
	facebook_title: string;
	facebook_description: string;
	facebook_image_url: string;
	facebook_image_id: number;
	twitter_title: string;
	twitter_description: string;
	twitter_image_url: string;
	twitter_image_id: number;
	/** Focus keyword: plain text, no variables. */
	focus_keyword: string;
}

export type SeoField = keyof SeoFields;

/** Meta key prefix of every field (`_lodestar_<field>`). */
export const SEO_META_PREFIX = '_lodestar_';

/** Field names, in the PHP order. */
export const SEO_FIELDS: readonly SeoField[] = [
	'page_title',
	'page_description',
	'canonical_url',
	'post_no_index',
	'post_no_follow',
	'post_no_archive',
	'facebook_title',
	'facebook_description',
	'facebook_image_url',
	'facebook_image_id',
	'twitter_title',
	'twitter_description',
	'twitter_image_url',
	'twitter_image_id',
	'focus_keyword',
];

/** Fields whose value is an attachment id (0: none); every other field is a string. */
export const SEO_ID_FIELDS: readonly SeoField[] = [
	'facebook_image_id',
	'twitter_image_id',
];

export type ObjectKind = 'post' | 'term';

/** The object a preview shows, as the server knows it. */
export interface ObjectFacts {
	/** Post type or taxonomy. */
	type?: string;
	title?: string;
	excerpt?: string;
	content?: string;
	/** Term description. */
	description?: string;
	permalink?: string;
	/** The author, dates and terms as saved (the server resolves them for the previews). */
	variables?: ServerVariables;
}

/** Variables of an object that only the server knows (ObjectSettingsController::server_variables()). */
export type ServerVariables = Partial<
	Record<
		| 'author_name'
		| 'published'
		| 'modified'
		| 'category'
		| 'tag'
		| 'primary_category'
		| 'post_type_singular'
		| 'post_type_plural'
		| 'parent_title'
		| 'term_hierarchy'
		| 'post_id'
		| 'author_first_name'
		| 'author_last_name'
		| 'author_description'
		| 'post_year'
		| 'post_month'
		| 'post_day',
		string
	>
>;

/** What the previews need besides the object. */
export interface PreviewFacts {
	site_name: string;
	tagline: string;
	site_url: string;
	favicon: string;
	separator: string;
	title_template: string;
	description_template: string;
	default_title: string;
	auto_generate_description: boolean;
	twitter_card_type: string;
	fallback_image: string;
	limits: {
		title_length: number;
		description_length: number;
		url_length: number;
	};
	object: ObjectFacts;
}

/** GET/POST post/settings and term/settings. */
export interface ObjectSettingsResponse {
	success: boolean;
	message: string;
	data: SeoFields;
	preview: PreviewFacts;
}

/** What the store keeps per object. */
export interface ObjectSettings {
	fields: SeoFields;
	preview: PreviewFacts;
}
