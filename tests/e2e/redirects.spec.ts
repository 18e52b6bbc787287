/**
 * Redirects in Chromium: add a redirect on the screen and follow it, follow a post's old URL
 * after its slug changed, make a redirect from a row of the 404 log, import a Redirection CSV,
 * and axe on the screen (both tabs and the modal).
 */
import { test, expect } from './fixtures';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';

import { violations } from './axe';
import { saveSettings } from './settings';

const SCREEN = '/wp-admin/admin.php?page=lodestar#/tools/redirects';

interface RestPost {
	id: number;
	link: string;
}

/**
 * Deletes every redirect and the 404 log.
 *
 * @param requestUtils Request utils.
 */
async function clearRedirects( requestUtils: RequestUtils ) {
	for (;;) {
		const page = await requestUtils.rest< {
			items: Array< { id: number } >;
		} >( { path: '/lodestar/v1/redirects', params: { per_page: 100 } } );
		if ( page.items.length === 0 ) {
			break;
		}
		await requestUtils.rest( {
			path: '/lodestar/v1/redirects/bulk',
			method: 'POST',
			data: {
				action: 'delete',
				ids: page.items.map( ( item ) => item.id ),
			},
		} );
	}
	await requestUtils.rest( {
		path: '/lodestar/v1/redirects/404-log',
		method: 'DELETE',
		data: { all: true },
	} );
}

/**
 * Where a URL redirects to, without following: [status, location].
 *
 * @param page Page (its request context carries no redirect following).
 * @param path Path.
 */
async function redirectOf(
	page: Page,
	path: string
): Promise< [ number, string ] > {
	const response = await page.request.get( path, { maxRedirects: 0 } );
	return [ response.status(), response.headers().location ?? '' ];
}

test.describe( 'Redirects', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await clearRedirects( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await clearRedirects( requestUtils );
		await saveSettings( requestUtils, { enable_404_monitor: false } );
		await requestUtils.deleteAllPosts();
	} );

	test( 'a redirect added on the screen is followed by the browser', async ( {
		page,
		requestUtils,
	} ) => {
		const post = await requestUtils.rest< RestPost >( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Redirect landing',
				slug: 'e2e-redirect-landing',
				status: 'publish',
			},
		} );
		await page.goto( SCREEN );
		await page.getByRole( 'button', { name: 'Add redirect' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Add redirect' } );
		await dialog.getByLabel( 'Source URL' ).fill( '/e2e-old-address/' );
		// Live validation: a target that is neither a path nor a URL.
		await dialog.getByLabel( 'Target URL' ).fill( 'landing' );
		await expect(
			dialog.getByText(
				'The target must be a path starting with / or a full http(s) URL.'
			)
		).toBeVisible();
		await dialog
			.getByLabel( 'Target URL' )
			.fill( '/e2e-redirect-landing/' );
		await dialog.getByRole( 'button', { name: 'Save redirect' } ).click();
		await expect( dialog ).toHaveCount( 0 );
		await expect(
			page.getByRole( 'button', {
				name: 'Edit redirect from /e2e-old-address',
			} )
		).toBeVisible();

		// The test box says which rule answers and where it goes.
		await page.getByLabel( 'Test a URL' ).fill( '/E2E-Old-Address?x=1' );
		await page.getByRole( 'button', { name: 'Test', exact: true } ).click();
		await expect(
			page.getByRole( 'status' ).filter( { hasText: 'Matched by' } )
		).toHaveText(
			`Matched by /e2e-old-address: 301 to ${ new URL( post.link ).origin }/e2e-redirect-landing/`
		);

		expect( await redirectOf( page, '/e2e-old-address' ) ).toEqual( [
			301,
			post.link,
		] );
		await page.goto( '/e2e-old-address/' );
		await expect( page ).toHaveURL( post.link );
	} );

	test( "a post's old URL leads to its new one after a slug change", async ( {
		page,
		requestUtils,
	} ) => {
		const post = await requestUtils.rest< RestPost >( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Renamed post',
				slug: 'e2e-first-slug',
				status: 'publish',
			},
		} );
		const renamed = await requestUtils.rest< RestPost >( {
			path: `/wp/v2/posts/${ post.id }`,
			method: 'POST',
			data: { slug: 'e2e-second-slug' },
		} );
		await page.goto( '/e2e-first-slug/' );
		await expect( page ).toHaveURL( renamed.link );
		await expect( page.locator( 'h1, h2' ).first() ).toContainText(
			'Renamed post'
		);
	} );

	test( 'a redirect made from a row of the 404 log', async ( {
		page,
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, { enable_404_monitor: true } );
		const missing = await page.request.get( '/e2e-missing-page-404/' );
		expect( missing.status() ).toBe( 404 );
		await page.goto( SCREEN );
		await page.getByRole( 'tab', { name: '404 log' } ).click();
		await page
			.getByRole( 'button', { name: 'Redirect /e2e-missing-page-404' } )
			.click();
		const dialog = page.getByRole( 'dialog', { name: 'Add redirect' } );
		await expect( dialog.getByLabel( 'Source URL' ) ).toHaveValue(
			'/e2e-missing-page-404'
		);
		await dialog.getByLabel( 'Target URL' ).fill( '/' );
		await dialog.getByRole( 'button', { name: 'Save redirect' } ).click();
		await expect( dialog ).toHaveCount( 0 );
		const [ status, location ] = await redirectOf(
			page,
			'/e2e-missing-page-404/'
		);
		expect( status ).toBe( 301 );
		expect( new URL( location ).pathname ).toBe( '/' );
		await page.getByRole( 'tab', { name: 'Redirects' } ).click();
		await expect(
			page.getByRole( 'row', { name: /e2e-missing-page-404/ } )
		).toContainText( '404 log' );
	} );

	test( "a CSV in the Redirection plugin's format imports", async ( {
		page,
	} ) => {
		await page.goto( SCREEN );
		await page.locator( 'input[type="file"]' ).setInputFiles( {
			name: 'redirection.csv',
			mimeType: 'text/csv',
			buffer: Buffer.from(
				'source,target,regex,code,type,hits,title,status\n' +
					'"/e2e-csv-one","/e2e-csv-target/",0,301,"url",4,"","active"\n' +
					'"^/e2e-csv-(\\d+)$","/e2e-number/$1",1,302,"url",0,"","active"\n'
			),
		} );
		await expect(
			page
				.locator( '.components-notice' )
				.getByText( '2 redirects imported, 0 already existed.' )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', {
				name: 'Edit redirect from /e2e-csv-one',
			} )
		).toBeVisible();
		const [ status, location ] = await redirectOf( page, '/e2e-csv-42' );
		expect( status ).toBe( 302 );
		expect( new URL( location ).pathname ).toBe( '/e2e-number/42' );
	} );

	test( 'the screen, its 404 log and its modal: no moderate or worse axe violations', async ( {
		page,
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			path: '/lodestar/v1/redirects',
			method: 'POST',
			data: { source: '/e2e-axe', target: '/', note: 'For axe' },
		} );
		await page.goto( SCREEN );
		await expect(
			page.getByRole( 'button', { name: 'Edit redirect from /e2e-axe' } )
		).toBeVisible();
		const found: Record< string, unknown > = {};
		found.rules = await violations( page, '#lodestar-admin-root' );
		await page
			.getByRole( 'button', { name: 'Edit redirect from /e2e-axe' } )
			.click();
		await expect(
			page.getByRole( 'dialog', { name: 'Edit redirect' } )
		).toBeVisible();
		found.modal = await violations( page, '.lodestar-redirect-modal' );
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await page.getByRole( 'tab', { name: '404 log' } ).click();
		await expect( page.locator( '.lodestar-not-found' ) ).toBeVisible();
		found.log = await violations( page, '#lodestar-admin-root' );
		expect( found ).toEqual( { rules: [], modal: [], log: [] } );
	} );
} );
