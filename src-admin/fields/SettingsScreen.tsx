/**
 * The frame of a settings screen: heading, description and the settings Save button
 * (enabled only while there are unsaved settings), and a spinner until settings load.
 */
import { Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import type { ReactNode } from 'react';

import SaveButton from '../../src/components/SaveButton';
import { store } from '../../src/store';
import ScreenHeader from '../app/ScreenHeader';

export default function SettingsScreen( {
	title,
	description,
	className,
	children,
	showSave = true,
}: {
	title: string;
	description?: ReactNode;
	className?: string;
	children: ReactNode;
	/** False for screens that save differently (or only show a notice). */
	showSave?: boolean;
} ) {
	const { loaded, dirty } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			loaded: seo.getSettings() !== null,
			dirty: seo.hasUnsavedSettings(),
		};
	}, [] );
	const { saveSettings } = useDispatch( store );
	return (
		<div
			className={ [ 'lodestar-screen', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<ScreenHeader
				title={ title }
				description={ description }
				actions={
					showSave ? (
						<SaveButton
							disabled={ ! dirty }
							onSave={ saveSettings }
						/>
					) : undefined
				}
			/>
			{ loaded ? children : <Spinner /> }
		</div>
	);
}
