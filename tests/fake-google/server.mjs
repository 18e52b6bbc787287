#!/usr/bin/env node
/**
 * A local fake of the Google endpoints Lodestar's Search Console connection calls, for PHPUnit
 * and Playwright (Google is unreachable from the test machines). No dependencies.
 *
 * Usage: node tests/fake-google/server.mjs [--port N] [--url-file PATH]
 * Listens on 127.0.0.1 (port 0: a free one), prints `fake-google: <url>` and writes the URL
 * (http://localhost:PORT, a host WordPress's WP_HTTP_BLOCK_EXTERNAL lets through) to --url-file.
 *
 * One base URL serves every Google host, with Google's paths:
 *   GET  /o/oauth2/v2/auth                 consent page (Allow / Cancel, one checkbox per scope)
 *   POST /o/oauth2/v2/auth/decide          the consent form's target: 302 to redirect_uri
 *   POST /token                            authorization_code (PKCE S256/plain) and refresh_token grants
 *   POST /revoke                           token=<access or refresh>: ends the whole grant
 *   GET  /oauth2/v2/userinfo               { id, email, verified_email }
 *   GET  /webmasters/v3/sites              sites.list;  GET|PUT /webmasters/v3/sites/{siteUrl}
 *   POST /webmasters/v3/sites/{siteUrl}/searchAnalytics/query
 *   POST /siteVerification/v1/token        webResource.getToken
 *   POST /siteVerification/v1/webResource  webResource.insert (fetches the site's home page)
 *
 * Control (tests only), JSON in and out:
 *   POST /__control/reset                  forget every code, token, grant, failure and setting
 *   POST /__control/config                 merge { clientId, clientSecret, accessTtl, email,
 *                                          sites: [{siteUrl, permissionLevel}], pages, untick: [scope] }
 *   POST /__control/fail                   { match: path substring, status, reason?, times?, delayMs? }
 *                                          reason: accessNotConfigured | insufficientPermissions |
 *                                          forbidden | rateLimitExceeded | quotaExceeded | backendError | authError
 *   POST /__control/expire-access          every access token expires now
 *   POST /__control/revoke-all             every refresh token dies (a "Testing" app after 7 days)
 *   POST /__control/page                   { url, html }: what insert sees at url instead of fetching it
 *   GET  /__control/state                  counters and the request log
 */
import crypto from 'node:crypto';

import {
	createServer,
	parseForm,
	parseJson,
	readBody,
	sender,
	start,
	takeFailure,
} from '../fake-common/http.mjs';

const SCOPE = {
	readonly: 'https://www.googleapis.com/auth/webmasters.readonly',
	full: 'https://www.googleapis.com/auth/webmasters',
	verifyOnly: 'https://www.googleapis.com/auth/siteverification.verify_only',
	verification: 'https://www.googleapis.com/auth/siteverification',
	email: 'https://www.googleapis.com/auth/userinfo.email',
};

const DEFAULTS = () => ( {
	clientId: 'fake-client-id.apps.googleusercontent.com',
	clientSecret: 'fake-client-secret',
	accessTtl: 3599,
	email: 'owner@example.com',
	sites: [
		{ siteUrl: 'https://www.example.com/', permissionLevel: 'siteOwner' },
	],
	pages: 30,
	untick: [],
} );

let state;
function reset() {
	state = {
		config: DEFAULTS(),
		codes: new Map(),
		access: new Map(),
		refresh: new Map(),
		grants: new Map(), // clientId -> Set of scopes granted so far (include_granted_scopes)
		failures: [],
		pages: new Map(),
		tokens: new Map(), // site identifier -> META token
		log: [],
		counts: { token: 0, refresh: 0, revoke: 0, api: 0 },
	};
}
reset();

const random = ( prefix ) =>
	prefix + crypto.randomBytes( 24 ).toString( 'base64url' );
const b64url = ( buffer ) => Buffer.from( buffer ).toString( 'base64url' );

const send = sender( 'text/html; charset=UTF-8' );

/**
 * A googleapis JSON error body (notes §1.5).
 * @param status
 * @param reason
 * @param message
 * @param extra
 */
function apiError( status, reason, message, extra = {} ) {
	const statusName =
		{
			400: 'INVALID_ARGUMENT',
			401: 'UNAUTHENTICATED',
			403: 'PERMISSION_DENIED',
			404: 'NOT_FOUND',
			429: 'RESOURCE_EXHAUSTED',
			500: 'INTERNAL',
			503: 'UNAVAILABLE',
		}[ status ] ?? 'UNKNOWN';
	const domain = [
		'accessNotConfigured',
		'rateLimitExceeded',
		'quotaExceeded',
	].includes( reason )
		? 'usageLimits'
		: 'global';
	return {
		error: {
			code: status,
			message,
			errors: [ { message, domain, reason, ...extra } ],
			status: statusName,
		},
	};
}

function serviceOf( path ) {
	return path.startsWith( '/siteVerification/' )
		? {
				name: 'Google Site Verification API',
				host: 'siteverification.googleapis.com',
			}
		: {
				name: 'Google Search Console API',
				host: 'searchconsole.googleapis.com',
			};
}

function failureBody( failure, path ) {
	const status = failure.status ?? 500;
	const reason =
		failure.reason ??
		{
			401: 'authError',
			403: 'forbidden',
			404: 'notFound',
			429: 'rateLimitExceeded',
		}[ status ] ??
		'backendError';
	if ( reason === 'accessNotConfigured' ) {
		const service = serviceOf( path );
		const link = `https://console.developers.google.com/apis/api/${ service.host }/overview?project=123456789012`;
		const message = `${ service.name } has not been used in project 123456789012 before or it is disabled. Enable it by visiting ${ link } then retry. If you enabled this API recently, wait a few minutes for the action to propagate to our systems and retry.`;
		const body = apiError( 403, 'accessNotConfigured', message, {
			extendedHelp: link,
		} );
		body.error.details = [
			{
				'@type': 'type.googleapis.com/google.rpc.ErrorInfo',
				reason: 'SERVICE_DISABLED',
				domain: 'googleapis.com',
				metadata: {
					service: service.host,
					consumer: 'projects/123456789012',
				},
			},
		];
		return [ 403, body ];
	}
	const messages = {
		authError:
			'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
		forbidden:
			'User does not have sufficient permission for site. See also: https://support.google.com/webmasters/answer/2451999.',
		insufficientPermissions:
			'Request had insufficient authentication scopes.',
		rateLimitExceeded: 'Rate Limit Exceeded',
		quotaExceeded: 'Search Analytics load quota exceeded.',
		notFound: 'Requested entity was not found.',
		backendError: 'Internal error encountered.',
	};
	return [ status, apiError( status, reason, messages[ reason ] ?? reason ) ];
}

const escapeHtml = ( value ) =>
	String( value ).replace(
		/[&<>"']/g,
		( c ) =>
			( {
				'&': '&amp;',
				'<': '&lt;',
				'>': '&gt;',
				'"': '&quot;',
				"'": '&#39;',
			} )[ c ]
	);

function errorPage( res, status, title ) {
	send(
		res,
		status,
		`<!doctype html><title>${ escapeHtml(
			title
		) }</title><h1>${ escapeHtml( title ) }</h1>`
	);
}

// ------------------------------------------------------------------ OAuth
function consentPage( res, query ) {
	const required = [ 'client_id', 'redirect_uri', 'response_type', 'scope' ];
	for ( const name of required ) {
		if ( ! query.get( name ) ) {
			return errorPage(
				res,
				400,
				`Error 400: invalid_request - Missing required parameter: ${ name }`
			);
		}
	}
	if ( query.get( 'client_id' ) !== state.config.clientId ) {
		return errorPage(
			res,
			401,
			'Error 401: invalid_client - The OAuth client was not found.'
		);
	}
	if ( query.get( 'response_type' ) !== 'code' ) {
		return errorPage( res, 400, 'Error 400: unsupported_response_type' );
	}
	const method = query.get( 'code_challenge_method' ) ?? 'plain';
	if (
		query.get( 'code_challenge' ) &&
		! [ 'S256', 'plain' ].includes( method )
	) {
		return errorPage(
			res,
			400,
			'Error 400: invalid_request - Invalid code_challenge_method'
		);
	}
	const scopes = query.get( 'scope' ).split( ' ' ).filter( Boolean );
	const untick = new Set( [
		...state.config.untick,
		...( query.get( 'fake_untick' ) ?? '' ).split( ',' ).filter( Boolean ),
	] );
	const hidden = [ ...query.entries() ]
		.map(
			( [ name, value ] ) =>
				`<input type="hidden" name="${ escapeHtml(
					name
				) }" value="${ escapeHtml( value ) }">`
		)
		.join( '' );
	const boxes = scopes
		.map(
			( scope, i ) =>
				`<p><label><input type="checkbox" name="granted" value="${ escapeHtml(
					scope
				) }" id="scope-${ i }"${
					untick.has( scope ) ? '' : ' checked'
				}> ${ escapeHtml( scope ) }</label></p>`
		)
		.join( '' );
	send(
		res,
		200,
		`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in - Fake Google Accounts</title></head>
<body><main><h1>Fake Google wants to access your Google Account</h1>
<p>Signed in as ${ escapeHtml( state.config.email ) }</p>
<form method="post" action="/o/oauth2/v2/auth/decide">${ hidden }${ boxes }
<button type="submit" name="decision" value="allow">Continue</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form></main></body></html>`
	);
}

function redirectBack( res, redirectUri, params ) {
	const url = new URL( redirectUri );
	for ( const [ name, value ] of Object.entries( params ) ) {
		if ( value !== undefined ) {
			url.searchParams.set( name, value );
		}
	}
	send( res, 302, '', { Location: url.toString() } );
}

async function decide( req, res ) {
	const params = new URLSearchParams( await readBody( req ) );
	const redirectUri = params.get( 'redirect_uri' );
	const stateParam = params.get( 'state' ) ?? undefined;
	if (
		! redirectUri ||
		params.get( 'client_id' ) !== state.config.clientId
	) {
		return errorPage( res, 400, 'Error 400: invalid_request' );
	}
	if ( params.get( 'decision' ) !== 'allow' ) {
		return redirectBack( res, redirectUri, {
			error: 'access_denied',
			state: stateParam,
		} );
	}
	const requested = ( params.get( 'scope' ) ?? '' ).split( ' ' );
	const ticked = params
		.getAll( 'granted' )
		.filter( ( s ) => requested.includes( s ) );
	const clientId = params.get( 'client_id' );
	let granted = new Set( ticked );
	if ( params.get( 'include_granted_scopes' ) === 'true' ) {
		granted = new Set( [
			...( state.grants.get( clientId ) ?? [] ),
			...ticked,
		] );
	}
	state.grants.set( clientId, granted );
	const code = random( '4/0Afake' );
	state.codes.set( code, {
		clientId,
		redirectUri,
		scopes: [ ...granted ],
		challenge: params.get( 'code_challenge' ) || null,
		method: params.get( 'code_challenge_method' ) || 'plain',
		offline: params.get( 'access_type' ) === 'offline',
		consent: true,
		created: Date.now(),
		used: false,
	} );
	redirectBack( res, redirectUri, {
		state: stateParam,
		code,
		scope: [ ...granted ].join( ' ' ),
		authuser: '0',
		prompt: 'consent',
	} );
}

function oauthError( res, status, error, description ) {
	send( res, status, { error, error_description: description } );
}

function issueAccess( refreshToken, scopes ) {
	const token = random( 'ya29.fake' );
	state.access.set( token, {
		scopes,
		refresh: refreshToken,
		expires: Date.now() + state.config.accessTtl * 1000,
	} );
	return token;
}

async function tokenEndpoint( req, res ) {
	state.counts.token += 1;
	const form = parseForm( await readBody( req ) );
	if ( ! form.grant_type ) {
		return oauthError(
			res,
			400,
			'invalid_request',
			'Missing required parameter: grant_type'
		);
	}
	if (
		form.client_id !== state.config.clientId ||
		form.client_secret !== state.config.clientSecret
	) {
		return oauthError( res, 401, 'invalid_client', 'Unauthorized' );
	}
	if ( form.grant_type === 'authorization_code' ) {
		const code = state.codes.get( form.code ?? '' );
		if ( ! code || code.used || Date.now() - code.created > 600000 ) {
			return oauthError( res, 400, 'invalid_grant', 'Bad Request' );
		}
		if ( code.redirectUri !== form.redirect_uri ) {
			return oauthError(
				res,
				400,
				'redirect_uri_mismatch',
				'Bad Request'
			);
		}
		code.used = true;
		if ( code.challenge && ! form.code_verifier ) {
			return oauthError(
				res,
				400,
				'invalid_grant',
				'Missing code verifier.'
			);
		}
		if ( ! code.challenge && form.code_verifier ) {
			return oauthError(
				res,
				400,
				'invalid_grant',
				'code_verifier or verifier is not needed.'
			);
		}
		if ( code.challenge ) {
			const computed =
				code.method === 'S256'
					? b64url(
							crypto
								.createHash( 'sha256' )
								.update( form.code_verifier )
								.digest()
						)
					: form.code_verifier;
			if ( computed !== code.challenge ) {
				return oauthError(
					res,
					400,
					'invalid_grant',
					'Invalid code verifier.'
				);
			}
		}
		const answer = {
			expires_in: state.config.accessTtl,
			scope: code.scopes.join( ' ' ),
			token_type: 'Bearer',
		};
		let refreshToken = null;
		if ( code.offline && code.consent ) {
			refreshToken = random( '1//0fake' );
			state.refresh.set( refreshToken, {
				scopes: code.scopes,
				revoked: false,
			} );
			answer.refresh_token = refreshToken;
		}
		answer.access_token = issueAccess( refreshToken, code.scopes );
		return send( res, 200, answer );
	}
	if ( form.grant_type === 'refresh_token' ) {
		state.counts.refresh += 1;
		const refresh = state.refresh.get( form.refresh_token ?? '' );
		if ( ! refresh || refresh.revoked ) {
			return oauthError(
				res,
				400,
				'invalid_grant',
				'Token has been expired or revoked.'
			);
		}
		return send( res, 200, {
			access_token: issueAccess( form.refresh_token, refresh.scopes ),
			expires_in: state.config.accessTtl,
			scope: refresh.scopes.join( ' ' ),
			token_type: 'Bearer',
		} );
	}
	return oauthError(
		res,
		400,
		'unsupported_grant_type',
		`Invalid grant_type: ${ form.grant_type }`
	);
}

async function revokeEndpoint( req, res ) {
	state.counts.revoke += 1;
	const form = parseForm( await readBody( req ) );
	const token = form.token ?? '';
	const live =
		( state.refresh.has( token ) &&
			! state.refresh.get( token ).revoked ) ||
		state.access.has( token );
	if ( ! live ) {
		return oauthError(
			res,
			400,
			'invalid_token',
			'Token expired or revoked'
		);
	}
	// Revocation removes the app's whole grant for the account (the one account of the fake):
	// every refresh token, every access token, every granted scope.
	for ( const refresh of state.refresh.values() ) {
		refresh.revoked = true;
	}
	state.access.clear();
	state.grants.clear();
	return send( res, 200, '' );
}

// ------------------------------------------------------------------ APIs
function bearer( req, res ) {
	const match = /^Bearer (.+)$/.exec( req.headers.authorization ?? '' );
	const token = match ? state.access.get( match[ 1 ] ) : null;
	if ( ! token || token.expires <= Date.now() ) {
		const [ status, body ] = failureBody( { status: 401 }, '' );
		body.error.errors[ 0 ].location = 'Authorization';
		body.error.errors[ 0 ].locationType = 'header';
		send( res, status, body, {
			'WWW-Authenticate':
				'Bearer realm="https://accounts.google.com/", error="invalid_token"',
		} );
		return null;
	}
	return token;
}

function needScope( res, token, accepted ) {
	if ( accepted.some( ( scope ) => token.scopes.includes( scope ) ) ) {
		return true;
	}
	send(
		res,
		403,
		apiError(
			403,
			'insufficientPermissions',
			'Request had insufficient authentication scopes.'
		)
	);
	return false;
}

function findSite( siteUrl ) {
	return state.config.sites.find( ( s ) => s.siteUrl === siteUrl );
}

/**
 * Deterministic day number (UTC days since the epoch) of a YYYY-MM-DD date.
 * @param date
 */
const dayNumber = ( date ) =>
	Math.floor( Date.parse( `${ date }T00:00:00Z` ) / 86400000 );
const dateOf = ( day ) =>
	new Date( day * 86400000 ).toISOString().slice( 0, 10 );

/**
 * Page-level daily figures: some days have no data at all (omitted rows, as Google does).
 * @param page
 * @param day
 */
function pageDay( page, day ) {
	if ( day % 17 === 0 ) {
		return null;
	}
	const clicks = ( page * 7 + day * 3 ) % 11;
	const impressions = clicks * 10 + ( ( page * 13 + day ) % 23 ) + 5;
	const position = 1 + ( ( page * 37 ) % 400 ) / 10 + ( day % 3 ) * 0.5;
	return { clicks, impressions, position };
}

function pageUrl( siteUrl, page ) {
	const base = siteUrl.startsWith( 'sc-domain:' )
		? `https://${ siteUrl.slice( 10 ) }/`
		: siteUrl;
	return page === 0 ? base : `${ base }page-${ page }/`;
}

function searchAnalytics( siteUrl, body ) {
	const { startDate, endDate } = body;
	if (
		! /^\d{4}-\d{2}-\d{2}$/.test( startDate ?? '' ) ||
		! /^\d{4}-\d{2}-\d{2}$/.test( endDate ?? '' ) ||
		startDate > endDate
	) {
		return [
			400,
			apiError( 400, 'badRequest', 'Invalid start date or end date.' ),
		];
	}
	const rowLimit = body.rowLimit ?? 1000;
	const startRow = body.startRow ?? 0;
	if ( rowLimit < 1 || rowLimit > 25000 || startRow < 0 ) {
		return [
			400,
			apiError( 400, 'badRequest', 'Invalid rowLimit or startRow.' ),
		];
	}
	const dimensions = ( body.dimensions ?? [] ).map( ( d ) =>
		String( d ).toLowerCase()
	);
	if ( dimensions.some( ( d ) => ! [ 'date', 'page' ].includes( d ) ) ) {
		return [
			400,
			apiError(
				400,
				'badRequest',
				'The fake serves the date and page dimensions only.'
			),
		];
	}
	const first = dayNumber( startDate );
	const last = dayNumber( endDate );
	const groups = new Map();
	for ( let day = first; day <= last; day++ ) {
		for ( let page = 0; page < state.config.pages; page++ ) {
			const figures = pageDay( page, day );
			if ( ! figures ) {
				continue;
			}
			const keys = dimensions.map( ( d ) =>
				d === 'date' ? dateOf( day ) : pageUrl( siteUrl, page )
			);
			const key = JSON.stringify( keys );
			const group = groups.get( key ) ?? {
				keys,
				clicks: 0,
				impressions: 0,
				weighted: 0,
			};
			group.clicks += figures.clicks;
			group.impressions += figures.impressions;
			group.weighted += figures.position * figures.impressions;
			groups.set( key, group );
		}
		// Anonymised queries: counted in property totals and by date, never in page rows.
		if ( ! dimensions.includes( 'page' ) && day % 17 !== 0 ) {
			const keys = dimensions.map( () => dateOf( day ) );
			const key = JSON.stringify( keys );
			const group = groups.get( key ) ?? {
				keys,
				clicks: 0,
				impressions: 0,
				weighted: 0,
			};
			group.clicks += 2;
			group.impressions += 40;
			group.weighted += 30 * 40;
			groups.set( key, group );
		}
	}
	let rows = [ ...groups.values() ].map( ( g ) => {
		const row = {
			keys: g.keys,
			clicks: g.clicks,
			impressions: g.impressions,
			ctr: g.impressions ? g.clicks / g.impressions : 0,
			position: g.impressions
				? Math.round( ( g.weighted / g.impressions ) * 100 ) / 100
				: 0,
		};
		if ( dimensions.length === 0 ) {
			delete row.keys;
		}
		return row;
	} );
	if ( dimensions[ 0 ] === 'date' ) {
		rows.sort( ( a, b ) => ( a.keys[ 0 ] < b.keys[ 0 ] ? -1 : 1 ) );
	} else {
		rows.sort(
			( a, b ) =>
				b.clicks - a.clicks ||
				( a.keys?.[ 0 ] ?? '' ).localeCompare( b.keys?.[ 0 ] ?? '' )
		);
	}
	rows = rows.slice( startRow, startRow + rowLimit );
	const answer = {
		responseAggregationType: dimensions.includes( 'page' )
			? 'byPage'
			: 'byProperty',
	};
	if ( rows.length ) {
		answer.rows = rows;
	}
	return [ 200, answer ];
}

function metaToken( identifier ) {
	if ( ! state.tokens.has( identifier ) ) {
		state.tokens.set(
			identifier,
			'fake' +
				crypto
					.createHash( 'sha256' )
					.update( identifier )
					.digest( 'base64url' )
					.slice( 0, 38 )
		);
	}
	return state.tokens.get( identifier );
}

async function fetchPage( url ) {
	if ( state.pages.has( url ) ) {
		return state.pages.get( url );
	}
	try {
		const answer = await fetch( url, {
			redirect: 'follow',
			signal: AbortSignal.timeout( 8000 ),
		} );
		return answer.ok ? await answer.text() : '';
	} catch {
		return '';
	}
}

async function api( req, res, path, query ) {
	state.counts.api += 1;
	const token = bearer( req, res );
	if ( ! token ) {
		return;
	}
	const text = await readBody( req );
	const body = parseJson( text );
	if ( body === null ) {
		return send(
			res,
			400,
			apiError( 400, 'parseError', 'Invalid JSON payload received.' )
		);
	}

	if ( path === '/oauth2/v2/userinfo' && req.method === 'GET' ) {
		if ( ! needScope( res, token, [ SCOPE.email ] ) ) {
			return;
		}
		return send( res, 200, {
			id: '1000001',
			email: state.config.email,
			verified_email: true,
		} );
	}

	if ( path === '/webmasters/v3/sites' && req.method === 'GET' ) {
		if ( ! needScope( res, token, [ SCOPE.readonly, SCOPE.full ] ) ) {
			return;
		}
		return send(
			res,
			200,
			state.config.sites.length ? { siteEntry: state.config.sites } : {}
		);
	}

	const match =
		/^\/webmasters\/v3\/sites\/([^/]+)(\/searchAnalytics\/query)?$/.exec(
			path
		);
	if ( match ) {
		const siteUrl = decodeURIComponent( match[ 1 ] );
		if ( match[ 2 ] && req.method === 'POST' ) {
			if ( ! needScope( res, token, [ SCOPE.readonly, SCOPE.full ] ) ) {
				return;
			}
			const site = findSite( siteUrl );
			if ( ! site || site.permissionLevel === 'siteUnverifiedUser' ) {
				return send(
					res,
					403,
					apiError(
						403,
						'forbidden',
						`User does not have sufficient permission for site '${ siteUrl }'. See also: https://support.google.com/webmasters/answer/2451999.`
					)
				);
			}
			const [ status, answer ] = searchAnalytics( siteUrl, body );
			return send( res, status, answer );
		}
		if ( ! match[ 2 ] && req.method === 'GET' ) {
			if ( ! needScope( res, token, [ SCOPE.readonly, SCOPE.full ] ) ) {
				return;
			}
			const site = findSite( siteUrl );
			return site
				? send( res, 200, site )
				: send(
						res,
						403,
						apiError(
							403,
							'forbidden',
							`User does not have sufficient permission for site '${ siteUrl }'. See also: https://support.google.com/webmasters/answer/2451999.`
						)
					);
		}
		if ( ! match[ 2 ] && req.method === 'PUT' ) {
			if ( ! needScope( res, token, [ SCOPE.full ] ) ) {
				return;
			}
			if (
				! /^(https?:\/\/[^/]+\/.*|sc-domain:[a-z0-9.-]+)$/i.test(
					siteUrl
				)
			) {
				return send(
					res,
					400,
					apiError(
						400,
						'invalidParameter',
						`'${ siteUrl }' is not a valid Search Console site URL.`
					)
				);
			}
			if ( ! findSite( siteUrl ) ) {
				state.config.sites.push( {
					siteUrl,
					permissionLevel: 'siteUnverifiedUser',
				} );
			}
			return send( res, 204, '' );
		}
	}

	if ( path === '/siteVerification/v1/token' && req.method === 'POST' ) {
		if (
			! needScope( res, token, [ SCOPE.verifyOnly, SCOPE.verification ] )
		) {
			return;
		}
		const site = body.site ?? {};
		if (
			site.type !== 'SITE' ||
			body.verificationMethod !== 'META' ||
			! site.identifier
		) {
			return send(
				res,
				400,
				apiError(
					400,
					'badRequest',
					'The fake verifies SITE resources with the META method only.'
				)
			);
		}
		return send( res, 200, {
			method: 'META',
			token: `<meta name="google-site-verification" content="${ metaToken( site.identifier ) }" />`,
		} );
	}

	if (
		path === '/siteVerification/v1/webResource' &&
		req.method === 'POST'
	) {
		if (
			! needScope( res, token, [ SCOPE.verifyOnly, SCOPE.verification ] )
		) {
			return;
		}
		const identifier = body.site?.identifier ?? '';
		if (
			query.get( 'verificationMethod' ) !== 'META' ||
			body.site?.type !== 'SITE' ||
			! identifier
		) {
			return send(
				res,
				400,
				apiError(
					400,
					'badRequest',
					'The fake verifies SITE resources with the META method only.'
				)
			);
		}
		const html = await fetchPage( identifier );
		const expected = metaToken( identifier );
		const found = [ ...html.matchAll( /<meta\s[^>]*>/gi ) ].some(
			( [ tag ] ) =>
				/name=["']google-site-verification["']/i.test( tag ) &&
				new RegExp( `content=["']${ expected }["']`, 'i' ).test( tag )
		);
		if ( ! found ) {
			return send(
				res,
				400,
				apiError(
					400,
					'badRequest',
					'The necessary verification token could not be found on your site.'
				)
			);
		}
		const site = findSite( identifier );
		if ( site ) {
			site.permissionLevel = 'siteOwner';
		} else {
			state.config.sites.push( {
				siteUrl: identifier,
				permissionLevel: 'siteOwner',
			} );
		}
		return send( res, 200, {
			id: encodeURIComponent( identifier ),
			site: { type: 'SITE', identifier },
			owners: [ state.config.email ],
		} );
	}

	send(
		res,
		404,
		apiError( 404, 'notFound', 'Requested entity was not found.' )
	);
}

// ------------------------------------------------------------------ control
async function control( req, res, path ) {
	const body = parseJson( await readBody( req ) ) ?? {};
	switch ( path ) {
		case '/__control/reset':
			reset();
			return send( res, 200, { ok: true } );
		case '/__control/config':
			Object.assign( state.config, body );
			return send( res, 200, { ok: true, config: state.config } );
		case '/__control/fail':
			state.failures.push( body );
			return send( res, 200, { ok: true } );
		case '/__control/expire-access':
			for ( const token of state.access.values() ) {
				token.expires = 0;
			}
			return send( res, 200, { ok: true } );
		case '/__control/revoke-all':
			for ( const token of state.refresh.values() ) {
				token.revoked = true;
			}
			state.access.clear();
			return send( res, 200, { ok: true } );
		case '/__control/page':
			state.pages.set( body.url, body.html ?? '' );
			return send( res, 200, { ok: true } );
		case '/__control/state':
			return send( res, 200, {
				counts: state.counts,
				log: state.log,
				sites: state.config.sites,
				liveRefreshTokens: [ ...state.refresh.values() ].filter(
					( t ) => ! t.revoked
				).length,
			} );
	}
	send( res, 404, { error: 'unknown control endpoint' } );
}

// ------------------------------------------------------------------ server
const server = createServer(
	async ( req, res ) => {
		const url = new URL( req.url, 'http://localhost' );
		const path = url.pathname;
		if ( path.startsWith( '/__control/' ) ) {
			return await control( req, res, path );
		}
		state.log.push( `${ req.method } ${ path }` );
		if ( state.log.length > 500 ) {
			state.log.shift();
		}
		const failure = takeFailure( state.failures, path );
		if ( failure ) {
			if ( failure.delayMs ) {
				await new Promise( ( resolve ) =>
					setTimeout( resolve, failure.delayMs )
				);
			}
			if ( failure.status ) {
				const [ status, body ] = failureBody( failure, path );
				return send( res, status, body );
			}
		}
		if ( path === '/o/oauth2/v2/auth' && req.method === 'GET' ) {
			return consentPage( res, url.searchParams );
		}
		if ( path === '/o/oauth2/v2/auth/decide' && req.method === 'POST' ) {
			return await decide( req, res );
		}
		if ( path === '/token' && req.method === 'POST' ) {
			return await tokenEndpoint( req, res );
		}
		if ( path === '/revoke' && req.method === 'POST' ) {
			return await revokeEndpoint( req, res );
		}
		return await api( req, res, path, url.searchParams );
	},
	( res, status, error ) =>
		send(
			res,
			status,
			apiError(
				status,
				status === 413 ? 'uploadTooLarge' : 'backendError',
				String( error )
			)
		)
);

start( server, 'fake-google' );
