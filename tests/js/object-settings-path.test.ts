/**
 * The post and term settings requests carry the popup context of spec §7 (`post_id` or
 * `term_id`, `post_type`, `is_taxonomy`) with these exact query strings and bodies, and the
 * editor's first read is the path Editor\EditorAssets::settings_path() preloads (the same
 * literal is pinned in tests/php/Integration/EditorIntegrationTest.php).
 */
import apiFetch from '@wordpress/api-fetch';

import {
	getObjectSettings,
	saveObjectSettings,
} from '../../src/api/object-settings';
import { objectSettingsPath } from '../../src/api/paths';
import { store } from '../../src/store';
import { createTestRegistry } from './helpers';

/** What the PHP side preloads for post 7 of type post (EditorAssets::settings_path()). */
const PRELOADED_POST_PATH =
	'/lodestar/v1/post/settings?post_id=7&post_type=post&is_taxonomy=false';

describe( 'post and term settings requests', () => {
	it( 'builds the exact GET query strings', () => {
		expect( objectSettingsPath( 'post', 7, 'post' ) ).toBe(
			PRELOADED_POST_PATH
		);
		expect( objectSettingsPath( 'post', 12, 'page' ) ).toBe(
			'/lodestar/v1/post/settings?post_id=12&post_type=page&is_taxonomy=false'
		);
		expect( objectSettingsPath( 'post', 3, 'my-book_type' ) ).toBe(
			'/lodestar/v1/post/settings?post_id=3&post_type=my-book_type&is_taxonomy=false'
		);
		// For a term, post_type names its taxonomy.
		expect( objectSettingsPath( 'term', 5, 'category' ) ).toBe(
			'/lodestar/v1/term/settings?term_id=5&post_type=category&is_taxonomy=true'
		);
		expect( objectSettingsPath( 'term', 9, 'post_tag' ) ).toBe(
			'/lodestar/v1/term/settings?term_id=9&post_type=post_tag&is_taxonomy=true'
		);
		// An unknown type is left out (the server accepts the id alone).
		expect( objectSettingsPath( 'term', 5 ) ).toBe(
			'/lodestar/v1/term/settings?term_id=5&is_taxonomy=true'
		);
		expect( objectSettingsPath( 'post', 7, '' ) ).toBe(
			'/lodestar/v1/post/settings?post_id=7&is_taxonomy=false'
		);
	} );

	describe( 'through apiFetch', () => {
		const fetchMock = jest.fn();
		const body = {
			success: true,
			message: '',
			data: { page_title: 'Preloaded' },
			preview: { object: { type: 'post' } },
		};

		beforeAll( () => {
			globalThis.fetch = fetchMock;
			// What the block editor installs with the answers of block_editor_rest_api_preload_paths.
			apiFetch.use(
				apiFetch.createPreloadingMiddleware( {
					[ PRELOADED_POST_PATH ]: { body, headers: {} },
				} )
			);
		} );

		beforeEach( () => {
			fetchMock.mockReset();
			// The parts of a fetch Response apiFetch reads (jsdom has no Response).
			fetchMock.mockResolvedValue( {
				ok: true,
				status: 200,
				json: async () => body,
			} );
		} );

		it( 'serves the editor’s first read from the preloaded answer', async () => {
			const registry = createTestRegistry();
			await registry
				.resolveSelect( store )
				.getObjectPreview( 'post', 7, 'post' );
			expect( fetchMock ).not.toHaveBeenCalled();
			expect(
				registry.select( store ).getObjectSettings( 'post', 7, 'post' )
					?.fields.page_title
			).toBe( 'Preloaded' );
		} );

		it( 'asks the network with the same query once the preload is used', async () => {
			await getObjectSettings( 'term', 5, 'category' );
			// Without a root URL in tests, apiFetch fetches the path itself (plus the user locale).
			expect( fetchMock.mock.calls[ 0 ]?.[ 0 ] ).toBe(
				'/lodestar/v1/term/settings?term_id=5&post_type=category&is_taxonomy=true&_locale=user'
			);
		} );

		it( 'posts the context with the changes', async () => {
			await saveObjectSettings(
				'term',
				5,
				{ page_title: 'Comets' },
				'category'
			);
			await saveObjectSettings(
				'post',
				7,
				{ page_title: 'Orion' },
				'post'
			);
			const bodies = fetchMock.mock.calls.map( ( call ) =>
				String( ( call[ 1 ] as RequestInit ).body )
			);
			expect( bodies ).toEqual( [
				'{"term_id":5,"post_type":"category","is_taxonomy":true,"data":{"page_title":"Comets"}}',
				'{"post_id":7,"post_type":"post","is_taxonomy":false,"data":{"page_title":"Orion"}}',
			] );
		} );
	} );
} );
