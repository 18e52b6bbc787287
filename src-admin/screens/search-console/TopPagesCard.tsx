/**
 * The card of the selected site's top pages (the short content table) with its 'View all'
 * link, on the dashboard and on the Search Console screen.
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { store } from '../../../src/store';
import ContentTable from './ContentTable';
import { contentTableState } from './state';

/**
 * The card.
 *
 * @param props               Props.
 * @param props.title         The card's heading.
 * @param props.authenticated Whether the account is connected.
 * @param props.site          The selected site.
 */
export default function TopPagesCard( {
	title,
	authenticated,
	site,
}: {
	title: string;
	authenticated: boolean;
	site: string;
} ) {
	const { content, contentDone, contentError } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			content: seo.getContentPerformance(),
			contentDone: seo.isSearchConsoleFetchComplete( 'content' ),
			contentError: seo.getSearchConsoleError( 'content' ),
		};
	}, [] );
	return (
		<div className="lodestar-card">
			<div className="lodestar-gsc__table-header">
				<h2>{ title }</h2>
				<a href="#/content-performance">
					{ __( 'View all', 'lodestar' ) }
				</a>
			</div>
			<ContentTable
				rows={ content }
				state={ contentTableState(
					authenticated,
					site,
					! contentDone,
					contentError
				) }
			/>
		</div>
	);
}
