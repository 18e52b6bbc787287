/**
 * Renders fields from their definitions, bound to the `lodestar/seo` store: the screens
 * render what the settings search indexes.
 *
 * FieldFrame is the wrapper every field sits in (the anchor the search scrolls to, and the
 * tooltip); SettingField renders the simple controls (toggle, checkbox, text, URL, radio) of
 * a top-level setting or of one property of an object setting ('social_profiles.github').
 */
import {
	Button,
	CheckboxControl,
	RadioControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import type { ReactNode } from 'react';

import { store } from '../../src/store';
import type { SettingKey, Settings } from '../../src/types/settings';
import { FIELD_ATTRIBUTE } from './focus';
import type { FieldDefinition } from './types';

/**
 * The setting key and (for 'key.property') the property of a field id.
 *
 * @param id Field id.
 */
export function splitFieldId( id: string ): {
	key: SettingKey;
	property: string | null;
} {
	const dot = id.indexOf( '.' );
	return dot === -1
		? { key: id as SettingKey, property: null }
		: {
				key: id.slice( 0, dot ) as SettingKey,
				property: id.slice( dot + 1 ),
			};
}

/**
 * A field's current value (unsaved edit included); undefined until the settings load.
 *
 * @param settings Settings.
 * @param id       Field id.
 */
export function readField( settings: Settings | null, id: string ): unknown {
	if ( ! settings ) {
		return undefined;
	}
	const { key, property } = splitFieldId( id );
	const value: unknown = settings[ key ];
	if ( property === null ) {
		return value;
	}
	return value && typeof value === 'object'
		? ( value as Record< string, unknown > )[ property ]
		: undefined;
}

/**
 * The setting value after changing one field. Emptied properties of a map are removed.
 *
 * @param settings Settings.
 * @param id       Field id.
 * @param next     New value of the field.
 */
export function writeField(
	settings: Settings,
	id: string,
	next: unknown
): { key: SettingKey; value: unknown } {
	const { key, property } = splitFieldId( id );
	if ( property === null ) {
		return { key, value: next };
	}
	const current = settings[ key ];
	const map: Record< string, unknown > =
		current && typeof current === 'object'
			? { ...( current as Record< string, unknown > ) }
			: {};
	if ( next === '' || next === undefined ) {
		delete map[ property ];
	} else {
		map[ property ] = next;
	}
	return { key, value: map };
}

/**
 * Whether an on/off value is on (booleans, or the '1'/'' strings some settings use).
 *
 * @param value Value.
 */
export function isOn( value: unknown ): boolean {
	return value === true || value === '1';
}

/**
 * The stored form of an on/off value: the same type as the current one.
 *
 * @param current Current value.
 * @param on      New state.
 */
export function onOffValue( current: unknown, on: boolean ): boolean | string {
	if ( typeof current === 'string' ) {
		return on ? '1' : '';
	}
	return on;
}

/**
 * The DOM id of a field's wrapper.
 *
 * @param id Field id.
 */
export function fieldElementId( id: string ): string {
	return `lodestar-field-${ id.replace( /[^a-zA-Z0-9_-]/g, '-' ) }`;
}

/**
 * The wrapper of one field: search anchor, optional tooltip button.
 *
 * @param props           Props.
 * @param props.field     Definition.
 * @param props.children  The control.
 * @param props.className Extra class.
 */
export function FieldFrame( {
	field,
	children,
	className,
}: {
	field: FieldDefinition;
	children: ReactNode;
	className?: string;
} ) {
	return (
		<div
			className={ [ 'lodestar-field', className ]
				.filter( Boolean )
				.join( ' ' ) }
			id={ fieldElementId( field.id ) }
			{ ...{ [ FIELD_ATTRIBUTE ]: field.id } }
		>
			<div className="lodestar-field__control">{ children }</div>
			{ field.tooltip && (
				<Button
					className="lodestar-field__tooltip"
					icon="info-outline"
					size="small"
					label={ field.tooltip }
					showTooltip
				/>
			) }
		</div>
	);
}

/**
 * One simple field, read from and written to the store.
 *
 * @param props          Props.
 * @param props.field    Definition.
 * @param props.disabled Disables the control.
 */
export default function SettingField( {
	field,
	disabled = false,
}: {
	field: FieldDefinition;
	disabled?: boolean;
} ) {
	const settings = useSelect(
		( select ) => select( store ).getSettings(),
		[]
	);
	const { editSetting } = useDispatch( store );
	if ( ! settings ) {
		return null;
	}
	const value = readField( settings, field.id );
	const change = ( next: unknown ) => {
		const { key, value: written } = writeField( settings, field.id, next );
		editSetting( key, written as Settings[ typeof key ] );
	};

	let control: ReactNode = null;
	switch ( field.control ) {
		case 'toggle':
		case 'checkbox': {
			const Switch =
				field.control === 'toggle' ? ToggleControl : CheckboxControl;
			control = (
				<Switch
					__nextHasNoMarginBottom
					label={ field.label }
					help={ field.description }
					checked={ isOn( value ) }
					disabled={ disabled }
					onChange={ ( on: boolean ) =>
						change( onOffValue( value, on ) )
					}
				/>
			);
			break;
		}
		case 'text':
		case 'url':
			control = (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type={ field.control === 'url' ? 'url' : 'text' }
					label={ field.label }
					help={ field.description }
					placeholder={ field.placeholder }
					value={ typeof value === 'string' ? value : '' }
					disabled={ disabled }
					onChange={ ( next ) => change( next ) }
				/>
			);
			break;
		case 'radio':
			control = (
				<RadioControl
					label={ field.label }
					help={ field.description }
					selected={ typeof value === 'string' ? value : '' }
					options={ field.options ?? [] }
					disabled={ disabled }
					onChange={ ( next ) => change( next ) }
				/>
			);
			break;
		default:
			// Templates, images and checklists are rendered by their screens.
			return null;
	}
	return <FieldFrame field={ field }>{ control }</FieldFrame>;
}
