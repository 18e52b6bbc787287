/**
 * The admin route and menu table: every route of both spec documents, feature gating,
 * `?page=` start routes, and the extension filters.
 */
import { addFilter, removeAllFilters } from '@wordpress/hooks';

import {
	buildMenu,
	findRoute,
	getEnabledRoutes,
	getRoutes,
	getSections,
	getStartPath,
	isPathLocked,
	normalizePath,
} from '../../src-admin/app/routes';
import type { AdminRoute, MenuSection } from '../../src-admin/app/types';
import type { FeatureFlag } from '../../src/types/settings';

const allOn = (): boolean => true;
const allOffBut =
	( ...on: FeatureFlag[] ) =>
	( flag: FeatureFlag ): boolean =>
		on.includes( flag );

/** Every route of the spec navigation tables and submenus, with section and label. */
const SPEC_ROUTES: Array< [ string, string, string ] > = [
	[ '/dashboard', 'dashboard', 'Dashboard' ],
	[ '/site-seo-analysis', 'dashboard', 'Site SEO Analysis' ],
	[ '/general', 'general', 'Meta Templates' ],
	[ '/general/social', 'general', 'Social' ],
	[ '/general/social/facebook', 'general', 'Facebook' ],
	[ '/general/social/x', 'general', 'X' ],
	[ '/general/social/accounts', 'general', 'Other Accounts' ],
	[ '/general/homepage', 'general', 'Home Page' ],
	[ '/general/homepage/social', 'general', 'Social' ],
	[ '/general/homepage/advanced', 'general', 'Advanced' ],
	[ '/general/archive_pages', 'general', 'Archive Pages' ],
	[ '/advanced/robot_instructions', 'advanced', 'Robot Instructions' ],
	[ '/advanced/robot_instructions/indexing', 'advanced', 'No Index' ],
	[ '/advanced/robot_instructions/following', 'advanced', 'No Follow' ],
	[ '/advanced/robot_instructions/archiving', 'advanced', 'No Archive' ],
	[ '/advanced/sitemaps', 'advanced', 'Sitemaps' ],
	[ '/advanced/schema', 'advanced', 'Schema' ],
	[ '/advanced/robots-txt-editor', 'advanced', 'Robots.txt Editor' ],
	// Issue 21 (beyond the spec): IndexNow and llms.txt.
	[ '/advanced/indexnow', 'advanced', 'IndexNow' ],
	[ '/advanced/llms-txt', 'advanced', 'llms.txt' ],
	[ '/search-console', 'search-console', 'Search Console' ],
	[ '/content-performance', 'search-console', 'Content Performance' ],
	[ '/tools/manage-features', 'tools', 'Manage Features' ],
	[ '/tools/import-export', 'tools', 'Import/Export' ],
	[ '/tools/migrate', 'tools', 'Migrate to Lodestar' ],
	[ '/tools/miscellaneous', 'tools', 'Miscellaneous' ],
	// Issue 18: the setup wizard (the spec's onboarding path), a full-screen route.
	[ '/onboarding', 'dashboard', 'Setup Wizard' ],
	// Beyond the spec: the settings history (issue 19).
	[ '/tools/history', 'tools', 'History' ],
	// Beyond the spec (issue 21).
	[ '/tools/redirects', 'tools', 'Redirects' ],
];

function menuFor( isEnabled: ( flag: FeatureFlag ) => boolean ) {
	const routes = getEnabledRoutes( getRoutes(), isEnabled );
	return buildMenu( routes, getSections(), isEnabled );
}

function section( menu: MenuSection[], id: string ) {
	return menu.find( ( item ) => item.id === id );
}

afterEach( () => {
	// With "all", the namespace is not used: every callback of the hook goes.
	removeAllFilters( 'lodestar.adminRoutes', 'test' );
	removeAllFilters( 'lodestar.adminMenu', 'test' );
} );

describe( 'route table', () => {
	test.each( SPEC_ROUTES )( '%s is a route', ( path, sectionId, label ) => {
		const route = findRoute( getRoutes(), path );
		expect( route ).toBeDefined();
		expect( route?.section ).toBe( sectionId );
		expect( route?.label ).toBe( label );
		// Every route either shows a (lazy) screen or redirects.
		expect( Boolean( route?.screen ) || Boolean( route?.redirect ) ).toBe(
			true
		);
	} );

	it( 'has no route the spec does not list, and no duplicates', () => {
		const paths = getRoutes().map( ( route ) => route.path );
		expect( new Set( paths ).size ).toBe( paths.length );
		expect( [ ...paths ].sort() ).toEqual(
			SPEC_ROUTES.map( ( [ path ] ) => path ).sort()
		);
	} );

	it( 'marks navbar-only, gated and migratable routes as the spec says', () => {
		const routes = getRoutes();
		const navbarOnly = routes
			.filter( ( route ) => route.navbarOnly )
			.map( ( route ) => route.path );
		expect( navbarOnly.sort() ).toEqual( [
			'/content-performance',
			'/onboarding',
			'/search-console',
			'/site-seo-analysis',
		] );
		expect(
			routes
				.filter( ( route ) => route.fullScreen )
				.map( ( route ) => route.path )
		).toEqual( [ '/onboarding' ] );
		expect( findRoute( routes, '/advanced/schema' )?.feature ).toBe(
			'enable_schemas'
		);
		expect( findRoute( routes, '/search-console' )?.feature ).toBe(
			'enable_google_console'
		);
		expect( findRoute( routes, '/content-performance' )?.feature ).toBe(
			'enable_google_console'
		);
		expect( findRoute( routes, '/tools/migrate' )?.feature ).toBe(
			'enable_migration'
		);
		for ( const path of [
			'/general',
			'/general/social',
			'/general/homepage',
			'/general/archive_pages',
			'/advanced/robot_instructions',
			'/advanced/sitemaps',
		] ) {
			expect( findRoute( routes, path )?.migratable ).toBe( true );
		}
		expect(
			findRoute( routes, '/advanced/robot_instructions' )?.redirect
		).toBe( '/advanced/robot_instructions/indexing' );
	} );

	it( 'normalises paths', () => {
		expect( normalizePath( '/general/' ) ).toBe( '/general' );
		expect( normalizePath( 'general?x=1' ) ).toBe( '/general' );
		expect( normalizePath( '/' ) ).toBe( '/' );
		expect( normalizePath( '' ) ).toBe( '' );
	} );
} );

describe( 'menu', () => {
	it( 'lists the sections as tabs and the submenus of the spec', () => {
		const menu = menuFor( allOn );
		expect( menu.map( ( item ) => item.label ) ).toEqual( [
			'Dashboard',
			'General',
			'Advanced',
			'Search Console',
			'Tools',
		] );
		expect( section( menu, 'search-console' )?.path ).toBe(
			'/search-console'
		);
		// Navbar-only routes have no menu item.
		expect( section( menu, 'search-console' )?.items ).toEqual( [] );
		expect(
			section( menu, 'dashboard' )?.items.map( ( item ) => item.path )
		).toEqual( [ '/dashboard' ] );

		const general = section( menu, 'general' );
		expect( general?.items.map( ( item ) => item.label ) ).toEqual( [
			'Meta Templates',
			'Social',
			'Home Page',
			'Archive Pages',
		] );
		const social = general?.items.find(
			( item ) => item.path === '/general/social'
		);
		expect(
			social?.children.map( ( child ) => [ child.label, child.path ] )
		).toEqual( [
			[ 'Default Social Image', '/general/social' ],
			[ 'Facebook', '/general/social/facebook' ],
			[ 'X', '/general/social/x' ],
			[ 'Other Accounts', '/general/social/accounts' ],
		] );
		const home = general?.items.find(
			( item ) => item.path === '/general/homepage'
		);
		expect( home?.children.map( ( child ) => child.label ) ).toEqual( [
			'General',
			'Social',
			'Advanced',
		] );
		const robots = section( menu, 'advanced' )?.items.find(
			( item ) => item.path === '/advanced/robot_instructions'
		);
		expect( robots?.children.map( ( child ) => child.path ) ).toEqual( [
			'/advanced/robot_instructions/indexing',
			'/advanced/robot_instructions/following',
			'/advanced/robot_instructions/archiving',
		] );
	} );

	it( 'removes schema, console and migration routes and items when their features are off', () => {
		const isEnabled = allOffBut( 'enable_page_level_seo' );
		const routes = getEnabledRoutes( getRoutes(), isEnabled );
		for ( const path of [
			'/advanced/schema',
			'/search-console',
			'/content-performance',
			'/tools/migrate',
		] ) {
			expect( findRoute( routes, path ) ).toBeUndefined();
		}
		const menu = buildMenu( routes, getSections(), isEnabled );
		expect( section( menu, 'search-console' ) ).toBeUndefined();
		expect(
			section( menu, 'advanced' )?.items.map( ( item ) => item.label )
		).not.toContain( 'Schema' );
		expect(
			section( menu, 'tools' )?.items.map( ( item ) => item.label )
		).not.toContain( 'Migrate to Lodestar' );
		// Ungated routes stay.
		expect( findRoute( routes, '/advanced/sitemaps' ) ).toBeDefined();
	} );

	it( 'shows IndexNow and llms.txt only while their features are on (off by default)', () => {
		const routes = getRoutes();
		expect( findRoute( routes, '/advanced/indexnow' )?.feature ).toBe(
			'enable_indexnow'
		);
		expect( findRoute( routes, '/advanced/llms-txt' )?.feature ).toBe(
			'enable_llms_txt'
		);
		const advancedLabels = (
			isEnabled: ( flag: FeatureFlag ) => boolean
		) =>
			section( menuFor( isEnabled ), 'advanced' )?.items.map(
				( item ) => item.label
			);
		expect( advancedLabels( allOffBut( 'enable_schemas' ) ) ).toEqual( [
			'Robot Instructions',
			'Sitemaps',
			'Schema',
			'Robots.txt Editor',
		] );
		expect( advancedLabels( allOffBut( 'enable_indexnow' ) ) ).toEqual( [
			'Robot Instructions',
			'Sitemaps',
			'Robots.txt Editor',
			'IndexNow',
		] );
		expect( advancedLabels( allOffBut( 'enable_llms_txt' ) ) ).toContain(
			'llms.txt'
		);
		expect(
			advancedLabels( allOffBut( 'enable_llms_txt' ) )
		).not.toContain( 'IndexNow' );
	} );

	it( 'keeps each gated route while only its own feature is on', () => {
		const schemasOnly = getEnabledRoutes(
			getRoutes(),
			allOffBut( 'enable_schemas' )
		);
		expect( findRoute( schemasOnly, '/advanced/schema' ) ).toBeDefined();
		expect( findRoute( schemasOnly, '/tools/migrate' ) ).toBeUndefined();
	} );
} );

describe( 'start path from ?page=', () => {
	const routes = getEnabledRoutes( getRoutes(), allOn );
	it.each( [
		[ 'lodestar', '/dashboard' ],
		[ 'lodestar_general', '/general' ],
		[ 'lodestar_social', '/general/social' ],
		[ 'lodestar_advanced', '/advanced/robot_instructions' ],
		[ '', '/dashboard' ],
	] )( '%s starts at %s', ( page, path ) => {
		expect( getStartPath( page, routes ) ).toBe( path );
	} );
} );

describe( 'extension filters', () => {
	it( 'lets lodestar.adminRoutes add a route that joins the menu', () => {
		addFilter(
			'lodestar.adminRoutes',
			'test/extension',
			( routes: AdminRoute[] ) => [
				...routes,
				{
					path: '/tools/content-gap/',
					section: 'tools',
					label: 'Content Gap',
					locked: true,
					screen: () => null,
				},
			]
		);
		const routes = getEnabledRoutes( getRoutes(), allOn );
		const added = findRoute( routes, '/tools/content-gap' );
		expect( added?.label ).toBe( 'Content Gap' );
		const tools = section(
			buildMenu( routes, getSections(), allOn ),
			'tools'
		);
		expect( tools?.items.at( -1 ) ).toMatchObject( {
			path: '/tools/content-gap',
			label: 'Content Gap',
			locked: true,
		} );
	} );

	it( 'lets lodestar.adminMenu lock an item', () => {
		addFilter(
			'lodestar.adminMenu',
			'test/extension',
			( menu: MenuSection[] ) =>
				menu.map( ( item ) => ( {
					...item,
					items: item.items.map( ( entry ) =>
						entry.path === '/advanced/sitemaps'
							? { ...entry, locked: true }
							: entry
					),
				} ) )
		);
		const menu = menuFor( allOn );
		expect( isPathLocked( menu, '/advanced/sitemaps' ) ).toBe( true );
		expect( isPathLocked( menu, '/advanced/schema' ) ).toBe( false );
	} );

	it( 'ignores a filter that returns something other than a list', () => {
		addFilter( 'lodestar.adminRoutes', 'test/broken', () => null );
		expect( findRoute( getRoutes(), '/general' ) ).toBeDefined();
	} );
} );
