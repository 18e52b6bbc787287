/**
 * The General / Social / Advanced tabs of page-level SEO, shared by the block editor sidebar
 * and the term popup. General ships with the entry; Social and Advanced are separate chunks
 * loaded when first opened, keeping the editor's load small.
 */
import { Spinner, TabPanel } from '@wordpress/components';
import { Suspense, lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import GeneralTab from './GeneralTab';
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
	render: () => ReactNode;
}

export default function SeoTabs( {
	extraTabs = [],
	...props
}: SeoTabProps & { extraTabs?: ExtraSeoTab[] } ) {
	const tabs = [
		{ name: 'general', title: __( 'General', 'lodestar' ) },
		{ name: 'social', title: __( 'Social', 'lodestar' ) },
		{ name: 'advanced', title: __( 'Advanced', 'lodestar' ) },
		...extraTabs.map( ( { name, title } ) => ( { name, title } ) ),
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
