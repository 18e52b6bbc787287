/**
 * The `lodestar/seo` data store: settings and their unsaved edits, site facts for previews,
 * post content lists, the page-level SEO of posts and terms, the sitemap cache and robots.txt,
 * and (later) analysis state.
 *
 * Bundled into each entry that needs it; registering is guarded so it happens once per page.
 */
import { createReduxStore, register, select } from '@wordpress/data';

import * as actions from './actions';
import { STORE_NAME } from './constants';
import {
	objectActions,
	objectResolvers,
	objectSelectors,
	objectsReducer,
} from './object-settings';
import type { ObjectsSliceState } from './object-settings';
import reducer from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import {
	sitemapsActions,
	sitemapsReducer,
	sitemapsResolvers,
	sitemapsSelectors,
} from './sitemaps';
import type { SitemapsSliceState } from './sitemaps';
import type { Action, State } from './types';

export type StoreState = State & ObjectsSliceState & SitemapsSliceState;

/**
 * The settings reducer with the page-level SEO and sitemaps slices beside it.
 *
 * @param state       Store state.
 * @param action      Action.
 * @param action.type
 */
function rootReducer(
	state: StoreState | undefined,
	action: { type: string }
): StoreState {
	const base = reducer( state, action as Action );
	const objects = objectsReducer( state?.objects, action );
	const sitemaps = sitemapsReducer( state?.sitemaps, action );
	if (
		state &&
		base === state &&
		objects === state.objects &&
		sitemaps === state.sitemaps
	) {
		return state;
	}
	return { ...base, objects, sitemaps };
}

export const store = createReduxStore( STORE_NAME, {
	reducer: rootReducer,
	actions: { ...actions, ...objectActions, ...sitemapsActions },
	selectors: { ...selectors, ...objectSelectors, ...sitemapsSelectors },
	resolvers: { ...resolvers, ...objectResolvers, ...sitemapsResolvers },
} );

if ( ! select( STORE_NAME ) ) {
	register( store );
}

export { STORE_NAME };
export type { LoadingState, SiteAnalysisSummary, State } from './types';
