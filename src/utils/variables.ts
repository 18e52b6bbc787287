/**
 * Variable suggestions offered by the template inputs.
 */
import { __ } from '@wordpress/i18n';

import type { VariableOption } from '../components/VariableInput';

/**
 * Variables offered on the Meta Templates screen (spec §2): Site Name, Separator, Tagline,
 * Post Title.
 */
export function getMetaTemplateVariables(): VariableOption[] {
	return [
		{ name: 'site_name', label: __( 'Site Name', 'lodestar' ) },
		{ name: 'separator', label: __( 'Separator', 'lodestar' ) },
		{ name: 'tagline', label: __( 'Tagline', 'lodestar' ) },
		{ name: 'title', label: __( 'Post Title', 'lodestar' ) },
	];
}

/** What a content type of the Meta Templates switcher is (the `content_types` key's kind). */
export type ContentTypeGroup =
	'post_type' | 'taxonomy' | 'pta' | 'author' | 'date' | 'search' | '404';

/**
 * Variables offered for one content type on the Meta Templates screen: only those that have a
 * value on its pages (TemplateValues gives each kind its own).
 *
 * @param group Content type kind.
 */
export function getContentTypeVariables(
	group: ContentTypeGroup
): VariableOption[] {
	const site: VariableOption[] = [
		{ name: 'site_name', label: __( 'Site Name', 'lodestar' ) },
		{ name: 'separator', label: __( 'Separator', 'lodestar' ) },
		{ name: 'tagline', label: __( 'Tagline', 'lodestar' ) },
	];
	const page: VariableOption = {
		name: 'page',
		label: __( 'Page Number', 'lodestar' ),
	};
	const archiveTitle: VariableOption = {
		name: 'archive_title',
		label: __( 'Archive Title', 'lodestar' ),
	};
	switch ( group ) {
		case 'post_type':
			return [
				...site,
				{ name: 'title', label: __( 'Post Title', 'lodestar' ) },
				{ name: 'excerpt', label: __( 'Excerpt', 'lodestar' ) },
				{ name: 'author_name', label: __( 'Author Name', 'lodestar' ) },
				{
					name: 'published',
					label: __( 'Published Date', 'lodestar' ),
				},
				{ name: 'modified', label: __( 'Modified Date', 'lodestar' ) },
				{
					name: 'primary_category',
					label: __( 'Primary Category', 'lodestar' ),
				},
				{
					name: 'term_hierarchy',
					label: __( 'Category Hierarchy', 'lodestar' ),
				},
				{
					name: 'parent_title',
					label: __( 'Parent Title', 'lodestar' ),
				},
				{
					name: 'post_type_singular',
					label: __( 'Post Type (Singular)', 'lodestar' ),
				},
				{
					name: 'post_type_plural',
					label: __( 'Post Type (Plural)', 'lodestar' ),
				},
				{
					name: 'excerpt_only',
					label: __( 'Excerpt Only', 'lodestar' ),
				},
				{
					name: 'author_first_name',
					label: __( 'Author First Name', 'lodestar' ),
				},
				{
					name: 'author_last_name',
					label: __( 'Author Last Name', 'lodestar' ),
				},
				{
					name: 'post_year',
					label: __( 'Published Year', 'lodestar' ),
				},
				{ name: 'post_id', label: __( 'Post ID', 'lodestar' ) },
				page,
			];
		case 'taxonomy':
			return [
				...site,
				{ name: 'term_title', label: __( 'Term Name', 'lodestar' ) },
				{
					name: 'term_description',
					label: __( 'Term Description', 'lodestar' ),
				},
				{
					name: 'excerpt',
					label: __( 'Term Description (shortened)', 'lodestar' ),
				},
				{
					name: 'term_hierarchy',
					label: __( 'Term Hierarchy', 'lodestar' ),
				},
				archiveTitle,
				page,
			];
		case 'pta':
			return [
				...site,
				{ name: 'title', label: __( 'Post Type Name', 'lodestar' ) },
				{
					name: 'post_type_singular',
					label: __( 'Post Type Name (Singular)', 'lodestar' ),
				},
				{
					name: 'excerpt',
					label: __( 'Post Type Description', 'lodestar' ),
				},
				archiveTitle,
				page,
			];
		case 'author':
			return [
				...site,
				{ name: 'author_name', label: __( 'Author Name', 'lodestar' ) },
				{
					name: 'author_first_name',
					label: __( 'Author First Name', 'lodestar' ),
				},
				{
					name: 'author_last_name',
					label: __( 'Author Last Name', 'lodestar' ),
				},
				{ name: 'excerpt', label: __( 'Biography', 'lodestar' ) },
				archiveTitle,
				page,
			];
		case 'date':
			return [
				...site,
				{ name: 'title', label: __( 'Date', 'lodestar' ) },
				archiveTitle,
				page,
			];
		case 'search':
			return [
				...site,
				{
					name: 'search_query',
					label: __( 'Search Phrase', 'lodestar' ),
				},
				{ name: 'title', label: __( 'Search Title', 'lodestar' ) },
				page,
			];
		case '404':
			return site;
	}
}
