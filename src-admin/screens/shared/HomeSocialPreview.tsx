/**
 * The home page as shared on Facebook or X: the Social > Facebook and Social > X screens and
 * the Home Page screen show the same card.
 */
import { __ } from '@wordpress/i18n';

import SocialPreview from '../../../src/components/SocialPreview';
import type { HomePreview } from './useHomePreview';

export type SocialNetwork = 'facebook' | 'x';

export interface HomeSocialPreviewProps {
	network: SocialNetwork;
	preview: HomePreview;
	/** The X card type setting: 'summary' shows the small card. */
	cardType?: string;
}

/**
 * Accessible name of a network's preview (also the heading of its screen's preview card).
 *
 * @param network Network.
 */
export function networkPreviewLabel( network: SocialNetwork ): string {
	return network === 'facebook'
		? __( 'Facebook Preview', 'lodestar' )
		: __( 'X Preview', 'lodestar' );
}

export default function HomeSocialPreview( {
	network,
	preview,
	cardType,
}: HomeSocialPreviewProps ) {
	const texts = preview[ network ];
	return (
		<SocialPreview
			label={ networkPreviewLabel( network ) }
			title={ texts.title }
			description={ texts.description }
			imageUrl={ texts.image }
			siteUrl={ preview.siteUrl }
			size={
				network === 'x' && cardType === 'summary' ? 'small' : 'large'
			}
		/>
	);
}
