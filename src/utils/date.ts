/**
 * Dates as people read them (spec §8: 'Invalid Date', 'No Date'). Every date the admin
 * app or the editor shows goes through formatDate().
 */
import { __ } from '@wordpress/i18n';

/**
 * A date and time in the browser's locale; 'No Date' when there is none (empty, null,
 * undefined), 'Invalid Date' when it cannot be read.
 *
 * @param value ISO 8601 string, timestamp in milliseconds or Date.
 */
export function formatDate(
	value: string | number | Date | null | undefined
): string {
	if (
		value === null ||
		value === undefined ||
		( typeof value === 'string' && value.trim() === '' )
	) {
		return __( 'No Date', 'lodestar' );
	}
	const date = value instanceof Date ? value : new Date( value );
	if ( Number.isNaN( date.getTime() ) ) {
		return __( 'Invalid Date', 'lodestar' );
	}
	return date.toLocaleString();
}
