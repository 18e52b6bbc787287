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
 */
/* eslint-disable no-console -- a benchmark prints its figures. */
import { median, pages } from './common.mjs';

const [ base, peer, roundsArg ] = process.argv.slice( 2 );
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
		};
	}
);
console.log(
	`Own time (median of ${
		rounds * PER_ROUND
	} requests a page each, rounds interleaved): Lodestar and ${ peer }.`
);
console.table( rows );
