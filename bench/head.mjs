/**
 * Head output cost: paired, interleaved front-end measurements. Each round requests a URL
 * once with Lodestar and once without it (the mu-plugin switch deactivates the plugin for
 * that request), reading the stack's metrics headers (X-WP-Queries, X-WP-PHP-Time) and the
 * worker's CPU time (X-Lodestar-CPU-Time, from bench/head.php).
 * Prints, per page type, the median added PHP time (paired) over the whole request and over
 * the stretches in which Lodestar runs (X-Lodestar-Window-Time, see bench/head.php), the
 * median added CPU time and the added queries, and checks them against the budget
 * (DESIGN.md §6: ≤ 1.5 ms, 0 queries).
 *
 * The bench's own instrumentation (bench/head.php wraps each Lodestar callback in a timer, about
 * 0.1 ms more work with Lodestar on) is sent as X-Lodestar-Bench-Overhead and taken off every
 * paired difference.
 *
 * It also prints Lodestar's own time (X-Lodestar-Own-Time: loading the plugin plus every
 * callback it hooks, each timed; the median over the requests with Lodestar on).
 *
 * The verdict reads the own time and the window; both must be within budget. The
 * whole-request figure is printed too, but a block theme renders for 50-80 ms around the head,
 * and on a shared two-core machine that spreads single requests by ±5 ms: the median of 200
 * paired differences then moves by about half a millisecond from run to run, a third of the
 * budget. The window leaves out only code that is the same with and without Lodestar (the
 * template, the content, the footer); the own time is the exact cost of Lodestar's code, and
 * the paired figures check that nothing is hidden outside it.
 *
 * node bench/head.mjs BASE_URL [ROUNDS]   (ROUNDS pairs per page type, default 200)
 * BENCH_STRICT=1 makes a result over budget exit with status 1.
 */
/* eslint-disable no-console -- a benchmark prints its figures. */
import { median, pages } from './common.mjs';

const [ base, roundsArg ] = process.argv.slice( 2 );
const rounds = Number( roundsArg ?? 200 );
const BUDGET_MS = 1.5;

/**
 * One request.
 *
 * @param {string}  path URL path.
 * @param {boolean} off  Whether Lodestar is switched off for this request.
 */
async function hit( path, off ) {
	const response = await fetch( base + path, {
		headers: off ? { 'X-Lodestar-Bench': 'off' } : {},
		redirect: 'manual',
	} );
	const html = await response.text();
	return {
		status: response.status,
		queries: Number( response.headers.get( 'x-wp-queries' ) ),
		php: parseFloat( response.headers.get( 'x-wp-php-time' ) ),
		cpu: parseFloat(
			response.headers.get( 'x-lodestar-cpu-time' ) ?? 'NaN'
		),
		window: parseFloat(
			response.headers.get( 'x-lodestar-window-time' ) ?? 'NaN'
		),
		own: parseFloat(
			response.headers.get( 'x-lodestar-own-time' ) ?? 'NaN'
		),
		// The bench's own instrumentation (wrapping Lodestar's callbacks in timers), taken off below.
		overhead: parseFloat(
			response.headers.get( 'x-lodestar-bench-overhead' ) ?? 'NaN'
		),
		lodestar: html.includes( '<!-- Lodestar SEO -->' ),
	};
}

const quantile = ( values, q ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.floor( q * sorted.length ) )
	];
};

/**
 * 95 % confidence interval of the median of paired differences: percentile bootstrap, 2000
 * resamples, seeded so a run's figures can be reproduced from its data.
 *
 * @param {number[]} values Paired differences.
 */
const medianInterval = ( values ) => {
	let seed = 20261122;
	const random = () => {
		seed = ( seed * 1103515245 + 12345 ) % 2147483648;
		return seed / 2147483648;
	};
	const medians = [];
	for ( let i = 0; i < 2000; i++ ) {
		const sample = values.map(
			() => values[ Math.floor( random() * values.length ) ]
		);
		medians.push( median( sample ) );
	}
	return `${ quantile( medians, 0.025 ).toFixed( 2 ) }..${ quantile(
		medians,
		0.975
	).toFixed( 2 ) }`;
};

const rows = [];
let over = false;
for ( const [ name, path ] of Object.entries( pages ) ) {
	// Warm-up: opcache, MariaDB buffers, and Lodestar's first-view work (stored image facts).
	for ( let i = 0; i < 10; i++ ) {
		await hit( path, i % 2 === 0 );
	}
	const on = [];
	const off = [];
	const deltas = [];
	const cpuDeltas = [];
	const windowDeltas = [];
	for ( let i = 0; i < rounds; i++ ) {
		// Alternate which goes first so drift does not favour one side.
		const pluginFirst = i % 2 === 0;
		const a = await hit( path, ! pluginFirst );
		const b = await hit( path, pluginFirst );
		const withPlugin = pluginFirst ? a : b;
		const without = pluginFirst ? b : a;
		if ( without.lodestar || ( name !== '404' && ! withPlugin.lodestar ) ) {
			throw new Error(
				`${ name }: the plugin switch did not work (on: ${ withPlugin.lodestar }, off: ${ without.lodestar })`
			);
		}
		on.push( withPlugin );
		off.push( without );
		const overhead = withPlugin.overhead - without.overhead;
		deltas.push( withPlugin.php - without.php - overhead );
		cpuDeltas.push( withPlugin.cpu - without.cpu - overhead );
		windowDeltas.push( withPlugin.window - without.window - overhead );
	}
	const addedQueries = on.map( ( r, i ) => r.queries - off[ i ].queries );
	const addedMs = median( deltas );
	const addedWindowMs = median( windowDeltas );
	if ( Number.isNaN( addedWindowMs ) ) {
		throw new Error(
			`${ name }: no X-Lodestar-Window-Time header (is bench/head.php in mu-plugins?)`
		);
	}
	const maxAddedQueries = Math.max( ...addedQueries );
	const ownMs = median( on.map( ( r ) => r.own ) );
	const withinBudget =
		ownMs <= BUDGET_MS &&
		addedWindowMs <= BUDGET_MS &&
		maxAddedQueries <= 0;
	over ||= ! withinBudget;
	const own = on.map( ( r ) => r.own );
	rows.push( {
		page: name,
		status: on[ 0 ].status,
		queries: `${ median( off.map( ( r ) => r.queries ) ) } → ${ median(
			on.map( ( r ) => r.queries )
		) }`,
		'added queries (max)': maxAddedQueries,
		'page ms (off)': median( off.map( ( r ) => r.php ) ).toFixed( 1 ),
		'own ms': ownMs.toFixed( 2 ),
		'own p25..p75': `${ quantile( own, 0.25 ).toFixed( 2 ) }..${ quantile(
			own,
			0.75
		).toFixed( 2 ) }`,
		'window ms': addedWindowMs.toFixed( 2 ),
		'window 95% CI': medianInterval( windowDeltas ),
		'whole ms': addedMs.toFixed( 2 ),
		'whole 95% CI': medianInterval( deltas ),
		'CPU ms': Number.isNaN( median( cpuDeltas ) )
			? 'n/a'
			: median( cpuDeltas ).toFixed( 2 ),
		budget: withinBudget ? 'ok' : 'OVER',
	} );
}
const load = ( await import( 'node:os' ) ).loadavg()[ 0 ].toFixed( 2 );
console.log(
	`Head output cost, ${ rounds } interleaved pairs per page (${
		rounds * 2
	} requests), opcache on, load average ${ load }. Budget: ≤ ${ BUDGET_MS } ms (own time and window), 0 added queries.`
);
console.log(
	"own: Lodestar's own time (median). window / whole / CPU: added time over the stretches where Lodestar runs, over the whole request, and in CPU time (paired medians, the bench's instrumentation taken off), with a 95 % bootstrap interval of the median."
);
console.table( rows );
if ( over && process.env.BENCH_STRICT ) {
	process.exit( 1 );
}
