/**
 * The page checks' input and output (PHP twin: Lodestar\Analysis\Page\PageChecks, same shapes).
 */
import type { CheckDescriptionItem, PageCheckStatus } from '../types/checks';

/** What a broken-link check found for one URL (POST checks/broken-link). */
export interface LinkStatus {
	ok: boolean;
	/** HTTP status, 0 when the request failed. */
	code: number;
	message: string;
}

export interface PageCheckInput {
	/** A post (every check) or a term (the checks of its fields, none of the content). */
	kind: 'post' | 'term';
	/** The search engine title the page prints (the resolver chain's, plain text). */
	title: string;
	/** The meta description the page prints (plain text, '' for none). */
	description: string;
	/** The object's address. */
	permalink: string;
	/** The canonical URL the page prints ('' for none). */
	canonical: string;
	/** Posts: the content as the page renders it (or the editor's serialized blocks). */
	content?: string;
	/** Posts: URL of the featured image, '' for none. */
	featured_image?: string;
	/** Open Graph tags as the page prints them. */
	og: {
		enabled: boolean;
		title: string;
		description: string;
		image: string;
	};
	focus_keyword: string;
	/** Results of the broken-link check by URL; null or missing when not checked. */
	links?: Record< string, LinkStatus > | null;
	/** Length limits (Seo\Limits). */
	limits: { title: number; description: number; url: number };
}

export interface PageCheck {
	status: PageCheckStatus;
	message: string;
	description: CheckDescriptionItem[];
}

export type PageCheckId =
	| 'search_engine_title'
	| 'search_engine_description'
	| 'url_length'
	| 'canonical_url'
	| 'open_graph_tags'
	| 'sub_headings'
	| 'image_alt_text'
	| 'media_present'
	| 'links_present'
	| 'broken_links'
	| 'focus_keyword'
	| 'keyword_in_title'
	| 'keyword_in_description'
	| 'keyword_in_url'
	| 'keyword_in_content';

export type PageCheckResults = Partial< Record< PageCheckId, PageCheck > >;

/** One check as `GET checks/page` and `checks/taxonomy` answer it. */
export interface StoredPageCheck extends PageCheck {
	ignore: boolean;
}

/** `GET checks/page?post_id=` / `checks/taxonomy?term_id=`. */
export interface PageChecksResponse {
	checks: Partial< Record< PageCheckId, StoredPageCheck > >;
	counts: Record< PageCheckStatus, number >;
	/** When the server ran them (ISO 8601). */
	updated: string;
	/** Whether the site prints Open Graph tags (what the editor's live run needs to know). */
	open_graph: boolean;
}
