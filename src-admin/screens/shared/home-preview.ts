/**
 * What the latest-posts home page shows search engines and social networks: the page facts of
 * the home page handed to the resolver chain (resolvers.ts, the TS twin of the PHP resolvers),
 * which holds every fallback (home title → global default; Facebook → SEO values → default
 * social image; X → Facebook, or the Facebook values when `twitter_same_as_facebook` is on;
 * description → the tagline → one built from the site name and the latest posts' titles).
 */
import type { SiteSettings } from '../../../src/types/api';
import type { Settings } from '../../../src/types/settings';
import { getAdminBoot } from '../../../src/utils/boot';
import { resolveSeo } from '../../../src/utils/resolvers';
import type {
	ResolverContext,
	SocialTexts,
} from '../../../src/utils/resolvers';

export type { SocialTexts } from '../../../src/utils/resolvers';

export interface PreviewTexts {
	title: string;
	description: string;
}

/**
 * The home page (latest posts) as the page sees it.
 *
 * @param site Site settings (null while loading).
 */
export function homeResolverContext(
	site: SiteSettings | null
): ResolverContext {
	return {
		kind: 'home-latest',
		site: {
			name: site?.site?.site_name ?? '',
			tagline: site?.site?.tagline ?? '',
			url: site?.site?.site_url ?? getAdminBoot().siteUrl,
		},
		// What the page lists: without a tagline, its description is built from these titles.
		posts: site?.latest_posts ?? [],
	};
}

/**
 * The home page's search title and description and its Facebook and X texts and images.
 *
 * @param settings          Settings (unsaved edits included).
 * @param site              Site settings (null while loading).
 * @param descriptionLength Description length.
 */
export function homePreviewTexts(
	settings: Settings,
	site: SiteSettings | null,
	descriptionLength: number
): { search: PreviewTexts; facebook: SocialTexts; x: SocialTexts } {
	const resolved = resolveSeo(
		homeResolverContext( site ),
		settings,
		{},
		{ descriptionLength }
	);
	return {
		search: {
			title: resolved.title,
			description: resolved.description,
		},
		facebook: resolved.facebook,
		x: resolved.twitter,
	};
}
