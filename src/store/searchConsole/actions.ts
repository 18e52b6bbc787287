/**
 * Actions of the searchConsole slice: the data reads of the selected site, site selection,
 * adding and verifying a property, the OAuth client, and disconnecting.
 *
 * Messages are the spec's (§8): failed reads give an error snackbar with the server's message
 * or the default; successes that reload the page say so and reload after the spec's delay.
 */
import type { DataRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import * as api from '../../api/search-console';
import type {
	ClicksAndImpressions,
	DataAnswer,
	SearchConsoleSite,
	SearchConsoleStatus,
} from '../../api/search-console';
import { reloadPage } from '../../utils/browser';
import { errorMessage } from '../../utils/errors';
import { saveWithSnackbar, snackbar } from '../snackbar';
import {
	DISCONNECT_RELOAD_DELAY,
	PROPERTY_RELOAD_DELAY,
	READ_FAILED,
} from './constants';
import { consoleDateRange } from './dates';
import type { ConsoleDataKind, SearchConsoleAction } from './types';

const NOTICE_ID = 'lodestar-search-console';

interface SliceThunkArgs {
	select: {
		getSelectedSearchConsoleSite: () => string;
		isSearchConsoleFetchComplete: ( kind: ConsoleDataKind ) => boolean;
		isSearchConsoleLoading: ( kind: ConsoleDataKind ) => boolean;
		isSearchConsoleBusy: () => boolean;
	};
	dispatch: ( ( action: SearchConsoleAction ) => void ) & {
		invalidateResolution: ( selector: string, args: unknown[] ) => void;
	};
	registry: DataRegistry;
}

/** What a property creation or verification led to. */
export interface ConnectSiteResult {
	success: boolean;
	pending?: boolean;
	/** Set when Google must first grant the full scope: send the browser there. */
	authUrl?: string;
}

/**
 * Stores the connection state.
 *
 * @param status Status.
 */
export function receiveSearchConsoleStatus(
	status: SearchConsoleStatus
): SearchConsoleAction {
	return { type: 'GSC_RECEIVE_STATUS', status };
}

/**
 * Stores the properties of the account.
 *
 * @param sites     Properties.
 * @param suggested Property to pre-select.
 */
export function receiveSearchConsoleSites(
	sites: SearchConsoleSite[],
	suggested = ''
): SearchConsoleAction {
	return { type: 'GSC_RECEIVE_SITES', sites, suggested };
}

/**
 * Throws unless the answer reports success.
 *
 * @param answer Answer.
 */
function ok< A extends { success?: boolean } >(
	answer: A | null | undefined
): A {
	if ( ! answer?.success ) {
		throw answer ?? new Error( '' );
	}
	return answer;
}

/**
 * The rows of a successful answer (none when its data is not a list); throws an unsuccessful
 * one, as ok() does.
 *
 * @param answer The answer.
 */
function rowsOf< R >( answer: DataAnswer< R[] > | null | undefined ): R[] {
	const { data } = ok( answer );
	return Array.isArray( data ) ? data : [];
}

/**
 * Whether a failure says the connection itself is gone (then the status is read again, so
 * the screen can offer to reconnect).
 *
 * @param error What was thrown.
 */
function isAuthFailure( error: unknown ): boolean {
	const status = ( error as { data?: { status?: unknown } } | null )?.data
		?.status;
	return status === 401;
}

/**
 * Loads the totals, the traffic by day and the content performance of the selected site.
 * The first load is skipped when the site's data was already fetched (spec §4); `refresh`
 * reads again and asks the server to bypass its cache.
 *
 * @param options         Options.
 * @param options.refresh Read again, past the server's cache.
 */
export const loadSearchConsoleData =
	( { refresh = false }: { refresh?: boolean } = {} ) =>
	async ( {
		select,
		dispatch,
		registry,
	}: SliceThunkArgs ): Promise< void > => {
		const site = select.getSelectedSearchConsoleSite();
		if ( site === '' ) {
			return;
		}
		const kinds: ConsoleDataKind[] = [ 'clicks', 'traffic', 'content' ];
		const todo = kinds.filter(
			( kind ) =>
				! select.isSearchConsoleLoading( kind ) &&
				( refresh || ! select.isSearchConsoleFetchComplete( kind ) )
		);
		if ( ! todo.length ) {
			return;
		}
		const range = consoleDateRange();
		const notices = registry.dispatch( noticesStore );
		let authFailed = false;
		const read = async ( kind: ConsoleDataKind ): Promise< void > => {
			dispatch( { type: 'GSC_FETCH_START', kind, site } );
			try {
				if ( kind === 'clicks' ) {
					const answer = ok(
						await api.getClicksAndImpressions( range, refresh )
					);
					dispatch( {
						type: 'GSC_FETCH_SUCCESS',
						kind,
						site,
						data: answer.data as ClicksAndImpressions,
					} );
				} else if ( kind === 'traffic' ) {
					dispatch( {
						type: 'GSC_FETCH_SUCCESS',
						kind,
						site,
						data: rowsOf(
							await api.getSiteTraffic( range, refresh )
						),
					} );
				} else {
					dispatch( {
						type: 'GSC_FETCH_SUCCESS',
						kind,
						site,
						data: rowsOf(
							await api.getContentPerformance( range, refresh )
						),
					} );
				}
			} catch ( error ) {
				const message = errorMessage( error, READ_FAILED[ kind ]() );
				authFailed = authFailed || isAuthFailure( error );
				dispatch( { type: 'GSC_FETCH_FAILURE', kind, site, message } );
				notices.createErrorNotice( message, {
					type: 'snackbar',
					id: `${ NOTICE_ID }-${ kind }`,
				} );
			}
		};
		await Promise.all( todo.map( read ) );
		if ( authFailed ) {
			dispatch.invalidateResolution( 'getSearchConsoleStatus', [] );
		}
	};

/**
 * Runs a step on the chosen property with the busy flag up. No property chosen gives the
 * spec's error snackbar, and a step already running means nothing is done: both give refused.
 *
 * @param url     Chosen property ('' when none).
 * @param args    The thunk's arguments.
 * @param refused What the thunk gives when the step does not run.
 * @param step    The step.
 */
async function onChosenSite< T >(
	url: string,
	args: SliceThunkArgs,
	refused: T,
	step: () => Promise< T >
): Promise< T > {
	const { select, dispatch, registry } = args;
	if ( url === '' ) {
		snackbar( registry, NOTICE_ID ).error(
			__( 'Please select a site', 'lodestar' )
		);
		return refused;
	}
	if ( select.isSearchConsoleBusy() ) {
		return refused;
	}
	dispatch( { type: 'GSC_BUSY', busy: true } );
	try {
		return await step();
	} finally {
		dispatch( { type: 'GSC_BUSY', busy: false } );
	}
}

/**
 * Selects a verified property; its data then loads.
 *
 * @param url Property.
 * @return Whether it was selected.
 */
export const selectSearchConsoleSite =
	( url: string ) =>
	async ( args: SliceThunkArgs ): Promise< boolean > =>
		onChosenSite( url, args, false, () =>
			saveWithSnackbar( args.registry, NOTICE_ID, {
				request: () => api.selectSite( url ),
				done: () =>
					args.dispatch( { type: 'GSC_SITE_SELECTED', site: url } ),
				success: () => __( 'Site selected successfully', 'lodestar' ),
				failure: ( error ) =>
					errorMessage(
						error,
						__( 'Failed to proceed', 'lodestar' )
					),
			} )
		);

/**
 * 'Connect Site': adds the property to the account when it is not there yet, else verifies
 * it (META method). A verified property reloads the page after 2 s; a pending one says how
 * long Google may take; when Google must first grant the full scope, the result carries the
 * address to send the browser to.
 *
 * @param url    Property.
 * @param listed Whether the account already lists it (then it is verified, not added).
 */
export const connectSearchConsoleSite =
	( url: string, listed: boolean ) =>
	async ( args: SliceThunkArgs ): Promise< ConnectSiteResult > =>
		onChosenSite( url, args, { success: false }, async () => {
			const { dispatch, registry } = args;
			try {
				const answer = listed
					? await api.verifySite( url )
					: await api.addSite( url );
				if ( answer?.code === 'scope_required' && answer.authUrl ) {
					return { success: false, authUrl: answer.authUrl };
				}
				ok( answer );
				const pending = !! answer.pending;
				const notices = registry.dispatch( noticesStore );
				if ( pending ) {
					notices.createWarningNotice(
						answer.message ||
							__(
								'Verification is pending. Google may take 1–2 hours, and up to 2 days, to confirm it.',
								'lodestar'
							),
						{
							type: 'snackbar',
							id: NOTICE_ID,
							explicitDismiss: true,
						}
					);
					dispatch.invalidateResolution(
						'getSearchConsoleSites',
						[]
					);
				} else {
					notices.createSuccessNotice(
						answer.message ||
							__(
								'Property verified. Reloading in 2 seconds.',
								'lodestar'
							),
						{ type: 'snackbar', id: NOTICE_ID }
					);
					setTimeout( reloadPage, PROPERTY_RELOAD_DELAY );
				}
				return { success: true, pending };
			} catch ( error ) {
				const failed = listed
					? __( 'Failed to proceed', 'lodestar' )
					: __( 'Failed to create property', 'lodestar' );
				snackbar( registry, NOTICE_ID ).error(
					errorMessage( error, failed )
				);
				return { success: false };
			}
		} );

/**
 * Saves the site owner's OAuth client; the status is then read again (its consent address
 * changes).
 *
 * @param clientId     Client ID.
 * @param clientSecret Client secret ('' keeps the stored one).
 * @return Whether it was saved.
 */
export const saveSearchConsoleClient =
	( clientId: string, clientSecret: string ) =>
	async ( { dispatch, registry }: SliceThunkArgs ): Promise< boolean > =>
		saveWithSnackbar( registry, NOTICE_ID, {
			request: () => api.saveClient( clientId, clientSecret ),
			done: () =>
				dispatch.invalidateResolution( 'getSearchConsoleStatus', [] ),
			success: ( answer ) =>
				answer.message ||
				__( 'Settings saved successfully', 'lodestar' ),
			failure: ( error ) =>
				errorMessage( error, __( 'Failed to proceed', 'lodestar' ) ),
		} );

/**
 * Disconnects the account; the page reloads after 3 s. A failure throws the spec's message
 * (the confirmation dialog shows it and stays open).
 */
export const disconnectSearchConsole =
	() =>
	async ( { dispatch, registry }: SliceThunkArgs ): Promise< void > => {
		const failed = __(
			'Failed to disconnect your account. Please try again.',
			'lodestar'
		);
		dispatch( { type: 'GSC_BUSY', busy: true } );
		try {
			const answer = await api.revokeAuth().catch( () => null );
			if ( ! answer?.success ) {
				throw new Error( failed );
			}
			dispatch( { type: 'GSC_DISCONNECTED' } );
			snackbar( registry, NOTICE_ID ).success(
				__(
					'Account disconnected successfully. Reloading in 3 seconds.',
					'lodestar'
				)
			);
			setTimeout( reloadPage, DISCONNECT_RELOAD_DELAY );
		} finally {
			dispatch( { type: 'GSC_BUSY', busy: false } );
		}
	};
