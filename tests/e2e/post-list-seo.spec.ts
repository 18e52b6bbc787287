/**
 * The post list's SEO column and "SEO issues" filter (issue 15): each row shows what the page
 * checks stored on save found (the same counts as the checks/page route), and the filter
 * keeps only the posts whose stored checks have errors.
 *
 * An error for sure: with both title templates set to "%title%", an untitled post has no
 * search engine title (the "search_engine_title" check's error).
 */
import { test, expect } from './fixtures';

import { resetSettings, saveSettings } from './settings';

interface RestPost {
	id: number;
}

interface PageChecks {
	checks: Record< string, { status: string } >;
	counts: { error: number; warning: number };
}

/**
 * What the column says for some counts ("2 errors, 1 warning", "No issues").
 *
 * @param counts Counts of the stored checks.
 */
function countsText( counts: PageChecks[ 'counts' ] ): string {
	const plural = ( count: number, word: string ) =>
		`${ count } ${ word }${ count === 1 ? '' : 's' }`;
	const parts = [
		...( counts.error > 0 ? [ plural( counts.error, 'error' ) ] : [] ),
		...( counts.warning > 0
			? [ plural( counts.warning, 'warning' ) ]
			: [] ),
	];
	return parts.length > 0 ? parts.join( ', ' ) : 'No issues';
}

test.describe( 'Post list SEO column and filter', () => {
	let untitled: RestPost;
	let titled: RestPost;

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
		await saveSettings( requestUtils, {
			page_title: '%title%',
			global_default: {
				home_page_title: '%site_name% - %tagline%',
				page_title: '%title%',
			},
		} );
		const create = ( title: string ) =>
			requestUtils.rest< RestPost >( {
				path: '/wp/v2/posts',
				method: 'POST',
				data: {
					title,
					content:
						'<!-- wp:paragraph --><p>Notes on the northern sky and its stars.</p><!-- /wp:paragraph -->',
					status: 'publish',
				},
			} );
		untitled = await create( '' );
		titled = await create( 'Reading the northern sky' );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const post of [ untitled, titled ] ) {
			await requestUtils.rest( {
				path: `/wp/v2/posts/${ post.id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
		await resetSettings( requestUtils );
	} );

	test( 'the column shows the stored counts; the filter keeps posts with errors', async ( {
		page,
		requestUtils,
	} ) => {
		const stored = async ( post: RestPost ) =>
			requestUtils.rest< PageChecks >( {
				path: '/lodestar/v1/checks/page',
				params: { post_id: post.id },
			} );
		const bad = await stored( untitled );
		const good = await stored( titled );
		expect( bad.checks.search_engine_title?.status ).toBe( 'error' );
		expect( bad.counts.error ).toBeGreaterThan( 0 );
		expect( good.checks.search_engine_title?.status ).toBe( 'success' );
		expect( good.counts.error ).toBe( 0 );

		await page.goto( '/wp-admin/edit.php' );
		await expect(
			page
				.locator( 'thead' )
				.getByRole( 'columnheader', { name: 'SEO', exact: true } )
		).toBeVisible();
		const cell = ( post: RestPost ) =>
			page.locator( `#post-${ post.id } td.column-lodestar_seo` );
		await expect( cell( untitled ) ).toHaveText( countsText( bad.counts ) );
		await expect(
			cell( untitled ).locator( '.lodestar-seo-status' )
		).toHaveClass( /lodestar-seo-status--error/ );
		await expect( cell( titled ) ).toHaveText( countsText( good.counts ) );
		await expect(
			cell( titled ).locator( '.lodestar-seo-status' )
		).not.toHaveClass( /lodestar-seo-status--error/ );

		// The filter, as a user applies it.
		await page
			.getByRole( 'combobox', { name: 'Filter by SEO status' } )
			.selectOption( { label: 'SEO issues' } );
		await page
			.getByRole( 'button', { name: 'Filter', exact: true } )
			.click();
		await expect( page ).toHaveURL( /[?&]lodestar_seo=issues(&|$)/ );
		await expect( page.locator( `#post-${ untitled.id }` ) ).toBeVisible();
		await expect( page.locator( `#post-${ titled.id }` ) ).toHaveCount( 0 );
		await expect(
			page.getByRole( 'combobox', { name: 'Filter by SEO status' } )
		).toHaveValue( 'issues' );
	} );
} );
