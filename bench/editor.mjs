/**
 * Editor bench: what the Lodestar sidebar costs the block editor.
 *
 * 1. Bundle: build/editor's entry (JS + CSS, raw and gzip) loaded with the editor, and the
 *    lazily loaded tab chunks.
 * 2. In Chromium, on a 600-block post, interleaved sessions plugin off / on (sidebar on its
 *    General tab) / on (sidebar on its Checks tab); the per-request switch of bench/mu-plugins
 *    sends "X-Lodestar-Bench: off". Requests and bytes of Lodestar's files at load, time until
 *    the editor shows the post's blocks, and while typing 200 characters into a paragraph and
 *    then into a title field (the SEO Title on the General tab, else the post title): long tasks
 *    and long animation frames (> 50 ms), with the time Lodestar's scripts ran in each frame
 *    (CPU profile samples and the frames' script entries).
 *
 * node bench/editor.mjs URL POST_ID [ROUNDS]
 * BENCH_PROFILE_DIR=DIR also writes each session's CPU profile and phase times (JSON) there.
 */
import { chromium } from '@playwright/test';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { median } from './common.mjs';

const [ , , baseURL, postId, roundsArg ] = process.argv;
const ROUNDS = Number( roundsArg ?? 3 );
const USER = process.env.WP_ADMIN_USER ?? 'admin';
const PASS = process.env.WP_ADMIN_PASS ?? 'password';
const TEXT =
	'The quick brown fox jumps over the lazy dog near the observatory. '
		.repeat( 4 )
		.slice( 0, 200 );

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;

// 1. Bundle sizes.
const dir = join( process.cwd(), 'build', 'editor' );
const size = ( file ) => {
	const data = readFileSync( join( dir, file ) );
	return { raw: data.length, gzip: gzipSync( data, { level: 9 } ).length };
};
const entry = [ 'index.js', 'index.css' ].map( size );
const entryRaw = entry.reduce( ( sum, s ) => sum + s.raw, 0 );
const entryGzip = entry.reduce( ( sum, s ) => sum + s.gzip, 0 );
console.log( '\nEditor bundle (build/editor)' );
console.log(
	`  at editor load: index.js + index.css = ${ kb( entryRaw ) } raw, ${ kb( entryGzip ) } gzip (budget 60 KB gzip)`
);
for ( const file of readdirSync( dir ).filter(
	( name ) => name.endsWith( '.js' ) && name !== 'index.js'
) ) {
	const s = size( file );
	console.log(
		`  lazy ${ file }: ${ kb( s.raw ) } raw, ${ kb( s.gzip ) } gzip`
	);
}

// 2. Chromium.
const browser = await chromium.launch( {
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: [ '--no-sandbox', '--disable-gpu', '--no-first-run' ],
} );
const login = await browser.newContext( { baseURL } );
const loginPage = await login.newPage();
await loginPage.goto( '/wp-login.php' );
await loginPage.fill( '#user_login', USER );
await loginPage.fill( '#user_pass', PASS );
await loginPage.click( '#wp-submit' );
await loginPage.waitForURL( /wp-admin/ );
const storageState = await login.storageState();
await login.close();

/** Lodestar's own scripts (the editor entry and its lazy chunks). */
const OURS = /\/plugins\/lodestar\/build\//;
/** A script entry of a long animation frame counts when it ran this long (LoAF lists >= 5 ms). */
const SCRIPT_MS = 5;

const OBSERVE = () => {
	const bench = ( window.__lodestarBench = { tasks: [], frames: [] } );
	new PerformanceObserver( ( list ) => {
		for ( const item of list.getEntries() ) {
			bench.tasks.push( {
				start: item.startTime + performance.timeOrigin,
				duration: item.duration,
			} );
		}
	} ).observe( { type: 'longtask', buffered: false } );
	// Long animation frames (Chromium): the frame's duration and the scripts that ran in it,
	// each with the URL of the function the browser called (sourceURL) and what called it.
	new PerformanceObserver( ( list ) => {
		for ( const item of list.getEntries() ) {
			bench.frames.push( {
				start: item.startTime + performance.timeOrigin,
				duration: item.duration,
				scripts: item.scripts.map( ( script ) => ( {
					url: script.sourceURL,
					duration: script.duration,
					invoker: script.invoker,
				} ) ),
			} );
		}
	} ).observe( { type: 'long-animation-frame', buffered: false } );
};

/**
 * The page's clock in epoch milliseconds (the time base of the observers above).
 *
 * @param {import('@playwright/test').Page} page The page.
 */
const now = ( page ) =>
	page.evaluate( () => performance.timeOrigin + performance.now() );

/**
 * CPU samples of the main thread on the page's clock, each marked when a function of
 * Lodestar's scripts is on its stack (its own time and what it calls: serializing blocks
 * for it counts, React rendering its components from React's loop does not).
 *
 * @param {Object} profile Profiler.stop's profile.
 * @param {number} mark    Page time (epoch ms) when the marker function started.
 */
function samples( profile, mark ) {
	const byId = new Map( profile.nodes.map( ( node ) => [ node.id, node ] ) );
	const parent = new Map();
	for ( const node of profile.nodes ) {
		for ( const child of node.children ?? [] ) {
			parent.set( child, node.id );
		}
	}
	const cache = new Map();
	const flags = ( id ) => {
		if ( cache.has( id ) ) {
			return cache.get( id );
		}
		const node = byId.get( id );
		const up = parent.has( id )
			? flags( parent.get( id ) )
			: { ours: false, mark: false };
		const result = {
			ours: up.ours || OURS.test( node.callFrame.url ),
			mark:
				up.mark || node.callFrame.functionName === 'lodestarBenchMark',
		};
		cache.set( id, result );
		return result;
	};
	const list = [];
	let t = profile.startTime;
	profile.samples.forEach( ( id, i ) => {
		t += profile.timeDeltas[ i ];
		const next = profile.timeDeltas[ i + 1 ] ?? 0;
		list.push( { t: t / 1000, ms: next / 1000, ...flags( id ) } );
	} );
	const first = list.find( ( s ) => s.mark );
	if ( ! first ) {
		throw new Error( 'The profile has no sample of the marker task.' );
	}
	const offset = first.t - mark;
	return list.map( ( s ) => ( { ...s, t: s.t - offset } ) );
}

/**
 * One editor session.
 *
 * @param {'off'|'on'|'checks'} mode Plugin off; on with the sidebar open on its General tab
 *                                   (live previews); on with the sidebar on its Checks tab.
 */
async function session( mode ) {
	const on = mode !== 'off';
	const context = await browser.newContext( {
		baseURL,
		storageState,
		viewport: { width: 1440, height: 900 },
		extraHTTPHeaders: on ? {} : { 'X-Lodestar-Bench': 'off' },
	} );
	const page = await context.newPage();
	const ours = { requests: 0, bytes: 0 };
	page.on( 'response', async ( response ) => {
		if ( response.url().includes( '/plugins/lodestar/' ) ) {
			ours.requests++;
			ours.bytes +=
				Number(
					( await response.headerValue( 'content-length' ) ) ?? 0
				) ||
				( await response.body().catch( () => Buffer.alloc( 0 ) ) )
					.length;
		}
	} );
	const started = Date.now();
	await page.goto( `/wp-admin/post.php?post=${ postId }&action=edit` );
	await page.waitForFunction(
		() =>
			window.wp?.data?.select( 'core/block-editor' )?.getBlockCount() >=
			600,
		null,
		{ timeout: 120000, polling: 50 }
	);
	const ready = Date.now() - started;
	await page.evaluate( () => {
		const prefs = window.wp.data.dispatch( 'core/preferences' );
		prefs.set( 'core/edit-post', 'welcomeGuide', false );
		prefs.set( 'core', 'fixedToolbar', false );
	} );
	await page.keyboard.press( 'Escape' );
	if ( on ) {
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Lodestar SEO' } )
			.click();
		await page.getByRole( 'textbox', { name: 'SEO Title' } ).waitFor();
	}
	if ( mode === 'checks' ) {
		await page.getByRole( 'tab', { name: 'Checks' } ).click();
		await page.locator( '.lodestar-page-checks__item' ).first().waitFor();
	}
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	const frame = page.frame( { name: 'editor-canvas' } );
	await page.evaluate( OBSERVE );
	if ( frame ) {
		await frame.evaluate( OBSERVE );
	}
	const cdp = await context.newCDPSession( page );
	await cdp.send( 'Profiler.enable' );
	await cdp.send( 'Profiler.setSamplingInterval', { interval: 250 } );
	await cdp.send( 'Profiler.start' );
	// Calibration: an 80 ms task of the page's own must be seen by both observers (DevTools
	// evaluations are not reported), and its function marks the profile's clock.
	const mark = await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				setTimeout( function lodestarBenchMark() {
					const begin = performance.now();
					while ( performance.now() < begin + 80 ) {}
					resolve( performance.timeOrigin + begin );
				}, 0 )
			)
	);
	await page.waitForTimeout( 300 );
	const calibrated = await page.evaluate( () => ( {
		tasks: window.__lodestarBench.tasks.length,
		frames: window.__lodestarBench.frames.length,
	} ) );
	if ( calibrated.tasks < 1 || calibrated.frames < 1 ) {
		throw new Error(
			`The observers missed the calibration task (${ JSON.stringify(
				calibrated
			) }).`
		);
	}
	const paragraph = canvas
		.locator( 'p[data-type="core/paragraph"], p.wp-block-paragraph' )
		.nth( 300 );
	await paragraph.scrollIntoViewIfNeeded();
	await paragraph.click();
	await page.keyboard.press( 'End' );
	const typeStart = await now( page );
	await page.keyboard.type( TEXT, { delay: 30 } );
	await page.waitForTimeout( 1500 );
	// A text field that edits the post: the SEO Title with the sidebar's General tab open, the
	// post title (core's own field, same editPost path) as the baseline with the plugin off.
	const fieldStart = await now( page );
	if ( mode === 'on' ) {
		await page.getByRole( 'textbox', { name: 'SEO Title' } ).click();
	} else {
		await canvas.getByRole( 'textbox', { name: 'Add title' } ).click();
		await page.keyboard.press( 'End' );
	}
	await page.keyboard.type( TEXT, { delay: 30 } );
	await page.waitForTimeout( 1500 );
	const end = await now( page );
	const { profile } = await cdp.send( 'Profiler.stop' );
	const cpu = samples( profile, mark );
	if ( process.env.BENCH_PROFILE_DIR ) {
		writeFileSync(
			join(
				process.env.BENCH_PROFILE_DIR,
				`${ mode }-${ Date.now() }.json`
			),
			JSON.stringify( { profile, mark, typeStart, fieldStart, end } )
		);
	}
	// Both documents (one main thread), each entry counted once.
	const collect = async ( key ) => {
		const lists = [
			await page.evaluate( ( k ) => window.__lodestarBench[ k ], key ),
			frame
				? await frame.evaluate(
						( k ) => window.__lodestarBench[ k ],
						key
					)
				: [],
		];
		const seen = new Set();
		return lists.flat().filter( ( item ) => {
			const id = Math.round( item.start );
			if ( seen.has( id ) ) {
				return false;
			}
			seen.add( id );
			return true;
		} );
	};
	const tasks = await collect( 'tasks' );
	const frames = ( await collect( 'frames' ) ).map( ( f ) => ( {
		...f,
		// Lodestar's time in the frame: CPU samples with its code on the stack, and the
		// frame's script entries whose function is Lodestar's.
		oursCpu: cpu
			.filter(
				( s ) => s.ours && s.t >= f.start && s.t < f.start + f.duration
			)
			.reduce( ( sum, s ) => sum + s.ms, 0 ),
		oursScripts: f.scripts
			.filter( ( s ) => OURS.test( s.url ) )
			.reduce( ( sum, s ) => sum + s.duration, 0 ),
	} ) );
	const phase = ( from, to ) => ( {
		tasks: tasks.filter( ( t ) => t.start >= from && t.start < to ),
		frames: frames.filter( ( f ) => f.start >= from && f.start < to ),
		oursCpu: cpu
			.filter( ( s ) => s.ours && s.t >= from && s.t < to )
			.reduce( ( sum, s ) => sum + s.ms, 0 ),
	} );
	await context.close();
	return {
		ready,
		ours,
		typing: phase( typeStart, fieldStart ),
		field: phase( fieldStart, end ),
	};
}

const MODES = [ 'on', 'off', 'checks' ];
const results = { on: [], off: [], checks: [] };
for ( let round = 0; round < ROUNDS; round++ ) {
	// Interleaved, the order rotated each round.
	for ( let i = 0; i < MODES.length; i++ ) {
		const mode = MODES[ ( round + i ) % MODES.length ];
		results[ mode ].push( await session( mode ) );
	}
}
await browser.close();

const ms = ( value ) => `${ value.toFixed( 0 ) } ms`;
const summary = ( runs, key ) => {
	const phases = runs.map( ( run ) => run[ key ] );
	const per = ( fn ) => phases.map( fn );
	const tasks = per( ( p ) => p.tasks.length );
	const longestTask = Math.max(
		0,
		...phases.flatMap( ( p ) => p.tasks.map( ( t ) => t.duration ) )
	);
	const blocking = per( ( p ) =>
		p.tasks.reduce( ( sum, t ) => sum + Math.max( 0, t.duration - 50 ), 0 )
	);
	const frames = per( ( p ) => p.frames.length );
	const withOurs = per(
		( p ) =>
			p.frames.filter(
				( f ) => Math.max( f.oursCpu, f.oursScripts ) > SCRIPT_MS
			).length
	);
	const pushed = per(
		( p ) =>
			p.frames.filter(
				( f ) => f.duration - Math.max( f.oursCpu, f.oursScripts ) <= 50
			).length
	);
	const oursInFrame = Math.max(
		0,
		...phases.flatMap( ( p ) =>
			p.frames.map( ( f ) => Math.max( f.oursCpu, f.oursScripts ) )
		)
	);
	const oursScripts = Math.max(
		0,
		...phases.flatMap( ( p ) => p.frames.map( ( f ) => f.oursScripts ) )
	);
	const cpu = per( ( p ) => p.oursCpu );
	return [
		`long tasks > 50 ms per run: median ${ median( tasks ) } (runs: ${ tasks.join( ', ' ) }), longest ${ ms( longestTask ) }, blocking time median ${ ms( median( blocking ) ) }`,
		`long animation frames > 50 ms per run: median ${ median( frames ) } (runs: ${ frames.join( ', ' ) })`,
		`  of which Lodestar ran > ${ SCRIPT_MS } ms: median ${ median( withOurs ) } (runs: ${ withOurs.join( ', ' ) }); ≤ 50 ms without Lodestar's time: median ${ median( pushed ) } (runs: ${ pushed.join( ', ' ) })`,
		`  Lodestar's longest time in one frame: ${ ms( oursInFrame ) } (LoAF script entries of build/: ${ ms( oursScripts ) }); Lodestar CPU in the phase: median ${ ms( median( cpu ) ) } (runs: ${ cpu.map( ( c ) => c.toFixed( 0 ) ).join( ', ' ) })`,
	]
		.map( ( line ) => `\n      ${ line }` )
		.join( '' );
};
console.log(
	`\nBlock editor, post of 600 blocks, ${ ROUNDS } interleaved sessions per mode`
);
const readyOn = median( results.on.map( ( r ) => r.ready ) );
const readyOff = median( results.off.map( ( r ) => r.ready ) );
console.log(
	`  editor ready (blocks shown): plugin on ${ readyOn } ms, off ${ readyOff } ms (${ ( ( readyOn / readyOff - 1 ) * 100 ).toFixed( 1 ) } %)`
);
const on0 = results.on[ 0 ].ours;
console.log(
	`  Lodestar files at editor load: ${ on0.requests } requests, ${ kb( on0.bytes ) } transferred (REST answer preloaded)`
);
console.log(
	'  Lodestar time = CPU samples (250 µs) with a function of build/ on the stack, or LoAF script entries of build/, the larger'
);
console.log(
	`  typing 200 characters into a paragraph, plugin off:${ summary( results.off, 'typing' ) }`
);
console.log(
	`  typing 200 characters into a paragraph, plugin on, sidebar on General:${ summary( results.on, 'typing' ) }`
);
console.log(
	`  typing 200 characters into a paragraph, plugin on, sidebar on Checks:${ summary( results.checks, 'typing' ) }`
);
console.log(
	`  typing 200 characters into the post title, plugin off (baseline):${ summary( results.off, 'field' ) }`
);
console.log(
	`  typing 200 characters into the post title, plugin on, sidebar on Checks:${ summary( results.checks, 'field' ) }`
);
console.log(
	`  typing 200 characters into the SEO Title, plugin on (General tab):${ summary( results.on, 'field' ) }`
);
