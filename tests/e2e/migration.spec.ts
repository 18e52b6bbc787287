/**
 * Migrate to Lodestar, end to end (issue 17): Yoast-format data seeded by a test mu-plugin
 * (post meta _yoast_wpseo_title/_metadesc/_meta-robots-noindex, option wpseo_taxonomy_meta
 * for the category, option wpseo_titles) and a stand-in "Yoast SEO" plugin file, active, so
 * the deactivation offer has something to deactivate. The flow: the preview report (paged
 * table, CSV download), a run with progress, the leave confirmation, pausing by closing the
 * tab, Cancel Migration, Start Over, Resume Migration, the done panel, the deactivation offer
 * (reload after 3 s), the migrated head of a post, and Undo (before the last run, which
 * then starts clean).
 *
 * Needs the issue-17 REST routes (migration/*, plugins/deactivate) on the test site.
 */
import { test, expect } from './fixtures';
import type { Page, BrowserContext } from '@playwright/test';
import {
	copyFileSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

import { headTags } from './page-seo';
import { resetSettings } from './settings';

const SCREEN = '/wp-admin/admin.php?page=lodestar#/tools/migrate';
const MU_PLUGIN = 'lodestar-e2e-yoast-fixture.php';
const STAND_IN = 'wordpress-seo/wp-seo';
const LEAVE =
	'Migration is in progress. Are you sure you want to leave? Unsaved changes may be lost.';

interface Fixture {
	posts: Array< { id: number; link: string; title: string } >;
	term: { id: number; link: string };
}

/**
 * The test site's folder.
 */
function siteDir(): string {
	const site = process.env.WP_SITE_DIR;
	if ( ! site ) {
		throw new Error( 'WP_SITE_DIR is not set: run through bin/e2e.sh.' );
	}
	return site;
}

/**
 * Opens the screen in a new tab of the logged-in context; every migration/posts request of
 * that tab waits `delay` ms first, so the run can be caught in the middle.
 *
 * @param context Browser context.
 * @param delay   Delay per post request (0 for none).
 */
async function openScreen(
	context: BrowserContext,
	delay = 0
): Promise< Page > {
	const tab = await context.newPage();
	if ( delay > 0 ) {
		await tab.route(
			( url ) =>
				decodeURIComponent( url.href ).includes(
					'/lodestar/v1/migration/posts'
				),
			async ( route ) => {
				if ( route.request().method() === 'POST' ) {
					await new Promise( ( resolve ) =>
						setTimeout( resolve, delay )
					);
				}
				await route.continue();
			}
		);
	}
	await tab.goto( SCREEN );
	return tab;
}

/**
 * The progress bar's value.
 *
 * @param tab Tab.
 */
async function progress( tab: Page ): Promise< number > {
	return Number(
		await tab
			.getByRole( 'progressbar', { name: 'Migration progress' } )
			.getAttribute( 'aria-valuenow' )
	);
}

/**
 * Waits until the run is past the global settings and the terms, inside the posts.
 *
 * @param tab Tab.
 */
async function waitInsidePosts( tab: Page ): Promise< void > {
	await expect( tab.getByText( /Migrating Posts…/ ) ).toBeVisible();
	await expect.poll( () => progress( tab ) ).toBeGreaterThan( 0 );
	expect( await progress( tab ) ).toBeLessThan( 100 );
}

/**
 * Chooses the source and starts.
 *
 * @param tab Tab.
 */
async function startMigration( tab: Page ): Promise< void > {
	await tab.getByRole( 'radio', { name: /Yoast SEO/ } ).check();
	await tab.getByRole( 'button', { name: 'Migrate', exact: true } ).click();
}

test.describe( 'Migrate to Lodestar', () => {
	test.describe.configure( { mode: 'serial' } );
	let fixture: Fixture;

	test.beforeAll( async ( { requestUtils } ) => {
		copyFileSync(
			join( __dirname, 'mu-plugins', MU_PLUGIN ),
			join( siteDir(), 'wp-content', 'mu-plugins', MU_PLUGIN )
		);
		const plugin = join(
			siteDir(),
			'wp-content',
			'plugins',
			'wordpress-seo'
		);
		mkdirSync( plugin, { recursive: true } );
		writeFileSync(
			join( plugin, 'wp-seo.php' ),
			'<?php\n/**\n * Plugin Name: Yoast SEO\n * Description: e2e stand-in (no code): only its directory slug and active state matter.\n */\n'
		);
		await resetSettings( requestUtils );
		fixture = await requestUtils.rest< Fixture >( {
			path: '/lodestar-e2e/v1/yoast-fixture',
			method: 'POST',
		} );
		await requestUtils.rest( {
			path: `/wp/v2/plugins/${ STAND_IN }`,
			method: 'POST',
			data: { status: 'active' },
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils
			.rest( {
				path: `/wp/v2/plugins/${ STAND_IN }`,
				method: 'POST',
				data: { status: 'inactive' },
			} )
			.catch( () => undefined );
		await requestUtils.rest( {
			path: '/lodestar-e2e/v1/yoast-fixture',
			method: 'DELETE',
		} );
		await resetSettings( requestUtils );
		rmSync( join( siteDir(), 'wp-content', 'plugins', 'wordpress-seo' ), {
			recursive: true,
			force: true,
		} );
		rmSync( join( siteDir(), 'wp-content', 'mu-plugins', MU_PLUGIN ), {
			force: true,
		} );
	} );

	test( 'previews the changes without writing, and downloads them as CSV', async ( {
		page,
	} ) => {
		await page.goto( SCREEN );
		await page.getByRole( 'radio', { name: /Yoast SEO/ } ).check();
		await page.getByRole( 'button', { name: 'Preview Changes' } ).click();
		const report = page.locator( '.lodestar-migration__preview' );
		await expect( report.getByRole( 'table' ) ).toBeVisible();
		await expect(
			report.getByText( 'Yoast description A' ).first()
		).toBeVisible();
		// Objects in all, then the changed fields of this page (not "N changes").
		await expect(
			report.getByText(
				/^Page 1 of \d+ \(\d+ objects in all\)\. This page changes \d+ fields in \d+ objects\.$/
			)
		).toBeVisible();

		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			report.getByRole( 'button', { name: 'Download CSV' } ).click(),
		] );
		expect( download.suggestedFilename() ).toBe(
			'lodestar-migration-preview-wordpress-seo.csv'
		);
		const csv = readFileSync( ( await download.path() ) as string, 'utf8' );
		expect( csv ).toContain( 'Yoast description B' );

		// A dry run: the post's head is untouched.
		await page.goto( fixture.posts[ 1 ]!.link );
		expect( ( await headTags( page ) ).description ).not.toBe(
			'Yoast description B'
		);
	} );

	test( 'pauses when the tab closes; cancel, start over and resume', async ( {
		page,
		requestUtils,
	} ) => {
		// One flow (the paused run lives in the tab's localStorage, so it cannot be split):
		// five admin page loads, a whole run and two front pages; an admin load alone takes
		// some 10 s on the shared cores.
		test.setTimeout( 150_000 );
		const context = page.context();

		// A run, slowed down, caught inside the posts: leaving asks first.
		let tab = await openScreen( context, 1500 );
		await startMigration( tab );
		await waitInsidePosts( tab );
		const messages: string[] = [];
		tab.on( 'dialog', ( dialog ) => {
			messages.push( dialog.message() );
			dialog.dismiss().catch( () => undefined );
		} );
		await tab.evaluate( () => {
			window.location.hash = '#/dashboard';
		} );
		await expect.poll( () => messages ).toEqual( [ LEAVE ] );
		// Refused: the hash is put back (after the dialog closes, so web-first) and the run
		// goes on on this screen.
		await expect( tab ).toHaveURL( /#\/tools\/migrate$/ );
		await expect(
			tab.getByRole( 'progressbar', { name: 'Migration progress' } )
		).toBeVisible();
		await tab.close();

		// Reopened: paused; Cancel Migration goes back to choosing.
		tab = await openScreen( context, 1500 );
		await expect(
			tab.getByRole( 'heading', { name: 'Migration Paused' } )
		).toBeVisible();
		await tab.getByRole( 'button', { name: 'Cancel Migration' } ).click();
		await expect(
			tab.getByRole( 'radiogroup', { name: 'Migrate from' } )
		).toBeVisible();

		// Again, closed in the middle; Start Over begins from 0.
		await startMigration( tab );
		await waitInsidePosts( tab );
		await tab.close();
		tab = await openScreen( context, 1500 );
		await tab.getByRole( 'button', { name: 'Start Over' } ).click();
		await waitInsidePosts( tab );
		const paused = await progress( tab );
		await tab.close();

		// Resume: goes on from where it stopped, to the done panel.
		tab = await openScreen( context );
		await expect(
			tab.getByText( new RegExp( `stopped at ${ paused }%` ) )
		).toBeVisible();
		await tab.getByRole( 'button', { name: 'Resume Migration' } ).click();
		await expect(
			tab.getByRole( 'heading', { name: 'Migration Complete' } )
		).toBeVisible( { timeout: 30_000 } );
		await expect( tab.getByText( 'Global settings' ) ).toBeVisible();
		await expect( tab.getByText( /Posts: \d+ items?/ ) ).toBeVisible();

		// The deactivate checkbox was left on: the run deactivated the source itself.
		await expect(
			tab.getByRole( 'button', { name: 'Deactivate Yoast SEO' } )
		).toHaveCount( 0 );
		const plugin = await requestUtils.rest< { status: string } >( {
			path: `/wp/v2/plugins/${ STAND_IN }`,
		} );
		expect( plugin.status ).toBe( 'inactive' );
		await tab.close();

		// The head of the migrated posts says what Yoast meant.
		await page.goto( fixture.posts[ 0 ]!.link );
		const first = await headTags( page );
		expect( first.title ).toBe( 'Migrated Yoast post A' );
		expect( first.description ).toBe( 'Yoast description A' );
		expect( first.robots ).toContain( 'noindex' );
		await page.goto( fixture.posts[ 1 ]!.link );
		const second = await headTags( page );
		expect( second.description ).toBe( 'Yoast description B' );
		expect( second.robots ?? '' ).not.toContain( 'noindex' );
	} );

	test( 'undo puts back what Lodestar held before the run', async ( {
		page,
	} ) => {
		await page.goto( SCREEN );
		const card = page.locator( '.lodestar-migration__undo' );
		await expect( card ).toContainText( 'Yoast SEO' );
		// The run's date as the app shows dates, not the server's ISO text.
		await expect( card ).not.toContainText( /\d{4}-\d\d-\d\dT\d\d:/ );
		await card.getByRole( 'button', { name: 'Undo Migration' } ).click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Undo the last migration?',
		} );
		await dialog.getByRole( 'button', { name: 'Undo Migration' } ).click();
		await expect( dialog ).toBeHidden();
		await page.goto( fixture.posts[ 0 ]!.link );
		const head = await headTags( page );
		expect( head.title ).not.toBe( 'Migrated Yoast post A' );
		expect( head.description ).not.toBe( 'Yoast description A' );
	} );

	test( 'offers to deactivate the source after the run and reloads after 3 s', async ( {
		page,
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			path: `/wp/v2/plugins/${ STAND_IN }`,
			method: 'POST',
			data: { status: 'active' },
		} );
		await page.goto( SCREEN );
		await page.getByRole( 'radio', { name: /Yoast SEO/ } ).check();
		const keep = page.getByRole( 'checkbox', {
			name: 'Yoast SEO will be deactivated after migration. Uncheck to keep it active.',
		} );
		await expect( keep ).toBeChecked();
		await keep.uncheck();
		await page
			.getByRole( 'button', { name: 'Migrate', exact: true } )
			.click();
		await expect(
			page.getByRole( 'heading', { name: 'Migration Complete' } )
		).toBeVisible( { timeout: 30_000 } );
		await expect(
			page.getByText( /Yoast SEO is still active/ )
		).toBeVisible();
		// The reload is timed by its document request (a page load takes long on shared cores).
		const reloaded = page
			.waitForRequest(
				( request ) =>
					request.isNavigationRequest() &&
					request.frame() === page.mainFrame(),
				{ timeout: 15_000 }
			)
			.then( () => Date.now() );
		const loaded = page.waitForEvent( 'load' );
		const clicked = Date.now();
		await page
			.getByRole( 'button', { name: 'Deactivate Yoast SEO' } )
			.click();
		await expect(
			page.getByText( 'Plugin deactivated successfully' ).first()
		).toBeVisible();
		expect( ( await reloaded ) - clicked ).toBeGreaterThanOrEqual( 2900 );
		// The reloaded document (closing a page in the middle of its load can hang).
		await loaded;
		const plugin = await requestUtils.rest< { status: string } >( {
			path: `/wp/v2/plugins/${ STAND_IN }`,
		} );
		expect( plugin.status ).toBe( 'inactive' );
	} );
} );
