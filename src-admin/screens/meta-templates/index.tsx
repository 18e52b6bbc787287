/**
 * Meta Templates (/general): the search engine title and description templates of posts,
 * with a live Search Engine Preview.
 *
 * The preview resolves the site's sample post with the same chain the page uses (resolvers.ts,
 * the TS twin of the PHP resolvers), so it shows what the page will print. Counters count
 * code points after variable substitution.
 */
import { Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import CountedVariableInput from '../../../src/components/CountedVariableInput';
import SaveButton from '../../../src/components/SaveButton';
import SearchPreview from '../../../src/components/SearchPreview';
import { store } from '../../../src/store';
import type { SiteSettings } from '../../../src/types/api';
import type { Settings } from '../../../src/types/settings';
import { getAdminBoot } from '../../../src/utils/boot';
import { getLengthLimits } from '../../../src/utils/limits';
import { resolveSeo } from '../../../src/utils/resolvers';
import type { ResolverContext } from '../../../src/utils/resolvers';
import { countCharacters } from '../../../src/utils/template-variables';
import { getMetaTemplateVariables } from '../../../src/utils/variables';
import ScreenHeader from '../../app/ScreenHeader';
import type { ScreenProps } from '../../app/types';
import SettingField, { FieldFrame } from '../../fields/SettingField';
import { getMetaTemplateFields } from './fields';

/**
 * The site's sample post as the page sees it (page facts of the resolver chain).
 *
 * @param site Site settings (null while loading or when they failed).
 */
export function samplePostContext(
	site: SiteSettings | null
): ResolverContext {
	return {
		kind: 'post',
		site: {
			name: site?.site?.site_name ?? '',
			tagline: site?.site?.tagline ?? '',
			url: site?.site?.site_url ?? getAdminBoot().siteUrl,
		},
		title: site?.sample?.title ?? '',
		excerpt: site?.sample?.excerpt ?? '',
		content: site?.sample?.content ?? '',
		permalink: site?.sample?.permalink ?? '',
	};
}

/**
 * Resolved preview title and description of the sample post, by the page's chain (an empty
 * title falls back to the global default title, spec §5).
 *
 * @param settings          Settings (unsaved edits included).
 * @param site              Site settings (null while loading or when they failed).
 * @param descriptionLength Description length.
 */
export function previewTexts(
	settings: Settings,
	site: SiteSettings | null,
	descriptionLength: number
): { title: string; description: string } {
	const { title, description } = resolveSeo(
		samplePostContext( site ),
		settings,
		{},
		{ descriptionLength }
	);
	return { title, description };
}

export default function MetaTemplates( { route }: ScreenProps ) {
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
		return previewTexts( settings, site, limits.description );
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
						<CountedVariableInput
							label={ titleField.label }
							value={ settings.page_title }
							onChange={ ( value ) =>
								editSetting( 'page_title', value )
							}
							variables={ variables }
							counter={ {
								count: countCharacters( preview.title ),
								limit: limits.title,
							} }
						/>
					</FieldFrame>
					<FieldFrame field={ descriptionField }>
						<CountedVariableInput
							label={ descriptionField.label }
							value={ settings.page_description }
							onChange={ ( value ) =>
								editSetting( 'page_description', value )
							}
							variables={ variables }
							multiline
							maxLength={ limits.description }
							counter={ {
								count: countCharacters( preview.description ),
								limit: limits.description,
							} }
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
