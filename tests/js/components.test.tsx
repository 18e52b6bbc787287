/**
 * Shared components: ConfirmationModal, CharacterCounter, CountedVariableInput, SearchPreview.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import CharacterCounter from '../../src/components/CharacterCounter';
import ConfirmationModal from '../../src/components/ConfirmationModal';
import CountedVariableInput from '../../src/components/CountedVariableInput';
import SearchPreview from '../../src/components/SearchPreview';

describe( 'ConfirmationModal', () => {
	it( 'defaults to Proceed and Cancel', async () => {
		const user = userEvent.setup();
		const onCancel = jest.fn();
		const onConfirm = jest.fn();
		render(
			<ConfirmationModal
				isOpen
				title="Remove schema"
				description="This cannot be undone."
				onConfirm={ onConfirm }
				onCancel={ onCancel }
			/>
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Remove schema' } );
		expect(
			within( dialog ).getByText( 'This cannot be undone.' )
		).toBeVisible();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect( onCancel ).toHaveBeenCalledTimes( 1 );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Proceed' } )
		);
		expect( onConfirm ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'is busy while the action runs and shows its error message', async () => {
		const user = userEvent.setup();
		let fail: ( reason: unknown ) => void = () => undefined;
		const onConfirm = jest.fn(
			() =>
				new Promise( ( _resolve, reject ) => {
					fail = reject;
				} )
		);
		render(
			<ConfirmationModal
				isOpen
				title="Import settings"
				confirmText="Import"
				cancelText="Keep"
				isDestructive
				onConfirm={ onConfirm }
				onCancel={ jest.fn() }
			/>
		);
		const confirm = screen.getByRole( 'button', { name: 'Import' } );
		expect( confirm ).toHaveClass( 'is-destructive' );
		await user.click( confirm );
		expect( confirm ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( confirm ).toHaveClass( 'is-busy' );
		await user.click( confirm );
		expect( onConfirm ).toHaveBeenCalledTimes( 1 );

		fail( { message: 'The file is not valid JSON.' } );
		const dialog = screen.getByRole( 'dialog', {
			name: 'Import settings',
		} );
		expect(
			await within( dialog ).findByText( 'The file is not valid JSON.' )
		).toBeVisible();
		expect( confirm ).not.toHaveAttribute( 'aria-disabled' );
	} );

	it( "falls back to 'Action failed. Please try again.'", async () => {
		const user = userEvent.setup();
		render(
			<ConfirmationModal
				isOpen
				title="Do it"
				onConfirm={ () => Promise.reject( new Error( '' ) ) }
				onCancel={ jest.fn() }
			/>
		);
		await user.click( screen.getByRole( 'button', { name: 'Proceed' } ) );
		const dialog = screen.getByRole( 'dialog', { name: 'Do it' } );
		expect(
			await within( dialog ).findByText(
				'Action failed. Please try again.'
			)
		).toBeVisible();
	} );

	it( 'renders nothing while closed', () => {
		render(
			<ConfirmationModal
				isOpen={ false }
				title="Hidden"
				onConfirm={ jest.fn() }
				onCancel={ jest.fn() }
			/>
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'CharacterCounter', () => {
	it( 'shows count/limit, marked only above the limit', () => {
		const { rerender } = render(
			<CharacterCounter id="c" count={ 60 } limit={ 60 } />
		);
		expect( screen.getByText( '60/60' ).parentElement ).not.toHaveClass(
			'is-over-limit'
		);
		rerender( <CharacterCounter id="c" count={ 61 } limit={ 60 } /> );
		const counter = screen.getByText( '61/60' ).parentElement;
		expect( counter ).toHaveClass( 'is-over-limit' );
		expect( counter ).toHaveTextContent(
			'61/60 (over the recommended length)'
		);
	} );
} );

describe( 'CountedVariableInput', () => {
	it( 'follows the field with its counter, which describes the field', () => {
		render(
			<CountedVariableInput
				label="SEO Title"
				value="Hello"
				onChange={ jest.fn() }
				variables={ [] }
				counter={ { count: 61, limit: 60 } }
			/>
		);
		const field = screen.getByRole( 'textbox', { name: 'SEO Title' } );
		expect( field ).toHaveAccessibleDescription(
			'61/60 (over the recommended length)'
		);
		const counter = document.getElementById(
			field.getAttribute( 'aria-describedby' ) ?? ''
		);
		expect( counter ).toHaveClass( 'lodestar-character-counter' );
		expect(
			field.closest( '.lodestar-variable-input' )?.nextElementSibling
		).toBe( counter );
	} );

	it( 'is a plain variable input without a counter', () => {
		const { container } = render(
			<CountedVariableInput
				label="Facebook Title"
				value=""
				onChange={ jest.fn() }
				variables={ [] }
			/>
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Facebook Title' } )
		).not.toHaveAttribute( 'aria-describedby' );
		expect(
			container.querySelector( '.lodestar-character-counter' )
		).toBeNull();
	} );
} );

describe( 'SearchPreview', () => {
	it( 'shows site name, URL, favicon, and cuts title at 60 and description at its length', () => {
		render(
			<SearchPreview
				siteName="Lodestar Test"
				siteUrl="https://example.test/"
				favicon="https://example.test/icon.png"
				title={ 't'.repeat( 70 ) }
				description={ 'd'.repeat( 30 ) }
				descriptionLength={ 20 }
			/>
		);
		const preview = screen.getByRole( 'region', {
			name: 'Search Engine Preview',
		} );
		expect( within( preview ).getByText( 'Lodestar Test' ) ).toBeVisible();
		expect( within( preview ).getByText( 'example.test' ) ).toBeVisible();
		expect(
			within( preview ).getByText( `${ 't'.repeat( 60 ) }…` )
		).toBeVisible();
		expect(
			within( preview ).getByText( `${ 'd'.repeat( 20 ) }…` )
		).toBeVisible();
		expect( preview.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'https://example.test/icon.png'
		);
	} );
} );
