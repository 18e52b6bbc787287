/**
 * Site Health, end to end: Lodestar's tests run in Tools › Site Health (the direct ones and
 * the async sitemap and robots.txt tests through their REST routes), and the Info tab has a
 * "Lodestar SEO" section.
 */
import { test, expect } from './fixtures';

test.describe( 'Site Health', () => {
	test( 'shows Lodestar’s tests and its Info section', async ( { page } ) => {
		test.setTimeout( 90_000 );
		const sitemapTest = page.waitForResponse(
			( response ) =>
				decodeURIComponent( response.url() ).includes(
					'/lodestar/v1/site-health/sitemap'
				) && response.ok()
		);
		const robotsTest = page.waitForResponse(
			( response ) =>
				decodeURIComponent( response.url() ).includes(
					'/lodestar/v1/site-health/robots-txt'
				) && response.ok()
		);
		await page.goto( '/wp-admin/site-health.php' );
		const answer = await ( await sitemapTest ).json();
		expect( answer.test ).toBe( 'lodestar_sitemap' );
		expect( [ 'good', 'critical' ] ).toContain( answer.status );
		const robots = await ( await robotsTest ).json();
		expect( robots.test ).toBe( 'lodestar_robots_txt' );
		expect( [ 'good', 'recommended', 'critical' ] ).toContain(
			robots.status
		);
		// Passed tests are listed under "Passed tests" once every test has answered.
		await page
			.getByRole( 'button', { name: 'Passed tests' } )
			.click( { timeout: 60_000 } );
		await expect(
			page.getByText( 'No other SEO plugin is active', { exact: true } )
		).toBeVisible();
		await expect(
			page.getByText( robots.label, { exact: true } )
		).toBeVisible();

		await page.goto( '/wp-admin/site-health.php?tab=debug' );
		const section = page.getByRole( 'button', { name: 'Lodestar SEO' } );
		await section.click();
		await expect(
			page.getByRole( 'rowheader', { name: 'Title separator' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'rowheader', { name: 'Search Console connected' } )
		).toBeVisible();
	} );
} );
