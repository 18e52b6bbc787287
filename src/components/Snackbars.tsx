/**
 * Renders the snackbar notices of core/notices (save results and the like).
 *
 * WordPress admin pages outside the block editor render no snackbars by themselves.
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

export default function Snackbars() {
	const notices = useSelect(
		( select ) =>
			select( noticesStore )
				.getNotices()
				.filter( ( notice ) => notice.type === 'snackbar' ),
		[]
	);
	const { removeNotice } = useDispatch( noticesStore );
	return (
		<SnackbarList
			className="lodestar-snackbars"
			notices={ notices }
			onRemove={ ( id: string ) => removeNotice( id ) }
		/>
	);
}
