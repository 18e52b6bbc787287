/**
 * The dashboard's right column (spec 2 §2): Extend Your Website and Quick Access, in a chunk
 * of its own that loads after the main column.
 */
import ExtendYourWebsite from './ExtendYourWebsite';
import QuickAccess from './QuickAccess';

export default function RightColumn() {
	return (
		<div className="lodestar-dashboard__side">
			<ExtendYourWebsite />
			<QuickAccess />
		</div>
	);
}
