/**
 * Paired, interleaved front-end measurements: each round requests a URL once with
 * Lodestar and once without (mu-plugin switch), reading the stack's metrics headers.
 * Prints the median added queries and added PHP time per page type.
 *
 * node bench/frontend.mjs BASE_URL [ROUNDS]
 */
const [ base, roundsArg ] = process.argv.slice( 2 );
const rounds = Number( roundsArg ?? 40 );
const pages = {
	home: '/',
	single: '/bench-post-10-a-title-of-ordinary-length/',
	page: '/about/',
	category: '/category/news/',
	'404': '/no-such-page-here/',
};

async function hit( path, off ) {
	const response = await fetch( base + path, {
		headers: off ? { 'X-Lodestar-Bench': 'off' } : {},
		redirect: 'manual',
	} );
	await response.arrayBuffer();
	return {
		queries: Number( response.headers.get( 'x-wp-queries' ) ),
		php: parseFloat( response.headers.get( 'x-wp-php-time' ) ),
	};
}

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const mid = Math.floor( sorted.length / 2 );
	return sorted.length % 2 ? sorted[ mid ] : ( sorted[ mid - 1 ] + sorted[ mid ] ) / 2;
};

const rows = [];
for ( const [ name, path ] of Object.entries( pages ) ) {
	for ( let i = 0; i < 5; i++ ) {
		await hit( path, i % 2 === 0 );
	}
	const on = [];
	const off = [];
	const deltas = [];
	for ( let i = 0; i < rounds; i++ ) {
		// Alternate which goes first so drift does not favour one side.
		const first = i % 2 === 0;
		const a = await hit( path, ! first );
		const b = await hit( path, first );
		const withPlugin = first ? b : a;
		const without = first ? a : b;
		on.push( withPlugin );
		off.push( without );
		deltas.push( withPlugin.php - without.php );
	}
	rows.push( {
		page: name,
		'queries off': median( off.map( ( r ) => r.queries ) ),
		'queries on': median( on.map( ( r ) => r.queries ) ),
		'added queries': median( on.map( ( r, i ) => r.queries - off[ i ].queries ) ),
		'php ms off': median( off.map( ( r ) => r.php ) ).toFixed( 2 ),
		'php ms on': median( on.map( ( r ) => r.php ) ).toFixed( 2 ),
		'added ms (paired median)': median( deltas ).toFixed( 2 ),
	} );
}
console.log( `Front end, ${ rounds } interleaved pairs per page, opcache on:` );
console.table( rows );
