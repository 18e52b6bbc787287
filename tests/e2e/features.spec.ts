/**
 * Feature flags gate menu items and routes: with schemas disabled, the Schema item is
 * gone from the navigation and its route answers with the not-found screen.
 */
import { test, expect } from './fixtures';
import { saveSettings } from './settings';

test.describe( 'Feature flags', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, { enable_schemas: true } );
	} );

	test( 'disabling schemas hides the Schema menu item and route', async ( {
		page,
		requestUtils,
	} ) => {
		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/advanced/sitemaps'
		);
		const nav = page.getByRole( 'navigation', { name: /Lodestar/ } ).last();
		await expect(
			nav.getByRole( 'link', { name: 'Schema' } )
		).toBeVisible();

		await saveSettings( requestUtils, { enable_schemas: false } );
		await page.reload();
		await expect(
			nav.getByRole( 'link', { name: 'Sitemaps' } )
		).toBeVisible();
		await expect( nav.getByRole( 'link', { name: 'Schema' } ) ).toHaveCount(
			0
		);

		await page.goto( '/wp-admin/admin.php?page=lodestar#/advanced/schema' );
		await expect(
			page.getByRole( 'heading', { name: 'Page not found' } )
		).toBeVisible();
	} );

	test( '"/" redirects to the dashboard', async ( { page } ) => {
		await page.goto( '/wp-admin/admin.php?page=lodestar' );
		await expect( page ).toHaveURL( /#\/dashboard$/ );
	} );
} );
