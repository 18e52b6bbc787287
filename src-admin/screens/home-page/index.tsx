/**
 * Home Page (/general/homepage, /general/homepage/social, /general/homepage/advanced).
 *
 * The page title comes from the last path segment. With a static front page, only a notice
 * linking to that page's editor is shown: the page's own SEO settings apply.
 * - General: title and description with counters (after variable substitution) and a
 *   search preview.
 * - Social: Facebook and X title, description and image, "use data from Facebook tab"
 *   (hides the X fields), and social previews.
 * - Advanced: No Index / No Follow / No Archive for the home page only.
 */
import { CheckboxControl, Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import CountedVariableInput from '../../../src/components/CountedVariableInput';
import MediaPicker from '../../../src/components/MediaPicker';
import SearchPreview from '../../../src/components/SearchPreview';
import type { VariableOption } from '../../../src/components/VariableInput';
import { store } from '../../../src/store';
import type { RobotsDirective, Settings } from '../../../src/types/settings';
import { getLengthLimits } from '../../../src/utils/limits';
import { countCharacters } from '../../../src/utils/template-variables';
import SettingField, { FieldFrame, isOn } from '../../fields/SettingField';
import SettingsScreen from '../../fields/SettingsScreen';
import type { FieldDefinition } from '../../fields/types';
import type { ScreenProps } from '../../app/types';
import HomeSocialPreview from '../shared/HomeSocialPreview';
import useHomePreview from '../shared/useHomePreview';
import {
	HOME_ADVANCED_PATH,
	HOME_ROBOTS,
	HOME_SOCIAL_PATH,
	getHomePageFields,
} from './fields';

type HomeSection = 'general' | 'social' | 'advanced';

/**
 * The section of a home page path.
 *
 * @param path Route path.
 */
export function homeSection( path: string ): HomeSection {
	if ( path === HOME_SOCIAL_PATH ) {
		return 'social';
	}
	if ( path === HOME_ADVANCED_PATH ) {
		return 'advanced';
	}
	return 'general';
}

/**
 * The page title: from the last path segment (homepage, social, advanced).
 *
 * @param path Route path.
 */
export function homePageTitle( path: string ): string {
	const segment = path.split( '/' ).filter( Boolean ).pop() ?? '';
	const titles: Record< string, string > = {
		homepage: __( 'Home Page', 'lodestar' ),
		social: __( 'Social', 'lodestar' ),
		advanced: __( 'Advanced', 'lodestar' ),
	};
	return titles[ segment ] ?? __( 'Home Page', 'lodestar' );
}

/**
 * Variables offered for home page templates (there is no post: %title% is the tagline).
 */
function homeVariables(): VariableOption[] {
	return [
		{ name: 'site_name', label: __( 'Site Name', 'lodestar' ) },
		{ name: 'separator', label: __( 'Separator', 'lodestar' ) },
		{ name: 'tagline', label: __( 'Tagline', 'lodestar' ) },
	];
}

/**
 * The definition of a field id (they are all defined in fields.ts).
 *
 * @param fields Definitions.
 * @param id     Field id.
 */
function fieldOf( fields: FieldDefinition[], id: string ): FieldDefinition {
	const field = fields.find( ( item ) => item.id === id );
	if ( ! field ) {
		throw new Error( `Unknown field ${ id }` );
	}
	return field;
}

type TextKey =
	| 'home_page_title'
	| 'home_page_description'
	| 'home_page_facebook_title'
	| 'home_page_facebook_description'
	| 'home_page_twitter_title'
	| 'home_page_twitter_description';

type ImageKey = 'home_page_facebook_image_url' | 'home_page_twitter_image_url';

function TemplateField( {
	field,
	settings,
	multiline = false,
	counter,
	maxLength,
}: {
	field: FieldDefinition;
	settings: Settings;
	multiline?: boolean;
	counter?: { count: number; limit: number };
	maxLength?: number;
} ) {
	const { editSetting } = useDispatch( store );
	const key = field.id as TextKey;
	const variables = useMemo( homeVariables, [] );
	return (
		<FieldFrame field={ field }>
			<CountedVariableInput
				label={ field.label }
				value={ settings[ key ] }
				onChange={ ( value ) => editSetting( key, value ) }
				variables={ variables }
				multiline={ multiline }
				maxLength={ maxLength }
				help={ field.description }
				counter={ counter }
			/>
		</FieldFrame>
	);
}

function ImageField( {
	field,
	settings,
}: {
	field: FieldDefinition;
	settings: Settings;
} ) {
	const { editSetting } = useDispatch( store );
	const key = field.id as ImageKey;
	return (
		<FieldFrame field={ field }>
			<MediaPicker
				label={ field.label }
				value={ settings[ key ] }
				help={ field.description }
				onChange={ ( image ) => editSetting( key, image.url ) }
			/>
		</FieldFrame>
	);
}

function General( { settings }: { settings: Settings } ) {
	const fields = useMemo( getHomePageFields, [] );
	const limits = useMemo( getLengthLimits, [] );
	const preview = useHomePreview();
	if ( ! preview ) {
		return null;
	}
	return (
		<div className="lodestar-columns">
			<section className="lodestar-card lodestar-columns__main">
				<TemplateField
					field={ fieldOf( fields, 'home_page_title' ) }
					settings={ settings }
					counter={ {
						count: countCharacters( preview.search.title ),
						limit: limits.title,
					} }
				/>
				<TemplateField
					field={ fieldOf( fields, 'home_page_description' ) }
					settings={ settings }
					multiline
					maxLength={ limits.description }
					counter={ {
						count: countCharacters( preview.search.description ),
						limit: limits.description,
					} }
				/>
			</section>
			<div className="lodestar-card lodestar-columns__side">
				<h2 className="lodestar-card__title">
					{ __( 'Search Engine Preview', 'lodestar' ) }
				</h2>
				<SearchPreview
					siteName={ preview.site?.site?.site_name ?? '' }
					siteUrl={ preview.siteUrl }
					favicon={ preview.site?.site?.favicon }
					title={ preview.search.title }
					description={ preview.search.description }
					descriptionLength={ limits.description }
				/>
			</div>
		</div>
	);
}

function Social( { settings }: { settings: Settings } ) {
	const fields = useMemo( getHomePageFields, [] );
	const preview = useHomePreview();
	const sameAsFacebook = isOn( settings.twitter_same_as_facebook );
	return (
		<div className="lodestar-columns">
			<div className="lodestar-columns__main">
				<section
					className="lodestar-card"
					aria-labelledby="lodestar-home-facebook"
				>
					<h2
						id="lodestar-home-facebook"
						className="lodestar-card__title"
					>
						{ __( 'Facebook', 'lodestar' ) }
					</h2>
					<TemplateField
						field={ fieldOf( fields, 'home_page_facebook_title' ) }
						settings={ settings }
					/>
					<TemplateField
						field={ fieldOf(
							fields,
							'home_page_facebook_description'
						) }
						settings={ settings }
						multiline
					/>
					<ImageField
						field={ fieldOf(
							fields,
							'home_page_facebook_image_url'
						) }
						settings={ settings }
					/>
				</section>
				<section
					className="lodestar-card"
					aria-labelledby="lodestar-home-x"
				>
					<h2 id="lodestar-home-x" className="lodestar-card__title">
						{ __( 'X', 'lodestar' ) }
					</h2>
					<SettingField
						field={ fieldOf( fields, 'twitter_same_as_facebook' ) }
					/>
					{ ! sameAsFacebook && (
						<>
							<TemplateField
								field={ fieldOf(
									fields,
									'home_page_twitter_title'
								) }
								settings={ settings }
							/>
							<TemplateField
								field={ fieldOf(
									fields,
									'home_page_twitter_description'
								) }
								settings={ settings }
								multiline
							/>
							<ImageField
								field={ fieldOf(
									fields,
									'home_page_twitter_image_url'
								) }
								settings={ settings }
							/>
						</>
					) }
				</section>
			</div>
			{ preview && (
				<div className="lodestar-card lodestar-columns__side">
					<h2 className="lodestar-card__title">
						{ __( 'Social Previews', 'lodestar' ) }
					</h2>
					<HomeSocialPreview network="facebook" preview={ preview } />
					<HomeSocialPreview
						network="x"
						preview={ preview }
						cardType={ settings.twitter_card_type }
					/>
				</div>
			) }
		</div>
	);
}

function Advanced( { settings }: { settings: Settings } ) {
	const fields = useMemo( getHomePageFields, [] );
	const { editSetting } = useDispatch( store );
	const selected = settings.home_page_robots?.general ?? [];
	const toggle = ( directive: RobotsDirective, on: boolean ) => {
		const next = HOME_ROBOTS.filter( ( item ) =>
			item === directive ? on : selected.includes( item )
		);
		editSetting( 'home_page_robots', {
			...settings.home_page_robots,
			general: next,
		} );
	};
	return (
		<section
			className="lodestar-card"
			aria-labelledby="lodestar-home-robots"
		>
			<h2 id="lodestar-home-robots" className="lodestar-card__title">
				{ __( 'Robot Instructions', 'lodestar' ) }
			</h2>
			<p className="lodestar-card__description">
				{ __(
					'These instructions apply to the home page only.',
					'lodestar'
				) }
			</p>
			{ HOME_ROBOTS.map( ( directive ) => {
				const field = fieldOf(
					fields,
					`home_page_robots.${ directive }`
				);
				return (
					<FieldFrame key={ directive } field={ field }>
						<CheckboxControl
							__nextHasNoMarginBottom
							label={ field.label }
							help={ field.description }
							checked={ selected.includes( directive ) }
							onChange={ ( on ) => toggle( directive, on ) }
						/>
					</FieldFrame>
				);
			} ) }
		</section>
	);
}

export default function HomePage( { route }: ScreenProps ) {
	const section = homeSection( route.path );
	const { settings, site, siteReady } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			settings: seo.getSettings(),
			site: seo.getSiteSettings(),
			// Loaded or failed: either way the screen can show.
			siteReady: seo.hasFinishedResolution( 'getSiteSettings' ),
		};
	}, [] );
	const isStatic = site?.home_page_static === 'page';

	let content = null;
	if ( ! settings || ! siteReady ) {
		content = <Spinner />;
	} else if ( isStatic ) {
		content = (
			<Notice status="info" isDismissible={ false }>
				{ __(
					'Your home page is a static page. Its title, description, social details and robot instructions are set on the page itself.',
					'lodestar'
				) }{ ' ' }
				{ site?.home_page_edit_url && (
					<a href={ site.home_page_edit_url }>
						{ __( 'Edit the home page', 'lodestar' ) }
					</a>
				) }
			</Notice>
		);
	} else if ( section === 'social' ) {
		content = <Social settings={ settings } />;
	} else if ( section === 'advanced' ) {
		content = <Advanced settings={ settings } />;
	} else {
		content = <General settings={ settings } />;
	}

	return (
		<SettingsScreen
			title={ homePageTitle( route.path ) }
			description={
				isStatic
					? undefined
					: __(
							'How your home page appears in search results and when shared.',
							'lodestar'
						)
			}
			className="lodestar-home-page"
			showSave={ ! isStatic }
		>
			{ content }
		</SettingsScreen>
	);
}
