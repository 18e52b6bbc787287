/**
 * The OAuth failure landing on the dashboard (spec §2, §8): the toast with the code's message,
 * the code and a learn-more link, never auto-dismissed; gcp_error_code, action, nonce and
 * status removed from the URL (the rest kept); then /search-console.
 */
import { render } from '@testing-library/react';
import { store as noticesStore } from '@wordpress/notices';

import {
	GCP_LEARN_MORE_URL,
	gcpErrorMessage,
	handleGcpError,
	readGcpErrorCode,
	useGcpErrorToast,
	withoutGcpErrorParams,
} from '../../src-admin/screens/search-console/gcp-error';
import { createTestRegistry, withRegistry } from './helpers';

const LANDING =
	'/wp-admin/admin.php?page=lodestar&gcp_error_code=429&action=lodestar_gsc&status=error&nonce=abc123#/dashboard';

afterEach( () => {
	window.history.replaceState( null, '', '/' );
} );

describe( 'gcpErrorMessage', () => {
	it.each( [
		[
			'400',
			'The request is malformed or invalid. Please check the request parameters and try again.',
		],
		[
			'401',
			'Authentication failed. Please provide valid credentials or re-authenticate.',
		],
		[
			'403',
			'Access is denied. You lack the necessary permissions to perform this action.',
		],
		[
			'404',
			'The requested resource was not found. Please verify the URL or resource ID.',
		],
		[
			'429',
			'You have exceeded your API quota. Please wait or upgrade your plan.',
		],
		[
			'500',
			"A server error occurred on the provider's end. Please try again later.",
		],
		[ '502', 'An error occurred. Please try again.' ],
		[ 'abc', 'An error occurred. Please try again.' ],
	] )( '%s', ( code, message ) => {
		expect( gcpErrorMessage( code ) ).toBe( message );
	} );
} );

describe( 'URL', () => {
	it( 'reads the code and removes exactly the four parameters', () => {
		expect( readGcpErrorCode( '?page=lodestar&gcp_error_code=401' ) ).toBe(
			'401'
		);
		expect( readGcpErrorCode( '?page=lodestar' ) ).toBeNull();
		expect(
			withoutGcpErrorParams( `http://example.test${ LANDING }` )
		).toBe(
			'http://example.test/wp-admin/admin.php?page=lodestar#/dashboard'
		);
	} );
} );

describe( 'handleGcpError', () => {
	it( 'does nothing without a code', () => {
		window.history.replaceState(
			null,
			'',
			'/wp-admin/admin.php?page=lodestar'
		);
		const createErrorNotice = jest.fn();
		const goTo = jest.fn();
		expect( handleGcpError( { createErrorNotice, goTo } ) ).toBe( false );
		expect( createErrorNotice ).not.toHaveBeenCalled();
		expect( goTo ).not.toHaveBeenCalled();
	} );

	it( 'shows the toast, cleans the URL, then goes to /search-console', () => {
		window.history.replaceState( null, '', LANDING );
		const createErrorNotice = jest.fn();
		const goTo = jest.fn( () => {
			// The URL is already clean when navigation happens.
			expect( window.location.search ).toBe( '?page=lodestar' );
		} );
		expect( handleGcpError( { createErrorNotice, goTo } ) ).toBe( true );
		expect( createErrorNotice ).toHaveBeenCalledWith(
			'Error 429: You have exceeded your API quota. Please wait or upgrade your plan.',
			expect.objectContaining( {
				type: 'snackbar',
				explicitDismiss: true,
				actions: [ { label: 'Learn more', url: GCP_LEARN_MORE_URL } ],
			} )
		);
		expect( goTo ).toHaveBeenCalledWith( '/search-console' );
		expect( window.location.pathname ).toBe( '/wp-admin/admin.php' );
	} );
} );

describe( 'useGcpErrorToast', () => {
	function Dashboard() {
		useGcpErrorToast();
		return null;
	}

	it( 'puts a lasting snackbar in core/notices and navigates', () => {
		window.history.replaceState(
			null,
			'',
			LANDING.replace( '429', '403' )
		);
		const registry = createTestRegistry();
		render( <Dashboard />, { wrapper: withRegistry( registry ) } );
		const notices = registry.select( noticesStore ).getNotices();
		expect( notices ).toHaveLength( 1 );
		expect( notices[ 0 ] ).toMatchObject( {
			status: 'error',
			type: 'snackbar',
			explicitDismiss: true,
			content:
				'Error 403: Access is denied. You lack the necessary permissions to perform this action.',
		} );
		expect( window.location.search ).toBe( '?page=lodestar' );
		expect( window.location.hash ).toBe( '#/search-console' );
	} );
} );
