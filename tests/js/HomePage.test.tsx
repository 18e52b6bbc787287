/**
 * Home Page screens: title from the last path segment, the static-front-page notice,
 * counters after substitution (error colour above the limit, description maxLength), the
 * "use data from Facebook tab" switch hiding the X fields, previews, and the home robots.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import * as api from '../../src/api';
import { store } from '../../src/store';
import type { SiteSettings } from '../../src/types/api';
import type { Settings } from '../../src/types/settings';
import { findRoute, getRoutes } from '../../src-admin/app/routes';
import type { AdminRoute } from '../../src-admin/app/types';
import HomePage, { homePageTitle } from '../../src-admin/screens/home-page';
import {
	createTestRegistry,
	makeSettings,
	makeSiteSettings,
	withRegistry,
} from './helpers';

jest.mock( '../../src/api' );
const mockedApi = jest.mocked( api );

async function renderHome(
	path: string,
	settings: Partial< Settings > = {},
	site: Partial< SiteSettings > = {}
) {
	mockedApi.getGlobalSettings.mockResolvedValue( {
		success: true,
		data: makeSettings( settings ),
		reload: [],
	} );
	mockedApi.getSiteSettings.mockResolvedValue( {
		success: true,
		data: makeSiteSettings( site ),
	} );
	const registry = createTestRegistry();
	const route = findRoute( getRoutes(), path ) as AdminRoute;
	render( <HomePage route={ route } />, {
		wrapper: withRegistry( registry ),
	} );
	await screen.findByRole( 'heading', { level: 1 } );
	return registry;
}

beforeEach( () => {
	jest.resetAllMocks();
	delete window.lodestarAdmin;
} );

describe( 'Home Page', () => {
	it( 'takes the page title from the last path segment', () => {
		expect( homePageTitle( '/general/homepage' ) ).toBe( 'Home Page' );
		expect( homePageTitle( '/general/homepage/social' ) ).toBe( 'Social' );
		expect( homePageTitle( '/general/homepage/advanced' ) ).toBe(
			'Advanced'
		);
	} );

	it( 'shows only the notice with the edit link for a static front page', async () => {
		await renderHome(
			'/general/homepage/social',
			{},
			{
				home_page_static: 'page',
				home_page_edit_url:
					'http://example.test/wp-admin/post.php?post=7&action=edit',
			}
		);
		const link = await screen.findByRole( 'link', {
			name: 'Edit the home page',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'http://example.test/wp-admin/post.php?post=7&action=edit'
		);
		expect(
			link.closest( '.components-notice__content' )
		).toHaveTextContent( /^Your home page is a static page\./ );
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
		expect( screen.queryByRole( 'button', { name: 'Save' } ) ).toBeNull();
	} );

	it( 'counts after substitution, turns red above the limit, and limits the description input', async () => {
		const user = userEvent.setup();
		const registry = await renderHome( '/general/homepage', {
			home_page_title: '%site_name% %separator% %tagline%',
			home_page_description: '%tagline%',
		} );
		const title = await screen.findByRole( 'textbox', {
			name: 'Home Page Title',
		} );
		// "Lodestar Test - Just another site" is 33 code points.
		expect( screen.getByText( '33/60' ) ).toBeVisible();
		expect( screen.getByText( '17/160' ) ).toBeVisible();
		const preview = screen.getByRole( 'region', {
			name: 'Search Engine Preview',
		} );
		expect(
			within( preview ).getByText( 'Lodestar Test - Just another site' )
		).toBeVisible();

		await user.type( title, ` ${ 'x'.repeat( 30 ) }` );
		const counter = screen.getByText( '64/60' );
		expect( counter.parentElement ).toHaveClass( 'is-over-limit' );
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			home_page_title: `%site_name% %separator% %tagline% ${ 'x'.repeat(
				30
			) }`,
		} );

		expect(
			screen.getByRole( 'textbox', { name: 'Home Page Description' } )
		).toHaveAttribute( 'maxlength', '160' );
	} );

	it( 'uses the length limits of the boot object', async () => {
		window.lodestarAdmin = { titleLength: 50, descriptionLength: 120 };
		await renderHome( '/general/homepage' );
		expect(
			await screen.findByRole( 'textbox', {
				name: 'Home Page Description',
			} )
		).toHaveAttribute( 'maxlength', '120' );
		// Empty excerpt: the home page's %title% and %excerpt% are the tagline.
		expect( screen.getByText( '33/50' ) ).toBeVisible();
		expect( screen.getByText( '17/120' ) ).toBeVisible();
	} );

	it( 'without a tagline, previews the description built from the latest posts, within the description length', async () => {
		await renderHome(
			'/general/homepage',
			{},
			{
				site: {
					...makeSiteSettings().site,
					tagline: '',
				},
				latest_posts: [
					'Winter skies over the northern hemisphere at night',
					'How to find the Andromeda galaxy with binoculars',
					'Why Betelgeuse dims every few years',
				],
			}
		);
		const preview = await screen.findByRole( 'region', {
			name: 'Search Engine Preview',
		} );
		// 33 + 50 + 2 + 48 = 133 code points fit in 160; the third title would make 170.
		expect(
			within( preview ).getByText(
				'Latest posts from Lodestar Test: Winter skies over the northern hemisphere at night, How to find the Andromeda galaxy with binoculars'
			)
		).toBeVisible();
		expect( screen.getByText( '133/160' ) ).toBeVisible();
	} );

	it( 'with a tagline, previews the tagline, not the latest posts', async () => {
		await renderHome(
			'/general/homepage',
			{},
			{ latest_posts: [ 'Orion rises' ] }
		);
		const preview = await screen.findByRole( 'region', {
			name: 'Search Engine Preview',
		} );
		expect(
			within( preview ).getByText( 'Just another site' )
		).toBeVisible();
		expect( within( preview ).queryByText( /Latest posts/ ) ).toBeNull();
	} );

	it( 'falls back to the global default title when the title resolves to nothing', async () => {
		await renderHome( '/general/homepage', { home_page_title: '' } );
		const preview = await screen.findByRole( 'region', {
			name: 'Search Engine Preview',
		} );
		expect(
			within( preview ).getByText( 'Lodestar Test - Just another site' )
		).toBeVisible();
	} );

	it( 'hides the X fields while "use data from Facebook tab" is on', async () => {
		const user = userEvent.setup();
		const registry = await renderHome( '/general/homepage/social', {
			twitter_same_as_facebook: '1',
			home_page_facebook_title: 'FB %site_name%',
			fallback_image: 'http://example.test/fallback.png',
		} );
		const same = await screen.findByRole( 'checkbox', {
			name: 'Use Data from Facebook Tab',
		} );
		expect( same ).toBeChecked();
		expect(
			screen.getByRole( 'textbox', { name: 'Facebook Title' } )
		).toHaveValue( 'FB %site_name%' );
		expect(
			screen.queryByRole( 'textbox', { name: 'X Title' } )
		).toBeNull();

		const xPreview = screen.getByRole( 'region', { name: 'X Preview' } );
		expect(
			within( xPreview ).getByText( 'FB Lodestar Test' )
		).toBeVisible();
		expect( xPreview.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'http://example.test/fallback.png'
		);

		await user.click( same );
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			twitter_same_as_facebook: '',
		} );
		const xTitle = screen.getByRole( 'textbox', { name: 'X Title' } );
		await user.type( xTitle, 'X only' );
		expect( within( xPreview ).getByText( 'X only' ) ).toBeVisible();
		expect(
			within(
				screen.getByRole( 'region', { name: 'Facebook Preview' } )
			).getByText( 'FB Lodestar Test' )
		).toBeVisible();
		expect(
			screen.getByRole( 'textbox', { name: 'X Description' } )
		).toBeVisible();
		expect(
			screen.getByRole( 'group', { name: 'X Image' } )
		).toBeVisible();
	} );

	it( 'shows the small X card for the Summary card type', async () => {
		await renderHome( '/general/homepage/social', {
			twitter_card_type: 'summary',
		} );
		const xPreview = await screen.findByRole( 'region', {
			name: 'X Preview',
		} );
		expect( xPreview ).toHaveClass( 'is-small' );
		expect(
			screen.getByRole( 'region', { name: 'Facebook Preview' } )
		).toHaveClass( 'is-large' );
	} );

	it( 'sets the home page robot instructions', async () => {
		const user = userEvent.setup();
		const registry = await renderHome( '/general/homepage/advanced', {
			home_page_robots: { general: [ 'noarchive' ] },
		} );
		const noIndex = await screen.findByRole( 'checkbox', {
			name: 'No Index',
		} );
		expect(
			screen.getByRole( 'checkbox', { name: 'No Archive' } )
		).toBeChecked();
		await user.click( noIndex );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'No Follow' } )
		);
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			home_page_robots: {
				general: [ 'noindex', 'nofollow', 'noarchive' ],
			},
		} );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'No Archive' } )
		);
		expect(
			registry.select( store ).getSettings()?.home_page_robots
		).toEqual( { general: [ 'noindex', 'nofollow' ] } );
	} );
} );
