/**
 * The editor's Checks tab: typing a focus keyword that is in the title turns its check green
 * without saving (the TypeScript rules run live), the open tab follows typing in a block and
 * in the title once the typing pauses, and a check is ignored and restored for this
 * post through the REST routes (the ignore list survives a reload).
 */
import { test, expect } from './fixtures';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { openSeoSidebar } from './page-seo';

interface RestPost {
	id: number;
}

/**
 * A published post whose title holds the focus keyword the specs type.
 *
 * @param requestUtils REST helper.
 */
const lighthousePost = ( requestUtils: RequestUtils ) =>
	requestUtils.rest< RestPost >( {
		path: '/wp/v2/posts',
		method: 'POST',
		data: {
			title: 'Mapping lighthouses',
			content:
				'<!-- wp:paragraph --><p>Old towers along the coast.</p><!-- /wp:paragraph -->',
			status: 'publish',
		},
	} );

test.describe( 'Page checks in the editor', () => {
	let post: RestPost;

	test.beforeAll( async ( { requestUtils } ) => {
		post = await lighthousePost( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: `/wp/v2/posts/${ post.id }`,
			method: 'DELETE',
			params: { force: true },
		} );
	} );

	test( 'a focus keyword in the title turns its check green before saving', async ( {
		admin,
		page,
	} ) => {
		await admin.editPost( post.id );
		await openSeoSidebar( page );
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar.getByRole( 'tab', { name: 'Checks' } ).click();
		await expect(
			sidebar.getByText( 'No focus keyword set.' )
		).toBeVisible();

		await sidebar.getByRole( 'tab', { name: 'General' } ).click();
		await sidebar
			.getByRole( 'textbox', { name: 'Focus Keyword' } )
			.fill( 'lighthouses' );
		await sidebar.getByRole( 'tab', { name: 'Checks' } ).click();
		const inTitle = sidebar.locator( '[data-check="keyword_in_title"]' );
		await expect( inTitle ).toContainText(
			'The focus keyword “lighthouses” appears in the search engine title.'
		);
		await expect( inTitle.locator( '.lodestar-check-badge' ) ).toHaveText(
			'Passed'
		);
		await expect( inTitle.locator( '.lodestar-check-badge' ) ).toHaveClass(
			/is-success/
		);
		// Not saved: the editor still has unsaved changes.
		await expect(
			page
				.getByRole( 'region', { name: 'Editor top bar' } )
				.getByRole( 'button', { name: 'Save', exact: true } )
		).toBeEnabled();
	} );

	test( 'the open Checks tab follows typing in a block and in the title, after a pause', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const own = await lighthousePost( requestUtils );
		try {
			await admin.editPost( own.id );
			await openSeoSidebar( page );
			const sidebar = page.getByRole( 'region', {
				name: 'Editor settings',
			} );
			await sidebar
				.getByRole( 'textbox', { name: 'Focus Keyword' } )
				.fill( 'beacons' );
			await sidebar.getByRole( 'tab', { name: 'Checks' } ).click();
			const badge = ( id: string ) =>
				sidebar.locator(
					`[data-check="${ id }"] .lodestar-check-badge`
				);
			await expect( badge( 'keyword_in_content' ) ).toBeVisible();
			await expect( badge( 'keyword_in_content' ) ).not.toHaveClass(
				/is-success/
			);
			await expect( badge( 'keyword_in_title' ) ).not.toHaveClass(
				/is-success/
			);

			// Typing in a paragraph, the tab left open: the content checks follow.
			await editor.canvas
				.getByText( 'Old towers along the coast.' )
				.click();
			await page.keyboard.press( 'End' );
			await page.keyboard.type( ' Beacons guide the ships.' );
			await expect( badge( 'keyword_in_content' ) ).toHaveClass(
				/is-success/
			);
			await expect(
				sidebar.locator( '[data-check="keyword_in_content"]' )
			).toContainText( '“beacons”' );

			// Typing in the post title: the title check follows.
			await editor.canvas
				.getByRole( 'textbox', { name: 'Add title' } )
				.click();
			await page.keyboard.press( 'End' );
			await page.keyboard.type( ' and beacons' );
			await expect( badge( 'keyword_in_title' ) ).toHaveClass(
				/is-success/
			);
			await expect(
				page
					.getByRole( 'region', { name: 'Editor top bar' } )
					.getByRole( 'button', { name: 'Save', exact: true } )
			).toBeEnabled();
		} finally {
			await requestUtils.rest( {
				path: `/wp/v2/posts/${ own.id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
	} );

	test( 'ignores and restores a check for this post', async ( {
		admin,
		page,
	} ) => {
		await admin.editPost( post.id );
		await openSeoSidebar( page );
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar.getByRole( 'tab', { name: 'Checks' } ).click();
		const headings = sidebar.locator( '[data-check="sub_headings"]' );
		await expect( headings.locator( '.lodestar-check-badge' ) ).toHaveText(
			'Warning'
		);
		const ignored = page.waitForResponse(
			( response ) =>
				response.url().includes( 'ignore-page-check' ) &&
				! response.request().headers()[ 'x-http-method-override' ]
		);
		await headings.getByRole( 'button', { name: 'Ignore' } ).click();
		expect( ( await ignored ).status() ).toBe( 200 );
		await expect( headings.locator( '.lodestar-check-badge' ) ).toHaveText(
			'Ignored'
		);

		await page.reload();
		await openSeoSidebar( page );
		await page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByRole( 'tab', { name: 'Checks' } )
			.click();
		const again = page.locator( '[data-check="sub_headings"]' );
		await expect( again.locator( '.lodestar-check-badge' ) ).toHaveText(
			'Ignored'
		);
		const restored = page.waitForResponse(
			( response ) =>
				response.url().includes( 'ignore-page-check' ) &&
				// apiFetch sends DELETE as POST with a method override header.
				( response.request().method() === 'DELETE' ||
					response.request().headers()[ 'x-http-method-override' ] ===
						'DELETE' )
		);
		await again.getByRole( 'button', { name: 'Restore' } ).click();
		expect( ( await restored ).status() ).toBe( 200 );
		await expect( again.locator( '.lodestar-check-badge' ) ).toHaveText(
			'Warning'
		);
	} );
} );
