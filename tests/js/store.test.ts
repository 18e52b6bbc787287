/**
 * The `lodestar/seo` store: reducer, selectors, resolvers and thunks, with the REST layer
 * mocked at src/api (the only module the store calls).
 */
import { store as noticesStore } from '@wordpress/notices';

import * as api from '../../src/api';
import { store } from '../../src/store';
import reducer, { initialState } from '../../src/store/settings/reducer';
import { reloadPage } from '../../src/utils/browser';
import { createTestRegistry, makeSettings, makeSiteSettings } from './helpers';
import type { TestRegistry } from './helpers';

jest.mock( '../../src/api' );
jest.mock( '../../src/utils/browser' );

const mockedApi = jest.mocked( api );
const mockedReload = jest.mocked( reloadPage );

/**
 * A registry whose store holds loaded settings.
 *
 * @param reload Keys flagged for reload.
 */
async function loadedRegistry(
	reload: string[] = [ 'enable_google_console', 'enable_migration' ]
): Promise< TestRegistry > {
	mockedApi.getGlobalSettings.mockResolvedValue( {
		success: true,
		data: makeSettings(),
		reload: reload as never,
	} );
	const registry = createTestRegistry();
	await registry.resolveSelect( store ).getSettings();
	return registry;
}

function snackbars( registry: TestRegistry ) {
	return registry
		.select( noticesStore )
		.getNotices()
		.filter( ( notice ) => notice.type === 'snackbar' );
}

beforeEach( () => {
	jest.resetAllMocks();
} );

describe( 'reducer', () => {
	it( 'starts idle with nothing loaded and nothing unsaved', () => {
		const state = reducer( undefined, { type: 'DISCARD_EDITS' } );
		expect( state.loadingState ).toBe( 'idle' );
		expect( state.settings ).toBeNull();
		expect( state.edits ).toEqual( {} );
	} );

	it( 'keeps an edit made before the settings arrived unless it changes nothing', () => {
		let state = reducer( initialState, {
			type: 'EDIT_SETTING',
			key: 'separator',
			value: '|',
		} );
		state = reducer( state, {
			type: 'EDIT_SETTING',
			key: 'page_title',
			value: '%title% - %site_name%',
		} );
		state = reducer( state, {
			type: 'SETTINGS_FETCH_SUCCESS',
			settings: makeSettings(),
			reloadKeys: [],
		} );
		expect( state.edits ).toEqual( { separator: '|' } );
	} );

	it( 'compares object and array settings by value', () => {
		let state = reducer( initialState, {
			type: 'SETTINGS_FETCH_SUCCESS',
			settings: makeSettings( { no_index: [ 'post' ] } ),
			reloadKeys: [],
		} );
		state = reducer( state, {
			type: 'EDIT_SETTING',
			key: 'no_index',
			value: [ 'post', 'page' ],
		} );
		expect( Object.keys( state.edits ) ).toEqual( [ 'no_index' ] );
		state = reducer( state, {
			type: 'EDIT_SETTING',
			key: 'no_index',
			value: [ 'post' ],
		} );
		expect( state.edits ).toEqual( {} );
	} );

	it( 'keeps edits made while a save was running', () => {
		let state = reducer( initialState, {
			type: 'SETTINGS_FETCH_SUCCESS',
			settings: makeSettings(),
			reloadKeys: [],
		} );
		state = reducer( state, {
			type: 'EDIT_SETTING',
			key: 'separator',
			value: '|',
		} );
		state = reducer( state, { type: 'SAVE_START' } );
		state = reducer( state, {
			type: 'EDIT_SETTING',
			key: 'separator',
			value: '•',
		} );
		state = reducer( state, {
			type: 'SAVE_SUCCESS',
			sent: { separator: '|' },
			settings: makeSettings( { separator: '|' } ),
		} );
		expect( state.isSaving ).toBe( false );
		expect( state.settings?.separator ).toBe( '|' );
		expect( state.edits ).toEqual( { separator: '•' } );
	} );
} );

describe( 'loading', () => {
	it( 'loads the settings through the resolver, once', async () => {
		mockedApi.getGlobalSettings.mockResolvedValue( {
			success: true,
			data: makeSettings( { separator: '|' } ),
			reload: [ 'enable_migration' ],
		} );
		const registry = createTestRegistry();
		expect( registry.select( store ).getLoadingState() ).toBe( 'idle' );

		await Promise.all( [
			registry.resolveSelect( store ).getSettings(),
			registry.resolveSelect( store ).getSavedSettings(),
			registry
				.resolveSelect( store )
				.isFeatureEnabled( 'enable_schemas' ),
		] );

		const seo = registry.select( store );
		expect( mockedApi.getGlobalSettings ).toHaveBeenCalledTimes( 1 );
		expect( seo.getLoadingState() ).toBe( 'success' );
		expect( seo.getSetting( 'separator' ) ).toBe( '|' );
		expect( seo.getReloadKeys() ).toEqual( [ 'enable_migration' ] );
	} );

	it( "stores 'Failed to fetch meta settings' when loading fails", async () => {
		mockedApi.getGlobalSettings.mockRejectedValue( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} );
		const registry = createTestRegistry();
		await registry.resolveSelect( store ).getSettings();

		const seo = registry.select( store );
		expect( seo.getLoadingState() ).toBe( 'error' );
		expect( seo.getLoadingError() ).toBe( 'Failed to fetch meta settings' );
		expect( seo.getSettings() ).toBeNull();
		expect( seo.isFeatureEnabled( 'enable_schemas' ) ).toBe( false );
	} );

	it( 'treats an answer without success as a failure', async () => {
		mockedApi.getGlobalSettings.mockResolvedValue( {
			success: false,
		} as never );
		const registry = createTestRegistry();
		await registry.resolveSelect( store ).getSettings();
		expect( registry.select( store ).getLoadingState() ).toBe( 'error' );
	} );

	it( 'loads site settings and post content', async () => {
		mockedApi.getSiteSettings.mockResolvedValue( {
			success: true,
			data: makeSiteSettings(),
		} );
		mockedApi.getPostContent.mockResolvedValue( {
			success: true,
			data: {
				post_types: [ { slug: 'post', label: 'Posts' } ],
				taxonomies: [],
				archives: [ { slug: 'author', label: 'Author' } ],
			},
		} );
		const registry = createTestRegistry();
		const site = await registry.resolveSelect( store ).getSiteSettings();
		const content = await registry.resolveSelect( store ).getPostContent();
		expect( site?.site.site_name ).toBe( 'Lodestar Test' );
		expect( content?.post_types ).toEqual( [
			{ slug: 'post', label: 'Posts' },
		] );
	} );
} );

describe( 'editing', () => {
	it( 'marks an edit unsaved, and editing back to the saved value makes it clean', async () => {
		const registry = await loadedRegistry();
		const seo = () => registry.select( store );

		expect( seo().hasUnsavedSettings() ).toBe( false );
		registry.dispatch( store ).editSetting( 'page_title', '%title%' );
		expect( seo().hasUnsavedSettings() ).toBe( true );
		expect( seo().getUnsavedSettings() ).toEqual( {
			page_title: '%title%',
		} );
		expect( seo().getSettings()?.page_title ).toBe( '%title%' );
		expect( seo().getSavedSettings()?.page_title ).toBe(
			'%title% - %site_name%'
		);

		registry
			.dispatch( store )
			.editSetting( 'page_title', '%title% - %site_name%' );
		expect( seo().hasUnsavedSettings() ).toBe( false );
		expect( seo().getUnsavedSettings() ).toEqual( {} );
	} );

	it( 'discards edits', async () => {
		const registry = await loadedRegistry();
		registry.dispatch( store ).editSetting( 'separator', '|' );
		registry.dispatch( store ).discardEdits();
		expect( registry.select( store ).hasUnsavedSettings() ).toBe( false );
		expect( registry.select( store ).getSetting( 'separator' ) ).toBe(
			'-'
		);
	} );

	it( 'reads feature flags from the saved settings only', async () => {
		const registry = await loadedRegistry();
		registry.dispatch( store ).editSetting( 'enable_schemas', false );
		expect(
			registry.select( store ).isFeatureEnabled( 'enable_schemas' )
		).toBe( true );
		expect( registry.select( store ).getSetting( 'enable_schemas' ) ).toBe(
			false
		);
	} );
} );

describe( 'saving', () => {
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'posts only the edits, merges the answer, clears the edits and shows the success notice', async () => {
		const registry = await loadedRegistry();
		mockedApi.saveGlobalSettings.mockResolvedValue( {
			success: true,
			message: 'Settings saved successfully.',
			data: makeSettings( { page_title: '%title%' } ),
		} );
		registry.dispatch( store ).editSetting( 'page_title', '%title%' );

		const saving = registry.dispatch( store ).saveSettings();
		expect( registry.select( store ).isSaving() ).toBe( true );
		await expect( saving ).resolves.toBe( true );

		expect( mockedApi.saveGlobalSettings ).toHaveBeenCalledWith( {
			page_title: '%title%',
		} );
		const seo = registry.select( store );
		expect( seo.isSaving() ).toBe( false );
		expect( seo.hasUnsavedSettings() ).toBe( false );
		expect( seo.getSavedSettings()?.page_title ).toBe( '%title%' );
		expect( snackbars( registry ).map( ( n ) => n.content ) ).toEqual( [
			'Settings saved successfully.',
		] );
		expect( snackbars( registry )[ 0 ]?.status ).toBe( 'success' );
		expect( mockedReload ).not.toHaveBeenCalled();
	} );

	it( 'reloads the page 500 ms after saving a key flagged for reload', async () => {
		const registry = await loadedRegistry( [ 'enable_migration' ] );
		jest.useFakeTimers();
		mockedApi.saveGlobalSettings.mockResolvedValue( {
			success: true,
			data: makeSettings( { enable_migration: false } ),
		} );
		registry.dispatch( store ).editSetting( 'enable_migration', false );
		await registry.dispatch( store ).saveSettings();

		expect( snackbars( registry )[ 0 ]?.content ).toBe(
			'Settings saved successfully.'
		);
		// Spec §9: reload 500 ms after the save (pinned here, not imported).
		jest.advanceTimersByTime( 499 );
		expect( mockedReload ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( mockedReload ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does not reload for keys that are not flagged', async () => {
		const registry = await loadedRegistry( [ 'enable_migration' ] );
		jest.useFakeTimers();
		mockedApi.saveGlobalSettings.mockResolvedValue( {
			success: true,
			data: makeSettings( { separator: '|' } ),
		} );
		registry.dispatch( store ).editSetting( 'separator', '|' );
		await registry.dispatch( store ).saveSettings();
		jest.advanceTimersByTime( 5000 );
		expect( mockedReload ).not.toHaveBeenCalled();
	} );

	it( 'keeps the edits and shows the server message when the request fails', async () => {
		const registry = await loadedRegistry();
		mockedApi.saveGlobalSettings.mockRejectedValue( {
			code: 'lodestar_invalid_setting',
			message: 'Invalid value for separator: expected string.',
			data: { status: 400, key: 'separator' },
		} );
		registry.dispatch( store ).editSetting( 'separator', '|' );

		await expect( registry.dispatch( store ).saveSettings() ).resolves.toBe(
			false
		);

		const seo = registry.select( store );
		expect( seo.isSaving() ).toBe( false );
		expect( seo.getUnsavedSettings() ).toEqual( { separator: '|' } );
		expect( seo.getSavedSettings()?.separator ).toBe( '-' );
		const [ notice ] = snackbars( registry );
		expect( notice?.status ).toBe( 'error' );
		expect( notice?.content ).toBe(
			'Invalid value for separator: expected string.'
		);
	} );

	it( 'treats an answer with success false as a failure', async () => {
		const registry = await loadedRegistry();
		mockedApi.saveGlobalSettings.mockResolvedValue( {
			success: false,
			message: 'Nothing was saved.',
		} );
		registry.dispatch( store ).editSetting( 'separator', '|' );
		await registry.dispatch( store ).saveSettings();

		expect( registry.select( store ).hasUnsavedSettings() ).toBe( true );
		const [ notice ] = snackbars( registry );
		expect( notice?.status ).toBe( 'error' );
		expect( notice?.content ).toBe( 'Nothing was saved.' );
	} );

	it( 'does nothing without edits', async () => {
		const registry = await loadedRegistry();
		await expect( registry.dispatch( store ).saveSettings() ).resolves.toBe(
			false
		);
		expect( mockedApi.saveGlobalSettings ).not.toHaveBeenCalled();
	} );
} );
