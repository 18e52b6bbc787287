/**
 * A Social > network screen: its field cards, and the home page as shared there.
 */
import { useSelect } from '@wordpress/data';

import { store } from '../../../src/store';
import FieldCards from '../../fields/FieldCards';
import SettingsScreen from '../../fields/SettingsScreen';
import type { FieldDefinition } from '../../fields/types';
import type { ScreenProps } from '../../app/types';
import HomeSocialPreview, {
	networkPreviewLabel,
	type SocialNetwork,
} from './HomeSocialPreview';
import useHomePreview from './useHomePreview';

export interface SocialNetworkScreenProps extends ScreenProps {
	network: SocialNetwork;
	description: string;
	fields: FieldDefinition[];
}

export default function SocialNetworkScreen( {
	route,
	network,
	description,
	fields,
}: SocialNetworkScreenProps ) {
	const preview = useHomePreview();
	const cardType = useSelect(
		( select ) => select( store ).getSettings()?.twitter_card_type,
		[]
	);
	return (
		<SettingsScreen
			title={ route.title ?? route.label }
			description={ description }
			className="lodestar-social-screen"
		>
			<div className="lodestar-columns">
				<div className="lodestar-columns__main">
					<FieldCards fields={ fields } />
				</div>
				{ preview && (
					<div className="lodestar-card lodestar-columns__side">
						<h2 className="lodestar-card__title">
							{ networkPreviewLabel( network ) }
						</h2>
						<HomeSocialPreview
							network={ network }
							preview={ preview }
							cardType={ cardType }
						/>
					</div>
				) }
			</div>
		</SettingsScreen>
	);
}
