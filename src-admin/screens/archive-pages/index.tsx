/**
 * Archive Pages (/general/archive_pages): the author and date archive switches.
 */
import { __ } from '@wordpress/i18n';

import FieldCards from '../../fields/FieldCards';
import SettingsScreen from '../../fields/SettingsScreen';
import type { ScreenProps } from '../../app/types';
import { getArchivePageFields } from './fields';

export default function ArchivePages( { route }: ScreenProps ) {
	return (
		<SettingsScreen
			title={ route.title ?? route.label }
			description={ __(
				'Choose which archive pages your site keeps.',
				'lodestar'
			) }
		>
			<FieldCards fields={ getArchivePageFields() } />
		</SettingsScreen>
	);
}
