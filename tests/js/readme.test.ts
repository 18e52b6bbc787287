/* @jest-environment node */

/**
 * readme.txt follows the plugin directory's readme rules (as its validator checks them) and
 * agrees with plugin.php: same name, versions and floors, Stable tag = Version.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join( __dirname, '../..' );
const README = readFileSync( join( ROOT, 'readme.txt' ), 'utf8' );
const PLUGIN = readFileSync( join( ROOT, 'plugin.php' ), 'utf8' );

type Readme = {
	name: string;
	headers: Record< string, string >;
	shortDescription: string;
	sections: Map< string, string >;
};

/**
 * Splits a readme the way the directory's parser does: `=== Name ===`, the header block
 * (`Field: value` lines up to the first blank line), the short description (the next
 * paragraph), then `== Section ==` blocks.
 *
 * @param text readme.txt.
 */
function parseReadme( text: string ): Readme {
	const lines = text.replace( /\r\n/g, '\n' ).split( '\n' );
	const title = ( lines.shift() ?? '' ).match( /^===\s*(.+?)\s*===$/ );
	const headers: Record< string, string > = {};
	while ( lines.length && lines[ 0 ]?.trim() !== '' ) {
		const line = lines.shift() as string;
		const match = line.match( /^([^:]+):\s*(.*)$/ );
		if ( ! match ) {
			throw new Error( `Not a header line: ${ line }` );
		}
		headers[ ( match[ 1 ] as string ).trim() ] = (
			match[ 2 ] as string
		 ).trim();
	}
	while ( lines.length && lines[ 0 ]?.trim() === '' ) {
		lines.shift();
	}
	const short: string[] = [];
	while (
		lines.length &&
		lines[ 0 ]?.trim() !== '' &&
		! lines[ 0 ]?.startsWith( '==' )
	) {
		short.push( lines.shift() as string );
	}
	const sections = new Map< string, string >();
	let current: string | null = null;
	for ( const line of lines ) {
		const heading = line.match( /^==\s*(.+?)\s*==$/ );
		if ( heading && ! line.startsWith( '===' ) ) {
			current = heading[ 1 ] as string;
			sections.set( current, '' );
		} else if ( current ) {
			sections.set( current, sections.get( current ) + line + '\n' );
		}
	}
	return {
		name: title ? ( title[ 1 ] as string ) : '',
		headers,
		shortDescription: short.join( ' ' ).trim(),
		sections,
	};
}

/**
 * A field of plugin.php's header.
 *
 * @param field Field name.
 */
function pluginHeader( field: string ): string {
	const match = PLUGIN.match(
		new RegExp( `^[ \\t/*#@]*${ field }:(.*)$`, 'mi' )
	);
	return match ? ( match[ 1 ] as string ).trim() : '';
}

const readme = parseReadme( README );

describe( 'readme.txt', () => {
	it( 'names the plugin as plugin.php does', () => {
		expect( readme.name ).toBe( 'Lodestar SEO' );
		expect( pluginHeader( 'Plugin Name' ) ).toBe( readme.name );
	} );

	it( 'has the headers the directory requires, with the floors and the tested version', () => {
		expect( Object.keys( readme.headers ) ).toEqual(
			expect.arrayContaining( [
				'Contributors',
				'Tags',
				'Requires at least',
				'Tested up to',
				'Requires PHP',
				'Stable tag',
				'License',
				'License URI',
			] )
		);
		expect( readme.headers[ 'Requires at least' ] ).toBe( '6.7' );
		expect( readme.headers[ 'Tested up to' ] ).toBe( '7.1' );
		expect( readme.headers[ 'Requires PHP' ] ).toBe( '8.1' );
		// The floors agree with plugin.php's header, which WordPress enforces on activation.
		expect( pluginHeader( 'Requires at least' ) ).toBe( '6.7' );
		expect( pluginHeader( 'Requires PHP' ) ).toBe( '8.1' );
		// "Tested up to" is a major version (the directory ignores the patch number).
		expect( readme.headers[ 'Tested up to' ] ).toMatch( /^\d+\.\d+$/ );
	} );

	it( "has a Stable tag equal to plugin.php's Version (never trunk)", () => {
		const version = pluginHeader( 'Version' );
		expect( version ).toMatch( /^\d+\.\d+\.\d+$/ );
		expect( readme.headers[ 'Stable tag' ] ).toBe( version );
		// And the constant plugin.php defines.
		expect( PLUGIN ).toContain(
			`define( 'LODESTAR_VERSION', '${ version }' );`
		);
	} );

	it( 'has at most 5 tags (the directory ignores the rest) and valid contributors', () => {
		const tags = ( readme.headers.Tags ?? '' )
			.split( ',' )
			.map( ( t ) => t.trim() );
		expect( tags.length ).toBeGreaterThan( 0 );
		expect( tags.length ).toBeLessThanOrEqual( 5 );
		tags.forEach( ( tag ) =>
			expect( tag ).toMatch( /^[a-z0-9][a-z0-9 -]*$/ )
		);
		const contributors = ( readme.headers.Contributors ?? '' )
			.split( ',' )
			.map( ( c ) => c.trim() );
		contributors.forEach( ( user ) =>
			expect( user ).toMatch( /^[a-z0-9_-]+$/ )
		);
	} );

	it( 'has a GPL-compatible license, as plugin.php', () => {
		expect( readme.headers.License ).toMatch( /GPL/ );
		expect( readme.headers[ 'License URI' ] ).toMatch( /^https:\/\// );
		expect( pluginHeader( 'License' ) ).toMatch( /GPL-2\.0-or-later/ );
	} );

	it( 'has a short description of at most 150 characters, without markup', () => {
		expect( readme.shortDescription.length ).toBeGreaterThan( 0 );
		expect( [ ...readme.shortDescription ].length ).toBeLessThanOrEqual(
			150
		);
		expect( readme.shortDescription ).not.toMatch( /[<>*#=]/ );
	} );

	it( "has the sections, in the directory's order, and a changelog entry for the stable tag", () => {
		expect( [ ...readme.sections.keys() ].slice( 0, 4 ) ).toEqual( [
			'Description',
			'Installation',
			'Frequently Asked Questions',
			'Changelog',
		] );
		for ( const body of readme.sections.values() ) {
			expect( body.trim().length ).toBeGreaterThan( 0 );
		}
		expect( readme.sections.get( 'Changelog' ) ).toContain(
			`= ${ readme.headers[ 'Stable tag' ] } =`
		);
	} );
} );
