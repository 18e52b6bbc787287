/**
 * Two built checkouts of the plugin compared callback by callback on one bench site: where a
 * change of Lodestar's own time comes from (its loading, each hooked callback).
 *
 * The plugin link of the site points at each checkout in turn (php-fpm reloaded each time),
 * ROUNDS times, so both sides share the machine's slow and quiet stretches. Each page is asked
 * REQUESTS times a round and side (after 4 warm-up requests) with the header
 * X-Lodestar-Callbacks, which makes bench/head.php (the bench's must-use plugin) append the
 * request's times per callback. Prints, per page, the median own time of each side and the ten
 * callbacks whose median moved most.
 *
 * node bench/callbacks.mjs STATE_DIR DIR_A DIR_B [ROUNDS] [REQUESTS]
 * STATE_DIR: a bench site's state folder (bench/callbacks.sh makes one), with bench/head.php
 * among its must-use plugins. Defaults: 3 rounds, 20 requests.
 */
/* eslint-disable no-console -- a benchmark prints its figures. */
import {
	existsSync,
	readFileSync,
	realpathSync,
	rmSync,
	symlinkSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { median, pages, siteEnv } from './common.mjs';

const [ state, dirA, dirB, roundsArg, requestsArg ] = process.argv.slice( 2 );
if ( ! state || ! dirA || ! dirB ) {
	console.error(
		'usage: node bench/callbacks.mjs STATE_DIR DIR_A DIR_B [ROUNDS] [REQUESTS]'
	);
	process.exit( 2 );
}
const rounds = Number( roundsArg ?? 3 );
const requests = Number( requestsArg ?? 20 );
const env = siteEnv( state );
const link = join( env.WP_SITE_DIR, 'wp-content/plugins/lodestar' );
const out = join( env.WP_SITE_DIR, 'wp-content/lodestar-bench-callbacks' );
const sides = { a: resolve( dirA ), b: resolve( dirB ) };
for ( const dir of Object.values( sides ) ) {
	if ( ! existsSync( join( dir, 'build/php/classes.php' ) ) ) {
		console.error( `callbacks: ${ dir } is not a built Lodestar checkout` );
		process.exit( 2 );
	}
}
const slug = ( text ) => text.replace( /[^a-z0-9]+/g, '-' );
const pause = ( ms ) => new Promise( ( done ) => setTimeout( done, ms ) );

/**
 * Points the plugin link at a checkout and reloads php-fpm (opcache starts afresh).
 *
 * @param {string} dir Checkout.
 */
const serve = async ( dir ) => {
	rmSync( link, { force: true } );
	symlinkSync( dir, link );
	const pid = Number(
		readFileSync( join( state, 'run/php-fpm.pid' ), 'utf8' ).trim()
	);
	process.kill( pid, 'SIGUSR2' );
	await pause( 2000 );
};

rmSync( out, { recursive: true, force: true } );
const original = realpathSync( link );
try {
	for ( let round = 0; round < rounds; round++ ) {
		for ( const [ side, dir ] of Object.entries( sides ) ) {
			await serve( dir );
			for ( const [ page, path ] of Object.entries( pages ) ) {
				for ( let i = 0; i < requests + 4; i++ ) {
					const headers =
						i < 4
							? {}
							: {
									'X-Lodestar-Callbacks': `${ side }-${ slug( page ) }`,
								};
					const response = await fetch( env.WP_URL + path, {
						headers,
						redirect: 'manual',
					} );
					await response.arrayBuffer();
				}
			}
		}
	}
} finally {
	await serve( original );
}

const read = ( side, page ) =>
	readFileSync( join( out, `${ side }-${ slug( page ) }.jsonl` ), 'utf8' )
		.trim()
		.split( '\n' )
		.map( ( line ) => JSON.parse( line ) );
const ms = ( ns ) => ns / 1e6;
console.log(
	`Own time callback by callback, ${ rounds } rounds x ${ requests } requests a page and side (ms, medians). A: ${ sides.a }  B: ${ sides.b }`
);
for ( const page of Object.keys( pages ) ) {
	const rows = { a: read( 'a', page ), b: read( 'b', page ) };
	const own = ( side ) =>
		median( rows[ side ].map( ( row ) => ms( row.own ) ) );
	console.log(
		`\n${ page }: A ${ own( 'a' ).toFixed( 3 ) }  B ${ own( 'b' ).toFixed(
			3
		) }  B-A ${ ( own( 'b' ) - own( 'a' ) ).toFixed( 3 ) }`
	);
	const labels = new Set(
		[ ...rows.a, ...rows.b ].flatMap( ( row ) =>
			Object.keys( row.callbacks )
		)
	);
	const moves = [ ...labels ].map( ( label ) => {
		const of = ( side ) =>
			median(
				rows[ side ].map( ( row ) => ms( row.callbacks[ label ] ?? 0 ) )
			);
		return { label, a: of( 'a' ), b: of( 'b' ) };
	} );
	moves
		.sort( ( x, y ) => Math.abs( y.b - y.a ) - Math.abs( x.b - x.a ) )
		.slice( 0, 10 )
		.forEach( ( { label, a, b } ) =>
			console.log(
				`  ${
					( b - a >= 0 ? '+' : '' ) + ( b - a ).toFixed( 3 )
				}  A ${ a.toFixed( 3 ) }  B ${ b.toFixed( 3 ) }  ${ label }`
			)
		);
}
rmSync( out, { recursive: true, force: true } );
