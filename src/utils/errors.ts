/**
 * The message of a failed request or thrown error.
 */

/**
 * The message a failure carries (an Error's, or a REST error body's), else the fallback.
 *
 * @param error    What was thrown or rejected.
 * @param fallback Returned when the failure carries no message.
 */
export function errorMessage( error: unknown, fallback = '' ): string {
	const message = ( error as { message?: unknown } | null )?.message;
	return typeof message === 'string' && message !== '' ? message : fallback;
}
