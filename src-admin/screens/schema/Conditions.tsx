/**
 * The Display Conditions tab: where a schema shows (Display On) and where it does not
 * (Do Not Display On; exclusion wins). Rows pick rules from the schema_rules groups; equal
 * rows are merged; at least one row always stays (its remove button is hidden). A
 * "Specific" row adds a search of posts and terms that starts above 2 typed characters.
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { store } from '../../../src/store';
import type {
	ConditionSet,
	RuleGroup,
	SearchGroup,
} from '../../../src/types/schema';
import { dedupeRows, shouldSearch } from './model';

const SPECIFICS = 'specifics';

function SpecificTargets( {
	set,
	onChange,
	label,
}: {
	set: ConditionSet;
	onChange: ( set: ConditionSet ) => void;
	label: string;
} ) {
	const { searchSchemaTargets } = useDispatch( store );
	const [ phrase, setPhrase ] = useState( '' );
	const [ results, setResults ] = useState< SearchGroup[] >( [] );
	const [ searching, setSearching ] = useState( false );
	const latest = useRef( '' );

	useEffect( () => {
		if ( ! shouldSearch( phrase ) ) {
			setResults( [] );
			return undefined;
		}
		latest.current = phrase;
		const timer = setTimeout( async () => {
			setSearching( true );
			try {
				const found = ( await searchSchemaTargets(
					phrase
				) ) as unknown as SearchGroup[];
				if ( latest.current === phrase ) {
					setResults( found );
				}
			} catch {
				setResults( [] );
			} finally {
				setSearching( false );
			}
		}, 250 );
		return () => clearTimeout( timer );
	}, [ phrase, searchSchemaTargets ] );

	const add = ( id: string, text: string ) => {
		if ( set.specific.includes( id ) ) {
			return;
		}
		onChange( {
			...set,
			specific: [ ...set.specific, id ],
			specificText: [ ...set.specificText, { label: text, value: id } ],
		} );
	};
	const remove = ( id: string ) =>
		onChange( {
			...set,
			specific: set.specific.filter( ( item ) => item !== id ),
			specificText: set.specificText.filter(
				( item ) => item.value !== id
			),
		} );

	return (
		<div className="lodestar-schema-specific">
			<ul
				className="lodestar-schema-specific__selected"
				aria-label={ __( 'Selected targets', 'lodestar' ) }
			>
				{ set.specific.map( ( id ) => {
					const text =
						set.specificText.find( ( item ) => item.value === id )
							?.label ?? id;
					return (
						<li key={ id }>
							{ text }{ ' ' }
							<Button
								variant="link"
								isDestructive
								onClick={ () => remove( id ) }
								label={ sprintf(
									/* translators: %s: post or term title. */
									__( 'Remove %s', 'lodestar' ),
									text
								) }
							>
								{ __( 'Remove', 'lodestar' ) }
							</Button>
						</li>
					);
				} ) }
			</ul>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				help={ __(
					'Type more than 2 characters to search posts, pages and terms.',
					'lodestar'
				) }
				value={ phrase }
				onChange={ setPhrase }
			/>
			{ searching && <p>{ __( 'Searching…', 'lodestar' ) }</p> }
			{ results.map( ( group ) => (
				<div
					key={ group.text }
					className="lodestar-schema-specific__group"
				>
					<strong>{ group.text }</strong>
					<ul>
						{ group.children.map( ( child ) => (
							<li key={ child.id }>
								<Button
									variant="link"
									disabled={ set.specific.includes(
										child.id
									) }
									accessibleWhenDisabled
									onClick={ () =>
										add( child.id, child.text )
									}
								>
									{ sprintf(
										/* translators: %s: post or term title. */
										__( 'Add %s', 'lodestar' ),
										child.text
									) }
								</Button>
							</li>
						) ) }
					</ul>
				</div>
			) ) }
		</div>
	);
}

export function ConditionRows( {
	title,
	set,
	rules,
	onChange,
}: {
	title: string;
	set: ConditionSet;
	rules: RuleGroup[];
	onChange: ( set: ConditionSet ) => void;
} ) {
	const [ rows, setRows ] = useState< string[] >(
		set.rules.length > 0 ? set.rules : [ '' ]
	);
	const update = ( next: string[] ) => {
		const clean = dedupeRows( next );
		const kept = clean.length > 0 ? clean : [ '' ];
		setRows( kept );
		const chosen = kept.filter( ( row ) => row !== '' );
		onChange( {
			...set,
			rules: chosen,
			...( chosen.includes( SPECIFICS )
				? {}
				: { specific: [], specificText: [] } ),
		} );
	};
	return (
		<fieldset className="lodestar-schema-conditions">
			<legend>{ title }</legend>
			{ rows.map( ( row, index ) => (
				<div key={ index } className="lodestar-schema-conditions__row">
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ sprintf(
							/* translators: 1: Display On or Do Not Display On, 2: row number. */
							__( '%1$s, rule %2$d', 'lodestar' ),
							title,
							index + 1
						) }
						hideLabelFromVision
						value={ row }
						onChange={ ( value: string ) =>
							update(
								rows.map( ( old, at ) =>
									at === index ? value : old
								)
							)
						}
					>
						<option value="">
							{ __( 'Select a condition', 'lodestar' ) }
						</option>
						{ rules.map( ( group ) => (
							<optgroup key={ group.label } label={ group.label }>
								{ Object.entries( group.options ).map(
									( [ value, text ] ) => (
										<option key={ value } value={ value }>
											{ text }
										</option>
									)
								) }
							</optgroup>
						) ) }
					</SelectControl>
					{ rows.length > 1 && (
						<Button
							variant="tertiary"
							isDestructive
							onClick={ () =>
								update(
									rows.filter( ( _old, at ) => at !== index )
								)
							}
							label={ sprintf(
								/* translators: %d: row number. */
								__( 'Remove rule %d', 'lodestar' ),
								index + 1
							) }
						>
							{ __( 'Remove', 'lodestar' ) }
						</Button>
					) }
				</div>
			) ) }
			<Button
				variant="secondary"
				onClick={ () => setRows( [ ...rows, '' ] ) }
			>
				{ __( 'Add Rule', 'lodestar' ) }
			</Button>
			{ rows.includes( SPECIFICS ) && (
				<SpecificTargets
					set={ set }
					onChange={ onChange }
					label={ sprintf(
						/* translators: %s: Display On or Do Not Display On. */
						__( '%s: search specific targets', 'lodestar' ),
						title
					) }
				/>
			) }
		</fieldset>
	);
}
