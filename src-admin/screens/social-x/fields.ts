/**
 * Fields of Social > X (/general/social/x).
 */
import { __ } from '@wordpress/i18n';

import type { FieldDefinition } from '../../fields/types';

export const X_PATH = '/general/social/x';

export function getXFields(): FieldDefinition[] {
	return [
		{
			id: 'twitter_card_type',
			route: X_PATH,
			control: 'radio',
			label: __( 'X Card Type', 'lodestar' ),
			description: __( 'How posts look when shared on X.', 'lodestar' ),
			options: [
				{
					value: 'summary_large_image',
					label: __( 'Summary Large Image', 'lodestar' ),
				},
				{ value: 'summary', label: __( 'Summary', 'lodestar' ) },
			],
			keywords: [ 'Twitter', 'twitter:card' ],
		},
		{
			id: 'twitter_profile_username',
			route: X_PATH,
			control: 'text',
			label: __( "Site's X Profile URL", 'lodestar' ),
			description: __(
				'The X profile of your site or organization.',
				'lodestar'
			),
			placeholder: 'https://x.com/your-handle',
			keywords: [ 'Twitter', 'twitter:site', 'handle' ],
		},
		{
			id: 'twitter_profile_fallback',
			route: X_PATH,
			control: 'text',
			label: __( "Author's X Profile URL", 'lodestar' ),
			description: __(
				'Used as the creator of articles whose author has no X profile of their own.',
				'lodestar'
			),
			tooltip: __(
				'This is a fallback: an author’s own X profile, when set, comes first.',
				'lodestar'
			),
			placeholder: 'https://x.com/author-handle',
			keywords: [ 'Twitter', 'twitter:creator', 'handle' ],
		},
		{
			id: 'twitter_meta_tags',
			route: X_PATH,
			control: 'toggle',
			group: __( 'Tags', 'lodestar' ),
			label: __( 'X Card Tags', 'lodestar' ),
			description: __(
				'Add the twitter:* tags X reads to show a card.',
				'lodestar'
			),
			keywords: [ 'Twitter', 'meta tags' ],
		},
	];
}
