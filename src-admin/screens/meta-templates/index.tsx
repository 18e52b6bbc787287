/**
 * Meta Templates (/general): the search engine title and description templates, global and
 * per content type, with a live Search Engine Preview.
 *
 * A content-type switcher chooses what the fields edit: the global templates (every page
 * without templates of its own), or one content type's (`content_types`): each public post
 * type, taxonomy, post type archive, author and date archives, search results and the 404
 * page. A type's empty template falls back to the global one; its robots defaults are the
 * Robot Instructions lists' entries for it. The preview resolves a sample page of the chosen
 * type with the same chain the page uses (resolvers.ts, the TS twin of the PHP resolvers), so
 * it shows what the page will print. Counters count code points after variable substitution.
 */
import {
	CheckboxControl,
	Notice,
	SelectControl,
	Spinner,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

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
import {
	getContentTypeVariables,
	getMetaTemplateVariables,
} from '../../../src/utils/variables';
import ScreenHeader from '../../app/ScreenHeader';
import type { ScreenProps } from '../../app/types';
import SettingField, { FieldFrame } from '../../fields/SettingField';
import {
	EMPTY_ENTRY,
	contentTypeChoices,
	sampleContext,
	withEntryValue,
} from './content-types';
import type { ContentTypeChoice } from './content-types';
import { getMetaTemplateFields } from './fields';

/** The robots lists and the directive each gives. */
const ROBOTS_LISTS = [
	[ 'no_index', 'noindex' ],
	[ 'no_follow', 'nofollow' ],
	[ 'no_archive', 'noarchive' ],
] as const;

/** The switcher's value for the global templates. */
const GLOBAL = '';

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

/**
 * The switcher's options: the global templates, then the content types by kind.
 *
 * @param props         Props.
 * @param props.choices Content types.
 */
function SwitcherOptions( { choices }: { choices: ContentTypeChoice[] } ) {
	const groups: Array< [ string, ContentTypeChoice[] ] > = [
		[
			__( 'Post Types', 'lodestar' ),
			choices.filter( ( choice ) => choice.group === 'post_type' ),
		],
		[
			__( 'Taxonomies', 'lodestar' ),
			choices.filter( ( choice ) => choice.group === 'taxonomy' ),
		],
		[
			__( 'Archives', 'lodestar' ),
			choices.filter(
				( choice ) =>
					choice.group !== 'post_type' && choice.group !== 'taxonomy'
			),
		],
	];
	return (
		<>
			<option value={ GLOBAL }>
				{ __( 'Global (every content type)', 'lodestar' ) }
			</option>
			{ groups
				.filter( ( [ , items ] ) => items.length > 0 )
				.map( ( [ label, items ] ) => (
					<optgroup key={ label } label={ label }>
						{ items.map( ( choice ) => (
							<option key={ choice.key } value={ choice.key }>
								{ choice.label }
							</option>
						) ) }
					</optgroup>
				) ) }
		</>
	);
}

/**
 * The robots defaults of one content type: its entries in the Robot Instructions lists.
 *
 * @param props          Props.
 * @param props.choice   Content type.
 * @param props.settings Settings (unsaved edits included).
 * @param props.onChange Saves one list.
 */
function RobotsDefaults( {
	choice,
	settings,
	onChange,
}: {
	choice: ContentTypeChoice;
	settings: Settings;
	onChange: (
		key: ( typeof ROBOTS_LISTS )[ number ][ 0 ],
		list: string[]
	) => void;
} ) {
	const slug = choice.robotsSlug;
	if ( slug === null ) {
		return (
			<p className="lodestar-card__description">
				{ __( 'This page is always noindex.', 'lodestar' ) }
			</p>
		);
	}
	return (
		<fieldset className="lodestar-checklist">
			<legend className="lodestar-checklist__legend">
				{ __( 'Robots defaults', 'lodestar' ) }
			</legend>
			{ ROBOTS_LISTS.map( ( [ key, directive ] ) => {
				const list = settings[ key ];
				return (
					<CheckboxControl
						key={ key }
						__nextHasNoMarginBottom
						label={ directive }
						checked={ list.includes( slug ) }
						onChange={ ( on ) =>
							onChange(
								key,
								on
									? [
											...list.filter(
												( item ) => item !== slug
											),
											slug,
										]
									: list.filter( ( item ) => item !== slug )
							)
						}
					/>
				);
			} ) }
		</fieldset>
	);
}

export default function MetaTemplates( { route }: ScreenProps ) {
	const limits = useMemo( getLengthLimits, [] );
	const variables = useMemo( getMetaTemplateVariables, [] );
	const [ titleField, descriptionField, autoDescriptionField ] = useMemo(
		getMetaTemplateFields,
		[]
	);
	const [ selected, setSelected ] = useState< string >( GLOBAL );
	const { settings, site, siteFailed, dirty, content, archives } = useSelect(
		( select ) => {
			const seo = select( store );
			return {
				settings: seo.getSettings(),
				site: seo.getSiteSettings(),
				siteFailed: seo.hasResolutionFailed( 'getSiteSettings' ),
				dirty: seo.hasUnsavedSettings(),
				content: seo.getPostContent(),
				archives: seo.getPostTypeArchives(),
			};
		},
		[]
	);
	const { editSetting, saveSettings } = useDispatch( store );
	const choices = useMemo(
		() => contentTypeChoices( content, archives ),
		[ content, archives ]
	);
	const choice = choices.find( ( item ) => item.key === selected ) ?? null;
	const typeVariables = useMemo(
		() => ( choice ? getContentTypeVariables( choice.group ) : variables ),
		[ choice, variables ]
	);

	const preview = useMemo( () => {
		if ( ! settings ) {
			return null;
		}
		if ( ! choice ) {
			return previewTexts( settings, site, limits.description );
		}
		const siteFacts = samplePostContext( site ).site;
		const { title, description } = resolveSeo(
			sampleContext( choice, siteFacts, {
				title: site?.sample?.title ?? '',
				excerpt: site?.sample?.excerpt ?? '',
				content: site?.sample?.content ?? '',
				permalink: site?.sample?.permalink ?? '',
			} ),
			settings,
			{},
			{ descriptionLength: limits.description }
		);
		return { title, description };
	}, [ settings, site, limits.description, choice ] );

	if (
		! settings ||
		! preview ||
		! titleField ||
		! descriptionField ||
		! autoDescriptionField
	) {
		return <Spinner />;
	}

	const entries = settings.content_types ?? {};
	const entry = choice
		? { ...EMPTY_ENTRY, ...entries[ choice.key ] }
		: EMPTY_ENTRY;
	const editEntry = ( field: 'title' | 'description', value: string ) => {
		if ( choice ) {
			editSetting(
				'content_types',
				withEntryValue( entries, choice.key, field, value )
			);
		}
	};

	return (
		<div className="lodestar-screen lodestar-meta-templates">
			<ScreenHeader
				title={ route.title ?? route.label }
				description={ __(
					'Templates for the title and description search engines show, for every content type or for one of them. Type @ to insert a variable.',
					'lodestar'
				) }
				actions={
					<SaveButton disabled={ ! dirty } onSave={ saveSettings } />
				}
			/>
			<div className="lodestar-card lodestar-meta-templates__switcher">
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Content type', 'lodestar' ) }
					value={ choice ? choice.key : GLOBAL }
					onChange={ ( value: string ) => setSelected( value ) }
					help={
						choice
							? __(
									'Empty templates use the global ones.',
									'lodestar'
								)
							: __(
									'The global templates apply wherever a content type has none of its own.',
									'lodestar'
								)
					}
				>
					<SwitcherOptions choices={ choices } />
				</SelectControl>
			</div>
			<div className="lodestar-meta-templates__layout">
				<div className="lodestar-card lodestar-meta-templates__fields">
					{ choice ? (
						<>
							<FieldFrame field={ titleField }>
								<CountedVariableInput
									key={ `${ choice.key }-title` }
									label={ sprintf(
										/* translators: %s: content type such as Pages. */
										__(
											'%s: Search Engine Title',
											'lodestar'
										),
										choice.label
									) }
									value={ entry.title }
									placeholder={ settings.page_title }
									onChange={ ( value ) =>
										editEntry( 'title', value )
									}
									variables={ typeVariables }
									counter={ {
										count: countCharacters( preview.title ),
										limit: limits.title,
									} }
								/>
							</FieldFrame>
							<FieldFrame field={ descriptionField }>
								<CountedVariableInput
									key={ `${ choice.key }-description` }
									label={ sprintf(
										/* translators: %s: content type such as Pages. */
										__(
											'%s: Search Engine Description',
											'lodestar'
										),
										choice.label
									) }
									value={ entry.description }
									placeholder={
										choice.group === 'search' ||
										choice.group === '404'
											? ''
											: settings.page_description
									}
									onChange={ ( value ) =>
										editEntry( 'description', value )
									}
									variables={ typeVariables }
									multiline
									maxLength={ limits.description }
									counter={ {
										count: countCharacters(
											preview.description
										),
										limit: limits.description,
									} }
								/>
							</FieldFrame>
							<RobotsDefaults
								choice={ choice }
								settings={ settings }
								onChange={ ( key, list ) =>
									editSetting( key, list )
								}
							/>
						</>
					) : (
						<>
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
										count: countCharacters(
											preview.description
										),
										limit: limits.description,
									} }
								/>
							</FieldFrame>
							<SettingField field={ autoDescriptionField } />
						</>
					) }
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
