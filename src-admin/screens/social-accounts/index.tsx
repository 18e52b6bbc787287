/**
 * Social > Other Accounts (/general/social/accounts): full profile URLs of the social
 * profile definitions, stored in `social_profiles`; the Organization schema lists them as
 * sameAs.
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { store } from '../../../src/store';
import type { FieldDefinition } from '../../fields/types';
import fieldCardsScreen from '../../fields/fieldCardsScreen';
import { getAccountFields } from './fields';

/**
 * The profile fields, once the site settings (which define the profiles) have loaded.
 */
function useAccountFields(): FieldDefinition[] | null {
	const profiles = useSelect(
		( select ) => select( store ).getSiteSettings()?.social_profiles,
		[]
	);
	return profiles ? getAccountFields( profiles ) : null;
}

export default fieldCardsScreen(
	() =>
		__(
			'Full URLs of your other profiles (for example https://www.instagram.com/your-profile). Search engines read them as the same organization (Organization schema, sameAs). Facebook and X have their own tabs.',
			'lodestar'
		),
	useAccountFields
);
