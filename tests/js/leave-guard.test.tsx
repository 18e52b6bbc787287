/**
 * Leaving the admin app while work would be lost (src-admin/app/leave-guard.ts), and the
 * layering that keeps screens below the route table.
 */
import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';

import { act, renderHook } from '@testing-library/react';

import { useLeaveGuard } from '../../src-admin/app/leave-guard';
import { useHashPath } from '../../src-admin/app/router';

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
