/**
 * Fields of Manage Features (/tools/manage-features).
 */
import { __ } from '@wordpress/i18n';

import type { FieldDefinition } from '../../fields/types';

export const MANAGE_FEATURES_PATH = '/tools/manage-features';

export function getFeatureFields(): FieldDefinition[] {
	const feature = __( 'feature', 'lodestar' );
	return [
		{
			id: 'enable_page_level_seo',
			route: MANAGE_FEATURES_PATH,
			control: 'toggle',
			label: __( 'Page-Level SEO', 'lodestar' ),
			description: __(
				'SEO title, description, social and robots settings for each post, page and term.',
				'lodestar'
			),
			keywords: [ feature, __( 'editor', 'lodestar' ) ],
		},
		{
			id: 'enable_google_console',
			route: MANAGE_FEATURES_PATH,
			control: 'toggle',
			label: __( 'Search Console', 'lodestar' ),
			description: __(
				'Search traffic and content performance from Google Search Console.',
				'lodestar'
			),
			keywords: [ feature, 'Google', __( 'analytics', 'lodestar' ) ],
		},
		{
			id: 'enable_schemas',
			route: MANAGE_FEATURES_PATH,
			control: 'toggle',
			label: __( 'Schema', 'lodestar' ),
			description: __(
				'Structured data (JSON-LD) for your pages, set up on the Schema screen.',
				'lodestar'
			),
			keywords: [
				feature,
				'JSON-LD',
				__( 'structured data', 'lodestar' ),
			],
		},
		{
			id: 'enable_migration',
			route: MANAGE_FEATURES_PATH,
			control: 'toggle',
			label: __( 'Migration', 'lodestar' ),
			description: __(
				'Bring SEO data over from another SEO plugin (Tools › Migrate to Lodestar).',
				'lodestar'
			),
			keywords: [
				feature,
				__( 'import', 'lodestar' ),
				'Yoast',
				'Rank Math',
			],
		},
		{
			id: 'enable_indexnow',
			route: MANAGE_FEATURES_PATH,
			control: 'toggle',
			label: __( 'IndexNow', 'lodestar' ),
			description: __(
				'Tell Bing and other IndexNow search engines at once when content is published, updated or removed (Advanced › IndexNow).',
				'lodestar'
			),
			keywords: [ feature, 'Bing', __( 'instant indexing', 'lodestar' ) ],
		},
		{
			id: 'enable_llms_txt',
			route: MANAGE_FEATURES_PATH,
			control: 'toggle',
			label: __( 'llms.txt', 'lodestar' ),
			description: __(
				'Serve /llms.txt, a Markdown guide to your content for AI assistants (Advanced › llms.txt).',
				'lodestar'
			),
			keywords: [ feature, 'AI', __( 'language models', 'lodestar' ) ],
		},
		{
			id: 'lodestar_analytics_optin',
			route: MANAGE_FEATURES_PATH,
			control: 'toggle',
			group: __( 'Usage Data', 'lodestar' ),
			label: __( 'Share Usage Data', 'lodestar' ),
			description: __(
				'This switch has no effect yet: Lodestar collects and sends no usage data. It keeps your choice, and nothing will ever be sent without it.',
				'lodestar'
			),
			keywords: [
				__( 'opt-in', 'lodestar' ),
				__( 'tracking', 'lodestar' ),
			],
		},
	];
}
