/**
 * errorMessage: the one reading of a failure's message used by every store slice.
 */
import { errorMessage } from '../../src/utils/errors';

describe( 'errorMessage', () => {
	it( 'reads an Error and a REST error body', () => {
		expect( errorMessage( new Error( 'Broken' ), 'Fallback' ) ).toBe(
			'Broken'
		);
		expect(
			errorMessage(
				{ code: 'x', message: 'Unknown setting: foo.' },
				'Fallback'
			)
		).toBe( 'Unknown setting: foo.' );
	} );

	it( 'falls back when there is no usable message', () => {
		expect( errorMessage( null, 'Fallback' ) ).toBe( 'Fallback' );
		expect( errorMessage( { message: '' }, 'Fallback' ) ).toBe(
			'Fallback'
		);
		expect( errorMessage( { message: 42 }, 'Fallback' ) ).toBe(
			'Fallback'
		);
		expect( errorMessage( 'text' ) ).toBe( '' );
	} );
} );
