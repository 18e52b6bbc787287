/**
 * Accessibility of every settings screen (and the confirmation modals, the schema editor's
 * two tabs): axe-core finds no moderate, serious or critical violation. One test per group
 * of screens (one page load each, the group's screens opened through the router), so that
 * each stays well within its time on shared cores.
 */
import { test, expect } from './fixtures';

import { violations } from './axe';

/** The screens, in groups of a few (one page load and some axe runs per test). */
const GROUPS: Record< string, string[] > = {
	'general: home page': [
		'/general',
		'/general/homepage',
		'/general/homepage/social',
		'/general/homepage/advanced',
	],
	'general: social and archives': [
		'/general/social',
		'/general/social/facebook',
		'/general/social/x',
		'/general/social/accounts',
		'/general/archive_pages',
	],
	advanced: [
		'/advanced/robot_instructions/indexing',
		'/advanced/robot_instructions/following',
		'/advanced/robot_instructions/archiving',
		'/advanced/sitemaps',
		'/advanced/schema',
		'/advanced/robots-txt-editor',
	],
	'tools, dashboard and site analysis': [
		'/tools/manage-features',
		'/tools/import-export',
		'/tools/miscellaneous',
		'/dashboard',
		'/site-seo-analysis',
	],
};

/** A page load and up to six axe runs on two shared cores. */
const GROUP_TIMEOUT = 90_000;

test.describe( 'Accessibility of the settings screens', () => {
	for ( const [ group, paths ] of Object.entries( GROUPS ) ) {
		test( `${ group }: no moderate, serious or critical axe violations`, async ( {
			page,
		} ) => {
			test.setTimeout( GROUP_TIMEOUT );
			await page.goto(
				`/wp-admin/admin.php?page=lodestar#${ paths[ 0 ] }`
			);
			const found: Record< string, unknown > = {};
			const expected: Record< string, unknown > = {};
			for ( const path of paths ) {
				await page.evaluate( ( hash ) => {
					window.location.hash = hash;
				}, path );
				await expect(
					page.locator( '.lodestar-screen__title' )
				).toBeVisible();
				await expect(
					page.locator( '.components-spinner' )
				).toHaveCount( 0 );
				found[ path ] = await violations(
					page,
					'#lodestar-admin-root'
				);
				expected[ path ] = [];
			}
			expect( found ).toEqual( expected );
		} );
	}

	test( 'the import confirmation and the schema editor: no moderate, serious or critical axe violations', async ( {
		page,
	} ) => {
		test.setTimeout( GROUP_TIMEOUT );
		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/tools/import-export'
		);
		const found: Record< string, unknown > = {};
		const expected: Record< string, unknown > = {};

		// The destructive confirmation of the import.
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

		// The schema editor (Properties, Display Conditions) and the Remove confirmation.
		await page.evaluate( () => {
			window.location.hash = '/advanced/schema';
		} );
		await page
			.getByRole( 'button', { name: /^Edit / } )
			.first()
			.click();
		await expect(
			page.getByRole( 'tab', { name: 'Properties' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		found[ 'schema editor: properties' ] = await violations(
			page,
			'#lodestar-admin-root'
		);
		expected[ 'schema editor: properties' ] = [];
		await page.getByRole( 'tab', { name: 'Display Conditions' } ).click();
		await expect(
			page.getByRole( 'group', { name: 'Display On', exact: true } )
		).toBeVisible();
		found[ 'schema editor: display conditions' ] = await violations(
			page,
			'#lodestar-admin-root'
		);
		expected[ 'schema editor: display conditions' ] = [];
		await page.getByRole( 'button', { name: 'Back' } ).click();
		await page
			.getByRole( 'button', { name: /^Remove / } )
			.first()
			.click();
		const remove = page.getByRole( 'dialog', { name: 'Remove Schema' } );
		await expect( remove ).toBeVisible();
		found[ 'schema remove confirmation' ] = await violations(
			page,
			'.lodestar-confirmation-modal'
		);
		expected[ 'schema remove confirmation' ] = [];
		await remove.getByRole( 'button', { name: 'Cancel' } ).click();

		expect( found ).toEqual( expected );
	} );
} );
