/**
 * Fields of Miscellaneous (/tools/miscellaneous): feed, attachment and image, paginated
 * page and embed options that no other screen shows.
 */
import { __ } from '@wordpress/i18n';

import type { FieldDefinition } from '../../fields/types';

export const MISCELLANEOUS_PATH = '/tools/miscellaneous';

export function getMiscellaneousFields(): FieldDefinition[] {
	const feeds = __( 'Feeds', 'lodestar' );
	const media = __( 'Attachments and Images', 'lodestar' );
	const paged = __( 'Paginated Pages', 'lodestar' );
	const embeds = __( 'Embeds', 'lodestar' );
	const removed = __(
		'A removed feed answers “410 Gone” and its link leaves the page head. The main posts feed always stays.',
		'lodestar'
	);
	const field = (
		id: string,
		group: string,
		label: string,
		description: string,
		keywords: string[] = [],
		tooltip?: string
	): FieldDefinition => ( {
		id,
		route: MISCELLANEOUS_PATH,
		control: 'toggle',
		group,
		label,
		description,
		keywords,
		tooltip,
	} );
	return [
		field(
			'convert_feed_entries_into_excerpts',
			feeds,
			__( 'Excerpts in Feeds', 'lodestar' ),
			__(
				'Feed entries carry the excerpt instead of the full content.',
				'lodestar'
			),
			[ 'RSS' ]
		),
		field(
			'addlink_to_source_below_feed_entries',
			feeds,
			__( 'Link to the Source Below Feed Entries', 'lodestar' ),
			__(
				'Each feed entry ends with a link to the post and your site.',
				'lodestar'
			),
			[ 'RSS', __( 'scrapers', 'lodestar' ) ]
		),
		field(
			'allow_indexing_of_feed_entries',
			feeds,
			__( 'Allow Indexing of Feeds', 'lodestar' ),
			__(
				'When off, feeds ask search engines not to index them (X-Robots-Tag: noindex).',
				'lodestar'
			),
			[ 'RSS', 'noindex' ]
		),
		field(
			'remove_global_comments_feed',
			feeds,
			__( 'Remove Global Comments Feed', 'lodestar' ),
			__( 'The feed of all comments (/comments/feed/).', 'lodestar' ),
			[ 'RSS' ],
			removed
		),
		field(
			'remove_post_authors_feed',
			feeds,
			__( 'Remove Post Author Feeds', 'lodestar' ),
			__( 'The feed of each author’s posts.', 'lodestar' ),
			[ 'RSS' ],
			removed
		),
		field(
			'remove_post_types_feed',
			feeds,
			__( 'Remove Post Type Feeds', 'lodestar' ),
			__( 'The feed of each post type archive.', 'lodestar' ),
			[ 'RSS' ],
			removed
		),
		field(
			'remove_category_feed',
			feeds,
			__( 'Remove Category Feeds', 'lodestar' ),
			__( 'The feed of each category.', 'lodestar' ),
			[ 'RSS' ],
			removed
		),
		field(
			'remove_tag_feeds',
			feeds,
			__( 'Remove Tag Feeds', 'lodestar' ),
			__( 'The feed of each tag.', 'lodestar' ),
			[ 'RSS' ],
			removed
		),
		field(
			'remove_custom_taxonomy_feeds',
			feeds,
			__( 'Remove Custom Taxonomy Feeds', 'lodestar' ),
			__( 'The feed of each term of other taxonomies.', 'lodestar' ),
			[ 'RSS' ],
			removed
		),
		field(
			'remove_search_results_feed',
			feeds,
			__( 'Remove Search Results Feed', 'lodestar' ),
			__( 'The feed of search results.', 'lodestar' ),
			[ 'RSS' ],
			removed
		),
		field(
			'remove_atom_rdf_feeds',
			feeds,
			__( 'Remove Atom and RDF Feeds', 'lodestar' ),
			__(
				'The Atom, RDF and RSS 0.92 formats of every feed; RSS 2.0 stays.',
				'lodestar'
			),
			[ 'RSS' ],
			removed
		),
		field(
			'redirectAttachmentPagesToPostParent',
			media,
			__( 'Redirect Attachment Pages', 'lodestar' ),
			__(
				'Attachment pages redirect (301) to the post they belong to, or to the file itself.',
				'lodestar'
			),
			[ __( 'media', 'lodestar' ), 'redirect' ]
		),
		field(
			'autoSetImageTitle',
			media,
			__( 'Image Titles from File Names', 'lodestar' ),
			__(
				'On upload, a title that is just the file name becomes words (“red-barn” becomes “Red Barn”).',
				'lodestar'
			),
			[ __( 'media', 'lodestar' ), __( 'upload', 'lodestar' ) ]
		),
		field(
			'autoSetImageAlt',
			media,
			__( 'Image Alt Text from Titles', 'lodestar' ),
			__(
				'On upload, an image without alt text gets its title as alt text.',
				'lodestar'
			),
			[
				__( 'media', 'lodestar' ),
				__( 'alternative text', 'lodestar' ),
				__( 'accessibility', 'lodestar' ),
			]
		),
		field(
			'noindex_paginated_pages',
			paged,
			__( 'No Index Paginated Pages', 'lodestar' ),
			__(
				'Page 2 and later of archives and of the home page are kept out of search results.',
				'lodestar'
			),
			[ 'noindex', __( 'pagination', 'lodestar' ) ]
		),
		field(
			'index_home_page_paginated_pages',
			paged,
			__( 'Index Paginated Home Pages', 'lodestar' ),
			__(
				'Page 2 and later of the home page may appear in search results.',
				'lodestar'
			),
			[ __( 'pagination', 'lodestar' ) ]
		),
		field(
			'paginated_link_relationships',
			paged,
			__( 'Paginated Link Relationships', 'lodestar' ),
			__(
				'Paginated pages link to their previous and next pages (rel="prev" and rel="next").',
				'lodestar'
			),
			[ __( 'pagination', 'lodestar' ), 'rel=next' ]
		),
		field(
			'oembeded_scripts',
			embeds,
			__( 'Embed Scripts', 'lodestar' ),
			__(
				'Embeds of your posts on other sites carry the script that sizes them.',
				'lodestar'
			),
			[ 'oEmbed' ]
		),
		field(
			'oembeded_og_title',
			embeds,
			__( 'Social Title in Embeds', 'lodestar' ),
			__(
				'Embeds of your posts show their Open Graph title.',
				'lodestar'
			),
			[ 'oEmbed', 'Open Graph' ]
		),
		field(
			'oembeded_social_images',
			embeds,
			__( 'Social Image in Embeds', 'lodestar' ),
			__(
				'Embeds of your posts show their Open Graph image.',
				'lodestar'
			),
			[ 'oEmbed', 'Open Graph', 'thumbnail' ]
		),
		field(
			'oembeded_remove_author_name',
			embeds,
			__( 'Remove Author Name from Embeds', 'lodestar' ),
			__(
				'Embeds of your posts show no author name or link.',
				'lodestar'
			),
			[ 'oEmbed', __( 'author', 'lodestar' ) ]
		),
	];
}
