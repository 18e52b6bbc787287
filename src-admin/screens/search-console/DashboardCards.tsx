/**
 * The Search Console part of the dashboard (spec §2): when connected with a site, the 90-day
 * metric cards and the top 5 pages; otherwise nothing (the dashboard stays as it is). Nothing
 * is asked of the server while the feature is off. The dashboard also calls useGcpErrorToast()
 * (./gcp-error) for the OAuth failure landing.
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { store } from '../../../src/store';
import { useConsoleData, useConsoleStatus } from './hooks';
import MetricCards from './MetricCards';
import TopPagesCard from './TopPagesCard';
import './style.scss';

/**
 * The cards of a connected site.
 */
function ConnectedCards() {
	const { authenticated, selectedSite, status } = useConsoleStatus();
	useConsoleData( selectedSite, authenticated );
	const data = useSelect( ( select ) => {
		const seo = select( store );
		return {
			clicks: seo.getClicksData(),
			clicksDone: seo.isSearchConsoleFetchComplete( 'clicks' ),
		};
	}, [] );

	if ( ! status || ! authenticated || selectedSite === '' ) {
		return null;
	}
	return (
		<section
			className="lodestar-dashboard-gsc"
			aria-label={ __( 'Search Console', 'lodestar' ) }
		>
			<MetricCards data={ data.clicksDone ? data.clicks : null } />
			<TopPagesCard
				title={ __( 'Content Performance', 'lodestar' ) }
				authenticated={ authenticated }
				site={ selectedSite }
			/>
		</section>
	);
}

export default function DashboardCards() {
	const enabled = useSelect(
		( select ) =>
			select( store ).isFeatureEnabled( 'enable_google_console' ),
		[]
	);
	return enabled ? <ConnectedCards /> : null;
}
