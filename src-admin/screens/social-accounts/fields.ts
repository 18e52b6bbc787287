/**
 * Fields of Social > Other Accounts (/general/social/accounts): one URL per social profile
 * definition (from the server), edited where the server says it is stored (`setting`): the
 * spec's own keys (`pinterest_account`, ...) or the `social_profiles` object for the others.
 * Facebook and X have their own tabs.
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
			id: profile.setting,
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
