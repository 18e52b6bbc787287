/**
 * The admin app shell and its hash router: redirects, not-found for unknown and disabled
 * routes, `?page=` start routes, side navigation, search, the error fallback, and the
 * unsaved-settings model.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addFilter, removeAllFilters } from '@wordpress/hooks';

import * as api from '../../src/api';
import * as checksApi from '../../src/api/checks';
import { store } from '../../src/store';
import type { Settings } from '../../src/types/settings';
import App from '../../src-admin/app/App';
import type { AdminRoute } from '../../src-admin/app/types';
import {
	createTestRegistry,
	makeSettings,
	makeSiteSettings,
	withRegistry,
} from './helpers';

jest.mock( '../../src/api' );
jest.mock( '../../src/api/checks' );
const mockedApi = jest.mocked( api );
const mockedChecks = jest.mocked( checksApi );

/**
 * Renders the app at a hash, with the given saved settings.
 *
 * @param hash     Location hash ('' for none).
 * @param settings Setting overrides.
 */
async function renderApp( hash: string, settings: Partial< Settings > = {} ) {
	mockedApi.getGlobalSettings.mockResolvedValue( {
		success: true,
		data: makeSettings( settings ),
		reload: [],
	} );
	window.history.replaceState( null, '', `/wp-admin/admin.php${ hash }` );
	const registry = createTestRegistry();
	const view = render( <App />, { wrapper: withRegistry( registry ) } );
	return { registry, view };
}

/**
 * Goes to a hash like a link click would, and lets the router react.
 *
 * @param path Route path.
 */
async function go( path: string ) {
	await act( async () => {
		window.location.hash = path;
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	} );
}

function sideNav() {
	return screen.getByRole( 'navigation', { name: /^Lodestar .* menu$/ } );
}

beforeEach( () => {
	jest.resetAllMocks();
	mockedApi.getSiteSettings.mockResolvedValue( {
		success: true,
		data: makeSiteSettings(),
	} );
	// The dashboard and the analysis read the site checks (none in these tests).
	mockedChecks.getSiteChecks.mockResolvedValue( {} );
	mockedChecks.getAttention.mockResolvedValue( {
		items: [],
		total: 0,
		view_all_url: '',
	} );
	window.lodestarAdmin = {
		version: '0.1.0',
		page: 'lodestar',
		knowledgeBaseUrl: 'https://example.test/kb',
		whatsNew: [
			{ version: '0.1.0', items: [ 'First release.' ] },
			{ version: '0.0.9', items: [ 'Preview.' ] },
		],
	};
} );

afterEach( () => {
	removeAllFilters( 'lodestar.adminRoutes', 'test' );
	delete window.lodestarAdmin;
} );

describe( 'hash router', () => {
	it( 'redirects an empty hash to /dashboard', async () => {
		await renderApp( '' );
		expect(
			await screen.findByRole( 'heading', { name: 'Dashboard' } )
		).toBeVisible();
		expect( window.location.hash ).toBe( '#/dashboard' );
	} );

	it( 'redirects / to /dashboard', async () => {
		await renderApp( '#/' );
		expect(
			await screen.findByRole( 'heading', { name: 'Dashboard' } )
		).toBeVisible();
		expect( window.location.hash ).toBe( '#/dashboard' );
	} );

	it( 'shows not-found for an unknown route', async () => {
		await renderApp( '#/no/such/page' );
		expect(
			await screen.findByRole( 'heading', { name: 'Page not found' } )
		).toBeVisible();
		expect(
			screen.queryByRole( 'navigation', { name: /menu$/ } )
		).not.toBeInTheDocument();
	} );

	it( 'shows not-found for a route whose feature is off, and hides its menu item', async () => {
		await renderApp( '#/advanced/sitemaps', { enable_schemas: false } );
		expect(
			await screen.findByRole( 'heading', { name: 'Sitemaps' } )
		).toBeVisible();
		expect(
			within( sideNav() ).queryByRole( 'link', { name: 'Schema' } )
		).not.toBeInTheDocument();

		await go( '/advanced/schema' );
		expect(
			await screen.findByRole( 'heading', { name: 'Page not found' } )
		).toBeVisible();
	} );

	it( 'shows the Schema item and screen while the feature is on', async () => {
		await renderApp( '#/advanced/sitemaps' );
		await screen.findByRole( 'heading', { name: 'Sitemaps' } );
		await userEvent.click(
			within( sideNav() ).getByRole( 'link', { name: 'Schema' } )
		);
		// Found and checked in one go: the loading render's heading gives way to the loaded
		// (or, with no server here, the error) render's own.
		await waitFor( () =>
			expect(
				screen.getByRole( 'heading', { name: 'Schema' } )
			).toBeVisible()
		);
		expect( window.location.hash ).toBe( '#/advanced/schema' );
	} );

	it( 'hides the Search Console tab and routes while the console is off', async () => {
		await renderApp( '#/search-console', { enable_google_console: false } );
		expect(
			await screen.findByRole( 'heading', { name: 'Page not found' } )
		).toBeVisible();
		const tabs = screen.getByRole( 'navigation', {
			name: 'Lodestar sections',
		} );
		expect(
			within( tabs )
				.getAllByRole( 'link' )
				.map( ( link ) => link.textContent )
		).toEqual( [ 'Dashboard', 'General', 'Advanced', 'Tools' ] );
	} );

	it( 'follows redirect routes', async () => {
		await renderApp( '#/advanced/robot_instructions' );
		expect(
			await screen.findByRole( 'heading', { name: 'No Index' } )
		).toBeVisible();
		expect( window.location.hash ).toBe(
			'#/advanced/robot_instructions/indexing'
		);
	} );

	it( 'starts at the section of ?page= when there is no hash', async () => {
		window.lodestarAdmin = { page: 'lodestar_advanced' };
		await renderApp( '' );
		expect(
			await screen.findByRole( 'heading', { name: 'No Index' } )
		).toBeVisible();
	} );

	it( 'hides the side navigation on navbar-only routes', async () => {
		await renderApp( '#/site-seo-analysis' );
		expect(
			await screen.findByRole( 'heading', { name: 'Site SEO Analysis' } )
		).toBeVisible();
		expect(
			screen.queryByRole( 'navigation', { name: /menu$/ } )
		).not.toBeInTheDocument();
	} );

	it( 'shows the submenu of the current item', async () => {
		await renderApp( '#/general/social/x' );
		await screen.findByRole( 'heading', { name: 'X' } );
		const nav = sideNav();
		expect(
			within( nav ).getByRole( 'link', { name: 'X' } )
		).toHaveAttribute( 'aria-current', 'page' );
		expect(
			within( nav ).getByRole( 'link', { name: 'Default Social Image' } )
		).toHaveAttribute( 'href', '#/general/social' );
		// Other items' submenus stay closed.
		expect(
			within( nav ).queryByRole( 'link', { name: 'Advanced' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows the error fallback when a screen throws', async () => {
		addFilter(
			'lodestar.adminRoutes',
			'test/broken-screen',
			( routes: AdminRoute[] ) => [
				...routes,
				{
					path: '/tools/broken',
					section: 'tools',
					label: 'Broken',
					screen: () => {
						throw new Error( 'Screen exploded' );
					},
				},
			]
		);
		await renderApp( '#/tools/broken' );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Something went wrong',
			} )
		).toBeVisible();
		expect(
			within( screen.getByRole( 'alert' ) ).getByText( 'Screen exploded' )
		).toBeVisible();
		// React and the boundary both report the error.
		expect( console ).toHaveErrored();
	} );

	it( 'renders a locked extension route as locked', async () => {
		addFilter(
			'lodestar.adminRoutes',
			'test/locked',
			( routes: AdminRoute[] ) => [
				...routes,
				{
					path: '/tools/content-gap',
					section: 'tools',
					label: 'Content Gap',
					locked: true,
					screen: () => null,
				},
			]
		);
		await renderApp( '#/tools/content-gap' );
		expect(
			await screen.findByText(
				'This feature is provided by an extension that is not active on this site.'
			)
		).toBeVisible();
		// Listed in the menu, but not as a link.
		const nav = sideNav();
		expect( within( nav ).getByText( 'Content Gap' ) ).toBeVisible();
		expect(
			within( nav ).queryByRole( 'link', { name: /Content Gap/ } )
		).not.toBeInTheDocument();
	} );

	it( 'shows the settings-loading error message', async () => {
		mockedApi.getGlobalSettings.mockRejectedValue( new Error( 'offline' ) );
		window.history.replaceState( null, '', '/wp-admin/admin.php#/general' );
		render( <App />, { wrapper: withRegistry( createTestRegistry() ) } );
		// In the notice (the text is also spoken through the a11y live region).
		expect(
			await screen.findByText( 'Failed to fetch meta settings', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
	} );
} );

describe( 'top bar', () => {
	it( 'has the logo, tabs, version, analysis status, Knowledge Base and What’s New', async () => {
		const user = userEvent.setup();
		await renderApp( '#/dashboard' );
		await screen.findByRole( 'heading', { name: 'Dashboard' } );
		expect(
			screen.getByRole( 'link', { name: 'Lodestar SEO' } )
		).toHaveAttribute( 'href', '#/dashboard' );
		expect( screen.getByText( 'v0.1.0' ) ).toBeVisible();
		expect(
			screen.getByRole( 'link', { name: 'Not analyzed yet' } )
		).toHaveAttribute( 'href', '#/site-seo-analysis' );
		const kb = screen.getByRole( 'link', { name: /Knowledge Base/ } );
		expect( kb ).toHaveAttribute( 'href', 'https://example.test/kb' );
		expect( kb ).toHaveAttribute( 'target', '_blank' );

		await user.click(
			screen.getByRole( 'button', { name: "What's New" } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: "What's New",
		} );
		expect(
			within( dialog ).getByRole( 'heading', { name: 'Version 0.1.0' } )
		).toBeVisible();
		expect( within( dialog ).getByText( 'First release.' ) ).toBeVisible();
		expect( within( dialog ).getByText( 'Preview.' ) ).toBeVisible();
	} );

	it( 'finds routes by label and opens the chosen one with the keyboard', async () => {
		const user = userEvent.setup();
		await renderApp( '#/dashboard' );
		await screen.findByRole( 'heading', { name: 'Dashboard' } );
		const search = screen.getByRole( 'combobox', {
			name: 'Search settings',
		} );
		await user.type( search, 'robot' );
		const results = await screen.findAllByRole( 'option' );
		// Label matches first (routes before fields), then fields whose text matches.
		expect(
			results
				.slice( 0, 4 )
				.map(
					( option ) =>
						option.querySelector( '.lodestar-search__label' )
							?.textContent
				)
		).toEqual( [
			'Robots.txt Editor',
			'No Index',
			'No Follow',
			'No Archive',
		] );
		await user.keyboard( '{ArrowDown}{ArrowDown}{Enter}' );
		expect(
			await screen.findByRole( 'heading', { name: 'No Follow' } )
		).toBeVisible();
		expect( window.location.hash ).toBe(
			'#/advanced/robot_instructions/following'
		);
	} );

	it( 'opens a field result on its screen, scrolled to and focused', async () => {
		const user = userEvent.setup();
		mockedApi.getPostContent.mockResolvedValue( {
			success: true,
			data: { post_types: [], taxonomies: [], archives: [] },
		} );
		await renderApp( '#/dashboard' );
		await screen.findByRole( 'heading', { name: 'Dashboard' } );
		const search = screen.getByRole( 'combobox', {
			name: 'Search settings',
		} );
		// A word of the description only ("410 Gone" is in the feed tooltips).
		await user.type( search, 'comments feed' );
		const option = await screen.findByRole( 'option', {
			name: /Remove Global Comments Feed/,
		} );
		expect( option ).toHaveTextContent( 'Tools › Miscellaneous' );
		await user.click( option );
		const toggle = await screen.findByRole( 'checkbox', {
			name: 'Remove Global Comments Feed',
		} );
		expect( window.location.hash ).toBe( '#/tools/miscellaneous' );
		await waitFor( () => expect( toggle ).toHaveFocus() );
		expect( toggle.closest( '[data-lodestar-field]' ) ).toHaveAttribute(
			'data-lodestar-field',
			'remove_global_comments_feed'
		);
	} );

	it( 'says when nothing matches', async () => {
		const user = userEvent.setup();
		await renderApp( '#/dashboard' );
		await screen.findByRole( 'heading', { name: 'Dashboard' } );
		await user.type(
			screen.getByRole( 'combobox', { name: 'Search settings' } ),
			'zzzz'
		);
		expect(
			screen.getAllByText( 'No Results Found' ).length
		).toBeGreaterThan( 0 );
	} );
} );

describe( 'unsaved settings', () => {
	it( 'keeps edits across in-app navigation and warns before leaving the page', async () => {
		const user = userEvent.setup();
		const { registry } = await renderApp( '#/general' );
		const title = await screen.findByRole( 'textbox', {
			name: 'Search Engine Title',
		} );
		await user.type( title, ' x' );
		expect( registry.select( store ).hasUnsavedSettings() ).toBe( true );

		const leave = new Event( 'beforeunload', { cancelable: true } );
		window.dispatchEvent( leave );
		expect( leave.defaultPrevented ).toBe( true );

		await go( '/advanced/sitemaps' );
		await screen.findByRole( 'heading', { name: 'Sitemaps' } );
		await go( '/general' );
		expect(
			await screen.findByRole( 'textbox', {
				name: 'Search Engine Title',
			} )
		).toHaveValue( '%title% - %site_name% x' );

		act( () => {
			registry.dispatch( store ).discardEdits();
		} );
		const leaveClean = new Event( 'beforeunload', { cancelable: true } );
		window.dispatchEvent( leaveClean );
		expect( leaveClean.defaultPrevented ).toBe( false );
	} );
} );
