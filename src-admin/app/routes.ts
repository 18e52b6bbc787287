/**
 * The ONE route and menu table of the admin app (both spec documents' navigation tables and
 * submenus), and what is derived from it: enabled routes, the menu, `?page=` start routes.
 *
 * Extensions change it through two filters (@wordpress/hooks):
 * - `lodestar.adminRoutes` (routes: AdminRoute[]) => AdminRoute[]: add routes, mark them locked.
 * - `lodestar.adminMenu` (menu: MenuSection[], routes: AdminRoute[]) => MenuSection[]: alter
 *   the menu, e.g. mark items `locked`.
 */
import { lazy } from '@wordpress/element';
import { applyFilters } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';

import type { FeatureFlag } from '../../src/types/settings';
import type { AdminRoute, MenuItem, MenuSection, Section } from './types';

// Screens load on demand, each in its own chunk, so the first screen stays small.
const MetaTemplatesScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-meta-templates" */ '../screens/meta-templates'
		)
);
const HomePageScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-home-page" */ '../screens/home-page'
		)
);
const SocialImageScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-social-image" */ '../screens/social-image'
		)
);
const FacebookScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-social-facebook" */ '../screens/social-facebook'
		)
);
const XScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-social-x" */ '../screens/social-x'
		)
);
const AccountsScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-social-accounts" */ '../screens/social-accounts'
		)
);
const ArchivePagesScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-archive-pages" */ '../screens/archive-pages'
		)
);
const RobotInstructionsScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-robot-instructions" */ '../screens/robot-instructions'
		)
);
const ManageFeaturesScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-manage-features" */ '../screens/manage-features'
		)
);
const ImportExportScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-import-export" */ '../screens/import-export'
		)
);
const MiscellaneousScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-miscellaneous" */ '../screens/miscellaneous'
		)
);
const HistoryScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-history" */ '../screens/history'
		)
);
const SitemapsScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-sitemaps" */ '../screens/sitemaps'
		)
);
const RobotsTxtEditorScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-robots-txt-editor" */ '../screens/robots-txt-editor'
		)
);
const SchemaScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-schema" */ '../screens/schema'
		)
);
const MigrateScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-migrate" */ '../screens/migrate'
		)
);
const SearchConsoleScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-search-console" */ '../screens/search-console'
		)
);
const ContentPerformanceScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-content-performance" */ '../screens/content-performance'
		)
);
const RedirectsScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-redirects" */ '../screens/redirects'
		)
);
const SiteSeoAnalysisScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-site-seo-analysis" */ '../screens/site-seo-analysis'
		)
);
const OnboardingScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-onboarding" */ '../screens/onboarding'
		)
);
const DashboardScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-dashboard" */ '../screens/dashboard'
		)
);
const IndexNowScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-indexnow" */ '../screens/indexnow'
		)
);
const LlmsTxtScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "admin/screen-llms-txt" */ '../screens/llms-txt'
		)
);

export const DEFAULT_PATH = '/dashboard';

/**
 * The sections, in tab order.
 */
export function getSections(): Section[] {
	return [
		{ id: 'dashboard', label: __( 'Dashboard', 'lodestar' ) },
		{ id: 'general', label: __( 'General', 'lodestar' ) },
		{ id: 'advanced', label: __( 'Advanced', 'lodestar' ) },
		{
			id: 'search-console',
			label: __( 'Search Console', 'lodestar' ),
			feature: 'enable_google_console',
		},
		{ id: 'tools', label: __( 'Tools', 'lodestar' ) },
	];
}

/**
 * Every route of the app, before filters.
 */
export function getRouteTable(): AdminRoute[] {
	return [
		// Dashboard.
		{
			path: '/dashboard',
			section: 'dashboard',
			label: __( 'Dashboard', 'lodestar' ),
			screen: DashboardScreen,
		},
		{
			path: '/site-seo-analysis',
			section: 'dashboard',
			label: __( 'Site SEO Analysis', 'lodestar' ),
			navbarOnly: true,
			screen: SiteSeoAnalysisScreen,
		},
		{
			path: '/onboarding',
			section: 'dashboard',
			label: __( 'Setup Wizard', 'lodestar' ),
			navbarOnly: true,
			fullScreen: true,
			screen: OnboardingScreen,
			keywords: [ __( 'onboarding', 'lodestar' ) ],
		},
		// General.
		{
			path: '/general',
			section: 'general',
			label: __( 'Meta Templates', 'lodestar' ),
			migratable: true,
			screen: MetaTemplatesScreen,
			keywords: [
				__( 'title', 'lodestar' ),
				__( 'description', 'lodestar' ),
				__( 'search preview', 'lodestar' ),
			],
		},
		{
			path: '/general/social',
			section: 'general',
			label: __( 'Social', 'lodestar' ),
			submenuLabel: __( 'Default Social Image', 'lodestar' ),
			migratable: true,
			screen: SocialImageScreen,
		},
		{
			path: '/general/social/facebook',
			section: 'general',
			parent: '/general/social',
			label: __( 'Facebook', 'lodestar' ),
			migratable: true,
			screen: FacebookScreen,
		},
		{
			path: '/general/social/x',
			section: 'general',
			parent: '/general/social',
			label: __( 'X', 'lodestar' ),
			keywords: [ 'Twitter' ],
			migratable: true,
			screen: XScreen,
		},
		{
			path: '/general/social/accounts',
			section: 'general',
			parent: '/general/social',
			label: __( 'Other Accounts', 'lodestar' ),
			migratable: true,
			screen: AccountsScreen,
		},
		{
			path: '/general/homepage',
			section: 'general',
			label: __( 'Home Page', 'lodestar' ),
			submenuLabel: __( 'General', 'lodestar' ),
			migratable: true,
			screen: HomePageScreen,
		},
		{
			path: '/general/homepage/social',
			section: 'general',
			parent: '/general/homepage',
			label: __( 'Social', 'lodestar' ),
			migratable: true,
			screen: HomePageScreen,
		},
		{
			path: '/general/homepage/advanced',
			section: 'general',
			parent: '/general/homepage',
			label: __( 'Advanced', 'lodestar' ),
			migratable: true,
			screen: HomePageScreen,
		},
		{
			path: '/general/archive_pages',
			section: 'general',
			label: __( 'Archive Pages', 'lodestar' ),
			migratable: true,
			screen: ArchivePagesScreen,
		},
		// Advanced.
		{
			path: '/advanced/robot_instructions',
			section: 'advanced',
			label: __( 'Robot Instructions', 'lodestar' ),
			migratable: true,
			redirect: '/advanced/robot_instructions/indexing',
		},
		{
			path: '/advanced/robot_instructions/indexing',
			section: 'advanced',
			parent: '/advanced/robot_instructions',
			label: __( 'No Index', 'lodestar' ),
			migratable: true,
			screen: RobotInstructionsScreen,
		},
		{
			path: '/advanced/robot_instructions/following',
			section: 'advanced',
			parent: '/advanced/robot_instructions',
			label: __( 'No Follow', 'lodestar' ),
			migratable: true,
			screen: RobotInstructionsScreen,
		},
		{
			path: '/advanced/robot_instructions/archiving',
			section: 'advanced',
			parent: '/advanced/robot_instructions',
			label: __( 'No Archive', 'lodestar' ),
			migratable: true,
			screen: RobotInstructionsScreen,
		},
		{
			path: '/advanced/sitemaps',
			section: 'advanced',
			label: __( 'Sitemaps', 'lodestar' ),
			migratable: true,
			screen: SitemapsScreen,
		},
		{
			path: '/advanced/schema',
			section: 'advanced',
			label: __( 'Schema', 'lodestar' ),
			feature: 'enable_schemas',
			screen: SchemaScreen,
		},
		{
			path: '/advanced/robots-txt-editor',
			section: 'advanced',
			label: __( 'Robots.txt Editor', 'lodestar' ),
			screen: RobotsTxtEditorScreen,
		},
		{
			path: '/advanced/indexnow',
			section: 'advanced',
			label: __( 'IndexNow', 'lodestar' ),
			feature: 'enable_indexnow',
			screen: IndexNowScreen,
			keywords: [ 'Bing', __( 'submit URLs', 'lodestar' ) ],
		},
		{
			path: '/advanced/llms-txt',
			section: 'advanced',
			label: __( 'llms.txt', 'lodestar' ),
			feature: 'enable_llms_txt',
			screen: LlmsTxtScreen,
			keywords: [ 'AI', __( 'language models', 'lodestar' ) ],
		},
		// Search Console.
		{
			path: '/search-console',
			section: 'search-console',
			label: __( 'Search Console', 'lodestar' ),
			navbarOnly: true,
			feature: 'enable_google_console',
			screen: SearchConsoleScreen,
		},
		{
			path: '/content-performance',
			section: 'search-console',
			label: __( 'Content Performance', 'lodestar' ),
			navbarOnly: true,
			feature: 'enable_google_console',
			screen: ContentPerformanceScreen,
		},
		// Tools.
		{
			path: '/tools/manage-features',
			section: 'tools',
			label: __( 'Manage Features', 'lodestar' ),
			screen: ManageFeaturesScreen,
		},
		{
			path: '/tools/import-export',
			section: 'tools',
			label: __( 'Import/Export', 'lodestar' ),
			screen: ImportExportScreen,
			keywords: [
				__( 'backup', 'lodestar' ),
				__( 'restore', 'lodestar' ),
				'JSON',
			],
		},
		{
			path: '/tools/migrate',
			section: 'tools',
			label: __( 'Migrate to Lodestar', 'lodestar' ),
			feature: 'enable_migration',
			screen: MigrateScreen,
		},
		{
			path: '/tools/redirects',
			section: 'tools',
			label: __( 'Redirects', 'lodestar' ),
			feature: 'enable_redirects',
			screen: RedirectsScreen,
			keywords: [ '301', '404', __( 'redirection', 'lodestar' ) ],
		},
		{
			path: '/tools/miscellaneous',
			section: 'tools',
			label: __( 'Miscellaneous', 'lodestar' ),
			screen: MiscellaneousScreen,
		},
		{
			path: '/tools/history',
			section: 'tools',
			label: __( 'History', 'lodestar' ),
			screen: HistoryScreen,
			keywords: [
				__( 'revisions', 'lodestar' ),
				__( 'restore', 'lodestar' ),
				__( 'undo', 'lodestar' ),
			],
		},
	];
}

export type FeatureCheck = ( flag: FeatureFlag ) => boolean;

/**
 * Normalises a route path: leading slash, no trailing slash, no query.
 *
 * @param path Path.
 */
export function normalizePath( path: string ): string {
	const bare = path.split( '?' )[ 0 ] ?? '';
	const trimmed = bare.replace( /\/+$/, '' );
	if ( trimmed === '' ) {
		return bare.startsWith( '/' ) ? '/' : '';
	}
	return trimmed.startsWith( '/' ) ? trimmed : `/${ trimmed }`;
}

/**
 * The filtered route table (`lodestar.adminRoutes`), invalid entries dropped.
 */
export function getRoutes(): AdminRoute[] {
	const filtered: unknown = applyFilters(
		'lodestar.adminRoutes',
		getRouteTable()
	);
	if ( ! Array.isArray( filtered ) ) {
		return getRouteTable();
	}
	return filtered
		.filter(
			( route ): route is AdminRoute =>
				!! route &&
				typeof route.path === 'string' &&
				typeof route.label === 'string' &&
				typeof route.section === 'string'
		)
		.map( ( route ) => ( {
			...route,
			path: normalizePath( route.path ),
		} ) );
}

/**
 * Routes whose feature is on.
 *
 * @param routes    Routes.
 * @param isEnabled Feature check (saved settings).
 */
export function getEnabledRoutes(
	routes: AdminRoute[],
	isEnabled: FeatureCheck
): AdminRoute[] {
	return routes.filter(
		( route ) => ! route.feature || isEnabled( route.feature )
	);
}

/**
 * The route of a path among the given routes.
 *
 * @param routes Routes (usually the enabled ones).
 * @param path   Normalised path.
 */
export function findRoute(
	routes: AdminRoute[],
	path: string
): AdminRoute | undefined {
	return routes.find( ( route ) => route.path === path );
}

/**
 * Builds the menu from enabled routes, then applies `lodestar.adminMenu`.
 *
 * @param routes    Enabled routes.
 * @param sections  Sections.
 * @param isEnabled Feature check for sections.
 */
export function buildMenu(
	routes: AdminRoute[],
	sections: Section[],
	isEnabled: FeatureCheck
): MenuSection[] {
	const menu: MenuSection[] = [];
	for ( const section of sections ) {
		if ( section.feature && ! isEnabled( section.feature ) ) {
			continue;
		}
		const sectionRoutes = routes.filter(
			( route ) => route.section === section.id
		);
		const first = sectionRoutes[ 0 ];
		if ( ! first ) {
			continue;
		}
		const items: MenuItem[] = sectionRoutes
			.filter( ( route ) => ! route.navbarOnly && ! route.parent )
			.map( ( route ) => {
				const children: MenuItem[] = routes
					.filter( ( child ) => child.parent === route.path )
					.map( ( child ) => ( {
						path: child.path,
						label: child.label,
						locked: child.locked,
						children: [],
					} ) );
				if ( route.submenuLabel && children.length ) {
					children.unshift( {
						path: route.path,
						label: route.submenuLabel,
						locked: route.locked,
						children: [],
					} );
				}
				return {
					path: route.path,
					label: route.label,
					locked: route.locked,
					children,
				};
			} );
		menu.push( {
			id: section.id,
			label: section.label,
			path: first.path,
			items,
		} );
	}
	const filtered: unknown = applyFilters(
		'lodestar.adminMenu',
		menu,
		routes
	);
	return Array.isArray( filtered ) ? ( filtered as MenuSection[] ) : menu;
}

/**
 * Whether a menu item (or one of its children) is the current path, or the current route
 * belongs to its submenu.
 *
 * @param item  Menu item.
 * @param route Current route.
 */
export function isMenuItemActive(
	item: MenuItem,
	route: AdminRoute | undefined
): boolean {
	if ( ! route ) {
		return false;
	}
	return (
		item.path === route.path ||
		route.parent === item.path ||
		item.children.some( ( child ) => child.path === route.path )
	);
}

/**
 * The locked flag of a path in the (filtered) menu, so an extension can lock an item.
 *
 * @param menu Menu.
 * @param path Path.
 */
export function isPathLocked( menu: MenuSection[], path: string ): boolean {
	const visit = ( items: MenuItem[] ): boolean =>
		items.some(
			( item ) =>
				( item.path === path && !! item.locked ) ||
				visit( item.children ?? [] )
		);
	return menu.some( ( section ) => visit( section.items ?? [] ) );
}

/** `?page=` values of the settings pages and the settings group section they open. */
const PAGE_SECTIONS: Record< string, string > = {
	lodestar_general: 'general',
	lodestar_social: '/general/social',
	lodestar_advanced: 'advanced',
};

/**
 * Start path when the URL has no hash: the settings page's section, else the dashboard.
 *
 * @param page   `?page=` value.
 * @param routes Enabled routes.
 */
export function getStartPath( page: string, routes: AdminRoute[] ): string {
	const target = PAGE_SECTIONS[ page ];
	if ( ! target ) {
		return DEFAULT_PATH;
	}
	const route = target.startsWith( '/' )
		? findRoute( routes, target )
		: routes.find( ( candidate ) => candidate.section === target );
	return route ? route.path : DEFAULT_PATH;
}
