/**
 * Fields of Archive Pages (/general/archive_pages).
 */
import { __ } from '@wordpress/i18n';

import type { FieldDefinition } from '../../fields/types';

export const ARCHIVE_PAGES_PATH = '/general/archive_pages';

export function getArchivePageFields(): FieldDefinition[] {
	return [
		{
			id: 'author_archive',
			route: ARCHIVE_PAGES_PATH,
			control: 'toggle',
			label: __( 'Author Archive', 'lodestar' ),
			description: __(
				'Pages listing the posts of one author (/author/name/). When off, they answer “Page not found” and authors leave the sitemap.',
				'lodestar'
			),
			keywords: [ __( 'author pages', 'lodestar' ) ],
		},
		{
			id: 'date_archive',
			route: ARCHIVE_PAGES_PATH,
			control: 'toggle',
			label: __( 'Date Archive', 'lodestar' ),
			description: __(
				'Pages listing the posts of a year, month or day. When off, they answer “Page not found”.',
				'lodestar'
			),
			keywords: [ __( 'date pages', 'lodestar' ) ],
		},
		...getBreadcrumbFields(),
	];
}

/**
 * The Breadcrumbs card: how the breadcrumbs block, shortcode and template function print the
 * trail (the home label and the blog page also name items of the page's BreadcrumbList).
 */
function getBreadcrumbFields(): FieldDefinition[] {
	const group = __( 'Breadcrumbs', 'lodestar' );
	const keywords = [
		__( 'breadcrumbs', 'lodestar' ),
		'[lodestar_breadcrumbs]',
	];
	return [
		{
			id: 'breadcrumbs_separator',
			route: ARCHIVE_PAGES_PATH,
			control: 'text',
			group,
			label: __( 'Breadcrumb Separator', 'lodestar' ),
			description: __(
				'Shown between the items of the breadcrumbs, e.g. » or /.',
				'lodestar'
			),
			keywords,
		},
		{
			id: 'breadcrumbs_home_label',
			route: ARCHIVE_PAGES_PATH,
			control: 'text',
			group,
			label: __( 'Home Label', 'lodestar' ),
			placeholder: __( 'Home', 'lodestar' ),
			description: __(
				'Name of the first item, in the breadcrumbs and in the structured data. Empty for “Home”.',
				'lodestar'
			),
			keywords,
		},
		{
			id: 'breadcrumbs_prefix',
			route: ARCHIVE_PAGES_PATH,
			control: 'text',
			group,
			label: __( 'Prefix', 'lodestar' ),
			placeholder: __( 'You are here:', 'lodestar' ),
			description: __(
				'Text printed before the breadcrumbs; empty for none.',
				'lodestar'
			),
			keywords,
		},
		{
			id: 'breadcrumbs_show_blog',
			route: ARCHIVE_PAGES_PATH,
			control: 'toggle',
			group,
			label: __( 'Show the Blog Page', 'lodestar' ),
			description: __(
				'With a static front page, posts and their category and tag archives go under the page for posts.',
				'lodestar'
			),
			keywords,
		},
		{
			id: 'breadcrumbs_bold_last',
			route: ARCHIVE_PAGES_PATH,
			control: 'toggle',
			group,
			label: __( 'Bold Last Item', 'lodestar' ),
			description: __(
				'Prints the current page, the last item, in bold.',
				'lodestar'
			),
			keywords,
		},
	];
}
