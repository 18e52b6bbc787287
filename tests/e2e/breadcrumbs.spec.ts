/**
 * Breadcrumbs, end to end (issue 19): the lodestar/breadcrumbs block inserted in a post (block
 * editor) and in a block theme's template (Site Editor) prints the trail on the front end;
 * the "Primary category" chosen in the editor changes the breadcrumb and the title
 * (%primary_category%).
 */
import { test, expect } from './fixtures';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';

import { saveInEditor } from './page-seo';
import { saveSettings } from './settings';

interface RestPost {
	id: number;
	link: string;
}

interface RestTerm {
	id: number;
}

/**
 * The visible trails of a front-end page, each as its items' texts.
 *
 * @param page Page showing a front-end URL.
 */
async function trails( page: Page ): Promise< string[][] > {
	return page
		.locator( 'nav.lodestar-breadcrumbs[aria-label="Breadcrumbs"]' )
		.evaluateAll( ( navs ) =>
			navs.map( ( nav ) =>
				Array.from( nav.querySelectorAll( 'a, span' ) )
					.filter(
						( node ) =>
							! node.classList.contains(
								'lodestar-breadcrumbs__separator'
							) &&
							! node.classList.contains(
								'lodestar-breadcrumbs__prefix'
							) &&
							! node.querySelector( 'a, span' )
					)
					.map( ( node ) => ( node.textContent ?? '' ).trim() )
			)
		);
}

test.describe( 'Breadcrumbs', () => {
	const posts: RestPost[] = [];
	const terms: RestTerm[] = [];

	async function term(
		requestUtils: RequestUtils,
		name: string,
		parent = 0
	): Promise< RestTerm > {
		const created = await requestUtils.rest< RestTerm >( {
			path: '/wp/v2/categories',
			method: 'POST',
			data: { name, parent },
		} );
		terms.push( created );
		return created;
	}

	test.beforeAll( async ( { requestUtils } ) => {
		await requestUtils.activateTheme( 'twentytwentyfive' );
		await requestUtils.deleteAllTemplates( 'wp_template' );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllTemplates( 'wp_template' );
		for ( const post of posts ) {
			await requestUtils.rest( {
				path: `/wp/v2/posts/${ post.id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
		for ( const created of terms.reverse() ) {
			await requestUtils.rest( {
				path: `/wp/v2/categories/${ created.id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
		await saveSettings( requestUtils, {
			page_title: '%title% - %site_name%',
		} );
	} );

	test( 'the block in a post and in a block theme template prints the trail', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 120_000 );
		const category = await term( requestUtils, 'Stargazing' );
		for ( const title of [ 'Orion tonight', 'Vega rising' ] ) {
			posts.push(
				await requestUtils.rest< RestPost >( {
					path: '/wp/v2/posts',
					method: 'POST',
					data: {
						title,
						content:
							'<!-- wp:paragraph --><p>Look up.</p><!-- /wp:paragraph -->',
						status: 'publish',
						categories: [ category.id ],
					},
				} )
			);
		}
		const [ withBlock, withoutBlock ] = posts as [ RestPost, RestPost ];

		// In a post, through the block editor.
		await admin.editPost( withBlock.id );
		await editor.insertBlock( { name: 'lodestar/breadcrumbs' } );
		await expect(
			editor.canvas.locator( '[data-type="lodestar/breadcrumbs"]' )
		).toBeVisible();
		await saveInEditor( page, withBlock.id );
		await page.goto( withBlock.link );
		expect( await trails( page ) ).toEqual( [
			[ 'Home', 'Stargazing', 'Orion tonight' ],
		] );
		await page.goto( withoutBlock.link );
		expect( await trails( page ) ).toEqual( [] );

		// In the block theme's single post template, through the Site Editor.
		await admin.visitSiteEditor( {
			postId: 'twentytwentyfive//single',
			postType: 'wp_template',
			canvas: 'edit',
		} );
		await editor.insertBlock( { name: 'lodestar/breadcrumbs' } );
		await expect(
			editor.canvas.locator( '[data-type="lodestar/breadcrumbs"]' )
		).toHaveCount( 1 );
		await editor.saveSiteEditorEntities( {
			isOnlyCurrentEntityDirty: true,
		} );
		await page.goto( withoutBlock.link );
		expect( await trails( page ) ).toEqual( [
			[ 'Home', 'Stargazing', 'Vega rising' ],
		] );
	} );

	test( 'the primary category chosen in the editor changes the breadcrumb and the title', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 120_000 );
		// The single template of the test above has the block too.
		await requestUtils.deleteAllTemplates( 'wp_template' );
		await saveSettings( requestUtils, {
			page_title: '%title% %separator% %primary_category%',
		} );
		const news = await term( requestUtils, 'News' );
		const local = await term( requestUtils, 'Local', news.id );
		const sports = await term( requestUtils, 'Sports' );
		const post = await requestUtils.rest< RestPost >( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Harbour match',
				content:
					'<!-- wp:lodestar/breadcrumbs /--><!-- wp:paragraph --><p>Report.</p><!-- /wp:paragraph -->',
				status: 'publish',
				categories: [ local.id, sports.id ],
			},
		} );
		posts.push( post );

		await admin.editPost( post.id );
		const select = page.getByRole( 'combobox', {
			name: 'Primary category',
		} );
		// The select is in the post's Lodestar SEO panel (closed at first).
		const panel = page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByRole( 'button', { name: 'Lodestar SEO', exact: true } );
		await panel.click();
		await expect( panel ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( select ).toBeVisible();
		for ( const [ chosen, trail ] of [
			[ 'Sports', [ 'Home', 'Sports', 'Harbour match' ] ],
			[ 'Local', [ 'Home', 'News', 'Local', 'Harbour match' ] ],
		] as const ) {
			await select.selectOption( { label: chosen } );
			await saveInEditor( page, post.id );
			const front = await page.context().newPage();
			await front.goto( post.link );
			expect( await trails( front ) ).toEqual( [ [ ...trail ] ] );
			await expect( front ).toHaveTitle( `Harbour match - ${ chosen }` );
			await front.close();
		}
	} );
} );
