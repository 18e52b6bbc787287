/**
 * Social > X (/general/social/x): card type, site and author profiles, the X tags switch,
 * and a live preview of the home page shared on X in the chosen card type.
 */
import { __ } from '@wordpress/i18n';

import type { ScreenProps } from '../../app/types';
import SocialNetworkScreen from '../shared/SocialNetworkScreen';
import { getXFields } from './fields';

export default function X( { route }: ScreenProps ) {
	return (
		<SocialNetworkScreen
			route={ route }
			network="x"
			description={ __(
				'How your site appears when it is shared on X (Twitter).',
				'lodestar'
			) }
			fields={ getXFields() }
		/>
	);
}
