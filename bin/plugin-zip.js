#!/usr/bin/env node
/**
 * npm run plugin-zip: builds the scripts and the generated PHP (npm run build), then writes
 * lodestar.zip, an installable release: one folder `lodestar/` with only what runs on a site.
 *
 *   node bin/plugin-zip.js              build, then zip
 *   node bin/plugin-zip.js --no-build   zip the current build/ (it must exist)
 *
 * Why a project script rather than `wp-scripts plugin-zip`: without a `files` list that
 * command zips `<package name>.php` (ours is plugin.php) and misses the plugin; with one, it
 * goes through npm-packlist, which always adds package.json and README.md and cannot refuse a
 * source map or a stray PHP file with a plugin header. The rules here are explicit and the
 * test of the zip (tests/e2e/plugin-zip.spec.ts) checks the archive against the same rules.
 * The archive itself is written with adm-zip, the library `wp-scripts plugin-zip` uses
 * (resolved through @wordpress/scripts, so no new dependency).
 *
 * What goes in: plugin.php, uninstall.php, template-functions.php, includes/, build/ (scripts, styles, asset files
 * and build/php/), languages/, readme.txt, license.txt, and CHANGELOG.md (the admin app's
 * "What's new" reads it at run time). What never does: source maps, tests, bench, bin,
 * sources (src*), dev must-use plugins, dot files, and any PHP file other than plugin.php whose
 * header has `Plugin Name:` (WordPress would list it as a second plugin).
 */
const fs = require( 'fs' );
const path = require( 'path' );
const { execFileSync } = require( 'child_process' );
const { createRequire } = require( 'module' );

const ROOT = path.resolve( __dirname, '..' );
const SLUG = 'lodestar';

/** Top-level files and folders of the release. */
const INCLUDED = [
	'plugin.php',
	'uninstall.php',
	'template-functions.php',
	'readme.txt',
	'license.txt',
	'CHANGELOG.md',
	'includes',
	'build',
	'languages',
];

/**
 * Why a path (relative, forward slashes) must stay out of the zip, or null when it may go in.
 *
 * @param {string} relative
 * @param {string} contents File contents (only PHP files are read).
 * @return {string|null} Reason.
 */
function excludedBecause( relative, contents = '' ) {
	const parts = relative.split( '/' );
	if ( parts.some( ( p ) => p.startsWith( '.' ) ) ) {
		return 'dot file';
	}
	if ( /\.map$/.test( relative ) ) {
		return 'source map';
	}
	if (
		parts.some( ( p ) =>
			/^(tests?|bench|bin|node_modules|mu-plugins|src(-.*)?)$/.test( p )
		)
	) {
		return 'development file';
	}
	if ( /\.(tsx?|jsx|scss|po)$/.test( relative ) ) {
		return 'source file';
	}
	if ( ! INCLUDED.includes( parts[ 0 ] ) ) {
		return 'not part of the release';
	}
	// WordPress reads the first 8 KB of each PHP file for headers (get_file_data()).
	if (
		/\.php$/.test( relative ) &&
		relative !== 'plugin.php' &&
		/^[ \t/*#@]*Plugin Name:/im.test( contents.slice( 0, 8192 ) )
	) {
		return 'a second plugin header';
	}
	return null;
}

/**
 * The files of the release under `root`, sorted (relative paths).
 *
 * @param {string} root
 * @return {string[]} Files.
 */
function releaseFiles( root = ROOT ) {
	const files = [];
	const walk = ( relative ) => {
		const abs = path.join( root, relative );
		if ( ! fs.existsSync( abs ) ) {
			return;
		}
		const stat = fs.statSync( abs );
		if ( stat.isDirectory() ) {
			for ( const name of fs.readdirSync( abs ).sort() ) {
				walk( relative + '/' + name );
			}
			return;
		}
		const contents = /\.php$/.test( relative )
			? fs.readFileSync( abs, 'utf8' )
			: '';
		if ( excludedBecause( relative, contents ) === null ) {
			files.push( relative );
		}
	};
	INCLUDED.forEach( walk );
	return files.sort();
}

/**
 * Refuses a release without what a site needs: the main file, the built entries, the
 * generated PHP bundle and the readme.
 *
 * @param {string[]} files
 * @param {string}   root  Plugin folder.
 */
function assertComplete( files, root = ROOT ) {
	const required = [
		'plugin.php',
		'uninstall.php',
		'readme.txt',
		'license.txt',
		'languages/lodestar.pot',
		'build/admin/index.js',
		'build/admin/index.asset.php',
		'build/editor/index.js',
		'build/term/index.js',
		'build/php/classes.php',
		'build/php/classmap.php',
		'build/php/doors.php',
	];
	// Every file plugin.php loads by name (LODESTAR_DIR . 'x.php') ships too.
	const main = fs.readFileSync( path.join( root, 'plugin.php' ), 'utf8' );
	for ( const match of main.matchAll(
		/LODESTAR_DIR\s*\.\s*'([^']+\.php)'/g
	) ) {
		required.push( match[ 1 ] );
	}
	const missing = required.filter( ( f ) => ! files.includes( f ) );
	if ( missing.length ) {
		throw new Error(
			`the release would miss ${ missing.join( ', ' ) } (run npm run build)`
		);
	}
}

/**
 * Writes the zip.
 *
 * @param {string} root
 * @param {string} out  Zip path.
 * @return {{files: string[], bytes: number}} What was written.
 */
function writeZip( root, out ) {
	const files = releaseFiles( root );
	assertComplete( files, root );
	const AdmZip = createRequire(
		require.resolve( '@wordpress/scripts/package.json' )
	)( 'adm-zip' );
	const zip = new AdmZip();
	for ( const file of files ) {
		zip.addFile(
			`${ SLUG }/${ file }`,
			fs.readFileSync( path.join( root, file ) )
		);
	}
	fs.rmSync( out, { force: true } );
	zip.writeZip( out );
	return { files, bytes: fs.statSync( out ).size };
}

if ( require.main === module ) {
	try {
		if ( ! process.argv.includes( '--no-build' ) ) {
			execFileSync( 'npm', [ 'run', '--silent', 'build' ], {
				cwd: ROOT,
				stdio: 'inherit',
			} );
		}
		const out = path.join( ROOT, `${ SLUG }.zip` );
		const { files, bytes } = writeZip( ROOT, out );
		process.stdout.write(
			files.map( ( f ) => `  ${ SLUG }/${ f }\n` ).join( '' ) +
				`${ SLUG }.zip: ${ files.length } files, ${ ( bytes / 1024 ).toFixed( 1 ) } KB\n`
		);
	} catch ( error ) {
		process.stderr.write( `plugin-zip: ${ error.message }\n` );
		process.exit( 1 );
	}
}

module.exports = { excludedBecause, releaseFiles, writeZip, SLUG };
