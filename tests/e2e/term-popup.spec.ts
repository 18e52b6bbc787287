/**
 * The term popup: on the category screen, the "Lodestar SEO" row action opens the modal,
 * title, description and noindex are set and saved, and the category archive's head
 * reflects them. Set up through REST.
 */
import { test, expect } from './fixtures';
import { headTags } from './page-seo';

interface RestTerm {
	id: number;
	name: string;
	link: string;
}

test.describe( 'Term popup', () => {
	let category: RestTerm;
	let postId = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		category = await requestUtils.rest< RestTerm >( {
			path: '/wp/v2/categories',
			method: 'POST',
			data: {
				name: `Nebulae ${ Date.now().toString( 36 ) }`,
				description: 'Clouds of gas and dust.',
			},
		} );
		const post = await requestUtils.rest< { id: number } >( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'The Crab Nebula',
				status: 'publish',
				categories: [ category.id ],
			},
		} );
		postId = post.id;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: `/wp/v2/posts/${ postId }`,
			method: 'DELETE',
			params: { force: true },
		} );
		await requestUtils.rest( {
			path: `/wp/v2/categories/${ category.id }`,
			method: 'DELETE',
			params: { force: true },
		} );
	} );

	test( 'sets title, description and noindex of a category', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage( 'edit-tags.php', 'taxonomy=category' );
		const row = page.locator( `#tag-${ category.id }` );
		await row.hover();
		// The popup asks for the term with its taxonomy as post_type and is_taxonomy=true.
		const loaded = page.waitForResponse(
			( response ) =>
				decodeURIComponent( response.url() ).includes(
					'/lodestar/v1/term/settings'
				) && response.request().method() === 'GET'
		);
		await row.getByRole( 'button', { name: 'Lodestar SEO' } ).click();
		const response = await loaded;
		expect( response.status() ).toBe( 200 );
		const query = new URL( response.url() ).searchParams;
		expect( query.get( 'term_id' ) ).toBe( String( category.id ) );
		expect( query.get( 'post_type' ) ).toBe( 'category' );
		expect( query.get( 'is_taxonomy' ) ).toBe( 'true' );

		const modal = page.getByRole( 'dialog', {
			name: `Lodestar SEO: ${ category.name }`,
		} );
		const title = modal.getByRole( 'textbox', { name: 'SEO Title' } );
		await expect( title ).toBeVisible();
		// The preview resolves the site template for the term.
		await expect(
			modal.locator( '.lodestar-search-preview__title' )
		).toContainText( category.name );

		await title.fill( '%term_title% %separator% Deep Sky' );
		await modal
			.getByRole( 'textbox', { name: 'SEO Description' } )
			.fill( 'Every nebula worth a telescope.' );
		await expect(
			modal.locator( '.lodestar-search-preview__title' )
		).toHaveText( `${ category.name } - Deep Sky` );
		await modal.getByRole( 'tab', { name: 'Advanced' } ).click();
		await modal
			.getByRole( 'combobox', { name: 'No Index' } )
			.selectOption( 'yes' );
		await modal.getByRole( 'button', { name: 'Save' } ).click();
		await expect(
			modal.locator( '.components-notice__content' )
		).toHaveText( 'SEO settings saved.' );
		await modal
			.getByRole( 'button', { name: 'Close', exact: true } )
			.first()
			.click();
		await expect( modal ).toBeHidden();

		// Opening it again shows the saved values.
		await row.hover();
		await row.getByRole( 'button', { name: 'Lodestar SEO' } ).click();
		await expect(
			modal.getByRole( 'textbox', { name: 'SEO Title' } )
		).toHaveValue( '%term_title% %separator% Deep Sky' );
		await page.keyboard.press( 'Escape' );

		await page.goto( category.link );
		const head = await headTags( page );
		expect( head.title ).toBe( `${ category.name } - Deep Sky` );
		expect( head.description ).toBe( 'Every nebula worth a telescope.' );
		expect( head.robots ).toContain( 'noindex' );
	} );
} );
