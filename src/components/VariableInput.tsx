/**
 * A text input (or textarea) where typing "@" offers template variables.
 *
 * Keyboard: after "@", type to filter, ArrowUp/ArrowDown to move, Enter or Tab to insert the
 * highlighted variable (as %name%), Escape to close and keep the "@". The field keeps its
 * textbox role and label; the list is tied to it with aria-controls and
 * aria-activedescendant, and a polite live region announces how many suggestions there are.
 */
import {
	TextControl,
	TextareaControl,
	VisuallyHidden,
} from '@wordpress/components';
import { useId, useLayoutEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent, ReactNode } from 'react';

import useActiveOption from '../hooks/use-active-option';
import ListboxOption, { optionId } from './ListboxOption';

export interface VariableOption {
	/** Variable name without percent signs, e.g. 'site_name'. */
	name: string;
	/** Human label, e.g. 'Site Name'. */
	label: string;
}

export interface VariableInputProps {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	variables: VariableOption[];
	/** A textarea instead of a one-line input. */
	multiline?: boolean;
	maxLength?: number;
	rows?: number;
	help?: ReactNode;
	placeholder?: string;
	/** Ids of elements describing the field (e.g. a character counter). */
	describedBy?: string;
	className?: string;
}

interface Trigger {
	/** Index of the "@" in the value. */
	start: number;
	/** What was typed after it. */
	query: string;
}

/** Longest text after "@" still treated as a filter. */
const MAX_QUERY_LENGTH = 30;

/**
 * Normalises text for matching: lower case, no spaces or underscores.
 *
 * @param text Text.
 */
function normalize( text: string ): string {
	return text.toLowerCase().replace( /[\s_]+/g, '' );
}

/**
 * The variables matching a query (label or name).
 *
 * @param variables Variables.
 * @param query     Query typed after "@".
 */
export function filterVariables(
	variables: VariableOption[],
	query: string
): VariableOption[] {
	const needle = normalize( query );
	if ( needle === '' ) {
		return variables;
	}
	return variables.filter(
		( variable ) =>
			normalize( variable.label ).includes( needle ) ||
			normalize( variable.name ).includes( needle )
	);
}

export default function VariableInput( {
	label,
	value,
	onChange,
	variables,
	multiline = false,
	maxLength,
	rows = 3,
	help,
	placeholder,
	describedBy,
	className,
}: VariableInputProps ) {
	const baseId = useId();
	const listId = `lodestar-variables-${ baseId.replace( /:/g, '' ) }`;
	const fieldRef = useRef< HTMLInputElement & HTMLTextAreaElement >( null );
	const pendingCaret = useRef< number | null >( null );
	const [ trigger, setTrigger ] = useState< Trigger | null >( null );

	const options = trigger ? filterVariables( variables, trigger.query ) : [];
	const isOpen = trigger !== null && options.length > 0;
	const { activeIndex, setActive, moveActive } = useActiveOption(
		options.length
	);

	useLayoutEffect( () => {
		const field = fieldRef.current;
		if ( field && pendingCaret.current !== null ) {
			field.setSelectionRange(
				pendingCaret.current,
				pendingCaret.current
			);
			pendingCaret.current = null;
		}
	} );

	/**
	 * Works out the trigger from the text and the caret.
	 *
	 * @param text  Field value.
	 * @param caret Caret position.
	 * @param typed Whether the text just grew by typing (may open the list).
	 */
	const updateTrigger = ( text: string, caret: number, typed: boolean ) => {
		if ( typed && caret > 0 && text[ caret - 1 ] === '@' ) {
			setTrigger( { start: caret - 1, query: '' } );
			setActive( 0 );
			return;
		}
		if ( ! trigger ) {
			return;
		}
		const query = text.slice( trigger.start + 1, caret );
		if (
			caret <= trigger.start ||
			text[ trigger.start ] !== '@' ||
			/\s/.test( query ) ||
			query.length > MAX_QUERY_LENGTH
		) {
			setTrigger( null );
			return;
		}
		if ( query !== trigger.query ) {
			setTrigger( { start: trigger.start, query } );
			setActive( 0 );
		}
	};

	const handleChange = ( next: string ) => {
		const caret = fieldRef.current?.selectionStart ?? next.length;
		onChange( next );
		updateTrigger( next, caret, next.length > value.length );
	};

	const insert = ( option: VariableOption ) => {
		if ( ! trigger ) {
			return;
		}
		const token = `%${ option.name }%`;
		const end = trigger.start + 1 + trigger.query.length;
		const next =
			value.slice( 0, trigger.start ) + token + value.slice( end );
		setTrigger( null );
		if ( maxLength !== undefined && next.length > maxLength ) {
			return;
		}
		pendingCaret.current = trigger.start + token.length;
		onChange( next );
	};

	const handleKeyDown = ( event: KeyboardEvent ) => {
		if ( ! isOpen || moveActive( event ) ) {
			return;
		}
		switch ( event.key ) {
			case 'Enter':
			case 'Tab': {
				const option = options[ activeIndex ];
				if ( option ) {
					event.preventDefault();
					insert( option );
				}
				break;
			}
			case 'Escape':
				// Close the list only; do not let an enclosing modal close too.
				event.preventDefault();
				event.stopPropagation();
				setTrigger( null );
				break;
		}
	};

	const handleCaretMove = () => {
		const field = fieldRef.current;
		if ( field && trigger ) {
			updateTrigger(
				field.value,
				field.selectionStart ?? field.value.length,
				false
			);
		}
	};

	const fieldProps = {
		label,
		value,
		onChange: handleChange,
		help,
		placeholder,
		maxLength,
		onKeyDown: handleKeyDown,
		onKeyUp: ( event: KeyboardEvent ) => {
			if (
				[ 'ArrowLeft', 'ArrowRight', 'Home', 'End' ].includes(
					event.key
				)
			) {
				handleCaretMove();
			}
		},
		onClick: handleCaretMove,
		onBlur: () => setTrigger( null ),
		'aria-autocomplete': 'list' as const,
		'aria-controls': isOpen ? listId : undefined,
		'aria-activedescendant': isOpen
			? optionId( listId, activeIndex )
			: undefined,
		'aria-describedby': describedBy,
		__nextHasNoMarginBottom: true,
	};

	const announcement = isOpen
		? sprintf(
				/* translators: %d: number of variable suggestions. */
				_n(
					'%d variable suggestion. Use up and down arrow keys to choose, Enter to insert.',
					'%d variable suggestions. Use up and down arrow keys to choose, Enter to insert.',
					options.length,
					'lodestar'
				),
				options.length
			)
		: '';

	return (
		<div
			className={ [ 'lodestar-variable-input', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ multiline ? (
				<TextareaControl
					ref={ fieldRef }
					rows={ rows }
					{ ...fieldProps }
				/>
			) : (
				<TextControl
					ref={ fieldRef }
					__next40pxDefaultSize
					{ ...fieldProps }
				/>
			) }
			{ isOpen && (
				<ul
					id={ listId }
					role="listbox"
					aria-label={ __( 'Variables', 'lodestar' ) }
					className="lodestar-variable-input__suggestions"
				>
					{ options.map( ( option, index ) => (
						<ListboxOption
							key={ option.name }
							listId={ listId }
							index={ index }
							active={ index === activeIndex }
							onChoose={ () => insert( option ) }
						>
							<span className="lodestar-variable-input__label">
								{ option.label }
							</span>
							<code className="lodestar-variable-input__token">
								{ `%${ option.name }%` }
							</code>
						</ListboxOption>
					) ) }
				</ul>
			) }
			<VisuallyHidden aria-live="polite">{ announcement }</VisuallyHidden>
		</div>
	);
}
