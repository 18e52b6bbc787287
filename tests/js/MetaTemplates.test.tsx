/**
 * Meta Templates screen: fields, live Search Engine Preview resolved with the template
 * engine, counters after substitution, and the settings Save button.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import * as api from '../../src/api';
import { store } from '../../src/store';
import { findRoute, getRoutes } from '../../src-admin/app/routes';
import MetaTemplates from '../../src-admin/screens/meta-templates';
import type { AdminRoute } from '../../src-admin/app/types';
import {
	createTestRegistry,
	makeSettings,
	makeSiteSettings,
	withRegistry,
} from './helpers';

jest.mock( '../../src/api' );
const mockedApi = jest.mocked( api );

const route = findRoute( getRoutes(), '/general' ) as AdminRoute;

async function renderScreen() {
	const registry = createTestRegistry();
	render( <MetaTemplates route={ route } />, {
		wrapper: withRegistry( registry ),
	} );
	await screen.findByRole( 'textbox', { name: 'Search Engine Title' } );
	return registry;
}

beforeEach( () => {
	jest.resetAllMocks();
	mockedApi.getGlobalSettings.mockResolvedValue( {
		success: true,
		data: makeSettings(),
		reload: [],
	} );
	mockedApi.getSiteSettings.mockResolvedValue( {
		success: true,
		data: makeSiteSettings(),
	} );
} );

describe( 'Meta Templates screen', () => {
	it( 'turning off Auto-generate Description makes an empty excerpt use the default description', async () => {
		await renderScreen();
		const preview = screen.getByRole( 'region', {
			name: 'Search Engine Preview',
		} );
		expect(
			await within( preview ).findByText( 'Welcome to the sample post.' )
		).toBeVisible();

		const toggle = screen.getByRole( 'checkbox', {
			name: 'Auto-generate Description',
		} );
		expect( toggle ).toBeChecked();
		await userEvent.click( toggle );
		expect( toggle ).not.toBeChecked();
		expect(
			within( preview ).queryByText( 'Welcome to the sample post.' )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Save' } )
		).not.toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'states the order of the default description, and follows it in the preview', async () => {
		const user = userEvent.setup();
		await renderScreen();
		expect(
			screen.getByRole( 'button', {
				name: 'The Excerpt variable gives, in this order: the excerpt; when there is none and Auto-generate Description is on, the start of the content, up to the description length; then the default description, the site tagline.',
			} )
		).toBeVisible();
		expect(
			screen.getByText(
				'When a post has no excerpt, the Excerpt variable uses the start of its content, up to the description length, before the tagline. On a home page listing the latest posts without a tagline, and on category and tag archives without a description, it builds a description from the site or term name and the titles of the latest posts.'
			)
		).toBeVisible();
		const preview = screen.getByRole( 'region', {
			name: 'Search Engine Preview',
		} );
		// No excerpt, auto-generation on: the content; off: the tagline.
		expect(
			await within( preview ).findByText( 'Welcome to the sample post.' )
		).toBeVisible();
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Auto-generate Description',
			} )
		);
		expect(
			within( preview ).getByText( 'Just another site' )
		).toBeVisible();
	} );

	it( 'shows the templates and a preview resolved against the sample post', async () => {
		await renderScreen();
		expect(
			screen.getByRole( 'heading', { name: 'Meta Templates' } )
		).toBeVisible();
		expect(
			screen.getByRole( 'textbox', { name: 'Search Engine Title' } )
		).toHaveValue( '%title% - %site_name%' );
		const description = screen.getByRole( 'textbox', {
			name: 'Search Engine Description',
		} );
		expect( description ).toHaveValue( '%excerpt%' );
		expect( description ).toHaveAttribute( 'maxlength', '160' );

		const preview = screen.getByRole( 'region', {
			name: 'Search Engine Preview',
		} );
		expect(
			await within( preview ).findByText( 'Hello world - Lodestar Test' )
		).toBeVisible();
		// Empty excerpt: the description is generated from the content.
		expect(
			within( preview ).getByText( 'Welcome to the sample post.' )
		).toBeVisible();
		expect( within( preview ).getByText( 'Lodestar Test' ) ).toBeVisible();
		expect( within( preview ).getByText( 'example.test' ) ).toBeVisible();
		expect( preview.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'http://example.test/favicon.ico'
		);
		expect( screen.getByText( '27/60' ) ).toBeVisible();
		expect( screen.getByText( '27/160' ) ).toBeVisible();
	} );

	it( 'updates preview and counter as the title template is typed', async () => {
		const user = userEvent.setup();
		await renderScreen();
		const title = screen.getByRole( 'textbox', {
			name: 'Search Engine Title',
		} );
		await user.clear( title );
		await user.type( title, '%site_name% %separator% %tagline%' );

		const preview = screen.getByRole( 'region', {
			name: 'Search Engine Preview',
		} );
		expect(
			within( preview ).getByText( 'Lodestar Test - Just another site' )
		).toBeVisible();
		expect( screen.getByText( '33/60' ) ).toBeVisible();
		expect( title ).toHaveAccessibleDescription( '33/60' );
	} );

	it( 'colours the counter above the limit and cuts the preview title at 60', async () => {
		const user = userEvent.setup();
		await renderScreen();
		const title = screen.getByRole( 'textbox', {
			name: 'Search Engine Title',
		} );
		await user.clear( title );
		await user.type( title, `${ 'word '.repeat( 13 ) }%title%` );
		// 65 + 11 code points after substitution.
		const counter = screen.getByText( '76/60' );
		expect( counter.parentElement ).toHaveClass( 'is-over-limit' );
		expect( title ).toHaveAccessibleDescription(
			'76/60 (over the recommended length)'
		);
		const preview = screen.getByRole( 'region', {
			name: 'Search Engine Preview',
		} );
		const shown = within( preview ).getByText( /^word word/ );
		// The first 60 code points are twelve words and a space; the cut is marked.
		expect( shown.textContent ).toBe( `${ 'word '.repeat( 11 ) }word…` );
	} );

	it( 'falls back to the global default title when the template resolves to nothing', async () => {
		const user = userEvent.setup();
		await renderScreen();
		const title = screen.getByRole( 'textbox', {
			name: 'Search Engine Title',
		} );
		await user.clear( title );
		await user.type( title, '%separator%' );
		const preview = screen.getByRole( 'region', {
			name: 'Search Engine Preview',
		} );
		expect(
			within( preview ).getByText( 'Hello world - Lodestar Test' )
		).toBeVisible();
	} );

	it( 'enables Save only while there are unsaved settings, and saves them', async () => {
		const user = userEvent.setup();
		mockedApi.saveGlobalSettings.mockResolvedValue( {
			success: true,
			data: makeSettings( { page_title: '%title%' } ),
		} );
		const registry = await renderScreen();
		const save = screen.getByRole( 'button', { name: 'Save' } );
		expect( save ).toHaveAttribute( 'aria-disabled', 'true' );

		const title = screen.getByRole( 'textbox', {
			name: 'Search Engine Title',
		} );
		await user.clear( title );
		await user.type( title, '%title%' );
		expect( save ).not.toHaveAttribute( 'aria-disabled' );
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			page_title: '%title%',
		} );

		await user.click( save );
		expect( mockedApi.saveGlobalSettings ).toHaveBeenCalledWith( {
			page_title: '%title%',
		} );
		expect(
			await screen.findByRole( 'button', { name: 'Saved' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect( registry.select( store ).hasUnsavedSettings() ).toBe( false );

		// Typing the saved value back and forth: dirty, then clean again.
		await user.type( title, 'x' );
		expect( registry.select( store ).hasUnsavedSettings() ).toBe( true );
		await user.type( title, '{Backspace}' );
		expect( registry.select( store ).hasUnsavedSettings() ).toBe( false );
	} );
} );
