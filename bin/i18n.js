#!/usr/bin/env node
/**
 * npm run i18n: Lodestar's translation files, without WP-CLI.
 *
 *   node bin/i18n.js                     languages/lodestar.pot from the sources, then every
 *                                        languages/lodestar-<locale>.po compiled (as below)
 *   node bin/i18n.js pot [out.pot]       only the .pot
 *   node bin/i18n.js compile <po> <dir>  one .po into <dir>: lodestar-<locale>.mo, and one
 *                                        lodestar-<locale>-<md5>.json per built script (build/**.js)
 *                                        that uses a translated string
 *
 * The .pot: PHP strings come from bin/i18n-extract-php.php (token_get_all), TypeScript ones
 * from the TypeScript compiler's syntax tree (src/, src-admin/, src-editor/); both keep the
 * references (file:line) and `translators:` comments, and the plugin header's name,
 * description and author are added as WordPress translates them in the plugins list. The
 * output has no date, so running the script again on the same sources gives the same file
 * (a test checks that the committed .pot is current).
 *
 * The JSON files: WordPress looks a script's translations up as
 * `<domain>-<locale>-<md5 of the script's path relative to the plugin folder>.json`
 * (load_script_textdomain(); e.g. md5( 'build/admin/screen-sitemaps.js' )), for entries and
 * for lazily loaded chunks alike (Support\BuildAssets registers each chunk and loads its file).
 * What each file holds is read from the built script itself, parsed with the same extractor:
 * the minifier keeps the gettext calls (`(0,r.__)("…","lodestar")`), so each JSON has exactly
 * the strings its script asks for, which is also how translate.wordpress.org builds them from
 * a release zip.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const crypto = require( 'crypto' );
const { execFileSync } = require( 'child_process' );
const ts = require( 'typescript' );

const ROOT = path.resolve( __dirname, '..' );
const DOMAIN = 'lodestar';
const TS_SOURCES = [ 'src', 'src-admin', 'src-editor' ];
const PHP_SOURCES = [ 'plugin.php', 'uninstall.php', 'includes' ];

/**
 * Argument roles of the @wordpress/i18n functions: t text, p plural, n number, c context, d domain.
 */
const JS_FUNCTIONS = { __: 'td', _x: 'tcd', _n: 'tpnd', _nx: 'tpncd' };

/**
 * Files under `dirs` (relative to root) whose name matches `pattern`, sorted, relative paths.
 *
 * @param {string}   root
 * @param {string[]} dirs
 * @param {RegExp}   pattern
 * @return {string[]} Relative paths with forward slashes.
 */
function listFiles( root, dirs, pattern ) {
	const out = [];
	const walk = ( rel ) => {
		const abs = path.join( root, rel );
		if ( ! fs.existsSync( abs ) ) {
			return;
		}
		if ( fs.statSync( abs ).isDirectory() ) {
			for ( const name of fs.readdirSync( abs ).sort() ) {
				walk( rel + '/' + name );
			}
		} else if ( pattern.test( rel ) ) {
			out.push( rel );
		}
	};
	dirs.forEach( walk );
	return out;
}

/**
 * The string value of a call argument made of literals, else null.
 *
 * @param {ts.Node|undefined} node
 * @return {string|null} Value.
 */
function literalValue( node ) {
	if ( ! node ) {
		return null;
	}
	if (
		ts.isStringLiteral( node ) ||
		ts.isNoSubstitutionTemplateLiteral( node )
	) {
		return node.text;
	}
	if ( ts.isParenthesizedExpression( node ) ) {
		return literalValue( node.expression );
	}
	if (
		ts.isBinaryExpression( node ) &&
		node.operatorToken.kind === ts.SyntaxKind.PlusToken
	) {
		const left = literalValue( node.left );
		const right = literalValue( node.right );
		return left === null || right === null ? null : left + right;
	}
	return null;
}

/**
 * The gettext function a callee names: `__`, `i18n.__`, and the minifier's `(0, r.__)`.
 *
 * @param {ts.Node} callee
 * @return {string|null} Function name.
 */
function calleeName( callee ) {
	if ( ts.isIdentifier( callee ) ) {
		return callee.text;
	}
	if ( ts.isPropertyAccessExpression( callee ) ) {
		return callee.name.text;
	}
	if ( ts.isParenthesizedExpression( callee ) ) {
		return calleeName( callee.expression );
	}
	if (
		ts.isBinaryExpression( callee ) &&
		callee.operatorToken.kind === ts.SyntaxKind.CommaToken
	) {
		return calleeName( callee.right );
	}
	return null;
}

/**
 * Cleans a comment's text: no comment markers, one line.
 *
 * @param {string} text
 * @return {string} Comment.
 */
function cleanComment( text ) {
	return text
		.replace( /^\s*(\/\*+|\/\/)\s*/, '' )
		.replace( /\s*\*+\/\s*$/, '' )
		.replace( /\s*\n\s*\*?\s*/g, ' ' )
		.trim();
}

/**
 * Every translatable string of one TypeScript or JavaScript source.
 *
 * @param {string} code     Source text.
 * @param {string} fileName Name used in references (its extension picks the parser).
 * @param {string} domain   Text domain to keep.
 * @return {Array<{msgid: string, plural: string|null, context: string|null, comment: string|null, file: string, line: number}>} Entries.
 */
function extractScript( code, fileName, domain = DOMAIN ) {
	let kind = ts.ScriptKind.JS;
	if ( /\.tsx$/.test( fileName ) ) {
		kind = ts.ScriptKind.TSX;
	} else if ( /\.ts$/.test( fileName ) ) {
		kind = ts.ScriptKind.TS;
	}
	const source = ts.createSourceFile(
		fileName,
		code,
		ts.ScriptTarget.Latest,
		true,
		kind
	);
	// translators: comments, by position (each once: leading trivia is shared by nested nodes).
	const comments = new Map();
	const entries = [];
	const visit = ( node ) => {
		// A comment on the line of the token before counts as that token's trailing comment.
		const ranges = [
			...( ts.getTrailingCommentRanges( code, node.getFullStart() ) ??
				[] ),
			...( ts.getLeadingCommentRanges( code, node.getFullStart() ) ??
				[] ),
		];
		for ( const range of ranges ) {
			const text = code.slice( range.pos, range.end );
			if ( /translators:/i.test( text ) && ! comments.has( range.pos ) ) {
				comments.set( range.pos, {
					end:
						source.getLineAndCharacterOfPosition( range.end ).line +
						1,
					endPos: range.end,
					text: cleanComment( text ),
					used: false,
				} );
			}
		}
		if ( ts.isCallExpression( node ) ) {
			const name = calleeName( node.expression );
			const roles =
				name && Object.hasOwn( JS_FUNCTIONS, name )
					? JS_FUNCTIONS[ name ]
					: null;
			if ( roles ) {
				const value = {};
				[ ...roles ].forEach( ( role, k ) => {
					if ( role !== 'n' ) {
						value[ role ] = literalValue( node.arguments[ k ] );
					}
				} );
				if ( value.d === domain && value.t ) {
					const start = node.getStart( source );
					const line =
						source.getLineAndCharacterOfPosition( start ).line + 1;
					// The nearest unused translators comment before the call, ending on its line or the one before.
					let comment = null;
					for ( const candidate of comments.values() ) {
						if (
							! candidate.used &&
							candidate.endPos <= start &&
							candidate.end >= line - 1 &&
							( ! comment || candidate.endPos > comment.endPos )
						) {
							comment = candidate;
						}
					}
					if ( comment ) {
						comment.used = true;
					}
					entries.push( {
						msgid: value.t,
						plural: value.p ?? null,
						context: value.c ?? null,
						comment: comment ? comment.text : null,
						file: fileName,
						line,
					} );
				}
			}
		}
		ts.forEachChild( node, visit );
	};
	visit( source );
	return entries;
}

/**
 * Every translatable string of PHP files (through bin/i18n-extract-php.php).
 *
 * @param {string}   root  Folder the files are relative to.
 * @param {string[]} files Relative paths.
 * @return {Array<object>} Entries.
 */
function extractPhp( root, files ) {
	if ( files.length === 0 ) {
		return [];
	}
	const out = execFileSync(
		'php',
		[ path.join( __dirname, 'i18n-extract-php.php' ), DOMAIN, ...files ],
		{ cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	);
	return JSON.parse( out );
}

/**
 * The plugin header's translatable fields, as WordPress translates them (get_plugin_data()).
 *
 * @param {string} root
 * @return {Array<object>} Entries.
 */
function headerEntries( root ) {
	const header = fs.readFileSync( path.join( root, 'plugin.php' ), 'utf8' );
	const fields = [
		[ 'Plugin Name', 'Plugin Name of the plugin' ],
		[ 'Description', 'Description of the plugin' ],
		[ 'Author', 'Author of the plugin' ],
	];
	const entries = [];
	for ( const [ field, comment ] of fields ) {
		const match = header.match(
			new RegExp( '^[ \\t/*#@]*' + field + ':(.*)$', 'mi' )
		);
		if ( match && match[ 1 ].trim() ) {
			entries.push( {
				msgid: match[ 1 ].trim(),
				plural: null,
				context: null,
				comment,
				file: 'plugin.php',
				line: null,
			} );
		}
	}
	return entries;
}

/**
 * Key of an entry in a catalogue (gettext's: context EOT msgid).
 *
 * @param {{context: string|null, msgid: string}} entry
 * @return {string} Key.
 */
function entryKey( entry ) {
	return ( entry.context ? entry.context + '\u0004' : '' ) + entry.msgid;
}

/**
 * Merges extracted entries: one per context + msgid, with every reference and comment.
 *
 * @param {Array<object>} list
 * @return {Map<string, object>} Entries in the order of their first appearance.
 */
function mergeEntries( list ) {
	const merged = new Map();
	for ( const entry of list ) {
		const key = entryKey( entry );
		const reference = entry.line ? `${ entry.file }:${ entry.line }` : null;
		let target = merged.get( key );
		if ( ! target ) {
			target = {
				msgid: entry.msgid,
				context: entry.context,
				plural: entry.plural,
				comments: [],
				references: [],
			};
			merged.set( key, target );
		}
		target.plural ??= entry.plural;
		if ( entry.comment && ! target.comments.includes( entry.comment ) ) {
			target.comments.push( entry.comment );
		}
		if ( reference && ! target.references.includes( reference ) ) {
			target.references.push( reference );
		}
	}
	return merged;
}

/**
 * A PO string: quoted, escaped, split after each \n.
 *
 * @param {string} keyword msgid, msgstr…
 * @param {string} value
 * @return {string} Lines.
 */
function poString( keyword, value ) {
	const escape = ( s ) =>
		s
			.replace( /\\/g, '\\\\' )
			.replace( /"/g, '\\"' )
			.replace( /\t/g, '\\t' )
			.replace( /\r/g, '\\r' )
			.replace( /\n/g, '\\n' );
	if (
		! value.includes( '\n' ) ||
		value.indexOf( '\n' ) === value.length - 1
	) {
		return `${ keyword } "${ escape( value ) }"`;
	}
	const parts = value.split( /(?<=\n)/ );
	return [
		`${ keyword } ""`,
		...parts.map( ( p ) => `"${ escape( p ) }"` ),
	].join( '\n' );
}

/**
 * The .pot text of the plugin at `root`.
 *
 * @param {string} root
 * @return {string} POT.
 */
function makePot( root = ROOT ) {
	const version =
		( fs
			.readFileSync( path.join( root, 'plugin.php' ), 'utf8' )
			.match( /^[ \t/*#@]*Version:\s*(\S+)/im ) || [] )[ 1 ] ?? '';
	const list = [ ...headerEntries( root ) ];
	list.push(
		...extractPhp( root, listFiles( root, PHP_SOURCES, /\.php$/ ) )
	);
	for ( const file of listFiles( root, TS_SOURCES, /\.tsx?$/ ) ) {
		if ( /\.d\.ts$/.test( file ) ) {
			continue;
		}
		list.push(
			...extractScript(
				fs.readFileSync( path.join( root, file ), 'utf8' ),
				file
			)
		);
	}
	const lines = [
		'# Copyright (C) Lodestar',
		'# This file is distributed under the GPL-2.0-or-later.',
		'# Generated by bin/i18n.js (npm run i18n): do not edit.',
		'msgid ""',
		'msgstr ""',
		`"Project-Id-Version: Lodestar SEO ${ version }\\n"`,
		'"Report-Msgid-Bugs-To: https://wordpress.org/support/plugin/lodestar/\\n"',
		'"MIME-Version: 1.0\\n"',
		'"Content-Type: text/plain; charset=UTF-8\\n"',
		'"Content-Transfer-Encoding: 8bit\\n"',
		'"Language-Team: LANGUAGE <LL@li.org>\\n"',
		'"X-Generator: bin/i18n.js\\n"',
		`"X-Domain: ${ DOMAIN }\\n"`,
		'',
	];
	for ( const entry of mergeEntries( list ).values() ) {
		for ( const comment of entry.comments ) {
			lines.push( `#. ${ comment }` );
		}
		for ( const reference of entry.references ) {
			lines.push( `#: ${ reference }` );
		}
		const format = /%(\d+\$)?[sdfFuxXoceEgGb%]/.test(
			entry.msgid + ( entry.plural ?? '' )
		);
		if ( format ) {
			const isPhp = entry.references.some( ( r ) =>
				r.includes( '.php:' )
			);
			lines.push( isPhp ? '#, php-format' : '#, javascript-format' );
		}
		if ( entry.context ) {
			lines.push( poString( 'msgctxt', entry.context ) );
		}
		lines.push( poString( 'msgid', entry.msgid ) );
		if ( entry.plural ) {
			lines.push( poString( 'msgid_plural', entry.plural ) );
			lines.push( 'msgstr[0] ""', 'msgstr[1] ""' );
		} else {
			lines.push( 'msgstr ""' );
		}
		lines.push( '' );
	}
	return lines.join( '\n' );
}

/**
 * Parses a PO file.
 *
 * @param {string} text
 * @return {{headers: Object<string, string>, entries: Array<{context: string|null, msgid: string, plural: string|null, msgstr: string[], fuzzy: boolean}>}} Catalogue.
 */
function parsePo( text ) {
	const unquote = ( s ) =>
		JSON.parse(
			s.replace( /\\([\s\S])|(\t)/g, ( m, c, tab ) => {
				if ( tab ) {
					return '\\t';
				}
				return 'ntr"\\'.includes( c ) ? m : c;
			} )
		);
	const entries = [];
	let current = null;
	let field = null;
	const flush = () => {
		if ( current && current.msgid !== null ) {
			entries.push( current );
		}
		current = null;
		field = null;
	};
	const fresh = () => ( {
		context: null,
		msgid: null,
		plural: null,
		msgstr: [],
		fuzzy: false,
	} );
	for ( const raw of text.split( /\r?\n/ ) ) {
		const line = raw.trim();
		if ( line === '' ) {
			flush();
			continue;
		}
		if ( line.startsWith( '#' ) ) {
			if ( current && current.msgid !== null ) {
				flush();
			}
			current ??= fresh();
			if ( /^#,.*\bfuzzy\b/.test( line ) ) {
				current.fuzzy = true;
			}
			continue;
		}
		const match = line.match(
			/^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$/
		);
		if ( match ) {
			if (
				match[ 1 ] === 'msgctxt' ||
				( match[ 1 ] === 'msgid' &&
					current &&
					current.msgid !== null &&
					current.context === null )
			) {
				if ( current && current.msgid !== null ) {
					flush();
				}
			}
			current ??= fresh();
			const value = unquote( match[ 3 ] );
			if ( match[ 1 ] === 'msgctxt' ) {
				current.context = value;
				field = [ 'context' ];
			} else if ( match[ 1 ] === 'msgid' ) {
				current.msgid = value;
				field = [ 'msgid' ];
			} else if ( match[ 1 ] === 'msgid_plural' ) {
				current.plural = value;
				field = [ 'plural' ];
			} else {
				const index =
					match[ 2 ] === undefined ? 0 : Number( match[ 2 ] );
				current.msgstr[ index ] = value;
				field = [ 'msgstr', index ];
			}
			continue;
		}
		if ( /^".*"$/.test( line ) && current && field ) {
			const value = unquote( line );
			if ( field[ 0 ] === 'msgstr' ) {
				current.msgstr[ field[ 1 ] ] += value;
			} else {
				current[ field[ 0 ] ] += value;
			}
			continue;
		}
		throw new Error( `PO syntax not understood: ${ raw }` );
	}
	flush();
	const headers = {};
	const header = entries.find(
		( e ) => e.msgid === '' && e.context === null
	);
	for ( const headerLine of ( header?.msgstr[ 0 ] ?? '' ).split( '\n' ) ) {
		const at = headerLine.indexOf( ':' );
		if ( at > 0 ) {
			headers[ headerLine.slice( 0, at ).trim() ] = headerLine
				.slice( at + 1 )
				.trim();
		}
	}
	return { headers, entries };
}

/**
 * The translated entries of a catalogue (no header, no fuzzy, no empty translation).
 *
 * @param {ReturnType<typeof parsePo>} po
 * @return {Array<object>} Entries.
 */
function translatedEntries( po ) {
	return po.entries.filter(
		( e ) =>
			e.msgid !== '' &&
			! e.fuzzy &&
			e.msgstr.length > 0 &&
			e.msgstr.every( ( s ) => typeof s === 'string' && s !== '' )
	);
}

/**
 * A GNU .mo file (little endian, no hash table) of a catalogue.
 *
 * @param {ReturnType<typeof parsePo>} po
 * @return {Buffer} MO.
 */
function makeMo( po ) {
	const header = po.entries.find(
		( e ) => e.msgid === '' && e.context === null
	);
	const pairs = translatedEntries( po ).map( ( e ) => [
		entryKey( e ) + ( e.plural ? '\0' + e.plural : '' ),
		e.msgstr.join( '\0' ),
	] );
	if ( header ) {
		pairs.push( [ '', header.msgstr[ 0 ] ?? '' ] );
	}
	pairs.sort( ( a, b ) =>
		Buffer.compare( Buffer.from( a[ 0 ] ), Buffer.from( b[ 0 ] ) )
	);
	const count = pairs.length;
	const originalsAt = 28;
	const translationsAt = originalsAt + count * 8;
	let dataAt = translationsAt + count * 8;
	const tables = Buffer.alloc( dataAt );
	tables.writeUInt32LE( 0x950412de, 0 );
	tables.writeUInt32LE( 0, 4 );
	tables.writeUInt32LE( count, 8 );
	tables.writeUInt32LE( originalsAt, 12 );
	tables.writeUInt32LE( translationsAt, 16 );
	tables.writeUInt32LE( 0, 20 );
	tables.writeUInt32LE( dataAt, 24 );
	const data = [];
	const place = ( text, tableAt, index ) => {
		const bytes = Buffer.from( text, 'utf8' );
		tables.writeUInt32LE( bytes.length, tableAt + index * 8 );
		tables.writeUInt32LE( dataAt, tableAt + index * 8 + 4 );
		data.push( bytes, Buffer.from( [ 0 ] ) );
		dataAt += bytes.length + 1;
	};
	pairs.forEach( ( [ original ], i ) => place( original, originalsAt, i ) );
	pairs.forEach( ( [ , translation ], i ) =>
		place( translation, translationsAt, i )
	);
	return Buffer.concat( [ tables, ...data ] );
}

/**
 * The name of a script's JSON translation file, as load_script_textdomain() looks it up.
 *
 * @param {string} locale   e.g. fr_FR.
 * @param {string} relative The script's path inside the plugin folder (build/admin/index.js).
 * @return {string} File name.
 */
function scriptJsonName( locale, relative ) {
	const unminified = relative.replace( /\.min\.js$/, '.js' );
	const md5 = crypto.createHash( 'md5' ).update( unminified ).digest( 'hex' );
	return `${ DOMAIN }-${ locale }-${ md5 }.json`;
}

/**
 * Compiles a .po into `outDir`: the .mo, and one JSON per built script using its strings.
 *
 * @param {string} poFile
 * @param {string} outDir
 * @param {string} root   Plugin folder whose build/ is read.
 * @return {{locale: string, mo: string, json: Object<string, string>}} What was written (json: script path => file).
 */
function compile( poFile, outDir, root = ROOT ) {
	const po = parsePo( fs.readFileSync( poFile, 'utf8' ) );
	const fromName = path
		.basename( poFile, '.po' )
		.match( /-([a-z]{2,3}(?:_[A-Za-z0-9]+)*)$/ );
	const locale = po.headers.Language || ( fromName ? fromName[ 1 ] : '' );
	if ( ! locale ) {
		throw new Error(
			`${ poFile }: no Language header and no locale in the file name`
		);
	}
	fs.mkdirSync( outDir, { recursive: true } );
	const mo = path.join( outDir, `${ DOMAIN }-${ locale }.mo` );
	fs.writeFileSync( mo, makeMo( po ) );

	const translated = new Map(
		translatedEntries( po ).map( ( e ) => [ entryKey( e ), e ] )
	);
	const pluralForms =
		po.headers[ 'Plural-Forms' ] || 'nplurals=2; plural=(n != 1);';
	const json = {};
	for ( const script of listFiles( root, [ 'build' ], /\.js$/ ) ) {
		const messages = {};
		const code = fs.readFileSync( path.join( root, script ), 'utf8' );
		for ( const entry of extractScript( code, script ) ) {
			const found = translated.get( entryKey( entry ) );
			if ( found ) {
				messages[ entryKey( entry ) ] = found.msgstr;
			}
		}
		if ( Object.keys( messages ).length === 0 ) {
			continue;
		}
		const name = scriptJsonName( locale, script );
		const data = {
			'translation-revision-date': po.headers[ 'PO-Revision-Date' ] || '',
			generator: 'bin/i18n.js',
			source: script,
			domain: 'messages',
			locale_data: {
				messages: {
					'': {
						domain: 'messages',
						lang: locale,
						'plural-forms': pluralForms,
					},
					...Object.fromEntries(
						Object.keys( messages )
							.sort()
							.map( ( k ) => [ k, messages[ k ] ] )
					),
				},
			},
		};
		fs.writeFileSync( path.join( outDir, name ), JSON.stringify( data ) );
		json[ script ] = name;
	}
	return { locale, mo, json };
}

/**
 * The command line.
 *
 * @param {string[]} args
 */
function main( args ) {
	const [ command, ...rest ] = args;
	if ( command === 'compile' ) {
		const [ po, out ] = rest;
		if ( ! po || ! out ) {
			throw new Error(
				'usage: node bin/i18n.js compile <file.po> <output folder>'
			);
		}
		const result = compile( path.resolve( po ), path.resolve( out ) );
		process.stdout.write(
			`${ path.relative( process.cwd(), result.mo ) }\n` +
				Object.entries( result.json )
					.map(
						( [ script, file ] ) =>
							`${ path.join( path.relative( process.cwd(), path.resolve( out ) ), file ) } (${ script })\n`
					)
					.join( '' )
		);
		return;
	}
	if ( command && command !== 'pot' ) {
		throw new Error( `unknown command ${ command } (pot, compile)` );
	}
	const potFile = path.resolve(
		rest[ 0 ] ?? path.join( ROOT, 'languages', `${ DOMAIN }.pot` )
	);
	fs.mkdirSync( path.dirname( potFile ), { recursive: true } );
	const pot = makePot( ROOT );
	fs.writeFileSync( potFile, pot );
	const count = ( pot.match( /^msgid /gm ) || [] ).length - 1;
	process.stdout.write(
		`${ path.relative( process.cwd(), potFile ) }: ${ count } strings\n`
	);
	if ( command === 'pot' ) {
		return;
	}
	const languages = path.join( ROOT, 'languages' );
	for ( const po of listFiles( languages, [ '.' ], /\.po$/ ) ) {
		main( [ 'compile', path.join( languages, po ), languages ] );
	}
}

if ( require.main === module ) {
	try {
		main( process.argv.slice( 2 ) );
	} catch ( error ) {
		process.stderr.write( `i18n: ${ error.message }\n` );
		process.exit( 1 );
	}
}

module.exports = {
	extractScript,
	extractPhp,
	makePot,
	parsePo,
	makeMo,
	scriptJsonName,
	compile,
	entryKey,
};
