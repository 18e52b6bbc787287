/**
 * The Lodestar SEO sidebar of the block editor: a post created through REST is opened, every
 * tab is filled (title, description, social with a media library image, robots, canonical),
 * undo reverts an SEO edit, the post is saved and reloaded, and the front end's head shows
 * what the sidebar previewed.
 */
import { test, expect } from './fixtures';
import { headTags, openSeoSidebar, saveInEditor, writePng } from './page-seo';
import { saveSettings } from './settings';

interface RestPost {
	id: number;
	link: string;
}

interface RestMedia {
	id: number;
	source_url: string;
}

test.describe( 'Block editor sidebar', () => {
	let post: RestPost;
	let image: RestMedia;

	test.beforeAll( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, {
			separator: '|',
			page_title: '%title% %separator% %site_name%',
		} );
		post = await requestUtils.rest< RestPost >( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Charting Orion',
				content:
					'<!-- wp:paragraph --><p>Three stars make the belt of the hunter.</p><!-- /wp:paragraph -->',
				status: 'publish',
			},
		} );
		image = ( await requestUtils.uploadMedia(
			writePng( 'lodestar-orion.png' )
		) ) as unknown as RestMedia;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: `/wp/v2/posts/${ post.id }`,
			method: 'DELETE',
			params: { force: true },
		} );
		await requestUtils.deleteMedia( image.id );
		await saveSettings( requestUtils, {
			separator: '-',
			page_title: '%title% - %site_name%',
		} );
	} );

	test( 'asks for exactly the preloaded post settings path, with the post type', async ( {
		admin,
		page,
	} ) => {
		// Editor\EditorAssets preloads post/settings with the post's id, type and
		// is_taxonomy=false; the sidebar must ask for that same path. (WordPress 7.1's post
		// editor discards preloaded answers nobody used once its own load is done, so with the
		// sidebar closed at load the request still reaches the server; the path must match
		// for the case where the sidebar reads first.)
		const asked: string[] = [];
		page.on( 'request', ( request ) => {
			const url = new URL( request.url() );
			const route =
				url.searchParams.get( 'rest_route' ) ??
				url.pathname.replace( /^.*\/wp-json/, '' );
			if ( route === '/lodestar/v1/post/settings' ) {
				url.searchParams.delete( 'rest_route' );
				url.searchParams.delete( '_locale' );
				asked.push( `${ route }?${ url.searchParams.toString() }` );
			}
		} );
		await admin.editPost( post.id );
		const preloaded = Object.keys(
			JSON.parse(
				( await page.content() ).match(
					/createPreloadingMiddleware\( (\{.*?\}) \) \);/s
				)?.[ 1 ] ?? '{}'
			)
		).filter( ( path ) => path.startsWith( '/lodestar/' ) );
		expect( preloaded ).toEqual( [
			`/lodestar/v1/post/settings?post_id=${ post.id }&post_type=post&is_taxonomy=false`,
		] );

		await openSeoSidebar( page );
		await expect(
			page
				.getByRole( 'region', { name: 'Editor settings' } )
				.locator( '.lodestar-search-preview__title' )
		).toHaveText( /^Charting Orion \| .+/ );
		expect( asked.length ).toBeLessThanOrEqual( 1 );
		for ( const path of asked ) {
			expect( path ).toBe( preloaded[ 0 ] );
		}
	} );

	test( 'saves every field with the post and the head shows them', async ( {
		admin,
		page,
	} ) => {
		// Two editor loads (some 15 to 25 s each on the shared cores), a media dialog, a save
		// and a front page.
		test.setTimeout( 120_000 );
		await admin.editPost( post.id );
		await openSeoSidebar( page );
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );

		// General: the preview resolves the template against the edited post.
		const previewTitle = sidebar.locator(
			'.lodestar-search-preview__title'
		);
		await expect( previewTitle ).toHaveText( /^Charting Orion \| .+/ );

		// Undo in the editor reverts an SEO field edit.
		const title = sidebar.getByRole( 'textbox', { name: 'SEO Title' } );
		await title.fill( 'Undo me' );
		await expect( title ).toHaveValue( 'Undo me' );
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Undo' } )
			.click();
		await expect( title ).toHaveValue( '' );

		await title.fill( '%title% %separator% Star Atlas' );
		await sidebar
			.getByRole( 'textbox', { name: 'SEO Description' } )
			.fill( 'How to find the hunter in the winter sky.' );
		await expect( previewTitle ).toHaveText(
			'Charting Orion | Star Atlas'
		);
		await expect(
			sidebar.locator( '.lodestar-character-counter__value' ).first()
		).toHaveText( '27/60' );

		// Social (a lazily loaded tab).
		await sidebar.getByRole( 'tab', { name: 'Social' } ).click();
		await sidebar
			.getByRole( 'textbox', { name: 'Facebook Title' } )
			.fill( 'Orion on Facebook' );
		await sidebar
			.getByRole( 'textbox', { name: 'Facebook Description' } )
			.fill( 'Shared description' );
		await sidebar
			.getByRole( 'group', { name: 'Facebook Image' } )
			.getByRole( 'button', { name: 'Select Image' } )
			.click();
		const library = page.getByRole( 'dialog', { name: 'Select Image' } );
		await library.getByRole( 'tab', { name: 'Media Library' } ).click();
		await library
			.locator( `li.attachment[data-id="${ image.id }"]` )
			.click();
		await library.getByRole( 'button', { name: 'Use this image' } ).click();
		await expect(
			sidebar.getByRole( 'img', { name: 'Preview of Facebook Image' } )
		).toHaveAttribute( 'src', image.source_url );
		await sidebar
			.getByRole( 'checkbox', { name: 'Use data from Facebook tab' } )
			.uncheck();
		await sidebar
			.getByRole( 'textbox', { name: 'X Title' } )
			.fill( 'Orion on X' );

		// Advanced (a lazily loaded tab): robots and a checked canonical URL.
		await sidebar.getByRole( 'tab', { name: 'Advanced' } ).click();
		await sidebar
			.getByRole( 'combobox', { name: 'No Index' } )
			.selectOption( 'yes' );
		await sidebar
			.getByRole( 'combobox', { name: 'No Follow' } )
			.selectOption( 'yes' );
		const canonical = sidebar.getByRole( 'textbox', {
			name: 'Canonical URL',
		} );
		await canonical.fill( 'not a url' );
		await expect( canonical ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect(
			sidebar.getByText( 'Enter a full URL, such as' )
		).toBeVisible();
		await canonical.fill( 'https://example.com/atlas/orion/' );
		await expect( canonical ).toHaveAttribute( 'aria-invalid', 'false' );

		await saveInEditor( page, post.id );

		// Reload: the values come back from the saved post.
		await page.reload();
		await openSeoSidebar( page );
		await expect(
			sidebar.getByRole( 'textbox', { name: 'SEO Title' } )
		).toHaveValue( '%title% %separator% Star Atlas' );
		await expect(
			sidebar.getByRole( 'textbox', { name: 'SEO Description' } )
		).toHaveValue( 'How to find the hunter in the winter sky.' );
		const shownTitle = await previewTitle.textContent();
		await sidebar.getByRole( 'tab', { name: 'Social' } ).click();
		await expect(
			sidebar.getByRole( 'textbox', { name: 'X Title' } )
		).toHaveValue( 'Orion on X' );
		await sidebar.getByRole( 'tab', { name: 'Advanced' } ).click();
		await expect(
			sidebar.getByRole( 'combobox', { name: 'No Index' } )
		).toHaveValue( 'yes' );
		await expect(
			sidebar.getByRole( 'textbox', { name: 'Canonical URL' } )
		).toHaveValue( 'https://example.com/atlas/orion/' );

		// The front end prints what the sidebar previewed.
		await page.goto( post.link );
		const head = await headTags( page );
		expect( head.title ).toBe( 'Charting Orion | Star Atlas' );
		expect( head.title ).toBe( shownTitle );
		expect( head.description ).toBe(
			'How to find the hunter in the winter sky.'
		);
		expect( head.robots ).toContain( 'noindex' );
		expect( head.robots ).toContain( 'nofollow' );
		// A noindex page prints no canonical link; og:url carries the saved canonical URL.
		expect( head.canonical ).toBeNull();
		expect( head.ogUrl ).toBe( 'https://example.com/atlas/orion/' );
		expect( head.ogTitle ).toBe( 'Orion on Facebook' );
		expect( head.ogDescription ).toBe( 'Shared description' );
		expect( head.ogImage ).toBe( image.source_url );
		expect( head.twitterTitle ).toBe( 'Orion on X' );
		expect( head.twitterDescription ).toBe( 'Shared description' );
	} );

	test.describe( 'at 1440 × 1000', () => {
		test.use( { viewport: { width: 1440, height: 1000 } } );

		test( 'every tab lies inside the sidebar at its default 280 px', async ( {
			admin,
			page,
		} ) => {
			await admin.editPost( post.id );
			await openSeoSidebar( page );
			const sidebar = page.getByRole( 'region', {
				name: 'Editor settings',
			} );
			const panel = sidebar.locator( '.lodestar-page-seo__tabs' );
			const box = await panel.boundingBox();
			expect( box ).not.toBeNull();
			const { x, width } = box as { x: number; width: number };
			expect( Math.round( width ) ).toBeLessThanOrEqual( 280 );

			const tabs = panel.getByRole( 'tab' );
			await expect( tabs ).toHaveCount( 5 );
			const names = [
				'General',
				'Social',
				'Advanced',
				'Schema',
				'Checks',
			];
			for ( const [ index, name ] of names.entries() ) {
				const tab = tabs.nth( index );
				await expect( tab ).toHaveAccessibleName( name );
				const tabBox = await tab.boundingBox();
				expect( tabBox, name ).not.toBeNull();
				const { x: left, width: tabWidth } = tabBox as {
					x: number;
					width: number;
				};
				expect( left, name ).toBeGreaterThanOrEqual( x );
				expect( left + tabWidth, name ).toBeLessThanOrEqual(
					x + width + 0.5
				);
				// Nothing inside the tab is cut either (no ellipsis, no overflow).
				expect(
					await tab.evaluate( ( node ) =>
						[ node, ...node.querySelectorAll( '*' ) ].every(
							( element ) =>
								element.scrollWidth <= element.clientWidth
						)
					),
					name
				).toBe( true );
			}
			// The tab list does not scroll sideways.
			expect(
				await panel
					.getByRole( 'tablist' )
					.evaluate(
						( node ) => node.scrollWidth <= node.clientWidth
					)
			).toBe( true );

			// The name shows as a tooltip, and each tab opens its panel.
			await tabs.nth( 3 ).hover();
			await expect(
				page.getByRole( 'tooltip', { name: 'Schema' } )
			).toBeVisible();
			await tabs.nth( 3 ).click();
			await expect( tabs.nth( 3 ) ).toHaveAttribute(
				'aria-selected',
				'true'
			);
			await tabs.nth( 0 ).click();
			await expect(
				sidebar.getByRole( 'textbox', { name: 'SEO Title' } )
			).toBeVisible();
			await sidebar.screenshot( {
				path: 'artifacts/screenshots/editor-sidebar-280.png',
			} );
		} );
	} );
} );
