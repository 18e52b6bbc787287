/**
 * Logs in once (login form + REST nonce) and stores the cookies that every test's
 * browser context starts with.
 */
import { request, type FullConfig } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

export default async function globalSetup( config: FullConfig ) {
	const project = config.projects[ 0 ];
	if ( ! project ) {
		throw new Error( 'The Playwright config has no project.' );
	}
	const { storageState, baseURL } = project.use;
	const requestContext = await request.newContext( { baseURL } );
	const requestUtils = new RequestUtils( requestContext, {
		storageStatePath:
			typeof storageState === 'string' ? storageState : undefined,
	} );
	await requestUtils.setupRest();
	await requestContext.dispose();
}
