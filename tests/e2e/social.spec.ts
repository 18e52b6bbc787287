/**
 * Social, end to end: Default Social Image (media library picker, preview, clear, and the
 * lookup of the attachment behind a stored URL), Facebook, X (live preview, card type) and
 * Other Accounts, each saved and reloaded. Set up through REST.
 */
import { test, expect } from './fixtures';

import { writePng } from './media';
import {
	getSettings,
	resetSettings,
	saveScreen,
	saveSettings,
} from './settings';

test.describe( 'Social', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils, [ 'social' ] );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils, [ 'social' ] );
		await requestUtils.deleteAllMedia();
	} );

	test( 'Default Social Image: pick, preview, save, clear; a stored URL finds its attachment', async ( {
		page,
		requestUtils,
	} ) => {
		const image = await requestUtils.uploadMedia(
			writePng( 'lodestar-default-card.png', 1200, 630 )
		);
		await page.goto( '/wp-admin/admin.php?page=lodestar#/general/social' );
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Default Social Image',
			} )
		).toBeVisible();
		const field = page.getByRole( 'group', {
			name: 'Default Social Image',
		} );
		await expect( field ).toContainText(
			'Recommended size is 1200x630 px, JPG or PNG.'
		);
		await field.getByRole( 'button', { name: 'Select Image' } ).click();
		const library = page.getByRole( 'dialog', { name: 'Select Image' } );
		await library.getByRole( 'tab', { name: 'Media Library' } ).click();
		await library
			.locator( `li.attachment[data-id="${ image.id }"]` )
			.click();
		await library.getByRole( 'button', { name: 'Use this image' } ).click();
		await expect( field.getByRole( 'img' ) ).toHaveAttribute(
			'src',
			image.source_url
		);
		await saveScreen( page );
		await page.reload();
		await expect(
			page
				.getByRole( 'group', { name: 'Default Social Image' } )
				.getByRole( 'img' )
		).toHaveAttribute( 'src', image.source_url );
		let saved = await getSettings( requestUtils );
		expect( saved.fallback_image ).toBe( image.source_url );
		expect( saved.fallback_image_id ).toBe( image.id );

		await page
			.getByRole( 'group', { name: 'Default Social Image' } )
			.getByRole( 'button', { name: 'Remove Image' } )
			.click();
		await expect(
			page.locator( '.lodestar-media-picker img' )
		).toHaveCount( 0 );
		await saveScreen( page );
		saved = await getSettings( requestUtils );
		expect( saved.fallback_image ).toBe( '' );
		expect( saved.fallback_image_id ).toBe( 0 );

		// A stored URL of a resized copy, without id: the lookup (GET /wp/v2/media)
		// finds the attachment and the library opens with it selected.
		const resized = image.source_url.replace(
			/\.png$/,
			'-scaled-300x158.png'
		);
		await saveSettings( requestUtils, {
			fallback_image: resized,
			fallback_image_id: 0,
		} );
		await page.reload();
		const lookup = page.waitForRequest(
			( request ) =>
				request.url().includes( 'wp/v2/media' ) &&
				request.url().includes( 'lodestar-default-card' ) &&
				request.url().includes( 'per_page=20' )
		);
		await page
			.getByRole( 'group', { name: 'Default Social Image' } )
			.getByRole( 'button', { name: 'Change Image' } )
			.click();
		await lookup;
		await expect(
			library.locator(
				`li.attachment[data-id="${ image.id }"][aria-checked="true"]`
			)
		).toBeVisible();
		await library.getByRole( 'button', { name: 'Use this image' } ).click();
		await saveScreen( page );
		saved = await getSettings( requestUtils );
		expect( saved.fallback_image ).toBe( image.source_url );
		expect( saved.fallback_image_id ).toBe( image.id );
	} );

	test( 'Facebook: site and author pages, tags switch, preview', async ( {
		page,
		requestUtils,
	} ) => {
		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/general/social/facebook'
		);
		const site = page.getByRole( 'textbox', {
			name: 'Site Facebook Page',
		} );
		await expect( site ).toHaveAttribute(
			'placeholder',
			'https://www.facebook.com/your-page'
		);
		await site.fill( 'https://www.facebook.com/lodestar' );
		await page
			.getByRole( 'textbox', { name: 'Author Facebook Page' } )
			.fill( 'https://www.facebook.com/editor' );
		await page
			.getByRole( 'checkbox', { name: 'Facebook Article Tags' } )
			.uncheck();
		await expect(
			page.getByRole( 'region', { name: 'Facebook Preview' } )
		).toContainText( 'Lodestar Dev Site' );
		await saveScreen( page );
		await page.reload();
		await expect(
			page.getByRole( 'textbox', { name: 'Site Facebook Page' } )
		).toHaveValue( 'https://www.facebook.com/lodestar' );
		await expect(
			page.getByRole( 'textbox', { name: 'Author Facebook Page' } )
		).toHaveValue( 'https://www.facebook.com/editor' );
		await expect(
			page.getByRole( 'checkbox', { name: 'Facebook Article Tags' } )
		).not.toBeChecked();
		const saved = await getSettings( requestUtils );
		expect( saved.facebook_meta_tags ).toBe( false );
	} );

	test( 'X: card type with a live preview, profile URLs', async ( {
		page,
		requestUtils,
	} ) => {
		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/general/social/x'
		);
		const preview = page.getByRole( 'region', { name: 'X Preview' } );
		await expect(
			page.getByRole( 'radio', { name: 'Summary Large Image' } )
		).toBeChecked();
		await expect( preview ).toHaveClass( /is-large/ );
		await page
			.getByRole( 'radio', { name: 'Summary', exact: true } )
			.check();
		await expect( preview ).toHaveClass( /is-small/ );

		const siteProfile = page.getByRole( 'textbox', {
			name: "Site's X Profile URL",
		} );
		await expect( siteProfile ).toHaveAttribute(
			'placeholder',
			'https://x.com/your-handle'
		);
		await siteProfile.fill( 'https://x.com/lodestar' );
		const author = page.getByRole( 'textbox', {
			name: "Author's X Profile URL",
		} );
		await expect( author ).toHaveAttribute(
			'placeholder',
			'https://x.com/author-handle'
		);
		await author.fill( 'https://x.com/editor' );
		await saveScreen( page );
		await page.reload();
		await expect(
			page.getByRole( 'radio', { name: 'Summary', exact: true } )
		).toBeChecked();
		await expect(
			page.getByRole( 'region', { name: 'X Preview' } )
		).toHaveClass( /is-small/ );
		await expect(
			page.getByRole( 'textbox', { name: "Site's X Profile URL" } )
		).toHaveValue( 'https://x.com/lodestar' );
		const saved = await getSettings( requestUtils );
		expect( saved.twitter_card_type ).toBe( 'summary' );
		expect( saved.twitter_profile_fallback ).toBe( 'https://x.com/editor' );
	} );

	test( 'Other Accounts: each profile stored where the screen edits it', async ( {
		page,
		requestUtils,
	} ) => {
		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/general/social/accounts'
		);
		for ( const name of [
			'Pinterest',
			'Instagram',
			'YouTube',
			'LinkedIn',
			'TikTok',
			'GitHub',
		] ) {
			await expect(
				page.getByRole( 'textbox', { name, exact: true } )
			).toBeVisible();
		}
		await page
			.getByRole( 'textbox', { name: 'Pinterest' } )
			.fill( 'https://www.pinterest.com/lodestar' );
		await page
			.getByRole( 'textbox', { name: 'GitHub' } )
			.fill( 'https://github.com/lodestar' );
		await saveScreen( page );
		await page.reload();
		await expect(
			page.getByRole( 'textbox', { name: 'Pinterest' } )
		).toHaveValue( 'https://www.pinterest.com/lodestar' );
		// Pinterest in the spec's own setting, GitHub among the others.
		const settings = await getSettings( requestUtils );
		expect( settings.pinterest_account ).toBe(
			'https://www.pinterest.com/lodestar'
		);
		expect( settings.social_profiles ).toEqual( {
			github: 'https://github.com/lodestar',
		} );

		// They are the Organization's sameAs in the page's JSON-LD.
		await page.goto( '/' );
		const graph = (
			await page
				.locator( 'script[type="application/ld+json"]' )
				.allTextContents()
		).join( '\n' );
		expect( graph ).toContain( '"sameAs"' );
		expect( graph ).toContain( 'https://www.pinterest.com/lodestar' );
		expect( graph ).toContain( 'https://github.com/lodestar' );
	} );
} );
