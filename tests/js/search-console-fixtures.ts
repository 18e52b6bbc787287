/**
 * Sample Search Console answers in the shapes of the issue-16 contract.
 */
import type { SearchConsoleStatus } from '../../src/api/search-console';

/**
 * GET google-search-console/status, connected with a site unless overridden.
 *
 * @param overrides Values to change.
 */
export function makeStatus(
	overrides: Partial< SearchConsoleStatus > = {}
): SearchConsoleStatus {
	return {
		authenticated: '1',
		profile: { email: 'owner@example.com' },
		hasSiteSelected: true,
		selectedSite: 'https://example.com/',
		authUrl: 'https://accounts.example/auth?state=x',
		client: {
			clientId: 'id.apps.googleusercontent.com',
			hasSecret: true,
			fromConstants: false,
			redirectUri: 'http://example.com/wp-admin/admin.php?page=lodestar',
		},
		grantedScopes: [],
		missingFeatures: [],
		reconnect: null,
		...overrides,
	};
}
