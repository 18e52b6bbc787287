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
			keywords: [ __( 'meta description', 'lodestar' ), 'SEO' ],
		},
		{
			id: 'auto_generate_description',
			route: META_TEMPLATES_PATH,
			control: 'toggle',
			label: __( 'Auto-generate Description', 'lodestar' ),
			description: __(
				'When a post has no excerpt, the Excerpt variable uses the start of its content, up to the description length.',
				'lodestar'
			),
			keywords: [
				__( 'excerpt', 'lodestar' ),
				__( 'automatic', 'lodestar' ),
			],
		},
	];
}
