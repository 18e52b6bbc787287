/* @jest-environment node */

/**
 * The translations pipeline of bin/i18n.js (npm run i18n): string extraction from TypeScript
 * and from minified built scripts, the .po reader, the .mo writer (read back here with an
 * independent reader) and the JSON files named as load_script_textdomain() looks them up.
 * The PHP side (token_get_all) and the committed .pot are checked by PHPUnit
 * (TranslationsTest), which runs where PHP is installed.
 */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Entry = {
	msgid: string;
	plural: string | null;
	context: string | null;
	comment: string | null;
	file: string;
	line: number;
};
type Po = {
	headers: Record< string, string >;
	entries: Array< {
		context: string | null;
		msgid: string;
		plural: string | null;
		msgstr: string[];
		fuzzy: boolean;
	} >;
};
type I18n = {
	extractScript: ( code: string, file: string, domain?: string ) => Entry[];
	parsePo: ( text: string ) => Po;
	makeMo: ( po: Po ) => Buffer;
	scriptJsonName: ( locale: string, relative: string ) => string;
	compile: (
		po: string,
		out: string,
		root: string
	) => { locale: string; mo: string; json: Record< string, string > };
};

const i18n = require( '../../bin/i18n.js' ) as I18n;

const FIXTURE = join( __dirname, '../fixtures/i18n/lodestar-fr_FR.po' );

/**
 * Reads a GNU .mo file (independently of the writer): original => translation.
 *
 * @param mo File contents.
 */
function readMo( mo: Buffer ): Map< string, string > {
	expect( mo.readUInt32LE( 0 ) ).toBe( 0x950412de );
	const count = mo.readUInt32LE( 8 );
	const originals = mo.readUInt32LE( 12 );
	const translations = mo.readUInt32LE( 16 );
	const at = ( table: number, i: number ) => {
		const length = mo.readUInt32LE( table + i * 8 );
		const offset = mo.readUInt32LE( table + i * 8 + 4 );
		expect( mo[ offset + length ] ).toBe( 0 );
		return mo.subarray( offset, offset + length ).toString( 'utf8' );
	};
	const out = new Map< string, string >();
	for ( let i = 0; i < count; i++ ) {
		out.set( at( originals, i ), at( translations, i ) );
	}
	return out;
}

describe( 'extractScript', () => {
	it( 'finds every gettext call of the domain, with context, plural and translator comment', () => {
		const code = [
			"import { __, _x, _n, _nx, sprintf } from '@wordpress/i18n';",
			"const a = __( 'Plain', 'lodestar' );",
			'// translators: %d: number of posts.',
			"const b = sprintf( _n( '%d post', '%d posts', n, 'lodestar' ), n );",
			"const c = _x( 'Post', 'noun', 'lodestar' );",
			"const d = _nx( 'One', 'Many', n, 'things', 'lodestar' );",
			"const e = __( 'Other domain', 'default' );",
			"const f = __( variable, 'lodestar' );",
			"const g = __( 'Joined ' + 'text', 'lodestar' );",
			"const h = <p>{ /* translators: shown in JSX. */ __( 'In JSX', 'lodestar' ) }</p>;",
			"const i = obj.__( 'Method', 'lodestar' );",
		].join( '\n' );
		const entries = i18n.extractScript( code, 'src/example.tsx' );
		expect( entries ).toEqual( [
			{
				msgid: 'Plain',
				plural: null,
				context: null,
				comment: null,
				file: 'src/example.tsx',
				line: 2,
			},
			{
				msgid: '%d post',
				plural: '%d posts',
				context: null,
				comment: 'translators: %d: number of posts.',
				file: 'src/example.tsx',
				line: 4,
			},
			{
				msgid: 'Post',
				plural: null,
				context: 'noun',
				comment: null,
				file: 'src/example.tsx',
				line: 5,
			},
			{
				msgid: 'One',
				plural: 'Many',
				context: 'things',
				comment: null,
				file: 'src/example.tsx',
				line: 6,
			},
			{
				msgid: 'Joined text',
				plural: null,
				context: null,
				comment: null,
				file: 'src/example.tsx',
				line: 9,
			},
			{
				msgid: 'In JSX',
				plural: null,
				context: null,
				comment: 'translators: shown in JSX.',
				file: 'src/example.tsx',
				line: 10,
			},
			{
				msgid: 'Method',
				plural: null,
				context: null,
				comment: null,
				file: 'src/example.tsx',
				line: 11,
			},
		] );
	} );

	it( 'reads the calls webpack and the minifier leave in a built script', () => {
		const built =
			'(()=>{var e=window.wp.i18n;const t=(0,e.__)("Save \\u201cit\\u201d","lodestar"),' +
			'n=(0,e._x)("Post","noun","lodestar"),r=(0,e._n)("%d item","%d items",3,"lodestar");' +
			'(0,e.__)("Core","default")})();';
		expect(
			i18n
				.extractScript( built, 'build/admin/index.js' )
				.map( ( e ) => [ e.context, e.msgid, e.plural ] )
		).toEqual( [
			[ null, 'Save “it”', null ],
			[ 'noun', 'Post', null ],
			[ null, '%d item', '%d items' ],
		] );
	} );
} );

describe( 'scriptJsonName', () => {
	it( 'is the md5 of the path inside the plugin, minified names counting as unminified', () => {
		// md5( 'build/admin/index.js' ), as load_script_textdomain() computes it.
		expect( i18n.scriptJsonName( 'fr_FR', 'build/admin/index.js' ) ).toBe(
			'lodestar-fr_FR-757eccaece1679b51289d2c0f1a3403c.json'
		);
		expect(
			i18n.scriptJsonName(
				'fr_FR',
				'build/admin/screen-meta-templates.js'
			)
		).toBe( 'lodestar-fr_FR-736a49a59beaf5496c934c34d68b9e3c.json' );
		expect(
			i18n.scriptJsonName( 'de_DE', 'build/admin/index.min.js' )
		).toBe( 'lodestar-de_DE-757eccaece1679b51289d2c0f1a3403c.json' );
	} );
} );

describe( 'parsePo and makeMo', () => {
	it( 'compiles the translated entries of the fixture, leaving fuzzy and empty ones out', () => {
		const po = i18n.parsePo( readFileSync( FIXTURE, 'utf8' ) );
		expect( po.headers.Language ).toBe( 'fr_FR' );
		expect( po.headers[ 'Plural-Forms' ] ).toBe(
			'nplurals=2; plural=n > 1;'
		);
		const mo = readMo( i18n.makeMo( po ) );
		expect( mo.get( '(no title)' ) ).toBe( '(sans titre)' );
		expect( mo.get( '%d error\u0000%d errors' ) ).toBe(
			'%d erreur\u0000%d erreurs'
		);
		expect( mo.get( 'list of post titles\u0004%1$s, %2$s' ) ).toBe(
			'%1$s ; %2$s'
		);
		expect( mo.get( 'Auto-generate Description' ) ).toBe(
			'Générer la description automatiquement'
		);
		expect( mo.get( '' ) ).toContain( 'Language: fr_FR\n' );
		expect( mo.has( 'Dashboard' ) ).toBe( false );
		expect( mo.has( 'Tools' ) ).toBe( false );
		expect( mo.size ).toBe( 8 );
		// Originals sorted, as gettext's binary search needs.
		const keys = [ ...mo.keys() ];
		expect( keys ).toEqual( [ ...keys ].sort() );
	} );

	it( 'joins multi-line strings and unescapes them', () => {
		const po = i18n.parsePo(
			[
				'msgid ""',
				'"Two \\"quoted\\" "',
				'"lines\\n"',
				'msgstr "Deux\\tlignes"',
				'',
			].join( '\n' )
		);
		expect( po.entries ).toEqual( [
			{
				context: null,
				msgid: 'Two "quoted" lines\n',
				plural: null,
				msgstr: [ 'Deux\tlignes' ],
				fuzzy: false,
			},
		] );
	} );
} );

describe( 'compile', () => {
	it( 'writes the .mo and one JSON per built script, entry or lazy chunk, with its strings only', () => {
		const root = mkdtempSync( join( tmpdir(), 'lodestar-i18n-' ) );
		mkdirSync( join( root, 'build/admin' ), { recursive: true } );
		writeFileSync(
			join( root, 'build/admin/index.js' ),
			'var e=window.wp.i18n;(0,e.__)("Meta Templates","lodestar");(0,e.__)("Tools","lodestar");'
		);
		writeFileSync(
			join( root, 'build/admin/screen-meta-templates.js' ),
			'var e=window.wp.i18n;(0,e.__)("Auto-generate Description","lodestar");'
		);
		writeFileSync(
			join( root, 'build/admin/screen-other.js' ),
			'var e=window.wp.i18n;(0,e.__)("Untranslated here","lodestar");'
		);
		const out = join( root, 'out' );
		const result = i18n.compile( FIXTURE, out, root );
		expect( result.locale ).toBe( 'fr_FR' );
		expect( result.json ).toEqual( {
			'build/admin/index.js':
				'lodestar-fr_FR-757eccaece1679b51289d2c0f1a3403c.json',
			'build/admin/screen-meta-templates.js':
				'lodestar-fr_FR-736a49a59beaf5496c934c34d68b9e3c.json',
		} );
		const entry = JSON.parse(
			readFileSync(
				join( out, result.json[ 'build/admin/index.js' ] as string ),
				'utf8'
			)
		);
		expect( entry.source ).toBe( 'build/admin/index.js' );
		expect( entry.locale_data.messages ).toEqual( {
			'': {
				domain: 'messages',
				lang: 'fr_FR',
				'plural-forms': 'nplurals=2; plural=n > 1;',
			},
			'Meta Templates': [ 'Modèles de méta' ],
		} );
		const chunk = JSON.parse(
			readFileSync(
				join(
					out,
					result.json[
						'build/admin/screen-meta-templates.js'
					] as string
				),
				'utf8'
			)
		);
		expect(
			chunk.locale_data.messages[ 'Auto-generate Description' ]
		).toEqual( [ 'Générer la description automatiquement' ] );
		expect(
			readMo( readFileSync( join( out, 'lodestar-fr_FR.mo' ) ) ).get(
				'SEO Title'
			)
		).toBe( 'Titre SEO' );
	} );
} );
