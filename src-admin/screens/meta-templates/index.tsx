/**
 * Meta Templates (/general): the search engine title and description templates of posts,
 * with a live Search Engine Preview.
 *
 * The preview resolves the templates with the same engine the page uses (TS twin of
 * Lodestar\Seo\TemplateVariables) against the site's sample post, so it shows what the page
 * will print. Counters count code points after variable substitution.
 */
import { Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useId, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import CharacterCounter from '../../../src/components/CharacterCounter';
import SaveButton from '../../../src/components/SaveButton';
import SearchPreview from '../../../src/components/SearchPreview';
import VariableInput from '../../../src/components/VariableInput';
import { store } from '../../../src/store';
import type { SiteSettings } from '../../../src/types/api';
import type { Settings } from '../../../src/types/settings';
import { getAdminBoot, getLengthLimits } from '../../../src/utils/boot';
import {
	countCharacters,
	resolveTemplate,
} from '../../../src/utils/template-variables';
import type { TemplateContext } from '../../../src/utils/template-variables';
import { getMetaTemplateVariables } from '../../../src/utils/variables';
import ScreenHeader from '../../app/ScreenHeader';
import type { ScreenProps } from '../../app/types';
import SettingField, { FieldFrame } from '../../fields/SettingField';
import { getMetaTemplateFields } from './fields';

/**
 * The context a post's templates resolve against on the page.
 *
 * @param settings          Settings (unsaved edits included).
 * @param site              Site settings (null while loading or when they failed).
 * @param descriptionLength Description length.
 */
export function previewContext(
	settings: Settings,
	site: SiteSettings | null,
	descriptionLength: number
): TemplateContext {
	const boot = getAdminBoot();
	return {
		title: site?.sample?.title ?? '',
		excerpt: site?.sample?.excerpt ?? '',
		content: site?.sample?.content ?? '',
		permalink: site?.sample?.permalink ?? '',
		site_name: site?.site?.site_name ?? '',
		tagline: site?.site?.tagline ?? '',
		site_url: site?.site?.site_url ?? boot.siteUrl,
		separator: settings.separator,
		auto_generate_description: settings.auto_generate_description,
		description_length: descriptionLength,
		// The page falls back to the tagline when no description can be built.
		default_description: site?.site?.tagline ?? '',
	};
}

/**
 * Resolved preview title and description.
 *
 * @param settings Settings (unsaved edits included).
 * @param context  Template context.
 */
export function previewTexts(
	settings: Settings,
	context: TemplateContext
): { title: string; description: string } {
	let title = resolveTemplate( settings.page_title, context, 'title' );
	if ( title === '' ) {
		// An empty title falls back to the global default title (spec §5).
		title = resolveTemplate(
			settings.global_default?.page_title ?? '',
			context,
			'title'
		);
	}
	return {
		title,
		description: resolveTemplate(
			settings.page_description,
			context,
			'description'
		),
	};
}

export default function MetaTemplates( { route }: ScreenProps ) {
	const id = useId().replace( /:/g, '' );
	const limits = useMemo( getLengthLimits, [] );
	const variables = useMemo( getMetaTemplateVariables, [] );
	const [ titleField, descriptionField, autoDescriptionField ] = useMemo(
		getMetaTemplateFields,
		[]
	);
	const { settings, site, siteFailed, dirty } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			settings: seo.getSettings(),
			site: seo.getSiteSettings(),
			siteFailed: seo.hasResolutionFailed( 'getSiteSettings' ),
			dirty: seo.hasUnsavedSettings(),
		};
	}, [] );
	const { editSetting, saveSettings } = useDispatch( store );

	const preview = useMemo( () => {
		if ( ! settings ) {
			return null;
		}
		return previewTexts(
			settings,
			previewContext( settings, site, limits.description )
		);
	}, [ settings, site, limits.description ] );

	if (
		! settings ||
		! preview ||
		! titleField ||
		! descriptionField ||
		! autoDescriptionField
	) {
		return <Spinner />;
	}

	const titleCounterId = `lodestar-title-count-${ id }`;
	const descriptionCounterId = `lodestar-description-count-${ id }`;

	return (
		<div className="lodestar-screen lodestar-meta-templates">
			<ScreenHeader
				title={ route.title ?? route.label }
				description={ __(
					'Templates for the title and description search engines show for your posts and pages. Type @ to insert a variable.',
					'lodestar'
				) }
				actions={
					<SaveButton disabled={ ! dirty } onSave={ saveSettings } />
				}
			/>
			<div className="lodestar-meta-templates__layout">
				<div className="lodestar-card lodestar-meta-templates__fields">
					<FieldFrame field={ titleField }>
						<VariableInput
							label={ titleField.label }
							value={ settings.page_title }
							onChange={ ( value ) =>
								editSetting( 'page_title', value )
							}
							variables={ variables }
							describedBy={ titleCounterId }
						/>
						<CharacterCounter
							id={ titleCounterId }
							count={ countCharacters( preview.title ) }
							limit={ limits.title }
						/>
					</FieldFrame>
					<FieldFrame field={ descriptionField }>
						<VariableInput
							label={ descriptionField.label }
							value={ settings.page_description }
							onChange={ ( value ) =>
								editSetting( 'page_description', value )
							}
							variables={ variables }
							multiline
							maxLength={ limits.description }
							describedBy={ descriptionCounterId }
						/>
						<CharacterCounter
							id={ descriptionCounterId }
							count={ countCharacters( preview.description ) }
							limit={ limits.description }
						/>
					</FieldFrame>
					<SettingField field={ autoDescriptionField } />
				</div>
				<div className="lodestar-card lodestar-meta-templates__preview">
					<h2 className="lodestar-card__title">
						{ __( 'Search Engine Preview', 'lodestar' ) }
					</h2>
					{ siteFailed && (
						<Notice status="warning" isDismissible={ false }>
							{ __(
								'The site details could not be loaded; the preview is incomplete.',
								'lodestar'
							) }
						</Notice>
					) }
					<SearchPreview
						siteName={ site?.site?.site_name ?? '' }
						siteUrl={
							site?.site?.site_url ?? getAdminBoot().siteUrl
						}
						favicon={ site?.site?.favicon }
						title={ preview.title }
						description={ preview.description }
						descriptionLength={ limits.description }
					/>
				</div>
			</div>
		</div>
	);
}
