/**
 * Manage Features (/tools/manage-features): the feature switches and the usage-data opt-in.
 *
 * Menu items and routes follow the SAVED settings: once saved, a feature turned off leaves
 * the menu at once; keys flagged for reload by the server (the console and migration, which
 * also change the WordPress admin menu) reload the page after saving.
 */
import { __ } from '@wordpress/i18n';

import fieldCardsScreen from '../../fields/fieldCardsScreen';
import { getFeatureFields } from './fields';

export default fieldCardsScreen(
	() =>
		__(
			'Turn off what you do not use: its screens and menu items go away.',
			'lodestar'
		),
	getFeatureFields
);
