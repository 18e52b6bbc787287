/**
 * Redirects (/tools/redirects): the rules (table, add/edit, bulk actions, CSV import and
 * export, test a URL) and the 404 log.
 */
import { TabPanel } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import ScreenHeader from '../../app/ScreenHeader';
import type { ScreenProps } from '../../app/types';
import NotFoundTab from './NotFoundTab';
import RulesTab from './RulesTab';

export default function RedirectsScreen( { route }: ScreenProps ) {
	return (
		<div className="lodestar-screen lodestar-redirects-screen">
			<ScreenHeader
				title={ route.title ?? route.label }
				description={ __(
					'Send visitors and search engines from old addresses to new ones. Lodestar adds a redirect by itself when a published post, page or term changes its address.',
					'lodestar'
				) }
			/>
			<TabPanel
				tabs={ [
					{ name: 'rules', title: __( 'Redirects', 'lodestar' ) },
					{ name: 'log', title: __( '404 log', 'lodestar' ) },
				] }
			>
				{ ( tab ) =>
					tab.name === 'rules' ? <RulesTab /> : <NotFoundTab />
				}
			</TabPanel>
		</div>
	);
}
