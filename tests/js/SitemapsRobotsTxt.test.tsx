/**
 * The Sitemaps and Robots.txt Editor screens with the store slice behind them: switches and
 * their dependencies, the open button's tooltip, regenerating (busy, warning notice, error
 * snackbar), and the robots.txt editor's dirty, saving and read-only states.
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store as noticesStore } from '@wordpress/notices';

import * as api from '../../src/api';
import * as sitemapsApi from '../../src/api/sitemaps';
import type { RobotsTxtData } from '../../src/api/sitemaps';
import { store } from '../../src/store';
import type { Settings } from '../../src/types/settings';
import RobotsTxtEditor, {
	homeBlockedWarning,
	isDirty,
	readOnlyReason,
} from '../../src-admin/screens/robots-txt-editor';
import Sitemaps from '../../src-admin/screens/sitemaps';
import type { AdminRoute } from '../../src-admin/app/types';
import { createTestRegistry, makeSettings, withRegistry } from './helpers';

jest.mock( '../../src/api' );
jest.mock( '../../src/api/sitemaps' );
const mockedApi = jest.mocked( api );
const mockedSitemaps = jest.mocked( sitemapsApi );

const sitemapsRoute = {
	path: '/advanced/sitemaps',
	section: 'advanced',
	label: 'Sitemaps',
} as unknown as AdminRoute;
const robotsRoute = {
	path: '/advanced/robots-txt-editor',
	section: 'advanced',
	label: 'Robots.txt Editor',
} as unknown as AdminRoute;

function robotsData( overrides: Partial< RobotsTxtData > = {} ): RobotsTxtData {
	return {
		robots_txt_content: '',
		search_engine_visibility: '1',
		robots_file_exists: false,
		robot_file_content: '',
		wordpress_content:
			'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n',
		robots_txt_url: 'http://example.org/robots.txt',
		reading_settings_url: 'http://example.org/wp-admin/options-reading.php',
		...overrides,
	};
}

function deferred< T >() {
	let resolve!: ( value: T ) => void;
	let reject!: ( reason: unknown ) => void;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

async function renderSitemaps( settings: Partial< Settings > = {} ) {
	mockedApi.getGlobalSettings.mockResolvedValue( {
		success: true,
		data: makeSettings( settings ),
		reload: [],
	} );
	const registry = createTestRegistry();
	render( <Sitemaps route={ sitemapsRoute } />, {
		wrapper: withRegistry( registry ),
	} );
	await screen.findByRole( 'checkbox', { name: 'XML sitemap' } );
	return registry;
}

async function renderRobots( data: RobotsTxtData ) {
	mockedSitemaps.getRobotsTxt.mockResolvedValue( { success: true, data } );
	const registry = createTestRegistry();
	render( <RobotsTxtEditor route={ robotsRoute } />, {
		wrapper: withRegistry( registry ),
	} );
	await screen.findByRole( 'textbox', { name: 'robots.txt content' } );
	return registry;
}

beforeEach( () => {
	jest.resetAllMocks();
} );

describe( 'Sitemaps screen', () => {
	it( 'shows the five switches and the display format; the image switch needs the XML sitemap', async () => {
		await renderSitemaps( { enable_xml_sitemap: false } );
		for ( const name of [
			'XML sitemap',
			'Image sitemap',
			'Author sitemap',
			'Video sitemap',
			'News sitemap',
		] ) {
			expect( screen.getByRole( 'checkbox', { name } ) ).toBeTruthy();
		}
		expect(
			screen.getByRole( 'combobox', { name: 'Display format' } )
		).toBeTruthy();
		expect(
			screen.getByRole( 'checkbox', { name: 'Image sitemap' } )
		).toHaveProperty( 'disabled', true );

		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'XML sitemap' } )
		);
		expect(
			screen.getByRole( 'checkbox', { name: 'Image sitemap' } )
		).toHaveProperty( 'disabled', false );
	} );

	it( 'disables the open button with the tooltip while the XML sitemap is off', async () => {
		await renderSitemaps( { enable_xml_sitemap: false } );
		const open = screen.getByRole( 'button', { name: 'Open sitemap' } );
		expect( open.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		await userEvent.hover( open );
		expect(
			await screen.findByText(
				'Sitemap is currently disabled. Please enable XML sitemap in settings to access the sitemap file.'
			)
		).toBeTruthy();
	} );

	it( 'keeps the open button disabled, with "Save to open the sitemap", until the switch is saved', async () => {
		const answer =
			deferred<
				Awaited< ReturnType< typeof api.saveGlobalSettings > >
			>();
		mockedApi.saveGlobalSettings.mockReturnValue( answer.promise );
		await renderSitemaps( { enable_xml_sitemap: false } );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'XML sitemap' } )
		);
		const open = screen.getByRole( 'button', { name: 'Open sitemap' } );
		expect( open.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( open.getAttribute( 'href' ) ).toBeNull();
		await userEvent.hover( open );
		expect(
			await screen.findByText( 'Save to open the sitemap' )
		).toBeTruthy();
		expect(
			screen.queryByText(
				'Sitemap is currently disabled. Please enable XML sitemap in settings to access the sitemap file.'
			)
		).toBeNull();

		await userEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );
		await act( async () => {
			answer.resolve( {
				success: true,
				message: 'Settings saved successfully.',
			} );
		} );
		const link = await screen.findByRole( 'link', {
			name: 'Open sitemap',
		} );
		expect( link.getAttribute( 'href' ) ).toMatch(
			/\/sitemap_index\.xml$/
		);
	} );

	it( 'shows the spec tooltip once the switch is turned off, even before saving', async () => {
		await renderSitemaps( { enable_xml_sitemap: true } );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'XML sitemap' } )
		);
		const open = screen.getByRole( 'button', { name: 'Open sitemap' } );
		expect( open.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		await userEvent.hover( open );
		expect(
			await screen.findByText(
				'Sitemap is currently disabled. Please enable XML sitemap in settings to access the sitemap file.'
			)
		).toBeTruthy();
	} );

	it( 'opens the sitemap index in a new tab while the XML sitemap is on', async () => {
		await renderSitemaps( { enable_xml_sitemap: true } );
		const open = screen.getByRole( 'link', { name: 'Open sitemap' } );
		expect( open.getAttribute( 'href' ) ).toMatch(
			/\/sitemap_index\.xml$/
		);
		expect( open.getAttribute( 'target' ) ).toBe( '_blank' );
	} );

	it( 'regenerates: busy while running, then the answer as a warning notice', async () => {
		await renderSitemaps( { enable_xml_sitemap: true } );
		const answer = deferred< sitemapsApi.GenerateCacheResponse >();
		mockedSitemaps.generateSitemapCache.mockReturnValue( answer.promise );
		const button = screen.getByRole( 'button', {
			name: 'Regenerate sitemap cache',
		} );
		await userEvent.click( button );
		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( screen.getByRole( 'status' ).textContent ).toContain(
			'Regenerating the sitemap cache…'
		);
		await userEvent.click( button );
		expect( mockedSitemaps.generateSitemapCache ).toHaveBeenCalledTimes(
			1
		);

		await act( async () => {
			answer.resolve( {
				success: true,
				message: 'Sitemap cache regenerated.',
				description: '12 sitemap files were rebuilt.',
			} );
		} );
		expect( screen.getByText( 'Sitemap cache regenerated.' ) ).toBeTruthy();
		expect(
			screen.getByText( '12 sitemap files were rebuilt.' )
		).toBeTruthy();
		expect( button.getAttribute( 'aria-disabled' ) ).not.toBe( 'true' );
	} );

	it( 'shows the spec error when regenerating fails', async () => {
		const registry = await renderSitemaps( { enable_xml_sitemap: true } );
		mockedSitemaps.generateSitemapCache.mockRejectedValue( {
			code: 'x',
			message: 'boom',
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Regenerate sitemap cache' } )
		);
		await waitFor( () =>
			expect(
				registry.select( noticesStore ).getNotices()[ 0 ]?.content
			).toBe( 'Error generating sitemap cache. Please try again.' )
		);
	} );

	it( 'saves switch changes through the settings store', async () => {
		const registry = await renderSitemaps( { enable_xml_sitemap: false } );
		mockedApi.saveGlobalSettings.mockResolvedValue( {
			success: true,
			message: 'Settings saved successfully.',
			data: makeSettings( { enable_xml_sitemap: true } ),
		} as never );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'XML sitemap' } )
		);
		expect( registry.select( store ).hasUnsavedSettings() ).toBe( true );
		await userEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );
		expect( mockedApi.saveGlobalSettings ).toHaveBeenCalledWith( {
			enable_xml_sitemap: true,
		} );
	} );
} );

describe( 'Robots.txt Editor screen', () => {
	it( 'is dirty only when the text differs from the saved content', () => {
		// Line endings are normalised as the server does, nothing else.
		expect( isDirty( 'a\r\nb\r\n', 'a\nb\n' ) ).toBe( false );
		expect( isDirty( 'a\rb\n', 'a\nb\n' ) ).toBe( false );
		expect( isDirty( 'a\nb\n', 'a\nb\n' ) ).toBe( false );
		expect( isDirty( 'a\nb\nc', 'a\nb\n' ) ).toBe( true );
		expect( isDirty( 'a\nb \n', 'a\nb\n' ) ).toBe( true );
		expect( isDirty( 'a\nb\n\n', 'a\nb\n' ) ).toBe( true );
		expect( isDirty( 'a\nb', 'a\nb\n' ) ).toBe( true );
		expect( isDirty( '\ta\nb\n', 'a\nb\n' ) ).toBe( true );
		expect(
			readOnlyReason( robotsData( { robots_file_exists: true } ) )
		).toBe( 'file' );
		expect(
			readOnlyReason( robotsData( { search_engine_visibility: '0' } ) )
		).toBe( 'hidden' );
		expect( readOnlyReason( robotsData() ) ).toBe( '' );
	} );

	it( 'saves: Save disabled until changed, Saving… while busy, then the saved content', async () => {
		const registry = await renderRobots(
			robotsData( { robots_txt_content: 'User-agent: *\n' } )
		);
		const save = screen.getByRole( 'button', { name: 'Save' } );
		expect( save.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		const editor = screen.getByRole( 'textbox', {
			name: 'robots.txt content',
		} );
		await userEvent.type( editor, 'Disallow: /x/' );
		expect( save.getAttribute( 'aria-disabled' ) ).not.toBe( 'true' );

		const answer = deferred< sitemapsApi.RobotsTxtResponse >();
		mockedSitemaps.saveRobotsTxt.mockReturnValue( answer.promise );
		await userEvent.click( save );
		expect( mockedSitemaps.saveRobotsTxt ).toHaveBeenCalledWith(
			'User-agent: *\nDisallow: /x/'
		);
		const busy = screen.getByRole( 'button', { name: 'Saving…' } );
		expect( busy.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		await act( async () => {
			answer.resolve( {
				success: true,
				message: 'Settings saved successfully.',
				data: robotsData( {
					robots_txt_content: 'User-agent: *\nDisallow: /x/\n',
				} ),
			} );
		} );
		expect(
			screen
				.getByRole( 'button', { name: 'Save' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
		expect(
			registry.select( noticesStore ).getNotices()[ 0 ]?.content
		).toBe( 'Settings saved successfully.' );
	} );

	it( 'counts a trailing space as a change, then shows what the server saved', async () => {
		await renderRobots(
			robotsData( { robots_txt_content: 'User-agent: *\n' } )
		);
		const save = screen.getByRole( 'button', { name: 'Save' } );
		const editor = screen.getByRole( 'textbox', {
			name: 'robots.txt content',
		} ) as HTMLTextAreaElement;
		await userEvent.type( editor, ' ' );
		expect( save.getAttribute( 'aria-disabled' ) ).not.toBe( 'true' );
		await userEvent.type( editor, '{Backspace}' );
		expect( save.getAttribute( 'aria-disabled' ) ).toBe( 'true' );

		await userEvent.type( editor, '  ' );
		// The server drops trailing spaces: the saved content is unchanged.
		mockedSitemaps.saveRobotsTxt.mockResolvedValue( {
			success: true,
			message: 'Settings saved successfully.',
			data: robotsData( { robots_txt_content: 'User-agent: *\n' } ),
		} );
		await userEvent.click( save );
		expect( mockedSitemaps.saveRobotsTxt ).toHaveBeenCalledWith(
			'User-agent: *\n  '
		);
		await waitFor( () => expect( editor.value ).toBe( 'User-agent: *\n' ) );
		expect(
			screen
				.getByRole( 'button', { name: 'Save' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
	} );

	it( 'shows the spec message and description when saving fails', async () => {
		const registry = await renderRobots( robotsData() );
		mockedSitemaps.saveRobotsTxt.mockRejectedValue( {
			code: 'rest_error',
		} );
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'robots.txt content' } ),
			'User-agent: *'
		);
		await userEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );
		await waitFor( () =>
			expect(
				registry.select( noticesStore ).getNotices()[ 0 ]?.content
			).toBe(
				'Failed to update robots.txt file. An unexpected error occurred while updating the robots.txt content. Please try again later.'
			)
		);
	} );

	it( 'is read-only with the file content while a physical robots.txt exists', async () => {
		await renderRobots(
			robotsData( {
				robots_file_exists: true,
				robot_file_content: 'User-agent: *\nDisallow: /file/\n',
			} )
		);
		const editor = screen.getByRole( 'textbox', {
			name: 'robots.txt content',
		} ) as HTMLTextAreaElement;
		expect( editor.readOnly ).toBe( true );
		expect( editor.value ).toBe( 'User-agent: *\nDisallow: /file/\n' );
		expect(
			screen.getAllByText(
				/A robots.txt file exists in the root folder/
			)[ 0 ]
		).toBeTruthy();
		expect( screen.queryByRole( 'button', { name: 'Save' } ) ).toBeNull();
	} );

	it( 'is read-only with an explanation while search engines are discouraged', async () => {
		await renderRobots(
			robotsData( {
				search_engine_visibility: '0',
				wordpress_content: 'User-agent: *\nDisallow: /\n',
			} )
		);
		const editor = screen.getByRole( 'textbox', {
			name: 'robots.txt content',
		} ) as HTMLTextAreaElement;
		expect( editor.readOnly ).toBe( true );
		expect( editor.value ).toBe( 'User-agent: *\nDisallow: /\n' );
		expect(
			screen.getAllByText( /asks search engines not to index it/ )[ 0 ]
		).toBeTruthy();
		expect(
			screen.getByRole( 'link', { name: /Reading settings/ } )
		).toBeTruthy();
	} );
	it( 'warns while the text keeps search engines out of the home page, naming the rule', async () => {
		await renderRobots( robotsData() );
		const warning = (): Element | null =>
			document.querySelector( '.lodestar-robots-txt__blocked' );
		expect( warning() ).toBeNull();
		const editor = screen.getByRole( 'textbox', {
			name: 'robots.txt content',
		} );
		fireEvent.change( editor, {
			target: {
				value: 'User-agent: *\nDisallow: /wp-admin/\nDisallow: /',
			},
		} );
		await waitFor( () => expect( warning() ).not.toBeNull() );
		expect( warning() ).toHaveClass( 'is-warning' );
		expect( warning()?.textContent ).toContain(
			'This robots.txt keeps Googlebot out of the home page (/): line 3 “Disallow: /” disallows it. Search engines would stop crawling the site and its pages would drop out of search results. Add “Allow: /$” or change that rule.'
		);
		// Allow: /$ reopens the home page (the longer pattern wins).
		fireEvent.change( editor, {
			target: {
				value: 'User-agent: *\nDisallow: /wp-admin/\nDisallow: /\nAllow: /$',
			},
		} );
		await waitFor( () => expect( warning() ).toBeNull() );
		// Rules that close queries and PHP files leave the home page open.
		fireEvent.change( editor, {
			target: {
				value: 'User-agent: *\nDisallow: /*?\nDisallow: /*.php$',
			},
		} );
		expect( warning() ).toBeNull();
		// Emptied, the editor hands robots.txt back to WordPress: its file is what counts.
		fireEvent.change( editor, { target: { value: '' } } );
		expect( warning() ).toBeNull();
	} );

	it( 'warns about a physical file that blocks the home page, not about a hidden site', async () => {
		await renderRobots(
			robotsData( {
				robots_file_exists: true,
				robot_file_content:
					'User-agent: Bingbot\nDisallow: /\n\nUser-agent: *\nDisallow:\n',
			} )
		);
		expect(
			screen.getAllByText(
				/keeps Bingbot out of the home page \(\/\): line 2/
			)[ 0 ]
		).toBeTruthy();
		expect( homeBlockedWarning( 'User-agent: *\nDisallow: /\n' ) ).toMatch(
			/^This robots.txt keeps Googlebot out of the home page/
		);
		expect(
			homeBlockedWarning(
				'User-agent: Googlebot\nUser-agent: Bingbot\nDisallow:\n\nUser-agent: *\nDisallow: /\n'
			)
		).toMatch( /keeps every crawler \(\*\) out of the home page/ );
		expect( homeBlockedWarning( '' ) ).toBe( '' );
	} );
} );
