/**
 * Typed wrappers of the setup wizard's endpoint (`lodestar/v1/onboarding`). Only src/store
 * calls these.
 */
import apiFetch from '@wordpress/api-fetch';

import type { Settings } from '../types/settings';
import { PATHS } from './paths';

/** Kinds of site the wizard offers (setting `site_type`; '' until chosen). */
export type SiteType = Settings[ 'site_type' ];

/** The social profile settings of the wizard's social step. */
export type OnboardingSocialKey =
	| 'facebook_page_url'
	| 'twitter_profile_username'
	| 'instagram_account'
	| 'youtube_account'
	| 'linkedin_account'
	| 'pinterest_account'
	| 'tiktok_account';

/** Every field of the wizard, as the server reads and saves it. */
export interface OnboardingValues {
	site_type: SiteType;
	site_name: string;
	site_tagline: string;
	site_represents: 'organization' | 'person';
	site_entity_name: string;
	site_entity_logo: string;
	site_entity_logo_id: number;
	social: Record< OnboardingSocialKey, string >;
	enable_xml_sitemap: boolean;
	author_archive: boolean;
	date_archive: boolean;
	/** Search engines may index the site (WordPress's blog_public). */
	blog_public: boolean;
}

export interface OnboardingData {
	completed: boolean;
	values: OnboardingValues;
}

export interface OnboardingResponse {
	success: boolean;
	message?: string;
	data?: OnboardingData;
}

/** What one step saves: some fields, and `completed` on the last one. */
export type OnboardingChanges = Partial<
	Omit< OnboardingValues, 'social' > & {
		social: Partial< Record< OnboardingSocialKey, string > >;
		completed: boolean;
	}
>;

/**
 * The wizard's fields and the completion flag.
 */
export function getOnboarding(): Promise< OnboardingResponse > {
	return apiFetch< OnboardingResponse >( { path: PATHS.onboarding } );
}

/**
 * Saves one step's fields.
 *
 * @param changes Fields to save.
 */
export function saveOnboarding(
	changes: OnboardingChanges
): Promise< OnboardingResponse > {
	return apiFetch< OnboardingResponse >( {
		path: PATHS.onboarding,
		method: 'POST',
		data: changes,
	} );
}
