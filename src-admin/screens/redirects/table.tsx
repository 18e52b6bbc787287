/**
 * What the rules table and the 404 log share: the search that waits for a pause in typing,
 * sortable column headers and the pager.
 */
import { Button } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** The sort and page of a table's query. */
interface TableQuery< O extends string > {
	search: string;
	orderby: O;
	order: 'asc' | 'desc';
	page: number;
}

/**
 * The search field's text; the query's search follows it after a pause in typing.
 *
 * @param saved    The query's search.
 * @param setQuery Changes the query (a stable function, such as a store action).
 * @return The text and its setter.
 */
export function useDebouncedSearch(
	saved: string,
	setQuery: ( change: { search: string } ) => unknown
): [ string, ( search: string ) => void ] {
	const [ search, setSearch ] = useState( saved );
	useEffect( () => {
		if ( search === saved ) {
			return;
		}
		const timer = setTimeout( () => void setQuery( { search } ), 300 );
		return () => clearTimeout( timer );
	}, [ search, saved, setQuery ] );
	return [ search, setSearch ];
}

interface SortHeaderProps< O extends string > {
	/** The column's sort key. */
	orderby: O;
	label: string;
	query: TableQuery< O >;
	/** The order of a first click on the column; a second click turns it. */
	first: 'asc' | 'desc';
	onSort: ( change: { orderby: O; order: 'asc' | 'desc' } ) => unknown;
}

/**
 * A column header that sorts by its column, with aria-sort saying how the table is sorted.
 *
 * @param props         Props.
 * @param props.orderby
 * @param props.label
 * @param props.query
 * @param props.first
 * @param props.onSort
 */
export function SortHeader< O extends string >( {
	orderby,
	label,
	query,
	first,
	onSort,
}: SortHeaderProps< O > ) {
	const turned = first === 'asc' ? 'desc' : 'asc';
	return (
		<th
			scope="col"
			aria-sort={
				// eslint-disable-next-line no-nested-ternary
				query.orderby !== orderby
					? 'none'
					: query.order === 'asc'
						? 'ascending'
						: 'descending'
			}
		>
			<Button
				variant="link"
				onClick={ () =>
					onSort( {
						orderby,
						order:
							query.orderby === orderby && query.order === first
								? turned
								: first,
					} )
				}
			>
				{ label }
			</Button>
		</th>
	);
}

interface PagerProps {
	page: number;
	pages: number;
	/** Where the list stands ('Page 2 of 5'). */
	status: string;
	onPage: ( page: number ) => unknown;
}

/**
 * Previous and next page buttons around where the list stands.
 *
 * @param props        Props.
 * @param props.page
 * @param props.pages
 * @param props.status
 * @param props.onPage
 */
export function Pager( { page, pages, status, onPage }: PagerProps ) {
	return (
		<div className="lodestar-redirects__pages">
			<Button
				variant="secondary"
				disabled={ page <= 1 }
				accessibleWhenDisabled
				onClick={ () => onPage( page - 1 ) }
			>
				{ __( 'Previous page', 'lodestar' ) }
			</Button>
			<span>{ status }</span>
			<Button
				variant="secondary"
				disabled={ page >= pages }
				accessibleWhenDisabled
				onClick={ () => onPage( page + 1 ) }
			>
				{ __( 'Next page', 'lodestar' ) }
			</Button>
		</div>
	);
}
