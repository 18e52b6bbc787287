/**
 * The editor's page checks (src/analysis/page-checks.ts) against the vectors PHPUnit runs
 * through the PHP twin (tests/fixtures/page-checks.json): every check's status and message,
 * and no check more or less.
 */
import fixture from '../fixtures/page-checks.json';
import {
	PAGE_CHECK_IDS,
	TERM_CHECK_IDS,
	runPageChecks,
	sortPageChecks,
} from '../../src/analysis/page-checks';
import {
	countKeyword,
	foldForUrl,
	normalizeText,
	urlPath,
} from '../../src/analysis/text';
import type { PageCheckInput } from '../../src/analysis/types';
import { objectTemplateContext } from '../../src/utils/object-preview';
import { resolveTemplate } from '../../src/utils/template-variables';

interface Vector {
	name: string;
	input: Partial< PageCheckInput >;
	expected: Record< string, { status: string; message: string } >;
}

const { base, vectors } = fixture as unknown as {
	base: PageCheckInput;
	vectors: Vector[];
};

describe( 'page checks: shared vectors', () => {
	it( 'has at least 60 uniquely named vectors', () => {
		expect( vectors.length ).toBeGreaterThanOrEqual( 60 );
		expect( new Set( vectors.map( ( vector ) => vector.name ) ).size ).toBe(
			vectors.length
		);
	} );

	test.each( vectors.map( ( vector ) => [ vector.name, vector ] as const ) )(
		'%s',
		( _name, vector ) => {
			const results = runPageChecks( { ...base, ...vector.input } );
			const actual = Object.fromEntries(
				Object.entries( results ).map( ( [ id, check ] ) => [
					id,
					{ status: check.status, message: check.message },
				] )
			);
			expect( actual ).toEqual( vector.expected );
			// Same order as PHP's array keys.
			expect( Object.keys( results ) ).toEqual(
				Object.keys( vector.expected )
			);
		}
	);
} );

describe( 'page checks: details', () => {
	it( 'lists ids in the engine order, a term only its subset', () => {
		expect( Object.keys( runPageChecks( base ) ) ).toEqual(
			PAGE_CHECK_IDS.filter( ( id ) => id !== 'focus_keyword' )
		);
		expect(
			Object.keys( runPageChecks( { ...base, kind: 'term' } ) )
		).toEqual( TERM_CHECK_IDS.filter( ( id ) => id !== 'focus_keyword' ) );
	} );

	it( 'describes what each check looks at and lists offenders', () => {
		const results = runPageChecks( {
			...base,
			content: '<img src="a.jpg"><a href="http://x.test/">x</a>',
			links: {
				'http://x.test/': {
					ok: false,
					code: 404,
					message: 'The page or resource was not found',
				},
			},
		} );
		expect( results.image_alt_text?.description ).toEqual( [
			{ type: 'text', text: expect.any( String ) },
			{ type: 'list', items: [ 'a.jpg' ] },
		] );
		expect( results.broken_links?.description[ 1 ] ).toEqual( {
			type: 'list',
			items: [ 'http://x.test/ (The page or resource was not found)' ],
		} );
	} );

	it( 'applies the text rules', () => {
		expect( normalizeText( '  Don\u2019t \n PANIC ' ) ).toBe(
			"don't panic"
		);
		expect( foldForUrl( 'Crème Brûlée!' ) ).toBe( 'creme-brulee' );
		expect( foldForUrl( "Straße, don't" ) ).toBe( 'strasse-dont' );
		expect(
			urlPath(
				'https://example.test/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82-%D0%BC%D0%B8%D1%80/?x=1#y'
			)
		).toBe( '/привет-мир/' );
		expect( urlPath( 'http://h.test/bad-%FF/' ) ).toBe( '/bad-%FF/' );
		expect( countKeyword( 'boots, more boots', 'boots' ) ).toBe( 2 );
		expect( countKeyword( 'reboots', 'boots' ) ).toBe( 0 );
		expect( countKeyword( '東京旅行', '東京' ) ).toBe( 1 );
	} );

	it( 'sorts errors, warnings, suggestions, successes, then ignored ones', () => {
		const results = runPageChecks( {
			...base,
			title: '',
			description: '',
			focus_keyword: '',
		} );
		const order = sortPageChecks( results, [
			'search_engine_description',
		] ).map(
			( [ id, check, ignored ] ) =>
				`${ ignored ? 'ignored' : check.status }:${ id }`
		);
		expect( order.slice( 0, 3 ) ).toEqual( [
			'error:search_engine_title',
			'suggestion:broken_links',
			'suggestion:focus_keyword',
		] );
		expect( order[ order.length - 1 ] ).toBe(
			'ignored:search_engine_description'
		);
	} );
} );

describe( 'focus keyword: the %focus_keyword% variable in the editor previews', () => {
	const facts = {
		site_name: 'Site',
		tagline: '',
		site_url: 'http://example.test',
		separator: '-',
	};

	it( 'reads the edited keyword of a post and a term', () => {
		const post = objectTemplateContext( 'post', facts, {
			title: 'Boots guide',
			focusKeyword: 'Hiking boots',
		} );
		expect(
			resolveTemplate(
				'%focus_keyword% %separator% %title%',
				post,
				'title'
			)
		).toBe( 'Hiking boots - Boots guide' );
		const term = objectTemplateContext( 'term', facts, {
			title: 'Gear',
			focusKeyword: 'Outdoor gear',
		} );
		expect( resolveTemplate( '%focus_keyword%', term, 'text' ) ).toBe(
			'Outdoor gear'
		);
	} );

	it( 'is empty without a keyword', () => {
		const post = objectTemplateContext( 'post', facts, { title: 'Plain' } );
		expect(
			resolveTemplate(
				'%focus_keyword% %separator% %title%',
				post,
				'title'
			)
		).toBe( 'Plain' );
	} );
} );
