/**
 * Placeholder for screens that later releases build: the route's title and an honest note.
 */
import { __ } from '@wordpress/i18n';

import ScreenHeader from '../../app/ScreenHeader';
import type { ScreenProps } from '../../app/types';

export default function ComingSoon( { route }: ScreenProps ) {
	return (
		<div className="lodestar-screen lodestar-coming-soon">
			<ScreenHeader title={ route.title ?? route.label } />
			<p>
				{ __(
					'This screen is coming in a later release.',
					'lodestar'
				) }
			</p>
		</div>
	);
}
