/**
 * The term popup: loads through the store (term/settings), edits locally, saves only the
 * changed fields, shows the server's message (a refused field is named), and the store slice.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

import * as api from '../../src/api/object-settings';
import { store } from '../../src/store';
import type { PreviewFacts } from '../../src/types/page-seo';
import { errorMessage } from '../../src/utils/errors';
import { DEFAULT_SEO_FIELDS } from '../../src/utils/seo-fields';
import TermPopup from '../../src-editor/term/TermPopup';
import { createTestRegistry, withRegistry } from './helpers';

jest.mock( '../../src/api/object-settings' );

const FACTS: PreviewFacts = {
	site_name: 'Sky',
	tagline: 'Maps',
	site_url: 'http://example.test',
	favicon: '',
	separator: '-',
	title_template: '%title% - %site_name%',
	description_template: '%excerpt%',
	default_title: '',
	auto_generate_description: true,
	twitter_card_type: 'summary_large_image',
	fallback_image: '',
	limits: { title_length: 60, description_length: 160, url_length: 90 },
	object: {
		type: 'category',
		title: 'Nebulae',
		description: 'Clouds of <b>gas</b>.',
		permalink: 'http://example.test/category/nebulae/',
	},
};

const answer = ( data = DEFAULT_SEO_FIELDS ) => ( {
	success: true,
	message: 'SEO settings saved.',
	data,
	preview: FACTS,
} );

describe( 'term popup', () => {
	beforeEach( () => {
		jest.mocked( api.getObjectSettings ).mockResolvedValue( answer() );
	} );

	it( 'loads the term, previews it, and saves only the changes', async () => {
		jest.mocked( api.saveObjectSettings ).mockResolvedValue(
			answer( { ...DEFAULT_SEO_FIELDS, page_title: 'All %term_title%' } )
		);
		const registry = createTestRegistry();
		render(
			<TermPopup
				termId={ 5 }
				termName="Nebulae"
				taxonomy="category"
				onClose={ jest.fn() }
			/>,
			{ wrapper: withRegistry( registry ) }
		);
		expect(
			await screen.findByRole( 'dialog', {
				name: 'Lodestar SEO: Nebulae',
			} )
		).toBeInTheDocument();
		await screen.findByRole( 'textbox', { name: 'SEO Title' } );
		// The term's taxonomy travels as post_type (the server checks it).
		expect( api.getObjectSettings ).toHaveBeenCalledWith(
			'term',
			5,
			'category'
		);
		expect(
			document.querySelector( '.lodestar-search-preview__title' )
				?.textContent
		).toBe( 'Nebulae - Sky' );
		expect(
			document.querySelector( '.lodestar-search-preview__description' )
				?.textContent
		).toBe( 'Clouds of gas.' );

		const save = screen.getByRole( 'button', { name: 'Save' } );
		expect( save ).toHaveAttribute( 'aria-disabled', 'true' );
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'SEO Title' } ),
			{
				target: { value: 'All %term_title%' },
			}
		);
		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );
		} );
		expect( api.saveObjectSettings ).toHaveBeenCalledWith(
			'term',
			5,
			{
				page_title: 'All %term_title%',
			},
			'category'
		);
		expect(
			await screen.findByText( 'SEO settings saved.', {
				selector: '.components-notice__content',
			} )
		).toBeInTheDocument();
		expect(
			registry.select( store ).getObjectSettings( 'term', 5, 'category' )
				?.fields.page_title
		).toBe( 'All %term_title%' );
	} );

	it( 'counts against the limits of its boot object (Editor\\TermAssets)', async () => {
		window.lodestarTerm = JSON.parse(
			'{"taxonomy":"category","buttonClass":"lodestar-term-seo-button","restNamespace":"lodestar\\/v1","titleLength":10,"descriptionLength":70,"urlLength":30}'
		);
		try {
			render(
				<TermPopup
					termId={ 5 }
					termName="Nebulae"
					onClose={ jest.fn() }
				/>,
				{ wrapper: withRegistry( createTestRegistry() ) }
			);
			await screen.findByRole( 'textbox', { name: 'SEO Title' } );
			const counters = Array.from(
				document.querySelectorAll(
					'.lodestar-character-counter__value'
				)
			).map( ( node ) => node.textContent );
			// 'Nebulae - Sky', 'Clouds of gas.', the term's permalink.
			expect( counters ).toEqual( [ '13/10', '14/70', '37/30' ] );
			expect(
				screen.getByRole( 'textbox', { name: 'SEO Description' } )
			).toHaveAttribute( 'maxLength', '70' );
			expect(
				document.querySelector( '.lodestar-search-preview__title' )
					?.textContent
			).toBe( 'Nebulae -…' );
		} finally {
			delete window.lodestarTerm;
		}
	} );

	it( 'shows the refusal naming the field and keeps the edit', async () => {
		jest.mocked( api.saveObjectSettings ).mockRejectedValue( {
			code: 'rest_invalid_param',
			message: 'canonical_url must be a valid URL.',
			data: { status: 400, key: 'canonical_url' },
		} );
		const registry = createTestRegistry();
		render(
			<TermPopup
				termId={ 6 }
				termName="Comets"
				taxonomy="category"
				onClose={ jest.fn() }
			/>,
			{ wrapper: withRegistry( registry ) }
		);
		fireEvent.change(
			await screen.findByRole( 'textbox', { name: 'SEO Title' } ),
			{ target: { value: 'Comets!' } }
		);
		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );
		} );
		expect(
			await screen.findByText( 'canonical_url must be a valid URL.', {
				selector: '.components-notice__content',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'textbox', { name: 'SEO Title' } )
		).toHaveValue( 'Comets!' );
	} );

	it( 'shows the server’s refusal of a taxonomy that is not the term’s', async () => {
		jest.mocked( api.getObjectSettings ).mockRejectedValue( {
			code: 'rest_invalid_param',
			message:
				'post_type "post_tag" does not match this term, whose taxonomy is "category" (for a term, post_type names its taxonomy).',
			data: { status: 400, key: 'post_type' },
		} );
		render(
			<TermPopup
				termId={ 7 }
				termName="Stars"
				taxonomy="post_tag"
				onClose={ jest.fn() }
			/>,
			{ wrapper: withRegistry( createTestRegistry() ) }
		);
		expect(
			await screen.findByText(
				'post_type "post_tag" does not match this term, whose taxonomy is "category" (for a term, post_type names its taxonomy).',
				{ selector: '.components-notice__content' }
			)
		).toBeInTheDocument();
		expect( api.getObjectSettings ).toHaveBeenCalledWith(
			'term',
			7,
			'post_tag'
		);
	} );

	it( 'stores a load failure as the error message', async () => {
		jest.mocked( api.getObjectSettings ).mockRejectedValue( {
			code: 'lodestar_not_found',
			message: 'No item with SEO settings has this id.',
		} );
		const registry = createTestRegistry();
		await registry
			.resolveSelect( store )
			.getObjectSettings( 'term', 404 )
			.catch( () => undefined );
		const seo = registry.select( store );
		expect(
			seo.hasResolutionFailed( 'getObjectSettings', [ 'term', 404 ] )
		).toBe( true );
		expect(
			errorMessage(
				seo.getResolutionError( 'getObjectSettings', [ 'term', 404 ] )
			)
		).toBe( 'No item with SEO settings has this id.' );
	} );
} );
