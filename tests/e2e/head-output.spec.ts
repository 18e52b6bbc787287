/**
 * Head output in a real browser: a post, the home page and a category are rendered by
 * WordPress and parsed by Chromium; the tags are read from the document Chromium built, and
 * the raw HTML is checked for Lodestar's one comment-framed block. Set up through REST.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { saveSettings } from './settings';

interface RestPost {
	id: number;
	link: string;
}

interface RestTerm {
	id: number;
	link: string;
}

const SETTINGS = {
	page_title: '%title% %separator% %site_name%',
	separator: '|',
	home_page_title: '%site_name% %separator% %tagline%',
	paginated_link_relationships: true,
	facebook_page_url: 'https://www.facebook.com/lodestar',
	twitter_profile_username: 'https://x.com/lodestar_seo',
};

const DEFAULTS = {
	page_title: '%title% - %site_name%',
	separator: '-',
	home_page_title: '%title% - %site_name%',
	paginated_link_relationships: false,
	facebook_page_url: '',
	twitter_profile_username: '',
};

/**
 * Content attribute of a head meta tag, as Chromium parsed it.
 *
 * @param page Page.
 * @param key  name or property value.
 */
async function meta( page: Page, key: string ): Promise< string | null > {
	const tag = page.locator(
		`head meta[property="${ key }"], head meta[name="${ key }"]`
	);
	await expect( tag ).toHaveCount( 1 );
	return tag.getAttribute( 'content' );
}

/**
 * Href of a head link, as Chromium parsed it.
 *
 * @param page Page.
 * @param rel  Relation.
 */
async function linkHref( page: Page, rel: string ): Promise< string | null > {
	const tag = page.locator( `head link[rel="${ rel }"]` );
	await expect( tag ).toHaveCount( 1 );
	return tag.getAttribute( 'href' );
}

test.describe( 'Head output', () => {
	let siteName = '';
	let tagline = '';
	let postsPerPage = 10;
	let post: RestPost;
	let category: RestTerm;

	test.beforeAll( async ( { requestUtils } ) => {
		const site = await requestUtils.getSiteSettings();
		siteName = String( site.title );
		tagline = String( site.description );
		postsPerPage = Number( site.posts_per_page );
		await requestUtils.updateSiteSettings( {
			description: 'Maps of the night sky',
			posts_per_page: 1,
		} );
		await saveSettings( requestUtils, SETTINGS );

		category = await requestUtils.rest< RestTerm >( {
			path: '/wp/v2/categories',
			method: 'POST',
			data: {
				name: 'Star Charts',
				slug: 'star-charts',
				description: 'Charts for <b>every</b> season.',
			},
		} );
		for ( const title of [ 'Winter sky', 'Spring sky' ] ) {
			await requestUtils.rest( {
				path: '/wp/v2/posts',
				method: 'POST',
				data: {
					title,
					status: 'publish',
					categories: [ category.id ],
					date_gmt: '2024-01-01T10:00:00',
				},
			} );
		}
		post = await requestUtils.rest< RestPost >( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Orion & "friends"',
				content:
					'<!-- wp:paragraph --><p>How to find the hunter.</p><!-- /wp:paragraph -->',
				excerpt: 'Find Orion <em>tonight</em>.',
				status: 'publish',
				categories: [ category.id ],
				date_gmt: '2024-03-05T10:00:00',
				meta: {
					_lodestar_facebook_title: 'Orion for %site_name%',
					_lodestar_post_no_archive: 'yes',
				},
			},
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, DEFAULTS );
		await requestUtils.deleteAllPosts();
		await requestUtils.rest( {
			path: `/wp/v2/categories/${ category.id }`,
			method: 'DELETE',
			params: { force: true },
		} );
		await requestUtils.updateSiteSettings( {
			description: tagline,
			posts_per_page: postsPerPage,
		} );
	} );

	test( 'a post', async ( { page } ) => {
		const response = await page.goto( post.link );
		expect( response?.status() ).toBe( 200 );
		const html = ( await response?.text() ) ?? '';
		expect( html.split( '<!-- Lodestar SEO -->' ) ).toHaveLength( 2 );
		expect( html.split( '<!-- / Lodestar SEO -->' ) ).toHaveLength( 2 );
		// Escaped exactly once in the raw HTML.
		expect( html ).toContain(
			`<title>Orion &amp; &quot;friends&quot; | ${ siteName }</title>`
		);
		expect( html ).toContain(
			`<meta name="description" content="Find Orion tonight." />`
		);

		await expect( page ).toHaveTitle( `Orion & "friends" | ${ siteName }` );
		expect( await meta( page, 'description' ) ).toBe(
			'Find Orion tonight.'
		);
		expect( await linkHref( page, 'canonical' ) ).toBe( post.link );
		expect( await meta( page, 'robots' ) ).toBe(
			'noarchive, max-image-preview:large, max-snippet:-1, max-video-preview:-1'
		);
		expect( await meta( page, 'og:type' ) ).toBe( 'article' );
		expect( await meta( page, 'og:title' ) ).toBe(
			`Orion for ${ siteName }`
		);
		expect( await meta( page, 'og:description' ) ).toBe(
			'Find Orion tonight.'
		);
		expect( await meta( page, 'og:url' ) ).toBe( post.link );
		expect( await meta( page, 'og:site_name' ) ).toBe( siteName );
		expect( await meta( page, 'article:publisher' ) ).toBe(
			'https://www.facebook.com/lodestar'
		);
		expect( await meta( page, 'article:published_time' ) ).toBe(
			'2024-03-05T10:00:00+00:00'
		);
		expect( await meta( page, 'twitter:card' ) ).toBe(
			'summary_large_image'
		);
		expect( await meta( page, 'twitter:title' ) ).toBe(
			`Orion for ${ siteName }`
		);
		expect( await meta( page, 'twitter:site' ) ).toBe( '@lodestar_seo' );
	} );

	test( 'the home page', async ( { page } ) => {
		const response = await page.goto( '/' );
		expect( response?.status() ).toBe( 200 );
		const home = new URL( '/', page.url() ).href;

		await expect( page ).toHaveTitle(
			`${ siteName } | Maps of the night sky`
		);
		expect( await meta( page, 'description' ) ).toBe(
			'Maps of the night sky'
		);
		expect( await linkHref( page, 'canonical' ) ).toBe( home );
		expect( await linkHref( page, 'next' ) ).toBe( `${ home }page/2/` );
		await expect( page.locator( 'head link[rel="prev"]' ) ).toHaveCount(
			0
		);
		expect( await meta( page, 'og:type' ) ).toBe( 'website' );
		expect( await meta( page, 'og:url' ) ).toBe( home );
		expect( await meta( page, 'robots' ) ).toBe(
			'max-image-preview:large, max-snippet:-1, max-video-preview:-1'
		);
		await expect(
			page.locator( 'head meta[property="article:published_time"]' )
		).toHaveCount( 0 );
	} );

	test( 'a category and its page 2', async ( { page } ) => {
		await page.goto( category.link );
		await expect( page ).toHaveTitle( `Star Charts | ${ siteName }` );
		expect( await meta( page, 'description' ) ).toBe(
			'Charts for every season.'
		);
		expect( await linkHref( page, 'canonical' ) ).toBe( category.link );
		expect( await linkHref( page, 'next' ) ).toBe(
			`${ category.link }page/2/`
		);
		expect( await meta( page, 'og:type' ) ).toBe( 'website' );
		expect( await meta( page, 'og:title' ) ).toBe(
			`Star Charts | ${ siteName }`
		);

		await page.goto( `${ category.link }page/2/` );
		await expect( page ).toHaveTitle(
			`Star Charts | Page 2 of 3 | ${ siteName }`
		);
		expect( await linkHref( page, 'canonical' ) ).toBe(
			`${ category.link }page/2/`
		);
		expect( await linkHref( page, 'prev' ) ).toBe( category.link );
		expect( await linkHref( page, 'next' ) ).toBe(
			`${ category.link }page/3/`
		);
	} );

	test( 'switched-off archives, search, feeds and REST', async ( {
		page,
		request,
	} ) => {
		// Author archives are off by default: a real 404, noindexed, without Lodestar's block.
		const author = await page.goto( '/?author=1' );
		expect( author?.status() ).toBe( 404 );
		expect( await meta( page, 'robots' ) ).toContain( 'noindex' );
		await expect(
			page.locator( 'head link[rel="canonical"]' )
		).toHaveCount( 0 );

		await page.goto( '/?s=orion' );
		expect( await meta( page, 'robots' ) ).toContain( 'noindex' );
		await expect(
			page.locator( 'head link[rel="canonical"]' )
		).toHaveCount( 0 );

		const feed = await request.get( '/feed/' );
		expect( feed.status() ).toBe( 200 );
		expect( feed.headers()[ 'x-robots-tag' ] ).toBe( 'noindex, follow' );
		expect( await feed.text() ).not.toContain( 'Lodestar SEO' );

		const rest = await request.get( `/wp-json/wp/v2/posts/${ post.id }` );
		expect( rest.status() ).toBe( 200 );
		expect( await rest.text() ).not.toContain( 'Lodestar SEO' );
	} );
} );
