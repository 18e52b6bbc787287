/**
 * Fields of Meta Templates (/general).
 */
import { __ } from '@wordpress/i18n';

import type { FieldDefinition } from '../../fields/types';

export const META_TEMPLATES_PATH = '/general';

export function getMetaTemplateFields(): FieldDefinition[] {
	return [
		{
			id: 'page_title',
			route: META_TEMPLATES_PATH,
			control: 'template',
			label: __( 'Search Engine Title', 'lodestar' ),
			description: __(
				'Title template of posts and pages. Type @ to insert a variable.',
				'lodestar'
			),
			keywords: [ __( 'meta title', 'lodestar' ), 'SEO' ],
		},
		{
			id: 'page_description',
			route: META_TEMPLATES_PATH,
			control: 'template',
			label: __( 'Search Engine Description', 'lodestar' ),
			description: __(
				'Description template of posts and pages. Type @ to insert a variable.',
				'lodestar'
			),
			tooltip: __(
				'The Excerpt variable gives, in this order: the excerpt; when there is none and Auto-generate Description is on, the start of the content, up to the description length; then the default description, the site tagline.',
				'lodestar'
			),
			keywords: [ __( 'meta description', 'lodestar' ), 'SEO' ],
		},
		{
			id: 'auto_generate_description',
			route: META_TEMPLATES_PATH,
			control: 'toggle',
			label: __( 'Auto-generate Description', 'lodestar' ),
			description: __(
				'When a post has no excerpt, the Excerpt variable uses the start of its content, up to the description length, before the tagline. On a home page listing the latest posts without a tagline, and on category and tag archives without a description, it builds a description from the site or term name and the titles of the latest posts.',
				'lodestar'
			),
			keywords: [
				__( 'excerpt', 'lodestar' ),
				__( 'automatic', 'lodestar' ),
			],
		},
	];
}
