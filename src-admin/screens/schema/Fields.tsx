/**
 * The Properties tab: one control per field definition, groups as fieldsets, cloneable
 * fields as lists. Required fields are marked, hidden ones are not shown, fields tied to a
 * main type show only when @type matches, and optional fields with `show: false` are listed
 * collapsed after the others (open from the start when one of them holds a value).
 */
import {
	Button,
	SelectControl,
	TextControl,
	VisuallyHidden,
} from '@wordpress/components';
import { useId, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import type {
	SchemaFieldDefinition,
	SchemaFieldValue,
	SchemaFieldValues,
} from '../../../src/types/schema';
import { groupNodeType, isFieldCollapsed, isFieldShown } from './model';

interface FieldListProps {
	fields: SchemaFieldDefinition[];
	values: SchemaFieldValues;
	nodeType: string;
	onChange: ( values: SchemaFieldValues ) => void;
}

/**
 * A label with the required marker.
 *
 * @param field Field definition.
 */
function label( field: SchemaFieldDefinition ) {
	return (
		<>
			{ field.label ?? field.id }
			{ field.required && (
				<span className="lodestar-schema-field__required">
					<span aria-hidden="true">{ ' *' }</span>
					<VisuallyHidden>
						{ ' ' + __( '(required)', 'lodestar' ) }
					</VisuallyHidden>
				</span>
			) }
		</>
	);
}

/**
 * Options of a Select or SelectGroup field.
 *
 * @param field Field definition.
 */
function selectOptions( field: SchemaFieldDefinition ) {
	if ( Array.isArray( field.options ) ) {
		return field.options.map( ( group ) => (
			<optgroup key={ group.label } label={ group.label }>
				{ Object.entries( group.options ).map( ( [ value, text ] ) => (
					<option key={ value } value={ value }>
						{ text }
					</option>
				) ) }
			</optgroup>
		) );
	}
	return Object.entries( field.options ?? {} ).map( ( [ value, text ] ) => (
		<option key={ value } value={ value }>
			{ text }
		</option>
	) );
}

function TextField( {
	field,
	value,
	onChange,
}: {
	field: SchemaFieldDefinition;
	value: string;
	onChange: ( value: string ) => void;
} ) {
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			className="lodestar-schema-field"
			label={ label( field ) }
			help={ field.tooltip }
			value={ value }
			required={ field.required }
			onChange={ onChange }
		/>
	);
}

function Field( {
	field,
	value,
	onChange,
}: {
	field: SchemaFieldDefinition;
	value: SchemaFieldValue | undefined;
	onChange: ( value: SchemaFieldValue ) => void;
} ) {
	if ( field.type === 'Title' ) {
		return (
			<>
				<h3 className="lodestar-schema-field__title">
					{ field.label }
				</h3>
				{ field.tooltip && (
					<p className="description">{ field.tooltip }</p>
				) }
			</>
		);
	}
	if ( field.type === 'Select' || field.type === 'SelectGroup' ) {
		return (
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label( field ) }
				help={ field.tooltip }
				value={
					typeof value === 'string' ? value : ( field.std ?? '' )
				}
				onChange={ ( next: string ) => onChange( next ) }
			>
				{ selectOptions( field ) }
			</SelectControl>
		);
	}
	if ( field.type === 'Group' ) {
		const subType = groupNodeType( field );
		const help = field.tooltip ? (
			<p className="description">{ field.tooltip }</p>
		) : null;
		if ( field.cloneable ) {
			const items = Array.isArray( value )
				? ( value as SchemaFieldValues[] )
				: [];
			return (
				<fieldset className="lodestar-schema-group">
					<legend>{ label( field ) }</legend>
					{ help }
					{ items.map( ( item, index ) => (
						<div
							key={ index }
							className="lodestar-schema-group__item"
						>
							<FieldList
								fields={ field.fields ?? [] }
								values={ item }
								nodeType={ subType }
								onChange={ ( next ) =>
									onChange(
										items.map( ( old, at ) =>
											at === index ? next : old
										)
									)
								}
							/>
							<Button
								variant="link"
								isDestructive
								onClick={ () =>
									onChange(
										items.filter(
											( _old, at ) => at !== index
										)
									)
								}
							>
								{ sprintf(
									/* translators: 1: item label such as Questions, 2: item number. */
									__( 'Remove %1$s #%2$d', 'lodestar' ),
									field.label ?? field.id,
									index + 1
								) }
							</Button>
						</div>
					) ) }
					<Button
						variant="secondary"
						onClick={ () => onChange( [ ...items, {} ] ) }
					>
						{ sprintf(
							/* translators: %s: item label such as Questions. */
							__( 'Add to %s', 'lodestar' ),
							field.label ?? field.id
						) }
					</Button>
				</fieldset>
			);
		}
		const group =
			value && typeof value === 'object' && ! Array.isArray( value )
				? ( value as SchemaFieldValues )
				: {};
		return (
			<fieldset className="lodestar-schema-group">
				<legend>{ label( field ) }</legend>
				{ help }
				<FieldList
					fields={ field.fields ?? [] }
					values={ group }
					nodeType={ subType }
					onChange={ onChange }
				/>
			</fieldset>
		);
	}
	if ( field.cloneable ) {
		// Nothing stored: the page prints the default, so the list starts with it.
		let items: string[] = [
			value === undefined ? ( field.std ?? '' ) : '',
		];
		if ( Array.isArray( value ) && value.length > 0 ) {
			items = value as string[];
		} else if ( typeof value === 'string' && value !== '' ) {
			items = [ value ];
		}
		return (
			<fieldset className="lodestar-schema-group">
				<legend>{ label( field ) }</legend>
				{ items.map( ( item, index ) => (
					<div key={ index } className="lodestar-schema-group__item">
						<TextField
							field={ {
								...field,
								label: `${ field.label ?? field.id } #${
									index + 1
								}`,
							} }
							value={ item }
							onChange={ ( next ) =>
								onChange(
									items.map( ( old, at ) =>
										at === index ? next : old
									)
								)
							}
						/>
						{ items.length > 1 && (
							<Button
								variant="link"
								isDestructive
								onClick={ () =>
									onChange(
										items.filter(
											( _old, at ) => at !== index
										)
									)
								}
							>
								{ __( 'Remove', 'lodestar' ) }
							</Button>
						) }
					</div>
				) ) }
				<Button
					variant="secondary"
					onClick={ () => onChange( [ ...items, '' ] ) }
				>
					{ sprintf(
						/* translators: %s: field label such as Ingredients. */
						__( 'Add to %s', 'lodestar' ),
						field.label ?? field.id
					) }
				</Button>
			</fieldset>
		);
	}
	return (
		<TextField
			field={ field }
			value={ typeof value === 'string' ? value : ( field.std ?? '' ) }
			onChange={ onChange }
		/>
	);
}

export default function FieldList( {
	fields,
	values,
	nodeType,
	onChange,
}: FieldListProps ) {
	const shown = fields.filter( ( field ) => isFieldShown( field, nodeType ) );
	const listed = shown.filter( ( field ) => ! isFieldCollapsed( field ) );
	const optional = shown.filter( isFieldCollapsed );
	// Open from the start when an optional field holds a value, so no value is out of sight.
	const [ expanded, setExpanded ] = useState( () =>
		optional.some( ( field ) => values[ field.id ] !== undefined )
	);
	const regionId = `lodestar-schema-optional-${ useId().replace(
		/:/g,
		''
	) }`;
	const render = ( field: SchemaFieldDefinition ) => (
		<Field
			key={ field.id }
			field={ field }
			value={ values[ field.id ] }
			onChange={ ( next ) =>
				onChange( { ...values, [ field.id ]: next } )
			}
		/>
	);
	return (
		<div className="lodestar-schema-fields">
			{ listed.map( render ) }
			{ optional.length > 0 && (
				<div className="lodestar-schema-fields__optional">
					<Button
						variant="link"
						aria-expanded={ expanded }
						aria-controls={ regionId }
						onClick={ () => setExpanded( ! expanded ) }
					>
						{ sprintf(
							/* translators: %d: number of optional properties. */
							_n(
								'%d optional property',
								'%d optional properties',
								optional.length,
								'lodestar'
							),
							optional.length
						) }
					</Button>
					{ expanded && (
						<div id={ regionId }>{ optional.map( render ) }</div>
					) }
				</div>
			) }
		</div>
	);
}
