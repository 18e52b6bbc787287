/**
 * Archive Pages, end to end: the author and date archive switches are saved, survive a
 * reload, and decide whether those archives exist on the site.
 */
import { test, expect } from './fixtures';

import { getSettings, saveSettings } from './settings';

test.describe( 'Archive Pages', () => {
	test.afterAll( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, {
			author_archive: false,
			date_archive: false,
		} );
	} );

	test( 'switches the author and date archives on and off', async ( {
		page,
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, {
			author_archive: false,
			date_archive: false,
		} );
		expect( ( await page.request.get( '/?author=1' ) ).status() ).toBe(
			404
		);

		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/general/archive_pages'
		);
		const author = page.getByRole( 'checkbox', { name: 'Author Archive' } );
		const date = page.getByRole( 'checkbox', { name: 'Date Archive' } );
		await expect( author ).not.toBeChecked();
		await author.check();
		await date.check();
		const save = page.getByRole( 'button', { name: 'Save', exact: true } );
		await save.click();
		await expect(
			page
				.getByTestId( 'snackbar' )
				.filter( { hasText: 'Settings saved successfully.' } )
		).toBeVisible();

		await page.reload();
		await expect( author ).toBeChecked();
		await expect( date ).toBeChecked();
		const saved = await getSettings( requestUtils );
		expect( saved.author_archive ).toBe( true );
		expect( saved.date_archive ).toBe( true );
		expect( ( await page.request.get( '/?author=1' ) ).status() ).toBe(
			200
		);

		await date.uncheck();
		await save.click();
		await expect( save ).toBeDisabled();
		expect( ( await getSettings( requestUtils ) ).date_archive ).toBe(
			false
		);
		const year = new Date().getFullYear();
		expect( ( await page.request.get( `/?m=${ year }` ) ).status() ).toBe(
			404
		);
	} );
} );
