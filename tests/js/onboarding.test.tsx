/**
 * Issue 18 (part B): the What's New badge and flyout, the help menu, and the setup wizard's
 * steps.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import * as onboardingApi from '../../src/api/onboarding';
import type { OnboardingValues } from '../../src/api/onboarding';
import * as whatsNewApi from '../../src/api/whats-new';
import type { FeedItem } from '../../src/api/whats-new';
import { store } from '../../src/store';
import HelpMenu from '../../src-admin/app/HelpMenu';
import WhatsNew from '../../src-admin/app/WhatsNew';
import { whatsNewBadge } from '../../src-admin/app/whats-new-badge';
import { getFeatureFields } from '../../src-admin/screens/manage-features/fields';
import Onboarding from '../../src-admin/screens/onboarding';
import { createTestRegistry, withRegistry } from './helpers';

jest.mock( '../../src/api/onboarding' );
jest.mock( '../../src/api/whats-new' );
const mockedOnboarding = jest.mocked( onboardingApi );
const mockedWhatsNew = jest.mocked( whatsNewApi );

const NOW = Math.floor( Date.now() / 1000 );

/**
 * Feed items, newest first, dated one hour apart.
 *
 * @param count Number of items.
 */
function items( count: number ): FeedItem[] {
	return Array.from( { length: count }, ( _, index ) => ( {
		id: `item${ index }`,
		title: `Release ${ count - index }`,
		link: `https://example.org/releases/${ count - index }`,
		date: new Date( ( NOW - ( index + 1 ) * 3600 ) * 1000 ).toISOString(),
		timestamp: NOW - ( index + 1 ) * 3600,
		description: `<p>Notes ${ count - index }</p>`,
	} ) );
}

beforeEach( () => {
	jest.resetAllMocks();
	window.sessionStorage.clear();
	window.history.replaceState( null, '', '/wp-admin/admin.php' );
} );

describe( 'What’s New badge', () => {
	it( 'shows nothing at 0, the count up to 9 and 9+ above 9', () => {
		expect( whatsNewBadge( 0 ) ).toBe( '' );
		expect( whatsNewBadge( -2 ) ).toBe( '' );
		expect( whatsNewBadge( 1 ) ).toBe( '1' );
		expect( whatsNewBadge( 9 ) ).toBe( '9' );
		expect( whatsNewBadge( 10 ) ).toBe( '9+' );
		expect( whatsNewBadge( 120 ) ).toBe( '9+' );
	} );
} );

describe( 'What’s New flyout', () => {
	it( 'loads the feed after first paint, shows 9+ above 9, lists the items and marks them read', async () => {
		const user = userEvent.setup();
		mockedWhatsNew.getWhatsNew.mockResolvedValue( {
			success: true,
			data: {
				items: items( 12 ),
				error: null,
				readUntil: 0,
				unread: 12,
			},
		} );
		mockedWhatsNew.markWhatsNewRead.mockResolvedValue( {
			success: true,
			data: { readUntil: NOW, unread: 0 },
		} );
		const registry = createTestRegistry();
		render( <WhatsNew entries={ [] } />, {
			wrapper: withRegistry( registry ),
		} );
		// Nothing is requested for the first paint.
		expect( mockedWhatsNew.getWhatsNew ).not.toHaveBeenCalled();
		const button = await screen.findByRole( 'button', {
			name: "What's New (12 unread items)",
		} );
		expect( within( button ).getByText( '9+' ) ).toBeVisible();

		await user.click( button );
		const dialog = await screen.findByRole( 'dialog', {
			name: "What's New",
		} );
		expect(
			within( dialog ).getByRole( 'link', { name: /Release 12/ } )
		).toHaveAttribute( 'href', 'https://example.org/releases/12' );
		expect( within( dialog ).getByText( 'Notes 1' ) ).toBeVisible();
		expect( within( dialog ).getAllByText( 'New' ) ).toHaveLength( 12 );
		expect( mockedWhatsNew.markWhatsNewRead ).not.toHaveBeenCalled();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Close' } )
		);
		await waitFor( () =>
			expect( mockedWhatsNew.markWhatsNewRead ).toHaveBeenCalledTimes( 1 )
		);
		expect(
			await screen.findByRole( 'button', { name: "What's New" } )
		).not.toHaveTextContent( '9+' );
		expect( registry.select( store ).getWhatsNewUnreadCount() ).toBe( 0 );
		// Session storage keeps the feed, read state included.
		const cached = JSON.parse(
			window.sessionStorage.getItem( 'lodestar-whats-new' ) ?? '{}'
		);
		expect( cached.data.items ).toHaveLength( 12 );
		expect( cached.data.readUntil ).toBe( NOW );
	} );

	it( 'shows the exact count up to 9 and reads session storage instead of the server', async () => {
		window.sessionStorage.setItem(
			'lodestar-whats-new',
			JSON.stringify( {
				savedAt: Date.now() - 60_000,
				data: {
					items: items( 3 ),
					error: null,
					readUntil: 0,
					unread: 3,
				},
			} )
		);
		render( <WhatsNew entries={ [] } />, {
			wrapper: withRegistry( createTestRegistry() ),
		} );
		const button = await screen.findByRole( 'button', {
			name: "What's New (3 unread items)",
		} );
		expect( within( button ).getByText( '3' ) ).toBeVisible();
		expect( mockedWhatsNew.getWhatsNew ).not.toHaveBeenCalled();
	} );

	it( 'asks the server again when the session copy is older than 24 hours', async () => {
		window.sessionStorage.setItem(
			'lodestar-whats-new',
			JSON.stringify( {
				savedAt: Date.now() - 24 * 3600 * 1000 - 1000,
				data: {
					items: items( 3 ),
					error: null,
					readUntil: 0,
					unread: 3,
				},
			} )
		);
		mockedWhatsNew.getWhatsNew.mockResolvedValue( {
			success: true,
			data: { items: items( 1 ), error: null, readUntil: 0, unread: 1 },
		} );
		render( <WhatsNew entries={ [] } />, {
			wrapper: withRegistry( createTestRegistry() ),
		} );
		expect(
			await screen.findByRole( 'button', {
				name: "What's New (1 unread item)",
			} )
		).toBeVisible();
		expect( mockedWhatsNew.getWhatsNew ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'falls back to the changelog notes when the feed cannot be read', async () => {
		const user = userEvent.setup();
		mockedWhatsNew.getWhatsNew.mockResolvedValue( {
			success: true,
			data: { items: [], error: 'unreachable', readUntil: 0, unread: 0 },
		} );
		render(
			<WhatsNew
				entries={ [ { version: '0.4.0', items: [ 'A note.' ] } ] }
			/>,
			{ wrapper: withRegistry( createTestRegistry() ) }
		);
		await user.click(
			screen.getByRole( 'button', { name: "What's New" } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: "What's New",
		} );
		expect(
			await within( dialog ).findByText(
				'The news feed could not be loaded. Here are the notes of this version.'
			)
		).toBeVisible();
		expect(
			within( dialog ).getByRole( 'heading', { name: 'Version 0.4.0' } )
		).toBeVisible();
		expect( within( dialog ).getByText( 'A note.' ) ).toBeVisible();
		expect( mockedWhatsNew.markWhatsNewRead ).not.toHaveBeenCalled();
	} );
} );

describe( 'help menu', () => {
	const links = {
		support: 'https://example.test/issues/new',
		documentation: 'https://example.test/docs',
		community: 'https://example.test/discussions',
		review: 'https://wordpress.org/support/plugin/lodestar/reviews/',
	};

	it( 'lists the four help links and the wizard while onboarding is incomplete', async () => {
		const user = userEvent.setup();
		render( <HelpMenu links={ links } onboardingCompleted={ false } />, {
			wrapper: withRegistry( createTestRegistry() ),
		} );
		await user.click( screen.getByRole( 'button', { name: 'Help' } ) );
		const nav = await screen.findByRole( 'navigation', { name: 'Help' } );
		const expected: Array< [ RegExp, string ] > = [
			[ /Open Support Ticket/, links.support ],
			[ /Help Center/, links.documentation ],
			[ /Community/, links.community ],
			[ /Leave Us a Review/, links.review ],
		];
		for ( const [ name, href ] of expected ) {
			const link = within( nav ).getByRole( 'link', { name } );
			expect( link ).toHaveAttribute( 'href', href );
			expect( link ).toHaveAttribute( 'target', '_blank' );
		}
		expect(
			within( nav ).getByRole( 'link', { name: 'Launch Setup Wizard' } )
		).toHaveAttribute( 'href', '#/onboarding' );
		expect( within( nav ).getAllByRole( 'link' ) ).toHaveLength( 5 );
	} );

	it( 'leaves the wizard out once onboarding is complete (boot flag, or finished on this page)', async () => {
		const user = userEvent.setup();
		const { unmount } = render(
			<HelpMenu links={ links } onboardingCompleted />,
			{ wrapper: withRegistry( createTestRegistry() ) }
		);
		await user.click( screen.getByRole( 'button', { name: 'Help' } ) );
		let nav = await screen.findByRole( 'navigation', { name: 'Help' } );
		expect( within( nav ).getAllByRole( 'link' ) ).toHaveLength( 4 );
		expect(
			within( nav ).queryByRole( 'link', { name: 'Launch Setup Wizard' } )
		).toBeNull();
		unmount();

		const registry = createTestRegistry();
		render( <HelpMenu links={ links } onboardingCompleted={ false } />, {
			wrapper: withRegistry( registry ),
		} );
		act( () => {
			registry.dispatch( store ).receiveOnboarding( {
				completed: true,
				values: values(),
			} );
		} );
		await user.click( screen.getByRole( 'button', { name: 'Help' } ) );
		nav = await screen.findByRole( 'navigation', { name: 'Help' } );
		expect(
			within( nav ).queryByRole( 'link', { name: 'Launch Setup Wizard' } )
		).toBeNull();
	} );
} );

/**
 * The wizard's values as the server sends them for a fresh site.
 *
 * @param overrides Values to change.
 */
function values(
	overrides: Partial< OnboardingValues > = {}
): OnboardingValues {
	return {
		site_type: '',
		site_name: 'My Site',
		site_tagline: 'Just another site',
		site_represents: 'organization',
		site_entity_name: '',
		site_entity_logo: '',
		site_entity_logo_id: 0,
		social: {
			facebook_page_url: '',
			twitter_profile_username: '',
			instagram_account: '',
			youtube_account: '',
			linkedin_account: '',
			pinterest_account: '',
			tiktok_account: '',
		},
		enable_xml_sitemap: false,
		author_archive: false,
		date_archive: false,
		blog_public: false,
		...overrides,
	};
}

describe( 'setup wizard', () => {
	beforeEach( () => {
		mockedOnboarding.getOnboarding.mockResolvedValue( {
			success: true,
			data: { completed: false, values: values() },
		} );
		mockedOnboarding.saveOnboarding.mockImplementation( async () => ( {
			success: true,
			data: { completed: false, values: values() },
		} ) );
	} );

	/**
	 * The current step's card.
	 */
	function stepSection(): HTMLElement {
		return screen.getByRole( 'region', {
			name: stepTitle(),
		} );
	}

	/**
	 * The current step's title.
	 */
	function stepTitle(): string {
		return (
			document.getElementById( 'lodestar-onboarding-step-title' )
				?.textContent ?? ''
		);
	}

	it( 'saves each step’s own fields, allows skipping, and finishes on the summary', async () => {
		const user = userEvent.setup();
		render( <Onboarding />, {
			wrapper: withRegistry( createTestRegistry() ),
		} );
		await screen.findByRole( 'radiogroup', {
			name: 'What kind of site is this?',
		} );
		expect( screen.getByText( 'Step 1 of 6' ) ).toBeVisible();
		await user.click(
			screen.getByRole( 'radio', { name: 'Online shop' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save and Continue' } )
		);
		await waitFor( () =>
			expect( stepTitle() ).toBe( 'Site name and tagline' )
		);
		expect( mockedOnboarding.saveOnboarding ).toHaveBeenLastCalledWith( {
			site_type: 'shop',
		} );

		// An empty name is refused before any request.
		const name = screen.getByRole( 'textbox', { name: 'Site name' } );
		await user.clear( name );
		await user.click(
			screen.getByRole( 'button', { name: 'Save and Continue' } )
		);
		expect(
			within( stepSection() ).getByText(
				'The site name cannot be empty.'
			)
		).toBeVisible();
		expect( mockedOnboarding.saveOnboarding ).toHaveBeenCalledTimes( 1 );
		await user.type( name, 'Acme Garden Shop' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save and Continue' } )
		);
		await waitFor( () =>
			expect( stepTitle() ).toBe( 'Organization or person' )
		);
		expect( mockedOnboarding.saveOnboarding ).toHaveBeenLastCalledWith( {
			site_name: 'Acme Garden Shop',
			site_tagline: 'Just another site',
		} );

		await user.click( screen.getByRole( 'radio', { name: 'A person' } ) );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Name of the person' } ),
			'Ada'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save and Continue' } )
		);
		await waitFor( () => expect( stepTitle() ).toBe( 'Social profiles' ) );
		expect( mockedOnboarding.saveOnboarding ).toHaveBeenLastCalledWith( {
			site_represents: 'person',
			site_entity_name: 'Ada',
			site_entity_logo: '',
			site_entity_logo_id: 0,
		} );

		// Skipping saves nothing.
		await user.click( screen.getByRole( 'button', { name: 'Skip' } ) );
		await waitFor( () => expect( stepTitle() ).toBe( 'Key choices' ) );
		expect( mockedOnboarding.saveOnboarding ).toHaveBeenCalledTimes( 3 );

		// The visibility check: the site asks search engines not to index it.
		expect(
			within( stepSection() ).getByText(
				'Search engines are asked not to index this site.'
			)
		).toBeVisible();
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Let search engines index this site',
			} )
		);
		expect(
			within( stepSection() ).queryByText(
				'Search engines are asked not to index this site.'
			)
		).toBeNull();
		await user.click(
			screen.getByRole( 'checkbox', { name: 'XML sitemap' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save and Continue' } )
		);
		await waitFor( () => expect( stepTitle() ).toBe( 'Summary' ) );
		expect( mockedOnboarding.saveOnboarding ).toHaveBeenLastCalledWith( {
			enable_xml_sitemap: true,
			author_archive: false,
			date_archive: false,
			blog_public: true,
		} );

		const summary = document.querySelector(
			'.lodestar-onboarding__summary'
		) as HTMLElement;
		expect( within( summary ).getByText( 'Online shop' ) ).toBeVisible();
		expect(
			within( summary ).getByText( 'Acme Garden Shop' )
		).toBeVisible();
		expect( within( summary ).getByText( 'A person' ) ).toBeVisible();
		expect( screen.queryByRole( 'button', { name: 'Skip' } ) ).toBeNull();

		await user.click(
			screen.getByRole( 'button', { name: 'Finish Setup' } )
		);
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/dashboard' )
		);
		expect( mockedOnboarding.saveOnboarding ).toHaveBeenLastCalledWith( {
			completed: true,
		} );
	} );

	it( 'shows the server’s message and stays on the step when a save is refused', async () => {
		const user = userEvent.setup();
		mockedOnboarding.saveOnboarding.mockRejectedValue( {
			code: 'lodestar_invalid_setting',
			message: 'Use text of at most 200 characters.',
		} );
		render( <Onboarding />, {
			wrapper: withRegistry( createTestRegistry() ),
		} );
		await screen.findByRole( 'radiogroup', {
			name: 'What kind of site is this?',
		} );
		await user.click( screen.getByRole( 'button', { name: 'Skip' } ) );
		await waitFor( () =>
			expect( stepTitle() ).toBe( 'Site name and tagline' )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save and Continue' } )
		);
		expect(
			await within( stepSection() ).findByText(
				'Use text of at most 200 characters.'
			)
		).toBeVisible();
		expect( stepTitle() ).toBe( 'Site name and tagline' );
		await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
		await waitFor( () => expect( stepTitle() ).toBe( 'Site type' ) );
	} );
} );

describe( 'usage data opt-in', () => {
	it( 'says honestly that the switch has no effect yet', () => {
		const field = getFeatureFields().find(
			( candidate ) => candidate.id === 'lodestar_analytics_optin'
		);
		expect( field?.label ).toBe( 'Share Usage Data' );
		expect( field?.description ).toBe(
			'This switch has no effect yet: Lodestar collects and sends no usage data. It keeps your choice, and nothing will ever be sent without it.'
		);
	} );
} );
