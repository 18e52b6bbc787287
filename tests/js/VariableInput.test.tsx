/**
 * VariableInput: typing "@" offers the variables; the keyboard picks and inserts one.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';

import VariableInput, {
	filterVariables,
} from '../../src/components/VariableInput';
import { getMetaTemplateVariables } from '../../src/utils/variables';

function Harness( {
	initial = '',
	multiline = false,
	maxLength,
	onValue,
}: {
	initial?: string;
	multiline?: boolean;
	maxLength?: number;
	onValue?: ( value: string ) => void;
} ) {
	const [ value, setValue ] = useState( initial );
	return (
		<VariableInput
			label="Search Engine Title"
			value={ value }
			onChange={ ( next ) => {
				setValue( next );
				onValue?.( next );
			} }
			variables={ getMetaTemplateVariables() }
			multiline={ multiline }
			maxLength={ maxLength }
		/>
	);
}

describe( 'VariableInput', () => {
	it( 'offers the Meta Templates variables after @', async () => {
		const user = userEvent.setup();
		render( <Harness /> );
		const field = screen.getByRole( 'textbox', {
			name: 'Search Engine Title',
		} );
		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();

		await user.type( field, 'Hello @' );
		const options = screen.getAllByRole( 'option' );
		expect( options.map( ( option ) => option.textContent ) ).toEqual( [
			'Site Name%site_name%',
			'Separator%separator%',
			'Tagline%tagline%',
			'Post Title%title%',
		] );
		expect( options[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );
		expect( field ).toHaveAttribute(
			'aria-activedescendant',
			options[ 0 ]?.id
		);
		expect( field ).toHaveAttribute(
			'aria-controls',
			screen.getByRole( 'listbox' ).id
		);
	} );

	it( 'moves with the arrow keys and inserts with Enter', async () => {
		const user = userEvent.setup();
		render( <Harness initial="" /> );
		const field = screen.getByRole( 'textbox', {
			name: 'Search Engine Title',
		} );
		await user.type( field, 'A @' );
		await user.keyboard( '{ArrowDown}{ArrowDown}' );
		expect(
			screen.getByRole( 'option', { name: /Tagline/ } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await user.keyboard( '{ArrowUp}' );
		expect(
			screen.getByRole( 'option', { name: /Separator/ } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await user.keyboard( '{ArrowUp}{ArrowUp}' );
		// Wraps around to the last option.
		expect(
			screen.getByRole( 'option', { name: /Post Title/ } )
		).toHaveAttribute( 'aria-selected', 'true' );

		await user.keyboard( '{Enter}' );
		expect( field ).toHaveValue( 'A %title%' );
		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();

		// The caret sits after the inserted variable: typing continues there.
		await user.keyboard( ' more' );
		expect( field ).toHaveValue( 'A %title% more' );
	} );

	it( 'filters by what follows @ and inserts in the middle of the text', async () => {
		const user = userEvent.setup();
		render( <Harness initial="Start  end" /> );
		const field = screen.getByRole( 'textbox', {
			name: 'Search Engine Title',
		} ) as HTMLInputElement;
		await user.click( field );
		field.setSelectionRange( 6, 6 );
		await user.keyboard( '@tag' );
		expect(
			screen.getAllByRole( 'option' ).map( ( option ) => option.id )
		).toHaveLength( 1 );
		await user.keyboard( '{Tab}' );
		expect( field ).toHaveValue( 'Start %tagline% end' );
		expect( field ).toHaveFocus();
	} );

	it( 'closes on Escape and keeps the @', async () => {
		const user = userEvent.setup();
		render( <Harness /> );
		const field = screen.getByRole( 'textbox', {
			name: 'Search Engine Title',
		} );
		await user.type( field, 'x @' );
		expect( screen.getByRole( 'listbox' ) ).toBeInTheDocument();
		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
		expect( field ).toHaveValue( 'x @' );
		// Enter no longer inserts anything.
		await user.keyboard( '{Enter}' );
		expect( field ).toHaveValue( 'x @' );
	} );

	it( 'closes when nothing matches or a space is typed', async () => {
		const user = userEvent.setup();
		render( <Harness /> );
		const field = screen.getByRole( 'textbox', {
			name: 'Search Engine Title',
		} );
		await user.type( field, '@zzz' );
		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
		await user.clear( field );
		await user.type( field, '@site ' );
		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
	} );

	it( 'works in a textarea and picks with the pointer', async () => {
		const user = userEvent.setup();
		const onValue = jest.fn();
		render( <Harness multiline maxLength={ 160 } onValue={ onValue } /> );
		const field = screen.getByRole( 'textbox', {
			name: 'Search Engine Title',
		} );
		expect( field.tagName ).toBe( 'TEXTAREA' );
		expect( field ).toHaveAttribute( 'maxlength', '160' );
		await user.type( field, '@' );
		await user.click( screen.getByRole( 'option', { name: /Site Name/ } ) );
		expect( field ).toHaveValue( '%site_name%' );
		expect( onValue ).toHaveBeenLastCalledWith( '%site_name%' );
	} );

	it( 'does not insert past the maximum length', async () => {
		const user = userEvent.setup();
		render( <Harness maxLength={ 5 } /> );
		const field = screen.getByRole( 'textbox', {
			name: 'Search Engine Title',
		} );
		await user.type( field, 'ab@' );
		await user.keyboard( '{Enter}' );
		expect( field ).toHaveValue( 'ab@' );
	} );
} );

describe( 'filterVariables', () => {
	it( 'matches labels and names, ignoring case, spaces and underscores', () => {
		const variables = getMetaTemplateVariables();
		expect(
			filterVariables( variables, 'SITEN' ).map( ( v ) => v.name )
		).toEqual( [ 'site_name' ] );
		expect(
			filterVariables( variables, 'site_n' ).map( ( v ) => v.name )
		).toEqual( [ 'site_name' ] );
		expect(
			filterVariables( variables, 'title' ).map( ( v ) => v.name )
		).toEqual( [ 'title' ] );
		expect( filterVariables( variables, '' ) ).toHaveLength( 4 );
	} );
} );
