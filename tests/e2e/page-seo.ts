/**
 * Helpers of the page-level SEO specs: a small PNG for the media library, the head tags of a
 * page as Chromium parsed them, and saving a published post in the block editor.
 */
import { expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Writes a 2x2 PNG to a temporary file and returns its path.
 *
 * @param name File name.
 */
export function writePng( name: string ): string {
	const file = join( tmpdir(), name );
	writeFileSync(
		file,
		Buffer.from(
			'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
			'base64'
		)
	);
	return file;
}

export interface HeadTags {
	title: string;
	description: string | null;
	robots: string | null;
	canonical: string | null;
	ogTitle: string | null;
	ogDescription: string | null;
	ogImage: string | null;
	ogUrl: string | null;
	twitterTitle: string | null;
	twitterDescription: string | null;
	twitterImage: string | null;
}

/**
 * The SEO tags of the page's head.
 *
 * @param page Page showing a front-end URL.
 */
export async function headTags( page: Page ): Promise< HeadTags > {
	return page.evaluate( () => {
		const meta = ( key: string ) =>
			document.head
				.querySelector(
					`meta[name="${ key }"], meta[property="${ key }"]`
				)
				?.getAttribute( 'content' ) ?? null;
		return {
			title: document.title,
			description: meta( 'description' ),
			robots: meta( 'robots' ),
			canonical:
				document.head
					.querySelector( 'link[rel="canonical"]' )
					?.getAttribute( 'href' ) ?? null,
			ogTitle: meta( 'og:title' ),
			ogDescription: meta( 'og:description' ),
			ogImage: meta( 'og:image' ),
			ogUrl: meta( 'og:url' ),
			twitterTitle: meta( 'twitter:title' ),
			twitterDescription: meta( 'twitter:description' ),
			twitterImage: meta( 'twitter:image' ),
		};
	} );
}

/**
 * Saves the post open in the block editor and waits for the server's answer.
 *
 * @param page   Editor page.
 * @param postId Post id.
 */
export async function saveInEditor( page: Page, postId: number ) {
	const saved = page.waitForResponse(
		( response ) =>
			/\/wp\/v2\/posts\/\d+/.test( response.url() ) &&
			response.url().includes( `/posts/${ postId }` ) &&
			response.request().method() === 'POST' &&
			response.ok()
	);
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Save', exact: true } )
		.click();
	await saved;
	await expect(
		page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Saved', exact: true } )
			.or(
				page
					.getByRole( 'region', { name: 'Editor top bar' } )
					.getByRole( 'button', { name: 'Save', exact: true } )
					.and( page.locator( '[aria-disabled="true"]' ) )
			)
	).toBeVisible();
}

/**
 * Opens the Lodestar SEO sidebar from the editor's header.
 *
 * @param page Editor page.
 */
export async function openSeoSidebar( page: Page ) {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Lodestar SEO' } )
		.click();
	await expect(
		page.getByRole( 'textbox', { name: 'SEO Title' } )
	).toBeVisible();
}

/**
 * Logs the page's browser context in through the login form.
 *
 * @param page     Page of a context without cookies.
 * @param username User name.
 * @param password Password.
 */
export async function logIn( page: Page, username: string, password: string ) {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( username );
	await page.locator( '#user_pass' ).fill( password );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( /wp-admin/ );
}

/**
 * Status of a REST request made with the page's cookies and a fresh REST nonce of its user.
 *
 * @param page   Logged-in page.
 * @param method GET or POST.
 * @param path   Path below /wp-json, e.g. '/lodestar/v1/post/settings?post_id=3'.
 * @param data   JSON body.
 */
export async function restStatus(
	page: Page,
	method: 'GET' | 'POST',
	path: string,
	data?: unknown
): Promise< number > {
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const response = await page.request.fetch(
		`/index.php?rest_route=${ encodeURIComponent(
			path.split( '?' )[ 0 ] ?? ''
		) }${ path.includes( '?' ) ? `&${ path.split( '?' )[ 1 ] }` : '' }`,
		{
			method,
			headers: { 'X-WP-Nonce': nonce },
			data,
		}
	);
	return response.status();
}
