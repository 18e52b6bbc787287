/**
 * The IndexNow and llms.txt screens with the discovery slice behind them: the submissions
 * list, key checks, the manual box; the llms.txt form, its live preview, saving, and the
 * physical file's precedence.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store as noticesStore } from '@wordpress/notices';

import * as api from '../../src/api/discovery';
import type { IndexNowData, LlmsTxtData } from '../../src/api/discovery';
import IndexNowScreen, {
	KEY_PATTERN,
	urlsOf,
} from '../../src-admin/screens/indexnow';
import LlmsTxtScreen, {
	configOf,
	formOf,
	isDirty,
} from '../../src-admin/screens/llms-txt';
import type { AdminRoute } from '../../src-admin/app/types';
import { createTestRegistry, withRegistry } from './helpers';

jest.mock( '../../src/api/discovery' );
const mocked = jest.mocked( api );

const route = ( path: string, label: string ) =>
	( { path, section: 'advanced', label } ) as unknown as AdminRoute;

function indexNowData( overrides: Partial< IndexNowData > = {} ): IndexNowData {
	return {
		enabled: true,
		key: '0123456789abcdef0123456789abcdef',
		key_location: 'http://example.org/0123456789abcdef0123456789abcdef.txt',
		host: 'example.org',
		endpoint: 'https://api.indexnow.org/indexnow',
		pending: 0,
		held: 0,
		next_submission: null,
		backoff_until: null,
		submissions: [
			{
				time: 1_700_000_000,
				source: 'auto',
				count: 22,
				urls: [ 'http://example.org/hello/' ],
				status: 'rate_limited',
				code: 429,
				message: '',
				label: 'Too many requests (429): submissions wait before trying again.',
			},
		],
		...overrides,
	};
}

function llmsData( overrides: Partial< LlmsTxtData > = {} ): LlmsTxtData {
	return {
		enabled: true,
		config: {
			post_types: [ 'page', 'post' ],
			count: 20,
			details: '',
			featured: [],
		},
		post_types: [
			{ slug: 'page', label: 'Pages' },
			{ slug: 'post', label: 'Posts' },
			{ slug: 'book', label: 'Books' },
		],
		file_exists: false,
		file_content: '',
		url: 'http://example.org/llms.txt',
		max_count: 200,
		preview: '# Site\n\n## Pages\n',
		...overrides,
	};
}

beforeEach( () => {
	jest.resetAllMocks();
} );

describe( 'helpers', () => {
	it( 'reads one address per line, trimmed, each once', () => {
		expect( urlsOf( ' http://a/ \n\n http://b/\r\nhttp://a/\n' ) ).toEqual(
			[ 'http://a/', 'http://b/' ]
		);
	} );

	it( 'checks keys as the protocol does', () => {
		expect( KEY_PATTERN.test( 'abcd-1234' ) ).toBe( true );
		expect( KEY_PATTERN.test( 'short' ) ).toBe( false );
		expect( KEY_PATTERN.test( 'has space 123' ) ).toBe( false );
		expect( KEY_PATTERN.test( 'a'.repeat( 129 ) ) ).toBe( false );
	} );

	it( 'turns the llms.txt form into choices and back', () => {
		const config = {
			post_types: [ 'post' ],
			count: 5,
			details: 'Hi',
			featured: [ 'http://a/', 'http://b/' ],
		};
		expect( formOf( config ) ).toEqual( {
			post_types: [ 'post' ],
			count: '5',
			details: 'Hi',
			featured: 'http://a/\nhttp://b/',
		} );
		expect(
			configOf( {
				...formOf( config ),
				featured: ' http://a/ \n\nhttp://b/',
			} )
		).toEqual( config );
		expect( isDirty( formOf( config ), config ) ).toBe( false );
		expect( isDirty( { ...formOf( config ), count: '6' }, config ) ).toBe(
			true
		);
	} );
} );

describe( 'IndexNow screen', () => {
	async function renderScreen( data: IndexNowData ) {
		mocked.getIndexNow.mockResolvedValue( { success: true, data } );
		const registry = createTestRegistry();
		render(
			<IndexNowScreen
				route={ route( '/advanced/indexnow', 'IndexNow' ) }
			/>,
			{
				wrapper: withRegistry( registry ),
			}
		);
		await screen.findByRole( 'textbox', { name: 'IndexNow key' } );
		return registry;
	}

	it( 'lists the submissions with their status and the key file', async () => {
		await renderScreen( indexNowData() );
		const table = screen.getByRole( 'table', {
			name: 'Last IndexNow submissions, newest first',
		} );
		expect( table ).toHaveTextContent( 'http://example.org/hello/' );
		expect( table ).toHaveTextContent( 'and 21 more' );
		expect( table ).toHaveTextContent(
			'Too many requests (429): submissions wait before trying again.'
		);
		expect( table ).toHaveTextContent( 'HTTP 429' );
		expect( table ).toHaveTextContent( 'Content change' );
		expect(
			screen.getByRole( 'link', {
				name: /0123456789abcdef0123456789abcdef\.txt/,
			} )
		).toHaveAttribute(
			'href',
			'http://example.org/0123456789abcdef0123456789abcdef.txt'
		);
	} );

	it( 'saves a valid changed key only, and generates a new one', async () => {
		const user = userEvent.setup();
		mocked.saveIndexNowKey.mockResolvedValue( {
			success: true,
			message: 'IndexNow key saved.',
			data: indexNowData( { key: 'my-key-2024' } ),
		} );
		await renderScreen( indexNowData() );
		const field = screen.getByRole( 'textbox', { name: 'IndexNow key' } );
		const save = screen.getByRole( 'button', { name: 'Save key' } );
		expect( save ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.clear( field );
		await user.type( field, 'bad key' );
		expect(
			screen.getByText( 'A key is 8 to 128 letters, digits and dashes.' )
		).toBeInTheDocument();
		expect( save ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.clear( field );
		await user.type( field, 'my-key-2024' );
		expect( save ).not.toHaveAttribute( 'aria-disabled', 'true' );
		await user.click( save );
		expect( mocked.saveIndexNowKey ).toHaveBeenCalledWith( 'my-key-2024' );
		await user.click(
			screen.getByRole( 'button', { name: 'Generate a new key' } )
		);
		expect( mocked.saveIndexNowKey ).toHaveBeenLastCalledWith( undefined );
	} );

	it( 'submits the lines of the box and shows the answer', async () => {
		const user = userEvent.setup();
		mocked.submitIndexNowUrls.mockResolvedValue( {
			success: true,
			message: '2 addresses submitted.',
			data: indexNowData( { submissions: [] } ),
		} );
		const registry = await renderScreen( indexNowData() );
		const box = screen.getByRole( 'textbox', {
			name: 'Submit these URLs',
		} );
		const submit = screen.getByRole( 'button', { name: 'Submit' } );
		expect( submit ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.type(
			box,
			'http://example.org/a/\n\nhttp://example.org/b/'
		);
		await user.click( submit );
		expect( mocked.submitIndexNowUrls ).toHaveBeenCalledWith( [
			'http://example.org/a/',
			'http://example.org/b/',
		] );
		await waitFor( () =>
			expect(
				registry.select( noticesStore ).getNotices()[ 0 ]?.content
			).toBe( '2 addresses submitted.' )
		);
		expect( box ).toHaveValue( '' );
		expect(
			screen.getByText(
				'No submissions yet. Publish or update content, or submit addresses above.'
			)
		).toBeInTheDocument();
	} );

	it( 'keeps the box and shows the refusal', async () => {
		const user = userEvent.setup();
		mocked.submitIndexNowUrls.mockRejectedValue( {
			code: 'lodestar_indexnow_foreign_url',
			message:
				'Only addresses of this site can be submitted: https://elsewhere.example/',
		} );
		const registry = await renderScreen( indexNowData() );
		const box = screen.getByRole( 'textbox', {
			name: 'Submit these URLs',
		} );
		await user.type( box, 'https://elsewhere.example/' );
		await user.click( screen.getByRole( 'button', { name: 'Submit' } ) );
		await waitFor( () =>
			expect(
				registry.select( noticesStore ).getNotices()[ 0 ]?.content
			).toBe(
				'Only addresses of this site can be submitted: https://elsewhere.example/'
			)
		);
		expect( box ).toHaveValue( 'https://elsewhere.example/' );
	} );
} );

describe( 'llms.txt screen', () => {
	async function renderScreen( data: LlmsTxtData ) {
		mocked.getLlmsTxt.mockResolvedValue( { success: true, data } );
		const registry = createTestRegistry();
		render(
			<LlmsTxtScreen
				route={ route( '/advanced/llms-txt', 'llms.txt' ) }
			/>,
			{
				wrapper: withRegistry( registry ),
			}
		);
		await screen.findByRole( 'checkbox', { name: 'Pages' } );
		return registry;
	}

	it( 'previews unsaved choices live, then saves them', async () => {
		const user = userEvent.setup();
		mocked.previewLlmsTxt.mockResolvedValue( {
			success: true,
			data: { preview: '# Site\n\n## Books\n' },
		} );
		mocked.saveLlmsTxt.mockResolvedValue( {
			success: true,
			message: 'Settings saved successfully.',
			data: llmsData( {
				config: {
					post_types: [ 'page', 'post', 'book' ],
					count: 20,
					details: '',
					featured: [],
				},
				preview: '# Site\n\n## Books\n',
			} ),
		} );
		await renderScreen( llmsData() );
		expect(
			screen.getByRole( 'textbox', { name: 'llms.txt as served' } )
		).toHaveValue( '# Site\n\n## Pages\n' );
		const save = screen.getByRole( 'button', { name: 'Save' } );
		expect( save ).toHaveAttribute( 'aria-disabled', 'true' );

		await user.click( screen.getByRole( 'checkbox', { name: 'Books' } ) );
		await waitFor( () =>
			expect( mocked.previewLlmsTxt ).toHaveBeenCalledWith( {
				post_types: [ 'page', 'post', 'book' ],
				count: 20,
				details: '',
				featured: [],
			} )
		);
		expect(
			await screen.findByRole( 'textbox', {
				name: 'llms.txt with your unsaved changes',
			} )
		).toHaveValue( '# Site\n\n## Books\n' );

		await user.click( save );
		expect( mocked.saveLlmsTxt ).toHaveBeenCalledWith( {
			post_types: [ 'page', 'post', 'book' ],
			count: 20,
			details: '',
			featured: [],
		} );
		expect(
			await screen.findByRole( 'textbox', { name: 'llms.txt as served' } )
		).toHaveValue( '# Site\n\n## Books\n' );
	} );

	it( 'shows the server refusal of a preview', async () => {
		const user = userEvent.setup();
		mocked.previewLlmsTxt.mockRejectedValue( {
			message:
				'The number of items per section must be between 1 and 200.',
		} );
		await renderScreen( llmsData() );
		const count = screen.getByRole( 'spinbutton', {
			name: 'Items per content type',
		} );
		await user.clear( count );
		await user.type( count, '500' );
		// The notice, not the live region that also announces it once speak() has run.
		expect(
			await screen.findByText(
				'The number of items per section must be between 1 and 200.',
				{ selector: '.components-notice__content' }
			)
		).toBeInTheDocument();
	} );

	it( 'says so when a physical llms.txt takes precedence, and shows it', async () => {
		await renderScreen(
			llmsData( { file_exists: true, file_content: '# Hand-written\n' } )
		);
		expect(
			screen.getAllByText(
				/A llms.txt file exists in the root folder of your site\./
			).length
		).toBeGreaterThan( 0 );
		expect(
			screen.getByRole( 'button', { name: 'Save' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			screen.getByRole( 'textbox', { name: 'llms.txt as served' } )
		).toHaveValue( '# Hand-written\n' );
	} );
} );
