/**
 * The highlighted option of a list driven from its field: ArrowDown and ArrowUp move it,
 * wrapping at both ends, and it never points past the end of a list that got shorter.
 */
import { useState } from '@wordpress/element';
import type { KeyboardEvent } from 'react';

/** How far each arrow key moves the highlight. */
const STEPS: Readonly< Record< string, number > > = {
	ArrowDown: 1,
	ArrowUp: -1,
};

/**
 * The highlighted index and the arrow-key handling.
 *
 * @param count Number of options listed.
 */
export default function useActiveOption( count: number ): {
	/** Highlighted option (0 for an empty list). */
	activeIndex: number;
	setActive: ( index: number ) => void;
	/** Moves the highlight on an arrow key (and keeps the caret); false for other keys. */
	moveActive: ( event: KeyboardEvent ) => boolean;
} {
	const [ active, setActive ] = useState( 0 );
	const activeIndex = Math.min( active, Math.max( count - 1, 0 ) );
	const moveActive = ( event: KeyboardEvent ): boolean => {
		const step = STEPS[ event.key ];
		if ( step === undefined || count === 0 ) {
			return false;
		}
		event.preventDefault();
		setActive( ( activeIndex + step + count ) % count );
		return true;
	};
	return { activeIndex, setActive, moveActive };
}
