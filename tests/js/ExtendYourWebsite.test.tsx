/**
 * The dashboard's right column: "Extend Your Website" (button texts, the states idle,
 * loading, installing, activating, success and error, the spec's messages, one operation at
 * a time, the listing failure) and "Quick Access" (app links navigate by hash, outside links
 * open a new tab and say so).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import * as extensionsApi from '../../src/api/extensions';
import type {
	InstalledResponse,
	OperationResponse,
} from '../../src/api/extensions';
import { store } from '../../src/store';
import ExtendYourWebsite from '../../src-admin/screens/dashboard/ExtendYourWebsite';
import QuickAccess from '../../src-admin/screens/dashboard/QuickAccess';
import { createTestRegistry, withRegistry, type TestRegistry } from './helpers';

jest.mock( '../../src/api/extensions' );
const mocked = jest.mocked( extensionsApi );

function listing(
	overrides: Partial< InstalledResponse[ 'data' ] > = {}
): InstalledResponse {
	return {
		success: true,
		message: '',
		data: {
			plugins: {
				installed: [ 'updraftplus' ],
				active: [ 'redirection' ],
			},
			themes: {
				installed: [ 'twentytwentyfive' ],
				active: [ 'twentytwentyfive' ],
			},
			...overrides,
		},
		recommended: [
			{
				slug: 'ollie',
				type: 'theme',
				name: 'Ollie',
				description: 'A light theme.',
			},
			{
				slug: 'wp-super-cache',
				type: 'plugin',
				name: 'WP Super Cache',
				description: 'Caching.',
			},
			{
				slug: 'redirection',
				type: 'plugin',
				name: 'Redirection',
				description: 'Redirects.',
			},
			{
				slug: 'updraftplus',
				type: 'plugin',
				name: 'UpdraftPlus',
				description: 'Backups.',
			},
		],
		can: {
			plugin: { install: true, activate: true },
			theme: { install: true, activate: true },
		},
		nonce: 'n0nce',
	};
}

/** A promise the test settles by hand. */
function deferred< T >() {
	let resolve!: ( value: T ) => void;
	let reject!: ( error: unknown ) => void;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

function answer(
	data: InstalledResponse[ 'data' ],
	extra: Partial< OperationResponse > = {}
): OperationResponse {
	return { success: true, message: '', data, ...extra };
}

let registry: TestRegistry;

function renderCard() {
	return render( <ExtendYourWebsite />, {
		wrapper: withRegistry( registry ),
	} );
}

/** The card (the speak() live regions repeat its messages outside it). */
function card(): HTMLElement {
	return screen.getByRole( 'region', { name: 'Extend Your Website' } );
}

function row( name: string ): HTMLElement {
	const item = within( card() )
		.getAllByRole( 'listitem' )
		.find( ( li ) => within( li ).queryByText( name ) );
	if ( ! item ) {
		throw new Error( `no row ${ name }` );
	}
	return item;
}

beforeEach( () => {
	registry = createTestRegistry();
	jest.resetAllMocks();
} );

describe( 'Extend Your Website', () => {
	it( 'loads, then shows a theme and four plugins with the spec button texts', async () => {
		const load = deferred< InstalledResponse >();
		mocked.getInstalledExtensions.mockReturnValue( load.promise );
		renderCard();
		expect(
			screen.getByRole( 'heading', { name: 'Extend Your Website' } )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Loading plugins and themes…' )
		).toBeInTheDocument();
		expect(
			registry
				.select( store )
				.getExtensionState( { type: 'theme', slug: 'ollie' } )
		).toBe( 'loading' );
		await act( async () => load.resolve( listing() ) );
		await within( card() ).findByText( 'Ollie' );
		expect( row( 'Ollie' ) ).toHaveTextContent( 'Theme' );
		expect(
			within( row( 'Ollie' ) ).getByRole( 'button' )
		).toHaveTextContent( 'Install & Activate' );
		expect(
			within( row( 'WP Super Cache' ) ).getByRole( 'button' )
		).toHaveTextContent( 'Install & Activate' );
		expect(
			within( row( 'Redirection' ) ).getByRole( 'button' )
		).toHaveTextContent( 'Activated' );
		expect(
			within( row( 'UpdraftPlus' ) ).getByRole( 'button' )
		).toHaveTextContent( /^Activate$/ );
		expect(
			registry
				.select( store )
				.getExtensionState( { type: 'theme', slug: 'ollie' } )
		).toBe( 'idle' );
	} );

	it( 'installs, then activates: installing, activating, success, and the nonce goes along', async () => {
		mocked.getInstalledExtensions.mockResolvedValue( listing() );
		const install = deferred< OperationResponse >();
		const activate = deferred< OperationResponse >();
		mocked.runExtensionOperation.mockImplementation( ( type, operation ) =>
			operation === 'install' ? install.promise : activate.promise
		);
		renderCard();
		const button = await screen.findByRole( 'button', {
			name: 'Install & Activate: WP Super Cache',
		} );
		await userEvent.click( button );
		expect( button ).toHaveTextContent( 'Installing…' );
		expect( row( 'WP Super Cache' ) ).toHaveAttribute(
			'data-state',
			'installing'
		);
		expect( mocked.runExtensionOperation ).toHaveBeenLastCalledWith(
			'plugin',
			'install',
			'wp-super-cache',
			'n0nce'
		);

		await act( async () =>
			install.resolve(
				answer(
					listing( {
						plugins: {
							installed: [ 'updraftplus', 'wp-super-cache' ],
							active: [ 'redirection' ],
						},
					} ).data
				)
			)
		);
		expect( row( 'WP Super Cache' ) ).toHaveAttribute(
			'data-state',
			'activating'
		);
		expect(
			within( row( 'WP Super Cache' ) ).getByRole( 'button' )
		).toHaveTextContent( 'Activating…' );
		expect( mocked.runExtensionOperation ).toHaveBeenLastCalledWith(
			'plugin',
			'activate',
			'wp-super-cache',
			'n0nce'
		);

		await act( async () =>
			activate.resolve(
				answer(
					listing( {
						plugins: {
							installed: [ 'updraftplus', 'wp-super-cache' ],
							active: [ 'redirection', 'wp-super-cache' ],
						},
					} ).data
				)
			)
		);
		expect( row( 'WP Super Cache' ) ).toHaveAttribute(
			'data-state',
			'success'
		);
		expect( row( 'WP Super Cache' ) ).toHaveTextContent(
			'WP Super Cache installed and activated successfully.'
		);
		expect(
			within( row( 'WP Super Cache' ) ).getByRole( 'button' )
		).toHaveTextContent( 'Activated' );
	} );

	it( "'Activate' only activates, and says 'activated successfully'", async () => {
		mocked.getInstalledExtensions.mockResolvedValue( listing() );
		mocked.runExtensionOperation.mockResolvedValue(
			answer(
				listing( {
					plugins: {
						installed: [ 'updraftplus' ],
						active: [ 'redirection', 'updraftplus' ],
					},
				} ).data
			)
		);
		renderCard();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Activate: UpdraftPlus',
			} )
		);
		await within( card() ).findByText(
			'UpdraftPlus activated successfully.'
		);
		expect( mocked.runExtensionOperation ).toHaveBeenCalledTimes( 1 );
		expect( mocked.runExtensionOperation ).toHaveBeenCalledWith(
			'plugin',
			'activate',
			'updraftplus',
			'n0nce'
		);
	} );

	it( 'an active item only says it is already installed and activated', async () => {
		mocked.getInstalledExtensions.mockResolvedValue( listing() );
		renderCard();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Activated: Redirection',
			} )
		);
		expect( row( 'Redirection' ) ).toHaveTextContent(
			'Redirection is already installed and activated.'
		);
		expect( mocked.runExtensionOperation ).not.toHaveBeenCalled();
	} );

	it( 'one operation at a time', async () => {
		mocked.getInstalledExtensions.mockResolvedValue( listing() );
		const install = deferred< OperationResponse >();
		mocked.runExtensionOperation.mockReturnValue( install.promise );
		renderCard();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Install & Activate: Ollie',
			} )
		);
		await userEvent.click(
			screen.getByRole( 'button', {
				name: 'Install & Activate: WP Super Cache',
			} )
		);
		expect(
			within( card() ).getByText(
				'Another operation is in progress. Please wait.'
			)
		).toBeInTheDocument();
		expect( mocked.runExtensionOperation ).toHaveBeenCalledTimes( 1 );
		expect( row( 'WP Super Cache' ) ).toHaveAttribute(
			'data-state',
			'idle'
		);
		await act( async () =>
			install.reject( {
				code: 'x',
				message: 'WordPress updates API not available.',
			} )
		);
		expect(
			within( card() ).queryByText(
				'Another operation is in progress. Please wait.'
			)
		).not.toBeInTheDocument();
	} );

	it( 'failures: installation and activation texts, the server status or Unknown error occurred', async () => {
		mocked.getInstalledExtensions.mockResolvedValue( listing() );
		mocked.runExtensionOperation.mockRejectedValueOnce( {
			code: 'lodestar_updates_api_unavailable',
			message: 'WordPress updates API not available.',
		} );
		renderCard();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Install & Activate: Ollie',
			} )
		);
		expect(
			await within( card() ).findByText(
				'Ollie installation failed: WordPress updates API not available.'
			)
		).toBeInTheDocument();
		expect( row( 'Ollie' ) ).toHaveAttribute( 'data-state', 'error' );
		expect(
			within( row( 'Ollie' ) ).getByRole( 'button' )
		).toHaveTextContent( 'Install & Activate' );

		mocked.runExtensionOperation.mockRejectedValueOnce( {} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Activate: UpdraftPlus' } )
		);
		expect(
			await within( card() ).findByText(
				'UpdraftPlus activation failed: Unknown error occurred'
			)
		).toBeInTheDocument();
	} );

	it( "without the listing's nonce: 'Operation failed'", async () => {
		await registry.dispatch( store ).installAndActivateExtension( {
			slug: 'ollie',
			type: 'theme',
			name: 'Ollie',
			description: '',
		} );
		expect(
			registry.select( store ).getExtensionResult( 'theme', 'ollie' )
		).toEqual( {
			kind: 'error',
			message: 'Operation failed',
		} );
		expect( mocked.runExtensionOperation ).not.toHaveBeenCalled();
	} );

	it( 'a failed listing: the spec texts', async () => {
		mocked.getInstalledExtensions.mockRejectedValue( {
			code: 'rest_forbidden',
			message: 'Sorry',
		} );
		renderCard();
		expect(
			await screen.findByText( 'Failed to fetch plugins and themes' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Something went wrong' )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Sorry' ) ).not.toBeInTheDocument();
	} );

	it( 'a user who may not install sees a disabled button', async () => {
		const data = listing();
		data.can.plugin.install = false;
		mocked.getInstalledExtensions.mockResolvedValue( data );
		renderCard();
		const denied = await screen.findByRole( 'button', {
			name: 'Install & Activate: WP Super Cache',
		} );
		expect( denied ).toBeDisabled();
		expect( denied ).toHaveAccessibleDescription(
			'Caching. Your account is not allowed to install or activate this on this site.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Activate: UpdraftPlus' } )
		).toBeEnabled();
		expect( row( 'UpdraftPlus' ) ).not.toHaveTextContent( 'not allowed' );
	} );
} );

describe( 'Quick Access', () => {
	it( 'app screens are hash links; outside tools open a new tab and say so', () => {
		render( <QuickAccess /> );
		const nav = screen.getByRole( 'navigation', { name: 'Quick Access' } );
		const sitemaps = within( nav ).getByRole( 'link', {
			name: 'Sitemaps',
		} );
		expect( sitemaps ).toHaveAttribute( 'href', '#/advanced/sitemaps' );
		expect( sitemaps ).not.toHaveAttribute( 'target' );
		const console = within( nav ).getByRole( 'link', {
			name: /Google Search Console/,
		} );
		expect( console ).toHaveAttribute(
			'href',
			'https://search.google.com/search-console'
		);
		expect( console ).toHaveAttribute( 'target', '_blank' );
		expect( console.getAttribute( 'rel' ) ).toContain( 'noopener' );
		expect( console ).toHaveAccessibleName(
			'Google Search Console (opens in a new tab)'
		);
		for ( const link of within( nav ).getAllByRole( 'link' ) ) {
			const href = link.getAttribute( 'href' ) ?? '';
			expect(
				href.startsWith( '#/' ) || href.startsWith( 'https://' )
			).toBe( true );
		}
	} );

	it( 'clicking an app link changes the route', async () => {
		render( <QuickAccess /> );
		await userEvent.click(
			screen.getByRole( 'link', { name: 'Site SEO Analysis' } )
		);
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/site-seo-analysis' )
		);
	} );
} );
