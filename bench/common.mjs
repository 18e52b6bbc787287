import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the front-end benches share: the pages they measure (made by bench/seed.php), the
 * median they report and a bench site's variables.
 */

/** Page type => path on the bench site. */
export const pages = {
	404: '/no-such-page-here/',
	single: '/bench-post-10-a-title-of-ordinary-length/',
	home: '/',
	archive: '/category/news/',
	'archive page 2': '/category/news/page/2/',
	'archive, own SEO fields': '/category/guides/',
	page: '/about/',
};

/**
 * The median of a list of numbers (NaN for none).
 *
 * @param {number[]} values Numbers.
 * @return {number} Median.
 */
export const median = ( values ) => {
	if ( 0 === values.length ) {
		return NaN;
	}
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

/**
 * The variables of a bench site's state folder (STATE_DIR/env, written by bin/wp-up.sh):
 * WP_URL, WP_SITE_DIR, ...
 *
 * @param {string} state State folder.
 * @return {Record<string, string>} Name => value.
 */
export const siteEnv = ( state ) =>
	Object.fromEntries(
		readFileSync( join( state, 'env' ), 'utf8' )
			.split( '\n' )
			.filter( ( line ) => line.includes( '=' ) )
			.map( ( line ) => [
				line.slice( 0, line.indexOf( '=' ) ),
				line.slice( line.indexOf( '=' ) + 1 ),
			] )
	);
