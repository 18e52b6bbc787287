/**
 * Who may use page-level SEO: an Author edits the SEO of their own post in the sidebar, and
 * the REST routes refuse another author's post (403), from the author's browser session.
 * Users and content are set up through REST. (A Subscriber's refusals are plain REST answers:
 * ObjectSettingsRestTest::test_a_subscriber_is_refused_post_and_term_settings.)
 */
import { test, expect } from './fixtures';
import { logIn, openSeoSidebar, restStatus } from './page-seo';

interface RestItem {
	id: number;
}

const PASSWORD = 'lodestar-e2e-pass';
const suffix = Date.now().toString( 36 );
const AUTHOR = `seo_author_${ suffix }`;
const OTHER = `seo_other_${ suffix }`;

test.describe( 'Page-level SEO permissions', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	let mine: RestItem;
	let theirs: RestItem;
	let category: RestItem;
	const users: number[] = [];

	test.beforeAll( async ( { requestUtils } ) => {
		const author = await requestUtils.createUser( {
			username: AUTHOR,
			email: `${ AUTHOR }@example.org`,
			password: PASSWORD,
			roles: [ 'author' ],
		} );
		const other = await requestUtils.createUser( {
			username: OTHER,
			email: `${ OTHER }@example.org`,
			password: PASSWORD,
			roles: [ 'author' ],
		} );
		users.push( author.id, other.id );
		mine = await requestUtils.rest< RestItem >( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: { title: 'My own post', status: 'draft', author: author.id },
		} );
		theirs = await requestUtils.rest< RestItem >( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Somebody else’s post',
				status: 'draft',
				author: other.id,
			},
		} );
		category = await requestUtils.rest< RestItem >( {
			path: '/wp/v2/categories',
			method: 'POST',
			data: { name: `Permissions ${ suffix }` },
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const id of users ) {
			await requestUtils.rest( {
				path: `/wp/v2/users/${ id }`,
				method: 'DELETE',
				params: { force: true, reassign: 1 },
			} );
		}
		await requestUtils.rest( {
			path: `/wp/v2/categories/${ category.id }`,
			method: 'DELETE',
			params: { force: true },
		} );
	} );

	test( 'an Author edits their own post and is refused another author’s', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await logIn( page, AUTHOR, PASSWORD );
		await admin.editPost( mine.id );
		await openSeoSidebar( page );
		await page
			.getByRole( 'textbox', { name: 'SEO Title' } )
			.fill( 'Written by the author' );
		const saved = page.waitForResponse(
			( response ) =>
				response.url().includes( `/posts/${ mine.id }` ) &&
				response.request().method() === 'POST'
		);
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Save draft' } )
			.click();
		expect( ( await saved ).ok() ).toBe( true );

		const stored = await requestUtils.rest< {
			data: { page_title: string };
		} >( {
			path: `/lodestar/v1/post/settings`,
			params: { post_id: mine.id },
		} );
		expect( stored.data.page_title ).toBe( 'Written by the author' );

		// Own post: allowed. Another author's: 403 for reading and writing.
		expect(
			await restStatus(
				page,
				'GET',
				`/lodestar/v1/post/settings?post_id=${ mine.id }`
			)
		).toBe( 200 );
		expect(
			await restStatus(
				page,
				'GET',
				`/lodestar/v1/post/settings?post_id=${ theirs.id }`
			)
		).toBe( 403 );
		expect(
			await restStatus( page, 'POST', '/lodestar/v1/post/settings', {
				post_id: theirs.id,
				data: { page_title: 'Hijacked' },
			} )
		).toBe( 403 );
		// Authors cannot edit categories either.
		expect(
			await restStatus(
				page,
				'GET',
				`/lodestar/v1/term/settings?term_id=${ category.id }`
			)
		).toBe( 403 );
	} );
} );
