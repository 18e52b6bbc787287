/**
 * Resolvers of the discovery slice.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api/discovery';
import { loadingResolver } from '../request';
import { receiveIndexNow, receiveLlmsTxt } from './actions';

/**
 * Loads the IndexNow screen's data.
 */
export const getIndexNow = loadingResolver(
	() => api.getIndexNow(),
	receiveIndexNow,
	() => __( 'Failed to load the IndexNow settings.', 'lodestar' )
);

/**
 * Loads the llms.txt screen's data.
 */
export const getLlmsTxt = loadingResolver(
	() => api.getLlmsTxt(),
	receiveLlmsTxt,
	() => __( 'Failed to load the llms.txt settings.', 'lodestar' )
);
