/**
 * Actions of the redirects slice: load the rules and the 404 log with their queries, save,
 * bulk-change, test, import and export rules, clear 404 rows.
 */
import type { DataRegistry } from '@wordpress/data';
import { __, _n, sprintf } from '@wordpress/i18n';

import * as api from '../../api/redirects';
import type {
	ImportResult,
	NotFoundQuery,
	RedirectInput,
	RedirectQuery,
	RedirectTest,
	SavedRedirect,
} from '../../api/redirects';
import { errorMessage } from '../../utils/errors';
import { snackbar } from '../snackbar';
import type { RedirectsAction, RedirectsState } from './types';

const NOTICE_ID = 'lodestar-redirects';

interface SliceThunkArgs {
	select: {
		getRedirectQuery: () => RedirectsState[ 'query' ];
		getNotFoundQuery: () => RedirectsState[ 'logQuery' ];
	};
	dispatch: ( action: RedirectsAction | Thunk ) => unknown;
	registry: DataRegistry;
}

type Thunk = ( args: SliceThunkArgs ) => Promise< unknown >;

/** What a save answers: the saved rule, or the error and the field it is about. */
export type SaveOutcome =
	| { ok: true; saved: SavedRedirect }
	| { ok: false; message: string; field: string };

/**
 * Loads a page of one of the slice's lists: the start, then the page, or the failure's
 * message (the fallback when it carries none).
 *
 * @param dispatch       The thunk's dispatch.
 * @param request        Asks for the page.
 * @param actions        The list's actions.
 * @param actions.start  Before the request.
 * @param actions.done   With the page.
 * @param actions.failed With the failure's message.
 * @param fallback       The message of a failure without one.
 */
async function loadPage< P >(
	dispatch: SliceThunkArgs[ 'dispatch' ],
	request: () => Promise< P >,
	actions: {
		start: RedirectsAction;
		done: ( page: P ) => RedirectsAction;
		failed: ( error: string ) => RedirectsAction;
	},
	fallback: () => string
): Promise< void > {
	dispatch( actions.start );
	try {
		dispatch( actions.done( await request() ) );
	} catch ( error ) {
		dispatch( actions.failed( errorMessage( error, fallback() ) ) );
	}
}

/**
 * Loads the rules' page of the current query.
 */
export const loadRedirects =
	() =>
	( { select, dispatch }: SliceThunkArgs ): Promise< void > =>
		loadPage(
			dispatch,
			() => api.listRedirects( select.getRedirectQuery() ),
			{
				start: { type: 'REDIRECTS_LOAD_START' },
				done: ( list ) => ( { type: 'REDIRECTS_LOAD_DONE', list } ),
				failed: ( error ) => ( {
					type: 'REDIRECTS_LOAD_FAILED',
					error,
				} ),
			},
			() => __( 'The redirects could not be loaded.', 'lodestar' )
		);

/**
 * Changes the rules' query (search, filters, sort or page) and loads that page.
 *
 * @param query Changed query fields.
 */
export const setRedirectQuery =
	( query: Partial< RedirectQuery > ) =>
	async ( { dispatch }: SliceThunkArgs ): Promise< void > => {
		dispatch( { type: 'REDIRECTS_QUERY', query } );
		await dispatch( loadRedirects() );
	};

/**
 * Saves a rule (creates it without id); a success reloads the list and says so, with the
 * notes of collapsed chains.
 *
 * @param input Fields.
 * @param id    Rule to change.
 * @param from  '404' when made from the 404 log.
 */
export const saveRedirect =
	( input: Partial< RedirectInput >, id?: number, from?: '404' ) =>
	async ( {
		dispatch,
		registry,
	}: SliceThunkArgs ): Promise< SaveOutcome > => {
		try {
			const saved = await api.saveRedirect( input, id, from );
			snackbar( registry, NOTICE_ID ).success(
				[ __( 'Redirect saved.', 'lodestar' ), ...saved.notes ].join(
					' '
				)
			);
			await dispatch( loadRedirects() );
			return { ok: true, saved };
		} catch ( error ) {
			const field =
				( error as { data?: { field?: string } } | null )?.data
					?.field ?? '';
			return {
				ok: false,
				message: errorMessage(
					error,
					__( 'The redirect could not be saved.', 'lodestar' )
				),
				field,
			};
		}
	};

/**
 * Enables, disables or deletes rules, then reloads the list.
 *
 * @param action Action.
 * @param ids    Rule ids.
 */
export const bulkRedirects =
	( action: 'enable' | 'disable' | 'delete', ids: number[] ) =>
	async ( { dispatch, registry }: SliceThunkArgs ): Promise< boolean > => {
		const notices = snackbar( registry, NOTICE_ID );
		try {
			const result = await api.bulkRedirects( action, ids );
			notices.success(
				sprintf(
					/* translators: %d: number of redirects. */
					_n(
						'%d redirect changed.',
						'%d redirects changed.',
						result.changed,
						'lodestar'
					),
					result.changed
				)
			);
			await dispatch( loadRedirects() );
			return true;
		} catch ( error ) {
			notices.error(
				errorMessage( error, __( 'The change failed.', 'lodestar' ) )
			);
			return false;
		}
	};

/**
 * Which rule answers a URL (nothing is stored).
 *
 * @param url URL or path.
 */
export const testRedirectUrl =
	( url: string ) =>
	async (): Promise< RedirectTest | { error: string } > => {
		try {
			return await api.testRedirect( url );
		} catch ( error ) {
			return {
				error: errorMessage(
					error,
					__( 'The URL could not be tested.', 'lodestar' )
				),
			};
		}
	};

/**
 * Every rule as CSV, or null (with an error notice) when it failed.
 */
export const exportRedirects =
	() =>
	async ( {
		registry,
	}: SliceThunkArgs ): Promise< {
		filename: string;
		csv: string;
	} | null > => {
		try {
			return await api.exportRedirects();
		} catch ( error ) {
			snackbar( registry, NOTICE_ID ).error(
				errorMessage( error, __( 'The export failed.', 'lodestar' ) )
			);
			return null;
		}
	};

/**
 * Imports a CSV and reloads the list; null (with an error notice) when the request failed.
 *
 * @param csv File content.
 */
export const importRedirects =
	( csv: string ) =>
	async ( {
		dispatch,
		registry,
	}: SliceThunkArgs ): Promise< ImportResult | null > => {
		try {
			const result = await api.importRedirects( csv );
			await dispatch( loadRedirects() );
			return result;
		} catch ( error ) {
			snackbar( registry, NOTICE_ID ).error(
				errorMessage( error, __( 'The import failed.', 'lodestar' ) )
			);
			return null;
		}
	};

/**
 * Loads the 404 log's page of the current query.
 */
export const loadNotFound =
	() =>
	( { select, dispatch }: SliceThunkArgs ): Promise< void > =>
		loadPage(
			dispatch,
			() => api.listNotFound( select.getNotFoundQuery() ),
			{
				start: { type: 'NOT_FOUND_LOAD_START' },
				done: ( log ) => ( { type: 'NOT_FOUND_LOAD_DONE', log } ),
				failed: ( error ) => ( {
					type: 'NOT_FOUND_LOAD_FAILED',
					error,
				} ),
			},
			() => __( 'The 404 log could not be loaded.', 'lodestar' )
		);

/**
 * Changes the 404 log's query and loads that page.
 *
 * @param query Changed query fields.
 */
export const setNotFoundQuery =
	( query: Partial< NotFoundQuery > ) =>
	async ( { dispatch }: SliceThunkArgs ): Promise< void > => {
		dispatch( { type: 'NOT_FOUND_QUERY', query } );
		await dispatch( loadNotFound() );
	};

/**
 * Deletes rows of the 404 log (all without ids), then reloads it.
 *
 * @param ids Row ids.
 */
export const deleteNotFound =
	( ids: number[] | null ) =>
	async ( { dispatch, registry }: SliceThunkArgs ): Promise< boolean > => {
		try {
			await api.deleteNotFound( ids );
			await dispatch( loadNotFound() );
			return true;
		} catch ( error ) {
			snackbar( registry, NOTICE_ID ).error(
				errorMessage(
					error,
					__( 'The rows could not be deleted.', 'lodestar' )
				)
			);
			return false;
		}
	};
