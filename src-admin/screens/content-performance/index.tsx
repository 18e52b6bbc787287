/**
 * Content performance (/content-performance), spec §2: breadcrumb, search 'Search by URL or
 * title', status filter and the full paginated table of the selected site.
 */
import { Notice, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { store } from '../../../src/store';
import ScreenHeader from '../../app/ScreenHeader';
import type { ScreenProps } from '../../app/types';
import ContentTable from '../search-console/ContentTable';
import { useConsoleData, useConsoleStatus } from '../search-console/hooks';
import { contentTableState } from '../search-console/state';
import '../search-console/style.scss';

export default function ContentPerformance( { route }: ScreenProps ) {
	const { status, error, authenticated, selectedSite } = useConsoleStatus();
	useConsoleData( selectedSite, authenticated );
	const { rows, done, rowsError } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			rows: seo.getContentPerformance(),
			done: seo.isSearchConsoleFetchComplete( 'content' ),
			rowsError: seo.getSearchConsoleError( 'content' ),
		};
	}, [] );
	const title = route.title ?? route.label;

	let body;
	if ( error ) {
		body = (
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
		);
	} else if ( ! status ) {
		body = <Spinner />;
	} else {
		body = (
			<div className="lodestar-card">
				<ContentTable
					full
					rows={ rows }
					state={ contentTableState(
						authenticated,
						selectedSite,
						! done,
						rowsError
					) }
				/>
			</div>
		);
	}

	return (
		<div className="lodestar-screen lodestar-content-performance">
			<nav
				className="lodestar-breadcrumb"
				aria-label={ __( 'Breadcrumb', 'lodestar' ) }
			>
				<a href="#/search-console">
					{ __( 'Search Console', 'lodestar' ) }
				</a>
				<span aria-hidden="true"> / </span>
				<span aria-current="page">{ title }</span>
			</nav>
			<ScreenHeader title={ title } />
			{ body }
		</div>
	);
}
