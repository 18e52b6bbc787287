/**
 * The Properties tab: one control per field definition, groups as fieldsets, cloneable
 * fields as lists. Required fields are marked, hidden ones are not shown, fields tied to a
 * main type show only when @type matches.
 */
import {
	Button,
	SelectControl,
	TextControl,
	VisuallyHidden,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import type {
	SchemaFieldDefinition,
	SchemaFieldValue,
	SchemaFieldValues,
} from '../../../src/types/schema';
import { isFieldShown } from './model';

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
	nodeType,
	onChange,
}: {
	field: SchemaFieldDefinition;
	value: SchemaFieldValue | undefined;
	nodeType: string;
	onChange: ( value: SchemaFieldValue ) => void;
} ) {
	if ( field.type === 'Title' ) {
		return (
			<h3 className="lodestar-schema-field__title">{ field.label }</h3>
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
		const subType =
			field.fields?.find( ( sub ) => sub.id === '@type' )?.std ??
			nodeType;
		if ( field.cloneable ) {
			const items = Array.isArray( value )
				? ( value as SchemaFieldValues[] )
				: [];
			return (
				<fieldset className="lodestar-schema-group">
					<legend>{ label( field ) }</legend>
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
		let items: string[] = [ '' ];
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
	return (
		<div className="lodestar-schema-fields">
			{ fields
				.filter( ( field ) => isFieldShown( field, nodeType ) )
				.map( ( field ) => (
					<Field
						key={ field.id }
						field={ field }
						value={ values[ field.id ] }
						nodeType={ nodeType }
						onChange={ ( next ) =>
							onChange( { ...values, [ field.id ]: next } )
						}
					/>
				) ) }
		</div>
	);
}
