/**
 * Lodestar's own time next to another SEO plugin's, on the same pages of the same site.
 *
 *   node bench/peer.mjs BASE_URL PEER_PLUGIN_FILE [ROUNDS]
 *   e.g. node bench/peer.mjs http://127.0.0.1:8899 autodescription/autodescription.php 4
 *
 * The peer is not part of the project: put its folder into the bench site's plugins folder by
 * hand (it need not be activated). A request with "X-Lodestar-Peer: PEER_PLUGIN_FILE" runs with
 * the peer instead of Lodestar (bench/mu-plugins/lodestar-bench-toggle.php), and bench/head.php
 * then sends the peer's own time: its loading plus every callback defined in its folder, timed
 * as Lodestar's are. Rounds alternate Lodestar and the peer, 20 requests a page each (after 3
 * unmeasured), so both see the same machine. The budget verdict stays with bench/head.mjs.
 *
 * Then, per page, what each prints and queries, against the same page with neither (header
 * X-Lodestar-Bench: off): head tags = the <title>, <meta>, <link> and JSON-LD <script> tags of
 * <head> that the page without either plugin does not have (a multiset difference: a tag that
 * replaces core's own with other bytes counts); JSON-LD nodes = the entries of each printed
 * JSON-LD script's @graph (1 for a script without one); added queries = the most a request of
 * 5 off/Lodestar/peer triples adds (X-WP-Queries, bin/mu-plugins/lodestar-metrics.php).
 * With --json FILE the figures are also written there (bench/peer-ratio.sh merges them with
 * the instruction counts).
 */
/* eslint-disable no-console -- a benchmark prints its figures. */
import { median, pages } from './common.mjs';

const args = process.argv.slice( 2 );
const jsonAt = args.indexOf( '--json' );
const jsonFile = jsonAt >= 0 ? args.splice( jsonAt, 2 )[ 1 ] : '';
const [ base, peer, roundsArg ] = args;
if ( ! base || ! peer ) {
	console.error(
		'usage: node bench/peer.mjs BASE_URL PEER_PLUGIN_FILE [ROUNDS]'
	);
	process.exit( 2 );
}
const rounds = Number( roundsArg ?? 4 );
const PER_ROUND = 20;
async function own( path, withPeer ) {
	const response = await fetch( base + path, {
		headers: withPeer ? { 'X-Lodestar-Peer': peer } : {},
		redirect: 'manual',
	} );
	await response.text();
	return parseFloat( response.headers.get( 'x-lodestar-own-time' ) ?? 'NaN' );
}

const samples = {};
for ( let round = 0; round < rounds; round++ ) {
	for ( const withPeer of [ false, true ] ) {
		for ( const [ name, path ] of Object.entries( pages ) ) {
			samples[ name ] ??= { lodestar: [], peer: [] };
			for ( let i = 0; i < PER_ROUND + 3; i++ ) {
				const ms = await own( path, withPeer );
				if ( i >= 3 ) {
					samples[ name ][ withPeer ? 'peer' : 'lodestar' ].push(
						ms
					);
				}
			}
		}
	}
}

const TAG = /<(title|meta|link|script[^>]*application\/ld\+json)\b[^>]*>/gi;
const JSON_LD = /<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/gi;
/**
 * One request's head tags, JSON-LD scripts and query count.
 *
 * @param {string} path    URL path.
 * @param {Object} headers Request headers.
 */
async function printed( path, headers ) {
	const response = await fetch( base + path, {
		headers,
		redirect: 'manual',
	} );
	const html = await response.text();
	const head = html.split( /<\/head>/i )[ 0 ];
	return {
		tags: [ ...head.matchAll( TAG ) ].map( ( m ) => m[ 0 ] ),
		jsonLd: [ ...html.matchAll( JSON_LD ) ].map( ( m ) => m[ 1 ].trim() ),
		queries: Number( response.headers.get( 'x-wp-queries' ) ),
	};
}
/**
 * What one side prints beyond the page without either plugin.
 *
 * @param {Object} side Its printed().
 * @param {Object} off  The page without either plugin.
 */
function added( side, off ) {
	const left = new Map();
	for ( const tag of off.tags ) {
		left.set( tag, ( left.get( tag ) ?? 0 ) + 1 );
	}
	let tags = 0;
	for ( const tag of side.tags ) {
		if ( left.get( tag ) ) {
			left.set( tag, left.get( tag ) - 1 );
		} else {
			tags++;
		}
	}
	let nodes = 0;
	for ( const script of side.jsonLd.filter(
		( s ) => ! off.jsonLd.includes( s )
	) ) {
		const data = JSON.parse( script );
		nodes += Array.isArray( data[ '@graph' ] )
			? data[ '@graph' ].length
			: 1;
	}
	return { tags, nodes };
}
const printedBy = {};
for ( const [ name, path ] of Object.entries( pages ) ) {
	const most = { lodestar: -Infinity, peer: -Infinity };
	let last;
	for ( let i = 0; i < 5; i++ ) {
		const off = await printed( path, { 'X-Lodestar-Bench': 'off' } );
		const mine = await printed( path, {} );
		const theirs = await printed( path, { 'X-Lodestar-Peer': peer } );
		most.lodestar = Math.max( most.lodestar, mine.queries - off.queries );
		most.peer = Math.max( most.peer, theirs.queries - off.queries );
		last = { off, mine, theirs };
	}
	printedBy[ name ] = {
		lodestar: { ...added( last.mine, last.off ), queries: most.lodestar },
		peer: { ...added( last.theirs, last.off ), queries: most.peer },
	};
}

const rows = Object.entries( samples ).map(
	( [ page, { lodestar, peer: other } ] ) => {
		const mine = median( lodestar );
		const theirs = median( other );
		if ( Number.isNaN( theirs ) || 0 === theirs ) {
			throw new Error(
				`no own time for ${ peer } on ${ page }: is its folder in the plugins folder, and bench/head.php in mu-plugins?`
			);
		}
		return {
			page,
			'Lodestar own ms': mine.toFixed( 2 ),
			'peer own ms': theirs.toFixed( 2 ),
			'peer ÷ Lodestar': ( theirs / mine ).toFixed( 2 ),
			'Lodestar ÷ peer': ( mine / theirs ).toFixed( 2 ),
			'tags L/peer': `${ printedBy[ page ].lodestar.tags }/${ printedBy[ page ].peer.tags }`,
			'JSON-LD nodes L/peer': `${ printedBy[ page ].lodestar.nodes }/${ printedBy[ page ].peer.nodes }`,
			'added queries L/peer': `${ printedBy[ page ].lodestar.queries }/${ printedBy[ page ].peer.queries }`,
		};
	}
);
console.log(
	`Own time (median of ${
		rounds * PER_ROUND
	} requests a page each, rounds interleaved): Lodestar and ${ peer }.`
);
console.table( rows );
if ( jsonFile ) {
	const { writeFileSync } = await import( 'node:fs' );
	writeFileSync(
		jsonFile,
		JSON.stringify(
			Object.fromEntries(
				Object.entries( samples ).map( ( [ page, side ] ) => [
					page,
					{
						path: pages[ page ],
						lodestarMs: median( side.lodestar ),
						peerMs: median( side.peer ),
						...printedBy[ page ],
					},
				] )
			),
			null,
			'\t'
		)
	);
}
