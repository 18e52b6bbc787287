/**
 * Social > Facebook (/general/social/facebook): the site and author Facebook pages, the
 * Open Graph switches, and a preview of the home page shared on Facebook.
 */
import { __ } from '@wordpress/i18n';

import type { ScreenProps } from '../../app/types';
import SocialNetworkScreen from '../shared/SocialNetworkScreen';
import { getFacebookFields } from './fields';

export default function Facebook( { route }: ScreenProps ) {
	return (
		<SocialNetworkScreen
			route={ route }
			network="facebook"
			description={ __(
				'How your site appears when it is shared on Facebook.',
				'lodestar'
			) }
			fields={ getFacebookFields() }
		/>
	);
}
