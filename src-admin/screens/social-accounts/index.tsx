/**
 * Social > Other Accounts (/general/social/accounts): full profile URLs of the social
 * profile definitions, stored in `social_profiles`; the Organization schema lists them as
 * sameAs.
 */
import { Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { store } from '../../../src/store';
import FieldCards from '../../fields/FieldCards';
import SettingsScreen from '../../fields/SettingsScreen';
import type { ScreenProps } from '../../app/types';
import { getAccountFields } from './fields';

export default function OtherAccounts( { route }: ScreenProps ) {
	const profiles = useSelect(
		( select ) => select( store ).getSiteSettings()?.social_profiles,
		[]
	);
	return (
		<SettingsScreen
			title={ route.title ?? route.label }
			description={ __(
				'Full URLs of your other profiles (for example https://www.instagram.com/your-profile). Search engines read them as the same organization (Organization schema, sameAs). Facebook and X have their own tabs.',
				'lodestar'
			) }
		>
			{ profiles ? (
				<FieldCards fields={ getAccountFields( profiles ) } />
			) : (
				<Spinner />
			) }
		</SettingsScreen>
	);
}
