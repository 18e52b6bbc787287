/**
 * The store's shared save step (src/store/snackbar.ts): what is stored, which snackbar shows,
 * and what an unsuccessful answer or a thrown error leads to.
 */
import { createRegistry } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { saveWithSnackbar, snackbar } from '../../src/store/snackbar';

function notices( registry: DataRegistry ) {
	return registry
		.select( noticesStore )
		.getNotices()
		.map( ( { id, status, type, content } ) => ( {
			id,
			status,
			type,
			content,
		} ) );
}

function newRegistry(): DataRegistry {
	const registry = createRegistry();
	registry.register( noticesStore );
	return registry;
}

describe( 'snackbar', () => {
	it( 'shows success and error snackbars under one id, the newer replacing the older', () => {
		const registry = newRegistry();
		const bar = snackbar( registry, 'lodestar-test' );
		bar.success( 'Saved.' );
		expect( notices( registry ) ).toEqual( [
			{
				id: 'lodestar-test',
				status: 'success',
				type: 'snackbar',
				content: 'Saved.',
			},
		] );
		bar.error( 'Failed.' );
		expect( notices( registry ) ).toEqual( [
			{
				id: 'lodestar-test',
				status: 'error',
				type: 'snackbar',
				content: 'Failed.',
			},
		] );
	} );
} );

describe( 'saveWithSnackbar', () => {
	it( 'stores a successful answer and shows its message, else the default text', async () => {
		const registry = newRegistry();
		const done = jest.fn();
		const failed = jest.fn();
		const answer = { success: true, message: 'All good.', data: 7 };
		await expect(
			saveWithSnackbar( registry, 'lodestar-test', {
				request: async () => answer,
				done,
				failed,
				failure: () => 'no',
			} )
		).resolves.toBe( true );
		expect( done ).toHaveBeenCalledWith( answer );
		expect( failed ).not.toHaveBeenCalled();
		expect( notices( registry )[ 0 ] ).toMatchObject( {
			status: 'success',
			content: 'All good.',
		} );

		await saveWithSnackbar( registry, 'lodestar-test', {
			request: async () => ( { success: true, message: '' } ),
			done,
			failure: () => 'no',
		} );
		expect( notices( registry )[ 0 ] ).toMatchObject( {
			status: 'success',
			content: 'Settings saved successfully.',
		} );

		await saveWithSnackbar( registry, 'lodestar-test', {
			request: async () => ( { success: true, message: 'ignored' } ),
			done,
			success: () => 'Own text.',
			failure: () => 'no',
		} );
		expect( notices( registry )[ 0 ] ).toMatchObject( {
			content: 'Own text.',
		} );
	} );

	it( 'treats an answer without success as a failure and hands it to failure()', async () => {
		const registry = newRegistry();
		const done = jest.fn();
		const failed = jest.fn();
		const failure = jest.fn( () => 'Refused.' );
		const answer = { success: false, message: 'Nope.' };
		await expect(
			saveWithSnackbar( registry, 'lodestar-test', {
				request: async () => answer,
				done,
				failed,
				failure,
			} )
		).resolves.toBe( false );
		expect( done ).not.toHaveBeenCalled();
		expect( failed ).toHaveBeenCalledTimes( 1 );
		expect( failure ).toHaveBeenCalledWith( answer );
		expect( notices( registry ) ).toEqual( [
			{
				id: 'lodestar-test',
				status: 'error',
				type: 'snackbar',
				content: 'Refused.',
			},
		] );
	} );

	it( 'turns a rejected request into the error snackbar, with or without failed()', async () => {
		const registry = newRegistry();
		const thrown = new Error( 'Network down.' );
		await expect(
			saveWithSnackbar( registry, 'lodestar-test', {
				request: () => Promise.reject( thrown ),
				done: jest.fn(),
				failure: ( error ) => ( error as Error ).message,
			} )
		).resolves.toBe( false );
		expect( notices( registry )[ 0 ] ).toMatchObject( {
			status: 'error',
			content: 'Network down.',
		} );
	} );
} );
