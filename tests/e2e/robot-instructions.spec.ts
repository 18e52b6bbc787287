/**
 * Robot Instructions, end to end: on each of the three pages, choose post types,
 * taxonomies and archives from the post-content lists, save, reload, and see the
 * directive on a post of a chosen type.
 */
import { test, expect } from './fixtures';

import { getSettings, saveSettings } from './settings';

const PAGES = [
	[ 'indexing', 'No Index', 'no_index', 'noindex' ],
	[ 'following', 'No Follow', 'no_follow', 'nofollow' ],
	[ 'archiving', 'No Archive', 'no_archive', 'noarchive' ],
] as const;

test.describe( 'Robot Instructions', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, {
			no_index: [],
			no_follow: [],
			no_archive: [],
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, {
			no_index: [],
			no_follow: [],
			no_archive: [],
		} );
		await requestUtils.deleteAllPosts();
	} );

	test( 'each page chooses the content that receives its directive', async ( {
		page,
		requestUtils,
	} ) => {
		const post = await requestUtils.createPost( {
			title: 'Robots target',
			status: 'publish',
			date_gmt: new Date().toISOString().slice( 0, 19 ),
		} );
		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/advanced/robot_instructions'
		);
		// The section's route opens its first page.
		await expect( page ).toHaveURL(
			/#\/advanced\/robot_instructions\/indexing$/
		);

		// In-app navigation through the submenu.
		const menu = page.getByRole( 'navigation', {
			name: 'Lodestar Advanced menu',
		} );
		for ( const [ slug, title ] of PAGES ) {
			await menu.getByRole( 'link', { name: title } ).click();
			await expect( page ).toHaveURL(
				new RegExp( `#/advanced/robot_instructions/${ slug }$` )
			);
			await expect(
				page.getByRole( 'heading', { level: 1, name: title } )
			).toBeVisible();
			await page
				.getByRole( 'group', { name: 'Post Types' } )
				.getByRole( 'checkbox', { name: 'Posts' } )
				.check();
			await page
				.getByRole( 'group', { name: 'Taxonomies' } )
				.getByRole( 'checkbox', { name: 'Tags' } )
				.check();
			await page
				.getByRole( 'group', { name: 'Archives' } )
				.getByRole( 'checkbox', { name: 'Date archives' } )
				.check();
			const save = page.getByRole( 'button', {
				name: 'Save',
				exact: true,
			} );
			await save.click();
			await expect( save ).toBeDisabled();
		}

		const saved = await getSettings( requestUtils );
		await page.reload();
		for ( const [ slug, title, key ] of PAGES ) {
			expect( saved[ key ] ).toEqual( [ 'post', 'post_tag', 'date' ] );
			await page.evaluate( ( hash ) => {
				window.location.hash = hash;
			}, `/advanced/robot_instructions/${ slug }` );
			await expect(
				page.getByRole( 'heading', { level: 1, name: title } )
			).toBeVisible();
			await expect(
				page.getByRole( 'checkbox', { name: 'Posts' } )
			).toBeChecked();
			await expect(
				page.getByRole( 'checkbox', { name: 'Pages' } )
			).not.toBeChecked();
		}

		await page.goto( post.link );
		const robots = await page
			.locator( 'meta[name="robots"]' )
			.getAttribute( 'content' );
		for ( const [ , , , directive ] of PAGES ) {
			expect( robots ).toContain( directive );
		}
	} );
} );
