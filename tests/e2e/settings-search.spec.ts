/**
 * The settings search in the top bar finds fields by label, description, option and
 * keyword; choosing one opens its screen with the field scrolled into view and focused.
 */
import { test, expect } from './fixtures';

test.describe( 'Settings search', () => {
	test( 'opens the chosen field, scrolled to and focused', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=lodestar#/dashboard' );
		const search = page.getByRole( 'combobox', {
			name: 'Search settings',
		} );

		// A keyword, chosen with the keyboard.
		await search.fill( 'sameAs pinterest' );
		const option = page.getByRole( 'option', { name: /Pinterest/ } );
		await expect( option ).toContainText(
			'General › Social › Other Accounts'
		);
		await search.press( 'Enter' );
		await expect( page ).toHaveURL( /#\/general\/social\/accounts$/ );
		const pinterest = page.getByRole( 'textbox', { name: 'Pinterest' } );
		await expect( pinterest ).toBeFocused();

		// A description, for a field at the bottom of a long screen, with the pointer.
		await search.fill( 'author name embeds' );
		await page
			.getByRole( 'option', { name: /Remove Author Name from Embeds/ } )
			.click();
		await expect( page ).toHaveURL( /#\/tools\/miscellaneous$/ );
		const toggle = page.getByRole( 'checkbox', {
			name: 'Remove Author Name from Embeds',
		} );
		await expect( toggle ).toBeFocused();
		await expect( toggle ).toBeInViewport();

		// An option label.
		await search.fill( 'summary large image' );
		await page.getByRole( 'option', { name: /X Card Type/ } ).click();
		await expect( page ).toHaveURL( /#\/general\/social\/x$/ );
		await expect(
			page.getByRole( 'radio', { name: 'Summary Large Image' } )
		).toBeFocused();
	} );
} );
