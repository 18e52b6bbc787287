/**
 * Schema manager in Chromium: add a FAQ schema, edit its properties, show it on one post
 * found by the specific-target search, save, check the JSON-LD of pages, remove it; and the
 * schemas feature switch hides the menu item, the route and the output. Set up through REST.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { saveSettings } from './settings';

interface RestPost {
	id: number;
	link: string;
}

type SchemaMap = Record< string, unknown >;

/**
 * The @types of the JSON-LD graph of a page ([] when it has none).
 *
 * @param page Page.
 * @param url  URL.
 */
async function graphTypes( page: Page, url: string ): Promise< string[] > {
	await page.goto( url );
	const scripts = page.locator( 'script[type="application/ld+json"]' );
	const count = await scripts.count();
	expect( count ).toBeLessThanOrEqual( 1 );
	if ( count === 0 ) {
		return [];
	}
	const data = JSON.parse( ( await scripts.textContent() ) ?? '{}' ) as {
		'@context': string;
		'@graph': Array< { '@type': string; mainEntity?: unknown } >;
	};
	expect( data[ '@context' ] ).toBe( 'https://schema.org' );
	return data[ '@graph' ].map( ( node ) => node[ '@type' ] );
}

test.describe( 'Schema manager', () => {
	let target: RestPost;
	let other: RestPost;
	let original: SchemaMap;

	test.beforeAll( async ( { requestUtils } ) => {
		const response = await requestUtils.rest< {
			data: { schemas: SchemaMap };
		} >( { path: '/lodestar/v1/schemas' } );
		original = response.data.schemas;
		const create = ( title: string ) =>
			requestUtils.rest< RestPost >( {
				path: '/wp/v2/posts',
				method: 'POST',
				data: { title, content: 'Some text.', status: 'publish' },
			} );
		target = await create( 'Zebra schema target' );
		other = await create( 'Another plain post' );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/lodestar/v1/schemas',
			method: 'POST',
			data: { schemas: { ...original } },
		} );
		await saveSettings( requestUtils, { enable_schemas: true } );
		for ( const post of [ target, other ] ) {
			await requestUtils.rest( {
				path: `/wp/v2/posts/${ post.id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
	} );

	test( 'add, edit, condition, save, check pages, remove', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=lodestar#/advanced/schema' );
		await expect(
			page.getByRole( 'heading', { name: 'Schema', level: 1 } )
		).toBeVisible();
		await expect( page.getByRole( 'table' ) ).toContainText( 'WebSite' );

		// Add: confirm disabled until a schema is chosen.
		await page.getByRole( 'button', { name: 'Add Schema' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Add Schema' } );
		const confirm = dialog.getByRole( 'button', { name: 'Add Schema' } );
		await expect( confirm ).toHaveAttribute( 'aria-disabled', 'true' );
		await dialog
			.getByRole( 'combobox', { name: 'Schema' } )
			.selectOption( 'FAQPage' );
		await expect( confirm ).not.toHaveAttribute( 'aria-disabled', 'true' );
		await confirm.click();

		// Properties.
		await expect(
			page.getByRole( 'tab', { name: 'Properties' } )
		).toBeVisible();
		await page
			.getByRole( 'textbox', { name: 'Schema title' } )
			.fill( 'Zebra FAQ' );
		await page.getByRole( 'button', { name: 'Add to Questions' } ).click();
		await page
			.getByRole( 'textbox', { name: 'Question (required)' } )
			.fill( 'Do zebras </script> have stripes?' );
		await page
			.getByRole( 'group', { name: 'Answer (required)' } )
			.getByRole( 'textbox', { name: 'Answer (required)' } )
			.fill( 'Yes, black & white.' );

		// Display Conditions: only on the post found by search.
		await page.getByRole( 'tab', { name: 'Display Conditions' } ).click();
		const displayOn = page.getByRole( 'group', {
			name: 'Display On',
			exact: true,
		} );
		await displayOn
			.getByRole( 'combobox', {
				name: 'Display On, rule 1',
				exact: true,
			} )
			.selectOption( 'specifics' );
		const search = displayOn.getByRole( 'textbox', {
			name: 'Display On: search specific targets',
		} );
		const searches: string[] = [];
		page.on( 'request', ( request ) => {
			if ( /schemas(%2F|\/)search/.test( request.url() ) ) {
				searches.push( request.postData() ?? '' );
			}
		} );
		await search.fill( 'Ze' );
		// Longer than the search debounce: two characters never search.
		// eslint-disable-next-line playwright/no-wait-for-timeout
		await page.waitForTimeout( 800 );
		expect( searches ).toEqual( [] );
		await search.fill( 'Zebra sch' );
		await displayOn
			.getByRole( 'button', { name: 'Add Zebra schema target' } )
			.click();
		await expect(
			displayOn
				.getByRole( 'list', { name: 'Selected targets' } )
				.getByRole( 'listitem' )
		).toHaveText( [ /Zebra schema target/ ] );

		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect(
			page.getByText( 'Settings saved successfully.' ).first()
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Back' } ).click();
		await expect( page.getByRole( 'table' ) ).toContainText( 'Zebra FAQ' );

		// Only the chosen post has the FAQ; the payload stays inside the JSON.
		expect( await graphTypes( page, target.link ) ).toContain( 'FAQPage' );
		const raw = await page.content();
		expect( raw ).not.toContain( 'zebras </script>' );
		const otherTypes = await graphTypes( page, other.link );
		expect( otherTypes ).toContain( 'Article' );
		expect( otherTypes ).not.toContain( 'FAQPage' );
		expect( await graphTypes( page, '/' ) ).not.toContain( 'FAQPage' );

		// Remove it.
		await page.goto( '/wp-admin/admin.php?page=lodestar#/advanced/schema' );
		await page.getByRole( 'button', { name: 'Remove Zebra FAQ' } ).click();
		const removal = page.getByRole( 'dialog', { name: 'Remove Schema' } );
		await expect(
			removal.getByRole( 'button', { name: 'Cancel' } )
		).toBeVisible();
		await removal.getByRole( 'button', { name: 'Remove' } ).click();
		await expect( removal ).toHaveCount( 0 );
		await expect( page.getByRole( 'table' ) ).not.toContainText(
			'Zebra FAQ'
		);
		expect( await graphTypes( page, target.link ) ).not.toContain(
			'FAQPage'
		);
	} );

	test( 'the row actions are spaced buttons', async ( { page } ) => {
		await page.setViewportSize( { width: 1440, height: 1000 } );
		await page.goto( '/wp-admin/admin.php?page=lodestar#/advanced/schema' );
		const row = page.getByRole( 'row' ).filter( { hasText: 'WebSite' } );
		const edit = row.getByRole( 'button', { name: /^Edit / } );
		const remove = row.getByRole( 'button', { name: /^Remove / } );
		await expect( edit ).toHaveClass( /components-button/ );
		await expect( remove ).toHaveClass( /components-button/ );
		const editBox = await edit.boundingBox();
		const removeBox = await remove.boundingBox();
		expect( editBox ).not.toBeNull();
		expect( removeBox ).not.toBeNull();
		const a = editBox as { x: number; y: number; width: number };
		const b = removeBox as { x: number; y: number; width: number };
		// Side by side on one line, 8 px apart (the Flex gap of 2 grid units).
		expect( Math.round( b.y ) ).toBe( Math.round( a.y ) );
		expect( Math.round( b.x - ( a.x + a.width ) ) ).toBe( 8 );
		await page.locator( '.lodestar-schema-list' ).screenshot( {
			path: 'artifacts/screenshots/schema-list.png',
		} );
	} );

	test( 'switching schemas off hides the menu item, the route and the output', async ( {
		page,
		requestUtils,
	} ) => {
		expect( await graphTypes( page, other.link ) ).toContain( 'WebSite' );
		await saveSettings( requestUtils, { enable_schemas: false } );

		await page.goto(
			'/wp-admin/admin.php?page=lodestar#/advanced/sitemaps'
		);
		const nav = page.getByRole( 'navigation', { name: /Lodestar/ } ).last();
		await expect(
			nav.getByRole( 'link', { name: 'Sitemaps' } )
		).toBeVisible();
		await expect( nav.getByRole( 'link', { name: 'Schema' } ) ).toHaveCount(
			0
		);
		await page.goto( '/wp-admin/admin.php?page=lodestar#/advanced/schema' );
		await expect(
			page.getByRole( 'heading', { name: 'Page not found' } )
		).toBeVisible();

		expect( await graphTypes( page, other.link ) ).toEqual( [] );
	} );
} );
