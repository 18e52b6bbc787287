/**
 * The Schema tab of the block editor sidebar: this post's Article becomes a BlogPosting, its
 * breadcrumbs are turned off, a FAQ is added for this post only; saved with the post, the
 * page's JSON-LD follows, and another post keeps the site's schemas.
 *
 * The schema editor of the admin app (Advanced > Schema): Back asks before it discards
 * unsaved edits or a schema never saved, and leaving the page warns while they are unsaved.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { openSeoSidebar, saveInEditor } from './page-seo';

interface RestPost {
	id: number;
	link: string;
}

/**
 * The @types of the JSON-LD graph of a page.
 *
 * @param page Page.
 * @param url  URL.
 */
async function graphTypes( page: Page, url: string ): Promise< string[] > {
	await page.goto( url );
	const script = page.locator( 'script[type="application/ld+json"]' );
	await expect( script ).toHaveCount( 1 );
	const data = JSON.parse( ( await script.textContent() ) ?? '{}' ) as {
		'@graph': Array< { '@type': string } >;
	};
	return data[ '@graph' ].map( ( node ) => node[ '@type' ] );
}

test.describe( 'Schema tab in the editor', () => {
	const posts: RestPost[] = [];

	test.beforeAll( async ( { requestUtils } ) => {
		for ( const title of [ 'Stargazing questions', 'Plain stargazing' ] ) {
			posts.push(
				await requestUtils.rest< RestPost >( {
					path: '/wp/v2/posts',
					method: 'POST',
					data: { title, content: 'Look up.', status: 'publish' },
				} )
			);
		}
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const post of posts ) {
			await requestUtils.rest( {
				path: `/wp/v2/posts/${ post.id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
	} );

	test( 'overrides and post-only schemas save with the post', async ( {
		admin,
		page,
	} ) => {
		const [ post, other ] = posts as [ RestPost, RestPost ];
		expect( await graphTypes( page, post.link ) ).toEqual(
			expect.arrayContaining( [ 'Article', 'BreadcrumbList' ] )
		);

		await admin.editPost( post.id );
		await openSeoSidebar( page );
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar.getByRole( 'tab', { name: 'Schema' } ).click();
		await sidebar
			.getByRole( 'combobox', { name: 'Article type' } )
			.selectOption( 'BlogPosting' );
		await sidebar
			.getByRole( 'checkbox', { name: 'BreadcrumbList' } )
			.uncheck();
		await sidebar
			.getByRole( 'combobox', { name: 'Add a schema for this post' } )
			.selectOption( 'FAQPage' );
		await sidebar.getByRole( 'button', { name: 'Add schema' } ).click();
		await sidebar.getByRole( 'button', { name: 'Add Question' } ).click();
		await sidebar
			.getByRole( 'textbox', { name: 'Question 1' } )
			.fill( 'Which star is the brightest?' );
		await sidebar
			.getByRole( 'textbox', { name: 'Answer 1' } )
			.fill( 'Sirius.' );
		await saveInEditor( page, post.id );

		const types = await graphTypes( page, post.link );
		expect( types ).toContain( 'BlogPosting' );
		expect( types ).toContain( 'FAQPage' );
		expect( types ).not.toContain( 'Article' );
		expect( types ).not.toContain( 'BreadcrumbList' );

		const otherTypes = await graphTypes( page, other.link );
		expect( otherTypes ).toContain( 'Article' );
		expect( otherTypes ).not.toContain( 'FAQPage' );
	} );
} );

test.describe( 'Back in the schema editor of the admin app', () => {
	const SCHEMAS = '/lodestar/v1/schemas';
	let original: Record< string, unknown >;

	test.beforeAll( async ( { requestUtils } ) => {
		const response = await requestUtils.rest< {
			data: { schemas: Record< string, unknown > };
		} >( { path: SCHEMAS } );
		original = response.data.schemas;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: SCHEMAS,
			method: 'POST',
			data: { schemas: { ...original } },
		} );
	} );

	test( 'asks before discarding edits and new schemas; leaving the page warns', async ( {
		page,
		requestUtils,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=lodestar#/advanced/schema' );
		const table = page.getByRole( 'table' );
		await expect( table ).toContainText( 'WebSite' );
		const rows = await table.getByRole( 'row' ).count();

		// Edits of a saved schema: Keep editing stays, Discard changes goes back without saving.
		await page
			.getByRole( 'row' )
			.filter( { hasText: 'WebSite' } )
			.getByRole( 'button', { name: /^Edit / } )
			.click();
		const title = page.getByRole( 'textbox', { name: 'Schema title' } );
		await title.fill( 'Unsaved title' );
		await page.getByRole( 'button', { name: 'Back' } ).click();
		let dialog = page.getByRole( 'dialog', {
			name: 'Discard unsaved changes?',
		} );
		await expect( dialog ).toContainText(
			'The changes to “Unsaved title” have not been saved. Going back discards them.'
		);
		await dialog.getByRole( 'button', { name: 'Keep editing' } ).click();
		await expect( dialog ).toHaveCount( 0 );
		await expect( title ).toHaveValue( 'Unsaved title' );

		// Leaving the page warns while the edit is unsaved.
		const warnings: string[] = [];
		page.once( 'dialog', async ( leave ) => {
			warnings.push( leave.type() );
			await leave.dismiss();
		} );
		await page.close( { runBeforeUnload: true } ).catch( () => undefined );
		await expect.poll( () => warnings ).toEqual( [ 'beforeunload' ] );
		expect( page.isClosed() ).toBe( false );

		await page.getByRole( 'button', { name: 'Back' } ).click();
		dialog = page.getByRole( 'dialog', {
			name: 'Discard unsaved changes?',
		} );
		await dialog.getByRole( 'button', { name: 'Discard changes' } ).click();
		await expect( table ).toContainText( 'WebSite' );
		await expect( table ).not.toContainText( 'Unsaved title' );
		const stored = await requestUtils.rest< {
			data: { schemas: Record< string, { title: string } > };
		} >( { path: SCHEMAS } );
		expect(
			Object.values( stored.data.schemas ).map( ( one ) => one.title )
		).not.toContain( 'Unsaved title' );

		// A schema added and never saved leaves the list when discarded.
		await page.getByRole( 'button', { name: 'Add Schema' } ).click();
		const add = page.getByRole( 'dialog', { name: 'Add Schema' } );
		await add
			.getByRole( 'combobox', { name: 'Schema' } )
			.selectOption( 'FAQPage' );
		await add.getByRole( 'button', { name: 'Add Schema' } ).click();
		await expect(
			page.getByRole( 'tab', { name: 'Properties' } )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Back' } ).click();
		dialog = page.getByRole( 'dialog', {
			name: 'Discard this new schema?',
		} );
		await expect( dialog ).toContainText(
			'has not been saved yet. Going back removes it.'
		);
		await dialog.getByRole( 'button', { name: 'Discard schema' } ).click();
		await expect( table.getByRole( 'row' ) ).toHaveCount( rows );
		await expect( table ).not.toContainText( 'FAQPage' );

		// Nothing unsaved: Back and leaving are free.
		await page
			.getByRole( 'row' )
			.filter( { hasText: 'WebSite' } )
			.getByRole( 'button', { name: /^Edit / } )
			.click();
		await page.getByRole( 'button', { name: 'Back' } ).click();
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
		await expect( table ).toBeVisible();
	} );
} );
