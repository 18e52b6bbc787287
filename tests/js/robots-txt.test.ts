/**
 * The robots.txt matcher's TypeScript half (src/utils/robots-txt.ts) against the cases PHPUnit
 * runs through Lodestar\Support\RobotsTxtRules (tests/fixtures/robots-txt.json): Google's
 * published matching rules and RFC 9309, each decision and the rule that decided.
 */
import fixture from '../fixtures/robots-txt.json';
import {
	blockedSearchEngine,
	decideRobots,
	parseRobotsTxt,
	robotsPatternMatches,
} from '../../src/utils/robots-txt';

interface Case {
	name: string;
	source: string;
	robots: string;
	agent: string | string[];
	path: string;
	allowed: boolean;
	line: number;
	rule: string;
}

const cases = fixture.cases as Case[];

describe( 'robots.txt matching (shared cases)', () => {
	it( 'has at least 20 cases, both decisions', () => {
		expect( cases.length ).toBeGreaterThanOrEqual( 20 );
		expect( cases.some( ( c ) => c.allowed ) ).toBe( true );
		expect( cases.some( ( c ) => ! c.allowed ) ).toBe( true );
	} );

	it.each( cases.map( ( c ) => [ c.name, c ] as const ) )(
		'%s',
		( _name, c ) => {
			const decision = decideRobots(
				parseRobotsTxt( c.robots ),
				c.agent,
				c.path
			);
			expect( {
				allowed: decision.allowed,
				line: decision.line,
				rule: decision.rule,
			} ).toEqual( { allowed: c.allowed, line: c.line, rule: c.rule } );
		}
	);
} );

describe( 'blockedSearchEngine', () => {
	it( 'names the first search engine blocked from the home page and the rule', () => {
		expect( blockedSearchEngine( 'User-agent: *\nDisallow: /\n' ) ).toEqual(
			{
				agent: 'googlebot',
				allowed: false,
				line: 2,
				rule: 'Disallow: /',
				group: '*',
			}
		);
		expect(
			blockedSearchEngine(
				'User-agent: Bingbot\nDisallow: /\n\nUser-agent: *\nDisallow:\n'
			)?.agent
		).toBe( 'bingbot' );
	} );

	it( 'is null when the home page stays open', () => {
		expect(
			blockedSearchEngine(
				'User-agent: *\nDisallow: /*?\nDisallow: /*.php$\n'
			)
		).toBeNull();
		expect(
			blockedSearchEngine( 'User-agent: *\nAllow: /$\nDisallow: /\n' )
		).toBeNull();
		expect( blockedSearchEngine( '' ) ).toBeNull();
	} );

	it( 'matches many wildcards without backtracking', () => {
		expect(
			robotsPatternMatches(
				'/' + '*a'.repeat( 40 ) + 'b$',
				'/' + 'a'.repeat( 2000 )
			)
		).toBe( false );
	} );
} );
