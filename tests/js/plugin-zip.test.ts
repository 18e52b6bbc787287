/* @jest-environment node */

/**
 * The release rules of bin/plugin-zip.js (npm run plugin-zip), on a made-up plugin tree that
 * holds every kind of file that must stay out. The real lodestar.zip is checked against the
 * same rules, then installed, by tests/e2e/plugin-zip.spec.ts.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

type PluginZip = {
	excludedBecause: ( relative: string, contents?: string ) => string | null;
	releaseFiles: ( root: string ) => string[];
	writeZip: (
		root: string,
		out: string
	) => { files: string[]; bytes: number };
};

const pluginZip = require( '../../bin/plugin-zip.js' ) as PluginZip;

const HEADER = '<?php\n/**\n * Plugin Name: Something\n */\n';

/**
 * A plugin tree with the given files.
 *
 * @param files Relative path => contents.
 */
function tree( files: Record< string, string > ): string {
	const root = mkdtempSync( join( tmpdir(), 'lodestar-zip-' ) );
	for ( const [ file, contents ] of Object.entries( files ) ) {
		mkdirSync( dirname( join( root, file ) ), { recursive: true } );
		writeFileSync( join( root, file ), contents );
	}
	return root;
}

const RELEASE = {
	'plugin.php': HEADER,
	'uninstall.php': '<?php\n',
	'template-functions.php': '<?php\n',
	'readme.txt': '=== Lodestar SEO ===\n',
	'license.txt': 'GPL\n',
	'CHANGELOG.md': '# Changelog\n',
	'includes/Plugin.php': '<?php\n',
	'build/admin/index.js': '',
	'build/admin/index.asset.php': '<?php return array();\n',
	'build/admin/screen-schema.js': '',
	'build/editor/index.js': '',
	'build/term/index.js': '',
	'build/php/classes.php': '<?php\n',
	'build/php/classmap.php': '<?php\n',
	'build/php/doors.php': '<?php\n',
	'languages/lodestar.pot': '',
	'languages/lodestar-fr_FR.mo': '',
	'languages/lodestar-fr_FR-757eccaece1679b51289d2c0f1a3403c.json': '{}',
};

const NEVER = {
	'build/admin/index.js.map': '{}',
	'src/index.ts': '',
	'src-admin/index.tsx': '',
	'src-editor/index.tsx': '',
	'tests/php/bootstrap.php': '<?php\n',
	'tests/e2e/mu-plugins/lodestar-e2e-classic-editor.php': HEADER,
	'bin/i18n.js': '',
	'bench/run.sh': '',
	'includes/Extra/Demo.php': HEADER,
	'includes/.DS_Store': '',
	'languages/lodestar-fr_FR.po': '',
	'package.json': '{}',
	'README.md': '',
	'webpack.config.js': '',
	'.gitignore': '',
	'lodestar.zip': '',
	'node_modules/x/index.js': '',
};

describe( 'plugin-zip', () => {
	it( 'takes only what runs on a site', () => {
		const root = tree( { ...RELEASE, ...NEVER } );
		expect( pluginZip.releaseFiles( root ) ).toEqual(
			Object.keys( RELEASE ).sort()
		);
	} );

	it( 'says why each file stays out', () => {
		expect( pluginZip.excludedBecause( 'build/admin/index.js.map' ) ).toBe(
			'source map'
		);
		expect( pluginZip.excludedBecause( 'src-admin/index.tsx' ) ).toBe(
			'development file'
		);
		expect(
			pluginZip.excludedBecause( 'includes/Extra/Demo.php', HEADER )
		).toBe( 'a second plugin header' );
		expect( pluginZip.excludedBecause( 'package.json' ) ).toBe(
			'not part of the release'
		);
		expect( pluginZip.excludedBecause( 'plugin.php', HEADER ) ).toBeNull();
		expect(
			pluginZip.excludedBecause( 'includes/Plugin.php', '<?php\n' )
		).toBeNull();
	} );

	it( 'writes one lodestar/ folder, and refuses a tree without its build', () => {
		const root = tree( RELEASE );
		const out = join( root, 'out.zip' );
		const { files, bytes } = pluginZip.writeZip( root, out );
		expect( files ).toHaveLength( Object.keys( RELEASE ).length );
		expect( bytes ).toBeGreaterThan( 0 );
		// The zip library of @wordpress/scripts (bin/plugin-zip.js writes with it too).
		const AdmZip = createRequire(
			require.resolve( '@wordpress/scripts/package.json' )
		)( 'adm-zip' );
		const names = new AdmZip( out )
			.getEntries()
			.map( ( e: { entryName: string } ) => e.entryName )
			.sort();
		expect( names ).toEqual(
			Object.keys( RELEASE )
				.sort()
				.map( ( f ) => `lodestar/${ f }` )
		);

		// A tree without build/.
		const unbuilt = tree( RELEASE );
		rmSync( join( unbuilt, 'build' ), { recursive: true } );
		expect( () =>
			pluginZip.writeZip( unbuilt, join( unbuilt, 'out.zip' ) )
		).toThrow( /build\/admin\/index\.js.*npm run build/ );

		// A build without its second PHP file (the autoloader loads the sitemaps' classes from it).
		const noDoors = tree( RELEASE );
		rmSync( join( noDoors, 'build', 'php', 'doors.php' ) );
		expect( () =>
			pluginZip.writeZip( noDoors, join( noDoors, 'out.zip' ) )
		).toThrow(
			'the release would miss build/php/doors.php (run npm run build)'
		);

		// plugin.php loads a file the release would not have.
		const incomplete = tree( {
			...RELEASE,
			'plugin.php': `${ HEADER }require_once LODESTAR_DIR . 'includes/Autoloader.php';\nrequire_once LODESTAR_DIR . 'template-functions.php';\n`,
		} );
		rmSync( join( incomplete, 'template-functions.php' ) );
		expect( () =>
			pluginZip.writeZip( incomplete, join( incomplete, 'out.zip' ) )
		).toThrow(
			'the release would miss includes/Autoloader.php, template-functions.php (run npm run build)'
		);
	} );
} );
