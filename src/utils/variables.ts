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
				archiveTitle,
				page,
			];
		case 'pta':
			return [
				...site,
				{ name: 'title', label: __( 'Post Type Name', 'lodestar' ) },
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
