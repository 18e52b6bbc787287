/**
 * The searchConsole slice (spec §3, §4, §8): the status resolver, the selected site's data
 * loaded once per site and again when the site changes, refresh past the cache, failures with
 * the spec's default messages, answers of a previous site dropped, site selection, adding and
 * verifying a property, and disconnecting. The REST layer is mocked at src/api/search-console.
 */
import { store as noticesStore } from '@wordpress/notices';

import * as api from '../../src/api/search-console';
import { store } from '../../src/store';
import reducer, { initialState } from '../../src/store/searchConsole/reducer';
import * as browser from '../../src/utils/browser';
import { createTestRegistry } from './helpers';
import { makeStatus } from './search-console-fixtures';

jest.mock( '../../src/api/search-console' );
jest.mock( '../../src/utils/browser' );
const mocked = jest.mocked( api );
const mockedBrowser = jest.mocked( browser );

const CLICKS = {
	clicks: { current: 1200, previous: 1000, percentage: 20 },
	impressions: { current: 30000, previous: 40000, percentage: -25 },
};
const TRAFFIC = [ { date: '2025-01-01', clicks: 10, impressions: 100 } ];
const CONTENT = [
	{
		url: 'https://example.com/a/',
		title: 'A',
		current: { clicks: 5, position: 3, impressions: 50 },
		changes: { clicks: 1, position: -1, impressions: 5 },
	},
];

function answerData() {
	mocked.getClicksAndImpressions.mockResolvedValue( {
		success: true,
		data: CLICKS,
	} );
	mocked.getSiteTraffic.mockResolvedValue( { success: true, data: TRAFFIC } );
	mocked.getContentPerformance.mockResolvedValue( {
		success: true,
		data: CONTENT,
	} );
}

async function connectedRegistry( status = makeStatus() ) {
	mocked.getStatus.mockResolvedValue( status );
	const registry = createTestRegistry();
	await registry.resolveSelect( store ).getSearchConsoleStatus();
	return registry;
}

function snackbars( registry: ReturnType< typeof createTestRegistry > ) {
	return registry
		.select( noticesStore )
		.getNotices()
		.map( ( notice ) => notice.content );
}

beforeEach( () => {
	jest.resetAllMocks();
} );

describe( 'status', () => {
	it( 'is read once and sets the selected site', async () => {
		const registry = await connectedRegistry();
		await registry.resolveSelect( store ).getSearchConsoleStatus();
		expect( mocked.getStatus ).toHaveBeenCalledTimes( 1 );
		const seo = registry.select( store );
		expect( seo.isSearchConsoleAuthenticated() ).toBe( true );
		expect( seo.getSelectedSearchConsoleSite() ).toBe(
			'https://example.com/'
		);
		expect( seo.hasSearchConsoleSiteSelected() ).toBe( true );
	} );

	it( 'has no selected site while not authenticated', async () => {
		const registry = await connectedRegistry(
			makeStatus( { authenticated: '' } )
		);
		expect( registry.select( store ).getSelectedSearchConsoleSite() ).toBe(
			''
		);
	} );

	it( 'fails the resolution with a message when it cannot be read', async () => {
		mocked.getStatus.mockRejectedValue( {
			code: 'feature_disabled',
			message: 'Search Console is turned off.',
		} );
		const registry = createTestRegistry();
		await registry
			.resolveSelect( store )
			.getSearchConsoleStatus()
			.catch( () => null );
		expect(
			(
				registry
					.select( store )
					.getResolutionError( 'getSearchConsoleStatus', [] ) as Error
			 ).message
		).toBe( 'Search Console is turned off.' );
	} );
} );

describe( 'data of the selected site', () => {
	it( 'loads the three reads with the 90-day window, once', async () => {
		answerData();
		const registry = await connectedRegistry();
		await registry.dispatch( store ).loadSearchConsoleData();
		await registry.dispatch( store ).loadSearchConsoleData();
		expect( mocked.getClicksAndImpressions ).toHaveBeenCalledTimes( 1 );
		expect( mocked.getSiteTraffic ).toHaveBeenCalledTimes( 1 );
		expect( mocked.getContentPerformance ).toHaveBeenCalledTimes( 1 );
		const [ range, refresh ] = mocked.getClicksAndImpressions.mock
			.calls[ 0 ] ?? [ { startDate: '', endDate: '' }, undefined ];
		expect( refresh ).toBe( false );
		expect( range.startDate ).toMatch( /^\d{4}-\d{2}-\d{2}$/ );
		const days =
			( Date.parse( range.endDate ) - Date.parse( range.startDate ) ) /
			86400000;
		expect( days ).toBe( 89 );
		const seo = registry.select( store );
		expect( seo.getClicksData() ).toEqual( CLICKS );
		expect( seo.getSiteTraffic() ).toEqual( TRAFFIC );
		expect( seo.getContentPerformance() ).toEqual( CONTENT );
		expect( seo.isSearchConsoleFetchComplete( 'clicks' ) ).toBe( true );
		expect( seo.isSearchConsoleFetchComplete( 'content' ) ).toBe( true );
	} );

	it( 'reads again past the cache on refresh', async () => {
		answerData();
		const registry = await connectedRegistry();
		await registry.dispatch( store ).loadSearchConsoleData();
		await registry
			.dispatch( store )
			.loadSearchConsoleData( { refresh: true } );
		expect( mocked.getSiteTraffic ).toHaveBeenCalledTimes( 2 );
		expect( mocked.getSiteTraffic.mock.calls[ 1 ]?.[ 1 ] ).toBe( true );
		expect( mocked.getContentPerformance.mock.calls[ 1 ]?.[ 1 ] ).toBe(
			true
		);
	} );

	it( 'resets the flags and data when the site changes, then loads again', async () => {
		answerData();
		mocked.selectSite.mockResolvedValue( { success: true } );
		const registry = await connectedRegistry();
		await registry.dispatch( store ).loadSearchConsoleData();
		expect(
			await registry
				.dispatch( store )
				.selectSearchConsoleSite( 'sc-domain:example.com' )
		).toBe( true );
		expect( mocked.selectSite ).toHaveBeenCalledWith(
			'sc-domain:example.com'
		);
		const seo = registry.select( store );
		expect( seo.getSelectedSearchConsoleSite() ).toBe(
			'sc-domain:example.com'
		);
		expect( seo.isSearchConsoleFetchComplete( 'clicks' ) ).toBe( false );
		expect( seo.getClicksData() ).toBeNull();
		expect( seo.getContentPerformance() ).toEqual( [] );
		expect( snackbars( registry ) ).toContain(
			'Site selected successfully'
		);
		await registry.dispatch( store ).loadSearchConsoleData();
		expect( mocked.getClicksAndImpressions ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'drops an answer that arrives for a site no longer selected', () => {
		let state = reducer( initialState, {
			type: 'GSC_RECEIVE_STATUS',
			status: makeStatus(),
		} );
		state = reducer( state, {
			type: 'GSC_FETCH_START',
			kind: 'clicks',
			site: 'https://example.com/',
		} );
		state = reducer( state, {
			type: 'GSC_SITE_SELECTED',
			site: 'https://other.example/',
		} );
		state = reducer( state, {
			type: 'GSC_FETCH_SUCCESS',
			kind: 'clicks',
			site: 'https://example.com/',
			data: CLICKS,
		} );
		expect( state.clicksData ).toBeNull();
		expect( state.fetched.clicks ).toBe( false );
		expect( state.loading.clicks ).toBe( false );
	} );

	it( 'shows the spec default messages when reads fail without one', async () => {
		mocked.getClicksAndImpressions.mockRejectedValue( {} );
		mocked.getSiteTraffic.mockResolvedValue( { success: false } );
		mocked.getContentPerformance.mockRejectedValue( {
			code: 'gsc_quota',
			message: 'You have exceeded your API quota.',
			data: { status: 429 },
		} );
		const registry = await connectedRegistry();
		await registry.dispatch( store ).loadSearchConsoleData();
		const seo = registry.select( store );
		expect( seo.getSearchConsoleError( 'clicks' ) ).toBe(
			'Failed to fetch matched site'
		);
		expect( seo.getSearchConsoleError( 'traffic' ) ).toBe(
			'Failed to fetch site traffic'
		);
		expect( seo.getSearchConsoleError( 'content' ) ).toBe(
			'You have exceeded your API quota.'
		);
		expect( seo.isSearchConsoleFetchComplete( 'traffic' ) ).toBe( true );
		expect( snackbars( registry ) ).toEqual(
			expect.arrayContaining( [
				'Failed to fetch matched site',
				'Failed to fetch site traffic',
				'You have exceeded your API quota.',
			] )
		);
		// The status was not read again: no authentication failure.
		expect( mocked.getStatus ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'reads the status again after a 401, to offer reconnecting', async () => {
		answerData();
		mocked.getSiteTraffic.mockRejectedValue( {
			code: 'gsc_reconnect',
			message: 'Please reconnect.',
			data: { status: 401 },
		} );
		const registry = await connectedRegistry();
		mocked.getStatus.mockResolvedValue(
			makeStatus( {
				authenticated: '',
				reconnect: { reason: 'invalid_grant', message: 'Reconnect' },
			} )
		);
		await registry.dispatch( store ).loadSearchConsoleData();
		await registry.resolveSelect( store ).getSearchConsoleStatus();
		expect( mocked.getStatus ).toHaveBeenCalledTimes( 2 );
		expect(
			registry.select( store ).getSearchConsoleStatus()?.reconnect?.reason
		).toBe( 'invalid_grant' );
	} );
} );

describe( 'site selection and properties', () => {
	it( 'asks to select a site when none is chosen', async () => {
		const registry = await connectedRegistry();
		expect(
			await registry.dispatch( store ).selectSearchConsoleSite( '' )
		).toBe( false );
		expect( mocked.selectSite ).not.toHaveBeenCalled();
		expect( snackbars( registry ) ).toContain( 'Please select a site' );
	} );

	it( 'loads the properties and the suggestion', async () => {
		mocked.getSites.mockResolvedValue( {
			success: true,
			sites: [ { siteUrl: 'sc-domain:example.com', isVerified: true } ],
			suggested: 'sc-domain:example.com',
		} );
		const registry = await connectedRegistry();
		await registry.resolveSelect( store ).getSearchConsoleSites();
		expect( registry.select( store ).getSearchConsoleSites() ).toEqual( [
			{ siteUrl: 'sc-domain:example.com', isVerified: true },
		] );
		expect( registry.select( store ).getSuggestedSearchConsoleSite() ).toBe(
			'sc-domain:example.com'
		);
	} );

	it( 'adds an unlisted property and verifies a listed one; reloads after 2 s', async () => {
		const registry = await connectedRegistry();
		jest.useFakeTimers();
		try {
			mocked.addSite.mockResolvedValue( {
				success: true,
				message: 'Property created and verified.',
				pending: false,
			} );
			mocked.verifySite.mockResolvedValue( {
				success: true,
				message: 'Verification pending.',
				pending: true,
			} );
			const added = await registry
				.dispatch( store )
				.connectSearchConsoleSite( 'https://example.com/', false );
			expect( added ).toEqual( { success: true, pending: false } );
			expect( mocked.addSite ).toHaveBeenCalledWith(
				'https://example.com/'
			);
			jest.advanceTimersByTime( 1999 );
			expect( mockedBrowser.reloadPage ).not.toHaveBeenCalled();
			jest.advanceTimersByTime( 1 );
			expect( mockedBrowser.reloadPage ).toHaveBeenCalledTimes( 1 );

			const verified = await registry
				.dispatch( store )
				.connectSearchConsoleSite( 'https://www.example.com/', true );
			expect( verified ).toEqual( { success: true, pending: true } );
			expect( mocked.verifySite ).toHaveBeenCalledWith(
				'https://www.example.com/'
			);
			jest.advanceTimersByTime( 5000 );
			expect( mockedBrowser.reloadPage ).toHaveBeenCalledTimes( 1 );
			expect( snackbars( registry ) ).toContain(
				'Verification pending.'
			);
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'hands back where to ask the extra scope', async () => {
		mocked.addSite.mockResolvedValue( {
			success: false,
			code: 'scope_required',
			authUrl: 'https://accounts.example/auth?scope=webmasters',
		} );
		const registry = await connectedRegistry();
		expect(
			await registry
				.dispatch( store )
				.connectSearchConsoleSite( 'https://example.com/', false )
		).toEqual( {
			success: false,
			authUrl: 'https://accounts.example/auth?scope=webmasters',
		} );
	} );

	it( "says 'Failed to create property' when adding fails without a message", async () => {
		mocked.addSite.mockRejectedValue( {} );
		const registry = await connectedRegistry();
		await registry
			.dispatch( store )
			.connectSearchConsoleSite( 'https://example.com/', false );
		expect( snackbars( registry ) ).toContain(
			'Failed to create property'
		);
		expect( registry.select( store ).isSearchConsoleBusy() ).toBe( false );
	} );
} );

describe( 'disconnect', () => {
	it( 'disconnects and reloads after 3 s', async () => {
		const registry = await connectedRegistry();
		jest.useFakeTimers();
		try {
			mocked.revokeAuth.mockResolvedValue( {
				success: true,
				message: 'Disconnected',
			} );
			await registry.dispatch( store ).disconnectSearchConsole();
			expect(
				registry.select( store ).isSearchConsoleAuthenticated()
			).toBe( false );
			expect(
				registry.select( store ).getSelectedSearchConsoleSite()
			).toBe( '' );
			jest.advanceTimersByTime( 2999 );
			expect( mockedBrowser.reloadPage ).not.toHaveBeenCalled();
			jest.advanceTimersByTime( 1 );
			expect( mockedBrowser.reloadPage ).toHaveBeenCalledTimes( 1 );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'throws the spec message when it fails', async () => {
		mocked.revokeAuth.mockRejectedValue( { message: 'HTTP 500' } );
		const registry = await connectedRegistry();
		await expect(
			registry.dispatch( store ).disconnectSearchConsole()
		).rejects.toThrow(
			'Failed to disconnect your account. Please try again.'
		);
		expect( registry.select( store ).isSearchConsoleAuthenticated() ).toBe(
			true
		);
		expect( mockedBrowser.reloadPage ).not.toHaveBeenCalled();
	} );
} );
