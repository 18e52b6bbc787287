/**
 * Shown for a route an extension marked as locked.
 */
import { __ } from '@wordpress/i18n';

import type { AdminRoute } from './types';

export default function Locked( { route }: { route: AdminRoute } ) {
	return (
		<div className="lodestar-screen lodestar-locked">
			<h1 className="lodestar-screen__title">
				{ route.title ?? route.label }
			</h1>
			<p>
				{ __(
					'This feature is provided by an extension that is not active on this site.',
					'lodestar'
				) }
			</p>
		</div>
	);
}
