/**
 * The 90-day Clicks and Impressions cards (spec §3 "Metric item", §4 direction colours).
 */
import { __, sprintf } from '@wordpress/i18n';

import type {
	ClicksAndImpressions,
	MetricTotals,
} from '../../../src/api/search-console';
import { changeDirection, formatPercentage, shortenNumber } from './format';

interface MetricItem {
	key: string;
	label: string;
	totals: MetricTotals | null;
}

function MetricCard( { item }: { item: MetricItem } ) {
	const totals = item.totals;
	const direction = changeDirection( totals?.percentage );
	let arrow = '';
	if ( direction === 'success' ) {
		arrow = '↑';
	} else if ( direction === 'danger' ) {
		arrow = '↓';
	}
	return (
		<div
			className={ `lodestar-metric lodestar-metric--${ item.key }` }
			data-testid={ `metric-${ item.key }` }
		>
			<div className="lodestar-metric__label">{ item.label }</div>
			{ totals ? (
				<>
					<div className="lodestar-metric__value">
						{ shortenNumber( totals.current ) }
					</div>
					<div className="lodestar-metric__footer">
						<span
							className={ `lodestar-metric__change is-${ direction }` }
						>
							<span aria-hidden="true">{ arrow }</span>
							{ formatPercentage( totals.percentage ) }
						</span>
						<span className="lodestar-metric__previous">
							{ sprintf(
								/* translators: %s: the figure of the previous 90 days. */
								__( 'Previous 90 days: %s', 'lodestar' ),
								shortenNumber( totals.previous )
							) }
						</span>
					</div>
				</>
			) : (
				<div
					className="lodestar-skeleton lodestar-metric__skeleton"
					aria-hidden="true"
				/>
			) }
		</div>
	);
}

export default function MetricCards( {
	data,
}: {
	/** null while loading (skeletons). */
	data: ClicksAndImpressions | null;
} ) {
	const items: MetricItem[] = [
		{
			key: 'clicks',
			label: __( 'Clicks', 'lodestar' ),
			totals: data?.clicks ?? null,
		},
		{
			key: 'impressions',
			label: __( 'Impressions', 'lodestar' ),
			totals: data?.impressions ?? null,
		},
	];
	return (
		<div className="lodestar-metrics">
			{ items.map( ( item ) => (
				<MetricCard key={ item.key } item={ item } />
			) ) }
		</div>
	);
}
