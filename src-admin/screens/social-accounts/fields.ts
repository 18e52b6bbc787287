/**
 * Fields of Social > Other Accounts (/general/social/accounts): one URL per social profile
 * definition (from the server), stored in the `social_profiles` object. Facebook and X have
 * their own tabs.
 */
import { __ } from '@wordpress/i18n';

import type { FieldDefinition } from '../../fields/types';
import type { SocialProfileDefinition } from '../../../src/types/api';

export const ACCOUNTS_PATH = '/general/social/accounts';

/** Profiles edited on their own tabs (Facebook page, X profile). */
const OWN_TABS = [ 'facebook', 'twitter' ];

/**
 * @param profiles Social profile definitions (site settings); none while they load.
 */
export function getAccountFields(
	profiles: SocialProfileDefinition[] | null | undefined
): FieldDefinition[] {
	return ( profiles ?? [] )
		.filter( ( profile ) => ! OWN_TABS.includes( profile.id ) )
		.map( ( profile ) => ( {
			id: `social_profiles.${ profile.id }`,
			route: ACCOUNTS_PATH,
			control: 'url',
			label: profile.label,
			placeholder: profile.placeholder,
			keywords: [
				__( 'profile', 'lodestar' ),
				__( 'social account', 'lodestar' ),
				'sameAs',
			],
		} ) );
}
