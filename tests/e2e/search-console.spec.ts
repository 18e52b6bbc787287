/**
 * The Search Console screens in Chromium against the fake Google (bin/e2e.sh starts it and
 * exports LODESTAR_FAKE_GOOGLE_URL): connecting from the screen through the fake consent page,
 * selecting a site, metrics, chart and table with the fake's data; the content table's search,
 * filter, sort and pages; adding and verifying a URL-prefix property (the META tag on the home
 * page); disconnecting; the gcp_error_code toast and URL clean-up on the dashboard; failures
 * of Google giving the spec's errors without a hang.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';

const CLIENT_ID = 'fake-client-id.apps.googleusercontent.com';
const CLIENT_SECRET = 'fake-client-secret';
const SCREEN = '/wp-admin/admin.php?page=lodestar#/search-console';
const CONTENT = '/wp-admin/admin.php?page=lodestar#/content-performance';

function fakeUrl(): string {
	const url = process.env.LODESTAR_FAKE_GOOGLE_URL;
	if ( ! url ) {
		throw new Error(
			'LODESTAR_FAKE_GOOGLE_URL is not set (run through bin/e2e.sh).'
		);
	}
	return url;
}

async function control( name: string, body: object = {} ) {
	const response = await fetch( `${ fakeUrl() }/__control/${ name }`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( body ),
	} );
	expect( response.status ).toBe( 200 );
}

/**
 * Calls a google-search-console route from an admin page (cookie + REST nonce).
 *
 * @param page   Page on an admin screen.
 * @param method HTTP method.
 * @param route  Route under google-search-console/.
 * @param data   JSON body.
 */
async function gsc( page: Page, method: string, route: string, data?: object ) {
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
	);
}

/**
 * The site's home URL with a trailing slash (a URL-prefix property of it).
 *
 * @param page Page.
 */
function homeProperty( page: Page ): string {
	return new URL( '/', page.url() ).toString();
}

/**
 * Approves on the fake consent page and waits for the admin page.
 *
 * @param page Page.
 */
async function approve( page: Page ) {
	await expect(
		page.getByRole( 'heading', {
			name: /wants to access your Google Account/,
		} )
	).toBeVisible();
	await page
		.getByRole( 'button', { name: /^(Approve|Continue|Allow)$/ } )
		.click();
	await page.waitForURL( /admin\.php\?page=lodestar/ );
}

/**
 * Connects from the screen: client fields, Connect, consent.
 *
 * @param page Page.
 */
async function connectFromScreen( page: Page ) {
	await page.goto( SCREEN );
	await expect(
		page.getByRole( 'heading', {
			name: "Connect to Search Console - It's Free",
		} )
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
	await approve( page );
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
		page.getByText( 'Site selected successfully' )
	).toBeVisible();
	await expect( dialog ).toBeHidden();
}

test.describe( 'Search Console screens', () => {
	test.beforeEach( async ( { page } ) => {
		await control( 'reset' );
		await page.goto( '/wp-admin/admin.php?page=lodestar' );
		await gsc( page, 'DELETE', 'revoke-auth' );
		await control( 'config', {
			sites: [
				{ siteUrl: homeProperty( page ), permissionLevel: 'siteOwner' },
			],
			pages: 30,
		} );
	} );

	test( 'connect, select the site, see metrics, chart and top pages', async ( {
		page,
	} ) => {
		await connectFromScreen( page );
		await expect( page ).toHaveURL( /#\/search-console$/ );
		// Pre-selected by host.
		const dialog = page.getByRole( 'dialog', {
			name: 'Search Console Account',
		} );
		await expect( dialog.getByLabel( 'Site' ) ).toHaveValue(
			homeProperty( page )
		);
		await selectSite( page, homeProperty( page ) );

		const clicks = page.getByTestId( 'metric-clicks' );
		await expect( clicks.locator( '.lodestar-metric__value' ) ).toHaveText(
			/^\d+(\.\d)?[kmbt]?$/
		);
		await expect(
			page
				.getByTestId( 'metric-impressions' )
				.locator( '.lodestar-metric__change' )
		).toHaveText( /%$/ );
		await expect( page.getByText( /delayed 2–3 days/ ) ).toBeVisible();
		// The lazy chart draws; its figures are in a table for screen readers.
		await expect( page.locator( '.lodestar-uplot canvas' ) ).toBeVisible();
		const table = page.getByRole( 'table', { name: 'Search traffic' } );
		await expect( table.locator( 'tbody tr' ) ).toHaveCount( 90 );
		await expect(
			page.locator( '.lodestar-content-table tbody tr' )
		).toHaveCount( 5 );

		// Refresh reads again past the cache.
		await page.getByRole( 'button', { name: 'Refresh' } ).click();
		await expect( table.locator( 'tbody tr' ) ).toHaveCount( 90 );
	} );

	test( 'content table: search, filter, sort and pages', async ( {
		page,
	} ) => {
		await connectFromScreen( page );
		await selectSite( page, homeProperty( page ) );
		await page.goto( CONTENT );
		const rows = page.locator( '.lodestar-content-table tbody tr' );
		await expect( rows ).toHaveCount( 20 );
		const pager = page.getByRole( 'navigation', { name: 'Pages' } );
		await pager.getByRole( 'button', { name: 'Page 2' } ).click();
		await expect( rows ).toHaveCount( 10 );

		// Sorting goes back to page 1 and toggles on a second click.
		await page.getByRole( 'button', { name: /^Clicks/ } ).click();
		await expect(
			page.getByRole( 'columnheader', { name: /Clicks/ } )
		).toHaveAttribute( 'aria-sort', 'ascending' );
		await expect(
			pager.getByRole( 'button', { name: 'Page 1' } )
		).toHaveAttribute( 'aria-current', 'page' );
		const figures = await page
			.locator(
				'.lodestar-content-table tbody tr td:nth-child(2) .lodestar-content-table__figure'
			)
			.allTextContents();
		expect( figures ).toHaveLength( 20 );

		const search = page.getByRole( 'searchbox', {
			name: 'Search by URL or title',
		} );
		await search.fill( 'no-such-page-anywhere' );
		await expect( page.getByText( 'No Results Found' ) ).toBeVisible();
		await search.fill( '' );
		await expect( rows ).toHaveCount( 20 );

		for ( const status of [ 'top', 'rise', 'low' ] ) {
			await page.getByLabel( 'Status' ).selectOption( status );
			const labels = await page
				.locator(
					'.lodestar-content-table tbody .lodestar-status-badge'
				)
				.allTextContents();
			const expected = {
				top: 'Top Ranked',
				rise: 'On the Rise',
				low: 'Low Visibility',
			}[ status ];
			for ( const label of labels ) {
				expect( label ).toBe( expected );
			}
		}
	} );

	test( 'add and verify a URL-prefix property; the META tag stays on the home page', async ( {
		page,
		request,
	} ) => {
		await control( 'config', { sites: [] } );
		await connectFromScreen( page );
		const home = homeProperty( page );
		const dialog = page.getByRole( 'dialog', {
			name: 'Search Console Account',
		} );
		await dialog.getByLabel( 'Site' ).selectOption( home );
		await dialog.getByRole( 'button', { name: 'Connect Site' } ).click();
		// Adding a property needs the full scope, asked incrementally.
		if ( page.url().startsWith( fakeUrl() ) ) {
			await approve( page );
			await page.goto( SCREEN );
			await dialog.getByLabel( 'Site' ).selectOption( home );
			await dialog
				.getByRole( 'button', { name: 'Connect Site' } )
				.click();
		}
		// Verified: the page reloads after 2 s and the property can be selected.
		await page.waitForLoadState( 'load' );
		await page.goto( SCREEN );
		await selectSite( page, home );
		const html = await ( await request.get( '/' ) ).text();
		expect( html ).toMatch(
			/<meta name="google-site-verification" content="[^"]+"/
		);
	} );

	test( 'disconnect asks first, then reloads not connected', async ( {
		page,
	} ) => {
		await connectFromScreen( page );
		await selectSite( page, homeProperty( page ) );
		await page.getByRole( 'button', { name: 'Disconnect' } ).click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Disconnect Search Console?',
		} );
		await dialog.getByRole( 'button', { name: 'Disconnect' } ).click();
		await expect(
			page.getByText( /Account disconnected successfully/ )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', {
				name: "Connect to Search Console - It's Free",
			} )
		).toBeVisible( { timeout: 10000 } );
	} );

	test( 'the dashboard shows the gcp_error_code toast, cleans the URL and goes to the screen', async ( {
		page,
	} ) => {
		await page.goto(
			'/wp-admin/admin.php?page=lodestar&gcp_error_code=429&action=lodestar_gsc&status=error&nonce=abc#/dashboard'
		);
		await expect(
			page.getByText(
				'Error 429: You have exceeded your API quota. Please wait or upgrade your plan.'
			)
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Learn more' } )
		).toBeVisible();
		await expect( page ).toHaveURL( /#\/search-console$/ );
		const url = new URL( page.url() );
		expect( url.searchParams.get( 'page' ) ).toBe( 'lodestar' );
		for ( const name of [
			'gcp_error_code',
			'action',
			'nonce',
			'status',
		] ) {
			expect( url.searchParams.has( name ) ).toBe( false );
		}
		// Not auto-dismissed.
		await page.waitForTimeout( 11000 );
		await expect( page.getByText( /^Error 429:/ ) ).toBeVisible();
	} );

	test( "Google's failures give the spec's errors without a hang", async ( {
		page,
	} ) => {
		await connectFromScreen( page );
		await selectSite( page, homeProperty( page ) );
		await expect( page.getByTestId( 'metric-clicks' ) ).toBeVisible();
		// Google answers 500, then stops answering: refresh bypasses the cache.
		await control( 'fail', {
			match: 'searchAnalytics',
			status: 500,
			times: 3,
		} );
		await page.getByRole( 'button', { name: 'Refresh' } ).click();
		await expect(
			page.getByText( 'Oops! Something went wrong' )
		).toBeVisible();
		// A Google that does not answer: the server's timeout (≤ 10 s) ends the wait.
		await control( 'fail', {
			match: 'searchAnalytics',
			status: 500,
			delayMs: 30000,
		} );
		const started = Date.now();
		await page.getByRole( 'button', { name: 'Refresh' } ).click();
		await expect(
			page.getByText( 'Oops! Something went wrong' )
		).toBeVisible( { timeout: 20000 } );
		expect( Date.now() - started ).toBeLessThan( 20000 );
	} );
} );
