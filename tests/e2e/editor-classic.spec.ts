/**
 * The classic editor: for a post type the use_block_editor_for_post_type filter keeps out of
 * the block editor (test mu-plugin), the Lodestar SEO meta box saves with the post form and
 * the page's head shows the values.
 */
import { test, expect } from './fixtures';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { headTags } from './page-seo';

const MU_PLUGIN = 'lodestar-e2e-classic-editor.php';

/**
 * Where the test site loads must-use plugins from.
 */
function muPluginPath(): string {
	const site = process.env.WP_SITE_DIR;
	if ( ! site ) {
		throw new Error( 'WP_SITE_DIR is not set: run through bin/e2e.sh.' );
	}
	return join( site, 'wp-content', 'mu-plugins', MU_PLUGIN );
}

test.describe( 'Classic editor meta box', () => {
	let post: { id: number; link: string };

	test.beforeAll( async ( { requestUtils } ) => {
		copyFileSync(
			join( __dirname, 'mu-plugins', MU_PLUGIN ),
			muPluginPath()
		);
		post = await requestUtils.rest( {
			path: '/wp/v2/lodestar_classic',
			method: 'POST',
			data: { title: 'A classic note', status: 'publish' },
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: `/wp/v2/lodestar_classic/${ post.id }`,
			method: 'DELETE',
			params: { force: true },
		} );
		rmSync( muPluginPath(), { force: true } );
	} );

	test( 'saves the fields with the post form', async ( { admin, page } ) => {
		await admin.visitAdminPage(
			'post.php',
			`post=${ post.id }&action=edit`
		);
		const box = page.locator( '#lodestar-seo' );
		await expect( box ).toBeVisible();
		await box
			.getByRole( 'textbox', { name: 'SEO Title' } )
			.fill( 'Classic %separator% Notes' );
		await box
			.getByRole( 'textbox', { name: 'SEO Description' } )
			.fill( 'Written without blocks.' );
		await box
			.getByRole( 'textbox', { name: 'Canonical URL' } )
			.fill( 'https://example.com/classic/' );
		await box
			.getByRole( 'combobox', { name: 'No Index' } )
			.selectOption( 'yes' );
		await page.locator( '#publish' ).click();
		await expect( page.locator( '#message' ) ).toContainText( 'updated' );
		await expect(
			box.getByRole( 'textbox', { name: 'SEO Title' } )
		).toHaveValue( 'Classic %separator% Notes' );
		await expect(
			box.getByRole( 'combobox', { name: 'No Index' } )
		).toHaveValue( 'yes' );

		await page.goto( post.link );
		const head = await headTags( page );
		expect( head.title ).toBe( 'Classic - Notes' );
		expect( head.description ).toBe( 'Written without blocks.' );
		// A noindex page prints no canonical link; og:url carries the saved canonical URL.
		expect( head.canonical ).toBeNull();
		expect( head.ogUrl ).toBe( 'https://example.com/classic/' );
		expect( head.robots ).toContain( 'noindex' );
	} );
} );
