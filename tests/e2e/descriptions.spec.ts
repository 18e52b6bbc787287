/**
 * A description on every indexable page: on a site without a tagline (WordPress's default
 * since 6.1) whose home page lists the latest posts, the home page, a post, a page and a
 * category each print a non-empty meta description and og:description, read from the
 * document Chromium built. The same pages are checked for the other audits of Lighthouse's
 * SEO category, from the page as Lighthouse reads it: a 200 status, a non-empty title, no
 * noindex (meta or header), one absolute same-origin canonical equal to the page's URL,
 * valid hreflang codes, crawlable links with descriptive text, alt text on every image, and
 * a robots.txt of valid lines. Set up through REST.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page, Response } from '@playwright/test';
import { saveSettings } from './settings';

interface RestObject {
	id: number;
	link: string;
}

/** The settings the descriptions follow, at their defaults. */
const DEFAULTS = {
	page_description: '%excerpt%',
	home_page_description: '%excerpt%',
	auto_generate_description: true,
	home_page_facebook_description: '',
	home_page_twitter_description: '',
	twitter_same_as_facebook: '1',
};

/**
 * Link texts Lighthouse's link-text audit reports as not descriptive (its English list).
 */
const VAGUE_LINK_TEXTS = [
	'click here',
	'click this',
	'go',
	'here',
	'information',
	'learn more',
	'more',
	'more info',
	'more information',
	'right here',
	'read more',
	'see more',
	'start',
	'this',
];

/**
 * The content of the one head meta tag of a name or property.
 *
 * @param page Page.
 * @param key  name or property value.
 */
async function meta( page: Page, key: string ): Promise< string > {
	const tag = page.locator(
		`head meta[property="${ key }"], head meta[name="${ key }"]`
	);
	await expect( tag ).toHaveCount( 1 );
	return ( await tag.getAttribute( 'content' ) ) ?? '';
}

/**
 * Checks a page against the audits of Lighthouse's SEO category and returns its description
 * and og:description.
 *
 * @param page     Page.
 * @param response The page's response.
 * @param url      The page's URL (its canonical).
 */
async function auditSeo(
	page: Page,
	response: Response | null,
	url: string
): Promise< { description: string; ogDescription: string } > {
	// http-status-code.
	expect( response?.status() ).toBe( 200 );

	// document-title.
	expect( ( await page.title() ).trim() ).not.toBe( '' );

	// meta-description: present, once, non-empty (never content="").
	const description = await meta( page, 'description' );
	expect( description.trim() ).not.toBe( '' );
	const ogDescription = await meta( page, 'og:description' );
	expect( ogDescription.trim() ).not.toBe( '' );

	// is-crawlable: no noindex / none in a robots meta tag or an X-Robots-Tag header.
	for ( const content of await page
		.locator( 'head meta[name="robots"], head meta[name="googlebot"]' )
		.evaluateAll( ( tags ) =>
			tags.map( ( tag ) => tag.getAttribute( 'content' ) ?? '' )
		) ) {
		expect( content ).not.toMatch( /\b(noindex|none)\b/i );
	}
	expect( response?.headers()[ 'x-robots-tag' ] ?? '' ).not.toMatch(
		/\b(noindex|none)\b/i
	);

	// canonical: one, absolute, same origin, this page.
	const canonical = page.locator( 'head link[rel="canonical"]' );
	await expect( canonical ).toHaveCount( 1 );
	const href = ( await canonical.getAttribute( 'href' ) ) ?? '';
	expect( href ).toMatch( /^https?:\/\// );
	expect( new URL( href ).origin ).toBe( new URL( url ).origin );
	expect( href ).toBe( url );

	// hreflang: every alternate names a valid language (or x-default).
	for ( const lang of await page
		.locator( 'link[rel="alternate"][hreflang]' )
		.evaluateAll( ( links ) =>
			links.map( ( link ) => link.getAttribute( 'hreflang' ) ?? '' )
		) ) {
		expect( lang ).toMatch(
			/^(x-default|[a-z]{2,3}(-[A-Za-z0-9]{2,8})*)$/
		);
	}

	// crawlable-anchors and link-text.
	const anchors = await page.locator( 'a' ).evaluateAll( ( links ) =>
		links.map( ( link ) => ( {
			href: link.getAttribute( 'href' ),
			text: ( link.textContent ?? '' ).trim().toLowerCase(),
			onclick: link.hasAttribute( 'onclick' ),
		} ) )
	);
	for ( const anchor of anchors ) {
		if ( anchor.href === null ) {
			// An anchor without href is crawlable only when no script makes it a link.
			expect( anchor.onclick ).toBe( false );
			continue;
		}
		expect( anchor.href.trim().toLowerCase() ).not.toMatch(
			/^javascript:/
		);
		expect( () => new URL( anchor.href ?? '', url ) ).not.toThrow();
		expect( VAGUE_LINK_TEXTS ).not.toContain( anchor.text );
	}

	// image-alt: every image has an alt attribute.
	expect(
		await page
			.locator( 'img' )
			.evaluateAll( ( images ) =>
				images
					.filter( ( image ) => ! image.hasAttribute( 'alt' ) )
					.map( ( image ) => image.getAttribute( 'src' ) )
			)
	).toEqual( [] );

	return { description, ogDescription };
}

/**
 * What Lighthouse's robots-txt audit would report: lines that are not a known directive, and
 * a "Disallow: /" for every crawler.
 *
 * @param text robots.txt.
 */
function robotsTxtProblems( text: string ): string[] {
	const problems: string[] = [];
	let agent = '';
	for ( const raw of text.split( /\r?\n/ ) ) {
		const line = raw.replace( /#.*$/, '' ).trim();
		if ( line === '' ) {
			continue;
		}
		const match = line.match( /^([A-Za-z-]+)\s*:\s*(.*)$/ );
		const directive = ( match?.[ 1 ] ?? '' ).toLowerCase();
		const value = ( match?.[ 2 ] ?? '' ).trim();
		if (
			! [
				'user-agent',
				'disallow',
				'allow',
				'sitemap',
				'crawl-delay',
			].includes( directive )
		) {
			problems.push( line );
		} else if ( directive === 'user-agent' ) {
			agent = value;
		} else if (
			agent === '*' &&
			directive === 'disallow' &&
			value === '/'
		) {
			problems.push( line );
		}
	}
	return problems;
}

test.describe( 'A description on every indexable page', () => {
	let siteName = '';
	let tagline = '';
	let showOnFront: 'posts' | 'page' = 'posts';
	let category: RestObject;
	let post: RestObject;
	let aboutPage: RestObject;

	test.beforeAll( async ( { requestUtils } ) => {
		const site = await requestUtils.getSiteSettings();
		siteName = String( site.title );
		tagline = String( site.description );
		showOnFront = site.show_on_front === 'page' ? 'page' : 'posts';
		// The home page lists only this spec's posts.
		await requestUtils.deleteAllPosts();
		await requestUtils.updateSiteSettings( {
			description: '',
			show_on_front: 'posts',
		} );
		await saveSettings( requestUtils, DEFAULTS );

		category = await requestUtils.rest< RestObject >( {
			path: '/wp/v2/categories',
			method: 'POST',
			data: { name: 'Nebulae', slug: 'nebulae' },
		} );
		post = await requestUtils.rest< RestObject >( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Crab Nebula',
				content:
					'<!-- wp:image --><figure class="wp-block-image"><img src="/wp-includes/images/w-logo-blue.png" alt="The Crab Nebula"/></figure><!-- /wp:image --><!-- wp:paragraph --><p>The remains of a supernova seen in 1054.</p><!-- /wp:paragraph -->',
				status: 'publish',
				categories: [ category.id ],
				date_gmt: '2024-03-02T10:00:00',
			},
		} );
		await requestUtils.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Orion Nebula',
				excerpt: 'The sword of the hunter.',
				status: 'publish',
				categories: [ category.id ],
				date_gmt: '2024-03-03T10:00:00',
			},
		} );
		aboutPage = await requestUtils.rest< RestObject >( {
			path: '/wp/v2/pages',
			method: 'POST',
			data: {
				title: 'About us',
				content:
					'<!-- wp:paragraph --><p>Who we are and what we map.</p><!-- /wp:paragraph -->',
				status: 'publish',
			},
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
		await requestUtils.rest( {
			path: `/wp/v2/pages/${ aboutPage.id }`,
			method: 'DELETE',
			params: { force: true },
		} );
		await requestUtils.rest( {
			path: `/wp/v2/categories/${ category.id }`,
			method: 'DELETE',
			params: { force: true },
		} );
		await requestUtils.updateSiteSettings( {
			description: tagline,
			show_on_front: showOnFront,
		} );
	} );

	test( 'the home page (latest posts, no tagline): built from the site name and the latest titles', async ( {
		page,
	} ) => {
		const response = await page.goto( '/' );
		const home = new URL( '/', page.url() ).href;
		const { description, ogDescription } = await auditSeo(
			page,
			response,
			home
		);
		const expected = `Latest posts from ${ siteName }: Orion Nebula, Crab Nebula`;
		expect( description ).toBe( expected );
		expect( ogDescription ).toBe( expected );
		expect( await meta( page, 'twitter:description' ) ).toBe( expected );
	} );

	test( 'a post without an excerpt: its content', async ( { page } ) => {
		const response = await page.goto( post.link );
		const { description, ogDescription } = await auditSeo(
			page,
			response,
			post.link
		);
		expect( description ).toBe(
			'The remains of a supernova seen in 1054.'
		);
		expect( ogDescription ).toBe( description );
		// The image-alt check had an image to look at.
		await expect(
			page.locator( 'img[alt="The Crab Nebula"]' )
		).toHaveCount( 1 );
	} );

	test( 'a page: its content', async ( { page } ) => {
		const response = await page.goto( aboutPage.link );
		const { description, ogDescription } = await auditSeo(
			page,
			response,
			aboutPage.link
		);
		expect( description ).toBe( 'Who we are and what we map.' );
		expect( ogDescription ).toBe( description );
	} );

	test( 'a category without a description: built from its name and its latest titles', async ( {
		page,
	} ) => {
		const response = await page.goto( category.link );
		const { description, ogDescription } = await auditSeo(
			page,
			response,
			category.link
		);
		const expected = 'Latest posts in Nebulae: Orion Nebula, Crab Nebula';
		expect( description ).toBe( expected );
		expect( ogDescription ).toBe( expected );
	} );

	test( 'robots.txt is valid and lets crawlers in', async ( { request } ) => {
		const response = await request.get( '/robots.txt' );
		expect( response.status() ).toBe( 200 );
		expect( robotsTxtProblems( await response.text() ) ).toEqual( [] );
	} );
} );
