/**
 * Messages of the Import/Export screen (spec §8).
 */
import { __, sprintf } from '@wordpress/i18n';

import type { ExportCategory } from '../../../src/types/api';
import { errorMessage } from '../../../src/utils/errors';

/** Largest file the import accepts (the server's limit too), in bytes. */
export const IMPORT_MAX_BYTES = 1048576;

/** The message of a file that is not valid JSON. */
export function formatErrorMessage(): string {
	return __( 'Import failed. Please check the file format.', 'lodestar' );
}

/** The message of a file above the size limit (the server's wording). */
export function tooLargeMessage(): string {
	return sprintf(
		/* translators: %d: maximum size in MiB. */
		__( 'The file is larger than the limit of %d MiB.', 'lodestar' ),
		IMPORT_MAX_BYTES / 1048576
	);
}

/**
 * Import failure: the server's message, else 'Import failed'.
 *
 * @param error What was thrown or rejected.
 */
export function importErrorMessage( error: unknown ): string {
	return errorMessage( error ) || __( 'Import failed', 'lodestar' );
}

/**
 * Export failure: the server's message; 'Export failed' for an answer without one; else
 * 'Export failed. Please try again.'.
 *
 * @param error What was thrown or rejected.
 */
export function exportErrorMessage( error: unknown ): string {
	const message = errorMessage( error );
	if ( message ) {
		return message;
	}
	const isAnswer =
		!! error && typeof error === 'object' && 'success' in error;
	return isAnswer
		? __( 'Export failed', 'lodestar' )
		: __( 'Export failed. Please try again.', 'lodestar' );
}

/** The message shown when leaving during an import. */
export function leaveDuringImportMessage(): string {
	return __(
		'Are you sure you want to leave this page? The import process will be interrupted.',
		'lodestar'
	);
}

/**
 * Label and description of each export category, in display order.
 */
export function getExportCategories(): Array< {
	id: ExportCategory;
	label: string;
	description: string;
} > {
	return [
		{
			id: 'general',
			label: __( 'General Settings', 'lodestar' ),
			description: __(
				'Meta templates, home page and archive pages.',
				'lodestar'
			),
		},
		{
			id: 'social',
			label: __( 'Social', 'lodestar' ),
			description: __(
				'Default social image, Facebook, X and other accounts.',
				'lodestar'
			),
		},
		{
			id: 'advanced',
			label: __( 'Advanced', 'lodestar' ),
			description: __(
				'Robot instructions, features and miscellaneous options.',
				'lodestar'
			),
		},
		{
			id: 'sitemaps',
			label: __( 'Sitemaps', 'lodestar' ),
			description: __( 'XML sitemap settings.', 'lodestar' ),
		},
		{
			id: 'schemas',
			label: __( 'Schema', 'lodestar' ),
			description: __( 'Structured data schemas.', 'lodestar' ),
		},
	];
}
