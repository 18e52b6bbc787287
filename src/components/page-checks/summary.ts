/**
 * Labels and counts of page checks, without the rules (the sidebar summary imports these and
 * must not pull the rule engine into the editor's first load).
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type { PageCheckStatus } from '../../types/checks';

/**
 * Counts of what is not ignored.
 *
 * @param results Results.
 * @param ignored Ignored ids.
 */
export function countPageChecks(
	results: Partial< Record< string, { status: PageCheckStatus } > >,
	ignored: readonly string[]
): Record< PageCheckStatus, number > {
	const counts = { error: 0, warning: 0, suggestion: 0, success: 0 };
	for ( const [ id, check ] of Object.entries( results ) ) {
		if ( check && ! ignored.includes( id ) ) {
			counts[ check.status ]++;
		}
	}
	return counts;
}

/**
 * The overall badge (spec 2 §4): errors, else warnings, else optimized.
 *
 * @param counts Counts of what is not ignored.
 */
export function overallText(
	counts: Record< PageCheckStatus, number >
): string {
	if ( counts.error > 0 ) {
		return sprintf(
			/* translators: %d: number of issues. */
			_n(
				'%d Issue Detected',
				'%d Issues Detected',
				counts.error,
				'lodestar'
			),
			counts.error
		);
	}
	if ( counts.warning > 0 ) {
		return sprintf(
			/* translators: %d: number of warnings. */
			_n(
				'%d Warning Detected',
				'%d Warnings Detected',
				counts.warning,
				'lodestar'
			),
			counts.warning
		);
	}
	return __( 'SEO is Optimized', 'lodestar' );
}
