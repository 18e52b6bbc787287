/**
 * Fields of Social > Default Social Image (/general/social).
 */
import { __, sprintf } from '@wordpress/i18n';

import type { FieldDefinition } from '../../fields/types';
import {
	SOCIAL_IMAGE_HEIGHT,
	SOCIAL_IMAGE_WIDTH,
} from '../../../src/utils/constants';

export const SOCIAL_IMAGE_PATH = '/general/social';

export function getSocialImageFields(): FieldDefinition[] {
	return [
		{
			id: 'fallback_image',
			route: SOCIAL_IMAGE_PATH,
			control: 'image',
			label: __( 'Default Social Image', 'lodestar' ),
			description: sprintf(
				/* translators: 1: width in pixels, 2: height in pixels. */
				__(
					'Shown when a shared page has no image of its own. Recommended size is %1$dx%2$d px, JPG or PNG.',
					'lodestar'
				),
				SOCIAL_IMAGE_WIDTH,
				SOCIAL_IMAGE_HEIGHT
			),
			keywords: [
				__( 'fallback image', 'lodestar' ),
				'Open Graph',
				'og:image',
			],
		},
	];
}
