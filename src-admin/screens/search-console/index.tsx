/**
 * Search Console (/search-console), spec §2 and §4: not authenticated → the content blurred
 * under the connect overlay, with the OAuth client settings; authenticated without a site →
 * the 'Search Console Account' modal; site selected → 90-day metrics, traffic chart and the
 * top 5 pages, with refresh, site switching and disconnect.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import ConfirmationModal from '../../../src/components/ConfirmationModal';
import { store } from '../../../src/store';
import { getAdminBoot } from '../../../src/utils/boot';
import ScreenError from '../../app/ScreenError';
import ScreenHeader from '../../app/ScreenHeader';
import type { ScreenProps } from '../../app/types';
import { sampleTraffic } from './chart-data';
import ClientSettings from './ClientSettings';
import ContentTable from './ContentTable';
import MetricCards from './MetricCards';
import { goToUrl } from './navigation';
import { sampleContentRows } from './sample';
import SiteModal from './SiteModal';
import TopPagesCard from './TopPagesCard';
import TrafficChart from './TrafficChart';
import { useConsoleData, useConsoleStatus } from './hooks';
import './style.scss';

/**
 * The hint of a reconnect reason.
 *
 * @param reason Reason.
 */
function reconnectHint( reason: string ): string {
	if ( reason === 'invalid_grant' ) {
		return __(
			'Google no longer accepts the saved connection. If it stopped about a week after connecting, your OAuth app is probably still in “Testing”: set its publishing status to “In production” on the OAuth consent screen, then reconnect.',
			'lodestar'
		);
	}
	if ( reason === 'key_changed' ) {
		return __(
			'The saved connection cannot be read any more because the security keys of wp-config.php changed. Reconnect to continue.',
			'lodestar'
		);
	}
	return __( 'Reconnect to continue.', 'lodestar' );
}

/**
 * The notice of a missing permission.
 *
 * @param feature 'verification' or 'data'.
 */
function missingFeatureText( feature: string ): string {
	if ( feature === 'verification' ) {
		return __(
			'Site verification was not allowed when you connected, so Lodestar cannot verify properties. Reconnect and allow every permission to use it.',
			'lodestar'
		);
	}
	if ( feature === 'data' ) {
		return __(
			'Reading Search Console data was not allowed when you connected, so no figures can be shown. Reconnect and allow every permission.',
			'lodestar'
		);
	}
	return __(
		'A permission was not allowed when you connected. Reconnect and allow every permission.',
		'lodestar'
	);
}

/**
 * Metrics, chart and top pages of the selected site.
 *
 * @param props      Props.
 * @param props.site The selected site.
 */
export function ConsoleData( { site }: { site: string } ) {
	const data = useSelect( ( select ) => {
		const seo = select( store );
		return {
			clicks: seo.getClicksData(),
			clicksDone: seo.isSearchConsoleFetchComplete( 'clicks' ),
			traffic: seo.getSiteTraffic(),
			trafficDone: seo.isSearchConsoleFetchComplete( 'traffic' ),
			trafficError: seo.getSearchConsoleError( 'traffic' ),
		};
	}, [] );
	let chart;
	if ( ! data.trafficDone ) {
		chart = <Spinner />;
	} else if ( data.trafficError ) {
		chart = (
			<Notice status="error" isDismissible={ false }>
				{ data.trafficError }
			</Notice>
		);
	} else if ( data.traffic.length === 0 ) {
		chart = (
			<div className="lodestar-content-table__message">
				<p>
					<strong>{ __( 'No data available', 'lodestar' ) }</strong>
				</p>
				<p>
					{ __(
						'Search Console data might take up to 30 days to appear for newly added sites. Please check back later.',
						'lodestar'
					) }
				</p>
			</div>
		);
	} else {
		chart = <TrafficChart rows={ data.traffic } />;
	}
	return (
		<>
			<MetricCards data={ data.clicksDone ? data.clicks : null } />
			<div className="lodestar-card">{ chart }</div>
			<TopPagesCard
				title={ __( 'Top pages', 'lodestar' ) }
				authenticated
				site={ site }
			/>
		</>
	);
}

export default function SearchConsole( { route }: ScreenProps ) {
	const boot = useMemo( getAdminBoot, [] );
	const { status, error, authenticated, selectedSite } = useConsoleStatus();
	const { loadSearchConsoleData, disconnectSearchConsole } =
		useDispatch( store );
	const [ siteModalOpen, setSiteModalOpen ] = useState( false );
	const [ confirmDisconnect, setConfirmDisconnect ] = useState( false );
	useConsoleData( selectedSite, authenticated );

	const needsSite = authenticated && selectedSite === '';
	useEffect( () => {
		if ( needsSite ) {
			setSiteModalOpen( true );
		}
	}, [ needsSite ] );

	const title = route.title ?? route.label;
	if ( error ) {
		return (
			<ScreenError
				className="lodestar-screen lodestar-gsc"
				title={ title }
				error={ error }
			/>
		);
	}
	if ( ! status ) {
		return <Spinner />;
	}

	const actions = authenticated ? (
		<>
			{ selectedSite && (
				<Button
					variant="secondary"
					onClick={ () => loadSearchConsoleData( { refresh: true } ) }
				>
					{ __( 'Refresh', 'lodestar' ) }
				</Button>
			) }
			<Button
				variant="secondary"
				onClick={ () => setSiteModalOpen( true ) }
			>
				{ selectedSite
					? __( 'Change site', 'lodestar' )
					: __( 'Select Site', 'lodestar' ) }
			</Button>
			<Button
				variant="tertiary"
				isDestructive
				onClick={ () => setConfirmDisconnect( true ) }
			>
				{ __( 'Disconnect', 'lodestar' ) }
			</Button>
		</>
	) : undefined;

	return (
		<div className="lodestar-screen lodestar-gsc">
			<ScreenHeader
				title={ title }
				description={
					authenticated && selectedSite
						? sprintf(
								/* translators: 1: property, 2: account e-mail. */
								__(
									'%1$s, connected as %2$s. Last 90 days; Google’s data is delayed 2–3 days.',
									'lodestar'
								),
								selectedSite,
								status.profile?.email ||
									__( 'your Google account', 'lodestar' )
							)
						: undefined
				}
				actions={ actions }
			/>
			{ status.reconnect && (
				<Notice
					status="warning"
					isDismissible={ false }
					className="lodestar-gsc__reconnect"
				>
					<p>
						<strong>{ status.reconnect.message }</strong>
					</p>
					<p>{ reconnectHint( status.reconnect.reason ) }</p>
					{ status.authUrl && (
						<Button
							variant="primary"
							onClick={ () => goToUrl( status.authUrl ) }
						>
							{ __( 'Reconnect', 'lodestar' ) }
						</Button>
					) }
				</Notice>
			) }
			{ authenticated &&
				status.missingFeatures.map( ( feature ) => (
					<Notice
						key={ feature }
						status="warning"
						isDismissible={ false }
					>
						{ missingFeatureText( feature ) }
					</Notice>
				) ) }
			{ ! authenticated && (
				<>
					<div className="lodestar-gsc__locked">
						<div
							className="lodestar-gsc__placeholder"
							aria-hidden="true"
						>
							<div className="lodestar-card">
								<TrafficChart
									rows={ sampleTraffic() }
									title={ __( 'Sample traffic', 'lodestar' ) }
									isSample
								/>
							</div>
							<div className="lodestar-card">
								<ContentTable
									rows={ sampleContentRows( boot.siteUrl ) }
									state="ready"
								/>
							</div>
						</div>
						<div className="lodestar-gsc__overlay">
							<h2>
								{ __(
									"Connect to Search Console - It's Free",
									'lodestar'
								) }
							</h2>
							<p>
								{ __(
									'See the clicks, impressions and top pages Google Search reports for your site, without leaving WordPress.',
									'lodestar'
								) }
							</p>
							<Button
								__next40pxDefaultSize
								variant="primary"
								disabled={ ! status.authUrl }
								accessibleWhenDisabled
								onClick={ () => goToUrl( status.authUrl ) }
							>
								{ __( 'Connect', 'lodestar' ) }
							</Button>
							{ ! status.authUrl && (
								<p className="lodestar-gsc__overlay-hint">
									{ __(
										'Save your OAuth client below first.',
										'lodestar'
									) }
								</p>
							) }
						</div>
					</div>
					<ClientSettings client={ status.client } />
				</>
			) }
			{ needsSite && (
				<div className="lodestar-card lodestar-gsc__select-prompt">
					<p>
						{ __(
							'Select the Search Console property of this site to see its data.',
							'lodestar'
						) }
					</p>
					<Button
						variant="primary"
						onClick={ () => setSiteModalOpen( true ) }
					>
						{ __( 'Select Site', 'lodestar' ) }
					</Button>
				</div>
			) }
			{ authenticated && selectedSite && (
				<ConsoleData site={ selectedSite } />
			) }
			{ authenticated && siteModalOpen && (
				<SiteModal
					homeUrl={ boot.siteUrl }
					onClose={ () => setSiteModalOpen( false ) }
				/>
			) }
			<ConfirmationModal
				isOpen={ confirmDisconnect }
				title={ __( 'Disconnect Search Console?', 'lodestar' ) }
				description={ __(
					'Lodestar will forget the connection and revoke its access at Google. You can connect again at any time.',
					'lodestar'
				) }
				confirmText={ __( 'Disconnect', 'lodestar' ) }
				isDestructive
				onConfirm={ async () => {
					await disconnectSearchConsole();
					setConfirmDisconnect( false );
				} }
				onCancel={ () => setConfirmDisconnect( false ) }
			/>
		</div>
	);
}
