/**
 * Variable suggestions ("@") of the post and term SEO fields.
 */
import { __ } from '@wordpress/i18n';

import type { VariableOption } from '../components/VariableInput';
import type { ObjectKind } from '../types/page-seo';

/**
 * Variables offered for a post or a term.
 *
 * @param kind post or term.
 */
export function getObjectVariables( kind: ObjectKind ): VariableOption[] {
	const common: VariableOption[] = [
		{ name: 'site_name', label: __( 'Site Name', 'lodestar' ) },
		{ name: 'separator', label: __( 'Separator', 'lodestar' ) },
		{ name: 'tagline', label: __( 'Tagline', 'lodestar' ) },
		{ name: 'focus_keyword', label: __( 'Focus Keyword', 'lodestar' ) },
	];
	if ( kind === 'term' ) {
		return [
			{ name: 'term_title', label: __( 'Term Title', 'lodestar' ) },
			{
				name: 'term_description',
				label: __( 'Term Description', 'lodestar' ),
			},
			{
				name: 'term_hierarchy',
				label: __( 'Term Hierarchy', 'lodestar' ),
			},
			...common,
		];
	}
	return [
		{ name: 'title', label: __( 'Post Title', 'lodestar' ) },
		{ name: 'excerpt', label: __( 'Excerpt', 'lodestar' ) },
		...common,
		{ name: 'permalink', label: __( 'Permalink', 'lodestar' ) },
		{ name: 'author_name', label: __( 'Author', 'lodestar' ) },
		{
			name: 'primary_category',
			label: __( 'Primary Category', 'lodestar' ),
		},
		{ name: 'category', label: __( 'Categories', 'lodestar' ) },
		{ name: 'tag', label: __( 'Tags', 'lodestar' ) },
		{
			name: 'term_hierarchy',
			label: __( 'Category Hierarchy', 'lodestar' ),
		},
		{ name: 'parent_title', label: __( 'Parent Title', 'lodestar' ) },
		{
			name: 'post_type_singular',
			label: __( 'Post Type (Singular)', 'lodestar' ),
		},
		{
			name: 'author_first_name',
			label: __( 'Author First Name', 'lodestar' ),
		},
		{
			name: 'author_last_name',
			label: __( 'Author Last Name', 'lodestar' ),
		},
	];
}
