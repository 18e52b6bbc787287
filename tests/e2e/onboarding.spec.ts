/**
 * Issue 18 (part B), end to end: the setup wizard from the help menu to the site's head and
 * its JSON-LD Organization (axe on the wizard), the help menu without the wizard once it is
 * finished, and What's New from the fake feed host (bin/fake-feed.sh points the site at it):
 * the 9+ badge and the hostile entries rendered inert.
 */
import { test, expect } from './fixtures';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';

import { violations } from './axe';
import { writePng } from './media';

const PATH = '/lodestar/v1/onboarding';

interface OnboardingData {
	completed: boolean;
	values: Record< string, unknown >;
}

async function getOnboarding(
	requestUtils: RequestUtils
): Promise< OnboardingData > {
	const response = await requestUtils.rest< {
		data: OnboardingData;
	} >( { path: PATH } );
	return response.data;
}

async function saveOnboarding(
	requestUtils: RequestUtils,
	data: Record< string, unknown >
): Promise< void > {
	await requestUtils.rest( { path: PATH, method: 'POST', data } );
}

/**
 * Opens the help menu, checks it lists the help links but not the wizard, closes it.
 *
 * @param page Page.
 */
async function expectNoWizardEntry( page: Page ) {
	const toggle = page.getByRole( 'button', { name: 'Help' } );
	await toggle.click();
	const menu = page.getByRole( 'navigation', { name: 'Help' } );
	await expect(
		menu.getByRole( 'link', { name: /Open Support Ticket/ } )
	).toBeVisible();
	await expect(
		menu.getByRole( 'link', { name: 'Launch Setup Wizard' } )
	).toHaveCount( 0 );
	await toggle.click();
	await expect( menu ).toHaveCount( 0 );
}

test.describe( 'Setup wizard, help menu and What’s New', () => {
	let original: OnboardingData;

	test.beforeAll( async ( { requestUtils } ) => {
		original = await getOnboarding( requestUtils );
		await saveOnboarding( requestUtils, { completed: false } );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		// Other specs read the site name and these settings.
		await saveOnboarding( requestUtils, {
			...original.values,
			completed: original.completed,
		} );
	} );

	test( 'the wizard end to end: help menu entry, steps, head output and Organization; no entry once finished', async ( {
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 120_000 );
		const logo = await requestUtils.uploadMedia(
			writePng( 'lodestar-acme-logo.png', 240, 240 )
		);
		await page.goto( '/wp-admin/admin.php?page=lodestar#/dashboard' );
		const help = page.getByRole( 'button', { name: 'Help' } );
		await help.click();
		const helpNav = page.getByRole( 'navigation', { name: 'Help' } );
		await expect(
			helpNav.getByRole( 'link', { name: /Leave Us a Review/ } )
		).toHaveAttribute(
			'href',
			'https://wordpress.org/support/plugin/lodestar/reviews/'
		);
		await helpNav
			.getByRole( 'link', { name: 'Launch Setup Wizard' } )
			.click();

		// Full screen: no top bar, no side navigation.
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Setup Wizard' } )
		).toBeVisible();
		await expect( page.locator( '.lodestar-topbar' ) ).toHaveCount( 0 );
		await expect( page.getByText( 'Step 1 of 6' ) ).toBeVisible();
		expect( await violations( page, '.lodestar-onboarding' ) ).toEqual(
			[]
		);

		const next = page.getByRole( 'button', { name: 'Save and Continue' } );
		const stepTitle = page.locator( '#lodestar-onboarding-step-title' );

		await page.getByRole( 'radio', { name: 'Business' } ).check();
		await next.click();
		await expect( stepTitle ).toHaveText( 'Site name and tagline' );
		await page
			.getByRole( 'textbox', { name: 'Site name' } )
			.fill( 'Acme Garden Shop' );
		await page
			.getByRole( 'textbox', { name: 'Tagline' } )
			.fill( 'Seeds and tools' );
		await next.click();

		await expect( stepTitle ).toHaveText( 'Organization or person' );
		await page.getByRole( 'radio', { name: 'An organization' } ).check();
		await page
			.getByRole( 'textbox', { name: 'Name of the organization' } )
			.fill( 'Acme Gardens Ltd' );
		await page.getByRole( 'button', { name: 'Select Image' } ).click();
		const library = page.getByRole( 'dialog', { name: 'Select Image' } );
		await expect( library ).toBeVisible();
		await library.getByRole( 'tab', { name: 'Media Library' } ).click();
		await library
			.locator( `li.attachment[data-id="${ logo.id }"]` )
			.click();
		await library.getByRole( 'button', { name: 'Use this image' } ).click();
		await expect( library ).toBeHidden();
		expect( await violations( page, '.lodestar-onboarding' ) ).toEqual(
			[]
		);
		await next.click();

		await expect( stepTitle ).toHaveText( 'Social profiles' );
		await page
			.getByRole( 'textbox', { name: 'Facebook page URL' } )
			.fill( 'https://www.facebook.com/acme-gardens' );
		await next.click();

		await expect( stepTitle ).toHaveText( 'Key choices' );
		await page.getByRole( 'checkbox', { name: 'XML sitemap' } ).check();
		await next.click();

		await expect( stepTitle ).toHaveText( 'Summary' );
		const summary = page.locator( '.lodestar-onboarding__summary' );
		await expect( summary ).toContainText( 'Business' );
		await expect( summary ).toContainText( 'Acme Gardens Ltd' );
		await page.getByRole( 'button', { name: 'Finish Setup' } ).click();

		// Back on the dashboard: the help menu has no wizard entry, before and after a reload.
		await expect(
			page.getByRole( 'heading', { name: 'Dashboard' } )
		).toBeVisible();
		await expect( page ).toHaveURL( /#\/dashboard$/ );
		await expectNoWizardEntry( page );
		await page.reload();
		await expectNoWizardEntry( page );

		// The site's head: the new name, and the Organization the wizard described.
		await page.goto( '/' );
		await expect( page ).toHaveTitle( /Acme Garden Shop/ );
		await expect(
			page.locator( 'meta[property="og:site_name"]' )
		).toHaveAttribute( 'content', 'Acme Garden Shop' );
		const graph = JSON.parse(
			( await page
				.locator( 'script.lodestar-schema-graph' )
				.textContent() ) ?? '{}'
		)[ '@graph' ] as Array< Record< string, unknown > >;
		const organization = graph.find(
			( node ) => node[ '@type' ] === 'Organization'
		);
		expect( organization ).toMatchObject( {
			name: 'Acme Gardens Ltd',
			logo: logo.source_url,
			sameAs: [ 'https://www.facebook.com/acme-gardens' ],
		} );
	} );

	test( 'What’s New: the 9+ badge, the feed’s entries inert, read once closed', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=lodestar#/dashboard' );
		// The fake feed has 12 entries, all newer than anything this user has seen.
		const button = page.getByRole( 'button', {
			name: "What's New (12 unread items)",
		} );
		await expect( button ).toBeVisible( { timeout: 15_000 } );
		await expect(
			button.locator( '.lodestar-whats-new__badge' )
		).toHaveText( '9+' );
		await button.click();
		const flyout = page.getByRole( 'dialog', { name: "What's New" } );
		await expect( flyout ).toBeVisible();
		await expect(
			flyout.locator( '.lodestar-whats-new__item' )
		).toHaveCount( 12 );
		await expect( flyout ).toContainText( 'Safe paragraph.' );

		// Hostile entries: nothing ran, nothing that could run is there.
		expect(
			await page.evaluate(
				() =>
					( window as unknown as { __lodestarPwned?: unknown } )
						.__lodestarPwned
			)
		).toBeUndefined();
		await expect(
			flyout.locator(
				'.lodestar-whats-new--feed :is(script, iframe, svg, [onerror], [onclick], [onload])'
			)
		).toHaveCount( 0 );
		await expect(
			flyout.locator( 'a[href^="javascript" i], a[href^="data:" i]' )
		).toHaveCount( 0 );
		const scriptLink = flyout.getByText( 'Script link', { exact: true } );
		await expect( scriptLink ).not.toHaveAttribute( 'href', /.*/ );
		// The click goes nowhere.
		await scriptLink.click();
		const good = flyout.getByRole( 'link', { name: 'Good link' } );
		await expect( good ).toHaveAttribute(
			'href',
			'https://example.org/notes'
		);
		await expect( good ).toHaveAttribute( 'target', '_blank' );
		await expect( good ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		expect(
			await page.evaluate(
				() =>
					( window as unknown as { __lodestarPwned?: unknown } )
						.__lodestarPwned
			)
		).toBeUndefined();
		expect(
			await violations( page, '.lodestar-whats-new-flyout' )
		).toEqual( [] );

		await flyout.getByRole( 'button', { name: 'Close' } ).click();
		await expect(
			page.getByRole( 'button', { name: "What's New", exact: true } )
		).toBeVisible();
		// Read on the server for this user: a new page (no session copy) shows no badge.
		await page.evaluate( () => window.sessionStorage.clear() );
		const feedRequest = page.waitForResponse( ( response ) =>
			response.url().includes( 'whats-new' )
		);
		await page.reload();
		await feedRequest;
		await expect(
			page.getByRole( 'button', { name: "What's New", exact: true } )
		).toBeVisible();
		await expect(
			page.locator( '.lodestar-whats-new__badge' )
		).toHaveCount( 0 );
	} );
} );
