/**
 * Accessibility of every settings screen (and the confirmation modal): axe-core finds no
 * moderate, serious or critical violation. One page load; screens are opened through the router.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';

const SCREENS = [
	'/general',
	'/general/homepage',
	'/general/homepage/social',
	'/general/homepage/advanced',
	'/general/social',
	'/general/social/facebook',
	'/general/social/x',
	'/general/social/accounts',
	'/general/archive_pages',
	'/advanced/robot_instructions/indexing',
	'/advanced/robot_instructions/following',
	'/advanced/robot_instructions/archiving',
	'/tools/manage-features',
	'/tools/import-export',
	'/tools/miscellaneous',
];

/**
 * Moderate, serious and critical violations inside a part of the page, readable in a failure.
 *
 * @param page     Page.
 * @param selector Part of the page to check.
 */
async function violations( page: Page, selector: string ) {
	const results = await new AxeBuilder( { page } )
		.include( selector )
		.analyze();
	return results.violations
		.filter(
			( violation ) =>
				violation.impact === 'moderate' ||
				violation.impact === 'serious' ||
				violation.impact === 'critical'
		)
		.map( ( violation ) => ( {
			id: violation.id,
			impact: violation.impact,
			targets: violation.nodes.map( ( node ) => node.target.join( ' ' ) ),
		} ) );
}

test.describe( 'Accessibility of the settings screens', () => {
	test( 'no moderate, serious or critical axe violations', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=lodestar#/dashboard' );
		const found: Record< string, unknown > = {};
		const expected: Record< string, unknown > = {};
		for ( const path of SCREENS ) {
			await page.evaluate( ( hash ) => {
				window.location.hash = hash;
			}, path );
			await expect(
				page.locator( '.lodestar-screen__title' )
			).toBeVisible();
			await expect( page.locator( '.components-spinner' ) ).toHaveCount(
				0
			);
			found[ path ] = await violations( page, '#lodestar-admin-root' );
			expected[ path ] = [];
		}

		// The destructive confirmation of the import.
		await page.evaluate( () => {
			window.location.hash = '/tools/import-export';
		} );
		await page.locator( 'input[type="file"]' ).setInputFiles( {
			name: 'settings.json',
			mimeType: 'application/json',
			buffer: Buffer.from( '{}' ),
		} );
		await page
			.getByRole( 'button', { name: 'Import', exact: true } )
			.click();
		await expect(
			page.getByRole( 'dialog', { name: 'Import settings?' } )
		).toBeVisible();
		found[ 'import confirmation' ] = await violations(
			page,
			'.lodestar-confirmation-modal'
		);
		expected[ 'import confirmation' ] = [];

		expect( found ).toEqual( expected );
	} );
} );
