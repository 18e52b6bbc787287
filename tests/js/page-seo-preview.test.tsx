/**
 * Page-level SEO previews: the shared template vectors through the post/term preview chain,
 * the context a post and a term resolve against (PHP: Seo\TemplateValues), fallbacks,
 * counters after substitution, truncation, the URL check and the meta conversions.
 */
import { render, screen } from '@testing-library/react';

import fixture from '../fixtures/template-variables.json';
import urlFixture from '../fixtures/url-pattern.json';
import GeneralTab from '../../src/components/page-seo/GeneralTab';
import type { PreviewFacts, SeoFields } from '../../src/types/page-seo';
import {
	memoizedResolve,
	needsContent,
	objectPreview,
	objectTemplateContext,
} from '../../src/utils/object-preview';
import {
	DEFAULT_SEO_FIELDS,
	fieldsFromMeta,
	metaFromFields,
} from '../../src/utils/seo-fields';
import { resolveTemplate } from '../../src/utils/template-variables';
import type {
	TemplateContext,
	TemplateKind,
} from '../../src/utils/template-variables';
import { isValidUrl } from '../../src/utils/url';

interface Vector {
	name: string;
	kind: TemplateKind;
	template: string;
	context: TemplateContext;
	expected: string;
}

const vectors = ( fixture as { vectors: Vector[] } ).vectors;

const FACTS: PreviewFacts = {
	site_name: 'Lodestar Test',
	tagline: 'Maps of the night sky',
	site_url: 'http://example.test',
	favicon: '',
	separator: '-',
	title_template: '%title% - %site_name%',
	description_template: '%excerpt%',
	default_title: '%site_name%',
	auto_generate_description: true,
	twitter_card_type: 'summary_large_image',
	fallback_image: 'http://example.test/fallback.png',
	limits: { title_length: 60, description_length: 160, url_length: 90 },
	object: {},
};

const NO_FALLBACK = {
	title_template: '',
	description_template: '',
	default_title: '',
	fallback_image: '',
};

/**
 * Fields with some values set.
 *
 * @param values Values.
 */
function fieldsWith( values: Partial< SeoFields > ): SeoFields {
	return { ...DEFAULT_SEO_FIELDS, ...values };
}

describe( 'page-level preview: shared vectors', () => {
	test.each( vectors.map( ( vector ) => [ vector.name, vector ] as const ) )(
		'%s',
		( _name, vector ) => {
			const field =
				vector.kind === 'title' ? 'page_title' : 'page_description';
			const preview = objectPreview(
				fieldsWith( { [ field ]: vector.template } ),
				NO_FALLBACK,
				vector.context
			);
			expect(
				vector.kind === 'title' ? preview.title : preview.description
			).toBe( vector.expected );
		}
	);
} );

describe( 'page-level preview: context and fallbacks', () => {
	it( 'gives a post the context the page gives it', () => {
		expect(
			objectTemplateContext( 'post', FACTS, {
				title: 'Edited <em>title</em>',
				excerpt: '',
				content:
					'<!-- wp:paragraph --><p>Body</p><!-- /wp:paragraph -->',
				permalink: 'http://example.test/edited/',
			} )
		).toEqual( {
			site_name: 'Lodestar Test',
			tagline: 'Maps of the night sky',
			separator: '-',
			site_url: 'http://example.test',
			auto_generate_description: true,
			description_length: 160,
			default_description: 'Maps of the night sky',
			page: '',
			page_number: '1',
			page_total: '1',
			title: 'Edited <em>title</em>',
			excerpt: '',
			content: '<!-- wp:paragraph --><p>Body</p><!-- /wp:paragraph -->',
			permalink: 'http://example.test/edited/',
		} );
	} );

	it( 'takes the author, dates and terms the server resolved, and the edited text over them', () => {
		const facts: PreviewFacts = {
			...FACTS,
			object: {
				variables: {
					author_name: 'Ada',
					category: 'News, R&D',
					tag: 'tips',
					primary_category: 'News',
					published: 'November 22, 2026',
					modified: 'November 22, 2026',
				},
			},
		};
		const context = objectTemplateContext( 'post', facts, {
			title: 'Edited',
			excerpt: '',
			content: '',
			permalink: 'http://example.test/edited/',
		} );
		expect(
			resolveTemplate(
				'%title% %separator% %primary_category% (%category%; %tag%) by %author_name%',
				context,
				'title'
			)
		).toBe( 'Edited - News (News, R&D; tips) by Ada' );
		expect(
			objectTemplateContext( 'post', FACTS, { title: 'Plain' } ).category
		).toBeUndefined();
	} );

	it( 'gives a term its name, description and cut excerpt', () => {
		const long = 'word '.repeat( 60 ).trim();
		const context = objectTemplateContext( 'term', FACTS, {
			title: 'Nebulae',
			description: `<p>${ long }</p>`,
			permalink: 'http://example.test/category/nebulae/',
		} );
		expect( context.title ).toBe( 'Nebulae' );
		expect( context.term_title ).toBe( 'Nebulae' );
		expect( context.term_description ).toBe( `<p>${ long }</p>` );
		expect( context.excerpt ).toBe( 'word '.repeat( 32 ).trim() );
		expect( context.default_description ).toBe( '' );
		// Without the server's hierarchy, the term alone.
		expect( context.term_hierarchy ).toBe( 'Nebulae' );
	} );

	it( 'takes the hierarchy and labels the server resolved (term popup, sidebar)', () => {
		const term = objectTemplateContext(
			'term',
			{
				...FACTS,
				object: { variables: { term_hierarchy: 'Space - Nebulae' } },
			},
			{ title: 'Nebulae' }
		);
		expect(
			resolveTemplate(
				'%term_hierarchy% %separator% %site_name%',
				term,
				'title'
			)
		).toBe( 'Space - Nebulae - Lodestar Test' );
		const post = objectTemplateContext(
			'post',
			{
				...FACTS,
				object: {
					variables: {
						parent_title: 'About',
						post_type_singular: 'Page',
						term_hierarchy: '',
						author_first_name: 'Ada',
					},
				},
			},
			{ title: 'Team' }
		);
		expect(
			resolveTemplate(
				'%title% %separator% %parent_title% (%post_type_singular%, %author_first_name%) %term_hierarchy%',
				post,
				'title'
			)
		).toBe( 'Team - About (Page, Ada)' );
	} );

	it( 'resolves the edited post: own template, site template, default title', () => {
		const context = objectTemplateContext( 'post', FACTS, {
			title: 'Orion & friends',
			excerpt: '',
			content: '<p>The hunter rises in winter.</p>',
		} );
		expect( objectPreview( DEFAULT_SEO_FIELDS, FACTS, context ) ).toEqual( {
			title: 'Orion & friends - Lodestar Test',
			description: 'The hunter rises in winter.',
			facebook: {
				title: 'Orion & friends - Lodestar Test',
				description: 'The hunter rises in winter.',
				image: 'http://example.test/fallback.png',
			},
			twitter: {
				title: 'Orion & friends - Lodestar Test',
				description: 'The hunter rises in winter.',
				image: 'http://example.test/fallback.png',
			},
		} );
		const own = objectPreview(
			fieldsWith( {
				page_title: '%title% %separator% Atlas',
				page_description: 'Custom',
				facebook_title: 'FB %title%',
				facebook_image_url: 'http://example.test/fb.png',
				twitter_description: 'X only',
			} ),
			FACTS,
			context
		);
		expect( own.title ).toBe( 'Orion & friends - Atlas' );
		expect( own.description ).toBe( 'Custom' );
		expect( own.facebook.title ).toBe( 'FB Orion & friends' );
		expect( own.twitter ).toEqual( {
			title: 'FB Orion & friends',
			description: 'X only',
			image: 'http://example.test/fb.png',
		} );
		// An empty title falls back to the global default title.
		const untitled = objectTemplateContext( 'post', FACTS, { title: '' } );
		expect(
			objectPreview(
				fieldsWith( { page_title: '%title%' } ),
				{ ...FACTS, title_template: '%title%' },
				untitled
			).title
		).toBe( 'Lodestar Test' );
	} );

	it( 'asks for the content only when a template needs it', () => {
		expect( needsContent( [ '%title%' ], '' ) ).toBe( false );
		expect( needsContent( [ '%excerpt%' ], 'Has one' ) ).toBe( false );
		expect( needsContent( [ '%excerpt%' ], '' ) ).toBe( true );
		expect( needsContent( [ 'A %content%' ], 'Has one' ) ).toBe( true );
	} );
} );

describe( 'General tab: counters and truncation', () => {
	const renderTab = (
		title: string,
		description: string,
		permalink: string
	) =>
		render(
			<GeneralTab
				kind="post"
				fields={ DEFAULT_SEO_FIELDS }
				onChange={ jest.fn() }
				onChanges={ jest.fn() }
				preview={ {
					title,
					description,
					facebook: { title, description, image: '' },
					twitter: { title, description, image: '' },
				} }
				facts={ FACTS }
				permalink={ permalink }
			/>
		);

	it( 'counts the resolved texts in code points against 60, 160 and 90', () => {
		const { container } = renderTab(
			'Étoile ⭐ 🌌',
			'Short',
			'http://example.test/a/'
		);
		const counters = Array.from(
			container.querySelectorAll( '.lodestar-character-counter__value' )
		).map( ( node ) => node.textContent );
		expect( counters ).toEqual( [ '10/60', '5/160', '22/90' ] );
		expect(
			container.querySelectorAll( '[data-over-limit="true"]' )
		).toHaveLength( 0 );
		expect(
			screen.getByRole( 'textbox', { name: 'SEO Description' } )
		).toHaveAttribute( 'maxLength', '160' );
	} );

	it( 'marks texts over the limits and cuts the preview', () => {
		const title = 'T'.repeat( 61 );
		const description = 'd'.repeat( 161 );
		const { container } = renderTab(
			title,
			description,
			`http://example.test/${ 'x'.repeat( 80 ) }/`
		);
		expect(
			container.querySelectorAll( '[data-over-limit="true"]' )
		).toHaveLength( 3 );
		expect(
			container.querySelector( '.lodestar-search-preview__title' )
				?.textContent
		).toBe( `${ 'T'.repeat( 60 ) }…` );
		expect(
			container.querySelector( '.lodestar-search-preview__description' )
				?.textContent
		).toBe( `${ 'd'.repeat( 160 ) }…` );
	} );
} );

describe( 'URL pattern (shared with PHP)', () => {
	test.each( urlFixture.valid )( 'accepts %s', ( url ) => {
		expect( isValidUrl( url ) ).toBe( true );
	} );
	test.each( urlFixture.invalid )( 'refuses %s', ( url ) => {
		expect( isValidUrl( url ) ).toBe( false );
	} );
} );

describe( 'meta conversions', () => {
	it( 'reads meta with defaults and types, writes prefixed keys', () => {
		expect(
			fieldsFromMeta( {
				_lodestar_page_title: 'T',
				_lodestar_post_no_index: 'yes',
				_lodestar_post_no_follow: 'maybe',
				_lodestar_facebook_image_id: 12,
				_lodestar_twitter_image_id: '3',
				other: 'x',
			} )
		).toEqual( {
			...DEFAULT_SEO_FIELDS,
			page_title: 'T',
			post_no_index: 'yes',
			facebook_image_id: 12,
		} );
		expect( fieldsFromMeta( undefined ) ).toEqual( DEFAULT_SEO_FIELDS );
		expect(
			metaFromFields( { page_title: 'A', twitter_image_id: 0 } )
		).toEqual( {
			_lodestar_page_title: 'A',
			_lodestar_twitter_image_id: 0,
		} );
	} );
} );

describe( 'memoized resolver', () => {
	it( 'resolves each template once per context', () => {
		const base = jest.fn(
			( template: string ) => `resolved ${ template }`
		);
		const resolve = memoizedResolve( base );
		const context = objectTemplateContext( 'post', FACTS, {
			title: 'Orion',
			content: '<p>Long content</p>',
		} );
		const fields = fieldsWith( { page_title: 'A' } );
		objectPreview( fields, FACTS, context, resolve );
		const calls = base.mock.calls.length;
		// Only the SEO title changes: the description is not resolved again.
		const next = objectPreview(
			fieldsWith( { page_title: 'B' } ),
			FACTS,
			context,
			resolve
		);
		expect( base.mock.calls.length ).toBe( calls + 1 );
		expect( base ).toHaveBeenLastCalledWith( 'B', context, 'title' );
		expect( next.title ).toBe( 'resolved B' );
		expect( next.description ).toBe( 'resolved %excerpt%' );
		// A new context (the post changed) resolves again.
		objectPreview( fields, FACTS, { ...context }, resolve );
		expect( base.mock.calls.length ).toBeGreaterThan( calls + 1 );
	} );
} );
