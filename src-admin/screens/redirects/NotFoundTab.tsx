/**
 * The 404 log: paths that answered "not found", with their counts; one click makes a redirect
 * from a row.
 */
import { Button, Notice, SearchControl, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { NotFoundQuery, NotFoundRow } from '../../../src/api/redirects';
import { store } from '../../../src/store';
import RuleModal, { EMPTY_RULE } from './RuleModal';
import { Pager, SortHeader, useDebouncedSearch } from './table';

export default function NotFoundTab() {
	const { query, log, loading, error, monitorOn } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			query: seo.getNotFoundQuery(),
			log: seo.getNotFound(),
			loading: seo.isLoadingNotFound(),
			error: seo.getNotFoundError(),
			monitorOn: seo.getSavedSettings()?.enable_404_monitor === true,
		};
	}, [] );
	const { setNotFoundQuery, loadNotFound, deleteNotFound } =
		useDispatch( store );
	const [ search, setSearch ] = useDebouncedSearch(
		query.search,
		setNotFoundQuery
	);
	const [ row, setRow ] = useState< NotFoundRow | null >( null );

	useEffect( () => {
		void loadNotFound();
	}, [ loadNotFound ] );

	const items = log?.items ?? [];
	const header = ( orderby: NotFoundQuery[ 'orderby' ], label: string ) => (
		<SortHeader
			orderby={ orderby }
			label={ label }
			query={ query }
			first="desc"
			onSort={ setNotFoundQuery }
		/>
	);

	return (
		<div className="lodestar-not-found">
			{ ! monitorOn && (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'The 404 monitor is off: turn it on under Tools › Manage Features to log the addresses that answer "Not found".',
						'lodestar'
					) }
				</Notice>
			) }
			{ log && ! log.buffered && (
				<p className="lodestar-not-found__help">
					{ __(
						'Without a persistent object cache, each address is counted at most once every 10 seconds and at most 30 new hits a minute are written, so a storm of requests cannot slow the site down: counts are lower bounds. No IP address or browser signature is stored.',
						'lodestar'
					) }
				</p>
			) }
			<div className="lodestar-redirects__toolbar">
				<SearchControl
					__nextHasNoMarginBottom
					label={ __( 'Search the 404 log', 'lodestar' ) }
					value={ search }
					onChange={ setSearch }
				/>
				<Button
					variant="secondary"
					isDestructive
					disabled={ items.length === 0 }
					accessibleWhenDisabled
					onClick={ () => void deleteNotFound( null ) }
				>
					{ __( 'Clear the log', 'lodestar' ) }
				</Button>
				{ loading && <Spinner /> }
			</div>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<table className="widefat striped lodestar-not-found__table">
				<thead>
					<tr>
						{ header( 'path', __( 'Path', 'lodestar' ) ) }
						{ header( 'hits', __( 'Hits', 'lodestar' ) ) }
						{ header(
							'first_seen',
							__( 'First seen', 'lodestar' )
						) }
						{ header( 'last_seen', __( 'Last seen', 'lodestar' ) ) }
						<th scope="col">
							{ __( 'Last referrer', 'lodestar' ) }
						</th>
						<th scope="col">{ __( 'Client', 'lodestar' ) }</th>
						<th scope="col">{ __( 'Actions', 'lodestar' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ items.length === 0 && ! loading && (
						<tr>
							<td colSpan={ 7 }>
								{ __( 'No 404s logged.', 'lodestar' ) }
							</td>
						</tr>
					) }
					{ items.map( ( item ) => (
						<tr key={ item.id }>
							<td>
								<code>{ item.path }</code>
							</td>
							<td>{ item.hits }</td>
							<td>
								{ new Date( item.first_seen ).toLocaleString() }
							</td>
							<td>
								{ new Date( item.last_seen ).toLocaleString() }
							</td>
							<td>{ item.referrer || '—' }</td>
							<td>
								{ item.bot
									? __( 'Bot', 'lodestar' )
									: __( 'Browser', 'lodestar' ) }
							</td>
							<td>
								<Button
									variant="secondary"
									size="compact"
									onClick={ () => setRow( item ) }
									aria-label={ sprintf(
										/* translators: %s: path. */
										__( 'Redirect %s', 'lodestar' ),
										item.path
									) }
								>
									{ __( 'Redirect', 'lodestar' ) }
								</Button>{ ' ' }
								<Button
									variant="link"
									isDestructive
									onClick={ () =>
										void deleteNotFound( [ item.id ] )
									}
									aria-label={ sprintf(
										/* translators: %s: path. */
										__(
											'Delete %s from the log',
											'lodestar'
										),
										item.path
									) }
								>
									{ __( 'Delete', 'lodestar' ) }
								</Button>
							</td>
						</tr>
					) ) }
				</tbody>
			</table>
			{ log && log.pages > 1 && (
				<Pager
					page={ query.page }
					pages={ log.pages }
					status={ sprintf(
						/* translators: 1: page, 2: pages. */
						__( 'Page %1$d of %2$d', 'lodestar' ),
						query.page,
						log.pages
					) }
					onPage={ ( page ) => setNotFoundQuery( { page } ) }
				/>
			) }
			{ row && (
				<RuleModal
					initial={ { ...EMPTY_RULE, source: row.path } }
					from="404"
					onClose={ () => {
						setRow( null );
						void loadNotFound();
					} }
				/>
			) }
		</div>
	);
}
