/**
 * robots.txt matching rules (RFC 9309 and Google's reading of it): the TypeScript twin of
 * Lodestar\Support\RobotsTxtRules. Both run the cases of tests/fixtures/robots-txt.json; the
 * rules are described in the PHP class.
 */

/** Characters read (Google reads the first 500 KiB). */
export const ROBOTS_TXT_MAX = 512000;

export interface RobotsRule {
	allow: boolean;
	pattern: string;
	line: number;
	text: string;
}

export interface RobotsGroup {
	agents: string[];
	rules: RobotsRule[];
}

export interface RobotsDecision {
	/** Whether the crawler may fetch the path. */
	allowed: boolean;
	/** 1-based line of the rule that decided (0: no rule matched). */
	line: number;
	/** That line's text, comment removed and trimmed ('' when no rule matched). */
	rule: string;
	/** The user agent of the group obeyed ('*', a product token, or '' when none applies). */
	group: string;
}

/**
 * PHP's trim() of spaces and tabs.
 *
 * @param text Text.
 */
const trimBlank = ( text: string ): string =>
	text.replace( /^[ \t]+|[ \t]+$/g, '' );

/**
 * The UTF-8 escape of one character outside printable ASCII.
 *
 * @param char Character.
 */
function escapeChar( char: string ): string {
	try {
		return encodeURIComponent( char );
	} catch {
		return '%EF%BF%BD';
	}
}

/**
 * Normalises percent-encoding: escaped unreserved characters decoded, other escapes with
 * uppercase hex digits, characters outside printable ASCII escaped (UTF-8).
 *
 * @param text Path or pattern.
 */
export function normaliseRobotsPath( text: string ): string {
	return text.replace(
		/%([0-9A-Fa-f]{2})|[^\x21-\x7E]/gu,
		( whole: string, hex?: string ) => {
			if ( hex ) {
				const char = String.fromCharCode( parseInt( hex, 16 ) );
				return /^[A-Za-z0-9._~-]$/.test( char )
					? char
					: '%' + hex.toUpperCase();
			}
			return escapeChar( whole );
		}
	);
}

/**
 * The product token of a User-agent value, lowercased ('*', or its leading letters,
 * underscores and hyphens; '' when none).
 *
 * @param value Value of the line.
 */
export function productToken( value: string ): string {
	if ( /^\*(?:[ \t]|$)/.test( value ) ) {
		return '*';
	}
	const match = /^[A-Za-z_-]+/.exec( value );
	return match ? ( match[ 0 ] ?? '' ).toLowerCase() : '';
}

/**
 * Parses robots.txt content into groups.
 *
 * @param content robots.txt text.
 */
export function parseRobotsTxt( content: string ): RobotsGroup[] {
	let text = content.slice( 0, ROBOTS_TXT_MAX );
	if ( text.startsWith( '\uFEFF' ) ) {
		text = text.slice( 1 );
	}
	const groups: RobotsGroup[] = [];
	let current: RobotsGroup | null = null;
	let inRule = true;
	text.split( /\r\n|\r|\n/ ).forEach( ( raw, index ) => {
		const hash = raw.indexOf( '#' );
		const line = trimBlank( hash < 0 ? raw : raw.slice( 0, hash ) );
		const match = /^([A-Za-z-]+)[ \t]*:[ \t]*(.*)$/.exec( line );
		if ( ! match ) {
			return;
		}
		const field = ( match[ 1 ] ?? '' ).toLowerCase();
		const value = trimBlank( match[ 2 ] ?? '' );
		if ( field === 'user-agent' ) {
			const agent = productToken( value );
			if ( agent === '' ) {
				return;
			}
			if ( inRule || ! current ) {
				current = { agents: [], rules: [] };
				groups.push( current );
				inRule = false;
			}
			current.agents.push( agent );
			return;
		}
		if ( ( field !== 'allow' && field !== 'disallow' ) || ! current ) {
			return;
		}
		inRule = true;
		if ( value === '' ) {
			return;
		}
		current.rules.push( {
			allow: field === 'allow',
			pattern: normaliseRobotsPath( value ),
			line: index + 1,
			text: line,
		} );
	} );
	return groups;
}

/**
 * Whether a normalised pattern matches a normalised path (from the start; `*` any run of
 * characters; `$` at the end the end of the path).
 *
 * @param pattern Pattern.
 * @param path    Path.
 */
export function robotsPatternMatches( pattern: string, path: string ): boolean {
	const length = path.length;
	let positions = [ 0 ];
	const last = pattern.length - 1;
	for ( let i = 0; i <= last; i++ ) {
		const char = pattern[ i ];
		if ( char === '$' && i === last ) {
			return positions[ positions.length - 1 ] === length;
		}
		if ( char === '*' ) {
			const from = positions[ 0 ] ?? 0;
			positions = Array.from(
				{ length: length - from + 1 },
				( _, k ) => from + k
			);
			continue;
		}
		const next: number[] = [];
		for ( const position of positions ) {
			if ( position < length && path[ position ] === char ) {
				next.push( position + 1 );
			}
		}
		if ( next.length === 0 ) {
			return false;
		}
		positions = next;
	}
	return true;
}

/**
 * The decision of a robots.txt for a crawler and a path.
 *
 * @param groups Parsed groups (parseRobotsTxt()).
 * @param agent  Product token(s) of the crawler, most specific first.
 * @param path   Path and query.
 */
export function decideRobots(
	groups: RobotsGroup[],
	agent: string | string[],
	path: string
): RobotsDecision {
	const normalised = normaliseRobotsPath( path === '' ? '/' : path );
	const decided: RobotsDecision = {
		allowed: true,
		line: 0,
		rule: '',
		group: '',
	};
	let rules: RobotsRule[] = [];
	const tokens = [
		...( Array.isArray( agent ) ? agent : [ agent ] ).map( ( token ) =>
			token.toLowerCase()
		),
		'*',
	];
	for ( const token of tokens ) {
		for ( const group of groups ) {
			if ( group.agents.includes( token ) ) {
				decided.group = token;
				rules = rules.concat( group.rules );
			}
		}
		if ( decided.group !== '' ) {
			break;
		}
	}
	if ( normalised === '/robots.txt' ) {
		return decided;
	}
	let best = -1;
	for ( const rule of rules ) {
		const length = rule.pattern.length;
		const wins =
			length > best ||
			( length === best && rule.allow && ! decided.allowed );
		if ( ! wins || ! robotsPatternMatches( rule.pattern, normalised ) ) {
			continue;
		}
		best = length;
		decided.allowed = rule.allow;
		decided.line = rule.line;
		decided.rule = rule.text;
	}
	return decided;
}

/** The crawlers whose access to the home page the robots.txt editor warns about. */
export const SEARCH_ENGINE_AGENTS = [ 'googlebot', 'bingbot', '*' ];

/**
 * The first of SEARCH_ENGINE_AGENTS a robots.txt blocks from a path, with the deciding rule,
 * or null when it blocks none of them.
 *
 * @param content robots.txt text.
 * @param path    Path (default the home page, '/').
 */
export function blockedSearchEngine(
	content: string,
	path = '/'
): ( RobotsDecision & { agent: string } ) | null {
	const groups = parseRobotsTxt( content );
	for ( const agent of SEARCH_ENGINE_AGENTS ) {
		const decision = decideRobots( groups, agent, path );
		if ( ! decision.allowed ) {
			return { ...decision, agent };
		}
	}
	return null;
}
