/**
 * The `lodestar/seo` data store: settings and their unsaved edits, site facts for previews,
 * post content lists, and (later) analysis state.
 *
 * Bundled into each entry that needs it; registering is guarded so it happens once per page.
 */
import { createReduxStore, register, select } from '@wordpress/data';

import * as actions from './actions';
import { STORE_NAME } from './constants';
import reducer from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

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
export type { LoadingState, SiteAnalysisSummary, State } from './types';
