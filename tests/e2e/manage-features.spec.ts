/**
 * Manage Features, end to end: turning Schema off removes its menu item and route at once
 * after saving; turning the Search Console off reloads the page (its flag asks for it) and
 * removes its tab; the usage-data opt-in persists.
 */
import { test, expect } from './fixtures';

import { getSettings, saveSettings } from './settings';

const ON = {
	enable_page_level_seo: true,
	enable_google_console: true,
	enable_schemas: true,
	enable_migration: true,
	lodestar_analytics_optin: false,
};

test.describe( 'Manage Features', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, ON );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, ON );
	} );

	test( 'feature switches hide menu items and routes; reload where flagged', async ( {
		page,
		requestUtils,
	} ) => {
		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/tools/manage-features'
		);
		const save = page.getByRole( 'button', { name: 'Save', exact: true } );
		await expect( save ).toBeDisabled();
		const topBar = page.locator( '.lodestar-topbar' );
		await expect(
			topBar.getByRole( 'link', { name: 'Search Console' } )
		).toBeVisible();

		// Schema: gone from the Advanced menu right after saving, no reload.
		await page.getByRole( 'checkbox', { name: 'Schema' } ).uncheck();
		await page
			.getByRole( 'checkbox', { name: 'Share Usage Data' } )
			.check();
		// Marks this page load: a reload would drop it.
		await page.evaluate( () => {
			( window as unknown as { lodestarMarker: number } ).lodestarMarker =
				1;
		} );
		await save.click();
		await expect( save ).toBeDisabled();
		await topBar.getByRole( 'link', { name: 'Advanced' } ).click();
		const nav = page.getByRole( 'navigation', {
			name: 'Lodestar Advanced menu',
		} );
		await expect(
			nav.getByRole( 'link', { name: 'Sitemaps' } )
		).toBeVisible();
		await expect( nav.getByRole( 'link', { name: 'Schema' } ) ).toHaveCount(
			0
		);
		await page.evaluate( () => {
			window.location.hash = '#/advanced/schema';
		} );
		await expect(
			page.getByRole( 'heading', { name: 'Page not found' } )
		).toBeVisible();
		expect(
			await page.evaluate(
				() =>
					( window as unknown as { lodestarMarker?: number } )
						.lodestarMarker
			)
		).toBe( 1 );

		// Search Console: flagged for reload; after the reload its tab is gone.
		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/tools/manage-features'
		);
		await page.evaluate( () => {
			( window as unknown as { lodestarMarker: number } ).lodestarMarker =
				2;
		} );
		await page
			.getByRole( 'checkbox', { name: 'Search Console' } )
			.uncheck();
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await page.waitForFunction(
			() =>
				( window as unknown as { lodestarMarker?: number } )
					.lodestarMarker === undefined
		);
		await expect(
			page.getByRole( 'checkbox', { name: 'Search Console' } )
		).not.toBeChecked();
		await expect(
			page.locator( '.lodestar-topbar' ).getByRole( 'link', {
				name: 'Search Console',
			} )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'checkbox', { name: 'Share Usage Data' } )
		).toBeChecked();

		const saved = await getSettings( requestUtils );
		expect( saved.enable_schemas ).toBe( false );
		expect( saved.enable_google_console ).toBe( false );
		expect( saved.lodestar_analytics_optin ).toBe( true );
	} );
} );
