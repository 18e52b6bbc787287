/**
 * Writes the generated PHP of the build into build/php/ (`npm run build` runs it):
 *
 * - classes.php: what a page view loads of the plugin, in one file: the autoloader (registered
 *   at once), the plugin's classes that page views use, the schema catalogue without its labels
 *   (Lodestar\Schema\BuiltShapes, printed by bin/gen-catalogue-shape.php: PHP runs the
 *   catalogue's own code) and the template function lodestar_breadcrumbs(). Each file a request
 *   includes costs it a file-system check and opcache's lookup, some 25 µs measured in php-fpm,
 *   more than declaring a class; a page view now includes this one file. Left out:
 *   Admin/, Editor/, Rest/, Lifecycle/ (uninstalling), Health/ (Site Health), Analysis/, Migration/,
 *   Extensions/, Onboarding/, News/ (admin screens and REST), the admin-only files of Support/ and
 *   Wiring/. Interfaces and abstract classes come first, so every class's parent is declared
 *   before it. Without PHP on the machine the catalogue is left out, with a note: the plugin then
 *   computes it, as without a build.
 * - doors.php: the classes of the parts a page view does not build (Wiring\Doors builds them
 *   when a request needs them: the XML sitemaps and robots.txt, IndexNow, llms.txt, the redirect
 *   manager, the Search Console connection, the REST wiring, the meta registration) in one more
 *   file, loaded whole by the autoloader on the first of them a request uses. Declaring a class
 *   costs a request about a quarter of a microsecond even when it is never used: a page view
 *   declared some sixty of these for nothing; a sitemap request now pays one more include.
 * - classmap.php: every class under includes/ => its file, for the autoloader (an array lookup
 *   instead of a file check for the classes the bundle leaves out); '@doors.php' for the
 *   classes of doors.php.
 *
 * plugin.php uses the two together when classes.php exists and LODESTAR_PHP_BUNDLE is not
 * false; otherwise everything loads from includes/ (and template-functions.php). classes.php is
 * removed first and written last, so a build that fails half-way leaves the plugin on includes/.
 *
 * node bin/gen-php-bundle.mjs [DIR]   (DIR: default build/php)
 * PHPUnit generates into a temporary folder and checks the output, and that built files are current.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
	mkdirSync,
	readFileSync,
	readdirSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const includes = join( root, 'includes' );
// Folders whose classes page views do not load: the admin and its REST routes, and the
// site analysis, migration, plugin installer, setup wizard and feed (admin screens and REST
// only). A class left out still loads, from its own file, where it is used.
const LEFT_OUT = [
	'Admin',
	'Editor',
	'Lifecycle',
	'Rest',
	'Health',
	'Analysis',
	'Migration',
	'Extensions',
	'Onboarding',
	'News',
];
/** Files of other folders that only admin screens use (the rest serve page views too). */
const ADMIN_ONLY = [
	'Support/BuildAssets.php',
	'Support/Changelog.php',
	'Wiring/Admin.php',
	'Wiring/Analysis.php',
	'Wiring/AnalysisSitemaps.php',
	'Wiring/Health.php',
	'Wiring/Migration.php',
];
/**
 * Files (or folders, ending in '/') whose classes go to doors.php, and the exceptions (page
 * views use them). PageViewFilesTest checks that page views never load doors.php.
 */
const DOORS = [
	'Frontend/HeadDocument.php',
	'IndexNow/',
	'LlmsTxt/',
	'Meta/AttachmentDefaults.php',
	'Meta/AuthorSeo.php',
	'Meta/FieldRules.php',
	'Meta/PostMeta.php',
	'Meta/SecondaryKeywords.php',
	'Meta/TermMeta.php',
	'Redirects/',
	'Repositories/ContentFacts.php',
	'Repositories/MigrationLock.php',
	'Repositories/MigrationSourceData.php',
	'Repositories/NotFoundLog.php',
	'Repositories/ScanFactsStore.php',
	'Repositories/SitemapCache.php',
	'Repositories/SitemapCounts.php',
	'Repositories/SitemapRepository.php',
	'Repositories/StoredKeys.php',
	'Robots/',
	'SearchConsole/',
	'Settings/SettingsTransfer.php',
	'Sitemaps/',
	'Support/ConditionalGet.php',
	'Support/HelpLinks.php',
	'Support/RestNamespace.php',
	'Support/RobotsTxtRules.php',
	'Support/RootFile.php',
	'Support/SiteText.php',
	'Support/SiteUrl.php',
	'Wiring/Discovery.php',
	'Wiring/Redirects.php',
	'Wiring/Rest.php',
	'Wiring/Sitemaps.php',
];
const DOORS_EXCEPT = [
	'Redirects/Index.php',
	'Sitemaps/Registry.php',
];
const CLASS_NAME = /^[A-Z][A-Za-z0-9]*$/;

/**
 * Class files below a folder (PSR-4 names only), sorted by path.
 *
 * @param {string} folder Absolute path.
 * @return {string[]} Absolute paths.
 */
function classFiles( folder ) {
	return readdirSync( folder, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const path = join( folder, entry.name );
			if ( entry.isDirectory() ) {
				return CLASS_NAME.test( entry.name ) ? classFiles( path ) : [];
			}
			return entry.name.endsWith( '.php' ) &&
				CLASS_NAME.test( entry.name.slice( 0, -4 ) ) &&
				path !== join( includes, 'Autoloader.php' )
				? [ path ]
				: [];
		} )
		.sort();
}

/**
 * A PHP single-quoted string literal.
 *
 * @param {string} text Text.
 * @return {string} Literal.
 */
const phpString = ( text ) =>
	`'${ text.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;

const all = classFiles( includes ).map( ( path ) => {
	const file = relative( includes, path ).split( '\\' ).join( '/' );
	return {
		path,
		file,
		className: 'Lodestar\\' + file.slice( 0, -4 ).split( '/' ).join( '\\' ),
	};
} );

/**
 * Whether a file is bundled at all.
 *
 * @param {string} file Path relative to includes/.
 * @return {boolean} Bundled.
 */
const bundled = ( file ) =>
	! LEFT_OUT.includes( file.split( '/' )[ 0 ] ) &&
	! ADMIN_ONLY.includes( file );

/**
 * Whether a bundled file goes to doors.php.
 *
 * @param {string} file Path relative to includes/.
 * @return {boolean} In doors.php.
 */
const inDoors = ( file ) =>
	! DOORS_EXCEPT.includes( file ) &&
	DOORS.some( ( entry ) =>
		entry.endsWith( '/' ) ? file.startsWith( entry ) : file === entry
	);

/**
 * build/php/classmap.php: class name => file under includes/.
 *
 * @return {string} PHP.
 */
function classMap() {
	const rows = [ ...all ]
		.sort( ( a, b ) =>
			a.className < b.className ? -1 : Number( a.className > b.className )
		)
		.map(
			( { className, file } ) =>
				`\t${ phpString( className ) } => ${ phpString(
					bundled( file ) && inDoors( file ) ? '@doors.php' : file
				) },\n`
		);
	return (
		'<?php\n/**\n * Class name => file under includes/. GENERATED by bin/gen-php-bundle.mjs (npm run build): do not edit.\n *\n * @package Lodestar\n */\n\n' +
		"defined( 'ABSPATH' ) || defined( 'LODESTAR_CLI' ) || exit;\n\n" +
		`return array(\n${ rows.join( '' ) });\n`
	);
}

/**
 * The namespace block of Lodestar\Schema\BuiltShapes, or null when PHP is not installed.
 *
 * @return {string|null} PHP.
 */
function catalogueShape() {
	const result = spawnSync(
		'php',
		[ join( root, 'bin', 'gen-catalogue-shape.php' ) ],
		{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	);
	if ( result.error?.code === 'ENOENT' ) {
		return null;
	}
	if ( result.error || result.status !== 0 || result.stderr !== '' ) {
		throw new Error(
			`bin/gen-catalogue-shape.php failed: ${
				result.error?.message ?? result.stderr
			}`
		);
	}
	return result.stdout;
}

/**
 * The namespace blocks of the classes whose files pass a test, parents first (interfaces and
 * abstract classes before the rest), each headed by its path.
 *
 * @param {(file: string) => boolean} keep Test on the path relative to includes/.
 * @return {string[]} PHP blocks.
 */
function classBlocks( keep ) {
	const parentsFirst = ( source ) =>
		/^(?:interface|abstract class) /m.test( source ) ? 0 : 1;
	return all
		.filter( ( { file } ) => keep( file ) )
		.map( ( { path } ) => ( {
			path,
			source: readFileSync( path, 'utf8' ),
		} ) )
		.sort(
			( a, b ) =>
				parentsFirst( a.source ) - parentsFirst( b.source ) ||
				a.path.localeCompare( b.path )
		)
		.map( ( { path, source } ) => {
			const code = source.replace( /^<\?php\s*/, '' );
			const namespace = /^namespace ([^;]+);\n/m.exec( code );
			if ( ! namespace ) {
				throw new Error(
					`${ relative( root, path ) }: no namespace line`
				);
			}
			const body =
				code.slice( 0, namespace.index ) +
				code.slice( namespace.index + namespace[ 0 ].length );
			return `// ${ relative( root, path ) }\nnamespace ${
				namespace[ 1 ]
			} {\n${ body.trim() }\n}\n`;
		} );
}

/**
 * build/php/doors.php: the classes of the parts page views do not build.
 *
 * @return {string} PHP.
 */
function doorsBundle() {
	return `<?php\n// GENERATED by bin/gen-php-bundle.mjs from includes/ (npm run build): do not edit.\n// phpcs:ignoreFile\n// The classes of the parts a page view does not build, loaded whole by the autoloader (classmap.php: '@doors.php').\n\n${ classBlocks(
		( file ) => bundled( file ) && inDoors( file )
	).join( '\n' ) }`;
}

/**
 * build/php/classes.php: the page-view classes in one file, with Lodestar\\BUILD: a hash of
 * the code of the build (both bundles), which keys the compiled data files
 * (Support\\CompiledFile), so a new build never reads what an older one compiled.
 *
 * @param {string|null} shape The BuiltShapes block, or null.
 * @param {string}      doors doors.php as written.
 * @return {string} PHP.
 */
function bundle( shape, doors ) {
	const blocks = classBlocks(
		( file ) => bundled( file ) && ! inDoors( file )
	);
	// The autoloader first, registered before any class is declared (as plugin.php does
	// without the bundle), and the template function, in the global namespace, last.
	const autoloader = readFileSync(
		join( includes, 'Autoloader.php' ),
		'utf8'
	)
		.replace( /^<\?php\s*/, '' )
		.replace( /^namespace Lodestar;\n/m, '' )
		.trim();
	const templateFunctions = readFileSync(
		join( root, 'template-functions.php' ),
		'utf8'
	)
		.replace( /^<\?php\s*/, '' )
		.trim();
	const build = createHash( 'sha1' )
		.update( [ autoloader, ...blocks, shape ?? '', templateFunctions, doors ].join( '\0' ) )
		.digest( 'hex' )
		.slice( 0, 20 );
	return `<?php\n// GENERATED by bin/gen-php-bundle.mjs from includes/ (npm run build): do not edit.\n// phpcs:ignoreFile\n\n// includes/Autoloader.php\nnamespace Lodestar {\nconst BUILD = '${ build }';\n\n${ autoloader }\n\nAutoloader::register();\n}\n\n${ blocks.join(
		'\n'
	) }\n${
		shape === null ? '' : `${ shape }\n`
	}// template-functions.php\nnamespace {\n${ templateFunctions }\n}\n`;
}

const out = resolve( process.argv[ 2 ] ?? join( root, 'build', 'php' ) );
mkdirSync( out, { recursive: true } );
// catalogue-shape.php: written by earlier builds, now part of classes.php.
for ( const name of [
	'classes.php',
	'classmap.php',
	'doors.php',
	'catalogue-shape.php',
] ) {
	rmSync( join( out, name ), { force: true } );
}
writeFileSync( join( out, 'classmap.php' ), classMap() );
const doors = doorsBundle();
writeFileSync( join( out, 'doors.php' ), doors );
const shape = catalogueShape();
if ( shape === null ) {
	process.stderr.write(
		'gen-php-bundle: no php on this machine, so build/php/classes.php has no schema catalogue shape; the plugin computes it instead (run npm run build again once PHP is installed)\n'
	);
}
writeFileSync( join( out, 'classes.php' ), bundle( shape, doors ) );
