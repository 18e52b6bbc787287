/**
 * Length limits in TypeScript: read from the boot object PHP prints (Seo\Limits through the
 * `lodestar_length_limits` filter), never typed as numbers elsewhere.
 */
import { render, screen } from '@testing-library/react';

import GeneralTab from '../../src/components/page-seo/GeneralTab';
import SearchPreview from '../../src/components/SearchPreview';
import type { PreviewFacts } from '../../src/types/page-seo';
import {
	DEFAULT_LENGTH_LIMITS,
	getLengthLimits,
	lengthLimitsOf,
} from '../../src/utils/limits';
import { objectTemplateContext } from '../../src/utils/object-preview';
import { DEFAULT_SEO_FIELDS } from '../../src/utils/seo-fields';

const FACTS: PreviewFacts = {
	site_name: 'Sky',
	tagline: 'Maps',
	site_url: 'http://example.test',
	favicon: '',
	separator: '-',
	title_template: '%title%',
	description_template: '%excerpt%',
	default_title: '',
	auto_generate_description: true,
	twitter_card_type: 'summary_large_image',
	fallback_image: '',
	// What the REST answer says; the boot object wins.
	limits: { title_length: 60, description_length: 160, url_length: 90 },
	object: {},
};

/**
 * The boot object of the block editor, shaped as Editor\EditorAssets prints it.
 */
const EDITOR_BOOT = JSON.parse(
	'{"postId":7,"postType":"post","restNamespace":"lodestar\\/v1","titleLength":20,"descriptionLength":30,"urlLength":25}'
) as Window[ 'lodestarEditor' ];

afterEach( () => {
	delete window.lodestarAdmin;
	delete window.lodestarEditor;
	delete window.lodestarTerm;
} );

describe( 'length limits', () => {
	it( 'defaults to the spec values 60, 160 and 90 without boot data', () => {
		expect( DEFAULT_LENGTH_LIMITS ).toEqual( {
			title: 60,
			description: 160,
			url: 90,
		} );
		expect( getLengthLimits() ).toEqual( {
			title: 60,
			description: 160,
			url: 90,
		} );
	} );

	it( 'reads the boot object of the loaded entry', () => {
		window.lodestarTerm = {
			taxonomy: 'category',
			titleLength: 55,
			descriptionLength: 150,
			urlLength: 80,
		};
		expect( getLengthLimits() ).toEqual( {
			title: 55,
			description: 150,
			url: 80,
		} );
		window.lodestarEditor = EDITOR_BOOT;
		expect( getLengthLimits() ).toEqual( {
			title: 20,
			description: 30,
			url: 25,
		} );
		window.lodestarAdmin = {
			titleLength: 70,
			descriptionLength: 170,
			urlLength: 100,
		};
		expect( getLengthLimits() ).toEqual( {
			title: 70,
			description: 170,
			url: 100,
		} );
	} );

	it( 'keeps the default of a missing or invalid value', () => {
		expect(
			lengthLimitsOf( {
				titleLength: 0,
				descriptionLength: 12.5,
				urlLength: '40' as unknown as number,
			} )
		).toEqual( { title: 60, description: 160, url: 90 } );
		expect( lengthLimitsOf( { descriptionLength: 140 } ) ).toEqual( {
			title: 60,
			description: 140,
			url: 90,
		} );
	} );

	it( 'counts, limits the input and cuts the preview with the boot limits in the editor', () => {
		window.lodestarEditor = EDITOR_BOOT;
		const title = 'T'.repeat( 21 );
		const description = 'd'.repeat( 31 );
		const { container } = render(
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
				permalink={ `http://example.test/${ 'x'.repeat( 5 ) }/` }
			/>
		);
		const counters = Array.from(
			container.querySelectorAll( '.lodestar-character-counter__value' )
		).map( ( node ) => node.textContent );
		expect( counters ).toEqual( [ '21/20', '31/30', '26/25' ] );
		expect(
			container.querySelectorAll( '[data-over-limit="true"]' )
		).toHaveLength( 3 );
		expect(
			screen.getByRole( 'textbox', { name: 'SEO Description' } )
		).toHaveAttribute( 'maxLength', '30' );
		expect(
			container.querySelector( '.lodestar-search-preview__title' )
				?.textContent
		).toBe( `${ 'T'.repeat( 20 ) }…` );
		expect(
			container.querySelector( '.lodestar-search-preview__description' )
				?.textContent
		).toBe( `${ 'd'.repeat( 30 ) }…` );
	} );

	it( 'cuts the search preview title at the boot title limit', () => {
		window.lodestarAdmin = { titleLength: 10 };
		const { container } = render(
			<SearchPreview
				siteName="Sky"
				siteUrl="http://example.test"
				title="A title longer than ten"
				description="Short."
			/>
		);
		expect(
			container.querySelector( '.lodestar-search-preview__title' )
				?.textContent
		).toBe( 'A title lo…' );
	} );

	it( 'generates descriptions of the boot description length, as the page does', () => {
		window.lodestarTerm = { descriptionLength: 12 };
		const term = objectTemplateContext( 'term', FACTS, {
			title: 'Nebulae',
			description: 'Clouds of gas and dust.',
		} );
		expect( term.excerpt ).toBe( 'Clouds of' );
		expect( term.description_length ).toBe( 12 );
	} );
} );
