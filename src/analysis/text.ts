/**
 * Text rules of the page checks: how the focus keyword is compared with the title, the
 * description, the content and the URL. PHP twin: Lodestar\Analysis\Page\KeywordText; both
 * run tests/fixtures/page-checks.json.
 *
 * - normalizeText(): Unicode NFC, the apostrophes ’ ‘ ʼ read as ', lower case (with final
 *   sigma ς read as σ and the dotted capital I's "i̇" as "i", so both languages agree), white
 *   space collapsed (the template engine's set) and trimmed.
 * - countKeyword(): non-overlapping occurrences of the normalized keyword in the normalized
 *   text, only where it stands between word boundaries: the characters before and after are
 *   not Unicode letters, digits or combining marks. Scripts written without spaces between
 *   words (Han, Hiragana, Katakana, Thai, Lao, Khmer, Myanmar) have no such boundary: a
 *   keyword that starts (ends) with one of their characters needs none before (after) it.
 * - foldForUrl(): the normalized text with its accents removed (NFD, combining marks dropped,
 *   then ß æ ø œ ł đ ð þ ı transliterated), quotes and apostrophes dropped (as WordPress
 *   drops them from slugs), every run of other characters than letters and digits turned into
 *   one hyphen, hyphens trimmed: "Crème brûlée" reads "creme-brulee", "Don't" "dont".
 *   Accents are folded only here, where the keyword meets a slug.
 * - urlPath(): the path of a URL (no scheme, host, query or fragment), percent-decoded where
 *   the escapes form valid UTF-8.
 */
import { collapseWhitespace } from '../utils/template-variables';

const APOSTROPHES = /[\u2019\u2018\u02BC]/g;

/** Scripts written without spaces between words: a keyword starting with one of them ... */
const NO_SPACE_SCRIPTS =
	/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** ... or ending with one. */
const NO_SPACE_SCRIPTS_END =
	/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]$/u;
const WORD_BEFORE = '(?<![\\p{L}\\p{N}\\p{M}])';
const WORD_AFTER = '(?![\\p{L}\\p{N}\\p{M}])';

/** Letters that no canonical decomposition turns into a plain letter, as slugs spell them. */
const TRANSLITERATIONS: Readonly< Record< string, string > > = {
	ß: 'ss',
	æ: 'ae',
	ø: 'o',
	œ: 'oe',
	ł: 'l',
	đ: 'd',
	ð: 'd',
	þ: 'th',
	ı: 'i',
};

/**
 * NFC, apostrophes, lower case, collapsed whitespace.
 *
 * @param text Plain text.
 */
export function normalizeText( text: string ): string {
	return collapseWhitespace(
		text
			.normalize( 'NFC' )
			.replace( APOSTROPHES, "'" )
			.toLowerCase()
			.replace( /ς/g, 'σ' )
			.replace( /i\u0307/g, 'i' )
	);
}

/**
 * A string as a literal part of a regular expression.
 *
 * @param text Text.
 */
function escapeRegExp( text: string ): string {
	// Only the syntax characters: in Unicode mode, escaping anything else is an error.
	return text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
}

/**
 * Occurrences of a keyword in a text, both normalized, at word boundaries.
 *
 * @param text    Normalized text.
 * @param keyword Normalized keyword ('' never matches).
 */
export function countKeyword( text: string, keyword: string ): number {
	if ( keyword === '' || text === '' ) {
		return 0;
	}
	const before = NO_SPACE_SCRIPTS.test( keyword ) ? '' : WORD_BEFORE;
	const after = NO_SPACE_SCRIPTS_END.test( keyword ) ? '' : WORD_AFTER;
	const pattern = new RegExp(
		`${ before }${ escapeRegExp( keyword ) }${ after }`,
		'gu'
	);
	return text.match( pattern )?.length ?? 0;
}

/**
 * Accent-folded, hyphenated form of a text, for comparing with a URL.
 *
 * @param text Plain text or a decoded URL path.
 */
export function foldForUrl( text: string ): string {
	return normalizeText( text )
		.normalize( 'NFD' )
		.replace( /\p{M}+/gu, '' )
		.replace(
			/[ßæøœłđðþı]/g,
			( letter ) => TRANSLITERATIONS[ letter ] ?? letter
		)
		.replace( /['"]/g, '' )
		.replace( /[^\p{L}\p{N}]+/gu, '-' )
		.replace( /^-+|-+$/g, '' );
}

/**
 * The path of a URL, percent-decoded where the escapes are valid UTF-8.
 *
 * @param url Absolute or relative URL.
 */
export function urlPath( url: string ): string {
	const path = url
		.trim()
		.replace( /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '' )
		.replace( /[?#][\s\S]*$/, '' );
	return path.replace( /(?:%[0-9a-f]{2})+/gi, ( escapes ) => {
		try {
			return decodeURIComponent( escapes );
		} catch {
			return escapes;
		}
	} );
}
