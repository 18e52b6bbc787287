/**
 * The OAuth callback's failure landing (spec §2, §8): the dashboard URL then carries
 * `gcp_error_code=<http code>&action=lodestar_gsc&status=error&nonce=…`. The dashboard shows
 * an error toast with the code's message, the code and a learn-more link, never auto-dismissed;
 * removes those four parameters from the URL (history.replaceState, no reload); then goes to
 * /search-console.
 */
import { useDispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { goToPath } from './navigation';

/** The query parameters the failure landing carries, removed after the toast. */
export const GCP_ERROR_PARAMS = [
	'gcp_error_code',
	'action',
	'nonce',
	'status',
] as const;

/** Where the toast's learn-more link leads: Google's OAuth 2.0 web-server flow guide. */
export const GCP_LEARN_MORE_URL =
	'https://developers.google.com/identity/protocols/oauth2/web-server';

export const GCP_ERROR_NOTICE_ID = 'lodestar-gcp-error';

/**
 * The message of an error code (spec §8 table).
 *
 * @param code HTTP status code as it arrived.
 */
export function gcpErrorMessage( code: string ): string {
	switch ( code ) {
		case '400':
			return __(
				'The request is malformed or invalid. Please check the request parameters and try again.',
				'lodestar'
			);
		case '401':
			return __(
				'Authentication failed. Please provide valid credentials or re-authenticate.',
				'lodestar'
			);
		case '403':
			return __(
				'Access is denied. You lack the necessary permissions to perform this action.',
				'lodestar'
			);
		case '404':
			return __(
				'The requested resource was not found. Please verify the URL or resource ID.',
				'lodestar'
			);
		case '429':
			return __(
				'You have exceeded your API quota. Please wait or upgrade your plan.',
				'lodestar'
			);
		case '500':
			return __(
				"A server error occurred on the provider's end. Please try again later.",
				'lodestar'
			);
		default:
			return __( 'An error occurred. Please try again.', 'lodestar' );
	}
}

/**
 * The error code of a query string, or null when there is none.
 *
 * @param search `location.search`.
 */
export function readGcpErrorCode( search: string ): string | null {
	const code = new URLSearchParams( search ).get( 'gcp_error_code' );
	return code === null ? null : code.trim();
}

/**
 * The URL without the failure landing's parameters (everything else kept, the hash too).
 *
 * @param href Current URL.
 */
export function withoutGcpErrorParams( href: string ): string {
	const url = new URL( href );
	for ( const name of GCP_ERROR_PARAMS ) {
		url.searchParams.delete( name );
	}
	return url.toString();
}

/** What handleGcpError() uses, injectable for tests. */
export interface GcpErrorDeps {
	createErrorNotice: (
		message: string,
		options: Record< string, unknown >
	) => unknown;
	goTo: ( path: string ) => void;
}

/**
 * Shows the toast, cleans the URL and goes to /search-console when the URL carries an error
 * code.
 *
 * @param deps Notice creation and navigation.
 * @return Whether there was an error code.
 */
export function handleGcpError( deps: GcpErrorDeps ): boolean {
	const code = readGcpErrorCode( window.location.search );
	if ( code === null ) {
		return false;
	}
	deps.createErrorNotice(
		sprintf(
			/* translators: 1: HTTP status code, 2: what it means. */
			__( 'Error %1$s: %2$s', 'lodestar' ),
			code || '?',
			gcpErrorMessage( code )
		),
		{
			id: GCP_ERROR_NOTICE_ID,
			type: 'snackbar',
			explicitDismiss: true,
			actions: [
				{
					label: __( 'Learn more', 'lodestar' ),
					url: GCP_LEARN_MORE_URL,
				},
			],
		}
	);
	window.history.replaceState(
		window.history.state,
		'',
		withoutGcpErrorParams( window.location.href )
	);
	deps.goTo( '/search-console' );
	return true;
}

/**
 * The dashboard's hook: handles an error code once, when the dashboard mounts.
 */
export function useGcpErrorToast(): void {
	const { createErrorNotice } = useDispatch( noticesStore );
	useEffect( () => {
		handleGcpError( { createErrorNotice, goTo: goToPath } );
		// Once per mount: the parameters are gone afterwards.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
}
