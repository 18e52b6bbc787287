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
			id: 'enable_redirects',
			route: MANAGE_FEATURES_PATH,
			control: 'toggle',
			label: __( 'Redirects', 'lodestar' ),
			description: __(
				'Redirect old addresses to new ones (Tools › Redirects).',
				'lodestar'
			),
			keywords: [ feature, '301', __( 'redirection', 'lodestar' ) ],
		},
		{
			id: 'enable_auto_redirects',
			route: MANAGE_FEATURES_PATH,
			control: 'toggle',
			label: __( 'Automatic Redirects', 'lodestar' ),
			description: __(
				'When a published post, page or term changes its address, redirect the old one to it.',
				'lodestar'
			),
			keywords: [ feature, __( 'slug', 'lodestar' ), '301' ],
		},
		{
			id: 'enable_404_monitor',
			route: MANAGE_FEATURES_PATH,
			control: 'toggle',
			label: __( '404 Monitor', 'lodestar' ),
			description: __(
				'Log the addresses that answer "Not found", by path, without IP addresses.',
				'lodestar'
			),
			keywords: [ feature, '404', __( 'broken links', 'lodestar' ) ],
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
