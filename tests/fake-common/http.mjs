/**
 * What the fake servers of the tests (tests/fake-google, fake-indexnow, fake-wporg,
 * fake-feed) share: reading a request body with a size bound, parsing JSON and forms,
 * answering, injected failures, and starting from the command line. No dependencies.
 *
 * Every server takes `[--port N] [--url-file PATH]`: it listens on 127.0.0.1 (port 0: a free
 * one), prints `<name>: <url>` and writes the URL and a newline to --url-file (bin/fake-*.sh
 * wait for that file); SIGTERM and SIGINT close it.
 */
import http from 'node:http';
import fs from 'node:fs';

/** The largest request body a fake reads (bytes): far above what any test sends. */
export const MAX_BODY = 8 * 1024 * 1024;

/** A request body over the bound: the server answers 413. */
export class BodyTooLarge extends Error {
	/**
	 * @param {number} limit The bound, in bytes.
	 */
	constructor( limit ) {
		super( `request body over ${ limit } bytes` );
		this.status = 413;
	}
}

/**
 * The request body as UTF-8 text. Past `limit` bytes it rejects with BodyTooLarge and reads
 * the rest without keeping it, so the server can still answer.
 *
 * @param {http.IncomingMessage} req   Request.
 * @param {number}               limit Most bytes kept.
 * @return {Promise<string>} The body.
 */
export function readBody( req, limit = MAX_BODY ) {
	return new Promise( ( resolve, reject ) => {
		const chunks = [];
		let size = 0;
		let over = false;
		req.on( 'data', ( chunk ) => {
			if ( over ) {
				return;
			}
			size += chunk.length;
			if ( size > limit ) {
				over = true;
				chunks.length = 0;
				reject( new BodyTooLarge( limit ) );
				return;
			}
			chunks.push( chunk );
		} );
		req.on( 'end', () => {
			if ( ! over ) {
				resolve( Buffer.concat( chunks ).toString( 'utf8' ) );
			}
		} );
		req.on( 'error', reject );
	} );
}

/**
 * A JSON body: {} when empty, null when it is not JSON.
 *
 * @param {string} text Body.
 * @return {any} The value, or null.
 */
export function parseJson( text ) {
	try {
		return text ? JSON.parse( text ) : {};
	} catch {
		return null;
	}
}

/**
 * A form body (application/x-www-form-urlencoded) as an object.
 *
 * @param {string} text Body.
 * @return {Record<string, string>} Fields.
 */
export function parseForm( text ) {
	return Object.fromEntries( new URLSearchParams( text ) );
}

/**
 * An answer function: objects (not buffers) go out as JSON, the rest (text, a buffer) as is
 * with `textType`; never cached; `headers` add to or replace these.
 *
 * @param {string} textType Content-Type of what is not JSON.
 * @return {(res: http.ServerResponse, status: number, body?: any, headers?: Record<string, string>) => void} send( res, status, body, headers ).
 */
export function sender( textType = 'text/plain; charset=utf-8' ) {
	return ( res, status, body, headers = {} ) => {
		const isJson =
			body !== null &&
			typeof body === 'object' &&
			! Buffer.isBuffer( body );
		res.writeHead( status, {
			'Content-Type': isJson
				? 'application/json; charset=utf-8'
				: textType,
			'Cache-Control': 'no-store',
			...headers,
		} );
		res.end( isJson ? JSON.stringify( body ) : ( body ?? '' ) );
	};
}

/**
 * The first injected failure whose `match` is part of the path, or null. A failure with
 * `times` is used up after that many requests (and removed from the list).
 *
 * @param {Array<{match: string, times?: number}>} failures Failures (changed in place).
 * @param {string}                                 path     Request path.
 */
export function takeFailure( failures, path ) {
	const index = failures.findIndex( ( f ) => path.includes( f.match ) );
	if ( index < 0 ) {
		return null;
	}
	const failure = failures[ index ];
	if ( failure.times !== undefined ) {
		failure.times -= 1;
		if ( failure.times <= 0 ) {
			failures.splice( index, 1 );
		}
	}
	return failure;
}

/**
 * An HTTP server whose handler may throw: a body over the bound is answered 413, any other
 * error 500 (by `onError`, default: the error as text).
 *
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => Promise<any>} handler Handler.
 * @param {(res: http.ServerResponse, status: number, error: any) => void}        onError Error answer.
 * @return {http.Server} The server (not listening yet).
 */
export function createServer(
	handler,
	onError = ( res, status, error ) => sender()( res, status, String( error ) )
) {
	return http.createServer( async ( req, res ) => {
		try {
			await handler( req, res );
		} catch ( error ) {
			if ( res.headersSent ) {
				res.destroy();
				return;
			}
			onError( res, error instanceof BodyTooLarge ? 413 : 500, error );
		}
	} );
}

/**
 * Starts a server as the command line says (see above).
 *
 * @param {http.Server} server Server.
 * @param {string}      name   Name printed before the URL ('fake-google').
 * @param {string}      path   Path added to the URL printed and written ('/indexnow').
 * @param {string[]}    args   Command-line arguments.
 */
export function start(
	server,
	name,
	path = '',
	args = process.argv.slice( 2 )
) {
	const option = ( key ) => {
		const index = args.indexOf( key );
		return index >= 0 ? args[ index + 1 ] : undefined;
	};
	server.listen( Number( option( '--port' ) ?? 0 ), '127.0.0.1', () => {
		const url = `http://localhost:${ server.address().port }${ path }`;
		if ( option( '--url-file' ) ) {
			fs.writeFileSync( option( '--url-file' ), url + '\n' );
		}
		process.stdout.write( `${ name }: ${ url }\n` );
	} );
	for ( const signal of [ 'SIGTERM', 'SIGINT' ] ) {
		process.on( signal, () => {
			server.closeAllConnections();
			server.close( () => process.exit( 0 ) );
		} );
	}
}
