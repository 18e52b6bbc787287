/**
 * Settings history, end to end: a setting changed on its screen shows in Tools › History as
 * a revision (setting, before → after); restoring it (after the confirmation) puts the old
 * value back on the settings screen and keeps the restore as a revision. axe checks the
 * History screen and its confirmation on the way.
 */
import { test, expect } from './fixtures';

import { violations } from './axe';
import { getSettings, resetSettings, saveScreen } from './settings';

test.describe( 'Settings history', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils, [ 'advanced' ] );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils, [ 'advanced' ] );
	} );

	test( 'restore a settings revision', async ( { page, requestUtils } ) => {
		test.setTimeout( 90_000 );
		const toggle = () =>
			page
				.getByRole( 'region', { name: 'Feeds' } )
				.getByRole( 'checkbox', {
					name: 'Remove Global Comments Feed',
				} );

		// Change a setting on its screen.
		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/tools/miscellaneous'
		);
		await expect( toggle() ).not.toBeChecked();
		await toggle().click();
		await saveScreen( page );
		expect(
			( await getSettings( requestUtils ) ).remove_global_comments_feed
		).toBe( true );

		// The change is the newest revision, with its readable diff.
		await page.evaluate( () => {
			window.location.hash = '/tools/history';
		} );
		await expect(
			page.getByRole( 'heading', { name: 'History', level: 1 } )
		).toBeVisible();
		const newest = page.locator( '.lodestar-history__revision' ).first();
		await expect(
			newest.getByRole( 'heading', { name: 'Settings saved' } )
		).toBeVisible();
		await expect(
			newest.getByRole( 'row', { name: /remove_global_comments_feed/ } )
		).toHaveText( /remove_global_comments_feed\s*Off\s*On/ );
		// The screen (the save's snackbar, a core component, is not part of it).
		expect( await violations( page, '.lodestar-history' ) ).toEqual( [] );

		// Restore it, after the confirmation.
		await newest.getByRole( 'button', { name: 'Restore' } ).click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Restore these values?',
		} );
		await expect( dialog ).toBeVisible();
		expect(
			await violations( page, '.lodestar-confirmation-modal' )
		).toEqual( [] );
		await dialog.getByRole( 'button', { name: 'Restore' } ).click();
		await expect( dialog ).toBeHidden();
		await expect(
			page
				.getByTestId( 'snackbar' )
				.filter( { hasText: 'The previous values were restored.' } )
		).toBeVisible();

		// The restore is a revision of its own.
		await expect(
			page
				.locator( '.lodestar-history__revision' )
				.first()
				.getByRole( 'heading', { name: /^Revision #\d+ restored$/ } )
		).toBeVisible();
		await expect(
			page
				.locator( '.lodestar-history__revision' )
				.first()
				.getByRole( 'row', { name: /remove_global_comments_feed/ } )
		).toHaveText( /remove_global_comments_feed\s*On\s*Off/ );

		// The settings screen shows the old value again.
		await page.evaluate( () => {
			window.location.hash = '/tools/miscellaneous';
		} );
		await expect( toggle() ).not.toBeChecked();
		expect(
			( await getSettings( requestUtils ) ).remove_global_comments_feed
		).toBe( false );
	} );
} );
