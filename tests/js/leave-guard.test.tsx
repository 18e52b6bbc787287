/**
 * Leaving the admin app while work would be lost (src-admin/app/leave-guard.ts): the guard of
 * a running task, the unsaved-changes warning (settings and schema edits alike), and the
 * layering that keeps screens below the route table.
 */
import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';

import {
	act,
	render,
	renderHook,
	screen,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import * as api from '../../src/api';
import * as schemasApi from '../../src/api/schemas';
import { store } from '../../src/store';
import type { SchemaEntry } from '../../src/types/schema';
import App from '../../src-admin/app/App';
import {
	useLeaveGuard,
	useUnsavedChangesWarning,
} from '../../src-admin/app/leave-guard';
import { useHashPath } from '../../src-admin/app/router';
import {
	createTestRegistry,
	makeSettings,
	makeSiteSettings,
	withRegistry,
} from './helpers';

jest.mock( '../../src/api' );
jest.mock( '../../src/api/schemas' );

/**
 * Goes to a hash like a link click would, and lets the listeners react.
 *
 * @param path Route path.
 */
async function go( path: string ) {
	await act( async () => {
		window.location.hash = path;
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	} );
}

function leavePage(): boolean {
	const leave = new Event( 'beforeunload', { cancelable: true } );
	window.dispatchEvent( leave );
	return leave.defaultPrevented;
}

const MESSAGE = 'The import process will be interrupted.';

describe( 'useLeaveGuard', () => {
	let confirm: jest.SpyInstance;

	beforeEach( () => {
		window.history.replaceState( null, '', '/wp-admin/admin.php#/start' );
		confirm = jest.spyOn( window, 'confirm' );
	} );

	afterEach( () => {
		confirm.mockRestore();
	} );

	it( 'asks before in-app navigation and keeps the path when refused', async () => {
		const router = renderHook( () => useHashPath() );
		const guard = renderHook(
			( { active } ) => useLeaveGuard( active, MESSAGE ),
			{ initialProps: { active: true } }
		);
		confirm.mockReturnValue( false );

		await go( '/elsewhere' );
		expect( confirm ).toHaveBeenCalledWith( MESSAGE );
		expect( window.location.hash ).toBe( '#/start' );
		// The router never saw the refused change.
		expect( router.result.current ).toBe( '/start' );
		expect( leavePage() ).toBe( true );

		confirm.mockReturnValue( true );
		await go( '/elsewhere' );
		expect( window.location.hash ).toBe( '#/elsewhere' );
		expect( router.result.current ).toBe( '/elsewhere' );

		guard.unmount();
		router.unmount();
	} );

	it( 'leaves navigation and the page free while inactive', async () => {
		const router = renderHook( () => useHashPath() );
		const guard = renderHook(
			( { active } ) => useLeaveGuard( active, MESSAGE ),
			{ initialProps: { active: true } }
		);
		guard.rerender( { active: false } );

		await go( '/free' );
		expect( confirm ).not.toHaveBeenCalled();
		expect( router.result.current ).toBe( '/free' );
		expect( leavePage() ).toBe( false );

		guard.unmount();
		router.unmount();
	} );
} );

const SCHEMA_ID = '0b0c6a52-3c1d-4d5e-8f9a-0b1c2d3e4f50';

function website(): SchemaEntry {
	return {
		title: 'WebSite',
		type: 'WebSite',
		fields: { '@type': 'WebSite', schema_name: 'WebSite' },
		show_on: { rules: [ 'basic-global' ], specific: [], specificText: [] },
		not_show_on: { rules: [], specific: [], specificText: [] },
	};
}

describe( 'useUnsavedChangesWarning', () => {
	it( 'warns before leaving the page while settings or schemas are unsaved', () => {
		const registry = createTestRegistry();
		const seo = registry.dispatch( store );
		seo.receiveSchemas( { [ SCHEMA_ID ]: website() }, {}, [] );
		const warning = renderHook( () => useUnsavedChangesWarning(), {
			wrapper: withRegistry( registry ),
		} );
		expect( leavePage() ).toBe( false );

		act( () => {
			seo.setSchema( SCHEMA_ID, { ...website(), title: 'Edited' } );
		} );
		expect( leavePage() ).toBe( true );
		act( () => {
			seo.discardSchemaEdits( SCHEMA_ID );
		} );
		expect( leavePage() ).toBe( false );

		act( () => {
			seo.editSetting( 'separator', '|' );
		} );
		expect( leavePage() ).toBe( true );
		act( () => {
			seo.discardEdits();
		} );
		expect( leavePage() ).toBe( false );
		warning.unmount();
	} );
} );

describe( 'unsaved schema edits in the app', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		jest.mocked( api.getGlobalSettings ).mockResolvedValue( {
			success: true,
			data: makeSettings(),
			reload: [],
		} );
		jest.mocked( api.getSiteSettings ).mockResolvedValue( {
			success: true,
			data: makeSiteSettings(),
		} );
		jest.mocked( schemasApi.getSchemas ).mockResolvedValue( {
			success: true,
			data: {
				schemas: { [ SCHEMA_ID ]: website() },
				types: {
					WebSite: {
						label: 'WebSite',
						level: 'global',
						type: 'WebSite',
						fields: [
							{
								id: 'name',
								type: 'text',
								label: 'Site name',
								std: '%site_name%',
								required: true,
							},
						],
					},
				},
				rules: [
					{
						label: 'Basic',
						options: { 'basic-global': 'Entire Website' },
					},
				],
			},
		} );
		window.lodestarAdmin = {
			version: '0.1.0',
			page: 'lodestar',
			knowledgeBaseUrl: 'https://example.test/kb',
			whatsNew: [],
		};
	} );

	afterEach( () => {
		delete window.lodestarAdmin;
	} );

	it( 'warns before leaving the page, keeps them across in-app navigation, and Back asks', async () => {
		const confirm = jest.spyOn( window, 'confirm' );
		const user = userEvent.setup();
		window.history.replaceState(
			null,
			'',
			'/wp-admin/admin.php#/advanced/schema'
		);
		const registry = createTestRegistry();
		render( <App />, { wrapper: withRegistry( registry ) } );
		await user.click(
			await screen.findByRole( 'button', { name: 'Edit WebSite' } )
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Site name (required)' } ),
			' edited'
		);
		expect( leavePage() ).toBe( true );

		// In-app navigation is free, as with unsaved settings: the edits stay.
		await go( '/general' );
		await screen.findByRole( 'textbox', { name: 'Search Engine Title' } );
		expect( confirm ).not.toHaveBeenCalled();
		expect( leavePage() ).toBe( true );
		await go( '/advanced/schema' );
		expect(
			await screen.findByRole( 'textbox', {
				name: 'Site name (required)',
			} )
		).toHaveValue( '%site_name% edited' );

		await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
		const dialog = screen.getByRole( 'dialog', {
			name: 'Discard unsaved changes?',
		} );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Discard changes' } )
		);
		expect( await screen.findByRole( 'table' ) ).toHaveTextContent(
			'WebSite'
		);
		expect( registry.select( store ).hasUnsavedChanges() ).toBe( false );
		expect( leavePage() ).toBe( false );
		confirm.mockRestore();
		// The whole app with two lazy screens: slow on a busy machine.
	}, 20000 );
} );

/**
 * Every .ts/.tsx file under a folder.
 *
 * @param dir Folder.
 */
function sourceFiles( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			return sourceFiles( path );
		}
		return /\.tsx?$/.test( name ) ? [ path ] : [];
	} );
}

describe( 'layering', () => {
	it( 'screens never import the route table or the router (routes load the screens)', () => {
		const root = join( __dirname, '../../src-admin/screens' );
		const offenders = sourceFiles( root ).filter( ( file ) =>
			/from '(\.\.\/)+app\/(router|routes)'/.test(
				readFileSync( file, 'utf8' )
			)
		);
		expect( offenders ).toEqual( [] );
	} );

	it( 'the leave guard imports nothing from the route table or the router', () => {
		const source = readFileSync(
			join( __dirname, '../../src-admin/app/leave-guard.ts' ),
			'utf8'
		);
		expect( source ).not.toMatch( /from '\.\/(router|routes)'/ );
	} );
} );
