/**
 * The schemas slice's part of the unsaved-changes model (src/store/schemas): which schemas
 * differ from the saved list, discarding the edits of one schema or of all, and the one
 * hasUnsavedChanges() selector that joins unsaved settings and unsaved schemas.
 */
import { store } from '../../src/store';
import type { SchemaEntry, SchemaMap } from '../../src/types/schema';
import { createTestRegistry } from './helpers';

jest.mock( '../../src/api' );
jest.mock( '../../src/api/schemas' );

const A = '0b0c6a52-3c1d-4d5e-8f9a-0b1c2d3e4f50';
const B = '1b0c6a52-3c1d-4d5e-8f9a-0b1c2d3e4f51';
const NEW = '2b0c6a52-3c1d-4d5e-8f9a-0b1c2d3e4f52';

function entry( title: string ): SchemaEntry {
	return {
		title,
		type: 'WebSite',
		fields: { '@type': 'WebSite', schema_name: 'WebSite', name: 'Site' },
		show_on: { rules: [ 'basic-global' ], specific: [], specificText: [] },
		not_show_on: { rules: [], specific: [], specificText: [] },
	};
}

function savedList(): SchemaMap {
	return { [ A ]: entry( 'First' ), [ B ]: entry( 'Second' ) };
}

function setUp() {
	const registry = createTestRegistry();
	registry.dispatch( store ).receiveSchemas( savedList(), {}, [] );
	return {
		registry,
		seo: () => registry.select( store ),
		act: registry.dispatch( store ),
	};
}

describe( 'unsaved schemas', () => {
	it( 'starts with nothing unsaved', () => {
		const { seo } = setUp();
		expect( seo().getUnsavedSchemaIds() ).toEqual( [] );
		expect( seo().hasUnsavedSchemas() ).toBe( false );
		expect( seo().hasUnsavedChanges() ).toBe( false );
		expect( seo().isSchemaSaved( A ) ).toBe( true );
		expect( seo().isSchemaSaved( NEW ) ).toBe( false );
	} );

	it( 'lists edited, added and removed schemas', () => {
		const { seo, act } = setUp();
		act.setSchema( A, { ...entry( 'First' ), title: 'Renamed' } );
		act.setSchema( NEW, entry( 'New' ) );
		expect( seo().getUnsavedSchemaIds() ).toEqual( [ A, NEW ] );
		act.deleteSchema( B );
		expect( seo().getUnsavedSchemaIds() ).toEqual( [ A, NEW, B ] );
		expect( seo().hasUnsavedSchemas() ).toBe( true );
		expect( seo().hasUnsavedChanges() ).toBe( true );
		// Same state, same list (useSelect needs a stable answer).
		expect( seo().getUnsavedSchemaIds() ).toBe(
			seo().getUnsavedSchemaIds()
		);
	} );

	it( 'counts data, not key order: a schema edited back to its saved value is clean', () => {
		const { seo, act } = setUp();
		const { fields } = entry( 'First' );
		act.setSchema( A, {
			...entry( 'First' ),
			fields: {
				name: 'Other',
				schema_name: 'WebSite',
				'@type': 'WebSite',
			},
		} );
		expect( seo().isSchemaDirty( A ) ).toBe( true );
		act.setSchema( A, {
			not_show_on: entry( 'First' ).not_show_on,
			show_on: entry( 'First' ).show_on,
			fields: {
				name: fields.name as string,
				schema_name: 'WebSite',
				'@type': 'WebSite',
			},
			type: 'WebSite',
			title: 'First',
		} );
		expect( seo().isSchemaDirty( A ) ).toBe( false );
		expect( seo().hasUnsavedSchemas() ).toBe( false );
		// Lists keep their order.
		act.setSchema( A, {
			...entry( 'First' ),
			show_on: {
				rules: [ 'basic-global', 'post|all' ],
				specific: [],
				specificText: [],
			},
		} );
		const reordered = {
			...entry( 'First' ),
			show_on: {
				rules: [ 'post|all', 'basic-global' ],
				specific: [],
				specificText: [],
			},
		};
		expect( seo().isSchemaDirty( A ) ).toBe( true );
		act.receiveSchemas( { ...savedList(), [ A ]: reordered }, {}, [] );
		expect( seo().isSchemaDirty( A ) ).toBe( false );
	} );

	it( 'discards the edits of one schema: a saved one comes back, a new one goes', () => {
		const { seo, act } = setUp();
		act.setSchema( A, { ...entry( 'First' ), title: 'Renamed' } );
		act.setSchema( B, { ...entry( 'Second' ), title: 'Also renamed' } );
		act.setSchema( NEW, entry( 'New' ) );

		act.discardSchemaEdits( A );
		expect( seo().getSchema( A ) ).toEqual( entry( 'First' ) );
		expect( seo().getUnsavedSchemaIds() ).toEqual( [ B, NEW ] );

		act.discardSchemaEdits( NEW );
		expect( seo().getSchema( NEW ) ).toBeNull();
		expect( Object.keys( seo().getSchemas() ) ).toEqual( [ A, B ] );
		expect( seo().getUnsavedSchemaIds() ).toEqual( [ B ] );

		act.discardSchemaEdits();
		expect( seo().getSchemas() ).toEqual( savedList() );
		expect( seo().hasUnsavedSchemas() ).toBe( false );
	} );

	it( 'brings back a removed schema when its removal is discarded', () => {
		const { seo, act } = setUp();
		act.deleteSchema( B );
		act.discardSchemaEdits( B );
		expect( seo().getSchema( B ) ).toEqual( entry( 'Second' ) );
		expect( seo().hasUnsavedSchemas() ).toBe( false );
	} );

	it( 'joins unsaved settings and unsaved schemas in hasUnsavedChanges()', () => {
		const { seo, act } = setUp();
		act.editSetting( 'separator', '|' );
		expect( seo().hasUnsavedSettings() ).toBe( true );
		expect( seo().hasUnsavedSchemas() ).toBe( false );
		expect( seo().hasUnsavedChanges() ).toBe( true );
		act.discardEdits();
		expect( seo().hasUnsavedChanges() ).toBe( false );

		act.setSchema( NEW, entry( 'New' ) );
		expect( seo().hasUnsavedSettings() ).toBe( false );
		expect( seo().hasUnsavedChanges() ).toBe( true );
		act.discardSchemaEdits( NEW );
		expect( seo().hasUnsavedChanges() ).toBe( false );
	} );
} );
