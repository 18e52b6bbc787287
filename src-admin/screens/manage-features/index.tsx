/**
 * Manage Features (/tools/manage-features): the feature switches and the usage-data opt-in.
 *
 * Menu items and routes follow the SAVED settings: once saved, a feature turned off leaves
 * the menu at once; keys flagged for reload by the server (the console and migration, which
 * also change the WordPress admin menu) reload the page after saving.
 */
import { __ } from '@wordpress/i18n';

import FieldCards from '../../fields/FieldCards';
import SettingsScreen from '../../fields/SettingsScreen';
import type { ScreenProps } from '../../app/types';
import { getFeatureFields } from './fields';

export default function ManageFeatures( { route }: ScreenProps ) {
	return (
		<SettingsScreen
			title={ route.title ?? route.label }
			description={ __(
				'Turn off what you do not use: its screens and menu items go away.',
				'lodestar'
			) }
		>
			<FieldCards fields={ getFeatureFields() } />
		</SettingsScreen>
	);
}
