/**
 * What the page checks count in a post's content: subheadings, images (and those without alt
 * text), videos and links. PHP twin: Lodestar\Analysis\Page\ContentScan; both run
 * tests/fixtures/page-checks.json.
 *
 * One linear pass over the tags, so nesting (headings in groups, links in columns) does not
 * matter and a 600-block post costs one scan:
 * 1. HTML comments (block delimiters included) and script / style elements are removed.
 * 2. Opening tags of h2–h6, img, a, video, iframe, embed, object and figure, and closing
 *    figure tags, are read in order (`<name` followed by a word boundary, case-insensitive).
 * 3. Attributes: the first of each name counts (names in lower case); values are
 *    entity-decoded.
 * - Subheadings: h2–h6.
 * - Images: img; one has no alt text when its alt is missing or only whitespace.
 * - Videos: video, iframe, embed and object; a figure whose classes hold `wp-block-embed` and
 *   `is-type-video` (a video embed, as the editor serializes it) counts as one video, and the
 *   players inside it (the rendered page's iframe) are not counted again.
 * - Links: a with an href that is not empty, not only a fragment (#…) and not javascript:;
 *   those starting with http:// or https:// can be checked for being broken (each URL once).
 */
import {
	collapseWhitespace,
	decodeEntities,
} from '../utils/template-variables';

export interface ContentImage {
	src: string;
	alt: string;
}

export interface ContentFacts {
	subheadings: number;
	images: ContentImage[];
	videos: number;
	links: number;
	/** Distinct http(s) link targets, in order of appearance. */
	checkableLinks: string[];
}

const HIDDEN =
	/<!--[\s\S]*?(?:-->|$)|<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const TAGS =
	/<(\/?)(h[2-6]|img|a|video|iframe|embed|object|figure)\b([^>]*)>/gi;
const ATTRIBUTES =
	/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * The attributes of a tag: lower-case name => decoded value (the first of each name).
 *
 * @param source The text between the tag name and `>`.
 */
function attributes( source: string ): Map< string, string > {
	const found = new Map< string, string >();
	for ( const match of source.matchAll( ATTRIBUTES ) ) {
		const name = ( match[ 1 ] ?? '' ).toLowerCase();
		if ( ! found.has( name ) ) {
			found.set(
				name,
				decodeEntities( match[ 2 ] ?? match[ 3 ] ?? match[ 4 ] ?? '' )
			);
		}
	}
	return found;
}

/**
 * Counts what the checks need in rendered (or serialized) content.
 *
 * @param html Content HTML.
 */
export function scanContent( html: string ): ContentFacts {
	const facts: ContentFacts = {
		subheadings: 0,
		images: [],
		videos: 0,
		links: 0,
		checkableLinks: [],
	};
	const visible = html.replace( HIDDEN, '' );
	const seen = new Set< string >();
	// Open figures: whether each is a video embed.
	const figures: boolean[] = [];
	let inVideoEmbed = 0;
	for ( const match of visible.matchAll( TAGS ) ) {
		const closing = match[ 1 ] === '/';
		const name = ( match[ 2 ] ?? '' ).toLowerCase();
		if ( name === 'figure' ) {
			if ( closing ) {
				if ( figures.pop() ) {
					inVideoEmbed--;
				}
				continue;
			}
			const classes = (
				attributes( match[ 3 ] ?? '' ).get( 'class' ) ?? ''
			)
				.split( /\s+/ )
				.filter( Boolean );
			const video =
				classes.includes( 'wp-block-embed' ) &&
				classes.includes( 'is-type-video' );
			figures.push( video );
			if ( video ) {
				inVideoEmbed++;
				facts.videos++;
			}
			continue;
		}
		if ( closing ) {
			continue;
		}
		switch ( name ) {
			case 'img': {
				const attrs = attributes( match[ 3 ] ?? '' );
				facts.images.push( {
					src: ( attrs.get( 'src' ) ?? '' ).trim(),
					alt: collapseWhitespace( attrs.get( 'alt' ) ?? '' ),
				} );
				break;
			}
			case 'a': {
				const href = (
					attributes( match[ 3 ] ?? '' ).get( 'href' ) ?? ''
				).trim();
				if (
					href === '' ||
					href.startsWith( '#' ) ||
					/^javascript:/i.test( href )
				) {
					break;
				}
				facts.links++;
				if ( /^https?:\/\//i.test( href ) && ! seen.has( href ) ) {
					seen.add( href );
					facts.checkableLinks.push( href );
				}
				break;
			}
			case 'video':
			case 'iframe':
			case 'embed':
			case 'object':
				if ( inVideoEmbed === 0 ) {
					facts.videos++;
				}
				break;
			default:
				facts.subheadings++;
		}
	}
	return facts;
}
