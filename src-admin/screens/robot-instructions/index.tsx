/**
 * Robot Instructions (/advanced/robot_instructions/indexing|following|archiving): on each
 * page, the post types, taxonomies and archives that receive noindex, nofollow or noarchive.
 * The lists come from `lodestar/v1/admin/post-content` (preloaded into the store).
 */
import { CheckboxControl, Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { store } from '../../../src/store';
import type { ContentTypeOption } from '../../../src/types/api';
import { FieldFrame } from '../../fields/SettingField';
import SettingsScreen from '../../fields/SettingsScreen';
import type { ScreenProps } from '../../app/types';
import { ROBOTS_PATHS, getRobotsFields } from './fields';
import type { RobotsListKey } from './fields';

/**
 * The settings list a page edits.
 *
 * @param path Route path.
 */
export function robotsKeyOf( path: string ): RobotsListKey {
	const entry = Object.entries( ROBOTS_PATHS ).find(
		( [ , routePath ] ) => routePath === path
	);
	return ( entry?.[ 0 ] as RobotsListKey | undefined ) ?? 'no_index';
}

function Group( {
	legend,
	items,
	selected,
	onToggle,
}: {
	legend: string;
	items: ContentTypeOption[];
	selected: string[];
	onToggle: ( slug: string, on: boolean ) => void;
} ) {
	if ( items.length === 0 ) {
		return null;
	}
	return (
		<fieldset className="lodestar-checklist">
			<legend className="lodestar-checklist__legend">{ legend }</legend>
			{ items.map( ( item ) => (
				<CheckboxControl
					key={ item.slug }
					__nextHasNoMarginBottom
					label={ item.label }
					checked={ selected.includes( item.slug ) }
					onChange={ ( on ) => onToggle( item.slug, on ) }
				/>
			) ) }
		</fieldset>
	);
}

/** Stable empty list, so the store selection does not change identity. */
const NONE: string[] = [];

export default function RobotInstructions( { route }: ScreenProps ) {
	const key = robotsKeyOf( route.path );
	const { content, contentFailed, selected } = useSelect(
		( select ) => {
			const seo = select( store );
			return {
				content: seo.getPostContent(),
				contentFailed: seo.hasResolutionFailed( 'getPostContent' ),
				selected: seo.getSettings()?.[ key ] ?? NONE,
			};
		},
		[ key ]
	);
	const { editSetting } = useDispatch( store );
	const field = useMemo(
		() => getRobotsFields( content ).find( ( item ) => item.id === key ),
		[ content, key ]
	);

	const onToggle = ( slug: string, on: boolean ) => {
		const next = on
			? [ ...selected.filter( ( item ) => item !== slug ), slug ]
			: selected.filter( ( item ) => item !== slug );
		editSetting( key, next );
	};

	let body = null;
	if ( contentFailed ) {
		body = (
			<Notice status="error" isDismissible={ false }>
				{ __( 'Failed to fetch post content', 'lodestar' ) }
			</Notice>
		);
	} else if ( ! content || ! field ) {
		body = <Spinner />;
	} else {
		body = (
			<FieldFrame field={ field }>
				<p className="lodestar-card__description">
					{ field.description }
				</p>
				<Group
					legend={ __( 'Post Types', 'lodestar' ) }
					items={ content.post_types }
					selected={ selected }
					onToggle={ onToggle }
				/>
				<Group
					legend={ __( 'Taxonomies', 'lodestar' ) }
					items={ content.taxonomies }
					selected={ selected }
					onToggle={ onToggle }
				/>
				<Group
					legend={ __( 'Archives', 'lodestar' ) }
					items={ content.archives }
					selected={ selected }
					onToggle={ onToggle }
				/>
			</FieldFrame>
		);
	}

	return (
		<SettingsScreen
			title={ route.title ?? route.label }
			description={ __(
				'Choose which content search engines receive this instruction for. A post, page or term can still override it in its own SEO settings.',
				'lodestar'
			) }
		>
			<section className="lodestar-card">{ body }</section>
		</SettingsScreen>
	);
}
