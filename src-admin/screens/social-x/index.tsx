/**
 * Social > X (/general/social/x): card type, site and author profiles, the X tags switch,
 * and a live preview of the home page shared on X in the chosen card type.
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import SocialPreview from '../../../src/components/SocialPreview';
import { store } from '../../../src/store';
import FieldCards from '../../fields/FieldCards';
import SettingsScreen from '../../fields/SettingsScreen';
import type { ScreenProps } from '../../app/types';
import useHomePreview from '../shared/useHomePreview';
import { getXFields } from './fields';

export default function X( { route }: ScreenProps ) {
	const preview = useHomePreview();
	const cardType = useSelect(
		( select ) => select( store ).getSettings()?.twitter_card_type,
		[]
	);
	return (
		<SettingsScreen
			title={ route.title ?? route.label }
			description={ __(
				'How your site appears when it is shared on X (Twitter).',
				'lodestar'
			) }
			className="lodestar-social-screen"
		>
			<div className="lodestar-columns">
				<div className="lodestar-columns__main">
					<FieldCards fields={ getXFields() } />
				</div>
				{ preview && (
					<div className="lodestar-card lodestar-columns__side">
						<h2 className="lodestar-card__title">
							{ __( 'X Preview', 'lodestar' ) }
						</h2>
						<SocialPreview
							label={ __( 'X Preview', 'lodestar' ) }
							title={ preview.x.title }
							description={ preview.x.description }
							imageUrl={ preview.x.image }
							siteUrl={ preview.siteUrl }
							size={ cardType === 'summary' ? 'small' : 'large' }
						/>
					</div>
				) }
			</div>
		</SettingsScreen>
	);
}
