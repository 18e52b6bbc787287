#!/usr/bin/env node
/**
 * A local fake of an IndexNow endpoint (api.indexnow.org is unreachable from the test
 * machines) for PHPUnit and Playwright. No dependencies.
 *
 * Usage: node tests/fake-indexnow/server.mjs [--port N] [--url-file PATH]
 * Listens on 127.0.0.1 (port 0: a free one), prints `fake-indexnow: <url>` and writes the
 * endpoint (http://localhost:PORT/indexnow) to --url-file.
 *
 * POST /indexnow with a JSON body {host, key, keyLocation, urlList} is checked as the
 * protocol says (https://www.indexnow.org/documentation), and answered like the real one:
 *   400 the body is not JSON, a field is missing or of the wrong type, urlList is empty, holds
 *       more than 10,000 entries or an entry that is not an absolute http(s) URL;
 *   422 a URL or keyLocation is not on `host`, or the key does not match the protocol's
 *       pattern (8 to 128 of a-z, A-Z, 0-9, '-');
 *   403 the key file (keyLocation, or https://{host}/{key}.txt without one) cannot be fetched
 *       or does not hold exactly the key (it is fetched every time, with the configured headers);
 *   202 accepted, the first time a key is seen; 200 afterwards.
 *
 * Control (tests only), JSON in and out:
 *   POST /__control/reset    forget submissions, keys and settings
 *   POST /__control/config   merge { fetchHeaders: {name: value}, mode: 'normal' | '429' | 'hang',
 *                            retryAfter: seconds (with 429), times: how many requests the mode
 *                            lasts before 'normal' comes back (unset: until changed) }
 *   GET  /__control/state    { submissions: [{host, key, keyLocation, urlList, status, reason}], keys }
 */
import {
	createServer,
	parseJson,
	readBody,
	sender,
	start,
} from '../fake-common/http.mjs';

const KEY_PATTERN = /^[a-zA-Z0-9-]{8,128}$/;
const MAX_URLS = 10000;

let state;
function reset() {
	state = {
		config: {
			fetchHeaders: {},
			mode: 'normal',
			retryAfter: 0,
			times: undefined,
		},
		submissions: [],
		keys: new Set(),
		hanging: new Set(),
	};
}
reset();

const send = sender();

function parseUrl( value ) {
	if ( typeof value !== 'string' ) {
		return null;
	}
	try {
		const url = new URL( value );
		return [ 'http:', 'https:' ].includes( url.protocol ) ? url : null;
	} catch {
		return null;
	}
}

/** The mode of this request ('normal' once `times` requests used it up). */
function currentMode() {
	const { config } = state;
	if ( config.mode === 'normal' ) {
		return 'normal';
	}
	const mode = config.mode;
	if ( config.times !== undefined ) {
		config.times -= 1;
		if ( config.times <= 0 ) {
			config.mode = 'normal';
			config.times = undefined;
		}
	}
	return mode;
}

async function fetchKey( location ) {
	const controller = new AbortController();
	// eslint-disable-next-line @wordpress/no-unused-vars-before-return -- cleared in finally.
	const timer = setTimeout( () => controller.abort(), 4000 );
	try {
		const response = await fetch( location, {
			headers: state.config.fetchHeaders,
			redirect: 'manual',
			signal: controller.signal,
		} );
		const text = await response.text();
		return { status: response.status, text };
	} catch ( error ) {
		return { status: 0, text: '', error: String( error ) };
	} finally {
		clearTimeout( timer );
	}
}

/**
 * Checks a submission.
 *
 * @param {string} raw The request body.
 * @return {Promise<[number, string]>} The status to answer and why.
 */
async function check( raw ) {
	let body;
	try {
		body = JSON.parse( raw );
	} catch {
		return [ 400, 'body is not JSON' ];
	}
	if ( ! body || typeof body !== 'object' || Array.isArray( body ) ) {
		return [ 400, 'body is not an object' ];
	}
	const { host, key, keyLocation, urlList } = body;
	if ( typeof host !== 'string' || host === '' || typeof key !== 'string' ) {
		return [ 400, 'host and key must be strings' ];
	}
	if ( ! Array.isArray( urlList ) || urlList.length === 0 ) {
		return [ 400, 'urlList must be a non-empty array' ];
	}
	if ( urlList.length > MAX_URLS ) {
		return [ 400, `urlList holds more than ${ MAX_URLS } URLs` ];
	}
	const urls = urlList.map( parseUrl );
	if ( urls.some( ( url ) => url === null ) ) {
		return [
			400,
			'urlList holds an entry that is not an absolute http(s) URL',
		];
	}
	if ( ! KEY_PATTERN.test( key ) ) {
		return [ 422, 'key does not match the protocol' ];
	}
	const hostName = host.toLowerCase();
	if ( urls.some( ( url ) => url.hostname.toLowerCase() !== hostName ) ) {
		return [ 422, 'a URL is not on host' ];
	}
	let location;
	if ( keyLocation === undefined ) {
		location = `https://${ host }/${ key }.txt`;
	} else {
		const parsed = parseUrl( keyLocation );
		if ( ! parsed ) {
			return [ 400, 'keyLocation is not an absolute http(s) URL' ];
		}
		if ( parsed.hostname.toLowerCase() !== hostName ) {
			return [ 422, 'keyLocation is not on host' ];
		}
		location = parsed.href;
	}
	const file = await fetchKey( location );
	if ( file.status !== 200 ) {
		return [
			403,
			`key file answered ${ file.status }${ file.error ? ` (${ file.error })` : '' }`,
		];
	}
	if ( file.text.trim() !== key ) {
		return [ 403, 'key file does not hold the key' ];
	}
	const seen = state.keys.has( key );
	state.keys.add( key );
	return [ seen ? 200 : 202, 'ok' ];
}

const server = createServer( async ( req, res ) => {
	const url = new URL( req.url, 'http://localhost' );
	if ( url.pathname === '/__control/reset' && req.method === 'POST' ) {
		for ( const socket of state.hanging ) {
			socket.destroy();
		}
		reset();
		return send( res, 200, { ok: true } );
	}
	if ( url.pathname === '/__control/config' && req.method === 'POST' ) {
		const patch = JSON.parse( ( await readBody( req ) ) || '{}' );
		state.config = { ...state.config, ...patch };
		return send( res, 200, { ok: true, config: state.config } );
	}
	if ( url.pathname === '/__control/state' ) {
		return send( res, 200, {
			submissions: state.submissions,
			keys: [ ...state.keys ],
			config: state.config,
		} );
	}
	if ( url.pathname === '/indexnow' || url.pathname === '/' ) {
		if ( req.method !== 'POST' ) {
			return send( res, 405, 'Method Not Allowed', {
				Allow: 'POST',
			} );
		}
		const raw = await readBody( req );
		const mode = currentMode();
		if ( mode === 'hang' ) {
			// Never answers: the client's timeout must end the wait.
			state.hanging.add( req.socket );
			state.submissions.push( {
				raw: raw.slice( 0, 200 ),
				status: 0,
				reason: 'hang',
			} );
			return undefined;
		}
		if ( mode === '429' ) {
			state.submissions.push( {
				raw: raw.slice( 0, 200 ),
				status: 429,
				reason: 'too many requests',
			} );
			const headers = state.config.retryAfter
				? { 'Retry-After': String( state.config.retryAfter ) }
				: {};
			return send( res, 429, 'Too Many Requests', headers );
		}
		const [ status, reason ] = await check( raw );
		const body = parseJson( raw ) ?? {};
		state.submissions.push( {
			host: body?.host,
			key: body?.key,
			keyLocation: body?.keyLocation,
			urlList: Array.isArray( body?.urlList )
				? body.urlList.slice( 0, 100 )
				: undefined,
			count: Array.isArray( body?.urlList ) ? body.urlList.length : 0,
			status,
			reason,
		} );
		return send( res, status, status < 300 ? '' : reason );
	}
	return send( res, 404, 'Not Found' );
} );

start( server, 'fake-indexnow', '/indexnow' );
