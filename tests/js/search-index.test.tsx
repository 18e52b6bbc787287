/**
 * The settings search index: built from the field definitions the screens render (every
 * definition is findable, and every screen renders an anchor for each of its definitions),
 * matching labels, descriptions, tooltips, options and keywords; disabled routes excluded.
 */
import { render, screen, waitFor } from '@testing-library/react';

import * as api from '../../src/api';
import {
	findRoute,
	getEnabledRoutes,
	getRoutes,
	getSections,
} from '../../src-admin/app/routes';
import {
	buildSearchIndex,
	getAllFields,
	searchIndex,
} from '../../src-admin/app/search-index';
import type { AdminRoute } from '../../src-admin/app/types';
import { FIELD_ATTRIBUTE } from '../../src-admin/fields/focus';
import type { PostContent, SiteSettings } from '../../src/types/api';
import {
	createTestRegistry,
	makeSettings,
	makeSiteSettings,
	withRegistry,
} from './helpers';

jest.mock( '../../src/api' );
const mockedApi = jest.mocked( api );

const PROFILES: SiteSettings[ 'social_profiles' ] = [
	{
		id: 'facebook',
		label: 'Facebook',
		placeholder: 'https://www.facebook.com/your-page',
		show_in_dashboard: true,
		setting: 'facebook_page_url',
	},
	{
		id: 'twitter',
		label: 'X (Twitter)',
		placeholder: 'https://x.com/your-handle',
		show_in_dashboard: true,
		setting: 'twitter_profile_username',
	},
	{
		id: 'pinterest',
		label: 'Pinterest',
		placeholder: 'https://www.pinterest.com/your-profile',
		show_in_dashboard: true,
		setting: 'pinterest_account',
	},
	{
		id: 'github',
		label: 'GitHub',
		placeholder: 'https://github.com/your-organization',
		show_in_dashboard: false,
		setting: 'social_profiles.github',
	},
];

const CONTENT: PostContent = {
	post_types: [
		{ slug: 'post', label: 'Posts' },
		{ slug: 'page', label: 'Pages' },
	],
	taxonomies: [ { slug: 'category', label: 'Categories' } ],
	archives: [ { slug: 'author', label: 'Author archives' } ],
};

const site = makeSiteSettings( { social_profiles: PROFILES } );
const allOn = () => true;

function index( isEnabled: ( flag: string ) => boolean = allOn ) {
	return buildSearchIndex(
		getEnabledRoutes( getRoutes(), isEnabled ),
		getSections(),
		getAllFields( site, CONTENT )
	);
}

function labels( query: string, isEnabled?: ( flag: string ) => boolean ) {
	return searchIndex( index( isEnabled ), query, 50 ).map(
		( entry ) => `${ entry.label } @ ${ entry.path }`
	);
}

beforeEach( () => {
	jest.resetAllMocks();
	mockedApi.getGlobalSettings.mockResolvedValue( {
		success: true,
		data: makeSettings( { twitter_same_as_facebook: '' } ),
		reload: [],
	} );
	mockedApi.getSiteSettings.mockResolvedValue( {
		success: true,
		data: site,
	} );
	mockedApi.getPostContent.mockResolvedValue( {
		success: true,
		data: CONTENT,
	} );
} );

describe( 'search index', () => {
	it( 'holds every route and every field definition, each once', () => {
		const entries = index();
		const keys = entries.map( ( entry ) => entry.key );
		expect( new Set( keys ).size ).toBe( keys.length );
		const fields = getAllFields( site, CONTENT );
		for ( const field of fields ) {
			expect( keys ).toContain( `${ field.route }#${ field.id }` );
		}
		// The accounts come from the server's profile definitions, minus their own tabs.
		expect( keys ).toContain(
			'/general/social/accounts#pinterest_account'
		);
		expect( keys ).toContain(
			'/general/social/accounts#social_profiles.github'
		);
		expect( keys ).not.toContain(
			'/general/social/accounts#social_profiles.facebook'
		);
	} );

	it( 'matches labels, descriptions, tooltips, options and keywords', () => {
		// Label.
		expect( labels( 'author archive' ) ).toContain(
			'Author Archive @ /general/archive_pages'
		);
		// Description only.
		expect( labels( 'JPG or PNG' ) ).toEqual( [
			'Default Social Image @ /general/social',
		] );
		// Tooltip only.
		expect( labels( '410 gone' ) ).toContain(
			'Remove Tag Feeds @ /tools/miscellaneous'
		);
		// Option label.
		expect( labels( 'summary large image' ) ).toEqual( [
			'X Card Type @ /general/social/x',
		] );
		// Options of the robots lists come from the post content.
		expect( labels( 'categories' ) ).toEqual(
			expect.arrayContaining( [
				'No Index @ /advanced/robot_instructions/indexing',
				'No Follow @ /advanced/robot_instructions/following',
				'No Archive @ /advanced/robot_instructions/archiving',
			] )
		);
		// Keyword.
		expect( labels( 'sameAs' ) ).toEqual(
			expect.arrayContaining( [
				'Pinterest @ /general/social/accounts',
				'GitHub @ /general/social/accounts',
			] )
		);
		expect( labels( 'twitter:creator' ) ).toEqual( [
			"Author's X Profile URL @ /general/social/x",
		] );
	} );

	it( 'requires every word, and ranks label matches first', () => {
		// Every word must occur: the home page description (no "facebook") is left out.
		const home = labels( 'home description facebook' );
		expect( home ).toContain(
			'Facebook Description @ /general/homepage/social'
		);
		expect( home ).not.toContain(
			'Home Page Description @ /general/homepage'
		);
		expect(
			home.every( ( label ) =>
				label.endsWith( '@ /general/homepage/social' )
			)
		).toBe( true );
		// A label holding the whole phrase comes before text-only matches.
		expect( labels( 'facebook description' )[ 0 ] ).toBe(
			'Facebook Description @ /general/homepage/social'
		);
		const results = labels( 'no index' );
		expect( results[ 0 ] ).toBe(
			'No Index @ /advanced/robot_instructions/indexing'
		);
		expect( labels( 'zzzz' ) ).toEqual( [] );
		expect( labels( '   ' ) ).toEqual( [] );
	} );

	it( 'leaves out routes and fields of disabled features and locked routes', () => {
		expect(
			labels( 'schema' ).some( ( label ) =>
				label.endsWith( '@ /advanced/schema' )
			)
		).toBe( true );
		expect(
			labels( 'schema', ( flag ) => flag !== 'enable_schemas' ).some(
				( label ) => label.endsWith( '@ /advanced/schema' )
			)
		).toBe( false );
		const locked = getRoutes().map( ( route ) =>
			route.path === '/tools/miscellaneous'
				? { ...route, locked: true }
				: route
		);
		const entries = buildSearchIndex(
			locked,
			getSections(),
			getAllFields( site, CONTENT )
		);
		expect(
			entries.some( ( entry ) => entry.path === '/tools/miscellaneous' )
		).toBe( false );
	} );
} );

describe( 'screens render the fields the index holds', () => {
	const paths = [
		...new Set(
			getAllFields( site, CONTENT ).map( ( field ) => field.route )
		),
	];

	test.each( paths )( '%s', async ( path ) => {
		const route = findRoute( getRoutes(), path ) as AdminRoute;
		const Screen = route.screen as NonNullable< AdminRoute[ 'screen' ] >;
		const registry = createTestRegistry();
		const { container } = render( <Screen route={ route } />, {
			wrapper: withRegistry( registry ),
		} );
		await screen.findByRole( 'heading', { level: 1 } );
		const expected = getAllFields( site, CONTENT )
			.filter( ( field ) => field.route === path )
			.map( ( field ) => field.id );
		await waitFor( () => {
			const rendered = Array.from(
				container.querySelectorAll( `[${ FIELD_ATTRIBUTE }]` )
			).map( ( element ) => element.getAttribute( FIELD_ATTRIBUTE ) );
			expect( rendered.sort() ).toEqual( [ ...expected ].sort() );
		} );
	} );
} );
