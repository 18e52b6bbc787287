/**
 * Sitemaps in Chromium: the switches on /advanced/sitemaps show and hide sitemaps on the
 * site, the open button's tooltip while the XML sitemap is off, the redirects to the index,
 * the robots.txt Sitemap line, the display format's help, and 'Regenerate sitemap cache' with
 * its notice. (The HTML sitemap shortcode on a served page: ServedRobotsAndSitemapPageTest.)
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

import { saveScreen, saveSettings } from './settings';

const SCREEN = '/wp-admin/admin.php?page=lodestar#/advanced/sitemaps';

/**
 * Flips a switch on the screen and saves.
 *
 * @param page  Page.
 * @param name  Switch label.
 * @param value Wanted state.
 */
async function setSwitch( page: Page, name: string, value: boolean ) {
	const toggle = page.getByRole( 'checkbox', { name, exact: true } );
	if ( ( await toggle.isChecked() ) !== value ) {
		await toggle.click();
	}
	await saveScreen( page );
}

test.describe( 'Sitemaps', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
		await requestUtils.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: { title: 'Sitemap e2e post', status: 'publish' },
		} );
		await saveSettings( requestUtils, {
			enable_xml_sitemap: false,
			enable_author_sitemap: false,
			author_archive: true,
			enable_xml_news_sitemap: true,
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, {
			enable_xml_sitemap: false,
			enable_author_sitemap: false,
			author_archive: false,
			enable_xml_news_sitemap: true,
		} );
		await requestUtils.deleteAllPosts();
	} );

	test( 'the switches show and hide sitemaps on the site', async ( {
		page,
		request,
	} ) => {
		expect( ( await request.get( '/sitemap_index.xml' ) ).status() ).toBe(
			404
		);
		await page.goto( SCREEN );
		const open = page.getByRole( 'button', { name: 'Open sitemap' } );
		await expect( open ).toHaveAttribute( 'aria-disabled', 'true' );
		await open.hover();
		await expect(
			page.getByText(
				'Sitemap is currently disabled. Please enable XML sitemap in settings to access the sitemap file.'
			)
		).toBeVisible();
		await expect(
			page.getByRole( 'checkbox', { name: 'Image sitemap' } )
		).toBeDisabled();

		await setSwitch( page, 'XML sitemap', true );
		await expect(
			page.getByRole( 'checkbox', { name: 'Image sitemap' } )
		).toBeEnabled();
		const link = page.getByRole( 'link', { name: 'Open sitemap' } );
		await expect( link ).toHaveAttribute( 'href', /\/sitemap_index\.xml$/ );
		await expect( link ).toHaveAttribute( 'target', '_blank' );

		// The flag change rebuilt the rewrite rules: the index answers, with our pages.
		const index = await request.get( '/sitemap_index.xml' );
		expect( index.status() ).toBe( 200 );
		expect( index.headers()[ 'content-type' ] ).toContain( 'xml' );
		const xml = await index.text();
		expect( xml ).toContain( '/post-sitemap-1.xml</loc><lastmod>' );
		expect( xml ).toContain( '/news-sitemap.xml</loc>' );
		expect( xml ).not.toContain( '/author-sitemap-1.xml' );
		const posts = await (
			await request.get( '/post-sitemap-1.xml' )
		).text();
		expect( posts ).toContain( '/sitemap-e2e-post/</loc>' );
		expect( ( await request.get( '/main-sitemap.xsl' ) ).status() ).toBe(
			200
		);

		// Core's sitemap URLs lead to ours; robots.txt names the index.
		for ( const path of [ '/sitemap.xml', '/wp-sitemap.xml' ] ) {
			const response = await request.get( path, { maxRedirects: 0 } );
			expect( response.status() ).toBe( 301 );
			expect( response.headers().location ).toMatch(
				/\/sitemap_index\.xml$/
			);
		}
		const robots = await ( await request.get( '/robots.txt' ) ).text();
		expect( robots ).toMatch( /^Sitemap: .*\/sitemap_index\.xml$/m );

		await setSwitch( page, 'Author sitemap', true );
		await setSwitch( page, 'News sitemap', false );
		const after = await (
			await request.get( '/sitemap_index.xml' )
		).text();
		expect( after ).toContain( '/author-sitemap-1.xml</loc>' );
		expect( after ).not.toContain( '/news-sitemap.xml' );
		expect( ( await request.get( '/news-sitemap.xml' ) ).status() ).toBe(
			404
		);

		// Off again: our URLs are gone and WordPress's sitemaps are back.
		await setSwitch( page, 'XML sitemap', false );
		// Not ours any more: a 404, or WordPress's own redirect to its sitemap.
		const gone = await request.get( '/sitemap_index.xml', {
			maxRedirects: 0,
		} );
		expect( [ 301, 302, 404 ] ).toContain( gone.status() );
		expect( gone.headers().location ?? '' ).not.toContain(
			'sitemap_index.xml'
		);
		expect( ( await request.get( '/wp-sitemap.xml' ) ).status() ).toBe(
			200
		);
		expect(
			await ( await request.get( '/robots.txt' ) ).text()
		).not.toContain( 'sitemap_index.xml' );
	} );

	test( 'the display format tells how to show the HTML sitemap', async ( {
		page,
	} ) => {
		const help =
			'Add the shortcode [lodestar_html_sitemap] to any page to show visitors an HTML sitemap.';
		await page.goto( SCREEN );
		await expect( page.getByText( help, { exact: true } ) ).toBeVisible();
		await expect(
			page.getByRole( 'combobox', { name: 'Display format' } )
		).toHaveAccessibleDescription( help );
	} );

	test( 'regenerating the cache shows the notice', async ( {
		page,
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, { enable_xml_sitemap: true } );
		await page.goto( SCREEN );
		const button = page.getByRole( 'button', {
			name: 'Regenerate sitemap cache',
		} );
		await button.click();
		const notice = page.locator( '.lodestar-sitemaps .components-notice' );
		await expect( notice ).toHaveClass( /is-warning/ );
		await expect(
			notice.getByText( 'Sitemap cache regenerated.', { exact: true } )
		).toBeVisible();
		await expect(
			notice.getByText( /sitemap files? (was|were) rebuilt/ )
		).toBeVisible();
		await expect( button ).not.toHaveAttribute( 'aria-disabled', 'true' );
	} );
} );
