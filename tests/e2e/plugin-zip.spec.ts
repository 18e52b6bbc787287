/**
 * The release zip (npm run plugin-zip, here `node bin/plugin-zip.js --no-build` on the current
 * build): its file list follows the release rules, and it installs through Plugins › Add New ›
 * Upload Plugin on the test site, activates, and runs: the admin app renders and a page prints
 * Lodestar's head block.
 *
 * The test site runs the development copy, a link named `lodestar` in wp-content/plugins; the
 * zip's folder has the same name. The test deactivates the development copy and moves its
 * link aside, so the upload lands in a clean `lodestar/` folder, then puts everything back.
 */
import { test, expect } from './fixtures';
import { execFileSync } from 'node:child_process';
import {
	copyFileSync,
	existsSync,
	lstatSync,
	readFileSync,
	renameSync,
	rmSync,
	statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const ROOT = join( __dirname, '../..' );
const ZIP = join( ROOT, 'lodestar.zip' );
const MU_PLUGIN = 'lodestar-e2e-first-run.php';

/**
 * The test site's plugins folder.
 */
function pluginsDir(): string {
	const site = process.env.WP_SITE_DIR;
	if ( ! site ) {
		throw new Error( 'WP_SITE_DIR is not set: run through bin/e2e.sh.' );
	}
	return join( site, 'wp-content', 'plugins' );
}

/**
 * Where the spec's must-use plugin goes on the test site.
 */
function muPluginPath(): string {
	return join( pluginsDir(), '..', 'mu-plugins', MU_PLUGIN );
}

/**
 * Restarts the test site's PHP workers (php-fpm's graceful reload) and waits until the site
 * answers. A long-lived PHP worker keeps a realpath cache (realpath_cache_ttl, 120 s): once the
 * `lodestar` link was resolved to the checkout, the same path still resolves there after the
 * link is swapped for the uploaded folder (and back), so WordPress would register the wrong
 * plugin path and build its script URLs from the checkout's path. A site never swaps a linked
 * plugin folder for a real one; new workers are what a fresh site has.
 */
async function restartPhp(): Promise< void > {
	const pidFile = join(
		process.env.WP_STATE_DIR ?? '',
		'run',
		'php-fpm.pid'
	);
	if ( ! existsSync( pidFile ) ) {
		return; // PHP's built-in server (no root): one process per request.
	}
	process.kill( Number( readFileSync( pidFile, 'utf8' ).trim() ), 'SIGUSR2' );
	for ( let attempt = 0; attempt < 100; attempt++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		try {
			const answer = await fetch(
				`${ process.env.WP_BASE_URL }/wp-login.php`
			);
			if ( answer.ok ) {
				return;
			}
		} catch {
			// Still restarting.
		}
	}
	throw new Error( 'The test site did not answer after restarting PHP.' );
}

/**
 * Entry names of the zip.
 */
function zipEntries(): string[] {
	const AdmZip = createRequire(
		require.resolve( '@wordpress/scripts/package.json' )
	)( 'adm-zip' );
	return new AdmZip( ZIP )
		.getEntries()
		.map( ( e: { entryName: string } ) => e.entryName )
		.sort();
}

test.describe( 'Release zip', () => {
	const link = () => join( pluginsDir(), 'lodestar' );
	const aside = () => join( pluginsDir(), 'lodestar-dev-link' );

	test.beforeAll( async ( { requestUtils } ) => {
		execFileSync( 'node', [ 'bin/plugin-zip.js', '--no-build' ], {
			cwd: ROOT,
			stdio: 'pipe',
		} );
		await requestUtils.deactivatePlugin( 'lodestar-seo' );
		renameSync( link(), aside() );
		await restartPhp();
		// A site that never ran Lodestar: its first activation leads to the setup wizard.
		copyFileSync(
			join( __dirname, 'mu-plugins', MU_PLUGIN ),
			muPluginPath()
		);
		await requestUtils.rest( {
			path: '/lodestar-e2e/v1/forget-onboarding',
			method: 'POST',
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		// Whatever happened: remove the uploaded copy, put the development link back, activate it.
		rmSync( muPluginPath(), { force: true } );
		const installed = link();
		if (
			existsSync( installed ) &&
			! lstatSync( installed ).isSymbolicLink()
		) {
			await requestUtils
				.deactivatePlugin( 'lodestar-seo' )
				.catch( () => {} );
			rmSync( installed, { recursive: true, force: true } );
		}
		if ( existsSync( aside() ) ) {
			renameSync( aside(), installed );
		}
		await restartPhp();
		await requestUtils.activatePlugin( 'lodestar-seo' );
	} );

	test( 'holds only what runs on a site', () => {
		const entries = zipEntries();
		const size = statSync( ZIP ).size;
		// The figure for the release note.
		// eslint-disable-next-line no-console
		console.log(
			`lodestar.zip: ${ entries.length } files, ${ size } bytes`
		);
		expect( entries.every( ( e ) => e.startsWith( 'lodestar/' ) ) ).toBe(
			true
		);
		for ( const required of [
			'lodestar/plugin.php',
			'lodestar/uninstall.php',
			'lodestar/template-functions.php',
			'lodestar/readme.txt',
			'lodestar/license.txt',
			'lodestar/languages/lodestar.pot',
			'lodestar/build/admin/index.js',
			'lodestar/build/admin/screen-meta-templates.js',
			'lodestar/build/editor/index.js',
			'lodestar/build/term/index.js',
			'lodestar/build/php/classes.php',
			'lodestar/includes/Plugin.php',
		] ) {
			expect( entries ).toContain( required );
		}
		const forbidden = entries.filter( ( e ) =>
			/\.map$|\/(src|src-admin|src-editor|tests|bench|bin|node_modules|mu-plugins)\/|\.(tsx?|po)$|\/\.|package(-lock)?\.json$|README\.md$/.test(
				e
			)
		);
		expect( forbidden ).toEqual( [] );
		expect(
			entries.filter( ( e ) => /^lodestar\/[^/]+\.php$/.test( e ) )
		).toEqual( [
			'lodestar/plugin.php',
			'lodestar/template-functions.php',
			'lodestar/uninstall.php',
		] );
		// Well under the directory's limit.
		expect( size ).toBeLessThan( 10 * 1024 * 1024 );
	} );

	test( 'installs through the upload screen, activates and runs', async ( {
		page,
		admin,
	} ) => {
		// An upload, an activation and three admin screens: 56 s on a loaded two-core machine.
		test.setTimeout( 120_000 );
		await admin.visitAdminPage( 'plugin-install.php', 'tab=upload' );
		await page.locator( '#pluginzip' ).setInputFiles( ZIP );
		await page.getByRole( 'button', { name: 'Install Now' } ).click();
		await expect(
			page.getByText( 'Plugin installed successfully.' )
		).toBeVisible( {
			timeout: 60_000,
		} );
		// A real folder, not the development link.
		expect(
			lstatSync( join( pluginsDir(), 'lodestar' ) ).isSymbolicLink()
		).toBe( false );
		expect(
			existsSync(
				join( pluginsDir(), 'lodestar', 'build/php/classes.php' )
			)
		).toBe( true );
		await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
		// The first activation on this site lands on the setup wizard, once.
		await expect( page ).toHaveURL(
			/admin\.php\?page=lodestar#\/onboarding$/
		);
		await expect(
			page.getByRole( 'heading', { name: 'Setup Wizard', level: 1 } )
		).toBeVisible();
		await page.getByRole( 'link', { name: 'Exit Setup' } ).click();
		// Only once: the plugins screen stays where it is now.
		await admin.visitAdminPage( 'plugins.php' );
		await expect( page ).toHaveURL( /plugins\.php$/ );
		await expect(
			page.locator( 'tr[data-plugin="lodestar/plugin.php"]' )
		).toHaveClass( /\bactive\b/ );

		// The admin app.
		await admin.visitAdminPage( 'admin.php', 'page=lodestar' );
		await expect( page.locator( '#lodestar-admin-root' ) ).not.toBeEmpty();
		await expect(
			page.getByRole( 'navigation', { name: 'Lodestar sections' } )
		).toBeVisible();
		await expect(
			page
				.getByRole( 'main' )
				.getByRole( 'heading', { name: 'Dashboard', level: 1 } )
		).toBeVisible();

		// A page with Lodestar's head.
		const response = await page.request.get( '/' );
		expect( response.status() ).toBe( 200 );
		const html = await response.text();
		expect( html.split( '<!-- Lodestar SEO -->' ) ).toHaveLength( 2 );
		expect( html ).toMatch( /<meta property="og:title"/ );
	} );
} );
