/**
 * The Search Console connection in Chromium against the fake Google (bin/e2e.sh starts it and
 * points the test site at it): Google's consent page, the redirect back handled by the admin
 * page, the incremental scope for adding a property, META verification that the fake checks
 * by fetching the real home page, and the disconnection. The screens are tested elsewhere;
 * this spec drives the flow through the REST routes and the browser's redirects.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';

const CLIENT_ID = 'fake-client-id.apps.googleusercontent.com';
const CLIENT_SECRET = 'fake-client-secret';
const FULL = 'https://www.googleapis.com/auth/webmasters';

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
		method: name === 'state' ? 'GET' : 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: name === 'state' ? undefined : JSON.stringify( body ),
	} );
	expect( response.status ).toBe( 200 );
	return response.json();
}

type Status = {
	authenticated: string;
	authUrl: string;
	grantedScopes: string[];
	profile: { email: string } | null;
};

/**
 * Calls a google-search-console route from the admin page (cookie + REST nonce).
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
					wp: {
						apiFetch: ( options: object ) => Promise< unknown >;
					};
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
 * Consents on the fake's page, optionally unticking scopes, and waits for the admin page.
 *
 * @param page    Page.
 * @param authUrl Authorization URL.
 * @param untick  Scopes to untick.
 */
async function consent( page: Page, authUrl: string, untick: string[] = [] ) {
	await page.goto( authUrl );
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

test.describe( 'Search Console connection', () => {
	test.beforeEach( async ( { page } ) => {
		await control( 'reset' );
		await page.goto( '/wp-admin/admin.php?page=lodestar' );
		await gsc( page, 'DELETE', 'revoke-auth' );
		await gsc( page, 'POST', 'client', {
			clientId: CLIENT_ID,
			clientSecret: CLIENT_SECRET,
		} );
	} );

	test( 'connect, add and verify the site, disconnect', async ( {
		page,
		baseURL,
	} ) => {
		const home = `${ baseURL }/`;
		await control( 'config', { sites: [] } );

		const before = await gsc< Status >( page, 'GET', 'status' );
		expect( before.authenticated ).toBe( '' );
		expect(
			before.authUrl.startsWith( `${ fakeUrl() }/o/oauth2/v2/auth?` )
		).toBe( true );

		await consent( page, before.authUrl );
		// The code was exchanged server-side and dropped from the address.
		await expect( page ).toHaveURL(
			/admin\.php\?page=lodestar#\/search-console$/
		);
		expect( page.url() ).not.toContain( 'code=' );
		const connected = await gsc< Status >( page, 'GET', 'status' );
		expect( connected.authenticated ).toBe( '1' );
		expect( connected.profile ).toEqual( { email: 'owner@example.com' } );

		// Adding a property asks for the full scope, incrementally.
		const ask = await gsc< { code: string; authUrl: string } >(
			page,
			'POST',
			'add-site',
			{ url: home }
		);
		expect( ask.code ).toBe( 'scope_required' );
		expect( new URL( ask.authUrl ).searchParams.get( 'scope' ) ).toContain(
			FULL
		);
		await consent( page, ask.authUrl );
		expect(
			( await gsc< Status >( page, 'GET', 'status' ) ).grantedScopes
		).toContain( FULL );

		// The fake fetches this site's home page to find the META tag.
		const added = await gsc< { success: boolean; pending: boolean } >(
			page,
			'POST',
			'add-site',
			{ url: home }
		);
		expect( added ).toMatchObject( { success: true, pending: false } );
		const response = await page.request.get( home );
		const html = await response.text();
		expect( html ).toMatch(
			/<meta name="google-site-verification" content="fake[A-Za-z0-9_-]+" \/>/
		);
		const sites = await gsc< {
			sites: Array< { siteUrl: string; isVerified: boolean } >;
			suggested: string;
		} >( page, 'GET', 'sites' );
		expect( sites.sites ).toContainEqual( {
			siteUrl: home,
			isVerified: true,
			permissionLevel: 'siteOwner',
		} );
		expect( sites.suggested ).toBe( home );
		expect( await gsc( page, 'PUT', 'site', { url: home } ) ).toMatchObject(
			{ success: true }
		);
		const traffic = await gsc< { data: unknown[] } >(
			page,
			'GET',
			'site-traffic'
		);
		expect( traffic.data ).toHaveLength( 90 );

		// Disconnect: revoked at Google.
		expect( await gsc( page, 'DELETE', 'revoke-auth' ) ).toMatchObject( {
			success: true,
		} );
		expect( ( await control( 'state' ) ).liveRefreshTokens ).toBe( 0 );
		expect(
			( await gsc< Status >( page, 'GET', 'status' ) ).authenticated
		).toBe( '' );
		// The tag stays: Google checks it again later.
		expect( await ( await page.request.get( home ) ).text() ).toContain(
			'name="google-site-verification"'
		);
	} );

	test( 'cancel on the consent page lands on the dashboard with the error code', async ( {
		page,
	} ) => {
		const status = await gsc< Status >( page, 'GET', 'status' );
		await page.goto( status.authUrl );
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await page.waitForURL( /gcp_error_code=403/ );
		const url = new URL( page.url() );
		expect( url.searchParams.get( 'action' ) ).toBe( 'lodestar_gsc' );
		expect( url.searchParams.get( 'status' ) ).toBe( 'error' );
		expect( url.searchParams.get( 'nonce' ) ).toMatch( /^[0-9a-f]{10}$/ );
		expect( url.hash ).toBe( '#/dashboard' );
	} );

	test( 'an unticked permission is reported as a missing feature', async ( {
		page,
	} ) => {
		const status = await gsc< Status >( page, 'GET', 'status' );
		await consent( page, status.authUrl, [
			'https://www.googleapis.com/auth/siteverification.verify_only',
		] );
		const after = await gsc< { missingFeatures: string[] } >(
			page,
			'GET',
			'status'
		);
		expect( after.missingFeatures ).toEqual( [ 'verification' ] );
	} );

	test( 'Google offline: the spec error, no hang', async ( { page } ) => {
		const status = await gsc< Status >( page, 'GET', 'status' );
		await consent( page, status.authUrl );
		await control( 'fail', {
			match: '/webmasters/v3/sites',
			delayMs: 15000,
		} );
		const start = Date.now();
		const answer = await gsc< { code: string; message: string } >(
			page,
			'GET',
			'sites'
		);
		expect( Date.now() - start ).toBeLessThan( 14000 );
		expect( answer.code ).toBe( 'gsc_unreachable' );
		expect( answer.message ).toBe(
			"A server error occurred on the provider's end. Please try again later."
		);
	} );
} );
