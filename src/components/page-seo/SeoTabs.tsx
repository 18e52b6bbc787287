/**
 * The General / Social / Advanced tabs of page-level SEO, shared by the block editor sidebar
 * and the term popup. General ships with the entry; Social and Advanced are separate chunks
 * loaded when first opened, keeping the editor's load small.
 *
 * Each tab shows an icon, its name being the tab's accessible label and tooltip (the way the
 * block inspector's own tabs work): with text, the fourth tab was cut at the sidebar's
 * default width of 280 px, and a fifth is planned.
 */
import { Spinner, TabPanel } from '@wordpress/components';
import { Suspense, lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import GeneralTab from './GeneralTab';
import { advancedIcon, generalIcon, socialIcon } from './icons';
import type { SeoTabProps } from './types';

const SocialTab = lazy(
	() =>
		import( /* webpackChunkName: "editor/page-seo-social" */ './SocialTab' )
);
const AdvancedTab = lazy(
	() =>
		import(
			/* webpackChunkName: "editor/page-seo-advanced" */ './AdvancedTab'
		)
);

/** A tab a host adds after the shared ones (the sidebar's Schema tab). */
export interface ExtraSeoTab {
	name: string;
	title: string;
	/** Shown in the tab; the title is its label and tooltip. */
	icon: JSX.Element;
	render: () => ReactNode;
}

export default function SeoTabs( {
	extraTabs = [],
	...props
}: SeoTabProps & { extraTabs?: ExtraSeoTab[] } ) {
	const tabs = [
		{
			name: 'general',
			title: __( 'General', 'lodestar' ),
			icon: generalIcon,
		},
		{
			name: 'social',
			title: __( 'Social', 'lodestar' ),
			icon: socialIcon,
		},
		{
			name: 'advanced',
			title: __( 'Advanced', 'lodestar' ),
			icon: advancedIcon,
		},
		...extraTabs.map( ( { name, title, icon } ) => ( {
			name,
			title,
			icon,
		} ) ),
	];
	return (
		<TabPanel className="lodestar-page-seo__tabs" tabs={ tabs }>
			{ ( tab ) => (
				<Suspense fallback={ <Spinner /> }>
					{ tab.name === 'general' && <GeneralTab { ...props } /> }
					{ tab.name === 'social' && <SocialTab { ...props } /> }
					{ tab.name === 'advanced' && <AdvancedTab { ...props } /> }
					{ extraTabs
						.find( ( extra ) => extra.name === tab.name )
						?.render() }
				</Suspense>
			) }
		</TabPanel>
	);
}
