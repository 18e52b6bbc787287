/**
 * The primary-term meta value the editor's "Primary category" select writes.
 */
import {
	parsePrimaryTerms,
	withPrimaryTerm,
} from '../../src/utils/primary-terms';

describe( 'primary terms meta', () => {
	it( 'parses taxonomy => positive ids, ignoring anything else', () => {
		expect(
			parsePrimaryTerms( '{"category":12,"genre":0,"x":"3"}' )
		).toEqual( { category: 12 } );
		expect( parsePrimaryTerms( 'not json' ) ).toEqual( {} );
		expect( parsePrimaryTerms( '' ) ).toEqual( {} );
		expect( parsePrimaryTerms( undefined ) ).toEqual( {} );
	} );

	it( 'sets and clears one taxonomy, keys sorted as PHP stores them', () => {
		expect( withPrimaryTerm( '', 'category', 5 ) ).toBe( '{"category":5}' );
		expect( withPrimaryTerm( '{"category":5}', 'genre', 2 ) ).toBe(
			'{"category":5,"genre":2}'
		);
		expect(
			withPrimaryTerm( '{"category":5,"genre":2}', 'category', 0 )
		).toBe( '{"genre":2}' );
		expect( withPrimaryTerm( '{"category":5}', 'category', 0 ) ).toBe( '' );
	} );
} );
