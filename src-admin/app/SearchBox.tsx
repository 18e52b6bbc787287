/**
 * Settings search in the top bar: matches routes and every field of the screens (labels,
 * descriptions, tooltips, options and keywords of their definitions). Results are
 * keyboard-selectable; choosing one navigates to its screen and, for a field, scrolls to
 * and focuses it.
 */
import { VisuallyHidden } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useId, useMemo, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

import ListboxOption, { optionId } from '../../src/components/ListboxOption';
import useActiveOption from '../../src/hooks/use-active-option';
import { store } from '../../src/store';
import { focusField } from '../fields/focus';
import { navigate } from './router';
import type { SearchEntry } from './search-index';
import type { AdminRoute, Section } from './types';

/** Most results listed at once. */
const MAX_RESULTS = 10;

type SearchIndexModule = typeof import( './search-index' );

/** The index module, once loaded (shared by every search box). */
let loadedModule: SearchIndexModule | null = null;
let loadingModule: Promise< SearchIndexModule > | null = null;

/**
 * Loads the index module (field definitions of every screen) on first use, so it stays out
 * of the first screen's bundle.
 */
function loadSearchIndex(): Promise< SearchIndexModule > {
	loadingModule ??= import(
		/* webpackChunkName: "admin/search-index" */ './search-index'
	).then( ( module ) => {
		loadedModule = module;
		return module;
	} );
	return loadingModule;
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
	const [ open, setOpen ] = useState( false );

	const [ module, setModule ] = useState< SearchIndexModule | null >(
		loadedModule
	);
	const [ wanted, setWanted ] = useState( false );
	useEffect( () => {
		let current = true;
		if ( wanted && ! module ) {
			void loadSearchIndex().then( ( loaded ) => {
				if ( current ) {
					setModule( loaded );
				}
			} );
		}
		return () => {
			current = false;
		};
	}, [ wanted, module ] );
	const { site, postContent } = useSelect( ( select ) => {
		const seo = select( store );
		return {
			site: seo.getSiteSettings(),
			postContent: seo.getPostContent(),
		};
	}, [] );
	const entries = useMemo(
		() =>
			module
				? module.buildSearchIndex(
						routes,
						sections,
						module.getAllFields( site, postContent )
					)
				: [],
		[ module, routes, sections, site, postContent ]
	);
	const results = useMemo(
		() =>
			module ? module.searchIndex( entries, query, MAX_RESULTS ) : [],
		[ module, entries, query ]
	);
	// Nothing to say until the index has loaded.
	const expanded = open && query.trim() !== '' && module !== null;
	const { activeIndex, setActive, moveActive } = useActiveOption(
		results.length
	);

	const go = ( result: SearchEntry ) => {
		setQuery( '' );
		setOpen( false );
		navigate( result.path );
		if ( result.fieldId ) {
			void focusField( result.fieldId );
		}
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			setOpen( false );
			return;
		}
		if ( ! expanded || results.length === 0 ) {
			return;
		}
		if ( moveActive( event ) ) {
			return;
		}
		if ( event.key === 'Enter' ) {
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
						? optionId( listId, activeIndex )
						: undefined
				}
				onChange={ ( event ) => {
					setWanted( true );
					setQuery( event.target.value );
					setActive( 0 );
					setOpen( true );
				} }
				onFocus={ () => {
					setWanted( true );
					setOpen( true );
				} }
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
						<ListboxOption
							key={ result.key }
							listId={ listId }
							index={ index }
							active={ index === activeIndex }
							onChoose={ () => go( result ) }
						>
							<span className="lodestar-search__label">
								{ result.label }
							</span>
							{ result.context && (
								<span className="lodestar-search__context">
									{ result.context }
								</span>
							) }
						</ListboxOption>
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
