/**
 * Editor bench: what the Lodestar sidebar costs the block editor.
 *
 * 1. Bundle: build/editor's entry (JS + CSS, raw and gzip) loaded with the editor, and the
 *    lazily loaded tab chunks.
 * 2. In Chromium, on a 600-block post, interleaved plugin on / off (the per-request switch of
 *    bench/mu-plugins sends "X-Lodestar-Bench: off"): requests and bytes of Lodestar's files
 *    at load, time until the editor shows the post's blocks, and long tasks (> 50 ms) while
 *    typing 200 characters into a paragraph. With the plugin on, the Lodestar sidebar is
 *    open (live previews) and 200 characters are also typed into its SEO Title.
 *
 * node bench/editor.mjs URL POST_ID [ROUNDS]
 */
import { chromium } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const [ , , baseURL, postId, roundsArg ] = process.argv;
const ROUNDS = Number( roundsArg ?? 3 );
const USER = process.env.WP_ADMIN_USER ?? 'admin';
const PASS = process.env.WP_ADMIN_PASS ?? 'password';
const TEXT =
	'The quick brown fox jumps over the lazy dog near the observatory. '
		.repeat( 4 )
		.slice( 0, 200 );

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;
const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

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

const OBSERVE = () => {
	window.__lodestarLongTasks = [];
	new PerformanceObserver( ( list ) => {
		for ( const item of list.getEntries() ) {
			window.__lodestarLongTasks.push( {
				start: item.startTime + performance.timeOrigin,
				duration: item.duration,
			} );
		}
	} ).observe( { type: 'longtask', buffered: false } );
};

/**
 * One editor session.
 *
 * @param {boolean} on Plugin on.
 */
async function session( on ) {
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
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	const frame = page.frame( { name: 'editor-canvas' } );
	await page.evaluate( OBSERVE );
	if ( frame ) {
		await frame.evaluate( OBSERVE );
	}
	// Calibration: an 80 ms task must be seen, else the figures below would mean nothing.
	await page.evaluate( () =>
		// A task of the page's own (DevTools evaluations are not reported as long tasks).
		setTimeout( () => {
			const end = performance.now() + 80;
			while ( performance.now() < end ) {}
		}, 0 )
	);
	await page.waitForTimeout( 200 );
	const calibrated = await page.evaluate(
		() => window.__lodestarLongTasks.length
	);
	if ( calibrated < 1 ) {
		throw new Error( 'The long task observer saw no calibration task.' );
	}
	await page.evaluate( () => ( window.__lodestarLongTasks = [] ) );
	const paragraph = canvas
		.locator( 'p[data-type="core/paragraph"], p.wp-block-paragraph' )
		.nth( 300 );
	await paragraph.scrollIntoViewIfNeeded();
	await paragraph.click();
	await page.keyboard.press( 'End' );
	await page.keyboard.type( TEXT, { delay: 30 } );
	await page.waitForTimeout( 1500 );
	// A text field that edits the post: the SEO Title with the plugin on, the post title
	// (core's own field, same editPost path) as the baseline with it off.
	const fieldStart = await page.evaluate( () => Date.now() );
	if ( on ) {
		await page.getByRole( 'textbox', { name: 'SEO Title' } ).click();
	} else {
		await canvas.getByRole( 'textbox', { name: 'Add title' } ).click();
		await page.keyboard.press( 'End' );
	}
	await page.keyboard.type( TEXT, { delay: 30 } );
	await page.waitForTimeout( 1500 );
	// Long tasks of both documents (one main thread), each counted once, split at fieldStart.
	const top = await page.evaluate( () => window.__lodestarLongTasks );
	const inner = frame
		? await frame.evaluate( () => window.__lodestarLongTasks )
		: [];
	const seen = new Set();
	const all = [ ...top, ...inner ].filter( ( t ) => {
		const key = Math.round( t.start );
		if ( seen.has( key ) ) {
			return false;
		}
		seen.add( key );
		return true;
	} );
	const typing = all.filter( ( t ) => t.start < fieldStart );
	const seoTasks = all.filter( ( t ) => t.start >= fieldStart );
	await context.close();
	return { ready, ours, typing, seo: seoTasks };
}

const results = { on: [], off: [] };
for ( let round = 0; round < ROUNDS; round++ ) {
	for ( const mode of round % 2 ? [ 'off', 'on' ] : [ 'on', 'off' ] ) {
		results[ mode ].push( await session( mode === 'on' ) );
	}
}
await browser.close();

const summary = ( runs, key ) => {
	const tasks = runs.map( ( run ) => run[ key ] );
	const counts = tasks.map( ( list ) => list.length );
	const longest = Math.max( 0, ...tasks.flat().map( ( t ) => t.duration ) );
	const blocking = tasks.map( ( list ) =>
		list.reduce( ( sum, t ) => sum + Math.max( 0, t.duration - 50 ), 0 )
	);
	return `long tasks > 50 ms per run: median ${ median( counts ) } (runs: ${ counts.join( ', ' ) }), longest ${ longest.toFixed( 0 ) } ms, blocking time median ${ median( blocking ).toFixed( 0 ) } ms`;
};
console.log(
	`\nBlock editor, post of 600 blocks, ${ ROUNDS } interleaved sessions each`
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
	`  typing 200 characters into a paragraph, plugin on (sidebar open): ${ summary( results.on, 'typing' ) }`
);
console.log(
	`  typing 200 characters into a paragraph, plugin off:               ${ summary( results.off, 'typing' ) }`
);
console.log(
	`  typing 200 characters into the SEO Title (plugin on):             ${ summary( results.on, 'seo' ) }`
);
console.log(
	`  baseline, 200 characters into the post title (plugin off):        ${ summary( results.off, 'seo' ) }`
);
