/**
 * Sitemaps (/advanced/sitemaps): the XML sitemap switches, the display format, regenerating
 * the sitemap cache and opening the sitemap.
 *
 * The image switch and the open button depend on the XML sitemap. The open button opens the
 * sitemap only while the switch is on both on screen and saved: the file exists only once
 * the switch is saved, so a switch turned on but not saved keeps the button disabled with
 * 'Save to open the sitemap' (rather than opening a page that is not there yet), and a
 * switch shown off keeps the spec's tooltip.
 */
import {
	Button,
	Notice,
	SelectControl,
	Spinner,
	ToggleControl,
	Tooltip,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import SaveButton from '../../../src/components/SaveButton';
import { store } from '../../../src/store';
import { getAdminBoot } from '../../../src/utils/boot';
import ScreenHeader from '../../app/ScreenHeader';
import type { ScreenProps } from '../../app/types';

export const SITEMAP_DISABLED_TOOLTIP = (): string =>
	__(
		'Sitemap is currently disabled. Please enable XML sitemap in settings to access the sitemap file.',
		'lodestar'
	);

export const SITEMAP_UNSAVED_TOOLTIP = (): string =>
	__( 'Save to open the sitemap', 'lodestar' );

/**
 * Why the open button is disabled ('' when it opens the sitemap).
 *
 * @param shownOn Whether the XML sitemap switch is on, unsaved edits included.
 * @param savedOn Whether the saved setting is on.
 */
export function openSitemapBlocker(
	shownOn: boolean,
	savedOn: boolean
): '' | 'off' | 'unsaved' {
	if ( ! shownOn ) {
		return 'off';
	}
	return savedOn ? '' : 'unsaved';
}

/**
 * URL of the sitemap index.
 */
export function sitemapUrl(): string {
	return `${ getAdminBoot().siteUrl.replace( /\/+$/, '' ) }/sitemap_index.xml`;
}

type SwitchKey =
	| 'enable_xml_sitemap'
	| 'enable_xml_image_sitemap'
	| 'enable_author_sitemap'
	| 'enable_xml_video_sitemap'
	| 'enable_xml_news_sitemap';

export default function Sitemaps( { route }: ScreenProps ) {
	const { settings, saved, dirty, regenerating, notice } = useSelect(
		( select ) => {
			const seo = select( store );
			return {
				settings: seo.getSettings(),
				saved: seo.getSavedSettings(),
				dirty: seo.hasUnsavedSettings(),
				regenerating: seo.isRegeneratingSitemapCache(),
				notice: seo.getSitemapCacheNotice(),
			};
		},
		[]
	);
	const { editSetting, saveSettings, regenerateSitemapCache } =
		useDispatch( store );

	if ( ! settings ) {
		return <Spinner />;
	}

	const xmlOn = settings.enable_xml_sitemap;
	const savedOn = !! saved?.enable_xml_sitemap;
	const switches: Array< {
		key: SwitchKey;
		label: string;
		help: string;
		disabled?: boolean;
	} > = [
		{
			key: 'enable_xml_sitemap',
			label: __( 'XML sitemap', 'lodestar' ),
			help: __(
				'Lists the indexable posts, pages and archives for search engines at /sitemap_index.xml.',
				'lodestar'
			),
		},
		{
			key: 'enable_xml_image_sitemap',
			label: __( 'Image sitemap', 'lodestar' ),
			help: xmlOn
				? __(
						'Adds each post’s featured image and the images in its content.',
						'lodestar'
					)
				: __( 'Needs the XML sitemap.', 'lodestar' ),
			disabled: ! xmlOn,
		},
		{
			key: 'enable_author_sitemap',
			label: __( 'Author sitemap', 'lodestar' ),
			help: __(
				'Lists the archives of authors with published posts while author archives are on.',
				'lodestar'
			),
		},
		{
			key: 'enable_xml_video_sitemap',
			label: __( 'Video sitemap', 'lodestar' ),
			help: __(
				'Lists posts with embedded videos (video blocks, YouTube and Vimeo embeds).',
				'lodestar'
			),
		},
		{
			key: 'enable_xml_news_sitemap',
			label: __( 'News sitemap', 'lodestar' ),
			help: __(
				'Lists the posts of the last 48 hours for news search.',
				'lodestar'
			),
		},
	];

	const displayFormats: Array< { label: string; value: string } > = [
		{ label: __( 'Shortcode', 'lodestar' ), value: 'shortcode' },
	];

	const blocker = openSitemapBlocker( !! xmlOn, savedOn );
	const openButton = (
		<Button
			variant="secondary"
			href={ blocker === '' ? sitemapUrl() : undefined }
			target="_blank"
			rel="noopener noreferrer"
			disabled={ blocker !== '' }
			accessibleWhenDisabled
			className="lodestar-sitemaps__open"
		>
			{ __( 'Open sitemap', 'lodestar' ) }
		</Button>
	);

	return (
		<div className="lodestar-screen lodestar-sitemaps">
			<ScreenHeader title={ route.title ?? route.label } />
			{ notice && (
				<Notice status="warning" isDismissible={ false }>
					<p>
						<strong>{ notice.message }</strong>
					</p>
					{ notice.description && <p>{ notice.description }</p> }
				</Notice>
			) }
			<div className="lodestar-sitemaps__switches">
				{ switches.map( ( item ) => (
					<ToggleControl
						key={ item.key }
						__nextHasNoMarginBottom
						label={ item.label }
						help={ item.help }
						checked={ !! settings[ item.key ] && ! item.disabled }
						disabled={ item.disabled }
						onChange={ ( value: boolean ) =>
							editSetting( item.key, value )
						}
					/>
				) ) }
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Display format', 'lodestar' ) }
					help={ __(
						'Add the shortcode [lodestar_html_sitemap] to any page to show visitors an HTML sitemap.',
						'lodestar'
					) }
					value={ settings.sitemap_display_format }
					options={ displayFormats }
					onChange={ ( value: string ) =>
						editSetting( 'sitemap_display_format', value )
					}
				/>
			</div>
			<div className="lodestar-sitemaps__actions">
				<Button
					variant="secondary"
					onClick={ () => regenerateSitemapCache() }
					disabled={ regenerating }
					accessibleWhenDisabled
					isBusy={ regenerating }
				>
					{ __( 'Regenerate sitemap cache', 'lodestar' ) }
				</Button>
				{ blocker === '' ? (
					openButton
				) : (
					<Tooltip
						text={
							blocker === 'off'
								? SITEMAP_DISABLED_TOOLTIP()
								: SITEMAP_UNSAVED_TOOLTIP()
						}
					>
						<span>{ openButton }</span>
					</Tooltip>
				) }
				{ regenerating && (
					<span className="lodestar-sitemaps__progress" role="status">
						<Spinner />
						{ __( 'Regenerating the sitemap cache…', 'lodestar' ) }
					</span>
				) }
			</div>
			<SaveButton onSave={ () => saveSettings() } disabled={ ! dirty } />
		</div>
	);
}
