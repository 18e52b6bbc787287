/**
 * The content performance table (spec §2, §5, §8, §9): the full one (search, status filter,
 * sorting, 20 rows per page, pager) on /content-performance, the short one (top 5 by clicks)
 * elsewhere. Skeleton rows while loading; every empty state and the error text of spec §8.
 */
import { Button, SearchControl, SelectControl } from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { ContentRow } from '../../../src/api/search-console';
import {
	PAGE_SIZE,
	SHORT_TABLE_ROWS,
	SKELETON_ROWS_FULL,
	SKELETON_ROWS_SHORT,
	changeDirection,
	contentStatus,
	contentStatusLabel,
	filterRows,
	formatPosition,
	pagerItems,
	shortenNumber,
	sortRows,
	truncateUrl,
} from './format';
import PageButtons from '../shared/PageButtons';
import type { SortKey, SortOrder, StatusFilter } from './format';

/** Why there are no rows to show. */
export type ContentTableState =
	'ready' | 'loading' | 'error' | 'not-connected' | 'no-site';

export interface ContentTableProps {
	rows: ContentRow[];
	state: ContentTableState;
	/** Full table with search, filter, sorting and pager; else the top 5. */
	full?: boolean;
}

const COLUMNS: Array< { key: SortKey; label: () => string } > = [
	{ key: 'clicks', label: () => __( 'Clicks', 'lodestar' ) },
	{ key: 'impressions', label: () => __( 'Impressions', 'lodestar' ) },
	{ key: 'position', label: () => __( 'Position', 'lodestar' ) },
];

/**
 * A figure and its change, coloured by direction (for position a rise is bad).
 *
 * @param props        Props.
 * @param props.row    Row.
 * @param props.figure Figure.
 */
function Figure( { row, figure }: { row: ContentRow; figure: SortKey } ) {
	const value = row.current?.[ figure ];
	const change = row.changes?.[ figure ];
	const isPosition = figure === 'position';
	const direction = changeDirection( change, isPosition );
	const shownChange = isPosition
		? formatPosition( Math.abs( change ?? 0 ) )
		: shortenNumber( Math.abs( change ?? 0 ) );
	return (
		<>
			<span className="lodestar-content-table__figure">
				{ isPosition
					? formatPosition( value )
					: shortenNumber( value ) }
			</span>
			{ !! change && (
				<span
					className={ `lodestar-content-table__change is-${ direction }` }
				>
					{ ( change > 0 ? '+' : '-' ) + shownChange }
				</span>
			) }
		</>
	);
}

function Message( { title, text }: { title?: string; text: string } ) {
	return (
		<div className="lodestar-content-table__message">
			{ title && (
				<p className="lodestar-content-table__message-title">
					<strong>{ title }</strong>
				</p>
			) }
			<p>{ text }</p>
		</div>
	);
}

/**
 * The message shown instead of rows, or null when rows show.
 *
 * @param state     Table state.
 * @param total     Rows before search and filter.
 * @param remaining Rows after them.
 */
function emptyMessage(
	state: ContentTableState,
	total: number,
	remaining: number
) {
	switch ( state ) {
		case 'error':
			return (
				<Message
					title={ __( 'Oops! Something went wrong', 'lodestar' ) }
					text={ __(
						'Failed to get content performance. Please try again later. If the problem persists, please contact support.',
						'lodestar'
					) }
				/>
			);
		case 'not-connected':
			return (
				<Message
					text={ __(
						"Once connected to Google Search Console, you'll see how your content is performing in search engines here.",
						'lodestar'
					) }
				/>
			);
		case 'no-site':
			return (
				<Message
					text={ __(
						"Once a site is selected, you'll see how your content is performing in search engines here.",
						'lodestar'
					) }
				/>
			);
		case 'ready':
			if ( total === 0 ) {
				return (
					<Message
						text={ __(
							'No content performance data available. Please check back later.',
							'lodestar'
						) }
					/>
				);
			}
			return remaining === 0 ? (
				<Message text={ __( 'No Results Found', 'lodestar' ) } />
			) : null;
		default:
			return null;
	}
}

export default function ContentTable( {
	rows,
	state,
	full = false,
}: ContentTableProps ) {
	const [ search, setSearch ] = useState( '' );
	const [ status, setStatus ] = useState< StatusFilter >( 'all' );
	const [ sort, setSort ] = useState< { key: SortKey; order: SortOrder } >( {
		key: 'clicks',
		order: 'desc',
	} );
	const [ page, setPage ] = useState( 1 );

	const shown = useMemo( () => {
		if ( ! full ) {
			return sortRows( rows, 'clicks', 'desc' ).slice(
				0,
				SHORT_TABLE_ROWS
			);
		}
		return sortRows(
			filterRows( rows, search, status ),
			sort.key,
			sort.order
		);
	}, [ rows, full, search, status, sort ] );

	const pages = full ? Math.ceil( shown.length / PAGE_SIZE ) : 1;
	const current = Math.min( Math.max( 1, page ), Math.max( 1, pages ) );
	const pageRows = full
		? shown.slice( ( current - 1 ) * PAGE_SIZE, current * PAGE_SIZE )
		: shown;

	const toggleSort = ( key: SortKey ) => {
		setSort( ( previous ) => ( {
			key,
			order:
				previous.key === key && previous.order === 'desc'
					? 'asc'
					: 'desc',
		} ) );
		setPage( 1 );
	};

	const message =
		state === 'loading'
			? null
			: emptyMessage( state, rows.length, shown.length );
	const skeletonRows = full ? SKELETON_ROWS_FULL : SKELETON_ROWS_SHORT;

	return (
		<div className={ `lodestar-content-table${ full ? ' is-full' : '' }` }>
			{ full && (
				<div className="lodestar-content-table__tools">
					<SearchControl
						__nextHasNoMarginBottom
						label={ __( 'Search by URL or title', 'lodestar' ) }
						placeholder={ __(
							'Search by URL or title',
							'lodestar'
						) }
						value={ search }
						onChange={ ( value: string ) => {
							setSearch( value );
							setPage( 1 );
						} }
					/>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Status', 'lodestar' ) }
						value={ status }
						options={ [
							{ value: 'all', label: __( 'All', 'lodestar' ) },
							{
								value: 'top',
								label: contentStatusLabel( 'top' ),
							},
							{
								value: 'rise',
								label: contentStatusLabel( 'rise' ),
							},
							{
								value: 'low',
								label: contentStatusLabel( 'low' ),
							},
						] }
						onChange={ ( value: string ) => {
							setStatus( value as StatusFilter );
							setPage( 1 );
						} }
					/>
				</div>
			) }
			<table className="widefat striped lodestar-content-table__table">
				<thead>
					<tr>
						<th scope="col">{ __( 'Page', 'lodestar' ) }</th>
						{ COLUMNS.map( ( column ) => {
							const active = full && sort.key === column.key;
							let ariaSort:
								'ascending' | 'descending' | undefined;
							if ( active ) {
								ariaSort =
									sort.order === 'asc'
										? 'ascending'
										: 'descending';
							}
							return (
								<th
									key={ column.key }
									scope="col"
									aria-sort={ ariaSort }
								>
									{ full ? (
										<Button
											variant="link"
											className="lodestar-content-table__sort"
											onClick={ () =>
												toggleSort( column.key )
											}
										>
											{ column.label() }
											{ active && (
												<span aria-hidden="true">
													{ sort.order === 'asc'
														? ' ↑'
														: ' ↓' }
												</span>
											) }
										</Button>
									) : (
										column.label()
									) }
								</th>
							);
						} ) }
						<th scope="col">{ __( 'Status', 'lodestar' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ state === 'loading' &&
						Array.from( { length: skeletonRows }, ( _, index ) => (
							<tr
								key={ index }
								className="lodestar-content-table__skeleton"
								aria-hidden="true"
							>
								{ Array.from(
									{ length: 5 },
									( __unused, cell ) => (
										<td key={ cell }>
											<span className="lodestar-skeleton" />
										</td>
									)
								) }
							</tr>
						) ) }
					{ message && (
						<tr>
							<td colSpan={ 5 }>{ message }</td>
						</tr>
					) }
					{ state === 'ready' &&
						pageRows.map( ( row ) => {
							const band = contentStatus( row.current?.position );
							return (
								<tr key={ row.url }>
									<td className="lodestar-content-table__page">
										{ row.title && (
											<span className="lodestar-content-table__title">
												{ row.title }
											</span>
										) }
										<a
											href={ row.url }
											target="_blank"
											rel="noopener noreferrer"
											title={ row.url }
										>
											{ truncateUrl( row.url ) }
										</a>
									</td>
									{ COLUMNS.map( ( column ) => (
										<td key={ column.key }>
											<Figure
												row={ row }
												figure={ column.key }
											/>
										</td>
									) ) }
									<td>
										<span
											className={ `lodestar-status-badge is-${ band }` }
										>
											{ contentStatusLabel( band ) }
										</span>
									</td>
								</tr>
							);
						} ) }
				</tbody>
			</table>
			{ full && state === 'ready' && (
				<Pager
					current={ current }
					pages={ pages }
					onChange={ setPage }
				/>
			) }
		</div>
	);
}

/**
 * First, last and current ±1 pages with ellipses (spec §9); 'No pages available' when empty.
 *
 * @param props          Props.
 * @param props.current  Current page.
 * @param props.pages    Page count.
 * @param props.onChange Goes to a page.
 */
export function Pager( {
	current,
	pages,
	onChange,
}: {
	current: number;
	pages: number;
	onChange: ( page: number ) => void;
} ) {
	if ( pages < 1 ) {
		return (
			<p className="lodestar-pager is-empty">
				{ __( 'No pages available', 'lodestar' ) }
			</p>
		);
	}
	return (
		<PageButtons
			items={ pagerItems( current, pages ) }
			current={ current }
			pages={ pages }
			label={ __( 'Pages', 'lodestar' ) }
			onChange={ onChange }
		/>
	);
}
