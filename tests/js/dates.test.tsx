/**
 * Dates as shown (spec §8): 'No Date' for a missing date, 'Invalid Date' for one that cannot
 * be read, wherever a date is shown (the import backup's date today).
 */
import { render, screen } from '@testing-library/react';

import * as api from '../../src/api';
import { formatDate } from '../../src/utils/date';
import { findRoute, getRoutes } from '../../src-admin/app/routes';
import type { AdminRoute } from '../../src-admin/app/types';
import ImportExport from '../../src-admin/screens/import-export';
import { createTestRegistry, makeSettings, withRegistry } from './helpers';

jest.mock( '../../src/api' );
const mockedApi = jest.mocked( api );

describe( 'formatDate', () => {
	it( "says 'No Date' without a date", () => {
		expect( formatDate( '' ) ).toBe( 'No Date' );
		expect( formatDate( '  ' ) ).toBe( 'No Date' );
		expect( formatDate( null ) ).toBe( 'No Date' );
		expect( formatDate( undefined ) ).toBe( 'No Date' );
	} );

	it( "says 'Invalid Date' for a date it cannot read", () => {
		expect( formatDate( 'yesterday-ish' ) ).toBe( 'Invalid Date' );
		expect( formatDate( '2026-13-45T99:00:00Z' ) ).toBe( 'Invalid Date' );
		expect( formatDate( Number.NaN ) ).toBe( 'Invalid Date' );
		expect( formatDate( new Date( 'nope' ) ) ).toBe( 'Invalid Date' );
	} );

	it( 'shows a valid date in the local format', () => {
		const iso = '2026-05-01T10:00:00+00:00';
		expect( formatDate( iso ) ).toBe( new Date( iso ).toLocaleString() );
		expect( formatDate( Date.UTC( 2026, 4, 1, 10 ) ) ).toBe(
			new Date( iso ).toLocaleString()
		);
	} );
} );

describe( 'the import backup date', () => {
	async function renderBackup( createdAt: string ) {
		mockedApi.getGlobalSettings.mockResolvedValue( {
			success: true,
			data: makeSettings(),
			reload: [],
		} );
		mockedApi.getSettingsBackup.mockResolvedValue( {
			success: true,
			data: { exists: true, created_at: createdAt, version: '0.1.0' },
		} );
		const route = findRoute(
			getRoutes(),
			'/tools/import-export'
		) as AdminRoute;
		render( <ImportExport route={ route } />, {
			wrapper: withRegistry( createTestRegistry() ),
		} );
		return screen.findByText(
			/^Your settings from before the last import/
		);
	}

	it.each( [
		[ 'not a date', 'Invalid Date' ],
		[ '', 'No Date' ],
	] )( '%j is shown as %s', async ( createdAt, shown ) => {
		expect( ( await renderBackup( createdAt ) ).textContent ).toBe(
			`Your settings from before the last import (${ shown }) are kept as a backup.`
		);
	} );

	it( 'shows a valid date in the local format', async () => {
		const iso = '2026-05-01T10:00:00+00:00';
		expect( ( await renderBackup( iso ) ).textContent ).toContain(
			`(${ new Date( iso ).toLocaleString() })`
		);
	} );
} );
