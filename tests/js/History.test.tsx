/**
 * History screen (/tools/history): the revisions with their readable diff, the empty and
 * failed states, restore with its confirmation (success, refusal, left-out keys), and the
 * route in the Tools menu.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store as noticesStore } from '@wordpress/notices';

import * as api from '../../src/api';
import * as historyApi from '../../src/api/history';
import { store } from '../../src/store';
import type { SettingsRevision } from '../../src/types/history';
import {
	buildMenu,
	findRoute,
	getEnabledRoutes,
	getRoutes,
	getSections,
} from '../../src-admin/app/routes';
import type { AdminRoute } from '../../src-admin/app/types';
import History from '../../src-admin/screens/history';
import { formatValue } from '../../src-admin/screens/history/format';
import { createTestRegistry, makeSettings, withRegistry } from './helpers';
import type { TestRegistry } from './helpers';

jest.mock( '../../src/api' );
jest.mock( '../../src/api/history' );
const mockedApi = jest.mocked( api );
const mockedHistory = jest.mocked( historyApi );

const SAVE: SettingsRevision = {
	id: 2,
	date: '2026-05-02T10:00:00+00:00',
	user: { id: 1, name: 'Ada Admin' },
	source: 'save',
	details: {},
	changes: [
		{
			section: 'settings',
			key: 'separator',
			label: 'separator',
			diff: [ { path: '', old: '-', new: '|' } ],
		},
		{
			section: 'settings',
			key: 'global_default',
			label: 'global_default',
			diff: [
				{
					path: 'home_page_title',
					old: '%site_name% - %tagline%',
					new: '%site_name%',
				},
			],
		},
		{
			section: 'settings',
			key: 'open_graph_tags',
			label: 'open_graph_tags',
			diff: [ { path: '', old: true, new: false } ],
		},
	],
};

const MIGRATION: SettingsRevision = {
	id: 1,
	date: '2026-05-01T10:00:00+00:00',
	user: { id: 0, name: '' },
	source: 'migration',
	details: { plugin: 'Yoast SEO' },
	changes: [
		{
			section: 'settings',
			key: 'no_index',
			label: 'no_index',
			diff: [ { path: '', old: [], new: [ 'category', 'post_tag' ] } ],
		},
		{
			section: 'schemas',
			key: '0b5c7bb0-5a0e-4a8e-9d3e-1f2a3b4c5d6e',
			label: 'Schema: Our website',
			diff: [ { path: 'title', old: null, new: 'Our website' } ],
		},
	],
};

const RESTORE: SettingsRevision = {
	id: 3,
	date: '2026-05-03T10:00:00+00:00',
	user: { id: 1, name: 'Ada Admin' },
	source: 'restore',
	details: { revision: 2 },
	changes: [
		{
			section: 'settings',
			key: 'separator',
			label: 'separator',
			diff: [ { path: '', old: '|', new: '-' } ],
		},
	],
};

let registry: TestRegistry;

async function renderScreen(
	revisions: SettingsRevision[] = [ SAVE, MIGRATION ]
) {
	mockedApi.getGlobalSettings.mockResolvedValue( {
		success: true,
		data: makeSettings(),
		reload: [],
	} );
	mockedHistory.getSettingsHistory.mockResolvedValue( {
		success: true,
		data: revisions,
	} );
	registry = createTestRegistry();
	const route = findRoute( getRoutes(), '/tools/history' ) as AdminRoute;
	render( <History route={ route } />, {
		wrapper: withRegistry( registry ),
	} );
	await screen.findByRole( 'heading', { name: 'History', level: 1 } );
}

function revisionItem( index: number ): HTMLElement {
	const item = revisionItems()[ index ];
	if ( ! item ) {
		throw new Error( `No revision at ${ index }` );
	}
	return item;
}

function revisionItems(): HTMLElement[] {
	return Array.from(
		document.querySelectorAll< HTMLElement >(
			'.lodestar-history__revision'
		)
	);
}

function rowTexts( item: HTMLElement ): string[][] {
	return within( item )
		.getAllByRole( 'row' )
		.slice( 1 )
		.map( ( row ) =>
			Array.from( row.querySelectorAll( 'th, td' ) ).map(
				( cell ) => cell.textContent ?? ''
			)
		);
}

beforeEach( () => {
	jest.resetAllMocks();
} );

describe( 'History screen', () => {
	it( 'lists the revisions newest first with who, what and a readable diff', async () => {
		await renderScreen();
		await waitFor( () => expect( revisionItems() ).toHaveLength( 2 ) );
		const save = revisionItem( 0 );
		const migration = revisionItem( 1 );

		expect(
			within( save ).getByRole( 'heading', { name: 'Settings saved' } )
		).toBeTruthy();
		expect( save.textContent ).toContain( 'by Ada Admin (revision #2)' );
		expect( rowTexts( save ) ).toEqual( [
			[ 'separator', '-', '|' ],
			[
				'global_default › home_page_title',
				'%site_name% - %tagline%',
				'%site_name%',
			],
			[ 'open_graph_tags', 'On', 'Off' ],
		] );

		expect(
			within( migration ).getByRole( 'heading', {
				name: 'Settings migrated from Yoast SEO',
			} )
		).toBeTruthy();
		expect( migration.textContent ).toContain(
			'by WordPress (revision #1)'
		);
		expect( rowTexts( migration ) ).toEqual( [
			[ 'no_index', '(empty)', 'category, post_tag' ],
			[ 'Schema: Our website › title', '(none)', 'Our website' ],
		] );
	} );

	it( 'says when there is nothing yet, and when loading failed', async () => {
		await renderScreen( [] );
		expect(
			await screen.findByText(
				'No changes yet. Every save, import, migration and restore of the settings appears here.'
			)
		).toBeTruthy();

		mockedHistory.getSettingsHistory.mockRejectedValue( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} );
		registry = createTestRegistry();
		const route = findRoute( getRoutes(), '/tools/history' ) as AdminRoute;
		const { container } = render( <History route={ route } />, {
			wrapper: withRegistry( registry ),
		} );
		expect(
			await within( container ).findByText(
				'Sorry, you are not allowed to do that.'
			)
		).toBeTruthy();
	} );

	it( 'restores after a confirmation, shows the new list and reloads the settings', async () => {
		const user = userEvent.setup();
		await renderScreen();
		await waitFor( () => expect( revisionItems() ).toHaveLength( 2 ) );
		// The settings were loaded once (another screen read them).
		registry.select( store ).getSettings();
		await waitFor( () =>
			expect( mockedApi.getGlobalSettings ).toHaveBeenCalledTimes( 1 )
		);
		const settingsLoads = mockedApi.getGlobalSettings.mock.calls.length;
		mockedHistory.restoreSettingsRevision.mockResolvedValue( {
			success: true,
			message: 'The previous values were restored.',
			revision: 3,
			skipped: [],
			data: [ RESTORE, SAVE, MIGRATION ],
		} );

		await user.click(
			within( revisionItem( 0 ) ).getByRole( 'button', {
				name: 'Restore',
			} )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Restore these values?',
		} );
		expect( dialog.textContent ).toContain(
			'The settings changed by revision #2 get back the values they had before it.'
		);
		expect( mockedHistory.restoreSettingsRevision ).not.toHaveBeenCalled();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Restore' } )
		);

		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( mockedHistory.restoreSettingsRevision ).toHaveBeenCalledWith(
			2
		);
		expect( revisionItems() ).toHaveLength( 3 );
		expect(
			within( revisionItem( 0 ) ).getByRole( 'heading', {
				name: 'Revision #2 restored',
			} )
		).toBeTruthy();
		expect( rowTexts( revisionItem( 0 ) ) ).toEqual( [
			[ 'separator', '|', '-' ],
		] );
		expect(
			registry
				.select( noticesStore )
				.getNotices()
				.map( ( notice ) => notice.content )
		).toContain( 'The previous values were restored.' );
		// The settings screens read the restored values: they are loaded again.
		registry.select( store ).getSettings();
		await waitFor( () =>
			expect( mockedApi.getGlobalSettings.mock.calls.length ).toBe(
				settingsLoads + 1
			)
		);
	} );

	it( 'cancelling restores nothing', async () => {
		const user = userEvent.setup();
		await renderScreen();
		await waitFor( () => expect( revisionItems() ).toHaveLength( 2 ) );
		await user.click(
			within( revisionItem( 1 ) ).getByRole( 'button', {
				name: 'Restore',
			} )
		);
		await user.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( mockedHistory.restoreSettingsRevision ).not.toHaveBeenCalled();
	} );

	it( 'keeps the dialog open with the server’s message when the restore is refused', async () => {
		const user = userEvent.setup();
		await renderScreen();
		await waitFor( () => expect( revisionItems() ).toHaveLength( 2 ) );
		mockedHistory.restoreSettingsRevision.mockRejectedValue( {
			code: 'lodestar_invalid_setting',
			message: 'Invalid value for separator: longer than 32 characters.',
		} );
		await user.click(
			within( revisionItem( 0 ) ).getByRole( 'button', {
				name: 'Restore',
			} )
		);
		const dialog = screen.getByRole( 'dialog' );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Restore' } )
		);
		expect(
			await within( dialog ).findByText(
				'Invalid value for separator: longer than 32 characters.'
			)
		).toBeTruthy();
		expect( revisionItems() ).toHaveLength( 2 );
	} );

	it( 'names the settings a restore left out', async () => {
		const user = userEvent.setup();
		await renderScreen();
		await waitFor( () => expect( revisionItems() ).toHaveLength( 2 ) );
		mockedHistory.restoreSettingsRevision.mockResolvedValue( {
			success: true,
			message: 'The previous values were restored.',
			revision: 3,
			skipped: [ 'old_setting' ],
			data: [ RESTORE, SAVE, MIGRATION ],
		} );
		await user.click(
			within( revisionItem( 0 ) ).getByRole( 'button', {
				name: 'Restore',
			} )
		);
		await user.click(
			within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
				name: 'Restore',
			} )
		);
		await waitFor( () =>
			expect(
				registry
					.select( noticesStore )
					.getNotices()
					.map( ( notice ) => notice.content )
			).toContain(
				'This setting no longer exists and was left out: old_setting.'
			)
		);
	} );
} );

describe( 'History route and values', () => {
	it( 'is a Tools screen in the menu', () => {
		const route = findRoute( getRoutes(), '/tools/history' );
		expect( route?.section ).toBe( 'tools' );
		expect( route?.label ).toBe( 'History' );
		const menu = buildMenu(
			getEnabledRoutes( getRoutes(), () => true ),
			getSections(),
			() => true
		);
		const tools = menu.find( ( item ) => item.id === 'tools' );
		expect( tools?.items.map( ( item ) => item.path ) ).toContain(
			'/tools/history'
		);
	} );

	it( 'words values', () => {
		expect( formatValue( null ) ).toBe( '(none)' );
		expect( formatValue( '' ) ).toBe( '(empty)' );
		expect( formatValue( [] ) ).toBe( '(empty)' );
		expect( formatValue( true ) ).toBe( 'On' );
		expect( formatValue( false ) ).toBe( 'Off' );
		expect( formatValue( 3 ) ).toBe( '3' );
		expect( formatValue( [ 'a', 'b' ] ) ).toBe( 'a, b' );
		expect( formatValue( { title: 'T' } ) ).toBe( '{"title":"T"}' );
		expect( formatValue( '%title%' ) ).toBe( '%title%' );
	} );
} );
