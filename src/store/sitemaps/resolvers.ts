/**
 * Resolvers of the sitemaps slice.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api/sitemaps';
import { loadingResolver } from '../request';
import { receiveRobotsTxt } from './actions';

/**
 * Loads the robots.txt editor's data.
 */
export const getRobotsTxt = loadingResolver(
	() => api.getRobotsTxt(),
	receiveRobotsTxt,
	() => __( 'Failed to load robots.txt.', 'lodestar' )
);
