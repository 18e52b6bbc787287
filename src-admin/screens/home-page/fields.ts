/**
 * Fields of Home Page (/general/homepage, /social, /advanced).
 */
import { __ } from '@wordpress/i18n';

import type { FieldDefinition } from '../../fields/types';

export const HOME_GENERAL_PATH = '/general/homepage';
export const HOME_SOCIAL_PATH = '/general/homepage/social';
export const HOME_ADVANCED_PATH = '/general/homepage/advanced';

/** Robots directives of the home page, in display order. */
export const HOME_ROBOTS = [ 'noindex', 'nofollow', 'noarchive' ] as const;

export function getHomePageFields(): FieldDefinition[] {
	const home = __( 'home page', 'lodestar' );
	const facebook = __( 'Facebook', 'lodestar' );
	const x = __( 'X', 'lodestar' );
	const robots = __( 'Robot Instructions', 'lodestar' );
	return [
		{
			id: 'home_page_title',
			route: HOME_GENERAL_PATH,
			control: 'template',
			label: __( 'Home Page Title', 'lodestar' ),
			description: __(
				'The title search engines show for your home page. Type @ to insert a variable.',
				'lodestar'
			),
			keywords: [ __( 'meta title', 'lodestar' ), 'front page' ],
		},
		{
			id: 'home_page_description',
			route: HOME_GENERAL_PATH,
			control: 'template',
			label: __( 'Home Page Description', 'lodestar' ),
			description: __(
				'The description search engines show for your home page.',
				'lodestar'
			),
			keywords: [ __( 'meta description', 'lodestar' ), 'front page' ],
		},
		{
			id: 'home_page_facebook_title',
			route: HOME_SOCIAL_PATH,
			control: 'template',
			group: facebook,
			label: __( 'Facebook Title', 'lodestar' ),
			description: __(
				'Empty: the home page title is used.',
				'lodestar'
			),
			keywords: [ home, 'Open Graph', 'og:title' ],
		},
		{
			id: 'home_page_facebook_description',
			route: HOME_SOCIAL_PATH,
			control: 'template',
			group: facebook,
			label: __( 'Facebook Description', 'lodestar' ),
			description: __(
				'Empty: the home page description is used.',
				'lodestar'
			),
			keywords: [ home, 'Open Graph', 'og:description' ],
		},
		{
			id: 'home_page_facebook_image_url',
			route: HOME_SOCIAL_PATH,
			control: 'image',
			group: facebook,
			label: __( 'Facebook Image', 'lodestar' ),
			description: __(
				'Empty: the default social image is used.',
				'lodestar'
			),
			keywords: [ home, 'Open Graph', 'og:image' ],
		},
		{
			id: 'twitter_same_as_facebook',
			route: HOME_SOCIAL_PATH,
			control: 'toggle',
			group: x,
			label: __( 'Use Data from Facebook Tab', 'lodestar' ),
			description: __(
				'X shows the Facebook title, description and image of the home page.',
				'lodestar'
			),
			keywords: [ home, 'Twitter' ],
		},
		{
			id: 'home_page_twitter_title',
			route: HOME_SOCIAL_PATH,
			control: 'template',
			group: x,
			label: __( 'X Title', 'lodestar' ),
			description: __( 'Empty: the Facebook title is used.', 'lodestar' ),
			keywords: [ home, 'Twitter', 'twitter:title' ],
		},
		{
			id: 'home_page_twitter_description',
			route: HOME_SOCIAL_PATH,
			control: 'template',
			group: x,
			label: __( 'X Description', 'lodestar' ),
			description: __(
				'Empty: the Facebook description is used.',
				'lodestar'
			),
			keywords: [ home, 'Twitter', 'twitter:description' ],
		},
		{
			id: 'home_page_twitter_image_url',
			route: HOME_SOCIAL_PATH,
			control: 'image',
			group: x,
			label: __( 'X Image', 'lodestar' ),
			description: __( 'Empty: the Facebook image is used.', 'lodestar' ),
			keywords: [ home, 'Twitter', 'twitter:image' ],
		},
		{
			id: 'home_page_robots.noindex',
			route: HOME_ADVANCED_PATH,
			control: 'checkbox',
			group: robots,
			label: __( 'No Index', 'lodestar' ),
			description: __(
				'Ask search engines not to show the home page in their results.',
				'lodestar'
			),
			keywords: [ home, 'noindex', 'robots' ],
		},
		{
			id: 'home_page_robots.nofollow',
			route: HOME_ADVANCED_PATH,
			control: 'checkbox',
			group: robots,
			label: __( 'No Follow', 'lodestar' ),
			description: __(
				'Ask search engines not to follow the links on the home page.',
				'lodestar'
			),
			keywords: [ home, 'nofollow', 'robots' ],
		},
		{
			id: 'home_page_robots.noarchive',
			route: HOME_ADVANCED_PATH,
			control: 'checkbox',
			group: robots,
			label: __( 'No Archive', 'lodestar' ),
			description: __(
				'Ask search engines not to keep a cached copy of the home page.',
				'lodestar'
			),
			keywords: [ home, 'noarchive', 'cache', 'robots' ],
		},
	];
}
