/**
 * The page checks of one post or term as a list: status badges in the spec's colours and
 * order (Critical, Warning, Suggestion, Passed; ignored ones last, grey), the message, what the
 * check looks at, and Ignore / Restore. Errors and warnings can be ignored (spec 2 §2: not
 * successes or suggestions); an ignored check can be restored.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { sortPageChecks } from '../../analysis/page-checks';
import type { PageCheckResults } from '../../analysis/types';
import type { PageCheckStatus } from '../../types/checks';
import { badgeLabel } from '../../utils/check-status';
import { countPageChecks, overallText } from './summary';

export interface PageChecksListProps {
	results: PageCheckResults;
	ignored: readonly string[];
	onToggleIgnore: ( id: string, ignore: boolean ) => void;
}

export default function PageChecksList( {
	results,
	ignored,
	onToggleIgnore,
}: PageChecksListProps ) {
	const counts = countPageChecks( results, ignored );
	let overall: PageCheckStatus = 'success';
	if ( counts.error > 0 ) {
		overall = 'error';
	} else if ( counts.warning > 0 ) {
		overall = 'warning';
	}
	return (
		<div className="lodestar-page-checks">
			<p
				className={ `lodestar-page-checks__overall is-${ overall }` }
				role="status"
			>
				{ overallText( counts ) }
			</p>
			<ul className="lodestar-page-checks__list">
				{ sortPageChecks( results, ignored ).map(
					( [ id, check, isIgnored ] ) => {
						const badge = isIgnored ? 'ignored' : check.status;
						const canIgnore =
							check.status === 'error' ||
							check.status === 'warning';
						const why = check.description.find(
							( item ) => item.type === 'text'
						);
						const list = check.description.find(
							( item ) => item.type === 'list'
						);
						return (
							<li
								key={ id }
								className="lodestar-page-checks__item"
								data-check={ id }
							>
								<span
									className={ `lodestar-check-badge is-${ badge }` }
								>
									{ badgeLabel( badge ) }
								</span>
								<span className="lodestar-page-checks__message">
									{ check.message }
								</span>
								{ why?.type === 'text' && (
									<span className="lodestar-page-checks__why">
										{ why.text }
									</span>
								) }
								{ list?.type === 'list' && (
									<ul className="lodestar-page-checks__entries">
										{ list.items.map( ( entry, index ) => (
											<li key={ index }>
												{ typeof entry === 'string'
													? entry
													: entry.text }
											</li>
										) ) }
									</ul>
								) }
								{ ( isIgnored || canIgnore ) && (
									<Button
										variant="link"
										onClick={ () =>
											onToggleIgnore( id, ! isIgnored )
										}
									>
										{ isIgnored
											? __( 'Restore', 'lodestar' )
											: __( 'Ignore', 'lodestar' ) }
									</Button>
								) }
							</li>
						);
					}
				) }
			</ul>
		</div>
	);
}
