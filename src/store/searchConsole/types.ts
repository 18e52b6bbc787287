/**
 * Types of the searchConsole slice (spec §3 "Search console state").
 */
import type {
	ClicksAndImpressions,
	ContentRow,
	SearchConsoleSite,
	SearchConsoleStatus,
	TrafficRow,
} from '../../api/search-console';

/** The three data reads of a selected site. */
export type ConsoleDataKind = 'clicks' | 'traffic' | 'content';

export type ConsoleFlags = Record< ConsoleDataKind, boolean >;

export interface SearchConsoleState {
	/** The connection state (GET status); null until loaded. */
	status: SearchConsoleStatus | null;
	/** Every property the account can read; null until loaded. */
	sites: SearchConsoleSite[] | null;
	/** The property to pre-select ('' when none matches the site). */
	suggestedSite: string;
	/** The selected property ('' when none); may carry `sc-domain:`. */
	selectedSite: string;
	/** The property the data below belongs to. */
	dataSite: string;
	clicksData: ClicksAndImpressions | null;
	siteTraffic: TrafficRow[];
	contentPerformance: ContentRow[];
	/** Fetch-complete flags (spec §4): a read finished, with data or an error. */
	fetched: ConsoleFlags;
	loading: ConsoleFlags;
	/** Error message per read ('' when none). */
	errors: Record< ConsoleDataKind, string >;
	/** A site selection, site creation or verification, or the disconnect is running. */
	isBusy: boolean;
}

/** The store state as this slice's selectors see it. */
export interface SearchConsoleSlice {
	searchConsole: SearchConsoleState;
}

export type SearchConsoleAction =
	| { type: 'GSC_RECEIVE_STATUS'; status: SearchConsoleStatus }
	| {
			type: 'GSC_RECEIVE_SITES';
			sites: SearchConsoleSite[];
			suggested: string;
	  }
	| { type: 'GSC_SITE_SELECTED'; site: string }
	| { type: 'GSC_FETCH_START'; kind: ConsoleDataKind; site: string }
	| {
			type: 'GSC_FETCH_SUCCESS';
			kind: 'clicks';
			site: string;
			data: ClicksAndImpressions;
	  }
	| {
			type: 'GSC_FETCH_SUCCESS';
			kind: 'traffic';
			site: string;
			data: TrafficRow[];
	  }
	| {
			type: 'GSC_FETCH_SUCCESS';
			kind: 'content';
			site: string;
			data: ContentRow[];
	  }
	| {
			type: 'GSC_FETCH_FAILURE';
			kind: ConsoleDataKind;
			site: string;
			message: string;
	  }
	| { type: 'GSC_BUSY'; busy: boolean }
	| { type: 'GSC_DISCONNECTED' };
