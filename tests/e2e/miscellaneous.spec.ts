/**
 * Miscellaneous, end to end: one option of each group is changed, saved and reloaded; a
 * removed feed is gone from the site.
 */
import { test, expect } from './fixtures';

import { getSettings, resetSettings } from './settings';

test.describe( 'Miscellaneous', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils, [ 'advanced' ] );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils, [ 'advanced' ] );
	} );

	test( 'feed, attachment, paginated and embed options', async ( {
		page,
		requestUtils,
	} ) => {
		expect( ( await page.request.get( '/comments/feed/' ) ).status() ).toBe(
			200
		);
		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/tools/miscellaneous'
		);
		const toggles = [
			[ 'Feeds', 'Remove Global Comments Feed', true ],
			[ 'Attachments and Images', 'Image Alt Text from Titles', false ],
			[ 'Paginated Pages', 'No Index Paginated Pages', true ],
			[ 'Embeds', 'Remove Author Name from Embeds', false ],
		] as const;
		for ( const [ group, name, on ] of toggles ) {
			const toggle = page
				.getByRole( 'region', { name: group } )
				.getByRole( 'checkbox', { name } );
			await expect( toggle ).toBeChecked( { checked: ! on } );
			await toggle.click();
		}
		const save = page.getByRole( 'button', { name: 'Save', exact: true } );
		await save.click();
		await expect(
			page
				.getByTestId( 'snackbar' )
				.filter( { hasText: 'Settings saved successfully.' } )
		).toBeVisible();
		await page.reload();
		for ( const [ group, name, on ] of toggles ) {
			await expect(
				page
					.getByRole( 'region', { name: group } )
					.getByRole( 'checkbox', { name } )
			).toBeChecked( { checked: on } );
		}
		const saved = await getSettings( requestUtils );
		expect( saved.remove_global_comments_feed ).toBe( true );
		expect( saved.autoSetImageAlt ).toBe( false );
		expect( saved.noindex_paginated_pages ).toBe( true );
		expect( saved.oembeded_remove_author_name ).toBe( false );
		expect( ( await page.request.get( '/comments/feed/' ) ).status() ).toBe(
			410
		);
	} );
} );
