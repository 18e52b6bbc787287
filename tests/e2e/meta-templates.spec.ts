/**
 * Meta Templates, end to end: the admin app edits the title template, the preview and
 * counter follow, Save persists it, and the front end prints the resulting <title>.
 */
import { test, expect } from './fixtures';
import { saveSettings } from './settings';

const DEFAULT_TITLE = '%title% - %site_name%';

test.describe( 'Meta Templates', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, {
			page_title: DEFAULT_TITLE,
			separator: '-',
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, { page_title: DEFAULT_TITLE } );
		await requestUtils.deleteAllPosts();
	} );

	test( 'edits the title template, saves it, and the front end uses it', async ( {
		page,
		requestUtils,
	} ) => {
		const post = await requestUtils.createPost( {
			title: 'Northern Lights Guide',
			content:
				'<!-- wp:paragraph --><p>Where to see them.</p><!-- /wp:paragraph -->',
			status: 'publish',
			date_gmt: new Date().toISOString().slice( 0, 19 ),
		} );

		await page.goto( '/wp-admin/admin.php?page=lodestar#/general' );
		const title = page.getByLabel( 'Search Engine Title', { exact: true } );
		await expect( title ).toHaveValue( DEFAULT_TITLE );

		const save = page.getByRole( 'button', { name: 'Save', exact: true } );
		await expect( save ).toBeDisabled();

		const preview = page.getByRole( 'region', {
			name: 'Search Engine Preview',
		} );
		await title.fill( '%title% | Stars of %site_name%' );
		// The preview resolves the template against the newest post, like the page will.
		await expect( preview ).toContainText(
			'Northern Lights Guide | Stars of Lodestar Dev Site'
		);
		const resolvedLength =
			'Northern Lights Guide | Stars of Lodestar Dev Site'.length;
		await expect(
			page.getByText( `${ resolvedLength }/60` )
		).toBeVisible();

		// Typing @ offers the variables; choosing one inserts it.
		await title.press( 'End' );
		await title.pressSequentially( ' @' );
		await page.getByRole( 'option', { name: /Tagline/ } ).click();
		await expect( title ).toHaveValue(
			'%title% | Stars of %site_name% %tagline%'
		);
		await title.fill( '%title% | Stars of %site_name%' );

		await expect( save ).toBeEnabled();
		await save.click();
		await expect(
			page
				.getByTestId( 'snackbar' )
				.filter( { hasText: 'Settings saved successfully.' } )
		).toBeVisible();
		await expect( save ).toBeDisabled();

		await page.reload();
		await expect(
			page.getByLabel( 'Search Engine Title', { exact: true } )
		).toHaveValue( '%title% | Stars of %site_name%' );

		await page.goto( post.link );
		await expect( page ).toHaveTitle(
			'Northern Lights Guide | Stars of Lodestar Dev Site'
		);
	} );

	test( 'warns before leaving with unsaved changes', async ( { page } ) => {
		await page.goto( '/wp-admin/admin.php?page=lodestar#/general' );
		const title = page.getByLabel( 'Search Engine Title', { exact: true } );
		await title.fill( '%title% (unsaved)' );

		const dialog = new Promise< string >( ( resolve ) => {
			page.once( 'dialog', async ( d ) => {
				resolve( d.type() );
				await d.dismiss();
			} );
		} );
		// Dismissing the warning keeps the page and its edit.
		void page.goto( '/wp-admin/' ).catch( () => undefined );
		expect( await dialog ).toBe( 'beforeunload' );
		await expect( title ).toHaveValue( '%title% (unsaved)' );
	} );
} );
