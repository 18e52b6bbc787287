/**
 * Finding the media library attachment behind a stored image URL (spec §7), so that the
 * media picker opens with it selected.
 *
 * A stored URL often points at a resized or processed copy ("photo-300x200.jpg",
 * "photo-scaled.jpg", "photo-optimized.webp"), while the library knows the original. The
 * lookup asks /wp/v2/media for images whose slug is the base name (size suffixes and
 * markers stripped) and whose text matches it, 20 items; when nothing matches (an upload
 * whose slug got a counter, a renamed file), a looser search of 50 items follows, without
 * the slug.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { MediaItem } from '../types/api';
import { MEDIA_FUZZY_PAGE_SIZE, MEDIA_PAGE_SIZE } from './constants';

/** "-300x200" at the end of a file name. */
const SIZE_SUFFIX = /-\d+x\d+$/;
/** Markers image tools and WordPress append to processed copies. */
const MARKER_SUFFIX = /-(?:scaled|optimized|compressed)$/i;
/** A file extension. */
const EXTENSION = /\.[a-z0-9]{2,5}$/i;

/**
 * The file name of a URL's path (decoded, without query or hash); '' when there is none.
 *
 * @param url Absolute or relative URL.
 */
export function fileNameOf( url: string ): string {
	const path = url.trim().split( /[?#]/ )[ 0 ] ?? '';
	const name = path.split( '/' ).pop() ?? '';
	try {
		return decodeURIComponent( name );
	} catch {
		return name;
	}
}

/**
 * The base name of an image URL: file name without extension, size suffixes and
 * scaled/optimized/compressed markers, lower case. '' when the URL names no file.
 *
 * "https://x.test/wp-content/uploads/2024/05/Sunset-Beach-scaled-1024x538.jpg" -> "sunset-beach"
 *
 * @param url Image URL.
 */
export function mediaBaseName( url: string ): string {
	let name = fileNameOf( url ).replace( EXTENSION, '' );
	let previous = '';
	// Suffixes stack ("-scaled-300x200", "-300x200-optimized"): strip until none is left.
	while ( name !== previous ) {
		previous = name;
		name = name.replace( SIZE_SUFFIX, '' ).replace( MARKER_SUFFIX, '' );
	}
	return name.toLowerCase();
}

/**
 * The looser search text of the fallback: separators become spaces, a trailing "-2"
 * (WordPress's duplicate-name counter) goes.
 *
 * @param baseName Base name from mediaBaseName().
 */
export function fuzzySearchTerm( baseName: string ): string {
	return baseName
		.replace( /[-_.]+/g, ' ' )
		.replace( /\s\d+$/, '' )
		.trim();
}

/**
 * Every URL of an attachment: the original, the full size and each generated size.
 *
 * @param item Media item.
 */
function urlsOf( item: MediaItem ): string[] {
	const urls = [ item.source_url, item.url ];
	for ( const size of Object.values( item.media_details?.sizes ?? {} ) ) {
		urls.push( size?.source_url );
	}
	return urls.filter( ( url ): url is string => !! url );
}

/**
 * The item a URL belongs to: one of its URLs is the URL itself, else (strict) its base
 * name equals the URL's, else (loose) the base names share their start.
 *
 * @param items Media items.
 * @param url   Stored URL.
 * @param loose Accept a shared start (fallback search).
 */
export function pickAttachment(
	items: MediaItem[],
	url: string,
	loose = false
): MediaItem | null {
	const wanted = url.trim();
	const exact = items.find( ( item ) => urlsOf( item ).includes( wanted ) );
	if ( exact ) {
		return exact;
	}
	const base = mediaBaseName( wanted );
	if ( base === '' ) {
		return null;
	}
	const same = items.find( ( item ) =>
		urlsOf( item ).some(
			( candidate ) => mediaBaseName( candidate ) === base
		)
	);
	if ( same || ! loose ) {
		return same ?? null;
	}
	const stem = fuzzySearchTerm( base ).replace( /\s+/g, '-' );
	return (
		items.find( ( item ) =>
			urlsOf( item ).some( ( candidate ) => {
				const other = mediaBaseName( candidate );
				return other.startsWith( stem ) || stem.startsWith( other );
			} )
		) ?? null
	);
}

export type MediaSearcher = ( query: {
	search: string;
	slug?: string;
	per_page: number;
} ) => Promise< MediaItem[] >;

/** What the image preview shows of an attachment (spec §3 "Media item fields read"). */
export interface MediaFacts {
	id: number;
	url: string;
	filename: string;
	/** MIME type when known ('image/png'), else the media type ('image'), else ''. */
	type: string;
	/** Null when unknown. */
	filesizeInBytes: number | null;
}

/**
 * Reads a media item, whichever side it comes from: id, source_url or url, filename, type
 * and filesizeInBytes, with the /wp/v2/media equivalents (mime_type, filesize,
 * media_details.filesize) when the wp.media names are absent.
 *
 * @param item Media item from /wp/v2/media or a wp.media attachment's toJSON().
 */
export function mediaFacts( item: MediaItem ): MediaFacts {
	const url = item.source_url || item.url || '';
	const postType = item.type === 'attachment' ? '' : item.type;
	const size =
		item.filesizeInBytes ?? item.filesize ?? item.media_details?.filesize;
	return {
		id: item.id,
		url,
		filename: item.filename || fileNameOf( url ),
		type: item.mime || item.mime_type || postType || '',
		filesizeInBytes:
			typeof size === 'number' && Number.isFinite( size ) && size >= 0
				? size
				: null,
	};
}

/**
 * A file size for people: "512 B", "12 KB", "1.5 MB".
 *
 * @param bytes Size in bytes.
 */
export function formatFileSize( bytes: number ): string {
	const number = ( value: number ) =>
		new Intl.NumberFormat( undefined, {
			maximumFractionDigits: 1,
		} ).format( value );
	if ( bytes < 1024 ) {
		/* translators: %s: file size in bytes. */
		return sprintf( __( '%s B', 'lodestar' ), number( bytes ) );
	}
	if ( bytes < 1024 * 1024 ) {
		/* translators: %s: file size in kilobytes. */
		return sprintf( __( '%s KB', 'lodestar' ), number( bytes / 1024 ) );
	}
	/* translators: %s: file size in megabytes. */
	return sprintf( __( '%s MB', 'lodestar' ), number( bytes / 1048576 ) );
}

/**
 * The attachment behind a stored image URL, or null when none is found.
 *
 * @param url    Stored URL.
 * @param search Runs a /wp/v2/media search (images only).
 */
export async function findAttachment(
	url: string,
	search: MediaSearcher
): Promise< MediaFacts | null > {
	const base = mediaBaseName( url );
	if ( base === '' ) {
		return null;
	}
	const first = await search( {
		search: base,
		slug: base,
		per_page: MEDIA_PAGE_SIZE,
	} );
	const match = pickAttachment( first, url );
	if ( match ) {
		return mediaFacts( match );
	}
	const term = fuzzySearchTerm( base );
	if ( term === '' ) {
		return null;
	}
	const second = await search( {
		search: term,
		per_page: MEDIA_FUZZY_PAGE_SIZE,
	} );
	const loose = pickAttachment( second, url, true );
	return loose ? mediaFacts( loose ) : null;
}

/**
 * The attachment id behind a stored image URL, or 0 when none is found.
 *
 * @param url    Stored URL.
 * @param search Runs a /wp/v2/media search (images only).
 */
export async function findAttachmentId(
	url: string,
	search: MediaSearcher
): Promise< number > {
	return ( await findAttachment( url, search ) )?.id ?? 0;
}
