/**
 * Actions of the checks slice: the forced re-run, ignore and restore, and the fixes Lodestar
 * offers for site checks a setting can fix (search engine visibility, XML sitemap, tagline).
 */
import type { DataRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import * as api from '../../api/checks';
import type { AttentionResponse } from '../../api/checks';
import { saveGlobalSettings } from '../../api';
import type { CheckCategory, CheckReport } from '../../types/checks';
import { errorMessage } from '../../utils/errors';
import { snackbar } from '../snackbar';
import { loadFailure } from '../request';
import type { SettingsAction } from '../settings/types';
import { CATEGORIES, isReport } from './categories';
import type { ChecksAction, ReanalysisState } from './types';

const NOTICE_ID = 'lodestar-site-checks';

interface ThunkArgs {
	select: {
		isRerunningSiteChecks: () => boolean;
		isSiteCheckPending: ( id: string ) => boolean;
		getReanalysis: () => ReanalysisState;
	};
	dispatch: ( action: ChecksAction | SettingsAction ) => void;
	registry: DataRegistry;
}

/**
 * Stores the report of one category.
 *
 * @param category Category.
 * @param report   Check id => result.
 */
export function receiveSiteChecks(
	category: CheckCategory,
	report: CheckReport
): ChecksAction {
	return { type: 'SITE_CHECKS_RECEIVE', category, report };
}

/**
 * Stores the dashboard's list of objects needing attention.
 *
 * @param data The answer.
 */
export function receiveAttention( data: AttentionResponse ): ChecksAction {
	return { type: 'ATTENTION_RECEIVE', data };
}

/**
 * Runs every check again (force). Categories that answer replace their report; a failure is
 * silently ignored and the old report stays (spec 2 §8).
 *
 * @return Whether every category answered.
 */
export const rerunSiteChecks =
	() =>
	async ( { select, dispatch }: ThunkArgs ): Promise< boolean > => {
		if ( select.isRerunningSiteChecks() ) {
			return false;
		}
		dispatch( { type: 'SITE_CHECKS_RERUN_START' } );
		const results = await Promise.allSettled(
			CATEGORIES.map( ( category ) =>
				api.getSiteChecks( category, { force: true } )
			)
		);
		let complete = true;
		results.forEach( ( result, index ) => {
			const category = CATEGORIES[ index ] as CheckCategory;
			if ( result.status === 'fulfilled' && isReport( result.value ) ) {
				dispatch( receiveSiteChecks( category, result.value ) );
			} else {
				complete = false;
			}
		} );
		dispatch( { type: 'SITE_CHECKS_RERUN_DONE' } );
		return complete;
	};

/**
 * Ignores a site check. Rejects with the failure's message (the confirmation modal shows it).
 *
 * @param id Check id.
 */
export const ignoreSiteCheck =
	( id: string ) =>
	async ( { select, dispatch }: ThunkArgs ): Promise< void > => {
		if ( select.isSiteCheckPending( id ) ) {
			return;
		}
		dispatch( { type: 'SITE_CHECK_PENDING', id, pending: true } );
		try {
			const answer = await api.setSiteCheckIgnored( id, true );
			if ( answer?.status !== 'success' ) {
				throw answer;
			}
			dispatch( { type: 'SITE_CHECK_SET_IGNORED', id, ignore: true } );
		} catch ( error ) {
			throw loadFailure(
				error,
				__( 'Action failed. Please try again.', 'lodestar' )
			);
		} finally {
			dispatch( { type: 'SITE_CHECK_PENDING', id, pending: false } );
		}
	};

/**
 * Takes a site check off the ignore list; a failure shows an error snackbar.
 *
 * @param id Check id.
 * @return Whether it was restored.
 */
export const restoreSiteCheck =
	( id: string ) =>
	async ( { select, dispatch, registry }: ThunkArgs ): Promise< boolean > => {
		if ( select.isSiteCheckPending( id ) ) {
			return false;
		}
		dispatch( { type: 'SITE_CHECK_PENDING', id, pending: true } );
		try {
			const answer = await api.setSiteCheckIgnored( id, false );
			if ( answer?.status !== 'success' ) {
				throw answer;
			}
			dispatch( { type: 'SITE_CHECK_SET_IGNORED', id, ignore: false } );
			return true;
		} catch ( error ) {
			snackbar( registry, NOTICE_ID ).error(
				errorMessage(
					error,
					__( 'Action failed. Please try again.', 'lodestar' )
				)
			);
			return false;
		} finally {
			dispatch( { type: 'SITE_CHECK_PENDING', id, pending: false } );
		}
	};

/**
 * Fix: lets search engines index the site (`blog_public` = 1). Rejects on failure.
 */
export const allowSearchEngines = () => async (): Promise< void > => {
	try {
		const answer = await api.allowSearchEngines();
		if ( ! answer?.success ) {
			throw answer;
		}
	} catch ( error ) {
		throw loadFailure(
			error,
			__( 'Action failed. Please try again.', 'lodestar' )
		);
	}
};

/**
 * Fix: turns the XML sitemap on (saves only that setting; other unsaved edits stay unsaved).
 * Rejects on failure.
 */
export const enableXmlSitemap =
	() =>
	async ( { dispatch }: ThunkArgs ): Promise< void > => {
		const sent = { enable_xml_sitemap: true };
		try {
			const answer = await saveGlobalSettings( sent );
			if ( ! answer?.success ) {
				throw answer;
			}
			dispatch( {
				type: 'SAVE_SUCCESS',
				sent,
				settings:
					answer.data && typeof answer.data === 'object'
						? answer.data
						: null,
			} );
		} catch ( error ) {
			throw loadFailure(
				error,
				__( 'Action failed. Please try again.', 'lodestar' )
			);
		}
	};

/**
 * Fix: sets the site's tagline. Rejects on failure or when it is empty.
 *
 * @param tagline Tagline.
 */
export const saveTagline = ( tagline: string ) => async (): Promise< void > => {
	const text = tagline.trim();
	if ( text === '' ) {
		throw new Error( __( 'Please enter a tagline.', 'lodestar' ) );
	}
	try {
		await api.saveTagline( text );
	} catch ( error ) {
		throw loadFailure(
			error,
			__( 'Action failed. Please try again.', 'lodestar' )
		);
	}
};

/**
 * Re-analyses the page checks of every post, then every term, one batch per request, with
 * progress; then runs the site checks again (their summary of the page checks changed). A
 * failed batch stops the run with its message (a new run starts from the beginning).
 *
 * @return Whether the run finished.
 */
export const reanalyzeContent =
	() =>
	async ( args: ThunkArgs ): Promise< boolean > => {
		const { select, dispatch } = args;
		if ( select.getReanalysis().status === 'running' ) {
			return false;
		}
		const set = ( reanalysis: Partial< ReanalysisState > ) =>
			dispatch( { type: 'REANALYSIS_SET', reanalysis } );
		set( { status: 'running', done: 0, total: 0, error: '' } );
		let done = 0;
		try {
			for ( const kind of [ 'post', 'term' ] as const ) {
				let after = 0;
				for (;;) {
					const step = await api.reanalyzeContent( kind, after );
					done += step.processed;
					if ( step.totals && kind === 'post' ) {
						set( { total: step.totals.post + step.totals.term } );
					}
					set( { done } );
					if ( step.done || step.processed === 0 ) {
						break;
					}
					after = step.next;
				}
			}
		} catch ( error ) {
			set( {
				status: 'error',
				error: errorMessage(
					error,
					__( 'Action failed. Please try again.', 'lodestar' )
				),
			} );
			return false;
		}
		set( {
			status: 'done',
			total: Math.max( done, select.getReanalysis().total ),
		} );
		await rerunSiteChecks()( args );
		return true;
	};
