/**
 * The setup wizard's steps: their order, titles and what each one saves.
 */
import { __ } from '@wordpress/i18n';

import type {
	OnboardingChanges,
	OnboardingSocialKey,
	OnboardingValues,
	SiteType,
} from '../../../src/api/onboarding';

export type StepId =
	| 'site-type'
	| 'site-details'
	| 'identity'
	| 'social'
	| 'choices'
	| 'summary';

export interface Step {
	id: StepId;
	title: string;
}

/**
 * The steps, in order.
 */
export function getSteps(): Step[] {
	return [
		{ id: 'site-type', title: __( 'Site type', 'lodestar' ) },
		{
			id: 'site-details',
			title: __( 'Site name and tagline', 'lodestar' ),
		},
		{ id: 'identity', title: __( 'Organization or person', 'lodestar' ) },
		{ id: 'social', title: __( 'Social profiles', 'lodestar' ) },
		{ id: 'choices', title: __( 'Key choices', 'lodestar' ) },
		{ id: 'summary', title: __( 'Summary', 'lodestar' ) },
	];
}

/**
 * The kinds of site, with their labels.
 */
export function getSiteTypes(): Array< {
	value: Exclude< SiteType, '' >;
	label: string;
} > {
	return [
		{ value: 'blog', label: __( 'Blog', 'lodestar' ) },
		{ value: 'shop', label: __( 'Online shop', 'lodestar' ) },
		{ value: 'business', label: __( 'Business', 'lodestar' ) },
		{ value: 'personal', label: __( 'Personal site', 'lodestar' ) },
		{ value: 'news', label: __( 'News', 'lodestar' ) },
		{ value: 'portfolio', label: __( 'Portfolio', 'lodestar' ) },
		{ value: 'other', label: __( 'Other', 'lodestar' ) },
	];
}

/**
 * The social profiles of the social step, with their labels.
 */
export function getSocialFields(): Array< {
	key: OnboardingSocialKey;
	label: string;
} > {
	return [
		{
			key: 'facebook_page_url',
			label: __( 'Facebook page URL', 'lodestar' ),
		},
		{
			key: 'twitter_profile_username',
			label: __( 'X username', 'lodestar' ),
		},
		{ key: 'instagram_account', label: __( 'Instagram URL', 'lodestar' ) },
		{ key: 'youtube_account', label: __( 'YouTube URL', 'lodestar' ) },
		{ key: 'linkedin_account', label: __( 'LinkedIn URL', 'lodestar' ) },
		{ key: 'pinterest_account', label: __( 'Pinterest URL', 'lodestar' ) },
		{ key: 'tiktok_account', label: __( 'TikTok URL', 'lodestar' ) },
	];
}

/**
 * What a step saves: its own fields only (the summary saves the completion flag).
 *
 * @param step   Step.
 * @param values The wizard's values.
 */
export function stepChanges(
	step: StepId,
	values: OnboardingValues
): OnboardingChanges {
	switch ( step ) {
		case 'site-type':
			return { site_type: values.site_type };
		case 'site-details':
			return {
				site_name: values.site_name,
				site_tagline: values.site_tagline,
			};
		case 'identity':
			return {
				site_represents: values.site_represents,
				site_entity_name: values.site_entity_name,
				site_entity_logo: values.site_entity_logo,
				site_entity_logo_id: values.site_entity_logo_id,
			};
		case 'social':
			return { social: { ...values.social } };
		case 'choices':
			return {
				enable_xml_sitemap: values.enable_xml_sitemap,
				author_archive: values.author_archive,
				date_archive: values.date_archive,
				blog_public: values.blog_public,
			};
		case 'summary':
			return { completed: true };
	}
}
