/**
 * A value that follows its input after the input has been still for `delay` ms, so costly
 * work derived from it (previews, variable resolution) runs once per pause, not per keystroke.
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * The debounced value.
 *
 * @param value Input value.
 * @param delay Quiet time in milliseconds.
 */
export default function useDebouncedValue< T >( value: T, delay: number ): T {
	const [ debounced, setDebounced ] = useState( value );
	useEffect( () => {
		if ( Object.is( value, debounced ) ) {
			return undefined;
		}
		const timer = setTimeout( () => setDebounced( value ), delay );
		return () => clearTimeout( timer );
	}, [ value, delay, debounced ] );
	return debounced;
}
