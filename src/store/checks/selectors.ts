/**
 * Selectors of the checks slice. Whether the report is loading or failed is the resolution
 * state of getSiteChecks (isResolving, hasFinishedResolution, getResolutionError).
 */
import { createSelector } from '@wordpress/data';

import type { AttentionResponse } from '../../api/checks';
import type { CheckReport, CheckResult } from '../../types/checks';
import { sortChecks } from '../../utils/check-status';
import { CATEGORIES } from './categories';
import type { CheckCounts, ChecksSlice, ReanalysisState } from './types';

/** One check of the site report, with its id. */
export interface SiteCheck extends CheckResult {
	id: string;
}

/**
 * Every check of the categories loaded so far, in list order (error, warning, suggestion,
 * unavailable, success, ignored last); null until one category has loaded.
 */
export const getSiteChecks = createSelector(
	( state: ChecksSlice ): SiteCheck[] | null => {
		const { reports } = state.checks;
		const loaded = CATEGORIES.filter( ( category ) => reports[ category ] );
		if ( loaded.length === 0 ) {
			return null;
		}
		const checks: SiteCheck[] = [];
		for ( const category of loaded ) {
			const report = reports[ category ] as CheckReport;
			for ( const [ id, result ] of Object.entries( report ) ) {
				checks.push( {
					...result,
					id,
					category: result.category ?? category,
					ignore: !! result.ignore,
					description: Array.isArray( result.description )
						? result.description
						: [],
				} );
			}
		}
		return sortChecks( checks );
	},
	( state: ChecksSlice ) => [ state.checks.reports ]
);

/**
 * Non-ignored errors and warnings of the loaded report (a check that could not run,
 * `unavailable`, is neither); null until one category has loaded or while the loaded report
 * holds no check (nothing was analysed).
 *
 * @param state Store state.
 */
export function getSiteCheckCounts( state: ChecksSlice ): CheckCounts | null {
	const checks = getSiteChecks( state );
	if ( ! checks?.length ) {
		return null;
	}
	let errors = 0;
	let warnings = 0;
	for ( const check of checks ) {
		if ( check.ignore ) {
			continue;
		}
		if ( check.status === 'error' ) {
			errors++;
		} else if ( check.status === 'warning' ) {
			warnings++;
		}
	}
	return { errors, warnings };
}

/**
 * Whether a forced re-run is in progress.
 *
 * @param state Store state.
 */
export function isRerunningSiteChecks( state: ChecksSlice ): boolean {
	return state.checks.isRerunning;
}

/**
 * Whether a check's ignore or restore request is in progress.
 *
 * @param state Store state.
 * @param id    Check id.
 */
export function isSiteCheckPending( state: ChecksSlice, id: string ): boolean {
	return state.checks.pending.includes( id );
}

/**
 * The posts and terms that need attention most (dashboard); null until loaded.
 *
 * @param state Store state.
 */
export function getAttention( state: ChecksSlice ): AttentionResponse | null {
	return state.checks.attention;
}

/**
 * Progress of the bulk re-analysis of the page checks.
 *
 * @param state Store state.
 */
export function getReanalysis( state: ChecksSlice ): ReanalysisState {
	return state.checks.reanalysis;
}
