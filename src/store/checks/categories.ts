/**
 * The site check categories and the failure texts of their loading (spec 2 §8).
 */
import { __ } from '@wordpress/i18n';

import type { CheckCategory, CheckReport } from '../../types/checks';

/** The dashboard list's size (spec 2 §9). */
export const ATTENTION_LIMIT = 10;

/** Categories in the order the report lists them. */
export const CATEGORIES: readonly CheckCategory[] = [
	'general',
	'settings',
	'other',
];

/**
 * The toast of a category that failed to load: title and description.
 *
 * @param category Category.
 */
export function loadFailureText( category: CheckCategory ): {
	title: string;
	description: string;
} {
	switch ( category ) {
		case 'general':
			return {
				title: __(
					'Failed to fetch general seo analysis report',
					'lodestar'
				),
				description: __(
					'An unexpected error occurred while fetching the general SEO analysis report. Please try again later.',
					'lodestar'
				),
			};
		case 'other':
			return {
				title: __(
					'Failed to fetch other seo analysis report',
					'lodestar'
				),
				description: __(
					'An unexpected error occurred while fetching the other SEO analysis report. Please try again later.',
					'lodestar'
				),
			};
		default:
			return {
				title: __( 'Failed to fetch analysis report', 'lodestar' ),
				description: __(
					'An unexpected error occurred while fetching the settings SEO analysis report. Please try again later.',
					'lodestar'
				),
			};
	}
}

/**
 * Whether an answer is a report (an object of check id => result).
 *
 * @param answer Answer.
 */
export function isReport( answer: unknown ): answer is CheckReport {
	return (
		!! answer &&
		typeof answer === 'object' &&
		! Array.isArray( answer ) &&
		Object.values( answer as object ).every(
			( value ) =>
				!! value &&
				typeof value === 'object' &&
				typeof ( value as { status?: unknown } ).status === 'string'
		)
	);
}
