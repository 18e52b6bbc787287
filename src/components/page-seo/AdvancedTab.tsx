/**
 * Advanced tab: No Index / No Follow / No Archive for this object, and the canonical URL
 * (checked against the URL pattern of spec §5). Loaded lazily.
 *
 * Each robots directive has three states, as the page applies them: follow the site's Robot
 * Instructions (''), always for this object ('yes'), never for this object ('no').
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { RobotsFlag } from '../../types/page-seo';
import { isValidUrl } from '../../utils/url';
import type { SeoTabProps } from './types';

type RobotsField = 'post_no_index' | 'post_no_follow' | 'post_no_archive';

export default function AdvancedTab( {
	kind,
	fields,
	onChange,
}: Pick< SeoTabProps, 'kind' | 'fields' | 'onChange' > ) {
	// An invalid URL stays in the field (with an error) and never reaches the saved value.
	const [ canonical, setCanonical ] = useState( fields.canonical_url );
	const trimmed = canonical.trim();
	const invalid = trimmed !== '' && ! isValidUrl( trimmed );
	const saved = fields.canonical_url;

	// Undo, redo or a reload change the saved value: show it, unless the field holds an
	// invalid draft the user is still typing.
	useEffect( () => {
		setCanonical( ( draft ) =>
			draft.trim() === saved ||
			( draft.trim() !== '' && ! isValidUrl( draft.trim() ) )
				? draft
				: saved
		);
	}, [ saved ] );

	const robots: Array< { field: RobotsField; label: string } > = [
		{ field: 'post_no_index', label: __( 'No Index', 'lodestar' ) },
		{ field: 'post_no_follow', label: __( 'No Follow', 'lodestar' ) },
		{ field: 'post_no_archive', label: __( 'No Archive', 'lodestar' ) },
	];
	const options: Array< { value: RobotsFlag; label: string } > = [
		{ value: '', label: __( 'Site default', 'lodestar' ) },
		{
			value: 'yes',
			label:
				kind === 'post'
					? __( 'Yes, for this post', 'lodestar' )
					: __( 'Yes, for this term', 'lodestar' ),
		},
		{
			value: 'no',
			label:
				kind === 'post'
					? __( 'No, never for this post', 'lodestar' )
					: __( 'No, never for this term', 'lodestar' ),
		},
	];

	return (
		<div className="lodestar-page-seo__tab">
			<fieldset className="lodestar-page-seo__robots">
				<legend className="lodestar-page-seo__heading">
					{ __( 'Robot Instructions', 'lodestar' ) }
				</legend>
				{ robots.map( ( { field, label } ) => (
					<SelectControl
						key={ field }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ label }
						value={ fields[ field ] }
						options={ options }
						onChange={ ( value: string ) =>
							onChange( field, value as RobotsFlag )
						}
					/>
				) ) }
			</fieldset>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Canonical URL', 'lodestar' ) }
				type="url"
				value={ canonical }
				placeholder="https://"
				aria-invalid={ invalid }
				help={
					invalid
						? __(
								'Enter a full URL, such as https://example.com/page/.',
								'lodestar'
							)
						: __(
								'Leave empty to use the address of this page.',
								'lodestar'
							)
				}
				className={ invalid ? 'lodestar-field--invalid' : undefined }
				onChange={ ( value: string ) => {
					setCanonical( value );
					const next = value.trim();
					if ( next === '' || isValidUrl( next ) ) {
						onChange( 'canonical_url', next );
					}
				} }
			/>
		</div>
	);
}
