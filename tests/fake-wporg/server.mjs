#!/usr/bin/env node
/**
 * A local fake of the wordpress.org plugin and theme directory (api.wordpress.org) and its
 * download host (downloads.wordpress.org), for PHPUnit and Playwright: wordpress.org is
 * unreachable from the test machines. No dependencies.
 *
 * Usage: node tests/fake-wporg/server.mjs [--port N] [--url-file PATH]
 * Listens on 127.0.0.1 (port 0: a free one), prints `fake-wporg: <url>` and writes the URL
 * (http://localhost:PORT, a host WordPress's WP_HTTP_BLOCK_EXTERNAL lets through) to --url-file.
 * The test-only must-use plugin tests/fake-wporg/reroute.php sends both hosts' requests here
 * with their paths and queries unchanged.
 *
 * Directory, with wordpress.org's paths and answer shapes:
 *   GET|POST /plugins/info/1.2/?action=plugin_information&request[slug]=S
 *                                 { name, slug, version, download_link, ... } or 404 { error: 'Plugin not found.' }
 *   GET|POST /themes/info/1.2/?action=theme_information&request[slug]=S
 *                                 { name, slug, version, download_link, ... } or 404 { error: 'Theme not found' }
 *   GET /plugin/S.VERSION.zip     a real zip: S/S.php, a valid plugin ("Plugin Name: ... (test package)")
 *   GET /theme/S.VERSION.zip      a real zip: S/style.css + S/index.php, a valid classic theme
 * Every slug is known unless listed in `unknown`. Anything else: 404.
 *
 * Control (tests only), JSON in and out:
 *   POST /__control/reset         forget failures, settings and the log
 *   POST /__control/config        merge { unknown: [slug], version }
 *   POST /__control/fail          { match: path substring, status?, body?, hang?, delayMs?, times? }
 *                                 hang: never answer (the client's timeout must end the call)
 *   GET  /__control/state         { log: [{ method, path }], hanging }
 */
import zlib from 'node:zlib';

import {
	createServer,
	parseJson,
	readBody,
	sender,
	start,
	takeFailure,
} from '../fake-common/http.mjs';

const DEFAULTS = () => ( { unknown: [], version: '1.0.0' } );
let state;
function reset() {
	if ( state ) {
		for ( const res of state.hanging ) {
			res.destroy();
		}
	}
	state = { config: DEFAULTS(), failures: [], log: [], hanging: new Set() };
}
reset();

// ---------------------------------------------------------------- zip (stored + deflate)
const CRC_TABLE = ( () => {
	const table = new Uint32Array( 256 );
	for ( let n = 0; n < 256; n++ ) {
		let c = n;
		for ( let k = 0; k < 8; k++ ) {
			c = c & 1 ? 0xedb88320 ^ ( c >>> 1 ) : c >>> 1;
		}
		table[ n ] = c >>> 0;
	}
	return table;
} )();
function crc32( buffer ) {
	let crc = 0xffffffff;
	for ( const byte of buffer ) {
		crc = CRC_TABLE[ ( crc ^ byte ) & 0xff ] ^ ( crc >>> 8 );
	}
	return ( crc ^ 0xffffffff ) >>> 0;
}

/**
 * A zip archive of { path: content } (folders get their own entries).
 *
 * @param {Record<string, string>} files Files.
 */
function zip( files ) {
	const entries = [];
	const folders = new Set();
	for ( const name of Object.keys( files ) ) {
		const parts = name.split( '/' );
		for ( let i = 1; i < parts.length; i++ ) {
			folders.add( parts.slice( 0, i ).join( '/' ) + '/' );
		}
	}
	for ( const folder of folders ) {
		entries.push( { name: folder, data: Buffer.alloc( 0 ) } );
	}
	for ( const [ name, content ] of Object.entries( files ) ) {
		entries.push( { name, data: Buffer.from( content, 'utf8' ) } );
	}
	const locals = [];
	const centrals = [];
	let offset = 0;
	for ( const entry of entries ) {
		const name = Buffer.from( entry.name, 'utf8' );
		const compressed = entry.data.length
			? zlib.deflateRawSync( entry.data )
			: Buffer.alloc( 0 );
		const method = entry.data.length ? 8 : 0;
		const crc = crc32( entry.data );
		const local = Buffer.alloc( 30 );
		local.writeUInt32LE( 0x04034b50, 0 );
		local.writeUInt16LE( 20, 4 );
		local.writeUInt16LE( 0x0800, 6 ); // UTF-8 names
		local.writeUInt16LE( method, 8 );
		local.writeUInt16LE( 0, 10 );
		local.writeUInt16LE( 0x21, 12 ); // 1980-01-01
		local.writeUInt32LE( crc, 14 );
		local.writeUInt32LE( compressed.length, 18 );
		local.writeUInt32LE( entry.data.length, 22 );
		local.writeUInt16LE( name.length, 26 );
		local.writeUInt16LE( 0, 28 );
		locals.push( local, name, compressed );
		const central = Buffer.alloc( 46 );
		central.writeUInt32LE( 0x02014b50, 0 );
		central.writeUInt16LE( 0x031e, 4 ); // made by Unix, 3.0
		central.writeUInt16LE( 20, 6 );
		central.writeUInt16LE( 0x0800, 8 );
		central.writeUInt16LE( method, 10 );
		central.writeUInt16LE( 0, 12 );
		central.writeUInt16LE( 0x21, 14 );
		central.writeUInt32LE( crc, 16 );
		central.writeUInt32LE( compressed.length, 20 );
		central.writeUInt32LE( entry.data.length, 24 );
		central.writeUInt16LE( name.length, 28 );
		central.writeUInt16LE( 0, 30 );
		central.writeUInt16LE( 0, 32 );
		central.writeUInt16LE( 0, 34 );
		central.writeUInt16LE( 0, 36 );
		central.writeUInt32LE(
			( ( entry.name.endsWith( '/' ) ? 0o40755 : 0o100644 ) << 16 ) >>> 0,
			38
		);
		central.writeUInt32LE( offset, 42 );
		centrals.push( central, name );
		offset += local.length + name.length + compressed.length;
	}
	const centralSize = centrals.reduce( ( sum, b ) => sum + b.length, 0 );
	const end = Buffer.alloc( 22 );
	end.writeUInt32LE( 0x06054b50, 0 );
	end.writeUInt16LE( entries.length, 8 );
	end.writeUInt16LE( entries.length, 10 );
	end.writeUInt32LE( centralSize, 12 );
	end.writeUInt32LE( offset, 16 );
	return Buffer.concat( [ ...locals, ...centrals, end ] );
}

const title = ( slug ) =>
	slug
		.split( '-' )
		.map( ( w ) => w.charAt( 0 ).toUpperCase() + w.slice( 1 ) )
		.join( ' ' );

function pluginPackage( slug, version ) {
	return zip( {
		[ `${ slug }/${ slug }.php` ]: `<?php
/**
 * Plugin Name: ${ title( slug ) } (test package)
 * Description: A tiny plugin served by Lodestar's fake plugin directory.
 * Version: ${ version }
 * Requires PHP: 7.4
 */
defined( 'ABSPATH' ) || exit;
register_activation_hook( __FILE__, static function () {
	update_option( 'fake_wporg_activated_${ slug.replace( /-/g, '_' ) }', '${ version }' );
} );
`,
		[ `${ slug }/readme.txt` ]: `=== ${ title( slug ) } ===\nStable tag: ${ version }\n\nA test package.\n`,
	} );
}

function themePackage( slug, version ) {
	return zip( {
		[ `${ slug }/style.css` ]: `/*
Theme Name: ${ title( slug ) } (test package)
Description: A tiny theme served by Lodestar's fake theme directory.
Version: ${ version }
*/
`,
		[ `${ slug }/index.php` ]: `<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head><meta charset="<?php bloginfo( 'charset' ); ?>"><?php wp_head(); ?></head>
<body <?php body_class(); ?>>
<?php
while ( have_posts() ) {
	the_post();
	the_title( '<h1>', '</h1>' );
	the_content();
}
wp_footer();
?>
</body>
</html>
`,
	} );
}

// ---------------------------------------------------------------- HTTP
const send = sender();

/**
 * The request[slug] of a directory query (GET query or POST form).
 * @param params
 */
function slugOf( params ) {
	return params.get( 'request[slug]' ) ?? params.get( 'slug' ) ?? '';
}

function directory( kind, slug, res ) {
	const known =
		/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test( slug ) &&
		! state.config.unknown.includes( slug );
	if ( ! known ) {
		send( res, 404, {
			error: kind === 'plugin' ? 'Plugin not found.' : 'Theme not found',
		} );
		return;
	}
	const version = state.config.version;
	const base = {
		name: `${ title( slug ) } (test package)`,
		slug,
		version,
		author: 'Lodestar tests',
		requires: '6.0',
		requires_php: '7.4',
		download_link: `https://downloads.wordpress.org/${ kind }/${ slug }.${ version }.zip`,
	};
	send(
		res,
		200,
		kind === 'plugin'
			? { ...base, tested: '7.1', sections: {} }
			: { ...base, preview_url: '', screenshot_url: '' }
	);
}

const server = createServer( async ( req, res ) => {
	const url = new URL( req.url ?? '/', 'http://localhost' );
	const path = url.pathname;
	const body = await readBody( req );
	if ( path.startsWith( '/__control/' ) ) {
		const input = parseJson( body ) ?? {};
		switch ( path ) {
			case '/__control/reset':
				reset();
				return send( res, 200, { ok: true } );
			case '/__control/config':
				state.config = { ...state.config, ...input };
				return send( res, 200, state.config );
			case '/__control/fail':
				state.failures.push( input );
				return send( res, 200, { ok: true } );
			case '/__control/state':
				return send( res, 200, {
					log: state.log,
					hanging: state.hanging.size,
					config: state.config,
				} );
		}
		return send( res, 404, { error: 'unknown control' } );
	}
	state.log.push( { method: req.method, path: path + url.search } );
	const failure = takeFailure( state.failures, path );
	if ( failure ) {
		if ( failure.hang ) {
			state.hanging.add( res );
			res.on( 'close', () => state.hanging.delete( res ) );
			return;
		}
		if ( failure.delayMs ) {
			await new Promise( ( r ) => setTimeout( r, failure.delayMs ) );
		}
		if ( failure.status ) {
			return send(
				res,
				failure.status,
				failure.body ?? 'Injected failure'
			);
		}
	}
	const params =
		req.method === 'POST' ? new URLSearchParams( body ) : url.searchParams;
	if ( path === '/plugins/info/1.2/' || path === '/plugins/info/1.2' ) {
		return directory( 'plugin', slugOf( params ), res );
	}
	if ( path === '/themes/info/1.2/' || path === '/themes/info/1.2' ) {
		return directory( 'theme', slugOf( params ), res );
	}
	const pkg = path.match(
		/^\/(plugin|theme)\/([a-z0-9-]+)\.(\d+(?:\.\d+)*)\.zip$/
	);
	if ( pkg && ! state.config.unknown.includes( pkg[ 2 ] ) ) {
		const data =
			pkg[ 1 ] === 'plugin'
				? pluginPackage( pkg[ 2 ], pkg[ 3 ] )
				: themePackage( pkg[ 2 ], pkg[ 3 ] );
		return send( res, 200, data, {
			'Content-Type': 'application/zip',
			'Content-Length': String( data.length ),
		} );
	}
	return send( res, 404, 'Not found' );
} );

start( server, 'fake-wporg' );
