/**
 * The order and labels of check statuses (spec 2 §4 "Check status"): error (Critical),
 * warning (Warning), suggestion (Suggestion), unavailable (Could not run, grey: the check
 * could not run, neither a defect nor a pass), success (Passed), and Ignored last whatever
 * the status.
 */
import { __ } from '@wordpress/i18n';

import type { CheckResult, CheckStatus } from '../types/checks';

/** What a badge shows: a status, or ignored. */
export type CheckBadge = CheckStatus | 'ignored';

/** Most severe first; ignored checks come after every status. */
export const BADGE_ORDER: readonly CheckBadge[] = [
	'error',
	'warning',
	'suggestion',
	'unavailable',
	'success',
	'ignored',
];

/**
 * The badge of a check: its status, or 'ignored' when it is on the ignore list.
 *
 * @param check Check result.
 */
export function checkBadge(
	check: Pick< CheckResult, 'status' | 'ignore' >
): CheckBadge {
	return check.ignore ? 'ignored' : check.status;
}

/**
 * The badge's text.
 *
 * @param badge Badge.
 */
export function badgeLabel( badge: CheckBadge ): string {
	switch ( badge ) {
		case 'error':
			return __( 'Critical', 'lodestar' );
		case 'warning':
			return __( 'Warning', 'lodestar' );
		case 'suggestion':
			return __( 'Suggestion', 'lodestar' );
		case 'unavailable':
			return __( 'Could not run', 'lodestar' );
		case 'success':
			return __( 'Passed', 'lodestar' );
		default:
			return __( 'Ignored', 'lodestar' );
	}
}

/**
 * The checks in list order (error, warning, suggestion, unavailable, success, ignored last); checks of one
 * badge keep the order they came in.
 *
 * @param checks Checks.
 */
export function sortChecks<
	T extends Pick< CheckResult, 'status' | 'ignore' >,
>( checks: T[] ): T[] {
	return checks
		.map( ( check, index ) => ( { check, index } ) )
		.sort(
			( a, b ) =>
				BADGE_ORDER.indexOf( checkBadge( a.check ) ) -
					BADGE_ORDER.indexOf( checkBadge( b.check ) ) ||
				a.index - b.index
		)
		.map( ( { check } ) => check );
}
