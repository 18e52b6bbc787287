/**
 * The store's slice convention and its reads through `@wordpress/data` resolvers: one
 * request per resource however many selectors read it, loading and failure in the resolution
 * state, and a reload of the backup information after an import. The REST layer is mocked
 * at src/api (the only module the store calls).
 */
import * as api from '../../src/api';
import * as objectsApi from '../../src/api/object-settings';
import * as schemasApi from '../../src/api/schemas';
import * as sitemapsApi from '../../src/api/sitemaps';
import { actions, reducer, resolvers, selectors, store } from '../../src/store';
import * as objectSelectors from '../../src/store/objects/selectors';
import * as schemaSelectors from '../../src/store/schemas/selectors';
import * as settingsSelectors from '../../src/store/settings/selectors';
import * as siteSelectors from '../../src/store/site/selectors';
import * as sitemapsSelectors from '../../src/store/sitemaps/selectors';
import * as searchConsoleSelectors from '../../src/store/searchConsole/selectors';
import * as checksSelectors from '../../src/store/checks/selectors';
import * as transferSelectors from '../../src/store/transfer/selectors';
import * as migrationSelectors from '../../src/store/migration/selectors';
import * as pageChecksSelectors from '../../src/store/pageChecks/selectors';
import * as discoverySelectors from '../../src/store/discovery/selectors';
import * as onboardingSelectors from '../../src/store/onboarding/selectors';
import * as whatsNewSelectors from '../../src/store/whatsNew/selectors';
import * as historySelectors from '../../src/store/history/selectors';
import * as extensionsSelectors from '../../src/store/extensions/selectors';
import * as redirectsSelectors from '../../src/store/redirects/selectors';
import { errorMessage } from '../../src/utils/errors';
import { createTestRegistry, makeSiteSettings } from './helpers';

jest.mock( '../../src/api' );
jest.mock( '../../src/api/object-settings' );
jest.mock( '../../src/api/schemas' );
jest.mock( '../../src/api/sitemaps' );
jest.mock( '../../src/api/discovery' );

const mockedApi = jest.mocked( api );

beforeEach( () => {
	jest.resetAllMocks();
} );

describe( 'slices', () => {
	it( 'are joined without one selector or action hiding another', () => {
		const slices = [
			settingsSelectors,
			siteSelectors,
			transferSelectors,
			objectSelectors,
			schemaSelectors,
			sitemapsSelectors,
			migrationSelectors,
			searchConsoleSelectors,
			checksSelectors,
			pageChecksSelectors,
			discoverySelectors,
			onboardingSelectors,
			whatsNewSelectors,
			historySelectors,
			extensionsSelectors,
			redirectsSelectors,
		];
		const names = slices.flatMap( ( slice ) => Object.keys( slice ) );
		expect( new Set( names ).size ).toBe( names.length );
		expect( Object.keys( selectors ).sort() ).toEqual( names.sort() );
		// Every resolver belongs to a selector.
		for ( const name of Object.keys( resolvers ) ) {
			expect( selectors ).toHaveProperty( name );
		}
		expect( actions ).toHaveProperty( 'saveSettings' );
		expect( actions ).toHaveProperty( 'saveObjectSettings' );
	} );

	it( 'keeps each slice under its own key', () => {
		const state = reducer( undefined, { type: 'DISCARD_EDITS' } );
		expect( Object.keys( state ).sort() ).toEqual( [
			'checks',
			'discovery',
			'extensions',
			'history',
			'migration',
			'objects',
			'onboarding',
			'pageChecks',
			'redirects',
			'schemas',
			'searchConsole',
			'settings',
			'site',
			'sitemaps',
			'transfer',
			'whatsNew',
		] );
		expect( state.settings.loadingState ).toBe( 'idle' );
		expect( state.site.siteSettings ).toBeNull();
	} );
} );

describe( 'reads through resolvers', () => {
	it( 'asks once for the settings even when loading fails and several selectors wait', async () => {
		mockedApi.getGlobalSettings.mockRejectedValue( new Error( 'offline' ) );
		const registry = createTestRegistry();
		await Promise.all( [
			registry.resolveSelect( store ).getSettings(),
			registry.resolveSelect( store ).getSavedSettings(),
			registry.resolveSelect( store ).getSetting( 'separator' ),
			registry
				.resolveSelect( store )
				.isFeatureEnabled( 'enable_schemas' ),
		] );
		expect( mockedApi.getGlobalSettings ).toHaveBeenCalledTimes( 1 );
		expect( registry.select( store ).getLoadingState() ).toBe( 'error' );
	} );

	it( 'tracks the site settings in the resolution state', async () => {
		let answer: ( value: never ) => void = () => undefined;
		mockedApi.getSiteSettings.mockReturnValue(
			new Promise( ( resolve ) => {
				answer = resolve;
			} )
		);
		const registry = createTestRegistry();
		const loading = registry.resolveSelect( store ).getSiteSettings();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		const seo = () => registry.select( store );
		expect( seo().isResolving( 'getSiteSettings' ) ).toBe( true );
		expect( seo().hasFinishedResolution( 'getSiteSettings' ) ).toBe(
			false
		);

		answer( { success: true, data: makeSiteSettings() } as never );
		await loading;
		expect( seo().hasFinishedResolution( 'getSiteSettings' ) ).toBe( true );
		expect( seo().hasResolutionFailed( 'getSiteSettings' ) ).toBe( false );
		expect( seo().getSiteSettings()?.site.site_name ).toBe(
			'Lodestar Test'
		);
	} );

	it.each( [
		[
			'a REST error',
			() => Promise.reject( { code: 'x', message: 'Forbidden here.' } ),
			'Forbidden here.',
		],
		[
			'an answer without success',
			() => Promise.resolve( { success: false } ),
			'Failed to fetch post content',
		],
	] )(
		'fails the resolution with the message to show after %s',
		async ( _case, request, message ) => {
			mockedApi.getPostContent.mockImplementation( request as never );
			const registry = createTestRegistry();
			await expect(
				registry.resolveSelect( store ).getPostContent()
			).rejects.toThrow( message );
			const seo = registry.select( store );
			expect( seo.hasResolutionFailed( 'getPostContent' ) ).toBe( true );
			expect(
				errorMessage( seo.getResolutionError( 'getPostContent' ) )
			).toBe( message );
			expect( seo.getPostContent() ).toBeNull();
		}
	);

	it( 'loads the schemas, catalogue and rules with one request', async () => {
		jest.mocked( schemasApi.getSchemas ).mockResolvedValue( {
			success: true,
			data: {
				schemas: [],
				types: {},
				rules: [ { label: 'Basic', options: {} } ],
			},
		} as never );
		const registry = createTestRegistry();
		const resolve = registry.resolveSelect( store );
		await Promise.all( [
			resolve.getSchemas(),
			resolve.getSavedSchemas(),
			resolve.getSchema( 'missing' ),
			resolve.getSchemaTypes(),
			resolve.getSchemaRules(),
		] );
		expect( schemasApi.getSchemas ).toHaveBeenCalledTimes( 1 );
		const seo = registry.select( store );
		// PHP's empty map arrives as [].
		expect( seo.getSchemas() ).toEqual( {} );
		expect( seo.getSchemaRules() ).toHaveLength( 1 );
	} );

	it( 'loads an object once for its settings and its preview, per object', async () => {
		jest.mocked( objectsApi.getObjectSettings ).mockImplementation(
			async ( kind, id ) =>
				( {
					success: true,
					message: '',
					data: { page_title: `${ kind } ${ id }` },
					preview: { title_template: '%title%' },
				} ) as never
		);
		const registry = createTestRegistry();
		const resolve = registry.resolveSelect( store );
		await Promise.all( [
			resolve.getObjectSettings( 'post', 7 ),
			resolve.getObjectPreview( 'post', 7 ),
			resolve.getObjectPreview( 'term', 7 ),
		] );
		expect( objectsApi.getObjectSettings ).toHaveBeenCalledTimes( 2 );
		const seo = registry.select( store );
		expect( seo.getObjectSettings( 'post', 7 )?.fields.page_title ).toBe(
			'post 7'
		);
		expect( seo.getObjectSettings( 'term', 7 )?.fields.page_title ).toBe(
			'term 7'
		);
		expect( seo.getObjectPreview( 'post', 7 )?.title_template ).toBe(
			'%title%'
		);
	} );

	it( 'keeps the robots.txt load failure for the editor to show', async () => {
		jest.mocked( sitemapsApi.getRobotsTxt ).mockRejectedValue( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} );
		const registry = createTestRegistry();
		await registry
			.resolveSelect( store )
			.getRobotsTxt()
			.catch( () => undefined );
		expect(
			errorMessage(
				registry.select( store ).getResolutionError( 'getRobotsTxt' )
			)
		).toBe( 'Sorry, you are not allowed to do that.' );
	} );

	it( 'loads the backup information again after an import', async () => {
		mockedApi.getSettingsBackup
			.mockResolvedValueOnce( {
				success: true,
				data: { exists: false, created_at: '', version: '' },
			} )
			.mockResolvedValueOnce( {
				success: true,
				data: {
					exists: true,
					created_at: '2026-05-01T10:00:00+00:00',
					version: '0.1.0',
				},
			} );
		mockedApi.importSettings.mockResolvedValue( {
			success: true,
			message: 'Settings imported successfully!',
		} );
		const registry = createTestRegistry();
		const backup = await registry
			.resolveSelect( store )
			.getSettingsBackup();
		expect( backup?.exists ).toBe( false );

		await expect(
			registry.dispatch( store ).importSettings( { settings: {} } )
		).resolves.toBe( 'Settings imported successfully!' );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		const after = await registry.resolveSelect( store ).getSettingsBackup();
		expect( mockedApi.getSettingsBackup ).toHaveBeenCalledTimes( 2 );
		expect( after?.exists ).toBe( true );
	} );
} );

describe( 'discovery slice', () => {
	it( 'loads the IndexNow data once, keeps it after a failed submission, and shows the preview of unsaved choices', async () => {
		const discoveryApi = jest.requireMock( '../../src/api/discovery' );
		const data = {
			enabled: true,
			key: 'abcdefgh',
			key_location: 'http://example.org/abcdefgh.txt',
			host: 'example.org',
			endpoint: 'https://api.indexnow.org/indexnow',
			pending: 0,
			held: 0,
			next_submission: null,
			backoff_until: null,
			submissions: [],
		};
		discoveryApi.getIndexNow.mockResolvedValue( { success: true, data } );
		discoveryApi.submitIndexNowUrls.mockRejectedValue( {
			message: 'Only addresses of this site can be submitted: x',
		} );
		discoveryApi.getLlmsTxt.mockResolvedValue( {
			success: true,
			data: { preview: '# Saved\n', config: {} },
		} );
		discoveryApi.previewLlmsTxt.mockResolvedValue( {
			success: true,
			data: { preview: '# Unsaved\n' },
		} );
		const registry = createTestRegistry();
		const seo = () => registry.select( store );
		seo().getIndexNow();
		seo().getIndexNow();
		await waitForResolution( () =>
			seo().hasFinishedResolution( 'getIndexNow', [] )
		);
		expect( discoveryApi.getIndexNow ).toHaveBeenCalledTimes( 1 );
		expect( seo().getIndexNow() ).toEqual( data );

		expect(
			await registry.dispatch( store ).submitIndexNowUrls( [ 'x' ] )
		).toBe( false );
		expect( seo().isSubmittingIndexNow() ).toBe( false );
		expect( seo().getIndexNow() ).toEqual( data );

		seo().getLlmsTxt();
		await waitForResolution( () =>
			seo().hasFinishedResolution( 'getLlmsTxt', [] )
		);
		expect( seo().getLlmsTxtPreview() ).toBe( '# Saved\n' );
		expect(
			await registry.dispatch( store ).previewLlmsTxt( {
				post_types: [],
				count: 1,
				details: '',
				featured: [],
			} )
		).toBe( '' );
		expect( seo().getLlmsTxtPreview() ).toBe( '# Unsaved\n' );
		registry.dispatch( store ).setLlmsTxtPreview( null );
		expect( seo().getLlmsTxtPreview() ).toBe( '# Saved\n' );
	} );
} );

/**
 * Waits until a condition holds (resolvers settle on later ticks).
 *
 * @param done Condition.
 */
async function waitForResolution( done: () => boolean ): Promise< void > {
	for ( let i = 0; i < 50 && ! done(); i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
	}
	expect( done() ).toBe( true );
}
