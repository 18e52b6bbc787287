/**
 * The Redirects screen's parts: the form's live validation, the slice's queries (a filter goes
 * back to page 1), saving with the server's error on its field, and the rules table (rows,
 * bulk disable of the selected rows, the add modal refusing a bad target before any request).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import * as redirectsApi from '../../src/api/redirects';
import type { Redirect } from '../../src/api/redirects';
import { store } from '../../src/store';
import reducer, { initialState } from '../../src/store/redirects/reducer';
import RulesTab from '../../src-admin/screens/redirects/RulesTab';
import { EMPTY_RULE } from '../../src-admin/screens/redirects/RuleModal';
import { validateRedirect } from '../../src-admin/screens/redirects/validate';
import { createTestRegistry, withRegistry } from './helpers';

jest.mock( '../../src/api/redirects' );
const mockedApi = jest.mocked( redirectsApi );

function rule( overrides: Partial< Redirect > = {} ): Redirect {
	return {
		...EMPTY_RULE,
		id: 1,
		source: '/old',
		target: '/new',
		origin: 'manual',
		hits: 3,
		last_hit: null,
		created: '2026-11-27T10:00:00',
		target_label: '/new',
		target_url: 'http://example.org/new',
		warning: '',
		...overrides,
	};
}

beforeEach( () => {
	jest.resetAllMocks();
} );

describe( 'validateRedirect', () => {
	it( 'asks for a source and a target, and checks their form', () => {
		expect( validateRedirect( EMPTY_RULE ) ).toEqual( {
			source: 'Enter the URL to redirect from.',
			target: 'Enter the URL to redirect to.',
		} );
		expect(
			validateRedirect( { ...EMPTY_RULE, source: 'old', target: 'new' } )
		).toEqual( {
			source: 'The source must be a path starting with / or a URL of this site.',
			target: 'The target must be a path starting with / or a full http(s) URL.',
		} );
		expect(
			validateRedirect( {
				...EMPTY_RULE,
				source: '/old',
				target: 'https://example.net/x',
			} )
		).toEqual( {} );
	} );

	it( 'needs no target for 410 and 451, and checks regular expressions', () => {
		expect(
			validateRedirect( { ...EMPTY_RULE, source: '/gone', status: 410 } )
		).toEqual( {} );
		expect(
			validateRedirect( {
				...EMPTY_RULE,
				source: '^/old/(unclosed',
				match_type: 'regex',
				target: '/x',
			} )
		).toEqual( { source: 'This regular expression is not valid.' } );
		expect(
			validateRedirect( {
				...EMPTY_RULE,
				source: '^/' + 'a'.repeat( 260 ),
				match_type: 'regex',
				target: '/x',
			} ).source
		).toBe( 'A regular expression may have at most 250 characters.' );
	} );
} );

describe( 'the redirects slice', () => {
	it( 'goes back to page 1 when a filter changes, not when the page does', () => {
		const paged = reducer( initialState, {
			type: 'REDIRECTS_QUERY',
			query: { page: 3 },
		} );
		expect( paged.query.page ).toBe( 3 );
		const filtered = reducer( paged, {
			type: 'REDIRECTS_QUERY',
			query: { status: 410 },
		} );
		expect( filtered.query ).toMatchObject( { page: 1, status: 410 } );
	} );

	it( "reports the server's error with the field it is about", async () => {
		mockedApi.saveRedirect.mockRejectedValue( {
			code: 'lodestar_redirect_invalid',
			message:
				'This redirect would make a loop: /b redirects back to /a.',
			data: { status: 400, field: 'target' },
		} );
		const registry = createTestRegistry();
		const outcome = await registry
			.dispatch( store )
			.saveRedirect( { source: '/a', target: '/b' } );
		expect( outcome ).toEqual( {
			ok: false,
			message:
				'This redirect would make a loop: /b redirects back to /a.',
			field: 'target',
		} );
		expect( mockedApi.listRedirects ).not.toHaveBeenCalled();
	} );

	it( 'loads a page of each list with its query, and keeps the message of a failed load', async () => {
		const registry = createTestRegistry();
		const seo = () => registry.select( store );
		const page = { items: [ rule() ], total: 1, pages: 1 };
		mockedApi.listRedirects.mockResolvedValue( page );
		await registry.dispatch( store ).setRedirectQuery( { search: 'old' } );
		expect( mockedApi.listRedirects ).toHaveBeenCalledWith(
			expect.objectContaining( { search: 'old', page: 1 } )
		);
		expect( seo().getRedirects() ).toEqual( page );
		expect( seo().isLoadingRedirects() ).toBe( false );

		mockedApi.listRedirects.mockRejectedValue( { message: '' } );
		await registry.dispatch( store ).loadRedirects();
		expect( seo().getRedirectsError() ).toBe(
			'The redirects could not be loaded.'
		);
		expect( seo().isLoadingRedirects() ).toBe( false );
		expect( seo().getRedirects() ).toEqual( page );

		mockedApi.listNotFound.mockRejectedValue( {
			message: 'Sorry, you are not allowed to do that.',
		} );
		await registry.dispatch( store ).loadNotFound();
		expect( seo().getNotFoundError() ).toBe(
			'Sorry, you are not allowed to do that.'
		);
		const log = { items: [], total: 0, pages: 0, buffered: true };
		mockedApi.listNotFound.mockResolvedValue( log );
		await registry.dispatch( store ).setNotFoundQuery( { page: 2 } );
		expect( mockedApi.listNotFound ).toHaveBeenLastCalledWith(
			expect.objectContaining( { page: 2, orderby: 'last_seen' } )
		);
		expect( seo().getNotFound() ).toEqual( log );
		expect( seo().getNotFoundError() ).toBe( '' );
	} );
} );

describe( 'RulesTab', () => {
	it( 'downloads the exported rules as a CSV file', async () => {
		const files: Array< { name: string; type: string } > = [];
		let blob: Blob | null = null;
		URL.createObjectURL = jest.fn( ( value: Blob ) => {
			blob = value;
			return 'blob:lodestar';
		} );
		URL.revokeObjectURL = jest.fn();
		const click = jest
			.spyOn( HTMLAnchorElement.prototype, 'click' )
			.mockImplementation( function ( this: HTMLAnchorElement ) {
				files.push( {
					name: this.download,
					type: blob?.type ?? '',
				} );
			} );
		mockedApi.listRedirects.mockResolvedValue( {
			items: [],
			total: 0,
			pages: 0,
		} );
		mockedApi.exportRedirects.mockResolvedValue( {
			filename: 'redirects-2026-11-27.csv',
			csv: 'source,target\n/old,/new\n',
		} );
		const user = userEvent.setup();
		render( <RulesTab />, {
			wrapper: withRegistry( createTestRegistry() ),
		} );
		await user.click(
			await screen.findByRole( 'button', { name: 'Export CSV' } )
		);
		await waitFor( () => expect( files ).toHaveLength( 1 ) );
		expect( files[ 0 ] ).toMatchObject( {
			name: 'redirects-2026-11-27.csv',
			type: 'text/csv',
		} );
		const text = await new Promise< string >( ( resolve ) => {
			const reader = new FileReader();
			reader.onload = () => resolve( String( reader.result ) );
			reader.readAsText( blob as unknown as Blob );
		} );
		expect( text ).toBe( 'source,target\n/old,/new\n' );
		click.mockRestore();
	} );

	it( 'lists the rules and disables the selected ones in bulk', async () => {
		mockedApi.listRedirects.mockResolvedValue( {
			items: [
				rule(),
				rule( {
					id: 2,
					source: '/legacy/',
					match_type: 'prefix',
					origin: 'auto',
					warning:
						'Another redirect sends visitors to this source: they are redirected twice.',
				} ),
			],
			total: 2,
			pages: 1,
		} );
		mockedApi.bulkRedirects.mockResolvedValue( {
			action: 'disable',
			changed: 1,
		} );
		const registry = createTestRegistry();
		const user = userEvent.setup();
		render( <RulesTab />, { wrapper: withRegistry( registry ) } );
		expect(
			await screen.findByRole( 'button', {
				name: 'Edit redirect from /legacy/',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Another redirect sends visitors to this source: they are redirected twice.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'cell', { name: 'Automatic' } )
		).toBeInTheDocument();
		await user.click( screen.getByLabelText( 'Select /old' ) );
		await user.selectOptions(
			screen.getByLabelText( 'Bulk action' ),
			'disable'
		);
		await user.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		await waitFor( () =>
			expect( mockedApi.bulkRedirects ).toHaveBeenCalledWith(
				'disable',
				[ 1 ]
			)
		);
		expect( mockedApi.listRedirects ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'filters by type from page 1', async () => {
		mockedApi.listRedirects.mockResolvedValue( {
			items: [],
			total: 0,
			pages: 0,
		} );
		const registry = createTestRegistry();
		const user = userEvent.setup();
		render( <RulesTab />, { wrapper: withRegistry( registry ) } );
		expect(
			await screen.findByText( 'No redirects found.' )
		).toBeInTheDocument();
		await user.selectOptions( screen.getByLabelText( 'Type' ), '410' );
		await waitFor( () =>
			expect( mockedApi.listRedirects ).toHaveBeenLastCalledWith(
				expect.objectContaining( { status: 410, page: 1 } )
			)
		);
	} );

	it( 'refuses a bad target in the add modal before any request', async () => {
		mockedApi.listRedirects.mockResolvedValue( {
			items: [],
			total: 0,
			pages: 0,
		} );
		const registry = createTestRegistry();
		const user = userEvent.setup();
		render( <RulesTab />, { wrapper: withRegistry( registry ) } );
		await user.click(
			await screen.findByRole( 'button', { name: 'Add redirect' } )
		);
		await user.type( screen.getByLabelText( 'Source URL' ), '/from' );
		await user.type( screen.getByLabelText( 'Target URL' ), 'nowhere' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save redirect' } )
		);
		expect(
			screen.getByText(
				'The target must be a path starting with / or a full http(s) URL.'
			)
		).toBeInTheDocument();
		expect( mockedApi.saveRedirect ).not.toHaveBeenCalled();
	} );
} );
