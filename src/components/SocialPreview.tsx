/**
 * How a page may look when shared: a card with image, domain, title and description.
 *
 * The large card (Facebook, X "Summary Large Image") cuts the title at 60 characters and the
 * description at 117; the small card (X "Summary") trims the description to 78 (spec §5).
 * Takes already-resolved plain text.
 */
import { __ } from '@wordpress/i18n';

import {
	SOCIAL_DESCRIPTION_LENGTH,
	SOCIAL_DESCRIPTION_SHORT_LENGTH,
	SOCIAL_TITLE_LENGTH,
} from '../utils/constants';
import { truncate } from '../utils/truncate';

export type SocialPreviewSize = 'large' | 'small';

/**
 * Title and description as a card of a size shows them.
 *
 * @param title       Title.
 * @param description Description.
 * @param size        Card size.
 */
export function socialPreviewTexts(
	title: string,
	description: string,
	size: SocialPreviewSize
): { title: string; description: string } {
	return {
		title: truncate( title, SOCIAL_TITLE_LENGTH ),
		description: truncate(
			description,
			size === 'small'
				? SOCIAL_DESCRIPTION_SHORT_LENGTH
				: SOCIAL_DESCRIPTION_LENGTH
		),
	};
}

/**
 * The host of a URL, upper-cased like the networks print it ('' when it is no URL).
 *
 * @param url URL.
 */
function domainOf( url: string ): string {
	try {
		return new URL( url ).host.toUpperCase();
	} catch {
		return '';
	}
}

export interface SocialPreviewProps {
	/** Accessible name of the preview region, e.g. 'Facebook Preview'. */
	label: string;
	title: string;
	description: string;
	imageUrl?: string;
	siteUrl: string;
	size?: SocialPreviewSize;
}

export default function SocialPreview( {
	label,
	title,
	description,
	imageUrl,
	siteUrl,
	size = 'large',
}: SocialPreviewProps ) {
	const texts = socialPreviewTexts( title, description, size );
	return (
		<section
			className={ `lodestar-social-preview is-${ size }` }
			aria-label={ label }
		>
			<div className="lodestar-social-preview__image">
				{ imageUrl ? (
					<img src={ imageUrl } alt="" />
				) : (
					<span className="lodestar-social-preview__no-image">
						{ __( 'No image', 'lodestar' ) }
					</span>
				) }
			</div>
			<div className="lodestar-social-preview__text">
				<span className="lodestar-social-preview__domain">
					{ domainOf( siteUrl ) }
				</span>
				<p className="lodestar-social-preview__title">
					{ texts.title }
				</p>
				<p className="lodestar-social-preview__description">
					{ texts.description }
				</p>
			</div>
		</section>
	);
}
