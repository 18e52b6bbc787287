/**
 * The "@" suggestions of the post and term SEO fields (editor sidebar, term popup).
 */
import { getObjectVariables } from '../../src/utils/object-variables';
import { KNOWN_VARIABLES } from '../../src/utils/template-variables';

const names = ( kind: 'post' | 'term' ) =>
	getObjectVariables( kind ).map( ( variable ) => variable.name );

describe( 'getObjectVariables', () => {
	it( 'offers a post its hierarchy, parent, type label and author names', () => {
		expect( names( 'post' ) ).toEqual(
			expect.arrayContaining( [
				'term_hierarchy',
				'parent_title',
				'post_type_singular',
				'author_first_name',
				'author_last_name',
			] )
		);
	} );

	it( 'offers a term its hierarchy, not the post variables', () => {
		expect( names( 'term' ) ).toContain( 'term_hierarchy' );
		expect( names( 'term' ) ).not.toContain( 'parent_title' );
		expect( names( 'term' ) ).not.toContain( 'post_type_singular' );
	} );

	it( 'offers only variables the engine knows, each once', () => {
		for ( const kind of [ 'post', 'term' ] as const ) {
			expect( new Set( names( kind ) ).size ).toBe(
				names( kind ).length
			);
			for ( const name of names( kind ) ) {
				expect( KNOWN_VARIABLES ).toContain( name );
			}
		}
	} );
} );
