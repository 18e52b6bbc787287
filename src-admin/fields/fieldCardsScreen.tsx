/**
 * A settings screen made of field cards only (Archive Pages, Manage Features,
 * Miscellaneous, Other Accounts): the settings frame with the route's title, a description
 * and the cards of its field definitions.
 */
import { Spinner } from '@wordpress/components';
import type { ComponentType } from 'react';

import type { ScreenProps } from '../app/types';
import FieldCards from './FieldCards';
import SettingsScreen from './SettingsScreen';
import type { FieldDefinition } from './types';

/**
 * The screen component.
 *
 * @param describe  The screen's description (translated when the screen renders).
 * @param useFields The field definitions (may be a hook); null shows a spinner meanwhile.
 */
export default function fieldCardsScreen(
	describe: () => string,
	useFields: () => FieldDefinition[] | null
): ComponentType< ScreenProps > {
	return function FieldCardsScreen( { route }: ScreenProps ) {
		const fields = useFields();
		return (
			<SettingsScreen
				title={ route.title ?? route.label }
				description={ describe() }
			>
				{ fields ? <FieldCards fields={ fields } /> : <Spinner /> }
			</SettingsScreen>
		);
	};
}
