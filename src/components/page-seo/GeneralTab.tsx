/**
 * General tab: the focus keyword (what the page checks look for), SEO title and description ("@" offers variables), counters after variable
 * substitution, the URL length, and the search preview.
 */
import { TextControl } from '@wordpress/components';
import { useId, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { getLengthLimits } from '../../utils/limits';
import { countCharacters } from '../../utils/template-variables';
import { getObjectVariables } from '../../utils/object-variables';
import CharacterCounter from '../CharacterCounter';
import CountedVariableInput from '../CountedVariableInput';
import SearchPreview from '../SearchPreview';
import type { SeoTabProps } from './types';

export default function GeneralTab( {
	kind,
	fields,
	onChange,
	preview,
	facts,
	permalink,
}: SeoTabProps ) {
	const id = useId().replace( /:/g, '' );
	const variables = useMemo( () => getObjectVariables( kind ), [ kind ] );
	// The limits of the boot data (PHP's filtered Seo\Limits).
	const limits = useMemo( getLengthLimits, [] );
	const urlCounter = `lodestar-seo-url-count-${ id }`;

	return (
		<div className="lodestar-page-seo__tab">
			<div className="lodestar-field">
				<TextControl
					label={ __( 'Focus Keyword', 'lodestar' ) }
					help={ __(
						'The search phrase this content should be found for. The checks look for it in the title, description, URL and content.',
						'lodestar'
					) }
					value={ fields.focus_keyword }
					onChange={ ( value ) => onChange( 'focus_keyword', value ) }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			</div>
			<div className="lodestar-field">
				<CountedVariableInput
					label={ __( 'SEO Title', 'lodestar' ) }
					value={ fields.page_title }
					onChange={ ( value ) => onChange( 'page_title', value ) }
					variables={ variables }
					placeholder={ facts.title_template }
					counter={ {
						count: countCharacters( preview.title ),
						limit: limits.title,
					} }
				/>
			</div>
			<div className="lodestar-field">
				<CountedVariableInput
					label={ __( 'SEO Description', 'lodestar' ) }
					value={ fields.page_description }
					onChange={ ( value ) =>
						onChange( 'page_description', value )
					}
					variables={ variables }
					multiline
					maxLength={ limits.description }
					placeholder={ facts.description_template }
					counter={ {
						count: countCharacters( preview.description ),
						limit: limits.description,
					} }
				/>
			</div>
			<div className="lodestar-page-seo__url">
				<span>{ __( 'URL length', 'lodestar' ) }</span>{ ' ' }
				<CharacterCounter
					id={ urlCounter }
					count={ countCharacters( permalink ) }
					limit={ limits.url }
				/>
			</div>
			<SearchPreview
				siteName={ facts.site_name }
				siteUrl={ permalink || facts.site_url }
				favicon={ facts.favicon }
				title={ preview.title }
				description={ preview.description }
				titleLength={ limits.title }
				descriptionLength={ limits.description }
			/>
		</div>
	);
}
