/**
 * Home Page, end to end: General (counters after substitution, red above the limit,
 * description maxLength, search preview), Social (media library image, "use data from
 * Facebook tab" hiding the X fields, previews), Advanced (home robots), each saved and
 * reloaded; and the static-front-page notice. Set up through REST.
 */
import { test, expect } from './fixtures';

import { writePng } from './media';
import { getSettings, resetSettings, saveScreen } from './settings';

const SITE = 'Lodestar Dev Site';
const ERROR_COLOUR = 'rgb(204, 24, 24)';

test.describe( 'Home Page', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils, [ 'general', 'social' ] );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils, [ 'general', 'social' ] );
		await requestUtils.updateSiteSettings( { show_on_front: 'posts' } );
		await requestUtils.deleteAllMedia();
		await requestUtils.deleteAllPages();
	} );

	test( 'General: counters, limits and preview; saved and used by the page', async ( {
		page,
	} ) => {
		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/general/homepage'
		);
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Home Page' } )
		).toBeVisible();
		const title = page.getByRole( 'textbox', { name: 'Home Page Title' } );
		const description = page.getByRole( 'textbox', {
			name: 'Home Page Description',
		} );
		await expect( description ).toHaveAttribute( 'maxlength', '160' );

		await title.fill( '%site_name% %separator% Northern Stars' );
		const resolved = `${ SITE } - Northern Stars`;
		const preview = page.getByRole( 'region', {
			name: 'Search Engine Preview',
		} );
		await expect( preview ).toContainText( resolved );
		const titleCounter = page
			.locator( '.lodestar-character-counter' )
			.first();
		const titleCount = titleCounter.locator(
			'.lodestar-character-counter__value'
		);
		await expect( titleCount ).toHaveText( `${ resolved.length }/60` );
		await expect( titleCounter ).not.toHaveClass( /is-over-limit/ );

		// Above the limit the counter turns red.
		await title.fill( `%site_name% ${ 'x'.repeat( 50 ) }` );
		await expect( titleCount ).toHaveText( `${ SITE.length + 51 }/60` );
		await expect( titleCounter ).toHaveClass( /is-over-limit/ );
		await expect( titleCounter ).toHaveCSS( 'color', ERROR_COLOUR );
		await title.fill( '%site_name% %separator% Northern Stars' );

		// The description input stops at the description length.
		await description.fill( 'd'.repeat( 200 ) );
		await expect( description ).toHaveValue( 'd'.repeat( 160 ) );
		await description.fill( 'Star charts for every night of the year.' );
		await expect(
			page.locator( '.lodestar-character-counter__value' ).nth( 1 )
		).toHaveText( '40/160' );

		await saveScreen( page );
		await page.reload();
		await expect(
			page.getByRole( 'textbox', { name: 'Home Page Title' } )
		).toHaveValue( '%site_name% %separator% Northern Stars' );
		await expect(
			page.getByRole( 'textbox', { name: 'Home Page Description' } )
		).toHaveValue( 'Star charts for every night of the year.' );

		await page.goto( '/' );
		await expect( page ).toHaveTitle( resolved );
	} );

	test( 'Social: Facebook image from the media library; the switch hides the X fields', async ( {
		page,
		requestUtils,
	} ) => {
		const image = await requestUtils.uploadMedia(
			writePng( 'lodestar-home-card.png', 1200, 630 )
		);
		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/general/homepage/social'
		);
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Social' } )
		).toBeVisible();
		const same = page.getByRole( 'checkbox', {
			name: 'Use Data from Facebook Tab',
		} );
		await expect( same ).toBeChecked();
		await expect(
			page.getByRole( 'textbox', { name: 'X Title' } )
		).toHaveCount( 0 );

		await page
			.getByRole( 'textbox', { name: 'Facebook Title' } )
			.fill( 'Shared %site_name%' );
		await page
			.getByRole( 'textbox', { name: 'Facebook Description' } )
			.fill( 'A guide to the night sky.' );
		const facebookImage = page.getByRole( 'group', {
			name: 'Facebook Image',
		} );
		await facebookImage
			.getByRole( 'button', { name: 'Select Image' } )
			.click();
		const library = page.getByRole( 'dialog', { name: 'Select Image' } );
		await expect( library ).toBeVisible();
		await library.getByRole( 'tab', { name: 'Media Library' } ).click();
		await library
			.locator( `li.attachment[data-id="${ image.id }"]` )
			.click();
		await library.getByRole( 'button', { name: 'Use this image' } ).click();
		await expect( library ).toBeHidden();
		await expect( facebookImage.getByRole( 'img' ) ).toHaveAttribute(
			'src',
			image.source_url
		);

		const facebookPreview = page.getByRole( 'region', {
			name: 'Facebook Preview',
		} );
		await expect( facebookPreview ).toContainText( `Shared ${ SITE }` );
		const xPreview = page.getByRole( 'region', { name: 'X Preview' } );
		await expect( xPreview ).toContainText( `Shared ${ SITE }` );

		await same.click();
		const xTitle = page.getByRole( 'textbox', { name: 'X Title' } );
		await expect( xTitle ).toBeVisible();
		await xTitle.fill( 'On X: %site_name%' );
		await page
			.getByRole( 'textbox', { name: 'X Description' } )
			.fill( 'Follow the stars.' );
		await expect( xPreview ).toContainText( `On X: ${ SITE }` );
		await expect( facebookPreview ).toContainText( `Shared ${ SITE }` );

		await saveScreen( page );
		await page.reload();
		await expect(
			page.getByRole( 'checkbox', { name: 'Use Data from Facebook Tab' } )
		).not.toBeChecked();
		await expect(
			page.getByRole( 'textbox', { name: 'X Title' } )
		).toHaveValue( 'On X: %site_name%' );
		await expect(
			page.getByRole( 'textbox', { name: 'Facebook Title' } )
		).toHaveValue( 'Shared %site_name%' );
		await expect(
			page
				.getByRole( 'group', { name: 'Facebook Image' } )
				.getByRole( 'img' )
		).toHaveAttribute( 'src', image.source_url );
		let saved = await getSettings( requestUtils );
		expect( saved.twitter_same_as_facebook ).toBe( '' );
		expect( saved.home_page_facebook_image_url ).toBe( image.source_url );

		// Back on: the X fields go, and '1' is stored.
		await page
			.getByRole( 'checkbox', { name: 'Use Data from Facebook Tab' } )
			.click();
		await expect(
			page.getByRole( 'textbox', { name: 'X Title' } )
		).toHaveCount( 0 );
		await saveScreen( page );
		saved = await getSettings( requestUtils );
		expect( saved.twitter_same_as_facebook ).toBe( '1' );
	} );

	test( 'Advanced: robot instructions of the home page', async ( {
		page,
		requestUtils,
	} ) => {
		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/general/homepage/advanced'
		);
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Advanced' } )
		).toBeVisible();
		await page.getByRole( 'checkbox', { name: 'No Index' } ).check();
		await page.getByRole( 'checkbox', { name: 'No Archive' } ).check();
		await saveScreen( page );
		await page.reload();
		await expect(
			page.getByRole( 'checkbox', { name: 'No Index' } )
		).toBeChecked();
		await expect(
			page.getByRole( 'checkbox', { name: 'No Follow' } )
		).not.toBeChecked();
		await expect(
			page.getByRole( 'checkbox', { name: 'No Archive' } )
		).toBeChecked();
		expect(
			( await getSettings( requestUtils ) ).home_page_robots
		).toEqual( { general: [ 'noindex', 'noarchive' ] } );

		await page.goto( '/' );
		const robots = await page
			.locator( 'meta[name="robots"]' )
			.getAttribute( 'content' );
		expect( robots ).toContain( 'noindex' );
		expect( robots ).toContain( 'noarchive' );
	} );

	test( 'a static front page shows only the notice with the edit link', async ( {
		page,
		requestUtils,
	} ) => {
		const front = await requestUtils.createPage( {
			title: 'Welcome',
			status: 'publish',
		} );
		await requestUtils.updateSiteSettings( {
			show_on_front: 'page',
			page_on_front: front.id,
		} );
		for ( const path of [
			'/general/homepage',
			'/general/homepage/social',
			'/general/homepage/advanced',
		] ) {
			await page.goto( `/wp-admin/admin.php?page=lodestar#${ path }` );
			const link = page.getByRole( 'link', {
				name: 'Edit the home page',
			} );
			await expect( link ).toBeVisible();
			await expect( link ).toHaveAttribute(
				'href',
				new RegExp( `post\\.php\\?post=${ front.id }&action=edit` )
			);
			await expect(
				page.locator( '.lodestar-app__content' ).getByRole( 'textbox' )
			).toHaveCount( 0 );
			await expect(
				page.getByRole( 'button', { name: 'Save', exact: true } )
			).toHaveCount( 0 );
		}
		await requestUtils.updateSiteSettings( { show_on_front: 'posts' } );
	} );
} );
