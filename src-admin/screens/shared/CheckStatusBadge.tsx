/**
 * A check's status badge: Critical, Warning, Suggestion, Passed or Ignored (spec 2 §4).
 */
import type { CheckResult } from '../../../src/types/checks';
import { badgeLabel, checkBadge } from '../../../src/utils/check-status';

export default function CheckStatusBadge( {
	check,
}: {
	check: Pick< CheckResult, 'status' | 'ignore' >;
} ) {
	const badge = checkBadge( check );
	return (
		<span
			className={ `lodestar-check-badge lodestar-check-badge--${ badge }` }
		>
			{ badgeLabel( badge ) }
		</span>
	);
}
