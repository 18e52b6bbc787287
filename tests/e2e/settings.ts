/**
 * Test helpers: read and write Lodestar settings through the plugin's own REST API, and
 * save a settings screen the way a user does.
 */
import { expect } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';

const PATH = '/lodestar/v1/admin/global-settings';

export async function getSettings(
	requestUtils: RequestUtils
): Promise< Record< string, unknown > > {
	const response = await requestUtils.rest< {
		success: boolean;
		data: Record< string, unknown >;
	} >( { path: PATH } );
	return response.data;
}

export async function saveSettings(
	requestUtils: RequestUtils,
	data: Record< string, unknown >
): Promise< void > {
	await requestUtils.rest( { path: PATH, method: 'POST', data: { data } } );
}

const EXPORT_PATH = '/lodestar/v1/export-settings';
const IMPORT_PATH = '/lodestar/v1/import-settings';

/** Every export category, as the server defines them. */
export const ALL_CATEGORIES = [
	'general',
	'social',
	'advanced',
	'sitemaps',
	'schemas',
];

/**
 * An export file of some categories (the answer without success and message).
 *
 * @param requestUtils Request utils.
 * @param categories   Categories.
 */
export async function exportSettings(
	requestUtils: RequestUtils,
	categories: string[] = ALL_CATEGORIES
): Promise< Record< string, unknown > > {
	const response = await requestUtils.rest< Record< string, unknown > >( {
		path: EXPORT_PATH,
		method: 'POST',
		data: { categories },
	} );
	const { success: _success, message: _message, ...file } = response;
	return file;
}

/**
 * Puts the given categories back to their defaults (an import of a file that lists them
 * with no values: keys of listed categories missing from a file get their defaults).
 *
 * @param requestUtils Request utils.
 * @param categories   Categories (schemas excluded by default).
 */
export async function resetSettings(
	requestUtils: RequestUtils,
	categories: string[] = [ 'general', 'social', 'advanced', 'sitemaps' ]
): Promise< void > {
	await requestUtils.rest( {
		path: IMPORT_PATH,
		method: 'POST',
		data: {
			settings_data: {
				plugin: 'lodestar',
				version: 'e2e',
				categories,
				settings: {},
			},
		},
	} );
}

/**
 * Everything an import could change, as the REST API shows it: every setting and every
 * exported category (the export date left out).
 *
 * @param requestUtils Request utils.
 */
export async function settingsSnapshot(
	requestUtils: RequestUtils
): Promise< string > {
	const { exported_at: _date, ...file } =
		await exportSettings( requestUtils );
	return JSON.stringify( {
		settings: await getSettings( requestUtils ),
		file,
	} );
}

/**
 * Clicks a settings screen's Save button and waits for that save's answer, the success toast
 * and the button to be disabled again (nothing left to save).
 *
 * @param page Page showing a settings screen with unsaved changes.
 */
export async function saveScreen( page: Page ): Promise< void > {
	const button = page.getByRole( 'button', { name: 'Save', exact: true } );
	await expect( button ).toBeEnabled();
	// The save's own answer: a snackbar of an earlier save may still be on screen.
	const [ response ] = await Promise.all( [
		page.waitForResponse(
			( answer ) =>
				answer.request().method() === 'POST' &&
				decodeURIComponent( answer.url() ).includes( '/lodestar/v1/' )
		),
		button.click(),
	] );
	expect( response.ok() ).toBe( true );
	await expect(
		page
			.getByTestId( 'snackbar' )
			.filter( { hasText: 'Settings saved successfully.' } )
	).toBeVisible();
	await expect( button ).toBeDisabled();
}
