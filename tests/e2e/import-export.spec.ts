/**
 * Import/Export, end to end: export through the UI (categories, a dated download), change
 * the settings, import the downloaded file (destructive confirmation, success, reload after
 * 3 s): the settings come back. Hostile files (malformed JSON, unknown keys, wrong types,
 * 5 MB) each give their error and leave every setting as it was (checked through REST).
 * Leaving during an import asks first.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import * as fs from 'node:fs';

import {
	exportSettings,
	getSettings,
	resetSettings,
	saveSettings,
	settingsSnapshot,
} from './settings';

const SCREEN = '/wp-admin/admin.php?page=lodestar#/tools/import-export';
const LEAVE =
	'Are you sure you want to leave this page? The import process will be interrupted.';

const KNOWN = {
	separator: '|',
	page_title: 'Round trip %title%',
	twitter_card_type: 'summary',
	no_index: [ 'category' ],
	enable_xml_sitemap: true,
	social_profiles: { github: 'https://github.com/lodestar' },
};

/**
 * Chooses a file and confirms the import; returns the dialog.
 *
 * @param page   Page.
 * @param name   File name.
 * @param buffer File content.
 */
async function importFile( page: Page, name: string, buffer: Buffer ) {
	await page.locator( 'input[type="file"]' ).setInputFiles( {
		name,
		mimeType: 'application/json',
		buffer,
	} );
	await expect( page.getByText( `Selected file: ${ name }` ) ).toBeVisible();
	await page.getByRole( 'button', { name: 'Import', exact: true } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Import settings?' } );
	await dialog.getByRole( 'button', { name: 'Import', exact: true } ).click();
	return dialog;
}

test.describe( 'Import/Export', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
		await saveSettings( requestUtils, KNOWN );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'round trip: export, change, import the file, settings restored', async ( {
		page,
		requestUtils,
	} ) => {
		const before = await getSettings( requestUtils );
		await page.goto( SCREEN );
		const exportButton = page.getByRole( 'button', {
			name: 'Export',
			exact: true,
		} );
		const categories = page
			.getByRole( 'group', { name: 'Categories' } )
			.getByRole( 'checkbox' );
		await expect( categories ).toHaveCount( 5 );
		for ( const box of await categories.all() ) {
			await box.uncheck();
		}
		await expect( exportButton ).toBeDisabled();
		for ( const box of await categories.all() ) {
			await box.check();
		}

		const download = page.waitForEvent( 'download' );
		await exportButton.click();
		const file = await download;
		const today = await page.evaluate( () => {
			const date = new Date();
			const pad = ( value: number ) => String( value ).padStart( 2, '0' );
			return `${ date.getFullYear() }-${ pad(
				date.getMonth() + 1
			) }-${ pad( date.getDate() ) }`;
		} );
		expect( file.suggestedFilename() ).toBe(
			`lodestar-settings-${ today }.json`
		);
		const content = fs.readFileSync( ( await file.path() ) as string );
		const exported = JSON.parse( content.toString() );
		expect( exported.plugin ).toBe( 'lodestar' );
		expect( exported.categories ).toEqual( [
			'general',
			'social',
			'advanced',
			'sitemaps',
			'schemas',
		] );
		expect( exported.settings.page_title ).toBe( 'Round trip %title%' );
		expect( exported ).not.toHaveProperty( 'success' );

		await saveSettings( requestUtils, {
			separator: '~',
			page_title: 'Changed',
			twitter_card_type: 'summary_large_image',
			no_index: [],
			enable_xml_sitemap: false,
			social_profiles: {},
			date_archive: true,
		} );

		await page.reload();
		await page.evaluate( () => {
			( window as unknown as { lodestarMarker: number } ).lodestarMarker =
				1;
		} );
		const dialog = await importFile( page, 'settings.json', content );
		await expect( dialog ).toBeHidden();
		await expect(
			page
				.getByTestId( 'snackbar' )
				.filter( { hasText: 'Settings imported successfully!' } )
		).toBeVisible();
		// The page reloads after 3 s.
		await page.waitForFunction(
			() =>
				( window as unknown as { lodestarMarker?: number } )
					.lodestarMarker === undefined,
			undefined,
			{ timeout: 8000 }
		);
		expect( await getSettings( requestUtils ) ).toEqual( before );
		await expect(
			page.getByRole( 'heading', { name: 'Restore Previous Settings' } )
		).toBeVisible();
	} );

	test( 'hostile files are refused with their error and change nothing', async ( {
		page,
		requestUtils,
	} ) => {
		const valid = await exportSettings( requestUtils );
		const snapshot = await settingsSnapshot( requestUtils );
		const withSettings = ( extra: Record< string, unknown > ) =>
			Buffer.from(
				JSON.stringify( {
					...valid,
					settings: {
						...( valid.settings as Record< string, unknown > ),
						...extra,
					},
				} )
			);
		const cases: Array< [ string, Buffer, string ] > = [
			[
				'malformed.json',
				Buffer.from( '{"plugin": "lodestar", "settings": {' ),
				'Import failed. Please check the file format.',
			],
			[
				'unknown-keys.json',
				withSettings( { admin_email: 'owner@example.org' } ),
				'Unknown setting: admin_email.',
			],
			[
				'wrong-types.json',
				withSettings( { date_archive: 'yes' } ),
				'Invalid value for date_archive: expected boolean.',
			],
			[
				'other-plugin.json',
				Buffer.from(
					JSON.stringify( { ...valid, plugin: 'surerank' } )
				),
				'This file was exported by another plugin ("surerank"), not by Lodestar SEO.',
			],
			[
				'huge.json',
				withSettings( {
					page_title: 'x',
					padding: 'p'.repeat( 5 * 1024 * 1024 ),
				} ),
				'The file is larger than the limit of 1 MiB.',
			],
		];

		await page.goto( SCREEN );
		// A file that is not .json, or not JSON by its type, is refused when chosen, unread
		// (setInputFiles bypasses the dialog's accept, as "All files" does).
		for ( const [ name, mimeType ] of [
			[ 'notes.txt', 'text/plain' ],
			[ 'page.json', 'text/html' ],
		] ) {
			await page.locator( 'input[type="file"]' ).setInputFiles( {
				name: name as string,
				mimeType: mimeType as string,
				buffer: Buffer.from( JSON.stringify( valid ) ),
			} );
			await expect(
				page.locator(
					'.lodestar-import__file-error .components-notice__content'
				)
			).toHaveText( 'Import failed. Please check the file format.' );
			await expect( page.getByText( 'No file chosen' ) ).toBeVisible();
			await expect(
				page.getByRole( 'button', { name: 'Import', exact: true } )
			).toHaveAttribute( 'aria-disabled', 'true' );
		}
		for ( const [ name, buffer, message ] of cases ) {
			const dialog = await importFile( page, name, buffer );
			await expect(
				dialog.locator( '.components-notice__content' )
			).toHaveText( message );
			await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
			await expect( dialog ).toBeHidden();
			expect( await settingsSnapshot( requestUtils ) ).toBe( snapshot );
		}

		// The server refuses the 5 MB file by itself too.
		const huge = {
			...valid,
			settings: {
				...( valid.settings as Record< string, unknown > ),
				page_title: 'p'.repeat( 5 * 1024 * 1024 ),
			},
		};
		const refusal = await requestUtils
			.rest( {
				path: '/lodestar/v1/import-settings',
				method: 'POST',
				data: { settings_data: huge },
			} )
			.then(
				() => null,
				( error: { code?: string; message?: string } ) => error
			);
		expect( refusal ).toEqual(
			expect.objectContaining( {
				code: 'lodestar_invalid_import',
				message: 'The file is larger than the limit of 1 MiB.',
			} )
		);
		expect( await settingsSnapshot( requestUtils ) ).toBe( snapshot );
	} );

	test( 'leaving during an import asks first', async ( { page } ) => {
		let release: () => void = () => undefined;
		const held = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		await page.route(
			( url ) => url.toString().includes( 'import-settings' ),
			async ( route ) => {
				await held;
				await route.abort();
			}
		);
		await page.goto( SCREEN );
		await importFile(
			page,
			'settings.json',
			Buffer.from(
				JSON.stringify( {
					plugin: 'lodestar',
					version: '0.1.0',
					categories: [ 'general' ],
					settings: {},
				} )
			)
		);
		// The dialog is busy while the import runs.
		const dialog = page.getByRole( 'dialog', { name: 'Import settings?' } );
		await expect(
			dialog.getByRole( 'button', { name: 'Import', exact: true } )
		).toHaveClass( /is-busy/ );

		// In-app navigation (a hash link, the back button): the spec's question;
		// refusing keeps the import screen.
		const question = new Promise< string >( ( resolve ) => {
			page.once( 'dialog', async ( prompt ) => {
				resolve( `${ prompt.type() }: ${ prompt.message() }` );
				await prompt.dismiss();
			} );
		} );
		await page.evaluate( () => {
			window.location.hash = '#/tools/miscellaneous';
		} );
		expect( await question ).toBe( `confirm: ${ LEAVE }` );
		await expect( page ).toHaveURL( /#\/tools\/import-export$/ );
		// (The open dialog hides the page from the accessibility tree.)
		await expect( page.locator( 'h1.lodestar-screen__title' ) ).toHaveText(
			'Import/Export'
		);

		// Leaving the page: the browser's own warning.
		const warning = new Promise< string >( ( resolve ) => {
			page.once( 'dialog', async ( prompt ) => {
				resolve( prompt.type() );
				await prompt.dismiss();
			} );
		} );
		void page.goto( '/wp-admin/' ).catch( () => undefined );
		expect( await warning ).toBe( 'beforeunload' );
		await expect(
			dialog.getByRole( 'button', { name: 'Import', exact: true } )
		).toHaveClass( /is-busy/ );

		// A failed request is reported in the dialog, and leaving is free again.
		release();
		await expect( dialog.locator( '.components-notice' ) ).toBeVisible();
		await expect(
			dialog.getByRole( 'button', { name: 'Import', exact: true } )
		).not.toHaveClass( /is-busy/ );
	} );
} );
