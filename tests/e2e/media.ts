/**
 * Test images: a solid-colour PNG written to a temporary file, for media uploads.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

function chunk( type: string, data: Buffer ): Buffer {
	const length = Buffer.alloc( 4 );
	length.writeUInt32BE( data.length );
	const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
	const crc = Buffer.alloc( 4 );
	crc.writeUInt32BE( crc32( body ) );
	return Buffer.concat( [ length, body, crc ] );
}

/**
 * Writes a solid-colour RGB PNG and returns its path.
 *
 * @param name   File name.
 * @param width  Width in pixels.
 * @param height Height in pixels.
 * @param rgb    Colour.
 */
export function writePng(
	name: string,
	width: number,
	height: number,
	rgb: [ number, number, number ] = [ 40, 90, 160 ]
): string {
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header[ 8 ] = 8; // Bit depth.
	header[ 9 ] = 2; // RGB.
	const row = Buffer.alloc( 1 + width * 3 );
	for ( let x = 0; x < width; x++ ) {
		row.set( rgb, 1 + x * 3 );
	}
	const raw = Buffer.concat( Array.from( { length: height }, () => row ) );
	const png = Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', deflateSync( raw ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'lodestar-e2e-' ) );
	const file = path.join( dir, name );
	fs.writeFileSync( file, png );
	return file;
}
