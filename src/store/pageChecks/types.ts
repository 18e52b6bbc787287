/**
 * Types of the pageChecks slice: the server's page checks of posts and terms and their
 * ignore lists (the editor's live results are computed in the component, not stored).
 */
import type { PageChecksResponse } from '../../analysis/types';
import type { ObjectKind } from '../../types/page-seo';

export interface PageChecksState {
	/** The server's last answer per object key ('post:12', 'term:5'). */
	reports: Record< string, PageChecksResponse >;
	/** Ignored check ids per object key (kept apart: ignoring changes them at once). */
	ignored: Record< string, string[] >;
}

/** The store state as this slice's selectors see it. */
export interface PageChecksSlice {
	pageChecks: PageChecksState;
}

export type PageChecksAction =
	| {
			type: 'PAGE_CHECKS_RECEIVE';
			kind: ObjectKind;
			id: number;
			report: PageChecksResponse;
	  }
	| {
			type: 'PAGE_CHECK_SET_IGNORED';
			kind: ObjectKind;
			id: number;
			check: string;
			ignore: boolean;
	  };
