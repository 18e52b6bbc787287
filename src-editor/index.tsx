/**
 * Block-editor entry: the Lodestar SEO sidebar (header button, "more" menu item, and a
 * summary panel in the post's settings). PHP loads it only in the post block editor of public
 * post types while page-level SEO is on (Editor\EditorAssets).
 *
 * The sidebar shares the `lodestar/seo` store with the admin app (registered once).
 */
import {
	PluginDocumentSettingPanel,
	PluginSidebar,
	PluginSidebarMoreMenuItem,
} from '@wordpress/editor';
import { __ } from '@wordpress/i18n';
import { registerPlugin } from '@wordpress/plugins';

import '../src/store';
import SeoSidebar from './sidebar/SeoSidebar';
import PrimaryTermSelect from './sidebar/PrimaryTermSelect';
import SeoSummary from './sidebar/SeoSummary';
import './editor.scss';

export const PLUGIN_NAME = 'lodestar-seo';
export const SIDEBAR_NAME = 'lodestar-seo-sidebar';

const icon = (
	<svg
		xmlns="http://www.w3.org/2000/svg"
		viewBox="0 0 24 24"
		width="24"
		height="24"
		aria-hidden="true"
		focusable="false"
	>
		<path d="M12 2l2.6 6.9L22 9.3l-5.8 4.6 2.1 7.1L12 16.9 5.7 21l2.1-7.1L2 9.3l7.4-.4z" />
	</svg>
);

/**
 * The plugin's slots.
 */
export function LodestarSeoPlugin() {
	const title = __( 'Lodestar SEO', 'lodestar' );
	return (
		<>
			<PluginSidebarMoreMenuItem target={ SIDEBAR_NAME } icon={ icon }>
				{ title }
			</PluginSidebarMoreMenuItem>
			<PluginSidebar
				name={ SIDEBAR_NAME }
				title={ title }
				icon={ icon }
				className="lodestar-page-seo"
			>
				<SeoSidebar />
			</PluginSidebar>
			<PluginDocumentSettingPanel
				name="lodestar-seo-summary"
				title={ title }
				className="lodestar-page-seo__panel"
			>
				<SeoSummary sidebar={ `${ PLUGIN_NAME }/${ SIDEBAR_NAME }` } />
				<PrimaryTermSelect />
			</PluginDocumentSettingPanel>
		</>
	);
}

registerPlugin( PLUGIN_NAME, { render: LodestarSeoPlugin, icon } );
