/**
 * A value that follows its input after the input has been still for `delay` ms, so costly
 * work derived from it (previews, variable resolution) runs once per pause, not per keystroke.
 */
import { useEffect, useState } from '@wordpress/element';

import { whenIdle } from '../utils/idle';

/**
 * The debounced value.
 *
 * @param value Input value.
 * @param delay Quiet time in milliseconds.
 * @param idle  Also wait for an idle period of the browser after the quiet time (work that
 *              is heavy, such as the page checks over the whole content).
 */
export default function useDebouncedValue< T >(
	value: T,
	delay: number,
	idle = false
): T {
	const [ debounced, setDebounced ] = useState( value );
	useEffect( () => {
		if ( Object.is( value, debounced ) ) {
			return undefined;
		}
		let cancelIdle: ( () => void ) | undefined;
		const timer = setTimeout( () => {
			if ( idle ) {
				cancelIdle = whenIdle( () => setDebounced( value ) );
			} else {
				setDebounced( value );
			}
		}, delay );
		return () => {
			clearTimeout( timer );
			cancelIdle?.();
		};
	}, [ value, delay, idle, debounced ] );
	return debounced;
}
