/**
 * Migrate to Lodestar screen (/tools/migrate): the texts of the choose, progress, paused,
 * done and error panels, the deactivate checkbox and offer (reload after 3 s), leaving
 * during a run, the preview (paged, CSV download) and undo with its confirmation.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store as noticesStore } from '@wordpress/notices';

import * as api from '../../src/api/migration';
import { store } from '../../src/store';
import { MIGRATION_STORAGE_KEY } from '../../src/store/migration/persist';
import type {
	MigrationItemResponse,
	MigrationPluginsResponse,
	MigrationScanResponse,
} from '../../src/types/migration';
import { reloadPage } from '../../src/utils/browser';
import { findRoute, getRoutes } from '../../src-admin/app/routes';
import type { AdminRoute } from '../../src-admin/app/types';
import Migrate from '../../src-admin/screens/migrate';
import { createTestRegistry, withRegistry } from './helpers';
import type { TestRegistry } from './helpers';

jest.mock( '../../src/api/migration' );
jest.mock( '../../src/utils/browser' );
const mockedApi = jest.mocked( api );
const mockedReload = jest.mocked( reloadPage );

const SLUG = 'wordpress-seo';
let registry: TestRegistry;

function plugins(
	overrides: Partial< MigrationPluginsResponse > = {}
): MigrationPluginsResponse {
	return {
		plugins: {
			[ SLUG ]: { name: 'Yoast SEO', active: true },
			'slim-seo': { name: 'Slim SEO', active: false },
		},
		completed: [ 'slim-seo' ],
		migration_ever_completed: true,
		undo: null,
		...overrides,
	};
}

function scanPage(
	kind: 'terms' | 'posts',
	groups: Record< string, [ string, number[] ] >
): MigrationScanResponse {
	const data: MigrationScanResponse[ 'data' ] = {};
	for ( const [ name, [ title, ids ] ] of Object.entries( groups ) ) {
		data[ name ] = {
			count: ids.length,
			title,
			[ kind === 'terms' ? 'term_ids' : 'post_ids' ]: ids,
		};
	}
	return {
		success: true,
		data,
		pagination: { current_page: 1, total_pages: 1 },
	};
}

const OK: MigrationItemResponse = {
	success: true,
	message: 'ok',
	migrated: [ 'title' ],
	skipped: false,
	not_migrated: [],
};

async function renderScreen( answer = plugins() ) {
	mockedApi.getMigrationPlugins.mockResolvedValue( answer );
	mockedApi.scanMigrationItems.mockImplementation( async ( kind ) =>
		kind === 'terms'
			? scanPage( 'terms', { category: [ 'Categories', [ 1 ] ] } )
			: scanPage( 'posts', { post: [ 'Posts', [ 10, 11 ] ] } )
	);
	mockedApi.migrateGlobalSettings.mockResolvedValue( OK );
	mockedApi.migrateItem.mockResolvedValue( OK );
	mockedApi.completeMigration.mockResolvedValue( {
		success: true,
		message: 'done',
	} );
	mockedApi.deactivatePlugin.mockResolvedValue( {
		success: true,
		message: 'Plugin deactivated successfully',
	} );
	registry = createTestRegistry();
	const route = findRoute( getRoutes(), '/tools/migrate' ) as AdminRoute;
	render( <Migrate route={ route } />, {
		wrapper: withRegistry( registry ),
	} );
	await screen.findByRole( 'heading', { name: 'Migrate to Lodestar' } );
}

beforeEach( () => {
	jest.resetAllMocks();
	window.localStorage.clear();
	window.location.hash = '#/tools/migrate';
} );

afterEach( () => {
	jest.restoreAllMocks();
} );

describe( 'choosing', () => {
	it( 'says so when no source has data', async () => {
		await renderScreen( plugins( { plugins: {}, completed: [] } ) );
		await waitFor( () =>
			expect(
				document.querySelector( '.components-notice__content' )
			).toHaveTextContent(
				'No supported SEO plugins were found on this website.'
			)
		);
		expect(
			screen.queryByRole( 'button', { name: 'Migrate' } )
		).not.toBeInTheDocument();
	} );

	it( 'lists the sources and offers deactivation only for an active one', async () => {
		const user = userEvent.setup();
		await renderScreen();
		const group = await screen.findByRole( 'radiogroup', {
			name: 'Migrate from',
		} );
		expect(
			within( group )
				.getAllByRole( 'radio' )
				.map(
					( radio ) =>
						( radio as HTMLInputElement ).labels?.[ 0 ]?.textContent
				)
		).toEqual( [ 'Yoast SEO', 'Slim SEO (inactive) (migrated before)' ] );
		expect(
			screen.getByRole( 'button', { name: 'Migrate' } )
		).toHaveAttribute( 'aria-disabled', 'true' );

		await user.click( screen.getByRole( 'radio', { name: 'Yoast SEO' } ) );
		const deactivate = screen.getByRole( 'checkbox', {
			name: 'Yoast SEO will be deactivated after migration. Uncheck to keep it active.',
		} );
		expect( deactivate ).toBeChecked();
		expect(
			screen.getByRole( 'checkbox', {
				name: 'Overwrite SEO data Lodestar already holds',
			} )
		).not.toBeChecked();

		await user.click( screen.getByRole( 'radio', { name: /Slim SEO/ } ) );
		expect(
			screen.queryByRole( 'checkbox', { name: /will be deactivated/ } )
		).not.toBeInTheDocument();
	} );
} );

describe( 'a run', () => {
	it( 'shows the progress, guards leaving, and ends on the done panel; Done reloads', async () => {
		const user = userEvent.setup();
		const confirmSpy = jest
			.spyOn( window, 'confirm' )
			.mockReturnValue( false );
		let release: ( value: MigrationItemResponse ) => void = () => {};
		await renderScreen();
		mockedApi.migrateItem.mockImplementation( async ( kind, slug, id ) => {
			if ( id === 11 ) {
				return new Promise( ( resolve ) => {
					release = resolve;
				} );
			}
			return {
				...OK,
				not_migrated:
					id === 10
						? [
								{
									object: 'post',
									id: 10,
									title: 'Hello world',
									field: 'title',
									value: '%%cf_mood%%',
									reason: 'Lodestar has no custom-field variable',
								},
							]
						: [],
			};
		} );
		await user.click(
			await screen.findByRole( 'radio', { name: 'Yoast SEO' } )
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: /will be deactivated/ } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Migrate' } ) );

		// total = 1 term + 2 posts + 1 = 4; three done while post 11 waits.
		const bar = await screen.findByRole( 'progressbar', {
			name: 'Migration progress',
		} );
		await waitFor( () =>
			expect( bar ).toHaveAttribute( 'aria-valuenow', '75' )
		);
		expect(
			screen.getByText( '75% complete. Migrating Posts…' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Categories: 1 of 1 (Completed)' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Posts: 1 of 2 (In progress)' )
		).toBeInTheDocument();

		await act( async () => {
			window.location.hash = '#/dashboard';
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		} );
		expect( confirmSpy ).toHaveBeenCalledWith(
			'Migration is in progress. Are you sure you want to leave? Unsaved changes may be lost.'
		);
		expect( window.location.hash ).toBe( '#/tools/migrate' );
		const leave = new Event( 'beforeunload', { cancelable: true } );
		window.dispatchEvent( leave );
		expect( leave.defaultPrevented ).toBe( true );

		await act( async () => release( OK ) );
		expect(
			await screen.findByRole( 'heading', { name: 'Migration Complete' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'What was imported' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'Global settings' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Categories: 1 item' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Posts: 2 items' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', {
				name: 'Settings that may not be fully migrated',
			} )
		).toBeInTheDocument();
		expect( screen.getByText( '%%cf_mood%%' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Lodestar has no custom-field variable' )
		).toBeInTheDocument();
		expect( mockedApi.deactivatePlugin ).not.toHaveBeenCalled();
		expect( mockedApi.completeMigration ).toHaveBeenCalledWith( SLUG );
		expect(
			window.localStorage.getItem( MIGRATION_STORAGE_KEY )
		).toBeNull();

		// Not leaving-guarded any more.
		const after = new Event( 'beforeunload', { cancelable: true } );
		window.dispatchEvent( after );
		expect( after.defaultPrevented ).toBe( false );

		await user.click( screen.getByRole( 'button', { name: 'Done' } ) );
		expect( mockedReload ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'offers to deactivate a source still active, then reloads after 3 s', async () => {
		const user = userEvent.setup();
		await renderScreen();
		mockedApi.deactivatePlugin.mockRejectedValueOnce( {} );
		await user.click(
			await screen.findByRole( 'radio', { name: 'Yoast SEO' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Migrate' } ) );
		await screen.findByRole( 'heading', { name: 'Migration Complete' } );
		// The run tried (and failed, ignored); the offer lets the user try again.
		expect( mockedApi.deactivatePlugin ).toHaveBeenCalledTimes( 1 );
		expect(
			screen.getByText( /Yoast SEO is still active/ )
		).toBeInTheDocument();

		const clickedAt = Date.now();
		await user.click(
			screen.getByRole( 'button', { name: 'Deactivate Yoast SEO' } )
		);
		await waitFor( () =>
			expect(
				registry
					.select( noticesStore )
					.getNotices()
					.map( ( notice ) => notice.content )
			).toEqual( [ 'Plugin deactivated successfully' ] )
		);
		expect( mockedReload ).not.toHaveBeenCalled();
		await waitFor(
			() => expect( mockedReload ).toHaveBeenCalledTimes( 1 ),
			{
				timeout: 5000,
			}
		);
		expect( Date.now() - clickedAt ).toBeGreaterThanOrEqual( 2900 );
	} );

	it( "shows 'Migration Error' with Try Again, which goes on", async () => {
		const user = userEvent.setup();
		await renderScreen();
		mockedApi.migrateGlobalSettings.mockRejectedValueOnce( {} );
		await user.click(
			await screen.findByRole( 'radio', { name: 'Yoast SEO' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Migrate' } ) );
		const panel = await screen.findByRole( 'alert' );
		expect(
			within( panel ).getByRole( 'heading', { name: 'Migration Error' } )
		).toBeInTheDocument();
		expect(
			within( panel ).getByText( 'API request failed' )
		).toBeInTheDocument();
		await user.click(
			within( panel ).getByRole( 'button', { name: 'Try Again' } )
		);
		await screen.findByRole( 'heading', { name: 'Migration Complete' } );
		// The scan was not repeated.
		expect( mockedApi.scanMigrationItems ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'a saved run', () => {
	function save() {
		window.localStorage.setItem(
			MIGRATION_STORAGE_KEY,
			JSON.stringify( {
				plugin_slug: SLUG,
				deactivatePlugin: false,
				overwrite: false,
				progress: 67,
				currentStatus: { type: 'posts', postType: 'post' },
				migrationData: {
					global_settings_migrated: true,
					terms: {},
					posts: {
						post: {
							title: 'Posts',
							total: 2,
							completed: [ 10 ],
							remaining: [ 11 ],
						},
					},
					pagination: {
						terms: { current_page: 1, total_pages: 1 },
						posts: { current_page: 1, total_pages: 1 },
					},
					total_items: 3,
					migrated_items: 2,
				},
				notMigrated: [],
				imported: [],
			} )
		);
	}

	it( 'comes back paused; Resume Migration migrates what remains', async () => {
		const user = userEvent.setup();
		save();
		await renderScreen();
		expect(
			await screen.findByRole( 'heading', { name: 'Migration Paused' } )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'A migration from Yoast SEO stopped at 67%. Resume it to migrate what remains.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Start Over' } )
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Resume Migration' } )
		);
		await screen.findByRole( 'heading', { name: 'Migration Complete' } );
		expect( mockedApi.migrateItem.mock.calls ).toEqual( [
			[ 'posts', SLUG, 11, false ],
		] );
		expect( mockedApi.scanMigrationItems ).not.toHaveBeenCalled();
	} );

	it( 'Cancel Migration forgets it and goes back to choosing', async () => {
		const user = userEvent.setup();
		save();
		await renderScreen();
		await user.click(
			await screen.findByRole( 'button', { name: 'Cancel Migration' } )
		);
		expect(
			await screen.findByRole( 'radiogroup', { name: 'Migrate from' } )
		).toBeInTheDocument();
		expect(
			window.localStorage.getItem( MIGRATION_STORAGE_KEY )
		).toBeNull();
		expect( registry.select( store ).getMigrationPluginSlug() ).toBe( '' );
	} );
} );

describe( 'preview and undo', () => {
	it( 'shows the dry-run report page by page and downloads the CSV', async () => {
		const user = userEvent.setup();
		const clicked: string[] = [];
		URL.createObjectURL = jest.fn( () => 'blob:lodestar' );
		URL.revokeObjectURL = jest.fn();
		jest.spyOn( HTMLAnchorElement.prototype, 'click' ).mockImplementation(
			function ( this: HTMLAnchorElement ) {
				clicked.push( this.download );
			}
		);
		mockedApi.getMigrationPreview.mockImplementation(
			async ( slug, overwrite, number ) => ( {
				items: [
					{
						object: 'post',
						id: number,
						title: `Post ${ number }`,
						field: 'description',
						current: '',
						new: `Description ${ number }`,
						note: '',
					},
				],
				total: 21,
				total_pages: 2,
				objects: number === 1 ? 1 : 3,
				fields: number === 1 ? 1 : 7,
			} )
		);
		mockedApi.getMigrationPreviewCsv.mockResolvedValue(
			'object,id\npost,1\n'
		);
		await renderScreen();
		await user.click(
			await screen.findByRole( 'radio', { name: 'Yoast SEO' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Preview Changes' } )
		);
		expect(
			await screen.findByText( 'Description 1' )
		).toBeInTheDocument();
		// Objects in all, and this page's changed fields and objects, each with its plural.
		expect(
			screen.getByText(
				'Page 1 of 2 (21 objects in all). This page changes 1 field in 1 object.'
			)
		).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Next' } ) );
		expect(
			await screen.findByText( 'Description 2' )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Page 2 of 2 (21 objects in all). This page changes 7 fields in 3 objects.'
			)
		).toBeInTheDocument();
		expect( mockedApi.getMigrationPreview ).toHaveBeenLastCalledWith(
			SLUG,
			false,
			2,
			20
		);
		expect(
			screen.getByRole( 'button', { name: 'Next' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await user.click(
			screen.getByRole( 'button', { name: 'Download CSV' } )
		);
		await waitFor( () =>
			expect( clicked ).toEqual( [
				'lodestar-migration-preview-wordpress-seo.csv',
			] )
		);
		expect( mockedApi.getMigrationPreviewCsv ).toHaveBeenCalledWith(
			SLUG,
			false
		);
		// Nothing was migrated.
		expect( mockedApi.migrateGlobalSettings ).not.toHaveBeenCalled();
	} );

	it( 'says one item, and No Date for a run without a date', async () => {
		await renderScreen(
			plugins( {
				undo: {
					plugin_slug: SLUG,
					name: 'Yoast SEO',
					date: '',
					items: 1,
				},
			} )
		);
		expect(
			await screen.findByText(
				/^The migration from Yoast SEO on No Date changed 1 item\. Undo/
			)
		).toBeInTheDocument();
	} );

	it( 'offers undo of the last run after a confirmation', async () => {
		const user = userEvent.setup();
		mockedApi.undoMigration.mockResolvedValue( {
			success: true,
			message: 'Restored 12 items.',
			restored: 12,
		} );
		await renderScreen(
			plugins( {
				undo: {
					plugin_slug: SLUG,
					name: 'Yoast SEO',
					// As the server sends it (gmdate( 'c' )).
					date: '2026-05-01T10:00:00+00:00',
					items: 12,
				},
			} )
		);
		// The date as the app's other dates show it (src/utils/date), not the ISO text.
		const shown = new Date( '2026-05-01T10:00:00+00:00' ).toLocaleString();
		expect(
			await screen.findByText(
				`The migration from Yoast SEO on ${ shown } changed 12 items. Undo puts back what Lodestar held before it; the other plugin’s data is not touched.`
			)
		).toBeInTheDocument();
		expect(
			screen.queryByText( /2026-05-01T10:00:00/ )
		).not.toBeInTheDocument();
		mockedApi.getMigrationPlugins.mockResolvedValue( plugins() );
		await user.click(
			screen.getByRole( 'button', { name: 'Undo Migration' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Undo the last migration?',
		} );
		expect( mockedApi.undoMigration ).not.toHaveBeenCalled();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Undo Migration' } )
		);
		await waitFor( () =>
			expect(
				screen.queryByRole( 'heading', { name: 'Undo Last Migration' } )
			).not.toBeInTheDocument()
		);
		expect( mockedApi.undoMigration ).toHaveBeenCalledTimes( 1 );
		expect(
			registry
				.select( noticesStore )
				.getNotices()
				.map( ( notice ) => notice.content )
		).toEqual( [ 'Restored 12 items.' ] );
	} );
} );
