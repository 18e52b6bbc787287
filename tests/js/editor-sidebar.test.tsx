/**
 * The block editor sidebar against a stand-in core/editor store: fields read from and written
 * to the post's meta through editPost (one edit per change, so undo applies), previews from
 * the edited title, and the content serialized only when needed and after the blocks settle.
 */
import {
	act,
	fireEvent,
	render,
	renderHook,
	screen,
} from '@testing-library/react';
import { Profiler } from 'react';
import { createReduxStore } from '@wordpress/data';

import * as api from '../../src/api/object-settings';
import type { PreviewFacts } from '../../src/types/page-seo';
import { DEFAULT_SEO_FIELDS } from '../../src/utils/seo-fields';
import SeoSidebar from '../../src-editor/sidebar/SeoSidebar';
import {
	CONTENT_DEBOUNCE_MS,
	useDebouncedPostContent,
	usePostImages,
} from '../../src-editor/sidebar/use-post-seo';
import { createTestRegistry, withRegistry } from './helpers';

interface FakeEditorState {
	meta: Record< string, unknown >;
	title: string;
	excerpt: string;
	blocks: unknown[];
	content: string;
}

const mockContentReads = { count: 0 };
const mockEdits: Array< Record< string, unknown > > = [];

jest.mock(
	'@wordpress/editor',
	() => {
		const { createReduxStore: create } =
			jest.requireActual( '@wordpress/data' );
		const initial = {
			meta: {},
			title: 'Orion',
			excerpt: '',
			blocks: [],
			content: '<p>The hunter.</p>',
		};
		return {
			store: create( 'core/editor', {
				reducer(
					state: FakeEditorState = initial,
					action: {
						type: string;
						edits?: Record< string, unknown >;
						blocks?: unknown[];
						content?: string;
						state?: FakeEditorState;
					}
				) {
					switch ( action.type ) {
						case 'EDIT_POST': {
							const { meta, ...rest } = action.edits ?? {};
							return {
								...state,
								...rest,
								meta: {
									...state.meta,
									...( meta as Record< string, unknown > ),
								},
							};
						}
						case 'SET_BLOCKS':
							return {
								...state,
								blocks: action.blocks ?? [],
								content: action.content ?? '',
							};
						case 'RESET':
							return action.state ?? initial;
						default:
							return state;
					}
				},
				selectors: {
					// Like core/editor: merged meta is a new object on every call.
					getEditedPostAttribute: (
						state: FakeEditorState,
						name: string
					) =>
						name === 'meta'
							? { ...state.meta }
							: ( state as unknown as Record< string, unknown > )[
									name
								],
					getEditedPostContent: ( state: FakeEditorState ) => {
						mockContentReads.count++;
						return state.content;
					},
					getEditorBlocks: ( state: FakeEditorState ) => state.blocks,
					getPermalink: () => 'http://example.test/orion/',
					getCurrentPostId: () => 7,
					getCurrentPostType: () => 'post',
				},
				actions: {
					editPost: ( edits: Record< string, unknown > ) => {
						mockEdits.push( edits );
						return { type: 'EDIT_POST', edits };
					},
					setBlocks: ( blocks: unknown[], content: string ) => ( {
						type: 'SET_BLOCKS',
						blocks,
						content,
					} ),
				},
			} ),
		};
	},
	{ virtual: true }
);

// The block package is a runtime global of the editor; the content here comes from the
// stand-in editor store (no core-data record), so the serializer is never reached.
jest.mock( '@wordpress/blocks', () => ( { serializeBlock: () => '' } ), {
	virtual: true,
} );

jest.mock( '../../src/api/object-settings' );

const { store: editorStore } = jest.requireMock( '@wordpress/editor' ) as {
	store: ReturnType< typeof createReduxStore >;
};

const FACTS: PreviewFacts = {
	site_name: 'Sky',
	tagline: 'Maps',
	site_url: 'http://example.test',
	favicon: '',
	separator: '|',
	title_template: '%title% %separator% %site_name%',
	description_template: '%excerpt%',
	default_title: '',
	auto_generate_description: true,
	twitter_card_type: 'summary_large_image',
	fallback_image: '',
	limits: { title_length: 60, description_length: 160, url_length: 90 },
	object: {},
};

/**
 * A registry with our store and the stand-in editor store, settings answered by the mock.
 * @param onRender
 */
async function setup( onRender?: () => void ) {
	jest.mocked( api.getObjectSettings ).mockResolvedValue( {
		success: true,
		message: '',
		data: DEFAULT_SEO_FIELDS,
		preview: FACTS,
	} );
	const registry = createTestRegistry();
	registry.register( editorStore );
	mockContentReads.count = 0;
	mockEdits.length = 0;
	render(
		<Profiler id="sidebar" onRender={ () => onRender?.() }>
			<SeoSidebar />
		</Profiler>,
		{ wrapper: withRegistry( registry ) }
	);
	await act( async () => {
		await jest.advanceTimersByTimeAsync( 10 );
	} );
	return registry;
}

beforeEach( () => {
	jest.useFakeTimers();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'block editor sidebar', () => {
	it( 'loads the post settings once and previews the edited post', async () => {
		await setup();
		// With the post type of core/editor (the server checks it; PHP preloads this request).
		expect( api.getObjectSettings ).toHaveBeenCalledWith(
			'post',
			7,
			'post'
		);
		expect(
			document.querySelector( '.lodestar-search-preview__title' )
				?.textContent
		).toBe( 'Orion | Sky' );
		expect(
			document.querySelector( '.lodestar-search-preview__description' )
				?.textContent
		).toBe( 'The hunter.' );
	} );

	it( 'shows the server’s refusal of the request instead of a spinner', async () => {
		jest.mocked( api.getObjectSettings ).mockRejectedValue( {
			code: 'rest_invalid_param',
			message:
				'post_type "post" does not match this post, whose type is "page".',
			data: { status: 400, key: 'post_type' },
		} );
		const registry = createTestRegistry();
		registry.register( editorStore );
		render( <SeoSidebar />, { wrapper: withRegistry( registry ) } );
		await act( async () => {
			await jest.advanceTimersByTimeAsync( 10 );
		} );
		expect(
			screen.getByText(
				'post_type "post" does not match this post, whose type is "page".',
				{ selector: '.components-notice__content' }
			)
		).toBeInTheDocument();
	} );

	it( 'writes each change as one editPost meta edit and follows after a pause', async () => {
		const registry = await setup();
		const input = screen.getByRole( 'textbox', { name: 'SEO Title' } );
		fireEvent.change( input, { target: { value: '%title% rising' } } );
		expect( mockEdits ).toEqual( [
			{ meta: { _lodestar_page_title: '%title% rising' } },
		] );
		expect(
			(
				registry.select( editorStore ) as unknown as {
					getEditedPostAttribute: (
						name: string
					) => Record< string, unknown >;
				}
			 ).getEditedPostAttribute( 'meta' )
		).toEqual( { _lodestar_page_title: '%title% rising' } );
		await act( async () => {
			await jest.advanceTimersByTimeAsync( 200 );
		} );
		expect(
			document.querySelector( '.lodestar-search-preview__title' )
				?.textContent
		).toBe( 'Orion rising' );
		expect(
			document.querySelector( '.lodestar-character-counter__value' )
				?.textContent
		).toBe( '12/60' );
	} );

	it( 'counts against the limits of its boot object (Editor\\EditorAssets), not the REST facts', async () => {
		window.lodestarEditor = JSON.parse(
			'{"postId":7,"postType":"post","restNamespace":"lodestar\\/v1","titleLength":11,"descriptionLength":50,"urlLength":40}'
		);
		try {
			await setup();
			fireEvent.change(
				screen.getByRole( 'textbox', { name: 'SEO Title' } ),
				{ target: { value: '%title% rising' } }
			);
			await act( async () => {
				await jest.advanceTimersByTimeAsync( 200 );
			} );
			expect(
				document.querySelector( '.lodestar-character-counter__value' )
					?.textContent
			).toBe( '12/11' );
			expect(
				screen.getByRole( 'textbox', { name: 'SEO Description' } )
			).toHaveAttribute( 'maxLength', '50' );
		} finally {
			delete window.lodestarEditor;
		}
	} );

	it( 'serializes the content once per pause, not per block change', async () => {
		const registry = await setup();
		const reads = mockContentReads.count;
		const { setBlocks } = registry.dispatch( editorStore ) as unknown as {
			setBlocks: ( blocks: unknown[], content: string ) => void;
		};
		await act( async () => {
			for ( let i = 0; i < 30; i++ ) {
				setBlocks( [ i ], `<p>Typed ${ i }</p>` );
				await jest.advanceTimersByTimeAsync( 50 );
			}
		} );
		expect( mockContentReads.count ).toBe( reads );
		await act( async () => {
			await jest.advanceTimersByTimeAsync( CONTENT_DEBOUNCE_MS + 200 );
		} );
		expect( mockContentReads.count ).toBe( reads + 1 );
		expect(
			document.querySelector( '.lodestar-search-preview__description' )
				?.textContent
		).toBe( 'Typed 29' );
	} );

	it( 'serializes once per pause for the sidebar and its Checks tab together, the latest blocks winning', async () => {
		const registry = createTestRegistry();
		registry.register( editorStore );
		const wrapper = withRegistry( registry );
		mockContentReads.count = 0;
		const sidebar = renderHook( () => useDebouncedPostContent( true ), {
			wrapper,
		} );
		const tab = renderHook( () => useDebouncedPostContent( true ), {
			wrapper,
		} );
		// One read at mount, shared.
		expect( mockContentReads.count ).toBe( 1 );
		expect( tab.result.current ).toBe( '<p>The hunter.</p>' );
		const { setBlocks } = registry.dispatch( editorStore ) as unknown as {
			setBlocks: ( blocks: unknown[], content: string ) => void;
		};
		await act( async () => {
			for ( let i = 0; i < 20; i++ ) {
				setBlocks( [ i ], `<p>Typed ${ i }</p>` );
				await jest.advanceTimersByTimeAsync( 100 );
			}
		} );
		expect( mockContentReads.count ).toBe( 1 );
		expect( sidebar.result.current ).toBe( '<p>The hunter.</p>' );
		await act( async () => {
			await jest.advanceTimersByTimeAsync( CONTENT_DEBOUNCE_MS + 50 );
		} );
		expect( mockContentReads.count ).toBe( 2 );
		expect( sidebar.result.current ).toBe( '<p>Typed 19</p>' );
		expect( tab.result.current ).toBe( '<p>Typed 19</p>' );
		// The tab closes; the sidebar still follows, and alone it does not read twice.
		tab.unmount();
		await act( async () => {
			setBlocks( [ 'x' ], '<p>Later</p>' );
			await jest.advanceTimersByTimeAsync( CONTENT_DEBOUNCE_MS + 50 );
		} );
		expect( mockContentReads.count ).toBe( 3 );
		expect( sidebar.result.current ).toBe( '<p>Later</p>' );
		sidebar.unmount();
	} );

	it( 'never serializes the content when no template needs it', async () => {
		const registry = await setup();
		const { editPost, setBlocks } = registry.dispatch(
			editorStore
		) as unknown as {
			editPost: ( edits: Record< string, unknown > ) => void;
			setBlocks: ( blocks: unknown[], content: string ) => void;
		};
		act( () => {
			editPost( { excerpt: 'A written excerpt' } );
		} );
		await act( async () => {
			await jest.advanceTimersByTimeAsync( 300 );
		} );
		const reads = mockContentReads.count;
		await act( async () => {
			for ( let i = 0; i < 5; i++ ) {
				setBlocks( [ i ], `<p>${ i }</p>` );
				await jest.advanceTimersByTimeAsync( CONTENT_DEBOUNCE_MS );
			}
		} );
		expect( mockContentReads.count ).toBe( reads );
		expect(
			document.querySelector( '.lodestar-search-preview__description' )
				?.textContent
		).toBe( 'A written excerpt' );
	} );

	it( 'does not re-render on edits elsewhere in the post', async () => {
		let renders = 0;
		const registry = await setup( () => renders++ );
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'SEO Title' } ),
			{ target: { value: 'Edited' } }
		);
		const { editPost, setBlocks } = registry.dispatch(
			editorStore
		) as unknown as {
			editPost: ( edits: Record< string, unknown > ) => void;
			setBlocks: ( blocks: unknown[], content: string ) => void;
		};
		act( () => {
			editPost( { excerpt: 'Fixed excerpt' } );
		} );
		await act( async () => {
			await jest.advanceTimersByTimeAsync( 1000 );
		} );
		const before = renders;
		act( () => {
			for ( let i = 0; i < 20; i++ ) {
				setBlocks( [ i ], `<p>${ i }</p>` );
			}
		} );
		await act( async () => {
			await jest.advanceTimersByTimeAsync( CONTENT_DEBOUNCE_MS * 2 );
		} );
		expect( renders ).toBe( before );
	} );

	it( 'gives the previews the featured image of the media store and the password state', () => {
		const registry = createTestRegistry();
		registry.register( editorStore );
		registry.register(
			createReduxStore( 'core', {
				reducer: ( state: Record< string, never > = {} ) => state,
				selectors: {
					getMedia: ( _state: unknown, id: number ) =>
						id === 5
							? { source_url: 'http://example.test/featured.jpg' }
							: undefined,
				},
			} )
		);
		const wrapper = withRegistry( registry );
		const { result, rerender } = renderHook( () => usePostImages(), {
			wrapper,
		} );
		expect( result.current ).toEqual( {
			featuredImage: '',
			protected: false,
		} );
		const { editPost } = registry.dispatch( editorStore ) as unknown as {
			editPost: ( edits: Record< string, unknown > ) => void;
		};
		act( () => {
			editPost( { featured_media: 5, password: 'secret' } );
		} );
		rerender();
		expect( result.current ).toEqual( {
			featuredImage: 'http://example.test/featured.jpg',
			protected: true,
		} );
	} );
} );
