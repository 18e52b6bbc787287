/**
 * The template-variable engine (%title%, %site_name%, ...), TypeScript half.
 *
 * Mirrors Lodestar\Seo\TemplateVariables (includes/Seo/TemplateVariables.php) rule for rule so
 * live previews equal what the page prints; both halves pass every vector of
 * tests/fixtures/template-variables.json. The rules, in order:
 *
 * 1. `%name%` with name `[a-z][a-z0-9_]*`, one left-to-right pass; unknown names give ''.
 *    Besides title … permalink, the plain values of PLAIN_VARIABLES (term_title, archive_title,
 *    search_query, page, currentyear, category, tag, primary_category, post_type_singular,
 *    parent_title, term_hierarchy, post_id, author_first_name, post_year, page_number,
 *    currenttime, …) are the plain text of the context value of that name; `excerpt_only` is
 *    the plain excerpt without rule 3's fallbacks.
 * 2. Every context text value becomes plain text: (content only) shortcode tags removed, script
 *    and style elements removed with their content, comments removed, block-level tags and
 *    `<br>` become a space, other tags nothing, HTML entities decoded, whitespace collapsed.
 * 3. `%excerpt%`: plain excerpt, else (unless auto_generate_description is false) the plain
 *    content cut at a word boundary to description_length code points, else the plain
 *    default_description.
 * 4. Whitespace collapsed after substitution; titles lose separators left dangling at either
 *    end (only where a separator stands alone, so "-40° winters" keeps its minus).
 * 5. Lengths are Unicode code points.
 *
 * Output is plain text: React escapes it when rendering.
 */
import { DEFAULT_LENGTH_LIMITS } from './limits';

export type TemplateKind = 'title' | 'description' | 'text';

export interface TemplateContext {
	title?: string;
	site_name?: string;
	tagline?: string;
	separator?: string;
	excerpt?: string;
	content?: string;
	site_url?: string;
	permalink?: string;
	term_title?: string;
	term_description?: string;
	archive_title?: string;
	author_name?: string;
	search_query?: string;
	/** " - Page 2 of 3" on page 2 and later, '' on page 1 (computed by the caller). */
	page?: string;
	published?: string;
	modified?: string;
	currentdate?: string;
	currentyear?: string;
	currentmonth?: string;
	currentday?: string;
	/** A post's categories joined with ", " (a category archive: its name). */
	category?: string;
	/** A post's tags joined with ", " (a tag archive: its name). */
	tag?: string;
	/** A post's first category (a category archive: its name). */
	primary_category?: string;
	/** The post's or term's focus keyword (its `focus_keyword` field). */
	focus_keyword?: string;
	/** Singular label of the post's type (a post type archive: its type). */
	post_type_singular?: string;
	/** Plural label of the post's type (a post type archive: its type). */
	post_type_plural?: string;
	/** The title of the post's published parent. */
	parent_title?: string;
	/** A term's ancestors and itself (a post: its primary category's), joined by " <separator> ". */
	term_hierarchy?: string;
	/** The post's id. */
	post_id?: string;
	/** The author's (post author or archive author) first name, last name and biography. */
	author_first_name?: string;
	author_last_name?: string;
	author_description?: string;
	/** Parts of the post's publish date: year ("2024"), month ("March"), day ("05"). */
	post_year?: string;
	post_month?: string;
	post_day?: string;
	/** The page number ("1" on the first page) and the number of pages. */
	page_number?: string;
	page_total?: string;
	/** The current time in the site's time format. */
	currenttime?: string;
	/** Whether an empty excerpt falls back to the content (default true). */
	auto_generate_description?: boolean;
	/** Maximum code points of a generated excerpt (default 160). */
	description_length?: number | string;
	default_description?: string;
}

/** Variables the engine knows. */
export const KNOWN_VARIABLES = [
	'title',
	'site_name',
	'tagline',
	'separator',
	'excerpt',
	'content',
	'site_url',
	'permalink',
	'term_title',
	'term_description',
	'archive_title',
	'author_name',
	'search_query',
	'page',
	'published',
	'modified',
	'currentdate',
	'currentyear',
	'currentmonth',
	'currentday',
	'category',
	'tag',
	'primary_category',
	'focus_keyword',
	'excerpt_only',
	'post_type_singular',
	'post_type_plural',
	'parent_title',
	'term_hierarchy',
	'post_id',
	'author_first_name',
	'author_last_name',
	'author_description',
	'post_year',
	'post_month',
	'post_day',
	'page_number',
	'page_total',
	'currenttime',
] as const;

export type KnownVariable = ( typeof KNOWN_VARIABLES )[ number ];

/** Variables the engine computes from other values (the excerpt rules, the content). */
const COMPUTED_VARIABLES: readonly KnownVariable[] = [
	'excerpt',
	'content',
	'excerpt_only',
];

/** Variables whose value is the plain text of the context value of the same name. */
export const PLAIN_VARIABLES: readonly KnownVariable[] = KNOWN_VARIABLES.filter(
	( name ) => ! COMPUTED_VARIABLES.includes( name )
);

/** Maximum length of a generated excerpt of a context without description_length, in code points. */
export const DEFAULT_DESCRIPTION_LENGTH = DEFAULT_LENGTH_LIMITS.description;

/** Characters stripped from both ends of a title, besides the configured separator. */
export const TITLE_EDGE_SEPARATORS: readonly string[] = [
	'-',
	'–',
	'—',
	':',
	'·',
	'•',
	'*',
	'⋆',
	'|',
	'~',
	'«',
	'»',
	'<',
	'>',
];

const VARIABLE_PATTERN = /%([a-z][a-z0-9_]*)%/g;

const BLOCK_TAGS =
	'address|article|aside|blockquote|br|caption|dd|details|dialog|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hgroup|hr|li|main|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul';

const SCRIPT_STYLE_PATTERN = /<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENT_PATTERN = /<!--[\s\S]*?(?:-->|$)/g;
const BLOCK_TAG_PATTERN = new RegExp( `</?(?:${ BLOCK_TAGS })\\b[^>]*>`, 'gi' );
const TAG_PATTERN = /<\/?[a-zA-Z][^>]*>/g;
const SHORTCODE_PATTERN = /\[\/?[A-Za-z][A-Za-z0-9_-]*(?:\s[^[\]]*)?\/?\]/g;
const ENTITY_PATTERN =
	/&(?:#([0-9]+)|#[xX]([0-9a-fA-F]+)|([A-Za-z][A-Za-z0-9]*));/g;
// JavaScript's \s is exactly the set the PHP half spells out.
const WHITESPACE_PATTERN = /\s+/g;

/** Named entities decoded when no DOM is available (the DOM knows the full HTML5 table). */
const FALLBACK_ENTITIES: Readonly< Record< string, string > > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
	hellip: '…',
	ndash: '–',
	mdash: '—',
	lsquo: '‘',
	rsquo: '’',
	ldquo: '“',
	rdquo: '”',
	laquo: '«',
	raquo: '»',
	middot: '·',
	bull: '•',
	copy: '©',
	reg: '®',
	trade: '™',
	semi: ';',
};

let decoder: HTMLTextAreaElement | null = null;

/**
 * Decodes one named entity (`name` without `&` and `;`), or returns null when unknown.
 *
 * @param name Entity name.
 */
function decodeNamedEntity( name: string ): string | null {
	if ( typeof document === 'undefined' ) {
		return FALLBACK_ENTITIES[ name ] ?? null;
	}
	decoder ??= document.createElement( 'textarea' );
	// A textarea parses its content as RCDATA: markup stays text, nothing runs.
	decoder.innerHTML = `&${ name };`;
	const decoded = decoder.value;
	// Browsers also decode legacy prefixes ("&notit;" -> "¬it;"); PHP only decodes whole
	// names, so anything that still carries the trailing ";" was not one entity.
	if (
		decoded === `&${ name };` ||
		( decoded.endsWith( ';' ) && name !== 'semi' )
	) {
		return null;
	}
	return decoded;
}

/**
 * Whether PHP's html_entity_decode (ENT_HTML5) decodes this numeric code point.
 *
 * @param codePoint Code point.
 */
function isAllowedCodePoint( codePoint: number ): boolean {
	return (
		codePoint === 0x09 ||
		codePoint === 0x0a ||
		codePoint === 0x0c ||
		( codePoint >= 0x20 && codePoint <= 0x7e ) ||
		( codePoint >= 0xa0 && codePoint <= 0xd7ff ) ||
		( codePoint >= 0xe000 &&
			codePoint <= 0x10ffff &&
			codePoint % 0x10000 < 0xfffe &&
			( codePoint < 0xfdd0 || codePoint > 0xfdef ) )
	);
}

/**
 * Decodes HTML entities: named (HTML5), decimal and hexadecimal, each with its ";".
 *
 * @param text Text with entities.
 */
export function decodeEntities( text: string ): string {
	if ( ! text.includes( '&' ) ) {
		return text;
	}
	return text.replace(
		ENTITY_PATTERN,
		( match, decimal?: string, hex?: string, name?: string ) => {
			if ( name !== undefined ) {
				return decodeNamedEntity( name ) ?? match;
			}
			const codePoint =
				decimal !== undefined
					? parseInt( decimal, 10 )
					: parseInt( hex ?? '', 16 );
			return isAllowedCodePoint( codePoint )
				? String.fromCodePoint( codePoint )
				: match;
		}
	);
}

/**
 * Collapses every whitespace run to one space and trims.
 *
 * @param text Text.
 */
export function collapseWhitespace( text: string ): string {
	return text.replace( WHITESPACE_PATTERN, ' ' ).replace( /^ +| +$/g, '' );
}

/**
 * Turns HTML into one line of plain text (rule 2, without shortcodes).
 *
 * @param html HTML or text.
 */
export function plainText( html: string ): string {
	if ( html === '' ) {
		return '';
	}
	const text = html
		.replace( SCRIPT_STYLE_PATTERN, '' )
		.replace( COMMENT_PATTERN, '' )
		.replace( BLOCK_TAG_PATTERN, ' ' )
		.replace( TAG_PATTERN, '' );
	return collapseWhitespace( decodeEntities( text ) );
}

/**
 * Removes shortcode tags, keeping the text they enclose.
 *
 * @param text Content.
 */
export function stripShortcodes( text: string ): string {
	return text.includes( '[' ) ? text.replace( SHORTCODE_PATTERN, '' ) : text;
}

/**
 * Length in Unicode code points, the way counters and previews count.
 *
 * @param text Text.
 */
export function countCharacters( text: string ): number {
	let count = 0;
	// eslint-disable-next-line @typescript-eslint/no-unused-vars
	for ( const _ of text ) {
		count++;
	}
	return count;
}

/**
 * Cuts plain text to `limit` code points at a word boundary; hard cut when there is none.
 *
 * @param text  Plain text with single spaces.
 * @param limit Maximum code points.
 */
export function trimToLength( text: string, limit: number ): string {
	const chars = Array.from( text );
	if ( chars.length <= limit ) {
		return text;
	}
	const head = chars.slice( 0, limit + 1 );
	const space = head.lastIndexOf( ' ' );
	const cut = space > 0 ? head.slice( 0, space ) : chars.slice( 0, limit );
	return cut.join( '' ).replace( / +$/, '' );
}

/**
 * Strips separators left dangling at either end of a title, repeatedly.
 *
 * A separator counts only where it stands alone: the whole title, followed by a space at the
 * start, or preceded by a space at the end. So "- Site" and "Post •" lose it, while
 * "<3 Cats", "*New* arrivals" and "-40° winters" keep their first character.
 *
 * @param title     Collapsed title.
 * @param separator Configured separator, plain text.
 */
export function stripEdgeSeparators(
	title: string,
	separator: string
): string {
	const candidates =
		separator === ''
			? TITLE_EDGE_SEPARATORS
			: [ separator, ...TITLE_EDGE_SEPARATORS ];
	let result = title;
	let before: string;
	do {
		before = result;
		for ( const candidate of candidates ) {
			if (
				result === candidate ||
				result.startsWith( `${ candidate } ` )
			) {
				result = result.slice( candidate.length ).replace( /^ +/, '' );
				break;
			}
		}
		for ( const candidate of candidates ) {
			if (
				result === candidate ||
				result.endsWith( ` ${ candidate }` )
			) {
				result = result
					.slice( 0, result.length - candidate.length )
					.replace( / +$/, '' );
				break;
			}
		}
	} while ( result !== before );
	return result;
}

/**
 * A context value as a string ('' for anything that is not a string or number).
 *
 * @param context Context.
 * @param key     Key.
 */
function contextText(
	context: TemplateContext,
	key: keyof TemplateContext
): string {
	const value: unknown = context[ key ];
	if ( typeof value === 'string' ) {
		return value;
	}
	if ( typeof value === 'number' && Number.isFinite( value ) ) {
		return String( value );
	}
	return '';
}

/**
 * The description length of a context: a positive integer, else the default.
 *
 * @param context Context.
 */
function descriptionLength( context: TemplateContext ): number {
	const raw = context.description_length;
	const value =
		typeof raw === 'number' ||
		( typeof raw === 'string' && raw.trim() !== '' )
			? Math.trunc( Number( raw ) )
			: NaN;
	return Number.isFinite( value ) && value > 0
		? value
		: DEFAULT_DESCRIPTION_LENGTH;
}

/**
 * The %excerpt% value (rule 3).
 *
 * @param context Context.
 */
function excerpt( context: TemplateContext ): string {
	const explicit = plainText( contextText( context, 'excerpt' ) );
	if ( explicit !== '' ) {
		return explicit;
	}
	if ( context.auto_generate_description !== false ) {
		const generated = trimToLength(
			plainText( stripShortcodes( contextText( context, 'content' ) ) ),
			descriptionLength( context )
		);
		if ( generated !== '' ) {
			return generated;
		}
	}
	return plainText( contextText( context, 'default_description' ) );
}

/**
 * Value of one variable.
 *
 * @param name    Variable name.
 * @param context Context.
 */
function variable( name: string, context: TemplateContext ): string {
	switch ( name ) {
		case 'excerpt':
			return excerpt( context );
		case 'content':
			return plainText(
				stripShortcodes( contextText( context, 'content' ) )
			);
		case 'excerpt_only':
			return plainText( contextText( context, 'excerpt' ) );
		default:
			return ( PLAIN_VARIABLES as readonly string[] ).includes( name )
				? plainText(
						contextText( context, name as keyof TemplateContext )
					)
				: '';
	}
}

/**
 * Resolves a template against a context.
 *
 * @param template Template such as '%title% - %site_name%'.
 * @param context  Context values.
 * @param kind     'title' strips separators from both ends.
 * @return Plain text.
 */
export function resolveTemplate(
	template: string,
	context: TemplateContext,
	kind: TemplateKind = 'text'
): string {
	const cache = new Map< string, string >();
	const substituted = template.replace(
		VARIABLE_PATTERN,
		( _match, name: string ) => {
			let value = cache.get( name );
			if ( value === undefined ) {
				value = variable( name, context );
				cache.set( name, value );
			}
			return value;
		}
	);
	const result = collapseWhitespace( substituted );
	return kind === 'title'
		? stripEdgeSeparators(
				result,
				plainText( contextText( context, 'separator' ) )
			)
		: result;
}
