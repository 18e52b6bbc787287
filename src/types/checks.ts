/**
 * Check results as the `checks/*` routes answer them and as the editor's page checks produce
 * them (spec 2 §3 "Site SEO check"; PHP twin: includes/Analysis/CheckResult.php).
 */

/**
 * Most severe first: the order lists use (ignored checks come last, whatever their status).
 * `unavailable`: the check could not run (a loopback request blocked or timed out, an
 * exception): neither a defect of the site nor a pass.
 */
export type CheckStatus =
	'error' | 'warning' | 'suggestion' | 'unavailable' | 'success';

/** What a page check of one post or term gives: it always runs (no `unavailable`). */
export type PageCheckStatus = Exclude< CheckStatus, 'unavailable' >;

export type CheckCategory = 'general' | 'settings' | 'other';

/** One entry of a list item: plain text, or a named link (e.g. to a post that fails). */
export type CheckListEntry = string | { text: string; url: string };

/** What the detail drawer shows, in order. */
export type CheckDescriptionItem =
	| { type: 'text'; text: string }
	| { type: 'list'; items: CheckListEntry[] }
	| { type: 'image'; src: string; alt: string };

export interface CheckResult {
	status: CheckStatus;
	message: string;
	description: CheckDescriptionItem[];
	category: CheckCategory;
	/** True when the check id is on the ignore list. */
	ignore: boolean;
}

/** A `GET checks/general|settings|other` answer: check id => result. */
export type CheckReport = Record< string, CheckResult >;
