/**
 * Meta Templates: the content-type switcher (templates per content type, their preview,
 * counters, variables and robots defaults) and its helpers.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import * as api from '../../src/api';
import { store } from '../../src/store';
import { findRoute, getRoutes } from '../../src-admin/app/routes';
import MetaTemplates from '../../src-admin/screens/meta-templates';
import {
	contentTypeChoices,
	sampleContext,
	withEntryValue,
} from '../../src-admin/screens/meta-templates/content-types';
import type { AdminRoute } from '../../src-admin/app/types';
import { getContentTypeVariables } from '../../src/utils/variables';
import { KNOWN_VARIABLES } from '../../src/utils/template-variables';
import {
	createTestRegistry,
	makeSettings,
	makeSiteSettings,
	withRegistry,
} from './helpers';

jest.mock( '../../src/api' );
const mockedApi = jest.mocked( api );

const route = findRoute( getRoutes(), '/general' ) as AdminRoute;

const CONTENT = {
	post_types: [
		{ slug: 'post', label: 'Posts' },
		{ slug: 'page', label: 'Pages' },
		{ slug: 'product', label: 'Products' },
	],
	taxonomies: [
		{ slug: 'category', label: 'Categories' },
		{ slug: 'post_tag', label: 'Tags' },
	],
	archives: [
		{ slug: 'author', label: 'Author archives' },
		{ slug: 'date', label: 'Date archives' },
		{ slug: 'search', label: 'Search results' },
	],
};

const SITE = { name: 'Sky', tagline: 'Maps', url: 'http://example.test' };

describe( 'contentTypeChoices', () => {
	it( 'lists post types, taxonomies, archives of public types, then the fixed archives', () => {
		const choices = contentTypeChoices( CONTENT, [
			{ slug: 'product', label: 'Products' },
			{ slug: 'private_thing', label: 'Hidden' },
		] );
		expect(
			choices.map( ( choice ) => [
				choice.key,
				choice.label,
				choice.robotsSlug,
			] )
		).toEqual( [
			[ 'post_type:post', 'Posts', 'post' ],
			[ 'post_type:page', 'Pages', 'page' ],
			[ 'post_type:product', 'Products', 'product' ],
			[ 'taxonomy:category', 'Categories', 'category' ],
			[ 'taxonomy:post_tag', 'Tags', 'post_tag' ],
			[ 'pta:product', 'Products archive', 'pta:product' ],
			[ 'archive:author', 'Author archives', 'author' ],
			[ 'archive:date', 'Date archives', 'date' ],
			[ 'archive:search', 'Search results', 'search' ],
			[ 'archive:404', '404 page', null ],
		] );
	} );

	it( 'offers the fixed archives while the lists load', () => {
		expect(
			contentTypeChoices( null, null ).map( ( choice ) => choice.key )
		).toEqual( [
			'archive:author',
			'archive:date',
			'archive:search',
			'archive:404',
		] );
	} );

	it( 'previews each kind with its own facts', () => {
		const sample = {
			title: 'Hello',
			excerpt: 'Hi.',
			content: '',
			permalink: 'http://example.test/hello/',
		};
		const [ , page, product, , tag, archive ] = contentTypeChoices(
			CONTENT,
			[ { slug: 'product', label: 'Products' } ]
		);
		expect( sampleContext( page!, SITE, sample ) ).toMatchObject( {
			kind: 'page',
			type: 'page',
			title: 'Hello',
		} );
		expect( sampleContext( product!, SITE, sample ) ).toMatchObject( {
			kind: 'page',
			type: 'product',
		} );
		expect( sampleContext( tag!, SITE, sample ) ).toMatchObject( {
			kind: 'term',
			type: 'post_tag',
		} );
		expect( sampleContext( archive!, SITE, sample ) ).toEqual( {
			kind: 'post-type-archive',
			type: 'product',
			site: SITE,
			title: 'Products',
		} );
	} );

	it( 'changes one value of one entry', () => {
		const entries = {
			'post_type:post': { title: 'A', description: 'B', schema: '' },
		};
		expect(
			withEntryValue( entries, 'archive:404', 'title', 'Lost' )
		).toEqual( {
			'post_type:post': { title: 'A', description: 'B', schema: '' },
			'archive:404': { title: 'Lost', description: '', schema: '' },
		} );
		expect( entries ).not.toHaveProperty( 'archive:404' );
	} );
} );

describe( 'getContentTypeVariables', () => {
	const names = (
		group: Parameters< typeof getContentTypeVariables >[ 0 ]
	) => getContentTypeVariables( group ).map( ( variable ) => variable.name );

	it( 'offers only the variables a content type has', () => {
		expect( names( 'search' ) ).toContain( 'search_query' );
		expect( names( 'search' ) ).not.toContain( 'excerpt' );
		expect( names( 'post_type' ) ).toContain( 'excerpt' );
		expect( names( 'post_type' ) ).not.toContain( 'search_query' );
		expect( names( 'taxonomy' ) ).toContain( 'term_title' );
		expect( names( 'author' ) ).toContain( 'author_name' );
		expect( names( '404' ) ).toEqual( [
			'site_name',
			'separator',
			'tagline',
		] );
	} );

	it( 'offers the variables migrated templates use where they have a value', () => {
		expect( names( 'post_type' ) ).toEqual(
			expect.arrayContaining( [
				'term_hierarchy',
				'parent_title',
				'post_type_singular',
				'post_type_plural',
				'excerpt_only',
				'author_first_name',
				'author_last_name',
				'post_year',
				'post_id',
			] )
		);
		expect( names( 'taxonomy' ) ).toContain( 'term_hierarchy' );
		expect( names( 'pta' ) ).toContain( 'post_type_singular' );
		expect( names( 'author' ) ).toEqual(
			expect.arrayContaining( [
				'author_first_name',
				'author_last_name',
			] )
		);
		for ( const group of [ 'author', 'date', 'search', '404' ] as const ) {
			expect( names( group ) ).not.toContain( 'term_hierarchy' );
			expect( names( group ) ).not.toContain( 'post_type_singular' );
		}
	} );

	it( 'offers only variables the engine knows', () => {
		const groups = [
			'post_type',
			'taxonomy',
			'pta',
			'author',
			'date',
			'search',
			'404',
		] as const;
		for ( const group of groups ) {
			for ( const name of names( group ) ) {
				expect( KNOWN_VARIABLES ).toContain( name );
			}
		}
	} );
} );

describe( 'Meta Templates screen: content types', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		mockedApi.getGlobalSettings.mockResolvedValue( {
			success: true,
			data: makeSettings( {
				content_types: {
					'post_type:post': {
						title: '%title% | Journal',
						description: '',
						schema: '',
					},
				},
			} ),
			reload: [],
		} );
		mockedApi.getSiteSettings.mockResolvedValue( {
			success: true,
			data: makeSiteSettings(),
		} );
		mockedApi.getPostContent.mockResolvedValue( {
			success: true,
			data: CONTENT,
		} );
		mockedApi.getPostTypeArchives.mockResolvedValue( {
			success: true,
			data: [ { slug: 'product', label: 'Products' } ],
		} );
	} );

	async function renderScreen() {
		const registry = createTestRegistry();
		render( <MetaTemplates route={ route } />, {
			wrapper: withRegistry( registry ),
		} );
		await screen.findByRole( 'textbox', { name: 'Search Engine Title' } );
		await screen.findByRole( 'option', { name: 'Products archive' } );
		return registry;
	}

	it( 'edits the Pages templates, previews them, and leaves the global ones alone', async () => {
		const user = userEvent.setup();
		const registry = await renderScreen();
		const preview = screen.getByRole( 'region', {
			name: 'Search Engine Preview',
		} );
		// The global view previews a post, with the Posts template.
		expect(
			within( preview ).getByText( 'Hello world | Journal' )
		).toBeVisible();

		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Content type' } ),
			'post_type:page'
		);
		const title = screen.getByRole( 'textbox', {
			name: 'Pages: Search Engine Title',
		} );
		expect( title ).toHaveValue( '' );
		expect( title ).toHaveAttribute(
			'placeholder',
			'%title% - %site_name%'
		);
		// Empty: the global template.
		expect(
			within( preview ).getByText( 'Hello world - Lodestar Test' )
		).toBeVisible();

		await user.type( title, 'Page: %title%' );
		expect(
			within( preview ).getByText( 'Page: Hello world' )
		).toBeVisible();
		expect( screen.getByText( '17/60' ) ).toBeVisible();
		const settings = registry.select( store ).getSettings();
		expect( settings?.content_types[ 'post_type:page' ] ).toEqual( {
			title: 'Page: %title%',
			description: '',
			schema: '',
		} );
		expect( settings?.content_types[ 'post_type:post' ]?.title ).toBe(
			'%title% | Journal'
		);
		expect( settings?.page_title ).toBe( '%title% - %site_name%' );
		expect(
			screen.getByRole( 'button', { name: 'Save' } )
		).not.toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'offers the variables of the chosen type after @', async () => {
		const user = userEvent.setup();
		await renderScreen();
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Content type' } ),
			'archive:search'
		);
		await user.type(
			screen.getByRole( 'textbox', {
				name: 'Search results: Search Engine Title',
			} ),
			'@'
		);
		const list = screen.getByRole( 'listbox' );
		expect(
			within( list ).getByRole( 'option', { name: /Search Phrase/ } )
		).toBeVisible();
		expect(
			within( list ).queryByRole( 'option', { name: /Excerpt/ } )
		).not.toBeInTheDocument();
	} );

	it( "sets a type's robots defaults in the Robot Instructions lists", async () => {
		const user = userEvent.setup();
		const registry = await renderScreen();
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Content type' } ),
			'pta:product'
		);
		await user.click( screen.getByRole( 'checkbox', { name: 'noindex' } ) );
		expect( registry.select( store ).getSettings()?.no_index ).toEqual( [
			'pta:product',
		] );
		expect(
			screen.getByRole( 'checkbox', { name: 'noindex' } )
		).toBeChecked();

		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Content type' } ),
			'archive:404'
		);
		expect(
			screen.queryByRole( 'checkbox', { name: 'noindex' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByText( 'This page is always noindex.' )
		).toBeVisible();
	} );
} );
