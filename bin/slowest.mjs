/**
 * node bin/slowest.mjs DIR [N]: the N slowest tests (default 20) of a run, across the result
 * files npm test keeps in DIR (artifacts/timings): PHPUnit's JUnit XML (phpunit-*.xml), Jest's
 * JSON (jest.json) and Playwright's JSON (e2e-*.json). Each line: seconds, runner, test.
 */
/* eslint-disable no-console -- a report. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [ dir, count ] = process.argv.slice( 2 );
if ( ! dir ) {
	console.error( 'usage: node bin/slowest.mjs DIR [N]' );
	process.exit( 2 );
}
const rows = [];
const decode = ( text ) =>
	text
		.replace( /&quot;/g, '"' )
		.replace( /&apos;/g, "'" )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&amp;/g, '&' );

function phpunit( file, pass ) {
	const xml = readFileSync( file, 'utf8' );
	for ( const match of xml.matchAll( /<testcase\b([^>]*)>/g ) ) {
		const attr = ( name ) =>
			decode(
				match[ 1 ].match(
					new RegExp( `\\b${ name }="([^"]*)"` )
				)?.[ 1 ] ?? ''
			);
		rows.push( {
			seconds: Number( attr( 'time' ) ),
			runner: `phpunit ${ pass }`,
			name: `${ attr( 'class' ).split( '\\' ).pop() }::${ attr( 'name' ) }`,
		} );
	}
}

function jest( file ) {
	for ( const suite of JSON.parse( readFileSync( file, 'utf8' ) )
		.testResults ) {
		for ( const test of suite.assertionResults ) {
			rows.push( {
				seconds: ( test.duration ?? 0 ) / 1000,
				runner: 'jest',
				name: `${ suite.name.split( '/tests/js/' ).pop() } › ${ test.fullName }`,
			} );
		}
	}
}

function playwright( file, shard ) {
	const walk = ( suite, path ) => {
		for ( const spec of suite.specs ?? [] ) {
			for ( const test of spec.tests ) {
				for ( const result of test.results ) {
					rows.push( {
						seconds: result.duration / 1000,
						runner: `playwright ${ shard }`,
						name: `${ path } › ${ spec.title }`,
					} );
				}
			}
		}
		for ( const child of suite.suites ?? [] ) {
			walk( child, child.file ?? path );
		}
	};
	for ( const suite of JSON.parse( readFileSync( file, 'utf8' ) ).suites ) {
		walk( suite, suite.file ?? suite.title );
	}
}

for ( const name of readdirSync( dir ) ) {
	const file = join( dir, name );
	let match;
	if ( ( match = name.match( /^phpunit-(.+)\.xml$/ ) ) ) {
		phpunit( file, match[ 1 ] );
	} else if ( name === 'jest.json' ) {
		jest( file );
	} else if ( ( match = name.match( /^e2e-(.+)\.json$/ ) ) ) {
		playwright( file, match[ 1 ] );
	}
}
rows.sort( ( a, b ) => b.seconds - a.seconds );
const total = rows.reduce( ( sum, row ) => sum + row.seconds, 0 );
console.log(
	`slowest ${ Math.min( Number( count ?? 20 ), rows.length ) } of ${
		rows.length
	} tests (${ total.toFixed( 0 ) } s in tests):`
);
for ( const row of rows.slice( 0, Number( count ?? 20 ) ) ) {
	console.log(
		`${ row.seconds.toFixed( 2 ).padStart( 7 ) } s  ${ row.runner.padEnd(
			18
		) } ${ row.name }`
	);
}
