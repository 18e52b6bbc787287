/**
 * Social > Default Social Image (/general/social): the image shared pages show when they have
 * none of their own, picked from the media library (url and attachment id).
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import MediaPicker from '../../../src/components/MediaPicker';
import { store } from '../../../src/store';
import { FieldFrame } from '../../fields/SettingField';
import SettingsScreen from '../../fields/SettingsScreen';
import type { ScreenProps } from '../../app/types';
import { getSocialImageFields } from './fields';

export default function DefaultSocialImage( { route }: ScreenProps ) {
	const [ field ] = getSocialImageFields();
	const settings = useSelect(
		( select ) => select( store ).getSettings(),
		[]
	);
	const url = settings?.fallback_image ?? '';
	const id = settings?.fallback_image_id ?? 0;
	const { editSetting } = useDispatch( store );
	return (
		<SettingsScreen
			title={ route.submenuLabel ?? route.label }
			description={ __(
				'The image social networks show for a shared page that has no image of its own.',
				'lodestar'
			) }
		>
			{ field && (
				<section className="lodestar-card">
					<FieldFrame field={ field }>
						<MediaPicker
							label={ field.label }
							value={ url }
							attachmentId={ id }
							help={ field.description }
							onChange={ ( image ) => {
								editSetting( 'fallback_image', image.url );
								editSetting( 'fallback_image_id', image.id );
							} }
						/>
					</FieldFrame>
				</section>
			) }
		</SettingsScreen>
	);
}
