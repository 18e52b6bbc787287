/**
 * The migration slice: the run of spec §4 (order of calls, one item per request, progress
 * rounding, saved after each step), resume from a saved run, Start Over, Cancel (also in the
 * middle of a run), errors and their messages, the deactivation choices, and the reads of
 * the sources and the dry-run report.
 */
import * as api from '../../src/api/migration';
import { store } from '../../src/store';
import { MIGRATION_STORAGE_KEY } from '../../src/store/migration/persist';
import reducer, {
	initialState,
	progressOf,
} from '../../src/store/migration/reducer';
import type { SavedMigration } from '../../src/store/migration/types';
import type {
	MigrationData,
	MigrationItemResponse,
	MigrationScanResponse,
} from '../../src/types/migration';
import { createTestRegistry } from './helpers';
import type { TestRegistry } from './helpers';

jest.mock( '../../src/api/migration' );
const mockedApi = jest.mocked( api );

const SLUG = 'wordpress-seo';

/** Calls in order, as `method target` strings. */
let calls: string[];
let registry: TestRegistry;

function ok( extra: Partial< MigrationItemResponse > = {} ) {
	return {
		success: true,
		message: 'ok',
		migrated: [ 'title' ],
		skipped: false,
		not_migrated: [],
		...extra,
	};
}

function page(
	kind: 'terms' | 'posts',
	current: number,
	total: number,
	groups: Record< string, number[] >
): MigrationScanResponse {
	const data: MigrationScanResponse[ 'data' ] = {};
	for ( const [ name, ids ] of Object.entries( groups ) ) {
		data[ name ] = {
			count: ids.length,
			title: name.toUpperCase(),
			[ kind === 'terms' ? 'term_ids' : 'post_ids' ]: ids,
		};
	}
	return {
		success: true,
		data,
		pagination: { current_page: current, total_pages: total },
	};
}

function saved(): SavedMigration | null {
	const raw = window.localStorage.getItem( MIGRATION_STORAGE_KEY );
	return raw ? ( JSON.parse( raw ) as SavedMigration ) : null;
}

function seo() {
	return registry.select( store );
}

/**
 * Two pages of terms (category 1, 2; post_tag 3) and two of posts (post 10, 11; page 20).
 */
function mockSource() {
	mockedApi.scanMigrationItems.mockImplementation(
		async ( kind, slug, number ) => {
			calls.push( `scan ${ kind } ${ number } ${ slug }` );
			if ( kind === 'terms' ) {
				return number === 1
					? page( 'terms', 1, 2, { category: [ 1, 2 ] } )
					: page( 'terms', 2, 2, { post_tag: [ 3 ] } );
			}
			return number === 1
				? page( 'posts', 1, 2, { post: [ 10, 11 ] } )
				: page( 'posts', 2, 2, { post: [ 11 ], page: [ 20 ] } );
		}
	);
	mockedApi.migrateGlobalSettings.mockImplementation(
		async ( slug, overwrite ) => {
			calls.push( `global ${ slug } ${ overwrite }` );
			return ok( { migrated: [ 'separator', 'title' ] } );
		}
	);
	mockedApi.migrateItem.mockImplementation(
		async ( kind, slug, id, overwrite ) => {
			calls.push(
				`${ kind } ${ id } ${ overwrite } ${ seo().getMigrationProgress() }`
			);
			return ok();
		}
	);
	mockedApi.deactivatePlugin.mockImplementation( async ( slug ) => {
		calls.push( `deactivate ${ slug }` );
		return { success: true, message: 'Plugin deactivated successfully' };
	} );
	mockedApi.completeMigration.mockImplementation( async ( slug ) => {
		calls.push( `completed ${ slug }` );
		return { success: true, message: 'done' };
	} );
	mockedApi.getMigrationPlugins.mockResolvedValue( {
		plugins: { [ SLUG ]: { name: 'Yoast SEO', active: true } },
		completed: [],
		migration_ever_completed: false,
		undo: null,
	} );
}

beforeEach( () => {
	jest.resetAllMocks();
	window.localStorage.clear();
	calls = [];
	registry = createTestRegistry();
	mockSource();
} );

describe( 'a run', () => {
	it( 'asks a step again while the server says another still runs, then goes on', async () => {
		let refused = 0;
		mockedApi.migrateItem.mockImplementation( async ( kind, slug, id ) => {
			calls.push( `${ kind } ${ id }` );
			if ( id === 11 && refused < 2 ) {
				refused++;
				throw {
					code: 'lodestar_migration_busy',
					message:
						'Another migration step is still running. Try again in a moment.',
				};
			}
			return ok();
		} );
		registry.dispatch( store ).setMigrationPlugin( SLUG );
		await expect( registry.dispatch( store ).runMigration() ).resolves.toBe(
			true
		);
		expect( calls.filter( ( call ) => call === 'posts 11' ) ).toHaveLength(
			3
		);
		expect( seo().getMigrationError() ).toBeNull();
	} );

	it( 'stops with the message when the server stays busy', async () => {
		mockedApi.migrateItem.mockImplementation( async ( kind, slug, id ) => {
			calls.push( `${ kind } ${ id }` );
			if ( id === 11 ) {
				throw {
					code: 'lodestar_migration_busy',
					message:
						'Another migration step is still running. Try again in a moment.',
				};
			}
			return ok();
		} );
		registry.dispatch( store ).setMigrationPlugin( SLUG );
		await expect( registry.dispatch( store ).runMigration() ).resolves.toBe(
			false
		);
		expect( calls.filter( ( call ) => call === 'posts 11' ) ).toHaveLength(
			3
		);
		expect( seo().getMigrationError() ).toBe(
			'Another migration step is still running. Try again in a moment.'
		);
	} );

	it( 'scans, then migrates global settings, each term, each post, one per request, and completes', async () => {
		registry.dispatch( store ).setMigrationPlugin( SLUG );
		await expect( registry.dispatch( store ).runMigration() ).resolves.toBe(
			true
		);
		// total = 3 terms + 3 posts + 1 = 7; progress before each item shows the rounding.
		expect( calls ).toEqual( [
			`scan terms 1 ${ SLUG }`,
			`scan terms 2 ${ SLUG }`,
			`scan posts 1 ${ SLUG }`,
			`scan posts 2 ${ SLUG }`,
			`global ${ SLUG } false`,
			'terms 1 false 14',
			'terms 2 false 29',
			'terms 3 false 43',
			'posts 10 false 57',
			'posts 11 false 71',
			'posts 20 false 86',
			`deactivate ${ SLUG }`,
			`completed ${ SLUG }`,
		] );
		expect( mockedApi.migrateItem ).toHaveBeenCalledTimes( 6 );
		expect( seo().isMigrationDone() ).toBe( true );
		expect( seo().isMigrating() ).toBe( false );
		expect( seo().getMigrationProgress() ).toBe( 100 );
		expect( seo().isMigrationSourceDeactivated() ).toBe( true );
		expect( seo().getMigrationImportedFields() ).toEqual( [
			'separator',
			'title',
		] );
		const data = seo().getMigrationData() as MigrationData;
		expect( data.total_items ).toBe( 7 );
		expect( data.migrated_items ).toBe( 7 );
		expect( data.posts.post ).toEqual( {
			title: 'POST',
			total: 2,
			completed: [ 10, 11 ],
			remaining: [],
		} );
		expect( data.pagination.terms.total_pages ).toBe( 2 );
		// Spec §4 step 7: the saved state is cleared.
		expect( saved() ).toBeNull();
	} );

	it( 'saves the progress after each step', async () => {
		const seen: Array< [ number, number[] ] > = [];
		mockedApi.migrateItem.mockImplementation( async ( kind, slug, id ) => {
			const copy = saved() as SavedMigration;
			seen.push( [
				id,
				kind === 'terms'
					? ( copy.migrationData?.terms.category?.completed ?? [] )
					: ( copy.migrationData?.posts.post?.completed ?? [] ),
			] );
			return ok();
		} );
		registry.dispatch( store ).setMigrationPlugin( SLUG );
		await registry.dispatch( store ).runMigration();
		expect( seen.slice( 0, 3 ) ).toEqual( [
			[ 1, [] ],
			[ 2, [ 1 ] ],
			[ 3, [ 1, 2 ] ],
		] );
		expect( seen[ 4 ] ).toEqual( [ 11, [ 10 ] ] );
	} );

	it( 'passes the overwrite choice and skips deactivation when unchecked or inactive', async () => {
		registry.dispatch( store ).setMigrationPlugin( SLUG );
		registry.dispatch( store ).setMigrationOverwrite( true );
		registry.dispatch( store ).setMigrationDeactivate( false );
		await registry.dispatch( store ).runMigration();
		expect( calls ).toContain( `global ${ SLUG } true` );
		expect( calls ).toContain( 'posts 20 true 86' );
		expect( mockedApi.deactivatePlugin ).not.toHaveBeenCalled();
		expect( seo().isMigrationSourceDeactivated() ).toBe( false );

		// An inactive source is not deactivated either.
		registry = createTestRegistry();
		mockedApi.getMigrationPlugins.mockResolvedValue( {
			plugins: { [ SLUG ]: { name: 'Yoast SEO', active: false } },
			completed: [],
			migration_ever_completed: false,
			undo: null,
		} );
		await registry.resolveSelect( store ).getMigrationPlugins();
		registry.dispatch( store ).setMigrationPlugin( SLUG );
		await registry.dispatch( store ).runMigration();
		expect( mockedApi.deactivatePlugin ).not.toHaveBeenCalled();
		expect( seo().isMigrationDone() ).toBe( true );
	} );

	it( 'ignores a failed completion notice and a failed deactivation', async () => {
		mockedApi.completeMigration.mockRejectedValue( new Error( 'down' ) );
		mockedApi.deactivatePlugin.mockRejectedValue( new Error( 'down' ) );
		registry.dispatch( store ).setMigrationPlugin( SLUG );
		await expect( registry.dispatch( store ).runMigration() ).resolves.toBe(
			true
		);
		expect( seo().isMigrationDone() ).toBe( true );
		expect( seo().getMigrationError() ).toBeNull();
		expect( seo().isMigrationSourceDeactivated() ).toBe( false );
	} );

	it( 'gathers every not_migrated entry for the done panel', async () => {
		mockedApi.migrateGlobalSettings.mockResolvedValue(
			ok( {
				not_migrated: [
					{
						object: 'global',
						id: 0,
						title: 'Settings',
						field: 'title_home',
						value: '%%pagetotal%%',
						reason: 'Unknown variable',
					},
				],
			} )
		);
		mockedApi.migrateItem.mockImplementation( async ( kind, slug, id ) =>
			ok(
				id === 11
					? {
							not_migrated: [
								{
									object: 'post',
									id: 11,
									title: 'Eleven',
									field: 'title',
									value: '%%cf_x%%',
									reason: 'Unknown variable',
								},
							],
						}
					: {}
			)
		);
		registry.dispatch( store ).setMigrationPlugin( SLUG );
		await registry.dispatch( store ).runMigration();
		expect(
			seo()
				.getMigrationNotMigrated()
				.map(
					( item ) => `${ item.object } ${ item.id } ${ item.value }`
				)
		).toEqual( [ 'global 0 %%pagetotal%%', 'post 11 %%cf_x%%' ] );
	} );
} );

describe( 'errors', () => {
	it( 'stops with the server message, keeps the progress, and Try Again goes on from the failed item', async () => {
		mockedApi.migrateItem.mockImplementation( async ( kind, slug, id ) => {
			calls.push( `${ kind } ${ id }` );
			if ( id === 2 ) {
				throw { code: 'x', message: 'Term 2 is locked', data: {} };
			}
			return ok();
		} );
		registry.dispatch( store ).setMigrationPlugin( SLUG );
		await expect( registry.dispatch( store ).runMigration() ).resolves.toBe(
			false
		);
		expect( seo().getMigrationError() ).toBe( 'Term 2 is locked' );
		expect( seo().isMigrating() ).toBe( false );
		expect( seo().getMigrationProgress() ).toBe( 29 );
		expect( saved()?.migrationData?.terms.category?.remaining ).toEqual( [
			2,
		] );

		mockedApi.migrateItem.mockImplementation( async ( kind, slug, id ) => {
			calls.push( `${ kind } ${ id }` );
			return ok();
		} );
		calls = [];
		await expect( registry.dispatch( store ).runMigration() ).resolves.toBe(
			true
		);
		expect( calls ).toEqual( [
			'terms 2',
			'terms 3',
			'posts 10',
			'posts 11',
			'posts 20',
			`deactivate ${ SLUG }`,
			`completed ${ SLUG }`,
		] );
		expect( seo().getMigrationData()?.migrated_items ).toBe( 7 );
	} );

	it.each( [
		[
			'a rejection without message',
			() => Promise.reject( {} ),
			'API request failed',
		],
		[
			'an answer without success or message',
			() => Promise.resolve( { success: false } ),
			'Migration failed',
		],
		[
			'an answer without success, with a message',
			() => Promise.resolve( { success: false, message: 'No access' } ),
			'No access',
		],
	] )( 'names %s', async ( _name, answer, message ) => {
		mockedApi.migrateGlobalSettings.mockImplementation(
			answer as () => Promise< MigrationItemResponse >
		);
		registry.dispatch( store ).setMigrationPlugin( SLUG );
		await registry.dispatch( store ).runMigration();
		expect( seo().getMigrationError() ).toBe( message );
		expect( mockedApi.migrateItem ).not.toHaveBeenCalled();
	} );

	it( "says 'Migration failed. Please try again.' when the scan fails", async () => {
		mockedApi.scanMigrationItems.mockRejectedValue( {
			code: 'rest_forbidden',
			message: 'Sorry',
		} );
		registry.dispatch( store ).setMigrationPlugin( SLUG );
		await registry.dispatch( store ).runMigration();
		expect( seo().getMigrationError() ).toBe(
			'Migration failed. Please try again.'
		);
		expect( seo().getMigrationData() ).toBeNull();
		expect( mockedApi.migrateGlobalSettings ).not.toHaveBeenCalled();
	} );
} );

describe( 'resume, start over, cancel', () => {
	function savedRun(): SavedMigration {
		return {
			plugin_slug: SLUG,
			deactivatePlugin: false,
			overwrite: true,
			progress: 50,
			currentStatus: { type: 'terms', taxonomy: 'category' },
			migrationData: {
				global_settings_migrated: true,
				terms: {
					category: {
						title: 'Categories',
						total: 2,
						completed: [ 1 ],
						remaining: [ 2 ],
					},
				},
				posts: {
					post: {
						title: 'Posts',
						total: 1,
						completed: [],
						remaining: [ 10 ],
					},
				},
				pagination: {
					terms: { current_page: 1, total_pages: 1 },
					posts: { current_page: 1, total_pages: 1 },
				},
				total_items: 4,
				migrated_items: 2,
			},
			notMigrated: [],
			imported: [ 'title' ],
		};
	}

	it( 'restores a saved run with the resume banner and goes on with the remaining items', async () => {
		window.localStorage.setItem(
			MIGRATION_STORAGE_KEY,
			JSON.stringify( savedRun() )
		);
		registry.dispatch( store ).initMigration();
		expect( seo().shouldShowMigrationResume() ).toBe( true );
		expect( seo().getMigrationPluginSlug() ).toBe( SLUG );
		expect( seo().getMigrationProgress() ).toBe( 50 );
		expect( seo().getMigrationOverwrite() ).toBe( true );
		expect( seo().getMigrationDeactivate() ).toBe( false );
		expect( seo().isMigrating() ).toBe( false );

		await registry.dispatch( store ).runMigration();
		expect( calls ).toEqual( [
			'terms 2 true 50',
			'posts 10 true 75',
			`completed ${ SLUG }`,
		] );
		expect( seo().shouldShowMigrationResume() ).toBe( false );
		expect( seo().getMigrationProgress() ).toBe( 100 );
	} );

	it( 'ignores a saved value of another shape', () => {
		window.localStorage.setItem(
			MIGRATION_STORAGE_KEY,
			JSON.stringify( { plugin_slug: SLUG, migrationData: { terms: 3 } } )
		);
		registry.dispatch( store ).initMigration();
		expect( seo().shouldShowMigrationResume() ).toBe( false );
		window.localStorage.setItem( MIGRATION_STORAGE_KEY, '{not json' );
		registry.dispatch( store ).initMigration();
		expect( seo().shouldShowMigrationResume() ).toBe( false );
	} );

	it( 'starts over from the scan with the same source and options', async () => {
		window.localStorage.setItem(
			MIGRATION_STORAGE_KEY,
			JSON.stringify( savedRun() )
		);
		registry.dispatch( store ).initMigration();
		await registry.dispatch( store ).startMigrationOver();
		expect( calls.slice( 0, 5 ) ).toEqual( [
			`scan terms 1 ${ SLUG }`,
			`scan terms 2 ${ SLUG }`,
			`scan posts 1 ${ SLUG }`,
			`scan posts 2 ${ SLUG }`,
			`global ${ SLUG } true`,
		] );
		expect( mockedApi.migrateItem ).toHaveBeenCalledTimes( 6 );
		expect( mockedApi.deactivatePlugin ).not.toHaveBeenCalled();
		expect( seo().getMigrationImportedFields() ).toEqual( [
			'separator',
			'title',
		] );
	} );

	it( 'cancel clears the saved run and resets', () => {
		window.localStorage.setItem(
			MIGRATION_STORAGE_KEY,
			JSON.stringify( savedRun() )
		);
		registry.dispatch( store ).initMigration();
		registry.dispatch( store ).resetMigration();
		expect( saved() ).toBeNull();
		expect( seo().shouldShowMigrationResume() ).toBe( false );
		expect( seo().getMigrationPluginSlug() ).toBe( '' );
		expect( seo().getMigrationData() ).toBeNull();
		expect( seo().getMigrationDeactivate() ).toBe( true );
		expect( seo().getMigrationProgress() ).toBe( 0 );
	} );

	it( 'cancel in the middle of a run stops it at its next step', async () => {
		let release: ( value: MigrationItemResponse ) => void = () => {};
		mockedApi.migrateItem.mockImplementation( async ( kind, slug, id ) => {
			calls.push( `${ kind } ${ id }` );
			if ( id === 2 ) {
				return new Promise( ( resolve ) => {
					release = resolve;
				} );
			}
			return ok();
		} );
		registry.dispatch( store ).setMigrationPlugin( SLUG );
		const run = registry.dispatch( store ).runMigration();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( calls.at( -1 ) ).toBe( 'terms 2' );
		expect( seo().isMigrating() ).toBe( true );
		registry.dispatch( store ).resetMigration();
		release( ok() );
		await expect( run ).resolves.toBe( false );
		expect( calls.at( -1 ) ).toBe( 'terms 2' );
		expect( mockedApi.completeMigration ).not.toHaveBeenCalled();
		expect( saved() ).toBeNull();
		expect( seo().getMigrationData() ).toBeNull();
	} );

	it( 'does not restore over a run going on in this page', async () => {
		window.localStorage.setItem(
			MIGRATION_STORAGE_KEY,
			JSON.stringify( savedRun() )
		);
		registry.dispatch( store ).setMigrationPlugin( 'slim-seo' );
		const run = registry.dispatch( store ).runMigration();
		registry.dispatch( store ).initMigration();
		expect( seo().getMigrationPluginSlug() ).toBe( 'slim-seo' );
		expect( seo().shouldShowMigrationResume() ).toBe( false );
		await run;
	} );
} );

describe( 'reducer', () => {
	it( 'rounds the progress and counts an item once when a step is replayed', () => {
		expect( progressOf( null ) ).toBe( 0 );
		let state = reducer( initialState, {
			type: 'MIGRATION_RECEIVE_DATA',
			data: {
				global_settings_migrated: false,
				terms: {
					category: {
						title: 'Categories',
						total: 2,
						completed: [],
						remaining: [ 1, 2 ],
					},
				},
				posts: {},
				pagination: {
					terms: { current_page: 1, total_pages: 1 },
					posts: { current_page: 1, total_pages: 1 },
				},
				total_items: 3,
				migrated_items: 0,
			},
		} );
		const term = {
			type: 'MIGRATION_COMPLETE_TERM' as const,
			taxonomy: 'category',
			id: 1,
			result: { migrated: [ 'title' ] },
		};
		state = reducer( state, term );
		expect( state.progress ).toBe( 33 );
		state = reducer( state, term );
		expect( state.progress ).toBe( 33 );
		expect( state.migrationData?.migrated_items ).toBe( 1 );
		expect( state.migrationData?.terms.category?.completed ).toEqual( [
			1,
		] );
		state = reducer( state, {
			type: 'MIGRATION_COMPLETE_GLOBAL_SETTINGS',
			result: {},
		} );
		expect( state.progress ).toBe( 67 );
		state = reducer( state, { ...term, id: 2 } );
		expect( state.progress ).toBe( 100 );
	} );

	it( 'reports each group as pending, in progress or completed', async () => {
		let release: ( value: MigrationItemResponse ) => void = () => {};
		mockedApi.migrateItem.mockImplementation(
			( kind, slug, id ) =>
				new Promise( ( resolve ) => {
					if ( id === 3 ) {
						release = resolve;
					} else {
						resolve( ok() );
					}
				} )
		);
		registry.dispatch( store ).setMigrationPlugin( SLUG );
		const run = registry.dispatch( store ).runMigration();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( seo().getMigrationGroupStatus( 'terms', 'category' ) ).toBe(
			'completed'
		);
		expect( seo().getMigrationGroupStatus( 'terms', 'post_tag' ) ).toBe(
			'in_progress'
		);
		expect( seo().getMigrationGroupStatus( 'posts', 'post' ) ).toBe(
			'pending'
		);
		release( ok() );
		await run;
		expect( seo().getMigrationGroupStatus( 'posts', 'page' ) ).toBe(
			'completed'
		);
	} );
} );

describe( 'reads', () => {
	it( 'loads the sources once and again after a run', async () => {
		const plugins = await registry
			.resolveSelect( store )
			.getMigrationPlugins();
		expect( plugins?.plugins[ SLUG ]?.name ).toBe( 'Yoast SEO' );
		expect( seo().isMigrationSourceActive( SLUG ) ).toBe( true );
		expect( seo().isMigrationSourceActive( 'slim-seo' ) ).toBeNull();
		registry.dispatch( store ).setMigrationPlugin( SLUG );
		await registry.dispatch( store ).runMigration();
		await registry.resolveSelect( store ).getMigrationPlugins();
		expect( mockedApi.getMigrationPlugins ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'fails the sources read with the server message', async () => {
		mockedApi.getMigrationPlugins.mockRejectedValue( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} );
		await expect(
			registry.resolveSelect( store ).getMigrationPlugins()
		).rejects.toThrow( 'Sorry, you are not allowed to do that.' );
	} );

	it( 'loads a preview page by source, overwrite and page, 20 rows a page', async () => {
		mockedApi.getMigrationPreview.mockResolvedValue( {
			items: [
				{
					object: 'post',
					id: 10,
					title: 'Ten',
					field: 'title',
					current: '',
					new: 'Ten %separator% %site_name%',
					note: '',
				},
			],
			total: 41,
			total_pages: 3,
			objects: 1,
			fields: 1,
		} );
		const preview = await registry
			.resolveSelect( store )
			.getMigrationPreview( SLUG, true, 2 );
		expect( mockedApi.getMigrationPreview ).toHaveBeenCalledWith(
			SLUG,
			true,
			2,
			20
		);
		expect( preview?.total_pages ).toBe( 3 );
		expect( [ preview?.objects, preview?.fields ] ).toEqual( [ 1, 1 ] );
		expect( seo().getMigrationPreview( SLUG, false, 2 ) ).toBeUndefined();
	} );

	it( 'undo asks the server and reloads the sources', async () => {
		mockedApi.undoMigration.mockResolvedValue( {
			success: true,
			message: 'Restored 12 items.',
			restored: 12,
		} );
		await registry.resolveSelect( store ).getMigrationPlugins();
		await expect(
			registry.dispatch( store ).undoLastMigration()
		).resolves.toBe( 'Restored 12 items.' );
		await registry.resolveSelect( store ).getMigrationPlugins();
		expect( mockedApi.getMigrationPlugins ).toHaveBeenCalledTimes( 2 );

		mockedApi.undoMigration.mockResolvedValue( { success: false } );
		await expect(
			registry.dispatch( store ).undoLastMigration()
		).rejects.toThrow( 'Migration failed' );
	} );
} );
