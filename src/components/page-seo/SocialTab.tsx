/**
 * Social tab: Facebook and X title, description and image (media library), "Use Facebook
 * data for X", and social previews. Loaded lazily.
 *
 * An object has no "same as Facebook" flag of its own: the page uses the Facebook values for
 * X whenever the X fields are empty. So the switch is on while they are empty, turning it on
 * clears them, and turning it off shows them.
 */
import { ToggleControl } from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { getObjectVariables } from '../../utils/object-variables';
import MediaPicker from '../MediaPicker';
import SocialPreview from '../SocialPreview';
import VariableInput from '../VariableInput';
import type { SeoTabProps } from './types';

export default function SocialTab( {
	kind,
	fields,
	onChange,
	onChanges,
	preview,
	facts,
	permalink,
}: SeoTabProps ) {
	const variables = useMemo( () => getObjectVariables( kind ), [ kind ] );
	const xEmpty =
		fields.twitter_title === '' &&
		fields.twitter_description === '' &&
		fields.twitter_image_url === '' &&
		! fields.twitter_image_id;
	const [ sameAsFacebook, setSameAsFacebook ] = useState( xEmpty );
	const siteUrl = permalink || facts.site_url;

	const toggleSame = ( on: boolean ) => {
		setSameAsFacebook( on );
		if ( on ) {
			onChanges( {
				twitter_title: '',
				twitter_description: '',
				twitter_image_url: '',
				twitter_image_id: 0,
			} );
		}
	};

	return (
		<div className="lodestar-page-seo__tab">
			<h3 className="lodestar-page-seo__heading">
				{ __( 'Facebook', 'lodestar' ) }
			</h3>
			<VariableInput
				label={ __( 'Facebook Title', 'lodestar' ) }
				value={ fields.facebook_title }
				onChange={ ( value ) => onChange( 'facebook_title', value ) }
				variables={ variables }
				placeholder={ preview.title }
			/>
			<VariableInput
				label={ __( 'Facebook Description', 'lodestar' ) }
				value={ fields.facebook_description }
				onChange={ ( value ) =>
					onChange( 'facebook_description', value )
				}
				variables={ variables }
				multiline
				placeholder={ preview.description }
			/>
			<MediaPicker
				label={ __( 'Facebook Image', 'lodestar' ) }
				value={ fields.facebook_image_url }
				attachmentId={ fields.facebook_image_id }
				onChange={ ( image ) =>
					onChanges( {
						facebook_image_url: image.url,
						facebook_image_id: image.id,
					} )
				}
			/>
			<SocialPreview
				label={ __( 'Facebook Preview', 'lodestar' ) }
				title={ preview.facebook.title }
				description={ preview.facebook.description }
				imageUrl={ preview.facebook.image }
				siteUrl={ siteUrl }
			/>

			<h3 className="lodestar-page-seo__heading">
				{ __( 'X', 'lodestar' ) }
			</h3>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Use data from Facebook tab', 'lodestar' ) }
				checked={ sameAsFacebook }
				onChange={ toggleSame }
			/>
			{ ! sameAsFacebook && (
				<>
					<VariableInput
						label={ __( 'X Title', 'lodestar' ) }
						value={ fields.twitter_title }
						onChange={ ( value ) =>
							onChange( 'twitter_title', value )
						}
						variables={ variables }
						placeholder={ preview.facebook.title }
					/>
					<VariableInput
						label={ __( 'X Description', 'lodestar' ) }
						value={ fields.twitter_description }
						onChange={ ( value ) =>
							onChange( 'twitter_description', value )
						}
						variables={ variables }
						multiline
						placeholder={ preview.facebook.description }
					/>
					<MediaPicker
						label={ __( 'X Image', 'lodestar' ) }
						value={ fields.twitter_image_url }
						attachmentId={ fields.twitter_image_id }
						onChange={ ( image ) =>
							onChanges( {
								twitter_image_url: image.url,
								twitter_image_id: image.id,
							} )
						}
					/>
				</>
			) }
			<SocialPreview
				label={ __( 'X Preview', 'lodestar' ) }
				title={ preview.twitter.title }
				description={ preview.twitter.description }
				imageUrl={ preview.twitter.image }
				siteUrl={ siteUrl }
				size={
					facts.twitter_card_type === 'summary' ? 'small' : 'large'
				}
			/>
		</div>
	);
}
