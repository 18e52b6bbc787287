/**
 * The TypeScript template engine against the vectors shared with PHP
 * (tests/fixtures/template-variables.json), plus the helpers previews rely on.
 */
import fixture from '../fixtures/template-variables.json';
import {
	countCharacters,
	decodeEntities,
	plainText,
	resolveTemplate,
	stripEdgeSeparators,
	trimToLength,
} from '../../src/utils/template-variables';
import type {
	TemplateContext,
	TemplateKind,
} from '../../src/utils/template-variables';
import { truncate } from '../../src/utils/truncate';

interface Vector {
	name: string;
	kind: TemplateKind;
	template: string;
	context: TemplateContext;
	expected: string;
}

const vectors = ( fixture as { vectors: Vector[] } ).vectors;

describe( 'template variables: shared vectors', () => {
	it( 'has vectors to check', () => {
		expect( vectors.length ).toBeGreaterThan( 20 );
	} );

	test.each( vectors.map( ( vector ) => [ vector.name, vector ] as const ) )(
		'%s',
		( _name, vector ) => {
			expect(
				resolveTemplate( vector.template, vector.context, vector.kind )
			).toBe( vector.expected );
		}
	);
} );

describe( 'template variables: engine details', () => {
	it( 'separates block-level tags but not inline ones', () => {
		expect( plainText( '<p>First</p><p>Second</p>' ) ).toBe(
			'First Second'
		);
		expect( plainText( 'Hel<em>lo</em>, <a href="#">link</a>.' ) ).toBe(
			'Hello, link.'
		);
		expect( plainText( 'a < b and c<br>d' ) ).toBe( 'a < b and c d' );
	} );

	it( 'drops unclosed script and comment blocks to the end', () => {
		expect( plainText( 'Keep<script>never' ) ).toBe( 'Keep' );
		expect( plainText( 'Keep<!-- never' ) ).toBe( 'Keep' );
		expect( plainText( 'A<STYLE>p{}</style >B' ) ).toBe( 'AB' );
	} );

	it( 'decodes only whole entities, like PHP', () => {
		expect( decodeEntities( '&amp; &#38; &#x26; &hellip; &apos;' ) ).toBe(
			"& & & … '"
		);
		// Unknown names, legacy prefixes and missing semicolons stay literal.
		expect( decodeEntities( '&notanentity; &notit; &amp' ) ).toBe(
			'&notanentity; &notit; &amp'
		);
		// Code points PHP refuses to decode stay literal.
		expect( decodeEntities( '&#0; &#x110000; &#xD800; &#13;' ) ).toBe(
			'&#0; &#x110000; &#xD800; &#13;'
		);
	} );

	it( 'does not rescan substituted values', () => {
		expect(
			resolveTemplate( '%title%', {
				title: '%site_name%',
				site_name: 'X',
			} )
		).toBe( '%site_name%' );
	} );

	it( 'keeps escaped shortcode brackets as text', () => {
		expect(
			resolveTemplate( '%content%', { content: '&#91;x&#93; [b]y[/b]' } )
		).toBe( '[x] y' );
	} );

	it( 'strips a multi-character configured separator from title ends', () => {
		expect( stripEdgeSeparators( ':: Title ::', '::' ) ).toBe( 'Title' );
		expect(
			resolveTemplate(
				'%title% %separator% %site_name%',
				{
					title: 'Post',
					separator: '&raquo;',
				},
				'title'
			)
		).toBe( 'Post' );
	} );

	it( 'cuts at the last space at or before the limit', () => {
		expect( trimToLength( 'aaaa bbbb', 4 ) ).toBe( 'aaaa' );
		expect( trimToLength( 'aaaa bbbb', 5 ) ).toBe( 'aaaa' );
		expect( trimToLength( 'aaaa bbbb', 8 ) ).toBe( 'aaaa' );
		expect( trimToLength( 'aaaa bbbb', 9 ) ).toBe( 'aaaa bbbb' );
		expect( trimToLength( 'abcdefgh', 3 ) ).toBe( 'abc' );
	} );

	it( 'counts code points, not UTF-16 units', () => {
		expect( countCharacters( 'Launch 🚀' ) ).toBe( 8 );
		expect( '🚀'.length ).toBe( 2 );
		expect( countCharacters( '日本語' ) ).toBe( 3 );
		expect( countCharacters( '' ) ).toBe( 0 );
	} );
} );

describe( 'truncate', () => {
	it( 'leaves short text alone', () => {
		expect( truncate( 'Short', 60 ) ).toBe( 'Short' );
		expect( truncate( 'x'.repeat( 60 ), 60 ) ).toBe( 'x'.repeat( 60 ) );
	} );

	it( 'cuts long text at the limit in code points and marks the cut', () => {
		expect( truncate( 'x'.repeat( 61 ), 60 ) ).toBe(
			'x'.repeat( 60 ) + '…'
		);
		expect( truncate( '🚀'.repeat( 5 ), 3 ) ).toBe( '🚀🚀🚀…' );
	} );
} );
