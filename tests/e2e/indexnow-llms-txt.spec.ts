/**
 * IndexNow and llms.txt in Chromium: publishing a post is submitted to the fake IndexNow
 * endpoint (tests/fake-indexnow, which fetches the key file from the site) and the submission
 * is listed on the IndexNow screen; the manual box submits an address; the llms.txt screen's
 * live preview follows the choices, saving changes /llms.txt. Both screens pass axe.
 */
import { test, expect } from './fixtures';

import { violations } from './axe';
import { saveSettings } from './settings';

test.describe( 'IndexNow and llms.txt', () => {
	test.afterAll( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, {
			enable_indexnow: false,
			enable_llms_txt: false,
		} );
		await requestUtils.rest( {
			path: '/lodestar/v1/llms-txt',
			method: 'POST',
			data: {
				post_types: [ 'page', 'post' ],
				count: 20,
				details: '',
				featured: [],
			},
		} );
		await requestUtils.deleteAllPosts();
	} );

	test( 'publishing a post is submitted and listed; the manual box submits', async ( {
		page,
		requestUtils,
		request,
	} ) => {
		test.setTimeout( 60_000 );
		await saveSettings( requestUtils, { enable_indexnow: true } );
		const status = await requestUtils.rest< {
			data: { key: string; key_location: string };
		} >( { path: '/lodestar/v1/indexnow' } );
		expect( status.data.key ).toMatch( /^[0-9a-f]{32}$/ );
		const file = await request.get( status.data.key_location );
		expect( file.status() ).toBe( 200 );
		expect( await file.text() ).toBe( status.data.key );

		const post = await requestUtils.rest< { link: string } >( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'IndexNow e2e post',
				content: 'Fresh content.',
				status: 'publish',
			},
		} );

		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/advanced/indexnow'
		);
		await expect(
			page.getByRole( 'heading', { name: 'IndexNow', level: 1 } )
		).toBeVisible();
		const log = page.getByRole( 'table', {
			name: 'Last IndexNow submissions, newest first',
		} );
		// Sent after the response of the publishing request: refresh until it is listed.
		await expect( async () => {
			await page.getByRole( 'button', { name: 'Refresh' } ).click();
			await expect(
				log.getByRole( 'row' ).filter( { hasText: post.link } )
			).toContainText( 'Submitted.' );
		} ).toPass( { timeout: 20_000 } );
		await expect(
			log.getByRole( 'row' ).filter( { hasText: post.link } )
		).toContainText( 'Content change' );

		expect( await violations( page, '#lodestar-admin-root' ) ).toEqual(
			[]
		);

		const box = page.getByRole( 'textbox', { name: 'Submit these URLs' } );
		await box.fill( 'https://elsewhere.example/page/' );
		await page
			.getByRole( 'button', { name: 'Submit', exact: true } )
			.click();
		await expect(
			page
				.getByText(
					'Only addresses of this site can be submitted: https://elsewhere.example/page/'
				)
				.first()
		).toBeVisible();
		const own = new URL( '/indexnow-manual/', post.link ).href;
		await box.fill( own );
		await page
			.getByRole( 'button', { name: 'Submit', exact: true } )
			.click();
		await expect(
			page.getByText( '1 address submitted.' ).first()
		).toBeVisible();
		await expect(
			log.getByRole( 'row' ).filter( { hasText: own } )
		).toContainText( 'Manual' );
	} );

	test( 'the llms.txt screen previews the choices and /llms.txt follows the saved ones', async ( {
		page,
		requestUtils,
		request,
	} ) => {
		test.setTimeout( 60_000 );
		await saveSettings( requestUtils, { enable_llms_txt: true } );
		await requestUtils.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Brewing with llms',
				content: 'How to brew.',
				excerpt: 'A brewing guide.',
				status: 'publish',
			},
		} );

		const served = await request.get( '/llms.txt' );
		expect( served.status() ).toBe( 200 );
		expect( served.headers()[ 'content-type' ] ).toContain( 'text/plain' );
		const text = await served.text();
		expect( text ).toMatch( /^# .+\n/ );
		expect( text ).toContain( '## Posts\n\n- [Brewing with llms](' );
		expect( text ).toContain( '): A brewing guide.\n' );

		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/advanced/llms-txt'
		);
		const preview = page.getByRole( 'textbox', {
			name: 'llms.txt as served',
		} );
		await expect( preview ).toHaveValue( text );
		expect( await violations( page, '#lodestar-admin-root' ) ).toEqual(
			[]
		);

		await page.getByRole( 'checkbox', { name: 'Posts' } ).uncheck();
		await page
			.getByRole( 'textbox', { name: 'Details (optional)' } )
			.fill( 'We roast coffee.' );
		const unsaved = page.getByRole( 'textbox', {
			name: 'llms.txt with your unsaved changes',
		} );
		await expect( unsaved ).toHaveValue( /\nWe roast coffee\.\n/ );
		await expect( unsaved ).not.toHaveValue( /## Posts/ );

		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect(
			page.getByText( 'Settings saved successfully.' ).first()
		).toBeVisible();
		// Opened in the browser: the saved choices.
		const opened = await page.goto( '/llms.txt' );
		expect( opened?.status() ).toBe( 200 );
		const after = await page.locator( 'body' ).innerText();
		expect( after ).toContain( 'We roast coffee.' );
		expect( after ).not.toContain( '## Posts' );
	} );
} );
