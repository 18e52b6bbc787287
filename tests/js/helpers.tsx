/**
 * Test helpers: a fresh data registry with our store and core/notices, and sample data in
 * the shapes the REST API answers with.
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import type { ReactNode } from 'react';

import { store } from '../../src/store';
import type { SiteSettings } from '../../src/types/api';
import type { Settings } from '../../src/types/settings';

/**
 * A registry of its own per test, so no state leaks between tests.
 */
export function createTestRegistry() {
	const registry = createRegistry();
	registry.register( noticesStore );
	registry.register( store );
	return registry;
}

export type TestRegistry = ReturnType< typeof createTestRegistry >;

/**
 * Wraps UI in a registry provider.
 *
 * @param registry Registry.
 */
export function withRegistry( registry: TestRegistry ) {
	return function Wrapper( { children }: { children: ReactNode } ) {
		return (
			<RegistryProvider value={ registry }>{ children }</RegistryProvider>
		);
	};
}

/**
 * Settings as GET /admin/global-settings returns them (values chosen for the tests).
 *
 * @param overrides Values to change.
 */
export function makeSettings( overrides: Partial< Settings > = {} ): Settings {
	return {
		separator: '-',
		page_title: '%title% - %site_name%',
		page_description: '%excerpt%',
		auto_generate_description: true,
		content_types: {},
		home_page_title: '%title% - %site_name%',
		home_page_description: '%excerpt%',
		home_page_facebook_title: '',
		home_page_facebook_description: '',
		home_page_facebook_image_url: '',
		home_page_twitter_title: '',
		home_page_twitter_description: '',
		home_page_twitter_image_url: '',
		twitter_same_as_facebook: '1',
		home_page_robots: { general: [] },
		index_home_page_paginated_pages: true,
		global_default: {
			home_page_title: '%site_name% - %tagline%',
			page_title: '%title% - %site_name%',
		},
		open_graph_tags: true,
		facebook_meta_tags: true,
		twitter_meta_tags: true,
		oembeded_scripts: true,
		fallback_image: '',
		fallback_image_id: 0,
		oembeded_og_title: false,
		oembeded_social_images: true,
		oembeded_remove_author_name: true,
		facebook_page_url: '',
		facebook_author_fallback: '',
		twitter_card_type: 'summary_large_image',
		twitter_profile_username: '',
		twitter_profile_fallback: '',
		pinterest_account: '',
		instagram_account: '',
		youtube_account: '',
		linkedin_account: '',
		tiktok_account: '',
		social_profiles: {},
		redirectAttachmentPagesToPostParent: true,
		autoSetImageTitle: true,
		autoSetImageAlt: true,
		author_archive: false,
		date_archive: false,
		noindex_paginated_pages: false,
		paginated_link_relationships: false,
		no_index: [],
		no_follow: [],
		no_archive: [],
		convert_feed_entries_into_excerpts: true,
		addlink_to_source_below_feed_entries: true,
		allow_indexing_of_feed_entries: false,
		remove_global_comments_feed: false,
		remove_post_authors_feed: false,
		remove_post_types_feed: false,
		remove_category_feed: false,
		remove_tag_feeds: false,
		remove_custom_taxonomy_feeds: false,
		remove_search_results_feed: false,
		remove_atom_rdf_feeds: false,
		enable_page_level_seo: true,
		enable_google_console: true,
		enable_schemas: true,
		enable_migration: true,
		lodestar_analytics_optin: false,
		enable_redirects: true,
		enable_auto_redirects: true,
		enable_404_monitor: false,
		redirects_404_retention_days: 30,
		enable_xml_sitemap: false,
		enable_xml_image_sitemap: false,
		enable_author_sitemap: false,
		sitemap_display_format: 'shortcode',
		enable_xml_video_sitemap: true,
		enable_xml_news_sitemap: true,
		breadcrumbs_separator: '»',
		breadcrumbs_home_label: '',
		breadcrumbs_prefix: '',
		breadcrumbs_show_blog: false,
		breadcrumbs_bold_last: true,
		enable_indexnow: false,
		enable_llms_txt: false,
		site_type: '',
		site_represents: 'organization',
		site_entity_name: '',
		site_entity_logo: '',
		site_entity_logo_id: 0,
		...overrides,
	};
}

/**
 * Site settings as GET /admin/site-settings returns them.
 *
 * @param overrides Values to change.
 */
export function makeSiteSettings(
	overrides: Partial< SiteSettings > = {}
): SiteSettings {
	return {
		site: {
			site_name: 'Lodestar Test',
			site_url: 'http://example.test',
			favicon: 'http://example.test/favicon.ico',
			tagline: 'Just another site',
		},
		home_page_static: 'posts',
		home_page_edit_url: '',
		home_page_featured_image: '',
		fallback_image: '',
		sample: {
			title: 'Hello world',
			excerpt: '',
			content:
				'<!-- wp:paragraph --><p>Welcome to the sample post.</p><!-- /wp:paragraph -->',
			permalink: 'http://example.test/hello-world/',
		},
		...overrides,
	};
}
