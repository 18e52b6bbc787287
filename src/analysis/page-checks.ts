/**
 * The page checks of one post or term (spec 2 §3; the per-object checks of the analysis
 * issue), TypeScript half: the editor runs them live on the edited content and the resolved
 * title and description. PHP twin: Lodestar\Analysis\Page\PageChecks, which runs on save;
 * both give the same status and message for every vector of tests/fixtures/page-checks.json,
 * so the sidebar never disagrees with the stored result.
 *
 * Pure: input in, results out, in the order of PAGE_CHECK_IDS. A term gets TERM_CHECK_IDS
 * (no content checks). Without a focus keyword the four keyword checks collapse into one
 * suggestion, `focus_keyword`.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type { CheckDescriptionItem, PageCheckStatus } from '../types/checks';
import { countCharacters, plainText } from '../utils/template-variables';
import { scanContent } from './content';
import type { ContentFacts } from './content';
import { countKeyword, foldForUrl, normalizeText, urlPath } from './text';
import type {
	PageCheck,
	PageCheckId,
	PageCheckInput,
	PageCheckResults,
} from './types';

/** Engine version: stored with the results, bumped whenever a rule or message changes. */
export const PAGE_CHECKS_VERSION = 1;

/** Every check, in the order the results list them. */
export const PAGE_CHECK_IDS: readonly PageCheckId[] = [
	'search_engine_title',
	'search_engine_description',
	'url_length',
	'canonical_url',
	'open_graph_tags',
	'sub_headings',
	'image_alt_text',
	'media_present',
	'links_present',
	'broken_links',
	'focus_keyword',
	'keyword_in_title',
	'keyword_in_description',
	'keyword_in_url',
	'keyword_in_content',
];

/** The checks of a term (its fields; a term has no content to check). */
export const TERM_CHECK_IDS: readonly PageCheckId[] = [
	'search_engine_title',
	'search_engine_description',
	'url_length',
	'canonical_url',
	'open_graph_tags',
	'focus_keyword',
	'keyword_in_title',
	'keyword_in_description',
	'keyword_in_url',
];

/** Most entries a description list shows. */
const LIST_LIMIT = 10;

/**
 * The last content read and what was found in it: while only the fields change (typing a
 * title or a keyword), a long post's content is not scanned again.
 */
let lastContent: { html: string; facts: ContentFacts; text: string } | null =
	null;

/**
 * What the content holds, and its normalized plain text (remembered for the same content).
 *
 * @param html Content HTML.
 */
function readContent( html: string ): { facts: ContentFacts; text: string } {
	if ( lastContent?.html !== html ) {
		lastContent = {
			html,
			facts: scanContent( html ),
			text: normalizeText( plainText( html ) ),
		};
	}
	return lastContent;
}

/**
 * One result.
 *
 * @param status  Status.
 * @param message Message.
 * @param why     What the check looks at (first description item).
 * @param list    Entries to list (at most LIST_LIMIT).
 */
function result(
	status: PageCheckStatus,
	message: string,
	why: string,
	list: string[] = []
): PageCheck {
	const description: CheckDescriptionItem[] = [ { type: 'text', text: why } ];
	if ( list.length > 0 ) {
		description.push( {
			type: 'list',
			items: list.slice( 0, LIST_LIMIT ),
		} );
	}
	return { status, message, description };
}

/**
 * A text against its limit: missing, too long, or fine.
 *
 * @param text          The text.
 * @param limit         Most code points.
 * @param missingStatus Status when it is empty.
 * @param messages      Missing; too long and fine, each given the length and the limit.
 * @param why           Description.
 */
function lengthCheck(
	text: string,
	limit: number,
	missingStatus: PageCheckStatus,
	messages: [
		string,
		( length: number, limit: number ) => string,
		( length: number, limit: number ) => string,
	],
	why: string
): PageCheck {
	const length = countCharacters( text );
	if ( length === 0 ) {
		return result( missingStatus, messages[ 0 ], why );
	}
	if ( length > limit ) {
		return result( 'warning', messages[ 1 ]( length, limit ), why );
	}
	return result( 'success', messages[ 2 ]( length, limit ), why );
}

/**
 * A URL without its trailing slashes, for comparing addresses.
 *
 * @param url URL.
 */
function sameAddress( url: string ): string {
	return url.trim().replace( /\/+$/, '' );
}

/**
 * Runs the checks.
 *
 * @param input Page facts (see PageCheckInput).
 */
export function runPageChecks( input: PageCheckInput ): PageCheckResults {
	const checks: PageCheckResults = {};
	const isPost = input.kind === 'post';

	checks.search_engine_title = lengthCheck(
		input.title,
		input.limits.title,
		'error',
		[
			__( 'The search engine title is missing.', 'lodestar' ),
			( length, limit ) =>
				sprintf(
					/* translators: 1: number of characters, 2: the limit. */
					__(
						'The search engine title is %1$d characters long, more than %2$d.',
						'lodestar'
					),
					length,
					limit
				),
			( length, limit ) =>
				sprintf(
					/* translators: 1: number of characters, 2: the limit. */
					__(
						'The search engine title is %1$d characters long (at most %2$d).',
						'lodestar'
					),
					length,
					limit
				),
		],
		__(
			'Search engines show this title in their results; longer titles are cut.',
			'lodestar'
		)
	);
	checks.search_engine_description = lengthCheck(
		input.description,
		input.limits.description,
		'warning',
		[
			__( 'The search engine description is missing.', 'lodestar' ),
			( length, limit ) =>
				sprintf(
					/* translators: 1: number of characters, 2: the limit. */
					__(
						'The search engine description is %1$d characters long, more than %2$d.',
						'lodestar'
					),
					length,
					limit
				),
			( length, limit ) =>
				sprintf(
					/* translators: 1: number of characters, 2: the limit. */
					__(
						'The search engine description is %1$d characters long (at most %2$d).',
						'lodestar'
					),
					length,
					limit
				),
		],
		__(
			'Search engines may show this description under the title; longer ones are cut.',
			'lodestar'
		)
	);

	const urlWhy = __(
		'Short, readable addresses are easier to share and to understand in search results.',
		'lodestar'
	);
	const urlLength = countCharacters( input.permalink.trim() );
	if ( urlLength === 0 ) {
		checks.url_length = result(
			'suggestion',
			__( 'The URL is not known yet.', 'lodestar' ),
			urlWhy
		);
	} else {
		checks.url_length =
			urlLength > input.limits.url
				? result(
						'warning',
						sprintf(
							/* translators: 1: number of characters, 2: the limit. */
							__(
								'The URL is %1$d characters long, more than %2$d.',
								'lodestar'
							),
							urlLength,
							input.limits.url
						),
						urlWhy
					)
				: result(
						'success',
						sprintf(
							/* translators: 1: number of characters, 2: the limit. */
							__(
								'The URL is %1$d characters long (at most %2$d).',
								'lodestar'
							),
							urlLength,
							input.limits.url
						),
						urlWhy
					);
	}

	const canonicalWhy = __(
		'The canonical URL tells search engines which address to index for this content.',
		'lodestar'
	);
	const canonical = input.canonical.trim();
	if ( canonical === '' ) {
		checks.canonical_url = result(
			'warning',
			__( 'The page prints no canonical URL.', 'lodestar' ),
			canonicalWhy
		);
	} else if ( sameAddress( canonical ) !== sameAddress( input.permalink ) ) {
		checks.canonical_url = result(
			'suggestion',
			sprintf(
				/* translators: %s: the canonical URL. */
				__(
					'The canonical URL points to another address: %s',
					'lodestar'
				),
				canonical
			),
			canonicalWhy
		);
	} else {
		checks.canonical_url = result(
			'success',
			__( 'The canonical URL points to this page.', 'lodestar' ),
			canonicalWhy
		);
	}

	const ogWhy = __(
		'Open Graph tags give social networks the title, description and image of a shared link.',
		'lodestar'
	);
	if ( ! input.og.enabled ) {
		checks.open_graph_tags = result(
			'warning',
			__( 'Open Graph tags are turned off for this site.', 'lodestar' ),
			ogWhy
		);
	} else {
		const missing = [
			input.og.title.trim() === '' ? __( 'title', 'lodestar' ) : '',
			input.og.description.trim() === ''
				? __( 'description', 'lodestar' )
				: '',
			input.og.image.trim() === '' ? __( 'image', 'lodestar' ) : '',
		].filter( ( name ) => name !== '' );
		checks.open_graph_tags =
			missing.length > 0
				? result(
						'warning',
						sprintf(
							/* translators: %s: missing parts, such as "description, image". */
							__( 'The Open Graph tags lack: %s.', 'lodestar' ),
							missing.join( ', ' )
						),
						ogWhy
					)
				: result(
						'success',
						__(
							'The Open Graph title, description and image are set.',
							'lodestar'
						),
						ogWhy
					);
	}

	if ( isPost ) {
		contentChecks(
			checks,
			readContent( input.content ?? '' ).facts,
			input
		);
	}

	keywordChecks( checks, input );
	return checks;
}

/**
 * The checks of the content: subheadings, alt text, media, links, broken links.
 *
 * @param checks Results so far.
 * @param facts  What the content holds.
 * @param input  Page facts.
 */
function contentChecks(
	checks: PageCheckResults,
	facts: ContentFacts,
	input: PageCheckInput
): void {
	checks.sub_headings =
		facts.subheadings === 0
			? result(
					'warning',
					__(
						'No subheadings (H2–H6) found in the content.',
						'lodestar'
					),
					__(
						'Subheadings give the content a structure readers and search engines can follow.',
						'lodestar'
					)
				)
			: result(
					'success',
					sprintf(
						/* translators: %d: number of subheadings. */
						_n(
							'%d subheading (H2–H6) found in the content.',
							'%d subheadings (H2–H6) found in the content.',
							facts.subheadings,
							'lodestar'
						),
						facts.subheadings
					),
					__(
						'Subheadings give the content a structure readers and search engines can follow.',
						'lodestar'
					)
				);

	const altWhy = __(
		'Alt text describes an image to people who cannot see it and to search engines.',
		'lodestar'
	);
	const images = facts.images.length;
	const withoutAlt = facts.images.filter( ( image ) => image.alt === '' );
	if ( images === 0 ) {
		checks.image_alt_text = result(
			'success',
			__(
				'No images in the content, so no alt text is missing.',
				'lodestar'
			),
			altWhy
		);
	} else if ( withoutAlt.length > 0 ) {
		checks.image_alt_text = result(
			'warning',
			sprintf(
				/* translators: 1: images without alt text, 2: all images. */
				_n(
					'%1$d of %2$d images has no alt text.',
					'%1$d of %2$d images have no alt text.',
					withoutAlt.length,
					'lodestar'
				),
				withoutAlt.length,
				images
			),
			altWhy,
			withoutAlt.map(
				( image ) => image.src || __( '(no address)', 'lodestar' )
			)
		);
	} else {
		checks.image_alt_text = result(
			'success',
			sprintf(
				/* translators: %d: number of images. */
				_n(
					'%d image has alt text.',
					'All %d images have alt text.',
					images,
					'lodestar'
				),
				images
			),
			altWhy
		);
	}

	const mediaWhy = __(
		'Images and videos make content easier to take in; a featured image is what shares show.',
		'lodestar'
	);
	const featured = ( input.featured_image ?? '' ).trim() !== '';
	checks.media_present =
		images === 0 && facts.videos === 0 && ! featured
			? result(
					'warning',
					__(
						'No image, video or featured image found.',
						'lodestar'
					),
					mediaWhy
				)
			: result(
					'success',
					sprintf(
						/* translators: 1: "2 images", 2: "1 video", 3: "a featured image" or "no featured image". */
						__(
							'Media: %1$s and %2$s in the content, %3$s.',
							'lodestar'
						),
						sprintf(
							/* translators: %d: number of images. */
							_n( '%d image', '%d images', images, 'lodestar' ),
							images
						),
						sprintf(
							/* translators: %d: number of videos. */
							_n(
								'%d video',
								'%d videos',
								facts.videos,
								'lodestar'
							),
							facts.videos
						),
						featured
							? __( 'a featured image', 'lodestar' )
							: __( 'no featured image', 'lodestar' )
					),
					mediaWhy
				);

	const linksWhy = __(
		'Links lead readers and search engines to related content.',
		'lodestar'
	);
	checks.links_present =
		facts.links === 0
			? result(
					'warning',
					__( 'No links found in the content.', 'lodestar' ),
					linksWhy
				)
			: result(
					'success',
					sprintf(
						/* translators: %d: number of links. */
						_n(
							'%d link found in the content.',
							'%d links found in the content.',
							facts.links,
							'lodestar'
						),
						facts.links
					),
					linksWhy
				);

	checks.broken_links = brokenLinks( facts.checkableLinks, input.links );
}

/**
 * The broken-links check from the results the caller supplies.
 *
 * @param urls   The content's http(s) links.
 * @param status Results by URL, null when not checked.
 */
function brokenLinks(
	urls: string[],
	status: PageCheckInput[ 'links' ]
): PageCheck {
	const why = __(
		'Links that lead nowhere frustrate readers and waste search engines’ time.',
		'lodestar'
	);
	if ( urls.length === 0 ) {
		return result(
			'success',
			__( 'No links to check in the content.', 'lodestar' ),
			why
		);
	}
	if ( ! status ) {
		return result(
			'suggestion',
			__( 'The links have not been checked yet.', 'lodestar' ),
			why
		);
	}
	const broken: string[] = [];
	let unchecked = 0;
	for ( const url of urls ) {
		const found = status[ url ];
		if ( ! found ) {
			unchecked++;
		} else if ( ! found.ok ) {
			broken.push(
				sprintf(
					/* translators: 1: URL, 2: what went wrong. */
					__( '%1$s (%2$s)', 'lodestar' ),
					url,
					found.message
				)
			);
		}
	}
	if ( broken.length > 0 ) {
		return result(
			'error',
			sprintf(
				/* translators: %d: number of broken links. */
				_n(
					'%d broken link found.',
					'%d broken links found.',
					broken.length,
					'lodestar'
				),
				broken.length
			),
			why,
			broken
		);
	}
	if ( unchecked > 0 ) {
		return result(
			'suggestion',
			sprintf(
				/* translators: %d: number of links not checked. */
				_n(
					'%d link has not been checked yet.',
					'%d links have not been checked yet.',
					unchecked,
					'lodestar'
				),
				unchecked
			),
			why
		);
	}
	return result(
		'success',
		sprintf(
			/* translators: %d: number of links checked. */
			_n(
				'%d link works.',
				'All %d links work.',
				urls.length,
				'lodestar'
			),
			urls.length
		),
		why
	);
}

/**
 * The focus keyword checks, or the one suggestion to set a keyword.
 *
 * @param checks Results so far.
 * @param input  Page facts.
 */
function keywordChecks(
	checks: PageCheckResults,
	input: PageCheckInput
): void {
	const keyword = normalizeText( input.focus_keyword );
	const why = __(
		'The focus keyword is the search phrase this content should be found for.',
		'lodestar'
	);
	if ( keyword === '' ) {
		checks.focus_keyword = result(
			'suggestion',
			__( 'No focus keyword set.', 'lodestar' ),
			why
		);
		return;
	}
	// The keyword as written, whitespace collapsed (what the messages quote).
	const shown = plainText( input.focus_keyword );
	const presence = ( found: boolean, yes: string, no: string ): PageCheck =>
		result( found ? 'success' : 'warning', found ? yes : no, why );

	checks.keyword_in_title = presence(
		countKeyword( normalizeText( input.title ), keyword ) > 0,
		sprintf(
			/* translators: %s: focus keyword. */
			__(
				'The focus keyword “%s” appears in the search engine title.',
				'lodestar'
			),
			shown
		),
		sprintf(
			/* translators: %s: focus keyword. */
			__(
				'The focus keyword “%s” does not appear in the search engine title.',
				'lodestar'
			),
			shown
		)
	);
	checks.keyword_in_description = presence(
		countKeyword( normalizeText( input.description ), keyword ) > 0,
		sprintf(
			/* translators: %s: focus keyword. */
			__(
				'The focus keyword “%s” appears in the search engine description.',
				'lodestar'
			),
			shown
		),
		sprintf(
			/* translators: %s: focus keyword. */
			__(
				'The focus keyword “%s” does not appear in the search engine description.',
				'lodestar'
			),
			shown
		)
	);
	const slug = foldForUrl( input.focus_keyword );
	checks.keyword_in_url = presence(
		slug !== '' &&
			`-${ foldForUrl( urlPath( input.permalink ) ) }-`.includes(
				`-${ slug }-`
			),
		sprintf(
			/* translators: %s: focus keyword. */
			__( 'The focus keyword “%s” appears in the URL.', 'lodestar' ),
			shown
		),
		sprintf(
			/* translators: %s: focus keyword. */
			__(
				'The focus keyword “%s” does not appear in the URL.',
				'lodestar'
			),
			shown
		)
	);
	if ( input.kind !== 'post' ) {
		return;
	}
	const count = countKeyword(
		readContent( input.content ?? '' ).text,
		keyword
	);
	checks.keyword_in_content =
		count > 0
			? result(
					'success',
					sprintf(
						/* translators: 1: focus keyword, 2: number of times. */
						_n(
							'The focus keyword “%1$s” appears %2$d time in the content.',
							'The focus keyword “%1$s” appears %2$d times in the content.',
							count,
							'lodestar'
						),
						shown,
						count
					),
					why
				)
			: result(
					'warning',
					sprintf(
						/* translators: %s: focus keyword. */
						__(
							'The focus keyword “%s” does not appear in the content.',
							'lodestar'
						),
						shown
					),
					why
				);
}

/**
 * Results in the list order: errors, warnings, suggestions, successes, ignored ones last
 * (spec 2 §4), each group in check order.
 *
 * @param results Results.
 * @param ignored Ignored ids.
 */
export function sortPageChecks(
	results: PageCheckResults,
	ignored: readonly string[] = []
): Array< [ PageCheckId, PageCheck, boolean ] > {
	const rank: Record< PageCheckStatus, number > = {
		error: 0,
		warning: 1,
		suggestion: 2,
		success: 3,
	};
	const entries = PAGE_CHECK_IDS.flatMap( ( id ) => {
		const check = results[ id ];
		return check
			? [
					[ id, check, ignored.includes( id ) ] as [
						PageCheckId,
						PageCheck,
						boolean,
					],
				]
			: [];
	} );
	return entries
		.map( ( entry, index ) => ( { entry, index } ) )
		.sort( ( a, b ) => {
			const rankA = a.entry[ 2 ] ? 4 : rank[ a.entry[ 1 ].status ];
			const rankB = b.entry[ 2 ] ? 4 : rank[ b.entry[ 1 ].status ];
			return rankA - rankB || a.index - b.index;
		} )
		.map( ( { entry } ) => entry );
}
