/**
 * Request shapes of the import/export, backup and media lookup wrappers.
 */
import apiFetch from '@wordpress/api-fetch';

import {
	exportSettings,
	getSettingsBackup,
	importSettings,
	restoreSettingsBackup,
	searchMedia,
} from '../../src/api';
import { findAttachmentId } from '../../src/utils/media';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
const mockedFetch = jest.mocked( apiFetch );

beforeEach( () => {
	mockedFetch.mockReset();
	mockedFetch.mockResolvedValue( { success: true } );
} );

describe( 'REST wrappers', () => {
	it( 'exports categories with POST lodestar/v1/export-settings', async () => {
		await exportSettings( [ 'general', 'schemas' ] );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/lodestar/v1/export-settings',
			method: 'POST',
			data: { categories: [ 'general', 'schemas' ] },
		} );
	} );

	it( 'imports the parsed file as settings_data', async () => {
		const file = { plugin: 'lodestar', settings: {} };
		await importSettings( file );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/lodestar/v1/import-settings',
			method: 'POST',
			data: { settings_data: file },
		} );
	} );

	it( 'reads and restores the backup', async () => {
		await getSettingsBackup();
		await restoreSettingsBackup();
		expect( mockedFetch ).toHaveBeenNthCalledWith( 1, {
			path: '/lodestar/v1/settings-backup',
		} );
		expect( mockedFetch ).toHaveBeenNthCalledWith( 2, {
			path: '/lodestar/v1/settings-backup/restore',
			method: 'POST',
		} );
	} );

	it( 'searches images of /wp/v2/media', async () => {
		await searchMedia( { search: 'sunset beach', per_page: 50 } );
		const { path } = mockedFetch.mock.calls[ 0 ]?.[ 0 ] as { path: string };
		const url = new URL( path, 'https://example.test' );
		expect( url.pathname ).toBe( '/wp/v2/media' );
		expect( Object.fromEntries( url.searchParams ) ).toEqual( {
			search: 'sunset beach',
			per_page: '50',
			media_type: 'image',
			_fields:
				'id,source_url,slug,filename,filesize,mime_type,media_details',
		} );
	} );

	it( 'looks an image URL up with the spec query: slug and 20 items, then 50 without slug', async () => {
		mockedFetch.mockResolvedValue( [] );
		await expect(
			findAttachmentId(
				'https://example.test/wp-content/uploads/Team-Photo-2-scaled-1200x630.jpg',
				searchMedia
			)
		).resolves.toBe( 0 );
		const paths = mockedFetch.mock.calls.map(
			( [ options ] ) => ( options as { path: string } ).path
		);
		expect( paths ).toEqual( [
			'/wp/v2/media?search=team-photo-2&slug=team-photo-2&per_page=20&media_type=image&_fields=id%2Csource_url%2Cslug%2Cfilename%2Cfilesize%2Cmime_type%2Cmedia_details',
			'/wp/v2/media?search=team%20photo&per_page=50&media_type=image&_fields=id%2Csource_url%2Cslug%2Cfilename%2Cfilesize%2Cmime_type%2Cmedia_details',
		] );
	} );
} );
