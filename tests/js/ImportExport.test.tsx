/**
 * Import/Export screen: export categories (disabled with none), the dated download,
 * export/import error messages, the destructive confirmation with its busy state, success
 * with a reload after 3 s, leaving blocked mid-import, and restoring the backup.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store as noticesStore } from '@wordpress/notices';

import * as api from '../../src/api';
import type { SettingsFile } from '../../src/types/api';
import { reloadPage } from '../../src/utils/browser';
import { exportFileName } from '../../src/utils/download';
import { findRoute, getRoutes } from '../../src-admin/app/routes';
import type { AdminRoute } from '../../src-admin/app/types';
import ImportExport from '../../src-admin/screens/import-export';
import { exportErrorMessage } from '../../src-admin/screens/import-export/messages';
import { createTestRegistry, makeSettings, withRegistry } from './helpers';
import type { TestRegistry } from './helpers';

jest.mock( '../../src/api' );
jest.mock( '../../src/utils/browser' );
const mockedApi = jest.mocked( api );
const mockedReload = jest.mocked( reloadPage );

const FILE: SettingsFile = {
	plugin: 'lodestar',
	version: '0.1.0',
	exported_at: '2026-05-01T10:00:00+00:00',
	categories: [ 'general' ],
	settings: { separator: '|' },
};

let registry: TestRegistry;

async function renderScreen( backupExists = false ) {
	mockedApi.getGlobalSettings.mockResolvedValue( {
		success: true,
		data: makeSettings(),
		reload: [],
	} );
	mockedApi.getSettingsBackup.mockResolvedValue( {
		success: true,
		data: {
			exists: backupExists,
			created_at: backupExists ? '2026-05-01T10:00:00+00:00' : '',
			version: backupExists ? '0.1.0' : '',
		},
	} );
	registry = createTestRegistry();
	const route = findRoute(
		getRoutes(),
		'/tools/import-export'
	) as AdminRoute;
	render( <ImportExport route={ route } />, {
		wrapper: withRegistry( registry ),
	} );
	await screen.findByRole( 'heading', { name: 'Import/Export' } );
}

function snackbarTexts(): string[] {
	return registry
		.select( noticesStore )
		.getNotices()
		.map( ( notice ) => String( notice.content ) );
}

function fileInput(): HTMLInputElement {
	return document.querySelector( 'input[type="file"]' ) as HTMLInputElement;
}

function jsonFile( content: string, name = 'settings.json' ): File {
	return new File( [ content ], name, { type: 'application/json' } );
}

beforeEach( () => {
	jest.resetAllMocks();
	window.location.hash = '#/tools/import-export';
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'export', () => {
	let clicked: Array< { download: string; href: string } >;
	let blobs: Blob[];

	beforeEach( () => {
		clicked = [];
		blobs = [];
		URL.createObjectURL = jest.fn( ( blob: Blob ) => {
			blobs.push( blob );
			return 'blob:lodestar';
		} );
		URL.revokeObjectURL = jest.fn();
		jest.spyOn( HTMLAnchorElement.prototype, 'click' ).mockImplementation(
			function ( this: HTMLAnchorElement ) {
				clicked.push( { download: this.download, href: this.href } );
			}
		);
	} );

	afterEach( () => {
		jest.restoreAllMocks();
	} );

	it( 'is disabled with no category and downloads the chosen ones', async () => {
		const user = userEvent.setup();
		mockedApi.exportSettings.mockResolvedValue( {
			success: true,
			message: 'Settings exported successfully.',
			...FILE,
		} );
		await renderScreen();
		const exportButton = screen.getByRole( 'button', { name: 'Export' } );
		const categories = within(
			screen.getByRole( 'group', { name: 'Categories' } )
		).getAllByRole( 'checkbox' );
		expect(
			categories.map(
				( box ) =>
					box.getAttribute( 'aria-label' ) ??
					( box as HTMLInputElement ).labels?.[ 0 ]?.textContent
			)
		).toEqual( [
			'General Settings',
			'Social',
			'Advanced',
			'Sitemaps',
			'Schema',
		] );
		for ( const box of categories ) {
			await user.click( box );
		}
		expect( exportButton ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.click( exportButton );
		expect( mockedApi.exportSettings ).not.toHaveBeenCalled();

		await user.click( categories[ 0 ] as HTMLElement );
		await user.click( categories[ 4 ] as HTMLElement );
		expect( exportButton ).not.toHaveAttribute( 'aria-disabled' );
		await user.click( exportButton );

		expect( mockedApi.exportSettings ).toHaveBeenCalledWith( [
			'general',
			'schemas',
		] );
		await waitFor( () => expect( clicked ).toHaveLength( 1 ) );
		expect( clicked[ 0 ]?.download ).toBe( exportFileName( new Date() ) );
		expect( clicked[ 0 ]?.download ).toMatch(
			/^lodestar-settings-\d{4}-\d{2}-\d{2}\.json$/
		);
		// The file is the answer without success and message.
		const text = await new Promise< string >( ( resolve ) => {
			const reader = new FileReader();
			reader.onload = () => resolve( String( reader.result ) );
			reader.readAsText( blobs[ 0 ] as Blob );
		} );
		expect( JSON.parse( text ) ).toEqual( FILE );
	} );

	it( 'shows the export failure messages', async () => {
		const user = userEvent.setup();
		await renderScreen();
		mockedApi.exportSettings.mockRejectedValueOnce( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): categories',
		} );
		await user.click( screen.getByRole( 'button', { name: 'Export' } ) );
		await waitFor( () =>
			expect( snackbarTexts() ).toEqual( [
				'Invalid parameter(s): categories',
			] )
		);
		mockedApi.exportSettings.mockResolvedValueOnce( { success: false } );
		await user.click( screen.getByRole( 'button', { name: 'Export' } ) );
		await waitFor( () =>
			expect( snackbarTexts() ).toEqual( [ 'Export failed' ] )
		);
		expect( clicked ).toHaveLength( 0 );
		expect( exportErrorMessage( new TypeError( '' ) ) ).toBe(
			'Export failed. Please try again.'
		);
	} );
} );

describe( 'import', () => {
	it( 'needs a file, confirms destructively, imports, and reloads after 3 s', async () => {
		jest.useFakeTimers();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		let finish: ( value: {
			success: boolean;
			message: string;
		} ) => void = () => undefined;
		mockedApi.importSettings.mockReturnValue(
			new Promise( ( resolve ) => {
				finish = resolve;
			} )
		);
		await renderScreen();
		const importButton = screen.getByRole( 'button', { name: 'Import' } );
		expect( importButton ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( screen.getByText( 'No file chosen' ) ).toBeVisible();

		await user.upload( fileInput(), jsonFile( JSON.stringify( FILE ) ) );
		expect(
			screen.getByText( 'Selected file: settings.json' )
		).toBeVisible();
		expect( importButton ).not.toHaveAttribute( 'aria-disabled' );
		await user.click( importButton );

		const dialog = screen.getByRole( 'dialog', {
			name: 'Import settings?',
		} );
		const confirm = within( dialog ).getByRole( 'button', {
			name: 'Import',
		} );
		expect( confirm ).toHaveClass( 'is-destructive' );
		await user.click( confirm );

		// Busy while importing: neither button works, leaving is guarded.
		await waitFor( () =>
			expect( mockedApi.importSettings ).toHaveBeenCalledWith( FILE )
		);
		expect( confirm ).toHaveClass( 'is-busy' );
		expect(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		const leave = new Event( 'beforeunload', { cancelable: true } );
		window.dispatchEvent( leave );
		expect( leave.defaultPrevented ).toBe( true );

		await act( async () => {
			finish( {
				success: true,
				message: 'Settings imported successfully!',
			} );
		} );
		await waitFor( () =>
			expect( snackbarTexts() ).toEqual( [
				'Settings imported successfully!',
			] )
		);
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		const after = new Event( 'beforeunload', { cancelable: true } );
		window.dispatchEvent( after );
		expect( after.defaultPrevented ).toBe( false );

		act( () => {
			jest.advanceTimersByTime( 2999 );
		} );
		expect( mockedReload ).not.toHaveBeenCalled();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( mockedReload ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'asks before in-app navigation during the import, and stays when refused', async () => {
		const user = userEvent.setup();
		mockedApi.importSettings.mockReturnValue( new Promise( () => {} ) );
		const confirmSpy = jest
			.spyOn( window, 'confirm' )
			.mockReturnValue( false );
		await renderScreen();
		await user.upload( fileInput(), jsonFile( JSON.stringify( FILE ) ) );
		await user.click( screen.getByRole( 'button', { name: 'Import' } ) );
		await user.click(
			within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
				name: 'Import',
			} )
		);
		await waitFor( () =>
			expect( mockedApi.importSettings ).toHaveBeenCalled()
		);

		await act( async () => {
			window.location.hash = '#/dashboard';
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		} );
		expect( confirmSpy ).toHaveBeenCalledWith(
			'Are you sure you want to leave this page? The import process will be interrupted.'
		);
		expect( window.location.hash ).toBe( '#/tools/import-export' );
		confirmSpy.mockRestore();
	} );

	test.each( [
		[
			'malformed JSON',
			jsonFile( '{"plugin": "lodestar",' ),
			undefined,
			'Import failed. Please check the file format.',
		],
		[
			'a refusal with a message',
			jsonFile( '{"plugin": "other"}' ),
			{
				code: 'lodestar_invalid_import',
				message: 'Unknown setting: admin_email.',
			},
			'Unknown setting: admin_email.',
		],
		[
			'an answer without success',
			jsonFile( '{}' ),
			{ success: false },
			'Import failed',
		],
		[
			'a file above 1 MiB',
			jsonFile( `{"x":"${ 'a'.repeat( 1048576 ) }"}` ),
			undefined,
			'The file is larger than the limit of 1 MiB.',
		],
	] )(
		'shows the error of %s in the dialog',
		async ( _case, file, failure, message ) => {
			const user = userEvent.setup();
			if ( failure && 'code' in failure ) {
				mockedApi.importSettings.mockRejectedValue( failure );
			} else if ( failure ) {
				mockedApi.importSettings.mockResolvedValue( failure );
			}
			await renderScreen();
			await user.upload( fileInput(), file );
			await user.click(
				screen.getByRole( 'button', { name: 'Import' } )
			);
			const dialog = screen.getByRole( 'dialog' );
			await user.click(
				within( dialog ).getByRole( 'button', { name: 'Import' } )
			);
			expect(
				await within( dialog ).findByText( message )
			).toBeVisible();
			expect( mockedApi.importSettings ).toHaveBeenCalledTimes(
				failure ? 1 : 0
			);
			expect( mockedReload ).not.toHaveBeenCalled();
			// The dialog can be closed again.
			await user.click(
				within( dialog ).getByRole( 'button', { name: 'Cancel' } )
			);
			expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		}
	);
} );

describe( 'import file check', () => {
	/**
	 * A file whose content must never be read (the check looks at name and type only).
	 *
	 * @param name File name.
	 * @param type MIME type the browser reports.
	 */
	function unreadFile( name: string, type: string ): File {
		const file = new File( [ JSON.stringify( FILE ) ], name, { type } );
		const read = jest.fn( () => {
			throw new Error( 'read' );
		} );
		Object.assign( file, { text: read } );
		return file;
	}

	beforeEach( () => {
		jest.spyOn( FileReader.prototype, 'readAsText' );
	} );

	afterEach( () => {
		jest.restoreAllMocks();
	} );

	test.each( [
		[ 'a .txt file', 'settings.txt', 'text/plain' ],
		[ 'a .txt file without a type', 'settings.txt', '' ],
		[ 'a .json name with a text/html type', 'settings.json', 'text/html' ],
		[ 'a name only containing .json', 'settings.json.txt', 'text/plain' ],
	] )(
		'refuses %s before reading it, with the format error',
		async ( _case, name, type ) => {
			// The dialog's accept attribute is only a hint ("All files" bypasses it).
			const user = userEvent.setup( { applyAccept: false } );
			await renderScreen();
			expect( fileInput() ).toHaveAttribute(
				'accept',
				'.json,application/json'
			);
			const file = unreadFile( name, type );
			await user.upload( fileInput(), file );

			expect(
				screen.getByText(
					'Import failed. Please check the file format.',
					{ selector: '.components-notice__content' }
				)
			).toBeVisible();
			expect( screen.getByText( 'No file chosen' ) ).toBeVisible();
			expect(
				screen.getByRole( 'button', { name: 'Import' } )
			).toHaveAttribute( 'aria-disabled', 'true' );
			expect( file.text ).not.toHaveBeenCalled();
			expect( FileReader.prototype.readAsText ).not.toHaveBeenCalled();
			expect( mockedApi.importSettings ).not.toHaveBeenCalled();
		}
	);

	test.each( [
		[ 'an upper-case .JSON file', 'SETTINGS.JSON', 'application/json' ],
		[ 'a .json file without a type', 'settings.json', '' ],
		[
			'a .Json file with a charset',
			'export.Json',
			'application/json;charset=utf-8',
		],
	] )( 'accepts %s and imports it', async ( _case, name, type ) => {
		const user = userEvent.setup( { applyAccept: false } );
		mockedApi.importSettings.mockResolvedValue( {
			success: true,
			message: 'Settings imported successfully!',
		} );
		await renderScreen();
		// A refused file first: choosing a good one clears the error.
		await user.upload(
			fileInput(),
			new File( [ 'x' ], 'notes.txt', { type: 'text/plain' } )
		);
		await user.upload(
			fileInput(),
			new File( [ JSON.stringify( FILE ) ], name, { type } )
		);
		expect(
			screen.queryByText(
				'Import failed. Please check the file format.',
				{
					selector: '.components-notice__content',
				}
			)
		).toBeNull();
		expect( screen.getByText( `Selected file: ${ name }` ) ).toBeVisible();
		await user.click( screen.getByRole( 'button', { name: 'Import' } ) );
		await user.click(
			within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
				name: 'Import',
			} )
		);
		await waitFor( () =>
			expect( mockedApi.importSettings ).toHaveBeenCalledWith( FILE )
		);
	} );
} );

describe( 'backup', () => {
	it( 'is offered only when one exists, and restores it after confirmation', async () => {
		jest.useFakeTimers();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		mockedApi.restoreSettingsBackup.mockResolvedValue( {
			success: true,
			message: 'The previous settings were restored.',
		} );
		await renderScreen( true );
		await user.click(
			await screen.findByRole( 'button', { name: 'Restore' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Restore the previous settings?',
		} );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Restore' } )
		);
		await waitFor( () =>
			expect( snackbarTexts() ).toEqual( [
				'The previous settings were restored.',
			] )
		);
		act( () => {
			jest.advanceTimersByTime( 500 );
		} );
		expect( mockedReload ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'is not offered without a backup', async () => {
		await renderScreen( false );
		await waitFor( () =>
			expect( mockedApi.getSettingsBackup ).toHaveBeenCalled()
		);
		expect(
			screen.queryByRole( 'heading', {
				name: 'Restore Previous Settings',
			} )
		).toBeNull();
	} );
} );
