/**
 * Resolvers of the site slice: the first read loads; a failure fails the resolution with the
 * message to show.
 */
import { __ } from '@wordpress/i18n';

import * as api from '../../api';
import { loadingResolver } from '../request';
import {
	receivePostContent,
	receivePostTypeArchives,
	receiveSiteSettings,
} from './actions';

/**
 * Loads the site facts for previews.
 */
export const getSiteSettings = loadingResolver(
	() => api.getSiteSettings(),
	receiveSiteSettings,
	() => __( 'Failed to fetch site settings', 'lodestar' )
);

/**
 * Loads the post types, taxonomies and archives.
 */
export const getPostContent = loadingResolver(
	() => api.getPostContent(),
	receivePostContent,
	() => __( 'Failed to fetch post content', 'lodestar' )
);

/**
 * Loads the post types that have an archive.
 */
export const getPostTypeArchives = loadingResolver(
	() => api.getPostTypeArchives(),
	receivePostTypeArchives,
	() => __( 'Failed to fetch the post type archives', 'lodestar' )
);
