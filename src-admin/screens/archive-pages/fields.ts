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
	];
}
