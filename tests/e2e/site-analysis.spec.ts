/**
 * Site SEO Analysis in Chromium against the real checks routes: run the analysis, read the
 * drawer, ignore (after the confirmation) and restore, search, page past 20 checks; a
 * Lodestar fixer fixes a failing check (search engine visibility) and the top bar badge and
 * the admin menu count follow; axe finds nothing on the screen and its drawer.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

import { violations } from './axe';

const SCREEN = '/wp-admin/admin.php?page=lodestar#/site-seo-analysis';

type Report = Record<
	string,
	{ status: string; message: string; ignore: boolean; category?: string }
>;

interface Rest {
	rest: ( options: {
		path: string;
		method?: string;
		data?: unknown;
	} ) => Promise< unknown >;
}

/**
 * Every category, recomputed (force), merged.
 *
 * @param requestUtils Request utils.
 */
async function fullReport( requestUtils: Rest ): Promise< Report > {
	const merged: Report = {};
	for ( const category of [ 'general', 'settings', 'other' ] ) {
		Object.assign(
			merged,
			( await requestUtils.rest( {
				path: `/lodestar/v1/checks/${ category }?force=true`,
			} ) ) as Report
		);
	}
	return merged;
}

/**
 * The badge text the spec gives for a report.
 *
 * @param report Report.
 */
function badgeText( report: Report ): string {
	const live = Object.values( report ).filter( ( check ) => ! check.ignore );
	const errors = live.filter( ( check ) => check.status === 'error' ).length;
	const warnings = live.filter(
		( check ) => check.status === 'warning'
	).length;
	if ( errors > 0 ) {
		return errors === 1
			? '1 Issue Detected'
			: `${ errors } Issues Detected`;
	}
	if ( warnings > 0 ) {
		return warnings === 1
			? '1 Warning Detected'
			: `${ warnings } Warnings Detected`;
	}
	return 'SEO is Optimized';
}

function row( page: Page, id: string ) {
	return page.locator( `tr[data-check-id="${ id }"]` );
}

test.describe( 'Site SEO Analysis', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/lodestar/v1/admin/site-settings',
			method: 'POST',
			data: { blog_public: true },
		} );
	} );

	test( 'drawer, ignore and restore, search, pages, axe', async ( {
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 120_000 );
		// A failing check for sure: the site hidden from search engines.
		await requestUtils.rest( {
			path: '/lodestar/v1/admin/site-settings',
			method: 'POST',
			data: { blog_public: false },
		} );
		const report = await fullReport( requestUtils );
		const ids = Object.keys( report );
		expect( ids.length ).toBeGreaterThan( 20 );
		// Restore anything a previous run left ignored.
		const ignored = Object.entries( report )
			.filter( ( [ , check ] ) => check.ignore )
			.map( ( [ id ] ) => id );
		for ( const id of ignored ) {
			await requestUtils.rest( {
				path: '/lodestar/v1/checks/ignore-site-check',
				method: 'DELETE',
				data: { id },
			} );
		}
		const id = 'search_engine_visibility';
		const check = report[ id ] as Report[ string ];
		expect( check.status ).toBe( 'error' );

		await page.goto( SCREEN );
		await expect(
			page.getByRole( 'columnheader', { name: 'Issue' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'columnheader', { name: 'Action' } )
		).toBeVisible();
		await expect( page.locator( 'tbody tr' ) ).toHaveCount( 20 );
		expect( await violations( page, '#lodestar-admin-root' ) ).toEqual(
			[]
		);

		// Past 20: the second page holds the rest.
		const pager = page.getByRole( 'navigation', {
			name: 'Pages of checks',
		} );
		await pager.getByRole( 'button', { name: 'Page 2' } ).click();
		await expect( page.locator( 'tbody tr' ) ).toHaveCount(
			Math.min( 20, ids.length - 20 )
		);
		await pager.getByRole( 'button', { name: 'Page 1' } ).click();

		// Search: case-insensitive on the message.
		const target = report[ ids[ 0 ] as string ];
		const search = page.getByRole( 'searchbox', { name: 'Search checks' } );
		await search.fill( ( target?.message ?? '' ).toUpperCase() );
		await expect(
			page.getByRole( 'button', { name: target?.message, exact: true } )
		).toBeVisible();
		await search.fill( 'zz no check says this zz' );
		await expect( page.getByText( 'No Results Found' ) ).toBeVisible();
		await search.fill( '' );

		await row( page, id )
			.getByRole( 'button', { name: check.message, exact: true } )
			.click();
		const drawer = page.getByRole( 'dialog', { name: check.message } );
		await expect( drawer ).toBeVisible();
		expect( await violations( page, '.lodestar-check-drawer' ) ).toEqual(
			[]
		);
		await drawer.getByRole( 'button', { name: 'Ignore' } ).click();
		const confirm = page.getByRole( 'dialog', {
			name: 'Ignore this check?',
		} );
		await confirm.getByRole( 'button', { name: 'Ignore' } ).click();
		await expect(
			drawer.getByText( 'Ignored', { exact: true } )
		).toBeVisible();
		const stored = ( await requestUtils.rest( {
			path: '/lodestar/v1/checks/settings',
		} ) ) as Report;
		expect( stored[ id ]?.ignore ).toBe( true );
		await drawer.getByRole( 'button', { name: 'Restore' } ).click();
		await expect(
			drawer.getByRole( 'button', { name: 'Ignore' } )
		).toBeVisible();
	} );

	test( 'the visibility fixer lets search engines in; badge and menu follow', async ( {
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 120_000 );
		await requestUtils.rest( {
			path: '/lodestar/v1/admin/site-settings',
			method: 'POST',
			data: { blog_public: false },
		} );
		const before = await fullReport( requestUtils );
		expect( before.search_engine_visibility?.status ).toBe( 'error' );

		await page.goto( SCREEN );
		const fix = row( page, 'search_engine_visibility' ).getByRole(
			'button',
			{
				name: 'Fix It For Me',
			}
		);
		await expect( fix ).toBeEnabled();
		await fix.click();
		const confirm = page.getByRole( 'dialog', { name: 'Fix It For Me' } );
		await confirm.getByRole( 'button', { name: 'Proceed' } ).click();
		// The dialog closes once the fixer has run; the screen then runs the checks again.
		await expect( confirm ).toBeHidden( { timeout: 30_000 } );

		const after = await fullReport( requestUtils );
		expect( after.search_engine_visibility?.status ).toBe( 'success' );
		await expect( page.locator( '.lodestar-badge--analysis' ) ).toHaveText(
			badgeText( after ),
			{ timeout: 30_000 }
		);
		// Passed checks are listed after the others (past the first page here): find it.
		await page
			.getByRole( 'searchbox', { name: 'Search checks' } )
			.fill( after.search_engine_visibility?.message ?? '' );
		await expect(
			row( page, 'search_engine_visibility' ).getByText( 'Passed' )
		).toBeVisible();

		// After a reload the badge comes from the boot counts, the menu count from the same.
		await page.reload();
		await expect( page.locator( '.lodestar-badge--analysis' ) ).toHaveText(
			badgeText( after )
		);
		const errors = Object.values( after ).filter(
			( check ) => ! check.ignore && check.status === 'error'
		).length;
		const menu = page.locator( '#toplevel_page_lodestar .wp-menu-name' );
		await expect( menu ).toHaveText(
			new RegExp( `^Lodestar\\s*${ errors || '' }$` )
		);
	} );
} );
