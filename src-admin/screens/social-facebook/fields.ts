/**
 * Fields of Social > Facebook (/general/social/facebook).
 */
import { __ } from '@wordpress/i18n';

import type { FieldDefinition } from '../../fields/types';

export const FACEBOOK_PATH = '/general/social/facebook';

export function getFacebookFields(): FieldDefinition[] {
	return [
		{
			id: 'facebook_page_url',
			route: FACEBOOK_PATH,
			control: 'url',
			label: __( 'Site Facebook Page', 'lodestar' ),
			description: __(
				'The Facebook page of your site or organization (the publisher of your articles).',
				'lodestar'
			),
			placeholder: 'https://www.facebook.com/your-page',
			keywords: [ 'article:publisher', 'Open Graph' ],
		},
		{
			id: 'facebook_author_fallback',
			route: FACEBOOK_PATH,
			control: 'url',
			label: __( 'Author Facebook Page', 'lodestar' ),
			description: __(
				'Used as the author of articles whose author has no Facebook page of their own.',
				'lodestar'
			),
			tooltip: __(
				'This is a fallback: an author’s own Facebook page, when set, comes first.',
				'lodestar'
			),
			placeholder: 'https://www.facebook.com/author-profile',
			keywords: [ 'article:author', __( 'fallback', 'lodestar' ) ],
		},
		{
			id: 'open_graph_tags',
			route: FACEBOOK_PATH,
			control: 'toggle',
			group: __( 'Tags', 'lodestar' ),
			label: __( 'Open Graph Tags', 'lodestar' ),
			description: __(
				'Add Open Graph tags (og:title, og:image…) that Facebook, LinkedIn and others read.',
				'lodestar'
			),
			keywords: [ 'og', 'meta tags' ],
		},
		{
			id: 'facebook_meta_tags',
			route: FACEBOOK_PATH,
			control: 'toggle',
			group: __( 'Tags', 'lodestar' ),
			label: __( 'Facebook Article Tags', 'lodestar' ),
			description: __(
				'Add the article publisher and author tags with the Facebook pages above.',
				'lodestar'
			),
			keywords: [ 'article:publisher', 'article:author', 'meta tags' ],
		},
	];
}
