/**
 * The dashboard's "Extend Your Website" against the fake wordpress.org directory
 * (tests/fake-wporg/server.mjs, started by bin/e2e.sh, which also reroutes the site's calls
 * to it and shortens Lodestar's directory timeout to 3 s): install and activate a plugin and
 * a theme (the plugin really is active afterwards), 'Activate' for an installed but inactive
 * plugin, one operation at a time, a hanging directory answered with the spec's text within
 * the timeout, Quick Access, and axe on the dashboard with the column loaded.
 */
import { test, expect } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { violations } from './axe';

const MU_PLUGIN = 'lodestar-e2e-extensions.php';

function muPluginPath(): string {
	const site = process.env.WP_SITE_DIR;
	if ( ! site ) {
		throw new Error( 'WP_SITE_DIR is not set: run through bin/e2e.sh.' );
	}
	return join( site, 'wp-content', 'mu-plugins', MU_PLUGIN );
}

function fakeUrl(): string {
	const url = process.env.LODESTAR_FAKE_WPORG_URL;
	if ( ! url ) {
		throw new Error(
			'LODESTAR_FAKE_WPORG_URL is not set: run through bin/e2e.sh.'
		);
	}
	return url;
}

async function control(
	request: APIRequestContext,
	name: string,
	body: Record< string, unknown > = {}
) {
	const response = await request.post( `${ fakeUrl() }/__control/${ name }`, {
		data: body,
	} );
	expect( response.ok() ).toBe( true );
}

async function openDashboard( page: Page ) {
	await page.goto( '/wp-admin/admin.php?page=lodestar#/dashboard' );
	const card = page.getByRole( 'region', { name: 'Extend Your Website' } );
	await expect( card.getByRole( 'listitem' ) ).toHaveCount( 5 );
	return card;
}

interface RestPlugin {
	plugin: string;
	status: string;
}

test.describe( 'Extend Your Website', () => {
	let originalTheme = '';

	test.beforeAll( async ( { requestUtils } ) => {
		copyFileSync(
			join( __dirname, 'mu-plugins', MU_PLUGIN ),
			muPluginPath()
		);
		const themes = ( await requestUtils.rest( {
			path: '/wp/v2/themes',
			params: { status: 'active' },
		} ) ) as Array< { stylesheet: string } >;
		originalTheme = themes[ 0 ]?.stylesheet ?? '';
		expect( originalTheme ).not.toBe( '' );
	} );

	test.beforeEach( async ( { request } ) => {
		await control( request, 'reset' );
	} );

	test.afterAll( async ( { requestUtils, request } ) => {
		await control( request, 'reset' );
		await requestUtils.rest( {
			path: '/lodestar-e2e/v1/extensions-cleanup',
			method: 'POST',
			data: { theme: originalTheme },
		} );
		rmSync( muPluginPath(), { force: true } );
	} );

	test( 'installs and activates a plugin and a theme, one at a time, and activates an inactive plugin', async ( {
		page,
		request,
		requestUtils,
	} ) => {
		test.setTimeout( 90_000 );
		const card = await openDashboard( page );

		// A plugin: Install & Activate, then it really is active.
		await card
			.getByRole( 'button', {
				name: 'Install & Activate: WP Super Cache',
			} )
			.click();
		await expect(
			card.getByText(
				'WP Super Cache installed and activated successfully.'
			)
		).toBeVisible( { timeout: 30_000 } );
		await expect(
			card.getByRole( 'button', { name: 'Activated: WP Super Cache' } )
		).toBeVisible();
		let plugins = ( await requestUtils.rest( {
			path: '/wp/v2/plugins',
		} ) ) as RestPlugin[];
		expect(
			plugins.find(
				( p ) => p.plugin === 'wp-super-cache/wp-super-cache'
			)?.status
		).toBe( 'active' );

		// A theme, slowed down by the fake: a second click meanwhile only says to wait.
		await control( request, 'fail', {
			match: '/themes/info/1.2',
			delayMs: 2500,
			times: 1,
		} );
		await card
			.getByRole( 'button', { name: 'Install & Activate: Ollie' } )
			.click();
		await expect(
			card.getByRole( 'button', { name: 'Installing…: Ollie' } )
		).toBeVisible();
		await card
			.getByRole( 'button', { name: 'Install & Activate: Redirection' } )
			.click();
		await expect(
			card.getByText( 'Another operation is in progress. Please wait.' )
		).toBeVisible();
		await expect(
			card.getByText( 'Ollie installed and activated successfully.' )
		).toBeVisible( { timeout: 30_000 } );
		await expect(
			card.getByText( 'Another operation is in progress. Please wait.' )
		).toBeHidden();
		const themes = ( await requestUtils.rest( {
			path: '/wp/v2/themes',
			params: { status: 'active' },
		} ) ) as Array< { stylesheet: string } >;
		expect( themes[ 0 ]?.stylesheet ).toBe( 'ollie' );
		plugins = ( await requestUtils.rest( {
			path: '/wp/v2/plugins',
		} ) ) as RestPlugin[];
		expect(
			plugins.some( ( p ) => p.plugin.startsWith( 'redirection/' ) )
		).toBe( false );

		// Installed but inactive: 'Activate'.
		await requestUtils.rest( {
			path: '/wp/v2/plugins/wp-super-cache/wp-super-cache',
			method: 'PUT',
			data: { status: 'inactive' },
		} );
		await page.reload();
		const reloaded = page.getByRole( 'region', {
			name: 'Extend Your Website',
		} );
		await reloaded
			.getByRole( 'button', { name: 'Activate: WP Super Cache' } )
			.click();
		await expect(
			reloaded.getByText( 'WP Super Cache activated successfully.' )
		).toBeVisible( { timeout: 30_000 } );
		plugins = ( await requestUtils.rest( {
			path: '/wp/v2/plugins',
		} ) ) as RestPlugin[];
		expect(
			plugins.find(
				( p ) => p.plugin === 'wp-super-cache/wp-super-cache'
			)?.status
		).toBe( 'active' );

		// Already active: only the info message.
		await reloaded
			.getByRole( 'button', { name: 'Activated: WP Super Cache' } )
			.click();
		await expect(
			reloaded.getByText(
				'WP Super Cache is already installed and activated.'
			)
		).toBeVisible();
	} );

	test( 'a hanging directory: the spec text within the timeout, and axe finds nothing', async ( {
		page,
		request,
	} ) => {
		test.setTimeout( 60_000 );
		await control( request, 'fail', {
			match: '/plugins/info/1.2',
			hang: true,
		} );
		const card = await openDashboard( page );
		const start = Date.now();
		await card
			.getByRole( 'button', { name: 'Install & Activate: UpdraftPlus' } )
			.click();
		await expect(
			card.getByText(
				'UpdraftPlus installation failed: WordPress updates API not available.'
			)
		).toBeVisible( { timeout: 15_000 } );
		// 3 s directory timeout (bin/fake-wporg.sh), once: the plain-HTTP retry does not wait again.
		expect( Date.now() - start ).toBeLessThan( 9_000 );
		await expect(
			card.getByRole( 'button', {
				name: 'Install & Activate: UpdraftPlus',
			} )
		).toBeEnabled();

		// Quick Access: app links stay in the app, outside ones open a new tab.
		const quick = page.getByRole( 'navigation', { name: 'Quick Access' } );
		await expect(
			quick.getByRole( 'link', { name: /PageSpeed Insights/ } )
		).toHaveAttribute( 'target', '_blank' );

		expect( await violations( page, '.lodestar-dashboard' ) ).toEqual( [] );

		await quick.getByRole( 'link', { name: 'Sitemaps' } ).click();
		await expect( page ).toHaveURL( /#\/advanced\/sitemaps$/ );
		await expect(
			page.getByRole( 'heading', { name: 'Sitemaps', level: 1 } )
		).toBeVisible();
	} );
} );
