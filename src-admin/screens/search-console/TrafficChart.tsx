/**
 * The traffic chart: clicks and impressions per day. The drawing (uPlot) is a lazy chunk
 * loaded only where a chart shows; the same figures are always in a table for screen readers.
 */
import { Spinner, VisuallyHidden } from '@wordpress/components';
import { Suspense, lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { TrafficRow } from '../../../src/api/search-console';
import { readableDay } from './chart-data';

const UPlotChart = lazy(
	() => import( /* webpackChunkName: "admin/chart" */ './UPlotChart' )
);

export default function TrafficChart( {
	rows,
	title = __( 'Search traffic', 'lodestar' ),
	isSample = false,
}: {
	rows: TrafficRow[];
	title?: string;
	/** Placeholder data (not read to screen readers as real figures). */
	isSample?: boolean;
} ) {
	return (
		<figure className="lodestar-traffic-chart">
			<figcaption className="lodestar-traffic-chart__title">
				{ title }
			</figcaption>
			<div className="lodestar-traffic-chart__plot" aria-hidden="true">
				<Suspense fallback={ <Spinner /> }>
					<UPlotChart rows={ rows } />
				</Suspense>
			</div>
			{ ! isSample && (
				<VisuallyHidden>
					<table className="lodestar-traffic-chart__table">
						<caption>{ title }</caption>
						<thead>
							<tr>
								<th scope="col">
									{ __( 'Date', 'lodestar' ) }
								</th>
								<th scope="col">
									{ __( 'Clicks', 'lodestar' ) }
								</th>
								<th scope="col">
									{ __( 'Impressions', 'lodestar' ) }
								</th>
							</tr>
						</thead>
						<tbody>
							{ rows.map( ( row ) => (
								<tr key={ row.date }>
									<th scope="row">
										{ readableDay( row.date ) }
									</th>
									<td>{ row.clicks }</td>
									<td>{ row.impressions }</td>
								</tr>
							) ) }
						</tbody>
					</table>
				</VisuallyHidden>
			) }
		</figure>
	);
}
