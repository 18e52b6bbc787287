/**
 * SaveButton: idle -> 'Saving..' -> 'Saved' for 1000 ms -> idle; clicks ignored while busy.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

import SaveButton from '../../src/components/SaveButton';

/**
 * A promise with its resolve function exposed.
 */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => undefined;
	let reject: ( reason: unknown ) => void = () => undefined;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

beforeEach( () => {
	jest.useFakeTimers();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'SaveButton', () => {
	it( 'goes Save -> Saving.. -> Saved -> Save after 1000 ms', async () => {
		const request = deferred< boolean >();
		const onSave = jest.fn( () => request.promise );
		render( <SaveButton onSave={ onSave } /> );

		fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );
		const saving = screen.getByRole( 'button', { name: 'Saving..' } );
		expect( saving ).toHaveAttribute( 'aria-disabled', 'true' );

		await act( async () => {
			request.resolve( true );
			await request.promise;
		} );
		expect( screen.getByRole( 'button', { name: 'Saved' } ) ).toBeVisible();

		act( () => {
			// Spec §9: the saved label shows for 1000 ms (pinned here, not imported).
			jest.advanceTimersByTime( 999 );
		} );
		expect( screen.getByRole( 'button', { name: 'Saved' } ) ).toBeVisible();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect(
			screen.getByRole( 'button', { name: 'Save' } )
		).not.toHaveAttribute( 'aria-disabled' );
		expect( onSave ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'ignores clicks while saving and while showing Saved', async () => {
		const request = deferred< boolean >();
		const onSave = jest.fn( () => request.promise );
		render( <SaveButton onSave={ onSave } /> );

		const button = screen.getByRole( 'button', { name: 'Save' } );
		fireEvent.click( button );
		fireEvent.click( button );
		fireEvent.click( button );
		expect( onSave ).toHaveBeenCalledTimes( 1 );

		await act( async () => {
			request.resolve( true );
			await request.promise;
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Saved' } ) );
		expect( onSave ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'returns to idle without Saved when the save fails', async () => {
		const request = deferred< boolean >();
		render( <SaveButton onSave={ () => request.promise } /> );
		fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );
		await act( async () => {
			request.resolve( false );
			await request.promise;
		} );
		expect( screen.getByRole( 'button', { name: 'Save' } ) ).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: 'Saved' } )
		).not.toBeInTheDocument();
	} );

	it( 'returns to idle when the save throws', async () => {
		const request = deferred< boolean >();
		render( <SaveButton onSave={ () => request.promise } /> );
		fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );
		await act( async () => {
			request.reject( new Error( 'offline' ) );
			await request.promise.catch( () => undefined );
		} );
		expect( screen.getByRole( 'button', { name: 'Save' } ) ).toBeVisible();
	} );

	it( 'is disabled, and does nothing, when there is nothing to save', () => {
		const onSave = jest.fn();
		render( <SaveButton onSave={ onSave } disabled /> );
		const button = screen.getByRole( 'button', { name: 'Save' } );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		fireEvent.click( button );
		expect( onSave ).not.toHaveBeenCalled();
	} );
} );
