/**
 * The checks slice: the report of the three categories read through one resolver, ordering,
 * counts, the failure toasts of spec 2 §8, the forced re-run that keeps the old report on
 * failure, ignore/restore and Lodestar's fixes. The REST layer is mocked at src/api.
 */
import apiFetch from '@wordpress/api-fetch';
import { store as noticesStore } from '@wordpress/notices';

import * as api from '../../src/api';
import * as checksApi from '../../src/api/checks';
import { store } from '../../src/store';
import type { CheckReport, CheckResult } from '../../src/types/checks';
import { createTestRegistry } from './helpers';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
jest.mock( '../../src/api' );
jest.mock( '../../src/api/checks' );

const mockedApi = jest.mocked( api );
const mockedChecks = jest.mocked( checksApi );

/**
 * One check result.
 *
 * @param status   Status.
 * @param message  Message.
 * @param category Category.
 * @param ignore   Ignored.
 */
function check(
	status: CheckResult[ 'status' ],
	message: string,
	category: CheckResult[ 'category' ] = 'general',
	ignore = false
): CheckResult {
	return {
		status,
		message,
		description: [ { type: 'text', text: `${ message } details` } ],
		category,
		ignore,
	};
}

const GENERAL: CheckReport = {
	h2: check( 'success', 'At least one H2 found' ),
	title: check( 'error', 'Home page title is missing' ),
	images: check( 'warning', '2 images without alt text' ),
	lang: check( 'error', 'No lang attribute', 'general', true ),
};
const SETTINGS: CheckReport = {
	search_console: check( 'suggestion', 'Connect Search Console', 'settings' ),
	site_tagline: check( 'warning', 'The tagline is empty', 'settings' ),
};
const OTHER: CheckReport = {
	duplicates: check( 'error', '3 posts share a title', 'other' ),
};

/**
 * Serves the three categories.
 *
 * @param reports Answer (or error) of each category.
 */
function serve(
	reports: Partial< Record< string, CheckReport | Error > > = {
		general: GENERAL,
		settings: SETTINGS,
		other: OTHER,
	}
) {
	mockedChecks.getSiteChecks.mockImplementation( async ( category ) => {
		const answer = reports[ category ];
		if ( answer instanceof Error || ! answer ) {
			throw answer ?? new Error( 'missing' );
		}
		return answer;
	} );
}

beforeEach( () => {
	jest.resetAllMocks();
} );

describe( 'site report', () => {
	it( 'loads the three categories once and lists them in badge order, ignored last', async () => {
		serve();
		const registry = createTestRegistry();
		const checks = await registry.resolveSelect( store ).getSiteChecks();
		await registry.resolveSelect( store ).getSiteChecks();
		expect( mockedChecks.getSiteChecks ).toHaveBeenCalledTimes( 3 );
		expect( mockedChecks.getSiteChecks ).toHaveBeenCalledWith( 'general' );
		expect( mockedChecks.getSiteChecks ).toHaveBeenCalledWith( 'settings' );
		expect( mockedChecks.getSiteChecks ).toHaveBeenCalledWith( 'other' );
		expect( checks?.map( ( item ) => item.id ) ).toEqual( [
			'title',
			'duplicates',
			'images',
			'site_tagline',
			'search_console',
			'h2',
			'lang',
		] );
		expect( registry.select( store ).getSiteCheckCounts() ).toEqual( {
			errors: 2,
			warnings: 2,
		} );
	} );

	it( 'has no counts before a report loaded', () => {
		const registry = createTestRegistry();
		expect( registry.select( store ).getSiteCheckCounts() ).toBeNull();
	} );

	it( 'shows the spec toast of each category that fails and keeps the others', async () => {
		serve( {
			general: new Error( 'boom' ),
			settings: SETTINGS,
			other: new Error( 'boom' ),
		} );
		const registry = createTestRegistry();
		const checks = await registry.resolveSelect( store ).getSiteChecks();
		expect( checks?.map( ( item ) => item.id ) ).toEqual( [
			'site_tagline',
			'search_console',
		] );
		const notices = registry
			.select( noticesStore )
			.getNotices()
			.map( ( notice ) => notice.content );
		expect( notices ).toEqual( [
			'Failed to fetch general seo analysis report. An unexpected error occurred while fetching the general SEO analysis report. Please try again later.',
			'Failed to fetch other seo analysis report. An unexpected error occurred while fetching the other SEO analysis report. Please try again later.',
		] );
	} );

	it( 'fails the resolution when no category loads', async () => {
		serve( {
			general: new Error( 'x' ),
			settings: new Error( 'x' ),
			other: new Error( 'x' ),
		} );
		const registry = createTestRegistry();
		await expect(
			registry.resolveSelect( store ).getSiteChecks()
		).rejects.toThrow( 'Failed to fetch analysis report' );
		expect(
			registry.select( store ).getResolutionError( 'getSiteChecks', [] )
		).toEqual( new Error( 'Failed to fetch analysis report' ) );
		const contents = registry
			.select( noticesStore )
			.getNotices()
			.map( ( notice ) => notice.content );
		expect( contents ).toContain(
			'Failed to fetch analysis report. An unexpected error occurred while fetching the settings SEO analysis report. Please try again later.'
		);
	} );
} );

describe( 're-run', () => {
	it( 'forces every category and replaces the report', async () => {
		serve();
		const registry = createTestRegistry();
		await registry.resolveSelect( store ).getSiteChecks();
		serve( {
			general: { title: check( 'success', 'Title found' ) },
			settings: SETTINGS,
			other: OTHER,
		} );
		const done = await registry.dispatch( store ).rerunSiteChecks();
		expect( done ).toBe( true );
		expect( mockedChecks.getSiteChecks ).toHaveBeenCalledWith( 'general', {
			force: true,
		} );
		expect(
			registry
				.select( store )
				.getSiteChecks()
				?.find( ( item ) => item.id === 'title' )?.message
		).toBe( 'Title found' );
		expect( registry.select( store ).isRerunningSiteChecks() ).toBe(
			false
		);
	} );

	it( 'keeps the old report and shows nothing when it fails', async () => {
		serve();
		const registry = createTestRegistry();
		const before = await registry.resolveSelect( store ).getSiteChecks();
		mockedChecks.getSiteChecks.mockRejectedValue( new Error( 'down' ) );
		const done = await registry.dispatch( store ).rerunSiteChecks();
		expect( done ).toBe( false );
		expect( registry.select( store ).getSiteChecks() ).toEqual( before );
		expect( registry.select( noticesStore ).getNotices() ).toEqual( [] );
	} );
} );

describe( 'ignore and restore', () => {
	it( 'ignores through POST and moves the check last; restore brings it back', async () => {
		serve();
		const registry = createTestRegistry();
		await registry.resolveSelect( store ).getSiteChecks();
		mockedChecks.setSiteCheckIgnored.mockImplementation(
			async ( id: string ) => ( { status: 'success', id } )
		);
		await registry.dispatch( store ).ignoreSiteCheck( 'title' );
		expect( mockedChecks.setSiteCheckIgnored ).toHaveBeenCalledWith(
			'title',
			true
		);
		let ids = registry
			.select( store )
			.getSiteChecks()
			?.map( ( item ) => item.id );
		expect( ids?.slice( -2 ) ).toEqual( [ 'title', 'lang' ] );
		expect( registry.select( store ).getSiteCheckCounts() ).toEqual( {
			errors: 1,
			warnings: 2,
		} );

		expect(
			await registry.dispatch( store ).restoreSiteCheck( 'title' )
		).toBe( true );
		expect( mockedChecks.setSiteCheckIgnored ).toHaveBeenLastCalledWith(
			'title',
			false
		);
		ids = registry
			.select( store )
			.getSiteChecks()
			?.map( ( item ) => item.id );
		expect( ids?.[ 0 ] ).toBe( 'title' );
	} );

	it( 'rejects an ignore the server refuses, and keeps the check', async () => {
		serve();
		const registry = createTestRegistry();
		await registry.resolveSelect( store ).getSiteChecks();
		mockedChecks.setSiteCheckIgnored.mockRejectedValue( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} );
		await expect(
			registry.dispatch( store ).ignoreSiteCheck( 'title' )
		).rejects.toThrow( 'Sorry, you are not allowed to do that.' );
		expect(
			registry
				.select( store )
				.getSiteChecks()
				?.find( ( item ) => item.id === 'title' )?.ignore
		).toBe( false );
		expect( registry.select( store ).isSiteCheckPending( 'title' ) ).toBe(
			false
		);
	} );

	it( 'shows a snackbar when a restore fails', async () => {
		serve();
		const registry = createTestRegistry();
		await registry.resolveSelect( store ).getSiteChecks();
		mockedChecks.setSiteCheckIgnored.mockResolvedValue( {
			status: 'error',
			id: 'lang',
		} );
		expect(
			await registry.dispatch( store ).restoreSiteCheck( 'lang' )
		).toBe( false );
		expect(
			registry.select( noticesStore ).getNotices()[ 0 ]?.content
		).toBe( 'Action failed. Please try again.' );
	} );
} );

describe( 'attention list', () => {
	it( 'asks for 10 items', async () => {
		const answer = {
			items: [
				{
					id: 7,
					type: 'post' as const,
					subtype: 'post',
					title: 'Hello',
					edit_url: 'http://example.test/wp-admin/post.php?post=7',
					errors: 2,
					warnings: 1,
				},
			],
			total: 1,
			view_all_url:
				'http://example.test/wp-admin/edit.php?lodestar_issues=1',
		};
		mockedChecks.getAttention.mockResolvedValue( answer );
		const registry = createTestRegistry();
		expect( await registry.resolveSelect( store ).getAttention() ).toEqual(
			answer
		);
		expect( mockedChecks.getAttention ).toHaveBeenCalledWith( 10 );
	} );
} );

describe( 'fixes', () => {
	it( 'turns the XML sitemap on by saving only that key', async () => {
		mockedApi.saveGlobalSettings.mockResolvedValue( { success: true } );
		const registry = createTestRegistry();
		await registry.dispatch( store ).enableXmlSitemap();
		expect( mockedApi.saveGlobalSettings ).toHaveBeenCalledWith( {
			enable_xml_sitemap: true,
		} );
	} );

	it( 'rejects a failed visibility fix with its message', async () => {
		mockedChecks.allowSearchEngines.mockRejectedValue( {
			message: 'Nope',
		} );
		const registry = createTestRegistry();
		await expect(
			registry.dispatch( store ).allowSearchEngines()
		).rejects.toThrow( 'Nope' );
	} );

	it( 'refuses an empty tagline and saves a trimmed one', async () => {
		mockedChecks.saveTagline.mockResolvedValue( { description: 'x' } );
		const registry = createTestRegistry();
		await expect(
			registry.dispatch( store ).saveTagline( '  ' )
		).rejects.toThrow( 'Please enter a tagline.' );
		await registry.dispatch( store ).saveTagline( '  Fresh bread daily ' );
		expect( mockedChecks.saveTagline ).toHaveBeenCalledWith(
			'Fresh bread daily'
		);
	} );
} );

describe( 'REST wrappers', () => {
	it( 'send the contract paths', async () => {
		const real = jest.requireActual< typeof checksApi >(
			'../../src/api/checks'
		);
		const fetch = jest.mocked( apiFetch );
		fetch.mockResolvedValue( {} );
		await real.getSiteChecks( 'settings', { force: true } );
		await real.getSiteChecks( 'general' );
		await real.setSiteCheckIgnored( 'title', true );
		await real.setSiteCheckIgnored( 'title', false );
		await real.getAttention( 10 );
		await real.allowSearchEngines();
		await real.saveTagline( 'Tag' );
		expect( fetch.mock.calls.map( ( call ) => call[ 0 ] ) ).toEqual( [
			{ path: '/lodestar/v1/checks/settings?force=true' },
			{ path: '/lodestar/v1/checks/general' },
			{
				path: '/lodestar/v1/checks/ignore-site-check',
				method: 'POST',
				data: { id: 'title' },
			},
			{
				path: '/lodestar/v1/checks/ignore-site-check',
				method: 'DELETE',
				data: { id: 'title' },
			},
			{ path: '/lodestar/v1/checks/attention?limit=10' },
			{
				path: '/lodestar/v1/admin/site-settings',
				method: 'POST',
				data: { blog_public: true },
			},
			{
				path: '/wp/v2/settings',
				method: 'POST',
				data: { description: 'Tag' },
			},
		] );
	} );
} );
