/**
 * The robots.txt editor in Chromium: saving makes /robots.txt serve the content; a physical
 * robots.txt in the site root and a site hidden from search engines make it read-only.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import * as fs from 'node:fs';
import * as path from 'node:path';

const SCREEN = '/wp-admin/admin.php?page=lodestar#/advanced/robots-txt-editor';

function siteFile(): string {
	const dir = process.env.WP_SITE_DIR;
	if ( ! dir ) {
		throw new Error( 'WP_SITE_DIR is not set (run through bin/e2e.sh).' );
	}
	return path.join( dir, 'robots.txt' );
}

/**
 * Sets Settings → Reading → "Discourage search engines from indexing this site".
 *
 * @param page   Page.
 * @param hidden Whether to discourage them.
 */
async function setVisibility( page: Page, hidden: boolean ) {
	await page.goto( '/wp-admin/options-reading.php' );
	await page.locator( '#blog_public' ).setChecked( hidden );
	await page.locator( '#submit' ).click();
	await expect(
		page.locator( '#setting-error-settings_updated' )
	).toBeVisible();
}

test.describe( 'Robots.txt editor', () => {
	test.afterEach( async ( { requestUtils } ) => {
		fs.rmSync( siteFile(), { force: true } );
		await requestUtils.rest( {
			path: '/lodestar/v1/robots-txt',
			method: 'POST',
			data: { robots_txt_content: '' },
		} );
	} );

	test( 'saves and /robots.txt serves the content', async ( {
		page,
		request,
	} ) => {
		await page.goto( SCREEN );
		const editor = page.getByRole( 'textbox', {
			name: 'robots.txt content',
		} );
		const save = page.getByRole( 'button', { name: 'Save', exact: true } );
		await expect( save ).toHaveAttribute( 'aria-disabled', 'true' );
		// A rule that closes the home page is named in a warning while it is in the text.
		const warning = page.locator( '.lodestar-robots-txt__blocked' );
		await editor.fill( 'User-agent: *\nDisallow: /' );
		await expect( warning ).toContainText(
			'keeps Googlebot out of the home page (/): line 2 “Disallow: /”'
		);
		// The warning stands apart from the editor's label below it.
		const gap = await page.evaluate( () => {
			const notice = document.querySelector(
				'.lodestar-robots-txt__blocked'
			);
			const label = document.querySelector(
				'.lodestar-robots-txt__editor label'
			);
			return notice && label
				? label.getBoundingClientRect().top -
						notice.getBoundingClientRect().bottom
				: -1;
		} );
		expect( gap ).toBeGreaterThanOrEqual( 12 );
		await editor.fill( 'User-agent: *\nDisallow: /e2e-private/' );
		await expect( warning ).toHaveCount( 0 );
		await expect( save ).not.toHaveAttribute( 'aria-disabled', 'true' );
		await save.click();
		await expect(
			page.getByText( 'Settings saved successfully.' ).first()
		).toBeVisible();
		await expect( save ).toHaveAttribute( 'aria-disabled', 'true' );

		const served = await request.get( '/robots.txt' );
		expect( served.status() ).toBe( 200 );
		expect( await served.text() ).toBe(
			'User-agent: *\nDisallow: /e2e-private/\n'
		);

		// Emptied: WordPress manages the file again.
		await editor.fill( '' );
		await save.click();
		await expect( save ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( await ( await request.get( '/robots.txt' ) ).text() ).toContain(
			'Disallow: /wp-admin/'
		);
	} );

	test( 'a physical robots.txt makes the editor read-only', async ( {
		page,
	} ) => {
		fs.writeFileSync(
			siteFile(),
			'User-agent: *\nDisallow: /from-file/\n'
		);
		await page.goto( SCREEN );
		const editor = page.getByRole( 'textbox', {
			name: 'robots.txt content',
		} );
		await expect( editor ).toHaveAttribute( 'readonly', '' );
		await expect( editor ).toHaveValue(
			'User-agent: *\nDisallow: /from-file/\n'
		);
		await expect(
			page
				.getByText( /A robots.txt file exists in the root folder/ )
				.first()
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Save', exact: true } )
		).toHaveCount( 0 );
	} );

	test( 'a site hidden from search engines makes the editor read-only', async ( {
		page,
		request,
	} ) => {
		await setVisibility( page, true );
		try {
			await page.goto( SCREEN );
			const editor = page.getByRole( 'textbox', {
				name: 'robots.txt content',
			} );
			await expect( editor ).toHaveAttribute( 'readonly', '' );
			await expect( editor ).toHaveValue(
				'User-agent: *\nDisallow: /\n'
			);
			await expect(
				page.getByText( /asks search engines not to index it/ ).first()
			).toBeVisible();
			expect( await ( await request.get( '/robots.txt' ) ).text() ).toBe(
				'User-agent: *\nDisallow: /\n'
			);
		} finally {
			await setVisibility( page, false );
		}
	} );
} );
