/**
 * The top bar's site-analysis badge (spec 2 §4 "Overall badge"): error when a non-ignored
 * check fails, else warning when one warns, else success.
 *
 * The counts come from the report in the store once a screen loaded it (it then follows
 * re-runs, ignores and restores), else from the boot object: the counts the server kept when it
 * last computed the report, so no screen has to fetch the report for the badge.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type { AnalysisBoot } from '../../src/types/boot';

export interface AnalysisBadge {
	status: 'error' | 'warning' | 'success' | 'none';
	text: string;
}

/**
 * The badge for some counts.
 *
 * @param counts Non-ignored errors and warnings; errors null when the site was never analysed.
 */
export function analysisBadge( counts: AnalysisBoot | null ): AnalysisBadge {
	if ( ! counts || counts.errors === null ) {
		return {
			status: 'none',
			text: __( 'Not analyzed yet', 'lodestar' ),
		};
	}
	if ( counts.errors > 0 ) {
		return {
			status: 'error',
			text: sprintf(
				/* translators: %d: number of failing site checks. */
				_n(
					'%d Issue Detected',
					'%d Issues Detected',
					counts.errors,
					'lodestar'
				),
				counts.errors
			),
		};
	}
	const warnings = counts.warnings ?? 0;
	if ( warnings > 0 ) {
		return {
			status: 'warning',
			text: sprintf(
				/* translators: %d: number of site checks with a warning. */
				_n(
					'%d Warning Detected',
					'%d Warnings Detected',
					warnings,
					'lodestar'
				),
				warnings
			),
		};
	}
	return { status: 'success', text: __( 'SEO is Optimized', 'lodestar' ) };
}
