/**
 * A screen whose data could not be loaded: its heading and the error.
 */
import { Notice } from '@wordpress/components';

import ScreenHeader from './ScreenHeader';

/**
 * The screen.
 *
 * @param props           Props.
 * @param props.className The screen's classes.
 * @param props.title     The screen's title.
 * @param props.error     The error message.
 */
export default function ScreenError( {
	className,
	title,
	error,
}: {
	className: string;
	title: string;
	error: string;
} ) {
	return (
		<div className={ className }>
			<ScreenHeader title={ title } />
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
		</div>
	);
}
