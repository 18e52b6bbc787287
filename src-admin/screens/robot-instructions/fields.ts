/**
 * Fields of Robot Instructions (/advanced/robot_instructions/indexing|following|archiving):
 * one list per page, choosing among the post types, taxonomies and archives of
 * `lodestar/v1/admin/post-content`.
 */
import { __ } from '@wordpress/i18n';

import type { FieldDefinition, FieldOption } from '../../fields/types';
import type { PostContent } from '../../../src/types/api';

export const ROBOTS_PATHS = {
	no_index: '/advanced/robot_instructions/indexing',
	no_follow: '/advanced/robot_instructions/following',
	no_archive: '/advanced/robot_instructions/archiving',
} as const;

export type RobotsListKey = keyof typeof ROBOTS_PATHS;

/**
 * Every item of the post content lists as an option.
 *
 * @param content Post content lists (null while loading).
 */
export function robotsOptions( content: PostContent | null ): FieldOption[] {
	if ( ! content ) {
		return [];
	}
	return [
		...content.post_types,
		...content.taxonomies,
		...content.archives,
	].map( ( item ) => ( { value: item.slug, label: item.label } ) );
}

/**
 * @param content Post content lists (null while loading).
 */
export function getRobotsFields(
	content: PostContent | null
): FieldDefinition[] {
	const options = robotsOptions( content );
	const common = [
		__( 'post types', 'lodestar' ),
		__( 'taxonomies', 'lodestar' ),
		__( 'archives', 'lodestar' ),
		'robots',
	];
	return [
		{
			id: 'no_index',
			route: ROBOTS_PATHS.no_index,
			control: 'checklist',
			label: __( 'No Index', 'lodestar' ),
			description: __(
				'Search engines are asked not to show the selected content in their results.',
				'lodestar'
			),
			options,
			keywords: [ 'noindex', ...common ],
		},
		{
			id: 'no_follow',
			route: ROBOTS_PATHS.no_follow,
			control: 'checklist',
			label: __( 'No Follow', 'lodestar' ),
			description: __(
				'Search engines are asked not to follow the links on the selected content.',
				'lodestar'
			),
			options,
			keywords: [ 'nofollow', ...common ],
		},
		{
			id: 'no_archive',
			route: ROBOTS_PATHS.no_archive,
			control: 'checklist',
			label: __( 'No Archive', 'lodestar' ),
			description: __(
				'Search engines are asked not to keep cached copies of the selected content.',
				'lodestar'
			),
			options,
			keywords: [ 'noarchive', __( 'cache', 'lodestar' ), ...common ],
		},
	];
}
