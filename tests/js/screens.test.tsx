/**
 * The other settings screens: the default social image with the media library (and the
 * attachment lookup), Facebook and X with previews, Other Accounts, Archive Pages, Robot
 * Instructions, Manage Features and Miscellaneous.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import * as api from '../../src/api';
import { store } from '../../src/store';
import type { Settings } from '../../src/types/settings';
import { reloadPage } from '../../src/utils/browser';
import { findRoute, getRoutes } from '../../src-admin/app/routes';
import type { AdminRoute } from '../../src-admin/app/types';
import {
	createTestRegistry,
	makeSettings,
	makeSiteSettings,
	withRegistry,
} from './helpers';
import type { TestRegistry } from './helpers';

jest.mock( '../../src/api' );
jest.mock( '../../src/utils/browser' );
const mockedApi = jest.mocked( api );

const PROFILES = [
	{
		id: 'facebook' as const,
		label: 'Facebook',
		placeholder: 'https://www.facebook.com/your-page',
		show_in_dashboard: true,
		setting: 'facebook_page_url',
	},
	{
		id: 'pinterest' as const,
		label: 'Pinterest',
		placeholder: 'https://www.pinterest.com/your-profile',
		show_in_dashboard: true,
		setting: 'pinterest_account',
	},
	{
		id: 'github' as const,
		label: 'GitHub',
		placeholder: 'https://github.com/your-organization',
		show_in_dashboard: false,
		setting: 'social_profiles.github',
	},
];

async function renderScreen(
	path: string,
	settings: Partial< Settings > = {}
): Promise< TestRegistry > {
	mockedApi.getGlobalSettings.mockResolvedValue( {
		success: true,
		data: makeSettings( settings ),
		reload: [ 'enable_google_console', 'enable_migration' ],
	} );
	mockedApi.getSiteSettings.mockResolvedValue( {
		success: true,
		data: makeSiteSettings( { social_profiles: PROFILES } ),
	} );
	mockedApi.getPostContent.mockResolvedValue( {
		success: true,
		data: {
			post_types: [
				{ slug: 'post', label: 'Posts' },
				{ slug: 'page', label: 'Pages' },
			],
			taxonomies: [ { slug: 'category', label: 'Categories' } ],
			archives: [
				{ slug: 'author', label: 'Author archives' },
				{ slug: 'search', label: 'Search results' },
			],
		},
	} );
	const registry = createTestRegistry();
	const route = findRoute( getRoutes(), path ) as AdminRoute;
	const Screen = route.screen as NonNullable< AdminRoute[ 'screen' ] >;
	render( <Screen route={ route } />, { wrapper: withRegistry( registry ) } );
	await screen.findByRole( 'heading', { level: 1 } );
	return registry;
}

interface FakeFrame {
	options: Record< string, unknown >;
	handlers: Record< string, () => void >;
	selection: { reset: jest.Mock; first: jest.Mock };
}

/**
 * A stand-in for wp.media that records frames and lets tests pick an attachment.
 */
function installWpMedia() {
	const frames: FakeFrame[] = [];
	const attachment = jest.fn( ( id: number ) => ( {
		id,
		fetch: jest.fn(),
		toJSON: () => ( { id, url: '' } ),
	} ) );
	const media = Object.assign(
		jest.fn( ( options: Record< string, unknown > ) => {
			const frame: FakeFrame = {
				options,
				handlers: {},
				selection: { reset: jest.fn(), first: jest.fn() },
			};
			frames.push( frame );
			const handle = {
				on: ( event: string, callback: () => void ) => {
					frame.handlers[ event ] = callback;
					return handle;
				},
				open: () => {
					frame.handlers.open?.();
					return handle;
				},
				state: () => ( { get: () => frame.selection } ),
			};
			return handle;
		} ),
		{ attachment }
	);
	( window as unknown as { wp: unknown } ).wp = { media };
	return { frames, attachment };
}

beforeEach( () => {
	jest.resetAllMocks();
	delete ( window as unknown as { wp?: unknown } ).wp;
} );

describe( 'Default Social Image', () => {
	it( 'picks from the media library, previews, clears, and keeps url and id', async () => {
		const user = userEvent.setup();
		const { frames, attachment } = installWpMedia();
		const registry = await renderScreen( '/general/social' );
		const group = await screen.findByRole( 'group', {
			name: 'Default Social Image',
		} );
		expect( group ).toHaveAccessibleDescription(
			'Shown when a shared page has no image of its own. Recommended size is 1200x630 px, JPG or PNG.'
		);
		await user.click(
			within( group ).getByRole( 'button', { name: 'Select Image' } )
		);
		const frame = frames[ 0 ] as FakeFrame;
		expect( frame.options ).toEqual( {
			title: 'Select Image',
			button: { text: 'Use this image' },
			library: { type: 'image' },
			multiple: false,
		} );
		expect( frame.selection.reset ).toHaveBeenCalledWith( [] );
		expect( attachment ).not.toHaveBeenCalled();

		frame.selection.first.mockReturnValue( {
			toJSON: () => ( { id: 42, url: 'http://example.test/og.png' } ),
		} );
		act( () => frame.handlers.select?.() );
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			fallback_image: 'http://example.test/og.png',
			fallback_image_id: 42,
		} );
		expect(
			await within( group ).findByRole( 'img', {
				name: 'Preview of Default Social Image',
			} )
		).toHaveAttribute( 'src', 'http://example.test/og.png' );

		// Changing it opens the library with the attachment selected.
		await user.click(
			within( group ).getByRole( 'button', { name: 'Change Image' } )
		);
		expect( attachment ).toHaveBeenCalledWith( 42 );
		expect( mockedApi.searchMedia ).not.toHaveBeenCalled();

		await user.click(
			within( group ).getByRole( 'button', { name: 'Remove Image' } )
		);
		expect( registry.select( store ).hasUnsavedSettings() ).toBe( false );
		expect( within( group ).queryByRole( 'img' ) ).toBeNull();
	} );

	it( 'looks up the attachment of a stored URL without id before opening', async () => {
		const user = userEvent.setup();
		const { attachment } = installWpMedia();
		mockedApi.searchMedia.mockResolvedValueOnce( [
			{
				id: 77,
				source_url: 'http://example.test/wp-content/uploads/team.jpg',
			},
		] );
		await renderScreen( '/general/social', {
			fallback_image:
				'http://example.test/wp-content/uploads/team-scaled-1200x630.jpg',
			fallback_image_id: 0,
		} );
		await user.click(
			await screen.findByRole( 'button', { name: 'Change Image' } )
		);
		await waitFor( () => expect( attachment ).toHaveBeenCalledWith( 77 ) );
		expect( mockedApi.searchMedia ).toHaveBeenCalledWith( {
			search: 'team',
			slug: 'team',
			per_page: 20,
		} );
	} );

	it( 'names the file, its type and its size under the preview', async () => {
		const user = userEvent.setup();
		const { frames, attachment } = installWpMedia();
		const stored =
			'http://example.test/wp-content/uploads/2026/05/card-1200x630.png';
		const fetched = jest.fn().mockResolvedValue( {} );
		attachment.mockImplementation( ( id: number ) => ( {
			id,
			fetch: fetched,
			toJSON: () => ( {
				id,
				url: 'http://example.test/wp-content/uploads/2026/05/card.png',
				filename: 'card.png',
				type: 'image',
				mime: 'image/png',
				filesizeInBytes: 48213,
			} ),
		} ) );
		await renderScreen( '/general/social', {
			fallback_image: stored,
			fallback_image_id: 9,
		} );
		const group = await screen.findByRole( 'group', {
			name: 'Default Social Image',
		} );
		const facts = () =>
			within( group )
				.queryAllByRole( 'definition' )
				.map( ( node ) => node.textContent );
		// The stored attachment, fetched through wp.media.
		await waitFor( () =>
			expect( facts() ).toEqual( [ 'card.png', 'image/png', '47.1 KB' ] )
		);
		expect( attachment ).toHaveBeenCalledWith( 9 );
		expect( fetched ).toHaveBeenCalledTimes( 1 );
		expect(
			within( group )
				.getAllByRole( 'term' )
				.map( ( node ) => node.textContent )
		).toEqual( [ 'File name', 'Type', 'Size' ] );

		// A newly chosen attachment: its own facts, at once.
		await user.click(
			within( group ).getByRole( 'button', { name: 'Change Image' } )
		);
		const frame = frames[ 0 ] as FakeFrame;
		frame.selection.first.mockReturnValue( {
			toJSON: () => ( {
				id: 43,
				url: 'http://example.test/wp-content/uploads/2026/05/og.jpg',
				filename: 'og.jpg',
				type: 'image',
				mime: 'image/jpeg',
				filesizeInBytes: 1572864,
			} ),
		} );
		act( () => frame.handlers.select?.() );
		await waitFor( () =>
			expect( facts() ).toEqual( [ 'og.jpg', 'image/jpeg', '1.5 MB' ] )
		);
	} );

	it( 'names the file of a stored URL without attachment', async () => {
		const { attachment } = installWpMedia();
		await renderScreen( '/general/social', {
			fallback_image:
				'https://cdn.example.test/img/sunset%20beach.webp?v=2',
			fallback_image_id: 0,
		} );
		const group = await screen.findByRole( 'group', {
			name: 'Default Social Image',
		} );
		expect(
			within( group )
				.getAllByRole( 'definition' )
				.map( ( node ) => node.textContent )
		).toEqual( [ 'sunset beach.webp' ] );
		expect( attachment ).not.toHaveBeenCalled();
		expect( mockedApi.searchMedia ).not.toHaveBeenCalled();
	} );

	it( 'shows an error instead of a broken preview', async () => {
		const { PreviewBoundary } =
			await import( '../../src/components/MediaPicker' );
		const Boom = ( { message }: { message: string } ) => {
			throw new Error( message );
		};
		const { rerender } = render(
			<PreviewBoundary>
				<Boom message="bad image" />
			</PreviewBoundary>
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Error: bad image'
		);
		rerender(
			<PreviewBoundary key="again">
				<Boom message="" />
			</PreviewBoundary>
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Error: Unknown error'
		);
		// React reports the caught errors.
		expect( console ).toHaveErrored();
	} );
} );

describe( 'Facebook and X', () => {
	it( 'edits the Facebook pages and previews the home page', async () => {
		const user = userEvent.setup();
		const registry = await renderScreen( '/general/social/facebook', {
			home_page_facebook_title: 'Shared title',
		} );
		const site = await screen.findByRole( 'textbox', {
			name: 'Site Facebook Page',
		} );
		expect( site ).toHaveAttribute(
			'placeholder',
			'https://www.facebook.com/your-page'
		);
		await user.type( site, 'https://www.facebook.com/lodestar' );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Author Facebook Page' } ),
			'https://www.facebook.com/editor'
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Facebook Article Tags' } )
		);
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			facebook_page_url: 'https://www.facebook.com/lodestar',
			facebook_author_fallback: 'https://www.facebook.com/editor',
			facebook_meta_tags: false,
		} );
		const preview = screen.getByRole( 'region', {
			name: 'Facebook Preview',
		} );
		expect( within( preview ).getByText( 'Shared title' ) ).toBeVisible();
		expect( within( preview ).getByText( 'EXAMPLE.TEST' ) ).toBeVisible();
		expect(
			screen.getByRole( 'button', {
				name: 'This is a fallback: an author’s own Facebook page, when set, comes first.',
			} )
		).toBeVisible();
	} );

	it( 'switches the X card type with a live preview', async () => {
		const user = userEvent.setup();
		const registry = await renderScreen( '/general/social/x' );
		const large = await screen.findByRole( 'radio', {
			name: 'Summary Large Image',
		} );
		expect( large ).toBeChecked();
		const preview = screen.getByRole( 'region', { name: 'X Preview' } );
		expect( preview ).toHaveClass( 'is-large' );
		await user.click( screen.getByRole( 'radio', { name: 'Summary' } ) );
		expect( preview ).toHaveClass( 'is-small' );
		const siteProfile = screen.getByRole( 'textbox', {
			name: "Site's X Profile URL",
		} );
		expect( siteProfile ).toHaveAttribute(
			'placeholder',
			'https://x.com/your-handle'
		);
		expect(
			screen.getByRole( 'textbox', { name: "Author's X Profile URL" } )
		).toHaveAttribute( 'placeholder', 'https://x.com/author-handle' );
		await user.type( siteProfile, 'https://x.com/lodestar' );
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			twitter_card_type: 'summary',
			twitter_profile_username: 'https://x.com/lodestar',
		} );
	} );
} );

describe( 'Other Accounts', () => {
	it( 'lists the profile definitions but Facebook and X, each edited where the server says it is stored', async () => {
		const user = userEvent.setup();
		const registry = await renderScreen( '/general/social/accounts', {
			social_profiles: { github: 'https://github.com/old' },
		} );
		const pinterest = await screen.findByRole( 'textbox', {
			name: 'Pinterest',
		} );
		expect( pinterest ).toHaveAttribute(
			'placeholder',
			'https://www.pinterest.com/your-profile'
		);
		expect(
			screen.queryByRole( 'textbox', { name: 'Facebook' } )
		).toBeNull();
		await user.type( pinterest, 'https://www.pinterest.com/lodestar' );
		await user.clear( screen.getByRole( 'textbox', { name: 'GitHub' } ) );
		// Pinterest is the spec's own setting; GitHub is one of the others, in the object.
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			pinterest_account: 'https://www.pinterest.com/lodestar',
			social_profiles: {},
		} );
	} );
} );

describe( 'Archive Pages', () => {
	it( 'switches the author and date archives', async () => {
		const user = userEvent.setup();
		const registry = await renderScreen( '/general/archive_pages' );
		await user.click(
			await screen.findByRole( 'checkbox', { name: 'Author Archive' } )
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Date Archive' } )
		);
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			author_archive: true,
			date_archive: true,
		} );
	} );
	it( 'edits the breadcrumbs settings in their card', async () => {
		const user = userEvent.setup();
		const registry = await renderScreen( '/general/archive_pages' );
		const home = await screen.findByRole( 'textbox', {
			name: 'Home Label',
		} );
		await user.type( home, 'Start' );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Bold Last Item' } )
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Show the Blog Page' } )
		);
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			breadcrumbs_home_label: 'Start',
			breadcrumbs_bold_last: false,
			breadcrumbs_show_blog: true,
		} );
		expect(
			screen.getByRole( 'heading', { name: 'Breadcrumbs' } )
		).toBeInTheDocument();
	} );
} );

describe( 'Robot Instructions', () => {
	test.each( [
		[ '/advanced/robot_instructions/indexing', 'no_index', 'No Index' ],
		[ '/advanced/robot_instructions/following', 'no_follow', 'No Follow' ],
		[
			'/advanced/robot_instructions/archiving',
			'no_archive',
			'No Archive',
		],
	] as const )( '%s edits %s', async ( path, key, title ) => {
		const user = userEvent.setup();
		const registry = await renderScreen( path, { [ key ]: [ 'page' ] } );
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			title
		);
		const postTypes = await screen.findByRole( 'group', {
			name: 'Post Types',
		} );
		expect(
			within( postTypes ).getByRole( 'checkbox', { name: 'Pages' } )
		).toBeChecked();
		await user.click(
			within( postTypes ).getByRole( 'checkbox', { name: 'Posts' } )
		);
		await user.click(
			within(
				screen.getByRole( 'group', { name: 'Taxonomies' } )
			).getByRole( 'checkbox', { name: 'Categories' } )
		);
		await user.click(
			within(
				screen.getByRole( 'group', { name: 'Archives' } )
			).getByRole( 'checkbox', { name: 'Search results' } )
		);
		await user.click(
			within( postTypes ).getByRole( 'checkbox', { name: 'Pages' } )
		);
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			[ key ]: [ 'post', 'category', 'search' ],
		} );
	} );
} );

describe( 'Manage Features', () => {
	it( 'toggles features; saving a reload-flagged one reloads the page', async () => {
		jest.useFakeTimers();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		mockedApi.saveGlobalSettings.mockImplementation(
			async ( changes ) => ( {
				success: true,
				data: makeSettings( changes ),
			} )
		);
		const registry = await renderScreen( '/tools/manage-features' );
		const save = screen.getByRole( 'button', { name: 'Save' } );
		expect( save ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.click(
			await screen.findByRole( 'checkbox', { name: 'Schema' } )
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Share Usage Data' } )
		);
		// Nothing leaves the menu until it is saved.
		expect(
			registry.select( store ).isFeatureEnabled( 'enable_schemas' )
		).toBe( true );
		await user.click( save );
		await waitFor( () =>
			expect(
				registry.select( store ).isFeatureEnabled( 'enable_schemas' )
			).toBe( false )
		);
		act( () => {
			jest.advanceTimersByTime( 1000 );
		} );
		expect( reloadPage ).not.toHaveBeenCalled();

		await user.click(
			screen.getByRole( 'checkbox', { name: 'Search Console' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );
		await waitFor( () =>
			expect( mockedApi.saveGlobalSettings ).toHaveBeenCalledTimes( 2 )
		);
		act( () => {
			jest.advanceTimersByTime( 1000 );
		} );
		expect( reloadPage ).toHaveBeenCalledTimes( 1 );
		jest.useRealTimers();
	} );
} );

describe( 'Miscellaneous', () => {
	it( 'shows the feed, attachment, paginated and embed options in groups', async () => {
		const user = userEvent.setup();
		const registry = await renderScreen( '/tools/miscellaneous' );
		const feeds = await screen.findByRole( 'region', { name: 'Feeds' } );
		expect( within( feeds ).getAllByRole( 'checkbox' ) ).toHaveLength( 11 );
		expect(
			within(
				screen.getByRole( 'region', { name: 'Attachments and Images' } )
			).getAllByRole( 'checkbox' )
		).toHaveLength( 3 );
		expect(
			within(
				screen.getByRole( 'region', { name: 'Paginated Pages' } )
			).getAllByRole( 'checkbox' )
		).toHaveLength( 3 );
		expect(
			within(
				screen.getByRole( 'region', { name: 'Embeds' } )
			).getAllByRole( 'checkbox' )
		).toHaveLength( 4 );
		await user.click(
			within( feeds ).getByRole( 'checkbox', {
				name: 'Remove Tag Feeds',
			} )
		);
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Redirect Attachment Pages',
			} )
		);
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			remove_tag_feeds: true,
			redirectAttachmentPagesToPostParent: false,
		} );
	} );
} );
