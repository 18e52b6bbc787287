/**
 * The not-found fallback: unknown paths and routes whose feature is off.
 */
import { __ } from '@wordpress/i18n';

import { DEFAULT_PATH } from './routes';

export default function NotFound() {
	return (
		<div className="lodestar-screen lodestar-not-found">
			<h1 className="lodestar-screen__title">
				{ __( 'Page not found', 'lodestar' ) }
			</h1>
			<p>
				{ __(
					'This page does not exist, or the feature it belongs to is turned off.',
					'lodestar'
				) }
			</p>
			<p>
				<a href={ `#${ DEFAULT_PATH }` }>
					{ __( 'Go to the dashboard', 'lodestar' ) }
				</a>
			</p>
		</div>
	);
}
