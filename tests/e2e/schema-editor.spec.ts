/**
 * The Schema tab of the block editor sidebar: this post's Article becomes a BlogPosting, its
 * breadcrumbs are turned off, a FAQ is added for this post only; saved with the post, the
 * page's JSON-LD follows, and another post keeps the site's schemas.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
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
