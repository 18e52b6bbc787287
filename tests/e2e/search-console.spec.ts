/**
 * Search Console in Chromium against the fake Google (bin/e2e.sh starts it, exports
 * LODESTAR_FAKE_GOOGLE_URL and points the test site at it): connecting from the screen through
 * the fake consent page (the code exchanged server-side and dropped from the address),
 * selecting the site pre-selected by host, metrics, chart and table with the fake's data; the
 * content table's search, filter, sort and pages; adding a URL-prefix property (the full scope
 * asked incrementally) and verifying it with the META tag the fake fetches from the real home
 * page; disconnecting (revoked at Google); a cancelled consent giving the dashboard's
 * gcp_error_code toast and URL clean-up; an unticked permission; Google failing or not
 * answering giving the spec's errors without a hang.
 */
import { test, expect } from './fixtures';
import type { Locator, Page } from '@playwright/test';

const CLIENT_ID = 'fake-client-id.apps.googleusercontent.com';
const CLIENT_SECRET = 'fake-client-secret';
const FULL_SCOPE = 'https://www.googleapis.com/auth/webmasters';
const VERIFY_SCOPE =
	'https://www.googleapis.com/auth/siteverification.verify_only';
const SCREEN = '/wp-admin/admin.php?page=lodestar#/search-console';
const CONTENT = '/wp-admin/admin.php?page=lodestar#/content-performance';
const CONNECT_HEADING = "Connect to Search Console - It's Free";

type Status = {
	authenticated: string;
	authUrl: string;
	grantedScopes: string[];
	missingFeatures: string[];
	profile: { email: string } | null;
};

function fakeUrl(): string {
	const url = process.env.LODESTAR_FAKE_GOOGLE_URL;
	if ( ! url ) {
		throw new Error(
			'LODESTAR_FAKE_GOOGLE_URL is not set (run through bin/e2e.sh).'
		);
	}
	return url;
}

/**
 * Drives the fake Google (reset, config, fail, state).
 *
 * @param name Control endpoint.
 * @param body JSON body (POST); 'state' is a GET.
 */
async function control( name: string, body: object = {} ) {
	const get = name === 'state';
	const response = await fetch( `${ fakeUrl() }/__control/${ name }`, {
		method: get ? 'GET' : 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: get ? undefined : JSON.stringify( body ),
	} );
	expect( response.status ).toBe( 200 );
	return response.json();
}

/**
 * Calls a google-search-console route from an admin page (cookie + REST nonce); an error
 * answer is returned, not thrown.
 *
 * @param page   Page on an admin screen.
 * @param method HTTP method.
 * @param route  Route under google-search-console/.
 * @param data   JSON body.
 */
async function gsc< T = Record< string, unknown > >(
	page: Page,
	method: string,
	route: string,
	data?: object
): Promise< T > {
	return page.evaluate(
		async ( args ) => {
			const wp = (
				window as unknown as {
					wp: { apiFetch: ( options: object ) => Promise< unknown > };
				}
			 ).wp;
			try {
				return await wp.apiFetch( {
					path: `/lodestar/v1/google-search-console/${ args.route }`,
					method: args.method,
					data: args.data,
				} );
			} catch ( error ) {
				return error;
			}
		},
		{ method, route, data }
	) as Promise< T >;
}

/**
 * A snackbar with this text (the a11y live region repeats the text: not that one).
 *
 * @param page Page.
 * @param text Text.
 */
function snackbar( page: Page, text: string | RegExp ): Locator {
	return page.getByTestId( 'snackbar' ).filter( { hasText: text } );
}

/**
 * The site's home URL with a trailing slash (a URL-prefix property of it).
 *
 * @param page Page on the site.
 */
function homeProperty( page: Page ): string {
	return new URL( '/', page.url() ).toString();
}

/**
 * Consents on the fake's page (optionally unticking scopes) and waits for the admin page.
 *
 * @param page   Page on the consent page.
 * @param untick Scopes to untick.
 */
async function consent( page: Page, untick: string[] = [] ) {
	await expect(
		page.getByRole( 'heading', {
			name: /wants to access your Google Account/,
		} )
	).toBeVisible();
	for ( const scope of untick ) {
		await page
			.getByRole( 'checkbox', { name: scope, exact: true } )
			.uncheck();
	}
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await page.waitForURL( /admin\.php\?page=lodestar/ );
}

/**
 * Connects from the screen: the OAuth client fields, Connect, the consent page.
 *
 * @param page Page.
 */
async function connectFromScreen( page: Page ) {
	await openAfresh( page, SCREEN );
	await expect(
		page.getByRole( 'heading', { name: CONNECT_HEADING } )
	).toBeVisible();
	const clientId = page.getByLabel( 'Client ID' );
	if ( ( await clientId.inputValue() ) !== CLIENT_ID ) {
		await clientId.fill( CLIENT_ID );
		await page.getByLabel( 'Client secret' ).fill( CLIENT_SECRET );
		await page.getByRole( 'button', { name: 'Save client' } ).click();
	}
	const connect = page.getByRole( 'button', {
		name: 'Connect',
		exact: true,
	} );
	await expect( connect ).not.toHaveAttribute( 'aria-disabled', 'true' );
	await connect.click();
	await consent( page );
}

/**
 * Connects with the consent address the status route gives (tests whose point is not the
 * connect button).
 *
 * @param page   Page on an admin screen.
 * @param untick Scopes to untick on the consent page.
 */
async function connectThroughStatus( page: Page, untick: string[] = [] ) {
	const status = await gsc< Status >( page, 'GET', 'status' );
	expect( status.authUrl ).not.toBe( '' );
	await page.goto( status.authUrl );
	await consent( page, untick );
}

/**
 * Loads an admin screen afresh (the app keeps its store across changes of the hash alone,
 * and page.goto() to the same page with another hash does not reload it).
 *
 * @param page Page.
 * @param url  Address.
 */
async function openAfresh( page: Page, url: string ) {
	await page.goto( 'about:blank' );
	await page.goto( url );
}

/**
 * Selects a property in the 'Search Console Account' modal.
 *
 * @param page     Page.
 * @param property Property.
 */
async function selectSite( page: Page, property: string ) {
	const dialog = page.getByRole( 'dialog', {
		name: 'Search Console Account',
	} );
	await expect( dialog ).toBeVisible();
	await dialog.getByLabel( 'Site' ).selectOption( property );
	await dialog.getByRole( 'button', { name: 'Select Site' } ).click();
	await expect(
		snackbar( page, 'Site selected successfully' )
	).toBeVisible();
	await expect( dialog ).toBeHidden();
}

test.describe( 'Search Console', () => {
	test.beforeEach( async ( { page } ) => {
		await control( 'reset' );
		await page.goto( '/wp-admin/admin.php?page=lodestar' );
		await gsc( page, 'DELETE', 'revoke-auth' );
		await gsc( page, 'POST', 'client', {
			clientId: CLIENT_ID,
			clientSecret: CLIENT_SECRET,
		} );
		await control( 'config', {
			sites: [
				{ siteUrl: homeProperty( page ), permissionLevel: 'siteOwner' },
			],
			pages: 30,
		} );
	} );

	// Later specs open the dashboard, whose Search Console cards would show this spec's last
	// failures: leave Google answering and the site disconnected.
	test.afterAll( async ( { requestUtils } ) => {
		await control( 'reset' );
		await requestUtils.rest( {
			method: 'DELETE',
			path: '/lodestar/v1/google-search-console/revoke-auth',
		} );
	} );

	test( 'connect from the screen, select the site, see metrics, chart and top pages', async ( {
		page,
	} ) => {
		// Many steps on a shared machine: each is awaited web-first, the sum is longer.
		test.setTimeout( 120_000 );
		// The client entered on the screen (cleared first so the fields are used).
		await gsc( page, 'POST', 'client', { clientId: '', clientSecret: '' } );
		await connectFromScreen( page );
		// The code was exchanged server-side and dropped from the address.
		await expect( page ).toHaveURL(
			/admin\.php\?page=lodestar#\/search-console$/
		);
		expect( page.url() ).not.toContain( 'code=' );

		// Pre-selected by host.
		const dialog = page.getByRole( 'dialog', {
			name: 'Search Console Account',
		} );
		await expect( dialog.getByLabel( 'Site' ) ).toHaveValue(
			homeProperty( page )
		);
		await selectSite( page, homeProperty( page ) );
		await expect(
			page.getByText( /connected as owner@example\.com/ )
		).toBeVisible();
		await expect( page.getByText( /delayed 2–3 days/ ) ).toBeVisible();

		await expect(
			page
				.getByTestId( 'metric-clicks' )
				.locator( '.lodestar-metric__value' )
		).toHaveText( /^\d+(\.\d)?[kmbt]?$/ );
		await expect(
			page
				.getByTestId( 'metric-impressions' )
				.locator( '.lodestar-metric__change' )
		).toHaveText( /%$/ );
		// The lazy chart draws; its figures are in a table for screen readers.
		await expect( page.locator( '.lodestar-uplot canvas' ) ).toBeVisible();
		const table = page.getByRole( 'table', { name: 'Search traffic' } );
		await expect( table.locator( 'tbody tr' ) ).toHaveCount( 90 );
		await expect(
			page.locator( '.lodestar-content-table tbody tr' )
		).toHaveCount( 5 );

		// Refresh reads again past the server's cache.
		const before = ( await control( 'state' ) ).log.filter(
			( line: string ) => line.includes( 'searchAnalytics' )
		).length;
		await page.getByRole( 'button', { name: 'Refresh' } ).click();
		await expect
			.poll(
				async () =>
					( await control( 'state' ) ).log.filter( ( line: string ) =>
						line.includes( 'searchAnalytics' )
					).length
			)
			.toBeGreaterThanOrEqual( before + 3 );
		await expect( table.locator( 'tbody tr' ) ).toHaveCount( 90 );
	} );

	test( 'content table: search, filter, sort and pages', async ( {
		page,
	} ) => {
		test.setTimeout( 90_000 );
		await connectThroughStatus( page );
		expect(
			await gsc( page, 'PUT', 'site', { url: homeProperty( page ) } )
		).toMatchObject( { success: true } );
		await openAfresh( page, CONTENT );
		const rows = page.locator( '.lodestar-content-table tbody tr' );
		await expect( rows ).toHaveCount( 20 );
		const pager = page.getByRole( 'navigation', { name: 'Pages' } );
		await pager.getByRole( 'button', { name: 'Page 2' } ).click();
		await expect( rows ).toHaveCount( 10 );
		await expect(
			pager.getByRole( 'button', { name: 'Page 2' } )
		).toHaveAttribute( 'aria-current', 'page' );

		// Sorting goes back to page 1; a click on the sorted column toggles its order.
		await page.getByRole( 'button', { name: /^Clicks/ } ).click();
		await expect(
			page.getByRole( 'columnheader', { name: /Clicks/ } )
		).toHaveAttribute( 'aria-sort', 'ascending' );
		await expect(
			pager.getByRole( 'button', { name: 'Page 1' } )
		).toHaveAttribute( 'aria-current', 'page' );
		await expect( rows ).toHaveCount( 20 );

		const search = page.getByRole( 'searchbox', {
			name: 'Search by URL or title',
		} );
		await search.fill( 'no-such-page-anywhere' );
		await expect(
			page
				.locator( '.lodestar-content-table' )
				.getByText( 'No Results Found' )
		).toBeVisible();
		await search.fill( '' );
		await expect( rows ).toHaveCount( 20 );

		// Each status band shows only its own rows (the fake's positions span all three).
		const badges = page.locator(
			'.lodestar-content-table tbody .lodestar-status-badge'
		);
		const bands: Array< [ string, string ] > = [
			[ 'top', 'Top Ranked' ],
			[ 'rise', 'On the Rise' ],
			[ 'low', 'Low Visibility' ],
		];
		for ( const [ value, label ] of bands ) {
			await page.getByLabel( 'Status' ).selectOption( value );
			await expect( badges.filter( { hasText: label } ) ).not.toHaveCount(
				0
			);
			await expect( badges.filter( { hasNotText: label } ) ).toHaveCount(
				0
			);
		}
	} );

	test( 'add and verify a URL-prefix property; the META tag stays on the home page', async ( {
		page,
	} ) => {
		test.setTimeout( 150_000 );
		await control( 'config', { sites: [] } );
		await connectThroughStatus( page );
		const home = homeProperty( page );
		const dialog = page.getByRole( 'dialog', {
			name: 'Search Console Account',
		} );
		const choose = async () => {
			await expect(
				dialog.getByRole( 'option', {
					name: `${ home } (not in your account yet)`,
				} )
			).toBeAttached();
			await dialog.getByLabel( 'Site' ).selectOption( home );
			await dialog
				.getByRole( 'button', { name: 'Connect Site' } )
				.click();
		};
		await choose();
		// Adding a property needs the full scope, asked for incrementally.
		await page.waitForURL(
			( url ) => url.toString().startsWith( fakeUrl() ),
			{ waitUntil: 'commit' }
		);
		const scopes = new URL( page.url() ).searchParams.get( 'scope' ) ?? '';
		expect( scopes.split( ' ' ) ).toContain( FULL_SCOPE );
		expect(
			new URL( page.url() ).searchParams.get( 'include_granted_scopes' )
		).toBe( 'true' );
		await consent( page );
		await expect( page ).toHaveURL( /#\/search-console$/ );
		expect(
			( await gsc< Status >( page, 'GET', 'status' ) ).grantedScopes
		).toContain( FULL_SCOPE );

		// Added, then verified: the fake fetches the home page and finds the META tag.
		const reloaded = page.waitForEvent( 'load' );
		await choose();
		await expect(
			snackbar( page, 'Site verified successfully.' )
		).toBeVisible();
		// The page reloads (2 s) and the property can now be selected.
		await reloaded;
		await selectSite( page, home );
		await expect(
			page
				.getByTestId( 'metric-clicks' )
				.locator( '.lodestar-metric__value' )
		).toBeVisible();
		const tag =
			/<meta name="google-site-verification" content="fake[A-Za-z0-9_-]+" \/>/;
		expect( await ( await page.request.get( home ) ).text() ).toMatch(
			tag
		);

		// Google checks the tag again later: it stays after disconnecting.
		expect( await gsc( page, 'DELETE', 'revoke-auth' ) ).toMatchObject( {
			success: true,
		} );
		expect( await ( await page.request.get( home ) ).text() ).toMatch(
			tag
		);
	} );

	test( 'disconnect asks first, revokes at Google, then reloads not connected', async ( {
		page,
	} ) => {
		test.setTimeout( 90_000 );
		await connectThroughStatus( page );
		expect(
			await gsc( page, 'PUT', 'site', { url: homeProperty( page ) } )
		).toMatchObject( { success: true } );
		await openAfresh( page, SCREEN );
		await page.getByRole( 'button', { name: 'Disconnect' } ).click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Disconnect Search Console?',
		} );
		const reloaded = page.waitForEvent( 'load' );
		await dialog.getByRole( 'button', { name: 'Disconnect' } ).click();
		await expect(
			snackbar( page, /Account disconnected successfully/ )
		).toBeVisible();
		expect( ( await control( 'state' ) ).liveRefreshTokens ).toBe( 0 );
		// Reloaded after 3 s.
		await reloaded;
		await expect(
			page.getByRole( 'heading', { name: CONNECT_HEADING } )
		).toBeVisible();
		expect(
			( await gsc< Status >( page, 'GET', 'status' ) ).authenticated
		).toBe( '' );
	} );

	test( 'a cancelled consent: the dashboard toast with the code, the URL cleaned, the screen', async ( {
		page,
	} ) => {
		const status = await gsc< Status >( page, 'GET', 'status' );
		await page.goto( status.authUrl );
		const landing = page.waitForRequest( ( request ) =>
			request.url().includes( 'gcp_error_code=' )
		);
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		// Where the server's redirect sends the browser (before the app cleans it).
		const url = new URL( ( await landing ).url() );
		expect( url.searchParams.get( 'gcp_error_code' ) ).toBe( '403' );
		expect( url.searchParams.get( 'action' ) ).toBe( 'lodestar_gsc' );
		expect( url.searchParams.get( 'status' ) ).toBe( 'error' );
		expect( url.searchParams.get( 'nonce' ) ).toMatch( /^[0-9a-f]{10}$/ );

		const toast = snackbar(
			page,
			'Error 403: Access is denied. You lack the necessary permissions to perform this action.'
		);
		await expect( toast ).toBeVisible();
		await expect(
			toast.getByRole( 'link', { name: 'Learn more' } )
		).toBeVisible();
		await expect( page ).toHaveURL( /#\/search-console$/ );
		const cleaned = new URL( page.url() );
		expect( cleaned.searchParams.get( 'page' ) ).toBe( 'lodestar' );
		for ( const name of [
			'gcp_error_code',
			'action',
			'nonce',
			'status',
			'state',
			'error',
		] ) {
			expect( cleaned.searchParams.has( name ) ).toBe( false );
		}
		// Not auto-dismissed (snackbars otherwise go after 10 s).
		// eslint-disable-next-line playwright/no-wait-for-timeout -- the point is that time passes.
		await page.waitForTimeout( 11_000 );
		await expect( toast ).toBeVisible();
	} );

	test( 'an unticked permission is reported as a missing feature', async ( {
		page,
	} ) => {
		await connectThroughStatus( page, [ VERIFY_SCOPE ] );
		expect(
			( await gsc< Status >( page, 'GET', 'status' ) ).missingFeatures
		).toEqual( [ 'verification' ] );
		await expect(
			page
				.locator( '#lodestar-admin-root' )
				.getByText( /Site verification was not allowed/ )
		).toBeVisible();
	} );

	test( "Google's failures give the spec's errors without a hang", async ( {
		page,
	} ) => {
		test.setTimeout( 120_000 );
		await connectThroughStatus( page );
		expect(
			await gsc( page, 'PUT', 'site', { url: homeProperty( page ) } )
		).toMatchObject( { success: true } );
		await openAfresh( page, SCREEN );
		const table = page.locator( '.lodestar-content-table' );
		await expect( table.locator( 'tbody tr' ) ).toHaveCount( 5 );

		// Google answers 500: the refresh (past the cache) shows the spec's errors.
		const serverError =
			"A server error occurred on the provider's end. Please try again later.";
		await control( 'fail', { match: 'searchAnalytics', status: 500 } );
		await page.getByRole( 'button', { name: 'Refresh' } ).click();
		await expect(
			table.getByText( 'Oops! Something went wrong' )
		).toBeVisible();
		await expect( snackbar( page, serverError ).first() ).toBeVisible();

		// Google does not answer: the server's timeout (≤ 10 s) ends the wait.
		await control( 'fail', {
			match: '/webmasters/v3/sites',
			delayMs: 30_000,
		} );
		const started = Date.now();
		await page.getByRole( 'button', { name: 'Change site' } ).click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Search Console Account',
		} );
		await expect( dialog.getByText( serverError ) ).toBeVisible( {
			timeout: 20_000,
		} );
		expect( Date.now() - started ).toBeLessThan( 20_000 );
		const answer = ( await control( 'state' ) ).log as string[];
		expect( answer ).toContain( 'GET /webmasters/v3/sites' );
	} );
} );
