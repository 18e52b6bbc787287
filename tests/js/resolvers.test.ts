/**
 * The resolver chain's TypeScript half (src/utils/resolvers.ts) against the vectors PHPUnit
 * runs through the real PHP resolvers (tests/fixtures/resolvers.json): every output field of
 * every vector.
 */
import fixture from '../fixtures/resolvers.json';
import {
	objectPreview,
	objectTemplateContext,
} from '../../src/utils/object-preview';
import { resolveSeo } from '../../src/utils/resolvers';
import { DEFAULT_SEO_FIELDS } from '../../src/utils/seo-fields';
import { resolveTemplate } from '../../src/utils/template-variables';
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

describe( 'resolver chain: the editor adapter', () => {
	const facts = {
		site_name: 'Sky',
		tagline: 'Maps',
		site_url: 'http://example.test',
		separator: '-',
		title_template: '%title% - %site_name%',
		description_template: '%excerpt%',
		default_title: '',
		fallback_image: 'http://example.test/fallback.png',
	};

	it( 'takes the featured image before the fallback image', () => {
		const images = { featuredImage: 'http://example.test/featured.jpg' };
		const context = objectTemplateContext(
			'post',
			facts,
			{ title: 'Orion', excerpt: 'The hunter.' },
			images
		);
		const preview = objectPreview(
			DEFAULT_SEO_FIELDS,
			facts,
			context,
			resolveTemplate,
			images
		);
		expect( preview.facebook.image ).toBe(
			'http://example.test/featured.jpg'
		);
		expect( preview.twitter.image ).toBe(
			'http://example.test/featured.jpg'
		);
		expect(
			objectPreview( DEFAULT_SEO_FIELDS, facts, context ).facebook.image
		).toBe( 'http://example.test/fallback.png' );
	} );

	it( 'keeps the text of a password-protected post out of the description', () => {
		const context = objectTemplateContext(
			'post',
			facts,
			{ title: 'Orion', excerpt: 'Secret', content: '<p>Secret</p>' },
			{ protected: true }
		);
		expect( context.excerpt ).toBeUndefined();
		expect( context.content ).toBeUndefined();
		expect(
			objectPreview( DEFAULT_SEO_FIELDS, facts, context ).description
		).toBe( 'Maps' );
	} );
} );
