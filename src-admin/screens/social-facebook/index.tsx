/**
 * Social > Facebook (/general/social/facebook): the site and author Facebook pages, the
 * Open Graph switches, and a preview of the home page shared on Facebook.
 */
import { __ } from '@wordpress/i18n';

import SocialPreview from '../../../src/components/SocialPreview';
import FieldCards from '../../fields/FieldCards';
import SettingsScreen from '../../fields/SettingsScreen';
import type { ScreenProps } from '../../app/types';
import useHomePreview from '../shared/useHomePreview';
import { getFacebookFields } from './fields';

export default function Facebook( { route }: ScreenProps ) {
	const preview = useHomePreview();
	return (
		<SettingsScreen
			title={ route.title ?? route.label }
			description={ __(
				'How your site appears when it is shared on Facebook.',
				'lodestar'
			) }
			className="lodestar-social-screen"
		>
			<div className="lodestar-columns">
				<div className="lodestar-columns__main">
					<FieldCards fields={ getFacebookFields() } />
				</div>
				{ preview && (
					<div className="lodestar-card lodestar-columns__side">
						<h2 className="lodestar-card__title">
							{ __( 'Facebook Preview', 'lodestar' ) }
						</h2>
						<SocialPreview
							label={ __( 'Facebook Preview', 'lodestar' ) }
							title={ preview.facebook.title }
							description={ preview.facebook.description }
							imageUrl={ preview.facebook.image }
							siteUrl={ preview.siteUrl }
						/>
					</div>
				) }
			</div>
		</SettingsScreen>
	);
}
