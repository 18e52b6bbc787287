/**
 * The `test` every spec uses: @wordpress/e2e-test-utils-playwright's, with one browser
 * profile per worker instead of a new incognito context per test.
 *
 * An incognito context starts with an empty HTTP cache and keeps no V8 code cache, so every
 * test downloaded and compiled WordPress's admin and editor scripts anew (a third of the
 * browser's CPU in npm test). Here each worker launches Chromium once with a profile of its
 * own (a temporary folder, removed at the end) and every test runs in it, as a returning
 * visitor's browser does: the scripts come from the cache, compiled.
 *
 * What a test sees of the tests before it is what a new context would show:
 * - cookies: cleared and set from the test's `storageState` (the admin login by default; a
 *   spec's `test.use( { storageState } )` is honoured, an empty one means logged out);
 * - local storage, IndexedDB, cache storage and service workers of the site: cleared at the
 *   start of the test (WordPress keeps editor preferences in local storage);
 * - pages: the test's `page` is new; every page a test opened is closed when it ends;
 * - viewport: the project's, or the spec's `test.use( { viewport } )` for its `page`.
 * The HTTP cache is what persists: a test that needs a fresh copy of a response the site
 * allows to be cached (sitemaps, robots.txt and llms.txt: max-age=300) reads it with the
 * `request` fixture, which has no cache, rather than by navigating to it.
 */
import { test as base, expect } from '@wordpress/e2e-test-utils-playwright';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

export { expect };

type StorageState = {
	cookies: Parameters< BrowserContext[ 'addCookies' ] >[ 0 ];
	origins?: Array< {
		origin: string;
		localStorage: Array< { name: string; value: string } >;
	} >;
};

type WorkerProfile = {
	/** The worker's browser profile. */
	profile: BrowserContext;
	/** A page kept open for the profile's housekeeping (never given to a test). */
	keeper: Page;
};

/**
 * Reads a `storageState` option (a file path or an object) as cookies and local storage.
 *
 * @param state The option's value.
 */
function readStorageState( state: unknown ): StorageState {
	if ( ! state ) {
		return { cookies: [] };
	}
	if ( typeof state === 'string' ) {
		return JSON.parse( fs.readFileSync( state, 'utf8' ) ) as StorageState;
	}
	return state as StorageState;
}

export const test = base.extend< {}, { workerProfile: WorkerProfile } >( {
	workerProfile: [
		async ( {}, use, workerInfo ) => {
			const dir = fs.mkdtempSync(
				path.join( os.tmpdir(), 'lodestar-e2e-profile-' )
			);
			const { launchOptions, baseURL, viewport } = workerInfo.project.use;
			const profile = await chromium.launchPersistentContext( dir, {
				...( launchOptions ?? {} ),
				headless: true,
				baseURL,
				viewport: viewport ?? null,
			} );
			const keeper = profile.pages()[ 0 ] ?? ( await profile.newPage() );
			await use( { profile, keeper } );
			await profile.close();
			fs.rmSync( dir, { recursive: true, force: true } );
		},
		{ scope: 'worker' },
	],
	context: async ( { workerProfile, storageState, baseURL }, provide ) => {
		const { profile, keeper } = workerProfile;
		const state = readStorageState( storageState );
		await profile.clearCookies();
		if ( state.cookies.length ) {
			await profile.addCookies( state.cookies );
		}
		if ( baseURL ) {
			const session = await profile.newCDPSession( keeper );
			await session.send( 'Storage.clearDataForOrigin', {
				origin: new URL( baseURL ).origin,
				storageTypes:
					'local_storage,indexeddb,cache_storage,service_workers,websql,file_systems',
			} );
			await session.detach();
		}
		for ( const { origin, localStorage } of state.origins ?? [] ) {
			if ( localStorage.length ) {
				throw new Error(
					`A storageState with local storage for ${ origin } is not supported by tests/e2e/fixtures.ts.`
				);
			}
		}
		await provide( profile );
		for ( const page of profile.pages() ) {
			if ( page !== keeper ) {
				await page.close();
			}
		}
	},
	page: async ( { page, viewport }, provide, testInfo ) => {
		const launched = testInfo.project.use.viewport;
		if (
			viewport &&
			( viewport.width !== launched?.width ||
				viewport.height !== launched?.height )
		) {
			await page.setViewportSize( viewport );
		}
		await provide( page );
	},
} );
