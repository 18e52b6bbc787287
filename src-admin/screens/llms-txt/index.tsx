/**
 * Advanced > llms.txt (/advanced/llms-txt): what /llms.txt lists (content types, items per
 * type, optional details, featured links), with a live preview of the unsaved choices. Says so
 * when a physical llms.txt in the site root takes precedence. The route exists only while
 * `enable_llms_txt` is on (route table).
 */
import {
	Card,
	CardBody,
	CardHeader,
	CheckboxControl,
	ExternalLink,
	Notice,
	Spinner,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { LlmsTxtConfig } from '../../../src/api/discovery';
import SaveButton from '../../../src/components/SaveButton';
import useDebouncedValue from '../../../src/hooks/use-debounced-value';
import { store } from '../../../src/store';
import { errorMessage } from '../../../src/utils/errors';
import ScreenError from '../../app/ScreenError';
import ScreenHeader from '../../app/ScreenHeader';
import type { ScreenProps } from '../../app/types';

/** The choices as the form edits them (featured links as one text, one per line). */
export interface LlmsTxtForm {
	post_types: string[];
	count: string;
	details: string;
	featured: string;
}

/**
 * The form's values of saved choices.
 *
 * @param config Saved choices.
 */
export function formOf( config: LlmsTxtConfig ): LlmsTxtForm {
	return {
		post_types: config.post_types,
		count: String( config.count ),
		details: config.details,
		featured: config.featured.join( '\n' ),
	};
}

/**
 * The choices a form gives (the server checks them).
 *
 * @param form Form values.
 */
export function configOf( form: LlmsTxtForm ): LlmsTxtConfig {
	return {
		post_types: form.post_types,
		count: Number.parseInt( form.count, 10 ) || 0,
		details: form.details,
		featured: form.featured
			.split( /\r?\n/ )
			.map( ( line ) => line.trim() )
			.filter( ( line ) => line !== '' ),
	};
}

/**
 * Whether the form differs from the saved choices.
 *
 * @param form  Form values.
 * @param saved Saved choices.
 */
export function isDirty( form: LlmsTxtForm, saved: LlmsTxtConfig ): boolean {
	return JSON.stringify( configOf( form ) ) !== JSON.stringify( saved );
}

export default function LlmsTxtScreen( { route }: ScreenProps ) {
	const { data, error, preview } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			data: seo.getLlmsTxt(),
			error: errorMessage( seo.getResolutionError( 'getLlmsTxt' ) ),
			preview: seo.getLlmsTxtPreview(),
		};
	}, [] );
	const { saveLlmsTxt, previewLlmsTxt, setLlmsTxtPreview } =
		useDispatch( store );
	const [ form, setForm ] = useState< LlmsTxtForm | null >( null );
	const [ previewError, setPreviewError ] = useState( '' );

	useEffect( () => {
		if ( data ) {
			setForm( formOf( data.config ) );
		}
	}, [ data ] );

	const dirty = !! data && !! form && isDirty( form, data.config );
	const wanted = useDebouncedValue(
		form && dirty ? JSON.stringify( configOf( form ) ) : '',
		400
	);
	useEffect( () => {
		if ( wanted === '' ) {
			setLlmsTxtPreview( null );
			setPreviewError( '' );
			return;
		}
		let current = true;
		( previewLlmsTxt( JSON.parse( wanted ) ) as Promise< string > ).then(
			( message ) => {
				if ( current ) {
					setPreviewError( message );
				}
			}
		);
		return () => {
			current = false;
		};
	}, [ wanted, previewLlmsTxt, setLlmsTxtPreview ] );

	const title = route.title ?? route.label;
	if ( error ) {
		return (
			<ScreenError
				className="lodestar-screen lodestar-llms-txt"
				title={ title }
				error={ error }
			/>
		);
	}
	if ( ! data || ! form ) {
		return <Spinner />;
	}

	const set = ( changes: Partial< LlmsTxtForm > ) =>
		setForm( { ...form, ...changes } );

	return (
		<div className="lodestar-screen lodestar-llms-txt">
			<ScreenHeader
				title={ title }
				description={ __(
					'llms.txt is a Markdown file at the root of your site that points AI assistants and crawlers to your most useful content: your site name, its description, then lists of links. Lodestar builds it from your content and SEO settings, leaving out what is noindexed or private.',
					'lodestar'
				) }
				actions={
					<SaveButton
						disabled={ ! dirty || data.file_exists }
						onSave={ () => saveLlmsTxt( configOf( form ) ) }
					/>
				}
			/>
			{ data.file_exists && (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'A llms.txt file exists in the root folder of your site. The web server sends that file, so the settings below do not change what /llms.txt shows. Delete or rename it on the server to let Lodestar build llms.txt.',
						'lodestar'
					) }
				</Notice>
			) }
			<Card>
				<CardHeader>
					<h2>{ __( 'Content', 'lodestar' ) }</h2>
				</CardHeader>
				<CardBody>
					<fieldset className="lodestar-llms-txt__types">
						<legend>
							{ __( 'Content types to list', 'lodestar' ) }
						</legend>
						{ data.post_types.map( ( type ) => (
							<CheckboxControl
								__nextHasNoMarginBottom
								key={ type.slug }
								label={ type.label }
								checked={ form.post_types.includes(
									type.slug
								) }
								onChange={ ( checked: boolean ) =>
									set( {
										post_types: checked
											? [ ...form.post_types, type.slug ]
											: form.post_types.filter(
													( slug ) =>
														slug !== type.slug
												),
									} )
								}
							/>
						) ) }
					</fieldset>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="number"
						min={ 1 }
						max={ data.max_count }
						label={ __( 'Items per content type', 'lodestar' ) }
						help={ sprintf(
							/* translators: %d: largest number. */
							__(
								'Pages are listed in menu order, other types newest first. From 1 to %d.',
								'lodestar'
							),
							data.max_count
						) }
						value={ form.count }
						onChange={ ( value: string ) =>
							set( { count: value } )
						}
					/>
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Details (optional)', 'lodestar' ) }
						help={ __(
							'Plain text or Markdown shown after the description, for example who you are and what the site offers. Headings are removed.',
							'lodestar'
						) }
						value={ form.details }
						rows={ 4 }
						onChange={ ( value: string ) =>
							set( { details: value } )
						}
					/>
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Featured links (optional)', 'lodestar' ) }
						help={ __(
							'Addresses of posts or pages of this site, one per line, listed first under “Featured”.',
							'lodestar'
						) }
						value={ form.featured }
						rows={ 4 }
						spellCheck={ false }
						onChange={ ( value: string ) =>
							set( { featured: value } )
						}
					/>
				</CardBody>
			</Card>
			<Card>
				<CardHeader>
					<h2>{ __( 'Preview', 'lodestar' ) }</h2>
					<ExternalLink href={ data.url }>
						{ __( 'View llms.txt', 'lodestar' ) }
					</ExternalLink>
				</CardHeader>
				<CardBody>
					{ previewError !== '' && (
						<Notice status="error" isDismissible={ false }>
							{ previewError }
						</Notice>
					) }
					<TextareaControl
						__nextHasNoMarginBottom
						className="lodestar-llms-txt__preview"
						label={
							dirty
								? __(
										'llms.txt with your unsaved changes',
										'lodestar'
									)
								: __( 'llms.txt as served', 'lodestar' )
						}
						value={
							data.file_exists
								? data.file_content
								: ( preview ?? '' )
						}
						readOnly
						rows={ 18 }
						spellCheck={ false }
						onChange={ () => undefined }
					/>
				</CardBody>
			</Card>
		</div>
	);
}
