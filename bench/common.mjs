/**
 * What the front-end benches share: the pages they measure (made by bench/seed.php) and the
 * median they report.
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
