/**
 * Heading of a screen, with optional actions (e.g. a Save button) beside it.
 */
import type { ReactNode } from 'react';

export default function ScreenHeader( {
	title,
	description,
	actions,
}: {
	title: string;
	description?: ReactNode;
	actions?: ReactNode;
} ) {
	return (
		<div className="lodestar-screen__header">
			<div>
				<h1 className="lodestar-screen__title">{ title }</h1>
				{ description && (
					<p className="lodestar-screen__description">
						{ description }
					</p>
				) }
			</div>
			{ actions && (
				<div className="lodestar-screen__actions">{ actions }</div>
			) }
		</div>
	);
}
