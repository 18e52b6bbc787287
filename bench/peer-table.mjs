/**
 * The ratio table of bench/peer-ratio.sh: bench/peer.mjs's figures (--json) and
 * bench/fpm-instructions.sh's counts (BENCH_FPM_OUT) side by side, page by page, with the
 * budget verdict of issue 33: Lodestar ≤ 0.5 × the peer in own time and in added instructions,
 * 0 added queries.
 *
 *   node bench/peer-table.mjs TIME_JSON INSTRUCTIONS_TSV
 */
/* eslint-disable no-console -- a benchmark prints its figures. */
import { readFileSync } from 'node:fs';

const [ timeFile, instrFile ] = process.argv.slice( 2 );
const time = JSON.parse( readFileSync( timeFile, 'utf8' ) );
const instructions = Object.fromEntries(
	readFileSync( instrFile, 'utf8' )
		.trim()
		.split( '\n' )
		.map( ( line ) => line.split( '\t' ) )
		.map( ( [ path, off, on, peer ] ) => [
			path,
			{ lodestar: ( on - off ) / 1e6, peer: ( peer - off ) / 1e6 },
		] )
);
const BUDGET = 0.5;
let met = true;
const rows = Object.entries( time ).map( ( [ page, t ] ) => {
	const i = instructions[ t.path ];
	const timeRatio = t.lodestarMs / t.peerMs;
	const instrRatio = i.lodestar / i.peer;
	met &&=
		timeRatio <= BUDGET && instrRatio <= BUDGET && 0 === t.lodestar.queries;
	return {
		page,
		'own ms L': t.lodestarMs.toFixed( 2 ),
		'own ms TSF': t.peerMs.toFixed( 2 ),
		'time L÷TSF': timeRatio.toFixed( 2 ),
		'+M instr L': i.lodestar.toFixed( 2 ),
		'+M instr TSF': i.peer.toFixed( 2 ),
		'instr L÷TSF': instrRatio.toFixed( 2 ),
		'tags L/TSF': `${ t.lodestar.tags }/${ t.peer.tags }`,
		'JSON-LD nodes L/TSF': `${ t.lodestar.nodes }/${ t.peer.nodes }`,
		'+queries L/TSF': `${ t.lodestar.queries }/${ t.peer.queries }`,
	};
} );
console.log(
	'Lodestar (L) against The SEO Framework (TSF), one site, one run. Budget: L ÷ TSF ≤ 0.5 in own time and in added instructions, 0 added queries for L.'
);
console.table( rows );
console.log(
	met ? 'Budget met on every page.' : 'Budget NOT met on every page.'
);
