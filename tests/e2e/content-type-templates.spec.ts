/**
 * Templates per content type, end to end: Meta Templates switches to Pages, a Pages title
 * template is saved, and the front end prints it on a page while posts keep the global one.
 */
import { test, expect } from './fixtures';
import { saveSettings } from './settings';

const DEFAULT_TITLE = '%title% - %site_name%';

test.describe( 'Meta Templates: content types', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, {
			page_title: DEFAULT_TITLE,
			separator: '-',
			content_types: {},
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, { content_types: {} } );
		await requestUtils.deleteAllPosts();
		await requestUtils.deleteAllPages();
	} );

	test( 'switches to Pages, saves a Pages title template, and pages print it', async ( {
		page,
		requestUtils,
	} ) => {
		const about = await requestUtils.createPage( {
			title: 'About the Observatory',
			content:
				'<!-- wp:paragraph --><p>Our telescopes.</p><!-- /wp:paragraph -->',
			status: 'publish',
		} );
		const post = await requestUtils.createPost( {
			title: 'Comet Sighting',
			content:
				'<!-- wp:paragraph --><p>Tonight.</p><!-- /wp:paragraph -->',
			status: 'publish',
			date_gmt: new Date().toISOString().slice( 0, 19 ),
		} );

		await page.goto( '/wp-admin/admin.php?page=lodestar#/general' );
		const switcher = page.getByLabel( 'Content type' );
		await expect( switcher ).toHaveValue( '' );
		await switcher.selectOption( { label: 'Pages' } );

		const title = page.getByLabel( 'Pages: Search Engine Title', {
			exact: true,
		} );
		await expect( title ).toHaveValue( '' );
		await expect( title ).toHaveAttribute( 'placeholder', DEFAULT_TITLE );

		const preview = page.getByRole( 'region', {
			name: 'Search Engine Preview',
		} );
		await title.fill( '%title% %separator% Visit %site_name%' );
		// The preview resolves the Pages template against the sample (newest) post.
		await expect( preview ).toContainText(
			'Comet Sighting - Visit Lodestar Dev Site'
		);

		// @ offers the variables of a post type.
		await title.press( 'End' );
		await title.pressSequentially( ' @' );
		await expect(
			page.getByRole( 'option', { name: /Author Name/ } )
		).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await title.fill( '%title% %separator% Visit %site_name%' );

		const save = page.getByRole( 'button', { name: 'Save', exact: true } );
		await save.click();
		await expect(
			page
				.getByTestId( 'snackbar' )
				.filter( { hasText: 'Settings saved successfully.' } )
		).toBeVisible();

		// The global template is unchanged.
		await page.reload();
		await expect(
			page.getByLabel( 'Search Engine Title', { exact: true } )
		).toHaveValue( DEFAULT_TITLE );
		await page.getByLabel( 'Content type' ).selectOption( {
			label: 'Pages',
		} );
		await expect(
			page.getByLabel( 'Pages: Search Engine Title', { exact: true } )
		).toHaveValue( '%title% %separator% Visit %site_name%' );

		await page.goto( `/?page_id=${ about.id }` );
		await expect( page ).toHaveTitle(
			'About the Observatory - Visit Lodestar Dev Site'
		);
		await page.goto( post.link );
		await expect( page ).toHaveTitle(
			'Comet Sighting - Lodestar Dev Site'
		);
	} );
} );
