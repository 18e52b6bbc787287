/**
 * Test helpers: read and write Lodestar settings through the plugin's own REST API.
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

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
