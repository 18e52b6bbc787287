/**
 * Where each plugin's own time goes, callback by callback, on one bench site: Lodestar and
 * another plugin (bench/peer.mjs's peer) asked in turn, page by page.
 *
 * Each page is asked REQUESTS times a side (after 4 warm-up requests a side), the two sides
 * alternating request by request, with the header X-Lodestar-Callbacks, which makes
 * bench/head.php (the bench's must-use plugin) append the request's times per callback
 * (loading included, as `load+boot`). Prints, per page, each side's median own time and the
 * median of every callback that took 3 µs or more, largest first: the breakdown behind a
 * ratio of bench/peer-table.mjs.
 *
 * node bench/peer-callbacks.mjs STATE_DIR PEER_FILE [REQUESTS]
 * STATE_DIR: a bench site's state folder with bench/head.php among its must-use plugins and
 * the peer in its plugins (bench/peer-ratio.sh makes one and removes it; keep one with
 * `bash bin/wp-up.sh --port P --state STATE_DIR` and the copy steps of peer-ratio.sh).
 * PEER_FILE: the peer's main file under plugins/ (autodescription/autodescription.php).
 * Default: 40 requests a side.
 */
/* eslint-disable no-console -- a benchmark prints its figures. */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { median, pages, siteEnv } from './common.mjs';

const [ state, peer, requestsArg ] = process.argv.slice( 2 );
if ( ! state || ! peer ) {
	console.error(
		'usage: node bench/peer-callbacks.mjs STATE_DIR PEER_FILE [REQUESTS]'
	);
	process.exit( 2 );
}
const requests = Number( requestsArg ?? 40 );
const env = siteEnv( state );
const out = join( env.WP_SITE_DIR, 'wp-content/lodestar-bench-callbacks' );
const sides = { Lodestar: {}, peer: { 'X-Lodestar-Peer': peer } };
const slug = ( text ) => text.toLowerCase().replace( /[^a-z0-9]+/g, '-' );

for ( const [ page, path ] of Object.entries( pages ) ) {
	const files = {};
	for ( const side of Object.keys( sides ) ) {
		files[ side ] = join(
			out,
			`peer-${ slug( side + ' ' + page ) }.jsonl`
		);
		if ( existsSync( files[ side ] ) ) {
			rmSync( files[ side ] );
		}
	}
	for ( let i = 0; i < requests + 4; i++ ) {
		for ( const [ side, headers ] of Object.entries( sides ) ) {
			const response = await fetch( env.WP_URL + path, {
				headers: {
					...headers,
					...( i >= 4
						? {
								'X-Lodestar-Callbacks': `peer-${ slug(
									side + ' ' + page
								) }`,
							}
						: {} ),
				},
			} );
			await response.text();
		}
	}
	console.log( `\n${ page }` );
	for ( const side of Object.keys( sides ) ) {
		const lines = readFileSync( files[ side ], 'utf8' )
			.trim()
			.split( '\n' )
			.map( ( line ) => JSON.parse( line ) );
		const labels = new Set(
			lines.flatMap( ( line ) => Object.keys( line.callbacks ) )
		);
		const rows = [ ...labels ]
			.map( ( label ) => [
				label,
				median(
					lines.map( ( line ) => line.callbacks[ label ] ?? 0 )
				) / 1000,
			] )
			.filter( ( [ , us ] ) => us >= 3 )
			.sort( ( a, b ) => b[ 1 ] - a[ 1 ] );
		const own = median( lines.map( ( line ) => line.own ) ) / 1000;
		console.log(
			`  ${ side === 'peer' ? peer : side }: own ${ own.toFixed( 0 ) } µs`
		);
		for ( const [ label, us ] of rows ) {
			console.log(
				`    ${ us.toFixed( 0 ).padStart( 5 ) } µs  ${ label }`
			);
		}
	}
}
