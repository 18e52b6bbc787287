/**
 * A save button with the spec's state machine: idle -> 'Saving..' -> 'Saved' (1 s) -> idle.
 *
 * Clicks are ignored while busy. The button stays focusable when disabled
 * (aria-disabled), so keyboard users do not lose their place after a save.
 */
import { Button } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { SAVED_LABEL_MS } from '../utils/constants';

export type SaveButtonState = 'idle' | 'saving' | 'saved';

export interface SaveButtonProps {
	/** Runs the save. Resolving to `false` or rejecting means it failed (no 'Saved'). */
	onSave: () => unknown;
	/** Disabled, e.g. when there is nothing to save. */
	disabled?: boolean;
	/** Idle label; 'Save' by default. */
	label?: string;
	className?: string;
}

export default function SaveButton( {
	onSave,
	disabled = false,
	label,
	className,
}: SaveButtonProps ) {
	const [ state, setState ] = useState< SaveButtonState >( 'idle' );
	const mounted = useRef( true );
	const timer = useRef< ReturnType< typeof setTimeout > | undefined >();

	useEffect( () => {
		mounted.current = true;
		return () => {
			mounted.current = false;
			clearTimeout( timer.current );
		};
	}, [] );

	const busy = state !== 'idle';

	const handleClick = async () => {
		if ( busy || disabled ) {
			return;
		}
		setState( 'saving' );
		let saved: boolean;
		try {
			saved = ( await onSave() ) !== false;
		} catch {
			saved = false;
		}
		if ( ! mounted.current ) {
			return;
		}
		if ( ! saved ) {
			setState( 'idle' );
			return;
		}
		setState( 'saved' );
		timer.current = setTimeout( () => {
			if ( mounted.current ) {
				setState( 'idle' );
			}
		}, SAVED_LABEL_MS );
	};

	let text = label ?? __( 'Save', 'lodestar' );
	if ( state === 'saving' ) {
		text = __( 'Saving..', 'lodestar' );
	} else if ( state === 'saved' ) {
		text = __( 'Saved', 'lodestar' );
	}

	return (
		<Button
			__next40pxDefaultSize
			variant="primary"
			className={ [ 'lodestar-save-button', className ]
				.filter( Boolean )
				.join( ' ' ) }
			isBusy={ state === 'saving' }
			disabled={ busy || disabled }
			accessibleWhenDisabled
			onClick={ handleClick }
		>
			{ text }
		</Button>
	);
}
