/**
 * The Site SEO Analysis screen, the dashboard and the top bar badge: ordering, search, the
 * pager (20 a page, at most 5 page buttons and ellipses), the drawer's description items,
 * Ignore after confirmation and Restore, Re-run Checks, the fix button (locked without a
 * fixer, 'Help Me Fix' / 'Fix It For Me', a `lodestar.checkFixers` fixer run after its
 * confirmation and followed by a forced re-run), Lodestar's own fixers and the badge texts.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addFilter, removeFilter } from '@wordpress/hooks';

import * as api from '../../src/api';
import * as checksApi from '../../src/api/checks';
import { store } from '../../src/store';
import type { CheckReport, CheckResult } from '../../src/types/checks';
import { analysisBadge } from '../../src-admin/app/analysis-badge';
import TopBar from '../../src-admin/app/TopBar';
import type { AdminRoute } from '../../src-admin/app/types';
import Dashboard, { issueSummary } from '../../src-admin/screens/dashboard';
import SiteSeoAnalysis from '../../src-admin/screens/site-seo-analysis';
import {
	createLodestarFixers,
	fixButtonLabel,
	getFixers,
} from '../../src-admin/screens/site-seo-analysis/fixers';
import { pagerItems } from '../../src-admin/screens/site-seo-analysis/pager';
import {
	createTestRegistry,
	makeSettings,
	withRegistry,
	type TestRegistry,
} from './helpers';

jest.mock( '../../src/api' );
jest.mock( '../../src/api/checks' );
const mockedApi = jest.mocked( api );
const mockedChecks = jest.mocked( checksApi );

const route = {
	path: '/site-seo-analysis',
	section: 'dashboard',
	label: 'Site SEO Analysis',
	navbarOnly: true,
} as unknown as AdminRoute;
const dashboardRoute = {
	path: '/dashboard',
	section: 'dashboard',
	label: 'Dashboard',
} as unknown as AdminRoute;

function result(
	status: CheckResult[ 'status' ],
	message: string,
	extra: Partial< CheckResult > = {}
): CheckResult {
	return {
		status,
		message,
		description: [],
		category: 'general',
		ignore: false,
		...extra,
	};
}

const GENERAL: CheckReport = {
	h2_present: result( 'success', 'At least one H2 heading found' ),
	home_title: result( 'error', 'Home page title is missing', {
		description: [
			{ type: 'text', text: 'Search engines show the title.' },
			{
				type: 'list',
				items: [
					'Plain entry',
					{ text: 'Hello world', url: 'http://example.test/?p=1' },
				],
			},
			{ type: 'image', src: 'http://example.test/shot.png', alt: 'Shot' },
		],
	} ),
	image_alt: result( 'warning', '2 images without alt text' ),
	html_lang: result( 'error', 'No lang attribute', { ignore: true } ),
};
const SETTINGS: CheckReport = {
	search_console: result( 'suggestion', 'Search Console is not connected', {
		category: 'settings',
	} ),
	search_engine_visibility: result(
		'error',
		'Search engines are asked not to index the site',
		{ category: 'settings' }
	),
};

/**
 * Serves the report (other: 45 passing checks unless given).
 *
 * @param other The `other` category.
 */
function serve( other?: CheckReport ) {
	const many: CheckReport = {};
	for ( let index = 1; index <= 45; index++ ) {
		many[ `content_${ index }` ] = result(
			'success',
			`Content check ${ index } passed`,
			{ category: 'other' }
		);
	}
	const reports: Record< string, CheckReport > = {
		general: GENERAL,
		settings: SETTINGS,
		other: other ?? many,
	};
	mockedChecks.getSiteChecks.mockImplementation(
		async ( category ) => reports[ category ] as CheckReport
	);
}

let registry: TestRegistry;

async function renderScreen() {
	registry = createTestRegistry();
	render( <SiteSeoAnalysis route={ route } />, {
		wrapper: withRegistry( registry ),
	} );
	await screen.findByRole( 'table' );
}

function rowMessages(): string[] {
	return screen
		.getAllByRole( 'row' )
		.slice( 1 )
		.map(
			( row ) =>
				within( row ).getAllByRole( 'button' )[ 0 ]?.textContent ?? ''
		);
}

beforeEach( () => {
	jest.resetAllMocks();
	mockedApi.getGlobalSettings.mockResolvedValue( {
		success: true,
		data: makeSettings( { enable_xml_sitemap: true } ),
		reload: [],
	} );
	// Only the fixers a test adds: Lodestar's own are tested on their own below.
	removeFilter( 'lodestar.checkFixers', 'lodestar/site-fixers' );
	serve();
} );

afterEach( () => {
	removeFilter( 'lodestar.checkFixers', 'test' );
} );

describe( 'pager items', () => {
	it( 'shows every page up to 5, then a window of 5 with ellipses', () => {
		expect( pagerItems( 1, 1 ) ).toEqual( [] );
		expect( pagerItems( 2, 3 ) ).toEqual( [ 1, 2, 3 ] );
		expect( pagerItems( 1, 5 ) ).toEqual( [ 1, 2, 3, 4, 5 ] );
		expect( pagerItems( 1, 9 ) ).toEqual( [
			1,
			2,
			3,
			4,
			5,
			'ellipsis-end',
		] );
		expect( pagerItems( 5, 9 ) ).toEqual( [
			'ellipsis-start',
			3,
			4,
			5,
			6,
			7,
			'ellipsis-end',
		] );
		expect( pagerItems( 9, 9 ) ).toEqual( [
			'ellipsis-start',
			5,
			6,
			7,
			8,
			9,
		] );
	} );
} );

describe( 'Site SEO Analysis screen', () => {
	it( 'has the breadcrumb, the columns and the checks in badge order, 20 a page', async () => {
		await renderScreen();
		const crumbs = screen.getByRole( 'navigation', { name: 'Breadcrumb' } );
		expect(
			within( crumbs ).getByRole( 'link', { name: 'Dashboard' } )
		).toHaveAttribute( 'href', '#/dashboard' );
		expect(
			within( crumbs ).getByText( 'Site SEO Analysis' )
		).toHaveAttribute( 'aria-current', 'page' );
		expect(
			screen
				.getAllByRole( 'columnheader' )
				.map( ( th ) => th.textContent )
		).toEqual( [ 'Issue', 'Action' ] );
		// 51 checks: 20 on the first page, most severe first.
		expect( screen.getAllByRole( 'row' ) ).toHaveLength( 21 );
		expect( rowMessages().slice( 0, 5 ) ).toEqual( [
			'Home page title is missing',
			'Search engines are asked not to index the site',
			'2 images without alt text',
			'Search Console is not connected',
			'At least one H2 heading found',
		] );
		const first = screen.getAllByRole( 'row' )[ 1 ] as HTMLElement;
		expect( within( first ).getByText( 'Critical' ) ).toBeVisible();
		expect(
			screen.getByText( '2 images without alt text' ).closest( 'tr' )
		).toHaveTextContent( 'Warning' );
		expect(
			screen
				.getByText( 'Search Console is not connected' )
				.closest( 'tr' )
		).toHaveTextContent( 'Suggestion' );
		expect(
			screen.getByText( 'At least one H2 heading found' ).closest( 'tr' )
		).toHaveTextContent( 'Passed' );
	} );

	it( 'pages through 3 pages with the ignored check last', async () => {
		const user = userEvent.setup();
		await renderScreen();
		const pager = screen.getByRole( 'navigation', {
			name: 'Pages of checks',
		} );
		expect(
			within( pager )
				.getAllByRole( 'button', { name: /^Page / } )
				.map( ( button ) => button.textContent )
		).toEqual( [ '1', '2', '3' ] );
		await user.click(
			within( pager ).getByRole( 'button', { name: 'Page 3' } )
		);
		const messages = rowMessages();
		expect( messages ).toHaveLength( 11 );
		expect( messages[ messages.length - 1 ] ).toBe( 'No lang attribute' );
		expect(
			screen.getByText( 'No lang attribute' ).closest( 'tr' )
		).toHaveTextContent( 'Ignored' );
		expect(
			within( pager ).getByRole( 'button', { name: 'Next' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'shows ellipses once there are more than 5 pages', async () => {
		const many: CheckReport = {};
		for ( let index = 1; index <= 200; index++ ) {
			many[ `c${ index }` ] = result( 'success', `Check ${ index }`, {
				category: 'other',
			} );
		}
		serve( many );
		await renderScreen();
		const pager = screen.getByRole( 'navigation', {
			name: 'Pages of checks',
		} );
		expect(
			within( pager ).getAllByRole( 'button', { name: /^Page / } )
		).toHaveLength( 5 );
		expect( pager ).toHaveTextContent( '…' );
	} );

	it( 'searches the message case-insensitively and says when nothing matches', async () => {
		const user = userEvent.setup();
		await renderScreen();
		const search = screen.getByRole( 'searchbox', {
			name: 'Search checks',
		} );
		await user.type( search, 'HOME PAGE' );
		expect( rowMessages() ).toEqual( [ 'Home page title is missing' ] );
		await user.clear( search );
		await user.type( search, 'nothing like this' );
		expect( screen.getByText( 'No Results Found' ) ).toBeVisible();
		expect( screen.queryByRole( 'table' ) ).not.toBeInTheDocument();
	} );

	it( 'opens the drawer with text, list (links) and image items', async () => {
		const user = userEvent.setup();
		await renderScreen();
		await user.click(
			screen.getByRole( 'button', { name: 'Home page title is missing' } )
		);
		const drawer = await screen.findByRole( 'dialog', {
			name: 'Home page title is missing',
		} );
		expect(
			within( drawer ).getByText( 'Search engines show the title.' )
		).toBeVisible();
		expect( within( drawer ).getByText( 'Plain entry' ).tagName ).toBe(
			'LI'
		);
		expect(
			within( drawer ).getByRole( 'link', { name: 'Hello world' } )
		).toHaveAttribute( 'href', 'http://example.test/?p=1' );
		expect(
			within( drawer ).getByRole( 'img', { name: 'Shot' } )
		).toHaveAttribute( 'src', 'http://example.test/shot.png' );
		expect( within( drawer ).getByText( 'Critical' ) ).toBeVisible();
	} );

	it( 'ignores only after the confirmation, and restores', async () => {
		const user = userEvent.setup();
		mockedChecks.setSiteCheckIgnored.mockImplementation(
			async ( id: string ) => ( { status: 'success', id } )
		);
		await renderScreen();
		await user.click(
			screen.getByRole( 'button', { name: '2 images without alt text' } )
		);
		let drawer = await screen.findByRole( 'dialog', {
			name: '2 images without alt text',
		} );
		await user.click(
			within( drawer ).getByRole( 'button', { name: 'Ignore' } )
		);
		const confirm = await screen.findByRole( 'dialog', {
			name: 'Ignore this check?',
		} );
		expect( mockedChecks.setSiteCheckIgnored ).not.toHaveBeenCalled();
		// Cancel changes nothing.
		await user.click(
			within( confirm ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect( mockedChecks.setSiteCheckIgnored ).not.toHaveBeenCalled();

		drawer = screen.getByRole( 'dialog', {
			name: '2 images without alt text',
		} );
		await user.click(
			within( drawer ).getByRole( 'button', { name: 'Ignore' } )
		);
		await user.click(
			within(
				await screen.findByRole( 'dialog', {
					name: 'Ignore this check?',
				} )
			).getByRole( 'button', { name: 'Ignore' } )
		);
		await waitFor( () =>
			expect( mockedChecks.setSiteCheckIgnored ).toHaveBeenCalledWith(
				'image_alt',
				true
			)
		);
		drawer = await screen.findByRole( 'dialog', {
			name: '2 images without alt text',
		} );
		await waitFor( () =>
			expect( within( drawer ).getByText( 'Ignored' ) ).toBeVisible()
		);
		await user.click(
			within( drawer ).getByRole( 'button', { name: 'Restore' } )
		);
		await waitFor( () =>
			expect( mockedChecks.setSiteCheckIgnored ).toHaveBeenLastCalledWith(
				'image_alt',
				false
			)
		);
		await waitFor( () =>
			expect( within( drawer ).getByText( 'Warning' ) ).toBeVisible()
		);
	} );

	it( 'offers no Ignore for suggestions and passed checks', async () => {
		const user = userEvent.setup();
		await renderScreen();
		for ( const name of [
			'Search Console is not connected',
			'At least one H2 heading found',
		] ) {
			await user.click( screen.getByRole( 'button', { name } ) );
			const drawer = await screen.findByRole( 'dialog', { name } );
			expect(
				within( drawer ).queryByRole( 'button', { name: 'Ignore' } )
			).not.toBeInTheDocument();
			await user.click(
				within( drawer ).getByRole( 'button', { name: 'Close' } )
			);
			await waitFor( () =>
				expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
			);
		}
	} );

	it( 'locks fix buttons without a fixer and labels them by check', async () => {
		await renderScreen();
		const title = screen
			.getByText( 'Home page title is missing' )
			.closest( 'tr' ) as HTMLElement;
		const titleFix = within( title ).getByRole( 'button', {
			name: /Help Me Fix/,
		} );
		expect( titleFix ).toHaveAttribute( 'aria-disabled', 'true' );
		const images = screen
			.getByText( '2 images without alt text' )
			.closest( 'tr' ) as HTMLElement;
		expect(
			within( images ).getByRole( 'button', { name: /Fix It For Me/ } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		// Passed checks have no fix button; no AI fix button anywhere.
		const passed = screen
			.getByText( 'At least one H2 heading found' )
			.closest( 'tr' ) as HTMLElement;
		expect( within( passed ).getAllByRole( 'button' ) ).toHaveLength( 1 );
		expect( screen.queryByText( /AI/ ) ).not.toBeInTheDocument();
	} );

	it( 'runs a filter fixer after its confirmation, then re-runs with force', async () => {
		const user = userEvent.setup();
		const run = jest.fn( async () => undefined );
		addFilter( 'lodestar.checkFixers', 'test', ( fixers ) => ( {
			...fixers,
			image_alt: { run, confirm: 'Add alt text to 2 images?' },
		} ) );
		await renderScreen();
		const row = screen
			.getByText( '2 images without alt text' )
			.closest( 'tr' ) as HTMLElement;
		await user.click(
			within( row ).getByRole( 'button', { name: 'Fix It For Me' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Fix It For Me',
		} );
		expect(
			within( dialog ).getByText( 'Add alt text to 2 images?' )
		).toBeVisible();
		expect( run ).not.toHaveBeenCalled();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Proceed' } )
		);
		await waitFor( () => expect( run ).toHaveBeenCalledTimes( 1 ) );
		await waitFor( () =>
			expect( mockedChecks.getSiteChecks ).toHaveBeenCalledWith(
				'general',
				{
					force: true,
				}
			)
		);
	} );

	it( 'Re-run Checks forces every category', async () => {
		const user = userEvent.setup();
		await renderScreen();
		await user.click(
			screen.getByRole( 'button', { name: 'Re-run Checks' } )
		);
		await waitFor( () =>
			expect( mockedChecks.getSiteChecks ).toHaveBeenCalledTimes( 6 )
		);
		expect( mockedChecks.getSiteChecks ).toHaveBeenCalledWith( 'other', {
			force: true,
		} );
	} );
} );

describe( 'fixers', () => {
	it( 'labels title, description and URL checks Help Me Fix', () => {
		expect( fixButtonLabel( 'home_title' ) ).toBe( 'Help Me Fix' );
		expect( fixButtonLabel( 'meta_description' ) ).toBe( 'Help Me Fix' );
		expect( fixButtonLabel( 'duplicate_titles' ) ).toBe( 'Help Me Fix' );
		expect( fixButtonLabel( 'url_length' ) ).toBe( 'Help Me Fix' );
		expect( fixButtonLabel( 'site_tagline' ) ).toBe( 'Fix It For Me' );
		expect( fixButtonLabel( 'curly' ) ).toBe( 'Fix It For Me' );
		expect(
			fixButtonLabel( 'x', { label: 'Do it', run: jest.fn() } )
		).toBe( 'Do it' );
	} );

	it( 'drops filter entries that are not fixers', () => {
		addFilter( 'lodestar.checkFixers', 'test', () => ( {
			good: { run: async () => undefined },
			bad: { label: 'no run' },
			worse: null,
		} ) );
		expect( Object.keys( getFixers() ) ).toEqual( [ 'good' ] );
	} );

	it( 'Lodestar fixes visibility, the tagline and (only while off) the XML sitemap', async () => {
		const test = createTestRegistry();
		mockedApi.getGlobalSettings.mockResolvedValue( {
			success: true,
			data: makeSettings( { enable_xml_sitemap: false } ),
			reload: [],
		} );
		await test.resolveSelect( store ).getSavedSettings();
		let fixers = createLodestarFixers( test );
		expect( Object.keys( fixers ).sort() ).toEqual( [
			'other_seo_plugins',
			'search_engine_visibility',
			'site_tagline',
			'sitemap_reachable',
		] );
		mockedChecks.allowSearchEngines.mockResolvedValue( { success: true } );
		await fixers.search_engine_visibility?.run();
		expect( mockedChecks.allowSearchEngines ).toHaveBeenCalledTimes( 1 );
		mockedChecks.saveTagline.mockResolvedValue( {} );
		await fixers.site_tagline?.run( 'Bread and more' );
		expect( mockedChecks.saveTagline ).toHaveBeenCalledWith(
			'Bread and more'
		);
		mockedApi.saveGlobalSettings.mockResolvedValue( { success: true } );
		await fixers.sitemap_reachable?.run();
		expect( mockedApi.saveGlobalSettings ).toHaveBeenCalledWith( {
			enable_xml_sitemap: true,
		} );
		// Now on: no sitemap fixer any more.
		fixers = createLodestarFixers( test );
		expect( fixers.sitemap_reachable ).toBeUndefined();
	} );

	it( 'the tagline fixer asks for the text in its confirmation', async () => {
		const user = userEvent.setup();
		serve( {
			site_tagline: result( 'warning', 'The tagline is empty', {
				category: 'other',
			} ),
		} );
		mockedChecks.saveTagline.mockResolvedValue( {} );
		addFilter( 'lodestar.checkFixers', 'test', ( fixers ) => ( {
			...fixers,
			...createLodestarFixers( registry ),
		} ) );
		await renderScreen();
		const row = screen
			.getByText( 'The tagline is empty' )
			.closest( 'tr' ) as HTMLElement;
		await user.click(
			within( row ).getByRole( 'button', { name: 'Fix It For Me' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Fix It For Me',
		} );
		const proceed = within( dialog ).getByRole( 'button', {
			name: 'Proceed',
		} );
		expect( proceed ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.type(
			within( dialog ).getByRole( 'textbox', { name: 'Tagline' } ),
			'Fresh bread daily'
		);
		await user.click( proceed );
		await waitFor( () =>
			expect( mockedChecks.saveTagline ).toHaveBeenCalledWith(
				'Fresh bread daily'
			)
		);
	} );
} );

describe( 'top bar badge', () => {
	it( 'says what the counts say', () => {
		expect( analysisBadge( null ).text ).toBe( 'Not analyzed yet' );
		expect( analysisBadge( { errors: null, warnings: 3 } ).text ).toBe(
			'Not analyzed yet'
		);
		expect( analysisBadge( { errors: 1, warnings: 3 } ) ).toEqual( {
			status: 'error',
			text: '1 Issue Detected',
		} );
		expect( analysisBadge( { errors: 4, warnings: 0 } ).text ).toBe(
			'4 Issues Detected'
		);
		expect( analysisBadge( { errors: 0, warnings: 1 } ) ).toEqual( {
			status: 'warning',
			text: '1 Warning Detected',
		} );
		expect( analysisBadge( { errors: 0, warnings: 2 } ).text ).toBe(
			'2 Warnings Detected'
		);
		expect( analysisBadge( { errors: 0, warnings: 0 } ) ).toEqual( {
			status: 'success',
			text: 'SEO is Optimized',
		} );
	} );
} );

describe( 'dashboard', () => {
	it( 'lists the objects needing attention and the first 5 checks', async () => {
		mockedChecks.getAttention.mockResolvedValue( {
			items: [
				{
					id: 7,
					type: 'post',
					subtype: 'post',
					title: 'Hello world',
					edit_url:
						'http://example.test/wp-admin/post.php?post=7&action=edit',
					errors: 2,
					warnings: 1,
				},
				{
					id: 3,
					type: 'term',
					subtype: 'category',
					title: 'News',
					edit_url: 'http://example.test/wp-admin/term.php?tag_ID=3',
					errors: 0,
					warnings: 1,
				},
			],
			total: 12,
			view_all_url:
				'http://example.test/wp-admin/edit.php?lodestar_seo_issues=1',
		} );
		registry = createTestRegistry();
		render( <Dashboard route={ dashboardRoute } />, {
			wrapper: withRegistry( registry ),
		} );
		expect(
			await screen.findByRole( 'link', { name: 'Hello world' } )
		).toHaveAttribute(
			'href',
			'http://example.test/wp-admin/post.php?post=7&action=edit'
		);
		expect( screen.getByText( '2 errors, 1 warning' ) ).toBeVisible();
		expect(
			screen.getByRole( 'link', { name: 'View all (12)' } )
		).toHaveAttribute(
			'href',
			'http://example.test/wp-admin/edit.php?lodestar_seo_issues=1'
		);
		const widget = screen
			.getByRole( 'heading', { name: 'Site SEO Analysis' } )
			.closest( 'section' ) as HTMLElement;
		await waitFor( () =>
			expect( within( widget ).getAllByRole( 'listitem' ) ).toHaveLength(
				5
			)
		);
		expect(
			within( widget ).getAllByRole( 'listitem' )[ 0 ]
		).toHaveTextContent( 'Home page title is missing' );
		expect(
			within( widget ).getByRole( 'link', { name: 'View Full Report' } )
		).toHaveAttribute( 'href', '#/site-seo-analysis' );
		expect( issueSummary( { errors: 1, warnings: 0 } as never ) ).toBe(
			'1 error'
		);
	} );

	it( 'shows the empty states', async () => {
		mockedChecks.getAttention.mockResolvedValue( {
			items: [],
			total: 0,
			view_all_url: '',
		} );
		mockedChecks.getSiteChecks.mockRejectedValue( new Error( 'down' ) );
		registry = createTestRegistry();
		render( <Dashboard route={ dashboardRoute } />, {
			wrapper: withRegistry( registry ),
		} );
		expect(
			await screen.findByText( 'No SEO Performance to Show' )
		).toBeVisible();
		expect( await screen.findByText( 'No Results Found' ) ).toBeVisible();
	} );
} );

// The badge follows the store once a report is loaded.
describe( 'badge and store', () => {
	it( 'counts the loaded report', async () => {
		const test = createTestRegistry();
		await act( async () => {
			await test.resolveSelect( store ).getSiteChecks();
		} );
		expect(
			analysisBadge( test.select( store ).getSiteCheckCounts() ).text
		).toBe( '2 Issues Detected' );
	} );
} );

describe( 'top bar', () => {
	it( 'shows the boot counts until the report loads, then the report’s', async () => {
		const test = createTestRegistry();
		render(
			<TopBar
				menu={ [] }
				sections={ [] }
				routes={ [] }
				version="0.3.0"
				whatsNew={ [] }
				analysis={ { errors: 0, warnings: 4 } }
			/>,
			{ wrapper: withRegistry( test ) }
		);
		expect(
			screen.getByRole( 'link', { name: '4 Warnings Detected' } )
		).toHaveAttribute( 'href', '#/site-seo-analysis' );
		await act( async () => {
			await test.resolveSelect( store ).getSiteChecks();
		} );
		expect(
			screen.getByRole( 'link', { name: '2 Issues Detected' } )
		).toBeVisible();
	} );
} );

describe( 'Re-analyze All Content', () => {
	it( 'goes through posts then terms in batches with progress, then re-runs the checks', async () => {
		const user = userEvent.setup();
		let release: () => void = () => undefined;
		const held = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		mockedChecks.reanalyzeContent.mockImplementation(
			async ( kind, after ) => {
				if ( kind === 'post' && after === 0 ) {
					return {
						kind,
						next: 50,
						processed: 50,
						done: false,
						totals: { post: 53, term: 4 },
					};
				}
				if ( kind === 'post' ) {
					await held;
					return { kind, next: 60, processed: 3, done: true };
				}
				return {
					kind,
					next: 9,
					processed: 4,
					done: true,
					totals: { post: 53, term: 4 },
				};
			}
		);
		await renderScreen();
		expect( mockedChecks.getSiteChecks ).not.toHaveBeenCalledWith(
			'other',
			{ force: true }
		);
		const button = screen.getByRole( 'button', {
			name: 'Re-analyze All Content',
		} );
		await user.click( button );
		expect(
			await screen.findByText( 'Analyzed 50 of 57 posts and terms…' )
		).toBeVisible();
		const bar = screen.getByRole( 'progressbar', {
			name: 'Re-analysis progress',
		} );
		expect( bar ).toHaveAttribute( 'aria-valuenow', '88' );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		await act( async () => release() );
		expect(
			await screen.findByText(
				'57 posts and terms analyzed. The checks below are up to date.',
				{ selector: '.components-notice__content' }
			)
		).toBeVisible();
		expect( mockedChecks.reanalyzeContent.mock.calls ).toEqual( [
			[ 'post', 0 ],
			[ 'post', 50 ],
			[ 'term', 0 ],
		] );
		await waitFor( () =>
			expect( mockedChecks.getSiteChecks ).toHaveBeenCalledWith(
				'other',
				{ force: true }
			)
		);
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();
		expect( button ).not.toHaveAttribute( 'aria-disabled' );
	} );

	it( 'stops on a failed batch with its message and can start again', async () => {
		const user = userEvent.setup();
		mockedChecks.reanalyzeContent
			.mockResolvedValueOnce( {
				kind: 'post',
				next: 50,
				processed: 50,
				done: false,
				totals: { post: 80, term: 0 },
			} )
			.mockRejectedValueOnce( {
				code: 'lodestar_no_page_checks',
				message:
					'Page checks need Page-Level SEO, which is turned off on Manage Features.',
			} );
		await renderScreen();
		await user.click(
			screen.getByRole( 'button', { name: 'Re-analyze All Content' } )
		);
		expect(
			await screen.findByText(
				'Page checks need Page-Level SEO, which is turned off on Manage Features.',
				{ selector: '.components-notice__content' }
			)
		).toBeVisible();
		expect( mockedChecks.getSiteChecks ).not.toHaveBeenCalledWith(
			'other',
			{ force: true }
		);
		mockedChecks.reanalyzeContent.mockResolvedValue( {
			kind: 'post',
			next: 0,
			processed: 0,
			done: true,
			totals: { post: 0, term: 0 },
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Re-analyze All Content' } )
		);
		expect(
			await screen.findByText(
				'0 posts and terms analyzed. The checks below are up to date.',
				{ selector: '.components-notice__content' }
			)
		).toBeVisible();
		expect( mockedChecks.reanalyzeContent ).toHaveBeenLastCalledWith(
			'term',
			0
		);
	} );
} );

// A check that could not run (loopback blocked, timeout, exception): its own grey state,
// after suggestions and before passed checks, no Ignore, no fix button, never counted.
describe( 'a check that could not run', () => {
	const OTHER: CheckReport = {
		sitemap_reachable: result(
			'unavailable',
			'This check could not run: the request failed',
			{ category: 'other' }
		),
		thin_content: result( 'success', 'Every post is long enough', {
			category: 'other',
		} ),
	};

	it( 'sorts and labels it Could not run, with no Ignore and no fix', async () => {
		serve( OTHER );
		const user = userEvent.setup();
		await renderScreen();
		expect( rowMessages() ).toEqual( [
			'Home page title is missing',
			'Search engines are asked not to index the site',
			'2 images without alt text',
			'Search Console is not connected',
			'This check could not run: the request failed',
			'At least one H2 heading found',
			'Every post is long enough',
			'No lang attribute',
		] );
		const row = screen
			.getByText( 'This check could not run: the request failed' )
			.closest( 'tr' ) as HTMLElement;
		expect( within( row ).getByText( 'Could not run' ) ).toHaveClass(
			'lodestar-check-badge--unavailable'
		);
		expect( within( row ).getAllByRole( 'button' ) ).toHaveLength( 1 );
		await user.click(
			screen.getByRole( 'button', {
				name: 'This check could not run: the request failed',
			} )
		);
		const drawer = await screen.findByRole( 'dialog', {
			name: 'This check could not run: the request failed',
		} );
		expect(
			within( drawer ).queryByRole( 'button', { name: 'Ignore' } )
		).not.toBeInTheDocument();
	} );

	it( 'counts it neither as an error nor as a warning', async () => {
		mockedChecks.getSiteChecks.mockImplementation(
			async ( category ): Promise< CheckReport > =>
				category === 'other'
					? {
							only: result( 'unavailable', 'Could not run', {
								category: 'other',
							} ),
						}
					: {}
		);
		const test = createTestRegistry();
		await act( async () => {
			await test.resolveSelect( store ).getSiteChecks();
		} );
		expect( test.select( store ).getSiteCheckCounts() ).toEqual( {
			errors: 0,
			warnings: 0,
		} );
		expect(
			analysisBadge( test.select( store ).getSiteCheckCounts() ).text
		).toBe( 'SEO is Optimized' );
	} );
} );
