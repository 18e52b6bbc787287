/**
 * Settings search in the top bar: matches route labels (and their section, parent and
 * keywords); results are keyboard-selectable and navigate to the route.
 */
import { VisuallyHidden } from '@wordpress/components';
import { useId, useMemo, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

import { navigate } from './router';
import type { AdminRoute, Section } from './types';

interface Result {
	path: string;
	label: string;
	context: string;
}

/** Most results listed at once. */
const MAX_RESULTS = 8;

/**
 * Routes matching a query (case-insensitive, every word must match).
 *
 * @param routes   Enabled routes.
 * @param sections Sections.
 * @param query    Query.
 */
export function searchRoutes(
	routes: AdminRoute[],
	sections: Section[],
	query: string
): Result[] {
	const words = query.toLowerCase().split( /\s+/ ).filter( Boolean );
	if ( words.length === 0 ) {
		return [];
	}
	const results: Result[] = [];
	for ( const route of routes ) {
		if ( route.redirect ) {
			continue;
		}
		const section = sections.find( ( item ) => item.id === route.section );
		const parent = route.parent
			? routes.find( ( item ) => item.path === route.parent )
			: undefined;
		const context = [ section?.label, parent?.label ]
			.filter( Boolean )
			.join( ' › ' );
		const haystack = [
			route.label,
			route.submenuLabel ?? '',
			context,
			...( route.keywords ?? [] ),
		]
			.join( ' ' )
			.toLowerCase();
		if ( words.every( ( word ) => haystack.includes( word ) ) ) {
			results.push( { path: route.path, label: route.label, context } );
		}
	}
	return results.slice( 0, MAX_RESULTS );
}

export default function SearchBox( {
	routes,
	sections,
}: {
	routes: AdminRoute[];
	sections: Section[];
} ) {
	const id = useId().replace( /:/g, '' );
	const inputId = `lodestar-search-${ id }`;
	const listId = `lodestar-search-results-${ id }`;
	const [ query, setQuery ] = useState( '' );
	const [ active, setActive ] = useState( 0 );
	const [ open, setOpen ] = useState( false );

	const results = useMemo(
		() => searchRoutes( routes, sections, query ),
		[ routes, sections, query ]
	);
	const expanded = open && query.trim() !== '';
	const activeIndex = Math.min( active, Math.max( results.length - 1, 0 ) );

	const go = ( result: Result ) => {
		setQuery( '' );
		setOpen( false );
		navigate( result.path );
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			setOpen( false );
			return;
		}
		if ( ! expanded || results.length === 0 ) {
			return;
		}
		if ( event.key === 'ArrowDown' ) {
			event.preventDefault();
			setActive( ( activeIndex + 1 ) % results.length );
		} else if ( event.key === 'ArrowUp' ) {
			event.preventDefault();
			setActive( ( activeIndex - 1 + results.length ) % results.length );
		} else if ( event.key === 'Enter' ) {
			const result = results[ activeIndex ];
			if ( result ) {
				event.preventDefault();
				go( result );
			}
		}
	};

	let status = '';
	if ( expanded ) {
		status =
			results.length === 0
				? __( 'No Results Found', 'lodestar' )
				: sprintf(
						/* translators: %d: number of search results. */
						_n(
							'%d result. Use up and down arrow keys to choose, Enter to open.',
							'%d results. Use up and down arrow keys to choose, Enter to open.',
							results.length,
							'lodestar'
						),
						results.length
					);
	}

	return (
		<div className="lodestar-search" role="search">
			<label htmlFor={ inputId } className="screen-reader-text">
				{ __( 'Search settings', 'lodestar' ) }
			</label>
			<input
				id={ inputId }
				className="lodestar-search__input"
				type="search"
				role="combobox"
				autoComplete="off"
				placeholder={ __( 'Search settings', 'lodestar' ) }
				value={ query }
				aria-expanded={ expanded && results.length > 0 }
				aria-controls={ listId }
				aria-autocomplete="list"
				aria-activedescendant={
					expanded && results.length > 0
						? `${ listId }-${ activeIndex }`
						: undefined
				}
				onChange={ ( event ) => {
					setQuery( event.target.value );
					setActive( 0 );
					setOpen( true );
				} }
				onFocus={ () => setOpen( true ) }
				onBlur={ () => setOpen( false ) }
				onKeyDown={ onKeyDown }
			/>
			<ul
				id={ listId }
				role="listbox"
				aria-label={ __( 'Search results', 'lodestar' ) }
				className="lodestar-search__results"
				hidden={ ! expanded || results.length === 0 }
			>
				{ expanded &&
					results.map( ( result, index ) => (
						// Keyboard interaction stays in the field (aria-activedescendant).
						// eslint-disable-next-line jsx-a11y/click-events-have-key-events
						<li
							key={ result.path }
							id={ `${ listId }-${ index }` }
							role="option"
							tabIndex={ -1 }
							aria-selected={ index === activeIndex }
							className={
								index === activeIndex ? 'is-active' : undefined
							}
							onMouseDown={ ( event ) => event.preventDefault() }
							onClick={ () => go( result ) }
						>
							<span className="lodestar-search__label">
								{ result.label }
							</span>
							{ result.context && (
								<span className="lodestar-search__context">
									{ result.context }
								</span>
							) }
						</li>
					) ) }
			</ul>
			{ expanded && results.length === 0 && (
				<p className="lodestar-search__empty" aria-hidden="true">
					{ __( 'No Results Found', 'lodestar' ) }
				</p>
			) }
			<VisuallyHidden aria-live="polite">{ status }</VisuallyHidden>
		</div>
	);
}
