/**
 * The resolver chain's TypeScript half (src/utils/resolvers.ts) against the vectors PHPUnit
 * runs through the real PHP resolvers (tests/fixtures/resolvers.json): every output field of
 * every vector.
 */
import fixture from '../fixtures/resolvers.json';
import { resolveSeo } from '../../src/utils/resolvers';
import type {
	ResolverContext,
	ResolverOverrides,
	ResolverSettings,
	SiteFacts,
} from '../../src/utils/resolvers';

interface Vector {
	name: string;
	site?: Partial< SiteFacts >;
	context: Omit< ResolverContext, 'site' >;
	settings: Partial< ResolverSettings >;
	overrides: ResolverOverrides;
	expected: Record< string, string >;
}

const {
	site,
	settings_defaults: defaults,
	vectors,
} = fixture as unknown as {
	site: SiteFacts;
	settings_defaults: ResolverSettings;
	vectors: Vector[];
};

describe( 'resolver chain: shared vectors', () => {
	it( 'has at least 40 uniquely named vectors', () => {
		expect( vectors.length ).toBeGreaterThanOrEqual( 40 );
		expect( new Set( vectors.map( ( vector ) => vector.name ) ).size ).toBe(
			vectors.length
		);
	} );

	test.each( vectors.map( ( vector ) => [ vector.name, vector ] as const ) )(
		'%s',
		( _name, vector ) => {
			const result = resolveSeo(
				{ ...vector.context, site: { ...site, ...vector.site } },
				{ ...defaults, ...vector.settings },
				vector.overrides
			);
			expect( {
				title: result.title,
				description: result.description,
				og_title: result.facebook.title,
				og_description: result.facebook.description,
				og_image: result.facebook.image,
				twitter_title: result.twitter.title,
				twitter_description: result.twitter.description,
				twitter_image: result.twitter.image,
			} ).toEqual( vector.expected );
		}
	);
} );
