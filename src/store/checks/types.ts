/**
 * Types of the checks slice: the site analysis report (by category), its re-run, the ignore
 * list edits in progress and the dashboard's list of objects needing attention.
 */
import type { AttentionResponse } from '../../api/checks';
import type { CheckCategory, CheckReport } from '../../types/checks';

export interface ChecksState {
	/** The last report of each category that loaded; a category is absent until it loads. */
	reports: Partial< Record< CheckCategory, CheckReport > >;
	/** Whether a forced re-run is in progress. */
	isRerunning: boolean;
	/** Check ids whose ignore/restore request is in progress. */
	pending: string[];
	/** The dashboard's list; null until loaded. */
	attention: AttentionResponse | null;
	/** The bulk re-analysis of every post's and term's page checks. */
	reanalysis: ReanalysisState;
}

/** Progress of the bulk re-analysis (posts, then terms, one batch per request). */
export interface ReanalysisState {
	status: 'idle' | 'running' | 'done' | 'error';
	/** Posts and terms analysed so far. */
	done: number;
	/** Posts and terms in all (0 until the first batch answers). */
	total: number;
	/** Why it stopped (status error). */
	error: string;
}

/** Non-ignored errors and warnings of a report (what the top bar badge says). */
export interface CheckCounts {
	errors: number;
	warnings: number;
}

/** The store state as this slice's selectors see it. */
export interface ChecksSlice {
	checks: ChecksState;
}

export type ChecksAction =
	| {
			type: 'SITE_CHECKS_RECEIVE';
			category: CheckCategory;
			report: CheckReport;
	  }
	| { type: 'SITE_CHECKS_RERUN_START' }
	| { type: 'SITE_CHECKS_RERUN_DONE' }
	| { type: 'SITE_CHECK_PENDING'; id: string; pending: boolean }
	| { type: 'SITE_CHECK_SET_IGNORED'; id: string; ignore: boolean }
	| { type: 'ATTENTION_RECEIVE'; data: AttentionResponse }
	| { type: 'REANALYSIS_SET'; reanalysis: Partial< ReanalysisState > };
