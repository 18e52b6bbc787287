/**
 * The Search Console screens (spec §2, §4, §8): the connect overlay and the OAuth client
 * fields, the 'Search Console Account' modal, metrics with direction colours, the chart's
 * screen-reader table, disconnect failure, the full content table (search, filter, sort,
 * pager, empty states, skeletons) and the dashboard cards. REST is mocked at src/api; the
 * uPlot drawing (canvas) is replaced, its data table is real.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import * as api from '../../src/api';
import * as gscApi from '../../src/api/search-console';
import type { ContentRow } from '../../src/api/search-console';
import type { AdminRoute } from '../../src-admin/app/types';
import ContentPerformance from '../../src-admin/screens/content-performance';
import SearchConsole from '../../src-admin/screens/search-console';
import ContentTable from '../../src-admin/screens/search-console/ContentTable';
import DashboardCards from '../../src-admin/screens/search-console/DashboardCards';
import * as navigation from '../../src-admin/screens/search-console/navigation';
import { createTestRegistry, makeSettings, withRegistry } from './helpers';
import { makeStatus } from './search-console-fixtures';

jest.mock( '../../src/api' );
jest.mock( '../../src/api/search-console' );
jest.mock( '../../src-admin/screens/search-console/navigation' );
jest.mock( '../../src-admin/screens/search-console/UPlotChart', () => ( {
	__esModule: true,
	default: () => <div data-testid="uplot" />,
} ) );

const mockedApi = jest.mocked( api );
const mocked = jest.mocked( gscApi );
const mockedNavigation = jest.mocked( navigation );

const consoleRoute = {
	path: '/search-console',
	section: 'search-console',
	label: 'Search Console',
} as unknown as AdminRoute;
const contentRoute = {
	path: '/content-performance',
	section: 'search-console',
	label: 'Content Performance',
} as unknown as AdminRoute;

function makeRows( count: number ): ContentRow[] {
	return Array.from( { length: count }, ( _, index ) => ( {
		url: `https://example.com/page-${ index + 1 }/`,
		title: `Page ${ index + 1 }`,
		current: {
			clicks: ( index + 1 ) * 10,
			position: index % 3 === 0 ? 5 : 15 + index,
			impressions: 1000 + index,
		},
		changes: { clicks: 1, position: 0, impressions: 0 },
	} ) );
}

function answerData( rows: ContentRow[] = makeRows( 7 ) ) {
	mocked.getClicksAndImpressions.mockResolvedValue( {
		success: true,
		data: {
			clicks: { current: 1234, previous: 1000, percentage: 23.4 },
			impressions: { current: 30000, previous: 40000, percentage: -25 },
		},
	} );
	mocked.getSiteTraffic.mockResolvedValue( {
		success: true,
		data: [
			{ date: '2025-01-01', clicks: 10, impressions: 100 },
			{ date: '2025-01-02', clicks: 12, impressions: 140 },
		],
	} );
	mocked.getContentPerformance.mockResolvedValue( {
		success: true,
		data: rows,
	} );
}

function renderWith( ui: JSX.Element ) {
	const registry = createTestRegistry();
	render( ui, { wrapper: withRegistry( registry ) } );
	return registry;
}

beforeEach( () => {
	jest.resetAllMocks();
	mockedApi.getGlobalSettings.mockResolvedValue( {
		success: true,
		data: makeSettings(),
		reload: [],
	} );
	window.lodestarAdmin = { siteUrl: 'https://example.com' };
} );

describe( 'not authenticated', () => {
	it( 'shows the connect overlay over blurred samples and connects', async () => {
		mocked.getStatus.mockResolvedValue(
			makeStatus( {
				authenticated: '',
				hasSiteSelected: false,
				selectedSite: '',
			} )
		);
		renderWith( <SearchConsole route={ consoleRoute } /> );
		await screen.findByRole( 'heading', {
			name: "Connect to Search Console - It's Free",
		} );
		const placeholder = document.querySelector(
			'.lodestar-gsc__placeholder'
		) as HTMLElement;
		expect( placeholder ).toHaveAttribute( 'aria-hidden', 'true' );
		// 5 sample pages under the overlay.
		expect( placeholder.querySelectorAll( 'tbody tr' ) ).toHaveLength( 5 );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Connect' } )
		);
		expect( mockedNavigation.goToUrl ).toHaveBeenCalledWith(
			'https://accounts.example/auth?state=x'
		);
		expect( screen.getByTestId( 'gsc-redirect-uri' ) ).toHaveTextContent(
			'http://example.com/wp-admin/admin.php?page=lodestar'
		);
		expect( mocked.getClicksAndImpressions ).not.toHaveBeenCalled();
	} );

	it( 'saves the OAuth client, and shows constants read-only', async () => {
		mocked.getStatus.mockResolvedValue(
			makeStatus( {
				authenticated: '',
				authUrl: '',
				client: {
					clientId: '',
					hasSecret: false,
					fromConstants: false,
					redirectUri:
						'http://example.com/wp-admin/admin.php?page=lodestar',
				},
			} )
		);
		mocked.saveClient.mockResolvedValue( {
			success: true,
			message: 'Saved',
		} );
		renderWith( <SearchConsole route={ consoleRoute } /> );
		const connect = await screen.findByRole( 'button', {
			name: 'Connect',
		} );
		expect( connect ).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.type(
			screen.getByLabelText( 'Client ID' ),
			'abc.apps.googleusercontent.com'
		);
		await userEvent.type(
			screen.getByLabelText( 'Client secret' ),
			's3cret'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save client' } )
		);
		expect( mocked.saveClient ).toHaveBeenCalledWith(
			'abc.apps.googleusercontent.com',
			's3cret'
		);
		// The status is read again for the new consent address.
		await waitFor( () =>
			expect( mocked.getStatus ).toHaveBeenCalledTimes( 2 )
		);
	} );

	it( 'makes the client fields read-only when wp-config.php defines them', async () => {
		mocked.getStatus.mockResolvedValue(
			makeStatus( {
				authenticated: '',
				client: {
					clientId: 'const.apps.googleusercontent.com',
					hasSecret: true,
					fromConstants: true,
					redirectUri:
						'http://example.com/wp-admin/admin.php?page=lodestar',
				},
			} )
		);
		renderWith( <SearchConsole route={ consoleRoute } /> );
		const id = await screen.findByLabelText( 'Client ID' );
		expect( id ).toHaveAttribute( 'readonly' );
		expect( id ).toHaveValue( 'const.apps.googleusercontent.com' );
		expect( screen.getByLabelText( 'Client secret' ) ).toHaveAttribute(
			'readonly'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Save client' } )
		).not.toBeInTheDocument();
	} );
} );

describe( 'authenticated without a site', () => {
	it( 'opens the account modal; Select Site needs a verified property', async () => {
		mocked.getStatus.mockResolvedValue(
			makeStatus( { hasSiteSelected: false, selectedSite: '' } )
		);
		mocked.getSites.mockResolvedValue( {
			success: true,
			sites: [
				{ siteUrl: 'https://example.com/', isVerified: false },
				{ siteUrl: 'sc-domain:example.com', isVerified: true },
				{ siteUrl: 'sc-domain:example.org', isVerified: false },
			],
			suggested: 'https://example.com/',
		} );
		mocked.selectSite.mockResolvedValue( { success: true } );
		answerData();
		renderWith( <SearchConsole route={ consoleRoute } /> );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Search Console Account',
		} );
		const select = await within( dialog ).findByLabelText( 'Site' );
		// Pre-selected by the server's suggestion, which is not verified.
		expect( select ).toHaveValue( 'https://example.com/' );
		const selectButton = within( dialog ).getByRole( 'button', {
			name: 'Select Site',
		} );
		expect( selectButton ).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			within( dialog ).getByRole( 'button', { name: 'Connect Site' } )
		).toBeInTheDocument();

		// An unverified domain property: the DNS step, no button.
		await userEvent.selectOptions( select, 'sc-domain:example.org' );
		expect(
			within( dialog ).getByText( /only be verified through DNS/ )
		).toBeInTheDocument();
		expect(
			within( dialog ).queryByRole( 'button', { name: 'Connect Site' } )
		).not.toBeInTheDocument();

		await userEvent.selectOptions( select, 'sc-domain:example.com' );
		expect( selectButton ).not.toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click( selectButton );
		expect( mocked.selectSite ).toHaveBeenCalledWith(
			'sc-domain:example.com'
		);
		await waitFor( () =>
			expect( mocked.getClicksAndImpressions ).toHaveBeenCalledTimes( 1 )
		);
		expect(
			screen.queryByRole( 'dialog', { name: 'Search Console Account' } )
		).not.toBeInTheDocument();
	} );

	it( 'sends the browser to Google when adding needs the full scope', async () => {
		mocked.getStatus.mockResolvedValue(
			makeStatus( { hasSiteSelected: false, selectedSite: '' } )
		);
		mocked.getSites.mockResolvedValue( {
			success: true,
			sites: [],
			suggested: '',
		} );
		mocked.addSite.mockResolvedValue( {
			success: false,
			code: 'scope_required',
			authUrl: 'https://accounts.example/auth?scope=full',
		} );
		renderWith( <SearchConsole route={ consoleRoute } /> );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Search Console Account',
		} );
		const select = await within( dialog ).findByLabelText( 'Site' );
		await userEvent.selectOptions( select, 'https://example.com/' );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Connect Site' } )
		);
		expect( mocked.addSite ).toHaveBeenCalledWith( 'https://example.com/' );
		expect( mockedNavigation.goToUrl ).toHaveBeenCalledWith(
			'https://accounts.example/auth?scope=full'
		);
	} );
} );

describe( 'site selected', () => {
	it( 'shows the metrics with their direction, the chart table and the top 5 pages', async () => {
		answerData();
		mocked.getStatus.mockResolvedValue( makeStatus() );
		renderWith( <SearchConsole route={ consoleRoute } /> );
		const clicks = await screen.findByTestId( 'metric-clicks' );
		await within( clicks ).findByText( '1.2k' );
		expect( within( clicks ).getByText( '+23.4%' ) ).toHaveClass(
			'is-success'
		);
		expect(
			within( clicks ).getByText( 'Previous 90 days: 1k' )
		).toBeInTheDocument();
		const impressions = screen.getByTestId( 'metric-impressions' );
		expect( within( impressions ).getByText( '30k' ) ).toBeInTheDocument();
		expect( within( impressions ).getByText( '-25%' ) ).toHaveClass(
			'is-danger'
		);
		expect( screen.getByText( /delayed 2–3 days/ ) ).toBeInTheDocument();

		const chartTable = await screen.findByRole( 'table', {
			name: 'Search traffic',
		} );
		expect( within( chartTable ).getAllByRole( 'row' ) ).toHaveLength( 3 );
		expect( within( chartTable ).getByText( '140' ) ).toBeInTheDocument();

		// 7 pages, the top 5 by clicks.
		await screen.findByText( 'Page 7' );
		expect( screen.getByText( 'Page 3' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Page 2' ) ).not.toBeInTheDocument();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Refresh' } )
		);
		await waitFor( () =>
			expect( mocked.getSiteTraffic ).toHaveBeenCalledTimes( 2 )
		);
		expect( mocked.getSiteTraffic.mock.calls[ 1 ]?.[ 1 ] ).toBe( true );
	} );

	it( 'says when there is no traffic yet', async () => {
		answerData( [] );
		mocked.getSiteTraffic.mockResolvedValue( { success: true, data: [] } );
		mocked.getStatus.mockResolvedValue( makeStatus() );
		renderWith( <SearchConsole route={ consoleRoute } /> );
		await screen.findByText( 'No data available' );
		expect(
			screen.getByText(
				'Search Console data might take up to 30 days to appear for newly added sites. Please check back later.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'No content performance data available. Please check back later.'
			)
		).toBeInTheDocument();
	} );

	it( 'keeps the disconnect dialog open with the spec message when it fails', async () => {
		answerData();
		mocked.getStatus.mockResolvedValue( makeStatus() );
		mocked.revokeAuth.mockResolvedValue( { success: false } );
		renderWith( <SearchConsole route={ consoleRoute } /> );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Disconnect' } )
		);
		const dialog = await screen.findByRole( 'dialog' );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Disconnect' } )
		);
		expect(
			await within( dialog ).findByText(
				'Failed to disconnect your account. Please try again.'
			)
		).toBeInTheDocument();
		expect( dialog ).toBeInTheDocument();
	} );

	it( 'shows the reconnect hint of an app left in Testing', async () => {
		mocked.getStatus.mockResolvedValue(
			makeStatus( {
				authenticated: '',
				hasSiteSelected: false,
				selectedSite: '',
				reconnect: {
					reason: 'invalid_grant',
					message: 'Google no longer accepts the connection.',
				},
			} )
		);
		renderWith( <SearchConsole route={ consoleRoute } /> );
		await screen.findByText( 'Google no longer accepts the connection.' );
		expect(
			screen.getByText( /probably still in “Testing”/, { selector: 'p' } )
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Reconnect' } )
		);
		expect( mockedNavigation.goToUrl ).toHaveBeenCalledWith(
			'https://accounts.example/auth?state=x'
		);
	} );
} );

describe( 'content performance table', () => {
	function pageUrls(): string[] {
		return screen
			.getAllByRole( 'link' )
			.map( ( link ) => link.getAttribute( 'href' ) ?? '' )
			.filter( ( href ) =>
				href.startsWith( 'https://example.com/page-' )
			);
	}

	it( 'pages 20 at a time, sorts, searches and filters, back to page 1 each time', async () => {
		answerData( makeRows( 45 ) );
		mocked.getStatus.mockResolvedValue( makeStatus() );
		renderWith( <ContentPerformance route={ contentRoute } /> );
		expect(
			await screen.findByRole( 'link', { name: 'Search Console' } )
		).toHaveAttribute( 'href', '#/search-console' );
		await screen.findByText( 'Page 45' );
		// Clicks, descending by default.
		expect( pageUrls() ).toHaveLength( 20 );
		expect( pageUrls()[ 0 ] ).toBe( 'https://example.com/page-45/' );
		const pager = screen.getByRole( 'navigation', { name: 'Pages' } );
		expect(
			within( pager )
				.getAllByRole( 'button' )
				.map( ( button ) => button.textContent )
		).toEqual( [ 'Previous', '1', '2', '3', 'Next' ] );
		await userEvent.click(
			within( pager ).getByRole( 'button', { name: 'Page 3' } )
		);
		expect( pageUrls() ).toHaveLength( 5 );

		// Sorting goes back to page 1; a second click toggles the order.
		await userEvent.click(
			screen.getByRole( 'button', { name: /^Clicks/ } )
		);
		expect( pageUrls()[ 0 ] ).toBe( 'https://example.com/page-1/' );
		expect(
			screen.getByRole( 'columnheader', { name: /Clicks/ } )
		).toHaveAttribute( 'aria-sort', 'ascending' );

		await userEvent.click(
			within( pager ).getByRole( 'button', { name: 'Page 2' } )
		);
		await userEvent.selectOptions(
			screen.getByLabelText( 'Status' ),
			'top'
		);
		// Positions of 5 are every third row: 15 rows, one page.
		expect( pageUrls() ).toHaveLength( 15 );
		expect(
			within(
				screen.getByRole( 'navigation', { name: 'Pages' } )
			).getByRole( 'button', { name: 'Page 1' } )
		).toHaveAttribute( 'aria-current', 'page' );

		await userEvent.type(
			screen.getByRole( 'searchbox', { name: 'Search by URL or title' } ),
			'PAGE-4'
		);
		// page-4, page-40 and page-43 have position 5 (index 3, 39, 42).
		expect( pageUrls().sort() ).toEqual( [
			'https://example.com/page-4/',
			'https://example.com/page-40/',
			'https://example.com/page-43/',
		] );
		await userEvent.type(
			screen.getByRole( 'searchbox', { name: 'Search by URL or title' } ),
			'zzz'
		);
		expect( screen.getByText( 'No Results Found' ) ).toBeInTheDocument();
		expect( screen.getByText( 'No pages available' ) ).toBeInTheDocument();
	} );

	it( 'shows skeleton rows while loading: 10 full, 5 short', () => {
		const { rerender } = render(
			<ContentTable rows={ [] } state="loading" full />
		);
		expect(
			document.querySelectorAll( '.lodestar-content-table__skeleton' )
		).toHaveLength( 10 );
		rerender( <ContentTable rows={ [] } state="loading" /> );
		expect(
			document.querySelectorAll( '.lodestar-content-table__skeleton' )
		).toHaveLength( 5 );
	} );

	it.each( [
		[
			'not-connected',
			"Once connected to Google Search Console, you'll see how your content is performing in search engines here.",
		],
		[
			'no-site',
			"Once a site is selected, you'll see how your content is performing in search engines here.",
		],
		[
			'error',
			'Failed to get content performance. Please try again later. If the problem persists, please contact support.',
		],
	] as const )( 'says why it is empty: %s', ( state, text ) => {
		render( <ContentTable rows={ [] } state={ state } full /> );
		expect( screen.getByText( text ) ).toBeInTheDocument();
		expect(
			screen.queryAllByText( 'Oops! Something went wrong' )
		).toHaveLength( state === 'error' ? 1 : 0 );
	} );

	it( 'truncates long URLs and colours a position rise as bad', () => {
		const url = 'https://example.com/' + 'x'.repeat( 80 ) + '/';
		render(
			<ContentTable
				rows={ [
					{
						url,
						title: 'Long',
						current: {
							clicks: 1500,
							position: 12,
							impressions: 20,
						},
						changes: { clicks: -3, position: 2.5, impressions: 0 },
					},
				] }
				state="ready"
			/>
		);
		const link = screen.getByRole( 'link' );
		expect( Array.from( link.textContent ?? '' ) ).toHaveLength( 65 );
		expect( link ).toHaveAttribute( 'title', url );
		expect( screen.getByText( '1.5k' ) ).toBeInTheDocument();
		expect( screen.getByText( '+2.5' ) ).toHaveClass( 'is-danger' );
		expect( screen.getByText( '-3' ) ).toHaveClass( 'is-danger' );
		expect( screen.getByText( 'On the Rise' ) ).toHaveClass( 'is-rise' );
	} );
} );

describe( 'dashboard cards', () => {
	it( 'render nothing and ask nothing while not connected', async () => {
		mocked.getStatus.mockResolvedValue(
			makeStatus( {
				authenticated: '',
				hasSiteSelected: false,
				selectedSite: '',
			} )
		);
		const { container } = render( <DashboardCards />, {
			wrapper: withRegistry( createTestRegistry() ),
		} );
		await waitFor( () => expect( mocked.getStatus ).toHaveBeenCalled() );
		await act( async () => {} );
		expect( container ).toBeEmptyDOMElement();
		expect( mocked.getContentPerformance ).not.toHaveBeenCalled();
	} );

	it( 'ask nothing while the feature is off', async () => {
		mockedApi.getGlobalSettings.mockResolvedValue( {
			success: true,
			data: makeSettings( { enable_google_console: false } ),
			reload: [],
		} );
		const { container } = render( <DashboardCards />, {
			wrapper: withRegistry( createTestRegistry() ),
		} );
		await waitFor( () =>
			expect( mockedApi.getGlobalSettings ).toHaveBeenCalled()
		);
		await act( async () => {} );
		expect( container ).toBeEmptyDOMElement();
		expect( mocked.getStatus ).not.toHaveBeenCalled();
	} );

	it( 'show the metrics and top 5 when connected', async () => {
		answerData();
		mocked.getStatus.mockResolvedValue( makeStatus() );
		render( <DashboardCards />, {
			wrapper: withRegistry( createTestRegistry() ),
		} );
		await screen.findByText( 'Page 7' );
		expect(
			within( screen.getByTestId( 'metric-clicks' ) ).getByText( '1.2k' )
		).toBeInTheDocument();
		expect(
			document.querySelectorAll( '.lodestar-content-table tbody tr' )
		).toHaveLength( 5 );
	} );
} );
