/**
 * Miscellaneous (/tools/miscellaneous): feed, attachment and image, paginated page and
 * embed options.
 */
import { __ } from '@wordpress/i18n';

import FieldCards from '../../fields/FieldCards';
import SettingsScreen from '../../fields/SettingsScreen';
import type { ScreenProps } from '../../app/types';
import { getMiscellaneousFields } from './fields';

export default function Miscellaneous( { route }: ScreenProps ) {
	return (
		<SettingsScreen
			title={ route.title ?? route.label }
			description={ __(
				'Feeds, attachment pages, uploaded images, paginated pages and embeds of your posts on other sites.',
				'lodestar'
			) }
		>
			<FieldCards fields={ getMiscellaneousFields() } />
		</SettingsScreen>
	);
}
