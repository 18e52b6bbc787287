/**
 * The `lodestar/seo` data store: settings and their unsaved edits, site facts for previews,
 * post content lists, import/export and its backup, the page-level SEO of posts and terms,
 * structured-data schemas, the sitemap cache and robots.txt, and the migration from other SEO
 * plugins.
 *
 * One slice per folder (settings/, site/, transfer/, media/, objects/, schemas/, sitemaps/,
 * migration/, searchConsole/, checks/, pageChecks/, extensions/, discovery/ for IndexNow and llms.txt, onboarding/, whatsNew/, history/, redirects/),
 * each with its reducer, actions, selectors and, where it reads, resolvers: the first read of
 * a selector loads its data once, and `@wordpress/data` tracks that loading (isResolving,
 * hasFinishedResolution, getResolutionError). Only this folder calls src/api.
 *
 * Bundled into each entry that needs it; registering is guarded so it happens once per page.
 */
import {
	combineReducers,
	createReduxStore,
	register,
	select,
} from '@wordpress/data';

import * as checksActions from './checks/actions';
import checks from './checks/reducer';
import * as checksResolvers from './checks/resolvers';
import * as checksSelectors from './checks/selectors';
import { STORE_NAME } from './constants';
import * as mediaActions from './media/actions';
import * as objectActions from './objects/actions';
import objects from './objects/reducer';
import * as objectResolvers from './objects/resolvers';
import * as objectSelectors from './objects/selectors';
import * as schemaActions from './schemas/actions';
import schemas from './schemas/reducer';
import * as schemaResolvers from './schemas/resolvers';
import * as schemaSelectors from './schemas/selectors';
import * as settingsActions from './settings/actions';
import settings from './settings/reducer';
import * as settingsResolvers from './settings/resolvers';
import * as settingsSelectors from './settings/selectors';
import * as siteActions from './site/actions';
import site from './site/reducer';
import * as siteResolvers from './site/resolvers';
import * as siteSelectors from './site/selectors';
import * as sitemapsActions from './sitemaps/actions';
import sitemaps from './sitemaps/reducer';
import * as sitemapsResolvers from './sitemaps/resolvers';
import * as sitemapsSelectors from './sitemaps/selectors';
import * as transferActions from './transfer/actions';
import transfer from './transfer/reducer';
import * as transferResolvers from './transfer/resolvers';
import * as transferSelectors from './transfer/selectors';
import * as migrationActions from './migration/actions';
import migration from './migration/reducer';
import * as migrationResolvers from './migration/resolvers';
import * as migrationSelectors from './migration/selectors';
import * as searchConsoleActions from './searchConsole/actions';
import searchConsole from './searchConsole/reducer';
import * as searchConsoleResolvers from './searchConsole/resolvers';
import * as searchConsoleSelectors from './searchConsole/selectors';
import * as pageChecksActions from './pageChecks/actions';
import pageChecks from './pageChecks/reducer';
import * as pageChecksResolvers from './pageChecks/resolvers';
import * as pageChecksSelectors from './pageChecks/selectors';
import * as extensionsActions from './extensions/actions';
import extensions from './extensions/reducer';
import * as extensionsResolvers from './extensions/resolvers';
import * as extensionsSelectors from './extensions/selectors';
import * as discoveryActions from './discovery/actions';
import discovery from './discovery/reducer';
import * as discoveryResolvers from './discovery/resolvers';
import * as discoverySelectors from './discovery/selectors';
import * as onboardingActions from './onboarding/actions';
import onboarding from './onboarding/reducer';
import * as onboardingResolvers from './onboarding/resolvers';
import * as onboardingSelectors from './onboarding/selectors';
import * as whatsNewActions from './whatsNew/actions';
import whatsNew from './whatsNew/reducer';
import * as whatsNewResolvers from './whatsNew/resolvers';
import * as whatsNewSelectors from './whatsNew/selectors';
import * as historyActions from './history/actions';
import history from './history/reducer';
import * as historyResolvers from './history/resolvers';
import * as historySelectors from './history/selectors';
import * as redirectsActions from './redirects/actions';
import redirects from './redirects/reducer';
import * as redirectsSelectors from './redirects/selectors';

export const reducer = combineReducers( {
	settings,
	site,
	transfer,
	objects,
	schemas,
	sitemaps,
	migration,
	searchConsole,
	checks,
	pageChecks,
	extensions,
	discovery,
	onboarding,
	whatsNew,
	history,
	redirects,
} );

export const actions = {
	...settingsActions,
	...siteActions,
	...transferActions,
	...mediaActions,
	...objectActions,
	...schemaActions,
	...sitemapsActions,
	...migrationActions,
	...searchConsoleActions,
	...checksActions,
	...pageChecksActions,
	...extensionsActions,
	...discoveryActions,
	...onboardingActions,
	...whatsNewActions,
	...historyActions,
	...redirectsActions,
};

export const selectors = {
	...settingsSelectors,
	...siteSelectors,
	...transferSelectors,
	...objectSelectors,
	...schemaSelectors,
	...sitemapsSelectors,
	...migrationSelectors,
	...searchConsoleSelectors,
	...checksSelectors,
	...pageChecksSelectors,
	...extensionsSelectors,
	...discoverySelectors,
	...onboardingSelectors,
	...whatsNewSelectors,
	...historySelectors,
	...redirectsSelectors,
};

export const resolvers = {
	...settingsResolvers,
	...siteResolvers,
	...transferResolvers,
	...objectResolvers,
	...schemaResolvers,
	...sitemapsResolvers,
	...migrationResolvers,
	...searchConsoleResolvers,
	...checksResolvers,
	...pageChecksResolvers,
	...extensionsResolvers,
	...discoveryResolvers,
	...onboardingResolvers,
	...whatsNewResolvers,
	...historyResolvers,
};

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

if ( ! select( STORE_NAME ) ) {
	register( store );
}

export { STORE_NAME };
