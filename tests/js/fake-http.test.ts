/* @jest-environment node */

/**
 * The helpers the tests' fake servers share (tests/fake-common/http.mjs): the body bound,
 * JSON and form parsing, answers, injected failures; and each of the four fakes started as
 * bin/fake-*.sh start them (URL file, control route, SIGTERM).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Send = (
	res: ServerResponse,
	status: number,
	body?: unknown,
	headers?: Record< string, string >
) => void;
type FakeHttp = {
	MAX_BODY: number;
	readBody: ( req: IncomingMessage, limit?: number ) => Promise< string >;
	parseJson: ( text: string ) => unknown;
	parseForm: ( text: string ) => Record< string, string >;
	sender: ( textType?: string ) => Send;
	takeFailure: (
		failures: Array< { match: string; times?: number } >,
		path: string
	) => { match: string; times?: number } | null;
	createServer: (
		handler: ( req: IncomingMessage, res: ServerResponse ) => unknown
	) => Server;
};

const root = join( __dirname, '..', '..' );
const fakeHttp = createRequire( __filename )(
	join( root, 'tests/fake-common/http.mjs' )
) as FakeHttp;

/**
 * Runs a server on a free port for one callback.
 *
 * @param server Server.
 * @param run    Gets the base URL.
 */
async function withServer(
	server: Server,
	run: ( base: string ) => Promise< void >
) {
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	try {
		await run(
			`http://127.0.0.1:${ ( server.address() as AddressInfo ).port }`
		);
	} finally {
		server.closeAllConnections();
		await new Promise( ( resolve ) => server.close( resolve ) );
	}
}

describe( 'fake servers: shared helpers', () => {
	test( 'the body is read up to its bound; past it the answer is 413 and the server goes on', async () => {
		const send = fakeHttp.sender();
		const server = fakeHttp.createServer( async ( req, res ) => {
			const body = await fakeHttp.readBody( req, 16 );
			send( res, 200, { length: body.length, body } );
		} );
		await withServer( server, async ( base ) => {
			const small = await fetch( base, {
				method: 'POST',
				body: 'é'.repeat( 8 ),
			} );
			expect( small.status ).toBe( 200 );
			expect( await small.json() ).toEqual( {
				length: 8,
				body: 'é'.repeat( 8 ),
			} );
			const large = await fetch( base, {
				method: 'POST',
				body: 'x'.repeat( 17 ),
			} );
			expect( large.status ).toBe( 413 );
			expect( await large.text() ).toBe(
				'Error: request body over 16 bytes'
			);
			const again = await fetch( base, { method: 'POST', body: 'ok' } );
			expect( await again.json() ).toEqual( { length: 2, body: 'ok' } );
		} );
		expect( fakeHttp.MAX_BODY ).toBe( 8 * 1024 * 1024 );
	} );

	test( 'an error of the handler is answered 500', async () => {
		const server = fakeHttp.createServer( async () => {
			throw new Error( 'broken' );
		} );
		await withServer( server, async ( base ) => {
			const answer = await fetch( base );
			expect( answer.status ).toBe( 500 );
			expect( await answer.text() ).toBe( 'Error: broken' );
		} );
	} );

	test( 'answers: JSON for objects, the text type for the rest, never cached', async () => {
		const send = fakeHttp.sender( 'text/html; charset=UTF-8' );
		const server = fakeHttp.createServer( async ( req, res ) => {
			switch ( req.url ) {
				case '/json':
					return send( res, 201, { a: [ 1 ] } );
				case '/text':
					return send( res, 404, '<p>no</p>' );
				case '/bytes':
					return send( res, 200, Buffer.from( [ 0, 1, 2 ] ), {
						'Content-Type': 'application/zip',
					} );
			}
			return send( res, 204 );
		} );
		await withServer( server, async ( base ) => {
			const json = await fetch( base + '/json' );
			expect( json.status ).toBe( 201 );
			expect( json.headers.get( 'content-type' ) ).toBe(
				'application/json; charset=utf-8'
			);
			expect( json.headers.get( 'cache-control' ) ).toBe( 'no-store' );
			expect( await json.text() ).toBe( '{"a":[1]}' );
			const text = await fetch( base + '/text' );
			expect( text.headers.get( 'content-type' ) ).toBe(
				'text/html; charset=UTF-8'
			);
			expect( await text.text() ).toBe( '<p>no</p>' );
			const bytes = await fetch( base + '/bytes' );
			expect( bytes.headers.get( 'content-type' ) ).toBe(
				'application/zip'
			);
			expect( [
				...new Uint8Array( await bytes.arrayBuffer() ),
			] ).toEqual( [ 0, 1, 2 ] );
		} );
	} );

	test( 'JSON and form bodies', () => {
		expect( fakeHttp.parseJson( '' ) ).toEqual( {} );
		expect( fakeHttp.parseJson( '{"a":1}' ) ).toEqual( { a: 1 } );
		expect( fakeHttp.parseJson( '{a:1}' ) ).toBeNull();
		expect( fakeHttp.parseForm( 'a=1&b=x%20y&c=' ) ).toEqual( {
			a: '1',
			b: 'x y',
			c: '',
		} );
	} );

	test( 'an injected failure matches a part of the path and is used up after `times`', () => {
		const failures = [ { match: '/token', times: 2 }, { match: '/sites' } ];
		expect( fakeHttp.takeFailure( failures, '/other' ) ).toBeNull();
		expect( fakeHttp.takeFailure( failures, '/token' )?.match ).toBe(
			'/token'
		);
		expect( fakeHttp.takeFailure( failures, '/token' )?.match ).toBe(
			'/token'
		);
		expect( fakeHttp.takeFailure( failures, '/token' ) ).toBeNull();
		expect( fakeHttp.takeFailure( failures, '/v3/sites/x' )?.match ).toBe(
			'/sites'
		);
		expect( failures ).toEqual( [ { match: '/sites' } ] );
	} );
} );

describe( 'fake servers: started as bin/fake-*.sh start them', () => {
	test.each( [
		[ 'fake-google', '' ],
		[ 'fake-indexnow', '/indexnow' ],
		[ 'fake-wporg', '' ],
		[ 'fake-feed', '' ],
	] )(
		'%s writes its URL, answers its control route and stops on SIGTERM',
		async ( name, path ) => {
			const dir = mkdtempSync( join( tmpdir(), 'lodestar-fake-' ) );
			const file = join( dir, 'url' );
			const child = spawn(
				process.execPath,
				[
					join( root, 'tests', name, 'server.mjs' ),
					'--url-file',
					file,
				],
				{ stdio: [ 'ignore', 'pipe', 'inherit' ] }
			);
			try {
				let printed = '';
				child.stdout.on( 'data', ( chunk ) => ( printed += chunk ) );
				await new Promise< void >( ( resolve, reject ) => {
					const wait = setInterval( () => {
						if ( printed.includes( '\n' ) ) {
							clearInterval( wait );
							resolve();
						}
					}, 20 );
					child.on( 'exit', () => {
						clearInterval( wait );
						reject( new Error( `${ name } exited` ) );
					} );
				} );
				const url = readFileSync( file, 'utf8' );
				expect( url ).toMatch(
					new RegExp( `^http://localhost:\\d+${ path }\\n$` )
				);
				expect( printed ).toBe( `${ name }: ${ url }` );
				const base = url
					.trim()
					.slice( 0, url.trim().length - path.length );
				const state = await fetch( base + '/__control/state' );
				expect( state.status ).toBe( 200 );
				expect( state.headers.get( 'content-type' ) ).toBe(
					'application/json; charset=utf-8'
				);
				expect( typeof ( await state.json() ) ).toBe( 'object' );
				const tooLarge = await fetch( base + '/__control/config', {
					method: 'POST',
					body: 'x'.repeat( 8 * 1024 * 1024 + 1 ),
				} );
				expect( tooLarge.status ).toBe( 413 );
			} finally {
				const exited = new Promise( ( resolve ) =>
					child.on( 'exit', ( code ) => resolve( code ) )
				);
				child.kill( 'SIGTERM' );
				expect( await exited ).toBe( 0 );
				rmSync( dir, { recursive: true, force: true } );
			}
		}
	);
} );
