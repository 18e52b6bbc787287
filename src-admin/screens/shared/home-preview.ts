/**
 * What the home page shows search engines and social networks, resolved with the same
 * template engine and fallbacks as the page (Lodestar\Seo\TitleResolver, SocialResolver):
 * - title: `home_page_title`, else `global_default.home_page_title`; description:
 *   `home_page_description`. On the home page %title% and %excerpt% are the tagline.
 * - Facebook: its own title/description, else the SEO ones; image: its own, else the
 *   default social image.
 * - X: the Facebook values when `twitter_same_as_facebook` is on; else its own, each
 *   falling back to the Facebook value.
 */
import type { SiteSettings } from '../../../src/types/api';
import type { Settings } from '../../../src/types/settings';
import { getAdminBoot } from '../../../src/utils/boot';
import { resolveTemplate } from '../../../src/utils/template-variables';
import type { TemplateContext } from '../../../src/utils/template-variables';

export interface PreviewTexts {
	title: string;
	description: string;
}

export interface SocialTexts extends PreviewTexts {
	image: string;
}

/**
 * The template context of the home page (latest posts).
 *
 * @param settings          Settings (unsaved edits included).
 * @param site              Site settings (null while loading).
 * @param descriptionLength Description length.
 */
export function homeContext(
	settings: Settings,
	site: SiteSettings | null,
	descriptionLength: number
): TemplateContext {
	const tagline = site?.site?.tagline ?? '';
	const siteUrl = site?.site?.site_url ?? getAdminBoot().siteUrl;
	return {
		title: tagline,
		excerpt: tagline,
		content: '',
		permalink: siteUrl,
		site_name: site?.site?.site_name ?? '',
		tagline,
		site_url: siteUrl,
		separator: settings.separator,
		auto_generate_description: settings.auto_generate_description,
		description_length: descriptionLength,
		default_description: tagline,
	};
}

/**
 * The home page's search title and description.
 *
 * @param settings Settings.
 * @param context  Home context.
 */
export function homeSearchTexts(
	settings: Settings,
	context: TemplateContext
): PreviewTexts {
	let title = resolveTemplate( settings.home_page_title, context, 'title' );
	if ( title === '' ) {
		title = resolveTemplate(
			settings.global_default?.home_page_title ?? '',
			context,
			'title'
		);
	}
	return {
		title,
		description: resolveTemplate(
			settings.home_page_description,
			context,
			'description'
		),
	};
}

/**
 * The home page's Facebook and X texts and images.
 *
 * @param settings Settings.
 * @param context  Home context.
 */
export function homeSocialTexts(
	settings: Settings,
	context: TemplateContext
): { facebook: SocialTexts; x: SocialTexts } {
	const search = homeSearchTexts( settings, context );
	const facebook: SocialTexts = {
		title:
			resolveTemplate(
				settings.home_page_facebook_title,
				context,
				'title'
			) || search.title,
		description:
			resolveTemplate(
				settings.home_page_facebook_description,
				context,
				'description'
			) || search.description,
		image: settings.home_page_facebook_image_url || settings.fallback_image,
	};
	if ( settings.twitter_same_as_facebook === '1' ) {
		return { facebook, x: { ...facebook } };
	}
	return {
		facebook,
		x: {
			title:
				resolveTemplate(
					settings.home_page_twitter_title,
					context,
					'title'
				) || facebook.title,
			description:
				resolveTemplate(
					settings.home_page_twitter_description,
					context,
					'description'
				) || facebook.description,
			image: settings.home_page_twitter_image_url || facebook.image,
		},
	};
}
