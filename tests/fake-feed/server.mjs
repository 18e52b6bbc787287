#!/usr/bin/env node
/**
 * A local feed host for the What's New tests (the project's release feed is unreachable from
 * the test machines). No dependencies.
 *
 * Usage: node tests/fake-feed/server.mjs [--port N] [--url-file PATH]
 * Listens on 127.0.0.1 (port 0: a free one), prints `fake-feed: <url>` and writes the URL
 * (http://localhost:PORT) to --url-file.
 *
 *   GET /rss.xml     RSS 2.0: `count` entries (default 12), the first ones hostile (below)
 *   GET /atom.xml    Atom 1.0: the same entries
 *   GET /huge.xml    a 10 MB RSS document (one entry whose description is 10 MB of text)
 *   GET /broken.xml  not a feed
 *
 * Entries are dated one hour apart, the newest an hour ago. The hostile entries: a title with
 * a script element and an escaped tag; a description with script, iframe, svg/onload,
 * img/onerror, javascript:, data: and mixed-case javascript: links, an onclick attribute and
 * one good link; an entry whose link is javascript:; a description of 600 words.
 *
 * Control (tests only), JSON in and out:
 *   POST /__control/reset    hang off, count 12, request counter 0
 *   POST /__control/config   merge { count, hang } (hang: true holds every feed request open
 *                            without answering, to prove the client's timeout)
 *   GET  /__control/state    { requests, config }
 */
import {
	createServer,
	parseJson,
	readBody,
	sender,
	start,
} from '../fake-common/http.mjs';

const DEFAULTS = () => ( { count: 12, hang: false } );
let config = DEFAULTS();
let requests = 0;
const held = new Set();

const HOUR = 3600 * 1000;
const escapeXml = ( text ) =>
	String( text )
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' );

/** The entries, newest first. */
function entries() {
	const now = Date.now();
	const list = [];
	for ( let i = 0; i < config.count; i++ ) {
		list.push( {
			id: `urn:lodestar:fake-feed:${ i + 1 }`,
			title: `Lodestar ${ 1 + ( config.count - i ) / 10 } released`,
			link: `https://example.org/releases/${ config.count - i }`,
			date: new Date( now - ( i + 1 ) * HOUR ),
			html: `<p>Notes of release ${ config.count - i }.</p>`,
		} );
	}
	if ( list.length > 0 ) {
		list[ 0 ].title =
			'<script>window.__lodestarPwned = "title"</script>Hostile &lt;b&gt;release';
		list[ 0 ].html = [
			'<p onclick="window.__lodestarPwned = \'onclick\'">Safe paragraph.</p>',
			'<script>window.__lodestarPwned = "script"</script>',
			'<iframe src="https://evil.example/frame"></iframe>',
			'<svg onload="window.__lodestarPwned = \'svg\'"><circle r="1"/></svg>',
			'<img src="x" onerror="window.__lodestarPwned = \'img\'" alt="broken">',
			'<a id="js-link" href="javascript:window.__lodestarPwned = \'link\'">Script link</a>',
			'<a id="mixed-link" href=" JaVaScRiPt:window.__lodestarPwned = \'mixed\'">Mixed link</a>',
			'<a id="data-link" href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Data link</a>',
			'<a id="good-link" href="https://example.org/notes">Good link</a>',
		].join( '\n' );
	}
	if ( list.length > 1 ) {
		list[ 1 ].link = "javascript:window.__lodestarPwned = 'item'";
		list[ 1 ].title = 'Entry with a script link';
	}
	if ( list.length > 2 ) {
		list[ 2 ].title = 'Long notes';
		list[ 2 ].html =
			'<p>' +
			Array.from( { length: 600 }, ( _, n ) => `word${ n + 1 }` ).join(
				' '
			) +
			'</p>';
	}
	return list;
}

function rss( list ) {
	const items = list
		.map(
			( e ) => `<item>
<title>${ escapeXml( e.title ) }</title>
<link>${ escapeXml( e.link ) }</link>
<guid isPermaLink="false">${ escapeXml( e.id ) }</guid>
<pubDate>${ e.date.toUTCString() }</pubDate>
<description><![CDATA[${ e.html }]]></description>
</item>`
		)
		.join( '\n' );
	return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
<title>Lodestar releases</title>
<link>https://example.org/releases</link>
<description>Release notes</description>
${ items }
</channel></rss>`;
}

function atom( list ) {
	const entriesXml = list
		.map(
			( e ) => `<entry>
<id>${ escapeXml( e.id ) }</id>
<title type="html">${ escapeXml( e.title ) }</title>
<link rel="alternate" href="${ escapeXml( e.link ) }"/>
<updated>${ e.date.toISOString() }</updated>
<content type="html">${ escapeXml( e.html ) }</content>
</entry>`
		)
		.join( '\n' );
	return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<id>urn:lodestar:fake-feed</id>
<title>Lodestar releases</title>
<updated>${ new Date().toISOString() }</updated>
${ entriesXml }
</feed>`;
}

const send = sender();

/**
 * 10 MB of RSS, written in chunks.
 *
 * @param {import('node:http').ServerResponse} res Response.
 */
function huge( res ) {
	res.writeHead( 200, { 'Content-Type': 'application/rss+xml' } );
	res.write(
		'<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Huge</title><item><title>Huge</title><link>https://example.org/huge</link><description>'
	);
	const chunk = 'lorem ipsum '.repeat( 8738 ); // ~100 KB
	let written = 0;
	const total = 10 * 1024 * 1024;
	const pump = () => {
		while ( written < total ) {
			written += chunk.length;
			if ( ! res.write( chunk ) ) {
				res.once( 'drain', pump );
				return;
			}
		}
		res.end( '</description></item></channel></rss>' );
	};
	res.on( 'error', () => {} );
	pump();
}

const server = createServer( async ( req, res ) => {
	const path = new URL( req.url, 'http://localhost' ).pathname;
	if ( path.startsWith( '/__control/' ) ) {
		if ( path === '/__control/reset' ) {
			config = DEFAULTS();
			requests = 0;
		} else if ( path === '/__control/config' ) {
			const body = parseJson( await readBody( req ) ) ?? {};
			config = { ...config, ...body };
		}
		return send( res, 200, { requests, config } );
	}
	requests++;
	if ( config.hang ) {
		// Never answer; the client must give up on its own.
		held.add( res );
		res.on( 'close', () => held.delete( res ) );
		return;
	}
	if ( path === '/rss.xml' ) {
		return send( res, 200, rss( entries() ), {
			'Content-Type': 'application/rss+xml',
		} );
	}
	if ( path === '/atom.xml' ) {
		return send( res, 200, atom( entries() ), {
			'Content-Type': 'application/atom+xml',
		} );
	}
	if ( path === '/huge.xml' ) {
		return huge( res );
	}
	if ( path === '/broken.xml' ) {
		return send( res, 200, '<html><body>Not a feed', {
			'Content-Type': 'text/html',
		} );
	}
	return send( res, 404, 'Not found' );
} );

start( server, 'fake-feed' );
