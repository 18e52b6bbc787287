/**
 * Playwright against the test site that bin/e2e.sh brings up, in Debian's Chromium headless
 * shell (never a downloaded browser). npm test runs two shards side by side, each on a site of its
 * own (bin/test.sh): the login state and the results are kept per site, so that neither shard
 * reads the other's cookies or clears the other's results.
 */
import { defineConfig } from '@playwright/test';
import * as path from 'node:path';

process.env.WP_BASE_URL ??= 'http://127.0.0.1:8889';
process.env.WP_USERNAME ??= process.env.WP_ADMIN_USER ?? 'admin';
process.env.WP_PASSWORD ??= process.env.WP_ADMIN_PASS ?? 'password';
const site = new URL( process.env.WP_BASE_URL ).port || 'default';
process.env.STORAGE_STATE_PATH ??= path.join(
	__dirname,
	`../../artifacts/storage-states/admin-${ site }.json`
);

export default defineConfig( {
	testDir: '.',
	testMatch: /.*\.spec\.ts$/,
	globalSetup: require.resolve( './global-setup.ts' ),
	outputDir: `../../artifacts/test-results-${ site }`,
	workers: 1,
	fullyParallel: false,
	forbidOnly: !! process.env.CI,
	retries: 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: process.env.CI ? [ [ 'list' ] ] : [ [ 'list' ] ],
	use: {
		baseURL: process.env.WP_BASE_URL,
		storageState: process.env.STORAGE_STATE_PATH,
		headless: true,
		viewport: { width: 1280, height: 900 },
		// A trace records a screencast and a DOM snapshot at every step of every test, which
		// cost a third of the browser's CPU in npm test; LODESTAR_E2E_TRACE=1 turns it back on
		// (kept for failed tests) when a failure needs one. A failed test's screenshot is kept.
		trace: process.env.LODESTAR_E2E_TRACE ? 'retain-on-failure' : 'off',
		screenshot: 'only-on-failure',
		launchOptions: {
			// Debian's headless shell: the same Blink and V8 as the chromium package without
			// the desktop browser's compositing, at about half the CPU per test.
			executablePath:
				process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
			args: [
				'--headless',
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
} );
