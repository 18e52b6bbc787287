/**
 * Media URL normalisation and the attachment lookup of spec §7: size suffixes and
 * scaled/optimized/compressed markers are stripped, /wp/v2/media is searched with 20 items,
 * then with 50 for the fuzzy fallback.
 */
import * as api from '../../src/api';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { store } from '../../src/store';
import type { MediaItem } from '../../src/types/api';
import {
	fileNameOf,
	findAttachment,
	findAttachmentId,
	formatFileSize,
	fuzzySearchTerm,
	mediaBaseName,
	mediaFacts,
	pickAttachment,
} from '../../src/utils/media';

jest.mock( '../../src/api' );
const mockedApi = jest.mocked( api );

const UPLOADS = 'https://example.test/wp-content/uploads/2026/05/';

function item( id: number, file: string, sizes: string[] = [] ): MediaItem {
	return {
		id,
		source_url: UPLOADS + file,
		media_details: {
			sizes: Object.fromEntries(
				sizes.map( ( size, index ) => [
					`size${ index }`,
					{ source_url: UPLOADS + size },
				] )
			),
		},
	};
}

describe( 'mediaBaseName', () => {
	test.each( [
		[ 'sunset.jpg', 'sunset' ],
		[ 'Sunset-Beach-1200x630.png', 'sunset-beach' ],
		[ 'sunset-beach-scaled.jpg', 'sunset-beach' ],
		[ 'sunset-beach-scaled-1024x538.jpg', 'sunset-beach' ],
		[ 'sunset-beach-300x158-optimized.webp', 'sunset-beach' ],
		[ 'sunset-beach-compressed.jpeg', 'sunset-beach' ],
		[ 'sunset-beach-2-150x150.jpg', 'sunset-beach-2' ],
		[ 'caf%C3%A9-terrace-768x403.jpg?ver=3#top', 'café-terrace' ],
		[ 'photo-1200x630', 'photo' ],
	] )( '%s -> %s', ( file, base ) => {
		expect( mediaBaseName( UPLOADS + file ) ).toBe( base );
	} );

	it( 'is empty when the URL names no file', () => {
		expect( mediaBaseName( '' ) ).toBe( '' );
		expect( mediaBaseName( 'https://example.test/' ) ).toBe( '' );
	} );

	it( 'reads the file name without query or hash', () => {
		expect( fileNameOf( '/a/b/c%20d.png?x=1#y' ) ).toBe( 'c d.png' );
		expect( fileNameOf( '/a/%E0%A4%A.png' ) ).toBe( '%E0%A4%A.png' );
	} );

	it( 'builds the looser fallback term', () => {
		expect( fuzzySearchTerm( 'sunset-beach_2024.final-2' ) ).toBe(
			'sunset beach 2024 final'
		);
	} );
} );

describe( 'pickAttachment', () => {
	const items = [
		item( 1, 'sunrise.jpg' ),
		item( 2, 'sunset-beach.jpg', [ 'sunset-beach-300x158.jpg' ] ),
		item( 3, 'sunset-beach-2.jpg' ),
	];

	it( 'prefers an item owning the exact URL (any size)', () => {
		expect(
			pickAttachment( items, UPLOADS + 'sunset-beach-300x158.jpg' )?.id
		).toBe( 2 );
	} );

	it( 'else matches the base name', () => {
		expect(
			pickAttachment( items, UPLOADS + 'sunset-beach-2-1024x538.jpg' )?.id
		).toBe( 3 );
		expect(
			pickAttachment(
				items,
				'https://cdn.example.test/sunset-beach-scaled-optimized.jpg'
			)?.id
		).toBe( 2 );
	} );

	it( 'accepts a shared start only in loose mode', () => {
		const url = UPLOADS + 'sunset-beach-final-640x336.jpg';
		expect( pickAttachment( items, url ) ).toBeNull();
		expect( pickAttachment( items, url, true )?.id ).toBe( 2 );
		expect( pickAttachment( [], url, true ) ).toBeNull();
	} );
} );

describe( 'findAttachmentId', () => {
	it( 'searches the base name with 20 items and stops at a match', async () => {
		const search = jest
			.fn()
			.mockResolvedValue( [
				item( 7, 'logo.png', [ 'logo-150x150.png' ] ),
			] );
		await expect(
			findAttachmentId( UPLOADS + 'logo-scaled-150x150.png', search )
		).resolves.toBe( 7 );
		expect( search ).toHaveBeenCalledTimes( 1 );
		expect( search ).toHaveBeenCalledWith( {
			search: 'logo',
			slug: 'logo',
			per_page: 20,
		} );
	} );

	it( 'falls back to a looser search of 50 items', async () => {
		const search = jest
			.fn()
			.mockResolvedValueOnce( [] )
			.mockResolvedValueOnce( [
				item( 4, 'team-photo-2026.jpg' ),
				item( 9, 'team-photo.jpg' ),
			] );
		await expect(
			findAttachmentId( UPLOADS + 'team-photo-3-1200x630.jpg', search )
		).resolves.toBe( 4 );
		expect( search ).toHaveBeenNthCalledWith( 1, {
			search: 'team-photo-3',
			slug: 'team-photo-3',
			per_page: 20,
		} );
		expect( search ).toHaveBeenNthCalledWith( 2, {
			search: 'team photo',
			per_page: 50,
		} );
	} );

	it( 'gives 0 when nothing is found or there is no file name', async () => {
		const search = jest.fn().mockResolvedValue( [] );
		await expect(
			findAttachmentId( UPLOADS + 'missing.png', search )
		).resolves.toBe( 0 );
		expect( search ).toHaveBeenCalledTimes( 2 );
		await expect( findAttachmentId( '', search ) ).resolves.toBe( 0 );
		expect( search ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'runs through the store (images only) and gives 0 when the request fails', async () => {
		const registry = createRegistry();
		registry.register( noticesStore );
		registry.register( store );
		mockedApi.searchMedia.mockResolvedValueOnce( [
			item( 12, 'hero.jpg' ),
		] );
		await expect(
			registry
				.dispatch( store )
				.findAttachmentId( UPLOADS + 'hero-768x403.jpg' )
		).resolves.toBe( 12 );
		expect( mockedApi.searchMedia ).toHaveBeenCalledWith( {
			search: 'hero',
			slug: 'hero',
			per_page: 20,
		} );
		mockedApi.searchMedia.mockRejectedValueOnce( {
			code: 'rest_forbidden',
		} );
		await expect(
			registry.dispatch( store ).findAttachmentId( UPLOADS + 'x.jpg' )
		).resolves.toBe( 0 );
	} );
} );

describe( 'mediaFacts (spec §3: id, source_url or url, filename, type, filesizeInBytes)', () => {
	it( 'reads a wp.media attachment', () => {
		expect(
			mediaFacts( {
				id: 5,
				url: UPLOADS + 'card.png',
				filename: 'card.png',
				type: 'image',
				mime: 'image/png',
				filesizeInBytes: 48213,
			} )
		).toEqual( {
			id: 5,
			url: UPLOADS + 'card.png',
			filename: 'card.png',
			type: 'image/png',
			filesizeInBytes: 48213,
		} );
		expect(
			mediaFacts( { id: 6, url: UPLOADS + 'a.jpg', type: 'image' } )
		).toEqual( {
			id: 6,
			url: UPLOADS + 'a.jpg',
			filename: 'a.jpg',
			type: 'image',
			filesizeInBytes: null,
		} );
	} );

	it( 'reads a /wp/v2/media item (filename and filesize, or their older places)', () => {
		expect(
			mediaFacts( {
				id: 7,
				source_url: UPLOADS + 'hero-scaled.jpg',
				filename: 'hero.jpg',
				filesize: 1500000,
				mime_type: 'image/jpeg',
				type: 'attachment',
			} )
		).toEqual( {
			id: 7,
			url: UPLOADS + 'hero-scaled.jpg',
			filename: 'hero.jpg',
			type: 'image/jpeg',
			filesizeInBytes: 1500000,
		} );
		expect(
			mediaFacts( {
				id: 8,
				source_url: UPLOADS + 'old.webp',
				type: 'attachment',
				media_details: { filesize: 900 },
			} )
		).toEqual( {
			id: 8,
			url: UPLOADS + 'old.webp',
			filename: 'old.webp',
			type: '',
			filesizeInBytes: 900,
		} );
	} );

	it( 'gives the found item with its facts', async () => {
		const search = jest.fn().mockResolvedValue( [
			{
				id: 3,
				source_url: UPLOADS + 'logo.png',
				filename: 'logo.png',
				mime_type: 'image/png',
				filesize: 2048,
			},
		] );
		await expect(
			findAttachment( UPLOADS + 'logo-150x150.png', search )
		).resolves.toEqual( {
			id: 3,
			url: UPLOADS + 'logo.png',
			filename: 'logo.png',
			type: 'image/png',
			filesizeInBytes: 2048,
		} );
	} );

	it( 'formats sizes', () => {
		expect( formatFileSize( 0 ) ).toBe( '0 B' );
		expect( formatFileSize( 1023 ) ).toBe( '1,023 B' );
		expect( formatFileSize( 1024 ) ).toBe( '1 KB' );
		expect( formatFileSize( 48213 ) ).toBe( '47.1 KB' );
		expect( formatFileSize( 1572864 ) ).toBe( '1.5 MB' );
	} );
} );
