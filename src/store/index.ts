/**
 * The `lodestar/seo` data store: settings and their unsaved edits, site facts for previews,
 * post content lists, the page-level SEO of posts and terms, the sitemap cache and robots.txt.
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
import {
	schemaActions,
	schemaResolvers,
	schemaSelectors,
	schemasReducer,
} from './schemas';
import type { SchemasSliceState } from './schemas';
import * as selectors from './selectors';
import {
	sitemapsActions,
	sitemapsReducer,
	sitemapsResolvers,
	sitemapsSelectors,
} from './sitemaps';
import type { SitemapsSliceState } from './sitemaps';
import type { Action, State } from './types';

export type StoreState = State &
	ObjectsSliceState &
	SitemapsSliceState &
	SchemasSliceState;

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
	const schemas = schemasReducer( state?.schemas, action );
	if (
		state &&
		base === state &&
		objects === state.objects &&
		sitemaps === state.sitemaps &&
		schemas === state.schemas
	) {
		return state;
	}
	return { ...base, objects, sitemaps, schemas };
}

export const store = createReduxStore( STORE_NAME, {
	reducer: rootReducer,
	actions: {
		...actions,
		...objectActions,
		...sitemapsActions,
		...schemaActions,
	},
	selectors: {
		...selectors,
		...objectSelectors,
		...sitemapsSelectors,
		...schemaSelectors,
	},
	resolvers: {
		...resolvers,
		...objectResolvers,
		...sitemapsResolvers,
		...schemaResolvers,
	},
} );

if ( ! select( STORE_NAME ) ) {
	register( store );
}

export { STORE_NAME };
export type { LoadingState, State } from './types';
