/**
 * The resolver chain, TypeScript half: what a page prints as its title, meta description and
 * Open Graph / X title, description and image, from the page's facts, the settings and the
 * object's own SEO fields.
 *
 * Mirrors the PHP chain rule for rule (Lodestar\Seo\TemplateValues for the variable values,
 * TitleResolver, DescriptionResolver, SocialResolver and Overrides for the fallbacks); both
 * halves pass every vector of tests/fixtures/resolvers.json, so a preview built here equals
 * the page. Every preview (Meta Templates, Home Page, Social screens, the editor sidebar and
 * the term popup) calls resolveSeo() and re-derives no fallback of its own.
 *
 * - Title: the object's SEO title, then the title template of the page's content type
 *   (`content_types`, contentTypeKey()), then the `page_title` template, then
 *   `global_default.page_title`; the latest-posts home page: `home_page_title`, then
 *   `global_default.home_page_title`. The first template that resolves to text wins; on page
 *   2 and later a template without %page% gets one after its first %title% (or at its end).
 * - Description: the object's SEO description, else the description template of the page's
 *   content type, else `page_description` (search results and 404 pages: none); the
 *   latest-posts home page: `home_page_description`. %excerpt% gives the
 *   excerpt (home: the tagline; archives: the description), then with
 *   `auto_generate_description` on the content, then the default description: the tagline;
 *   with `auto_generate_description` on, a home page without a tagline and a term without a
 *   description get one built from the name and the listed posts' titles (listingDescription()).
 * - Facebook (Open Graph): the object's Facebook title / description (home:
 *   `home_page_facebook_*`), else the SEO ones; image: the object's Facebook image (home:
 *   `home_page_facebook_image_url`), then on singular pages the featured image and the first
 *   image of the content, then `fallback_image`.
 * - X: the Facebook values on the home page when `twitter_same_as_facebook` is on; otherwise
 *   its own title, description and image (home: `home_page_twitter_*`), each falling back to
 *   the Facebook value.
 * - The object's fields act only on singular pages and terms, and only while page-level SEO
 *   is on (`enable_page_level_seo`).
 */
import { __, _x, sprintf } from '@wordpress/i18n';

import type { SeoFields, ServerVariables } from '../types/page-seo';
import type { ContentTypeEntry } from '../types/settings';
import {
	countCharacters,
	DEFAULT_DESCRIPTION_LENGTH,
	plainText,
	resolveTemplate,
	trimToLength,
} from './template-variables';
import type { TemplateContext, TemplateKind } from './template-variables';

/** Resolves one template (resolveTemplate's signature). */
export type Resolve = (
	template: string,
	context: TemplateContext,
	kind: TemplateKind
) => string;

/**
 * What a page shows (PHP: Seo\Context kinds, with singular split by what the previews edit).
 *
 * post / page: a singular post or page; home-static: the page shown as a static front page;
 * blog: the page for posts; home-latest: the front page listing the latest posts; term: a
 * category, tag or custom taxonomy archive; post-type-archive, author, date, search, 404.
 */
export type ResolverKind =
	| 'post'
	| 'page'
	| 'home-static'
	| 'blog'
	| 'home-latest'
	| 'term'
	| 'post-type-archive'
	| 'author'
	| 'date'
	| 'search'
	| '404';

/** The site's name, tagline and home URL, as plain text (decoded). */
export interface SiteFacts {
	name: string;
	tagline: string;
	/** home_url() without a trailing slash. */
	url: string;
}

/** The page's facts: what the object is, as the page sees it. */
export interface ResolverContext {
	kind: ResolverKind;
	site: SiteFacts;
	/**
	 * The content type: the post type of post, page, home-static and blog pages (default `post`
	 * for post and `page` for the others), the taxonomy of a term (default `category`), the
	 * post type of a post type archive (no default).
	 */
	type?: string;
	/**
	 * %title% of the page: the post's raw title, the term's name, the author's display name,
	 * the post type's plural label, the readable date ("2024", "March 2024").
	 */
	title?: string;
	/** Singular: the raw excerpt. */
	excerpt?: string;
	/** Singular: the raw content (HTML, blocks, shortcodes). */
	content?: string;
	/** Term description, author biography, post type description (may hold HTML). */
	description?: string;
	/** Search results: the phrase searched for. */
	query?: string;
	/**
	 * Term: the names of its ancestors, root first (%term_hierarchy%); when not given, the
	 * server's `variables.term_hierarchy`, else the term alone.
	 */
	ancestors?: string[];
	/** Post type archive: the type's singular label (default: its plural label, the title). */
	type_singular?: string;
	permalink?: string;
	/** Singular: a password-protected post, whose text never reaches the head. */
	protected?: boolean;
	/** Singular: URL of the featured image (full size), '' for none. */
	featured_image?: string;
	/** Singular: URL of the first image of the content as the page reads it, '' for none. */
	content_image?: string;
	/**
	 * Singular and term: the object's focus keyword (%focus_keyword%; PHP reads it through
	 * Overrides, so it is '' while page-level SEO is off).
	 */
	focus_keyword?: string;
	/** The author, dates and terms as the server resolves them (ObjectSettingsController). */
	variables?: ServerVariables;
	/** Page number (1 for the first page) and number of pages. */
	page?: number;
	pages?: number;
	/**
	 * home-latest and term: the raw titles of the published posts the page lists, in its
	 * order (PHP: Context::$posts, the main query's posts).
	 */
	posts?: string[];
}

/** The settings the chain reads (the store's Settings fit; the editor builds one from its facts). */
export interface ResolverSettings {
	separator: string;
	page_title: string;
	page_description: string;
	auto_generate_description: boolean;
	global_default: { page_title: string; home_page_title?: string };
	/** Templates per content type (keys: contentTypeKey()); an empty value means the global one. */
	content_types?: Partial<
		Record<
			string,
			Partial< Pick< ContentTypeEntry, 'title' | 'description' > >
		>
	>;
	fallback_image: string;
	/** Whether the objects' own fields act (default on: the editor only runs while it is). */
	enable_page_level_seo?: boolean;
	home_page_title?: string;
	home_page_description?: string;
	home_page_facebook_title?: string;
	home_page_facebook_description?: string;
	home_page_facebook_image_url?: string;
	home_page_twitter_title?: string;
	home_page_twitter_description?: string;
	home_page_twitter_image_url?: string;
	twitter_same_as_facebook?: '1' | '';
}

/** The object's own fields the chain reads. */
export type ResolverOverrides = Partial<
	Pick<
		SeoFields,
		| 'page_title'
		| 'page_description'
		| 'facebook_title'
		| 'facebook_description'
		| 'facebook_image_url'
		| 'twitter_title'
		| 'twitter_description'
		| 'twitter_image_url'
	>
>;

/** Title, description and image shared on one network. */
export interface SocialTexts {
	title: string;
	description: string;
	/** Image URL, '' for none. */
	image: string;
}

/** Everything the chain gives. */
export interface ResolvedSeo {
	title: string;
	description: string;
	facebook: SocialTexts;
	twitter: SocialTexts;
}

const SINGULAR_KINDS: readonly ResolverKind[] = [
	'post',
	'page',
	'home-static',
	'blog',
];

/**
 * Whether a kind shows one post (PHP: Context::SINGULAR or Context::BLOG).
 *
 * @param kind Kind.
 */
export function isSingularKind( kind: ResolverKind ): boolean {
	return SINGULAR_KINDS.includes( kind );
}

/**
 * The SEO fields of the page's own object (PHP: Seo\Overrides): every field of a post or a
 * term; an author's title and description only (Meta\AuthorSeo); none on other pages.
 *
 * @param kind      Kind.
 * @param overrides The object's fields.
 */
function objectFields(
	kind: ResolverKind,
	overrides: ResolverOverrides
): ResolverOverrides {
	if ( isSingularKind( kind ) || kind === 'term' ) {
		return overrides;
	}
	if ( kind === 'author' ) {
		return {
			page_title: overrides.page_title,
			page_description: overrides.page_description,
		};
	}
	return {};
}

/**
 * The key of a page's content type in the `content_types` setting (PHP:
 * Context::content_type()): `post_type:<name>`, `taxonomy:<name>`, `pta:<post type>`,
 * `archive:author|date|search|404`; '' for the latest-posts home page and a post type archive
 * whose type is not given.
 *
 * @param context Page facts (kind and type).
 */
export function contentTypeKey(
	context: Pick< ResolverContext, 'kind' | 'type' >
): string {
	switch ( context.kind ) {
		case 'post':
			return `post_type:${ context.type ?? 'post' }`;
		case 'page':
		case 'home-static':
		case 'blog':
			return `post_type:${ context.type ?? 'page' }`;
		case 'term':
			return `taxonomy:${ context.type ?? 'category' }`;
		case 'post-type-archive':
			return context.type ? `pta:${ context.type }` : '';
		case 'author':
		case 'date':
		case 'search':
		case '404':
			return `archive:${ context.kind }`;
		case 'home-latest':
			return '';
	}
}

/**
 * Whether this is page 2 or later.
 *
 * @param context Page facts.
 */
function isPaged( context: ResolverContext ): boolean {
	return ( context.page ?? 1 ) > 1;
}

/**
 * The %page% value: " - Page 2 of 3" on page 2 and later, '' on page 1
 * (PHP: TemplateValues::page_text).
 *
 * @param context   Page facts.
 * @param separator Separator.
 */
export function pageText(
	context: ResolverContext,
	separator: string
): string {
	if ( ! isPaged( context ) ) {
		return '';
	}
	const page = context.page ?? 1;
	const pages = Math.max( 1, context.pages ?? 1 );
	const text =
		pages >= page
			? sprintf(
					/* translators: 1: current page number, 2: number of pages. */
					__( 'Page %1$d of %2$d', 'lodestar' ),
					page,
					pages
				)
			: sprintf(
					/* translators: %d: current page number. */
					__( 'Page %d', 'lodestar' ),
					page
				);
	return ` ${ separator } ${ text }`;
}

/**
 * A description cut to the description length at a word boundary.
 *
 * @param html   Description (may hold HTML).
 * @param length Most code points (the description limit).
 */
function summary( html: string, length: number ): string {
	return trimToLength( plainText( html ), length );
}

/**
 * HTML-escapes plain text, so that the engine's plainText() gives it back unchanged.
 *
 * @param text Plain text.
 */
function escapeText( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );
}

/**
 * The description built for a listing that has none (PHP: TemplateValues::listing_description()):
 * "Latest posts from Site: First title, Second title" (home page) or "Latest posts in Term: …"
 * (term archive), with as many of the listed titles, in order, as fit in the description
 * length; only the name when nothing is listed; the name and first title cut at a word boundary
 * when even one title does not fit. Returned HTML-escaped, as `default_description` is read as
 * HTML.
 *
 * @param format The translated sentence: the name and the list of titles in it.
 * @param name   Site or term name.
 * @param posts  Raw titles of the listed posts.
 * @param limit  Description length in code points.
 */
export function listingDescription(
	format: ( name: string, titles: string ) => string,
	name: string,
	posts: readonly string[],
	limit: number
): string {
	const plainName = plainText( name );
	const titles = posts
		.map( ( title ) => plainText( title ) )
		.filter( ( title ) => title !== '' );
	if ( titles.length === 0 ) {
		return escapeText( trimToLength( plainName, limit ) );
	}
	const compose = ( list: string ): string =>
		plainName === '' ? list : format( plainName, list );
	let list = '';
	for ( const title of titles ) {
		const longer =
			list === ''
				? title
				: sprintf(
						/* translators: 1: post titles so far, 2: the next post title. */
						_x( '%1$s, %2$s', 'list of post titles', 'lodestar' ),
						list,
						title
					);
		if ( countCharacters( compose( longer ) ) > limit ) {
			break;
		}
		list = longer;
	}
	return escapeText(
		list === ''
			? trimToLength( compose( titles[ 0 ] ?? '' ), limit )
			: compose( list )
	);
}

/**
 * The template values of a page (PHP: TemplateValues::base()).
 *
 * What %title% means per kind: the post's raw title, the tagline (latest-posts home), the term
 * name, the post type's label, the author's name, the date, "Search results for “…”", "Page
 * not found". %excerpt% is the post's excerpt, or the term / post type / author description
 * cut to the description length; only singular pages and the home page fall back to the
 * tagline, and with `auto_generate_description` on a home page without a tagline and a term
 * without a description to a description built from the listed posts (listingDescription()).
 *
 * @param context           Page facts.
 * @param settings          Settings (separator and auto_generate_description).
 * @param descriptionLength Most code points of a generated excerpt.
 */
export function templateValues(
	context: ResolverContext,
	settings: Pick<
		ResolverSettings,
		'separator' | 'auto_generate_description'
	>,
	descriptionLength: number = DEFAULT_DESCRIPTION_LENGTH
): TemplateContext {
	const { site } = context;
	const values: TemplateContext = {
		// The author, dates and terms as saved: only the server knows them.
		...context.variables,
		site_name: site.name,
		tagline: site.tagline,
		separator: settings.separator,
		site_url: site.url,
		auto_generate_description: settings.auto_generate_description,
		description_length: descriptionLength,
		default_description: '',
		page: pageText( context, settings.separator ),
		page_number: String( Math.max( 1, context.page ?? 1 ) ),
		page_total: String( Math.max( 1, context.pages ?? 1 ) ),
	};
	const title = context.title ?? '';
	if (
		context.focus_keyword !== undefined &&
		( isSingularKind( context.kind ) || context.kind === 'term' )
	) {
		values.focus_keyword = context.focus_keyword;
	}
	switch ( context.kind ) {
		case 'post':
		case 'page':
		case 'home-static':
		case 'blog':
			values.default_description = site.tagline;
			values.title = title;
			values.permalink = context.permalink ?? '';
			if ( ! context.protected ) {
				// Never leak the text of a password-protected post into the head.
				values.excerpt = context.excerpt ?? '';
				values.content = context.content ?? '';
			}
			break;
		case 'home-latest':
			// No post: %title% is the tagline (so "%title% - %site_name%" reads "Site" without one).
			values.title = site.tagline;
			values.excerpt = site.tagline;
			values.permalink = `${ site.url.replace( /\/+$/, '' ) }/`;
			values.default_description = site.tagline;
			if (
				plainText( site.tagline ) === '' &&
				settings.auto_generate_description
			) {
				values.default_description = listingDescription(
					( name, titles ) =>
						sprintf(
							/* translators: 1: site name, 2: titles of the latest posts, separated by commas. */
							__( 'Latest posts from %1$s: %2$s', 'lodestar' ),
							name,
							titles
						),
					site.name,
					context.posts ?? [],
					descriptionLength
				);
			}
			break;
		case 'term':
			values.title = title;
			values.term_title = title;
			values.term_description = context.description ?? '';
			values.term_hierarchy =
				context.ancestors !== undefined
					? [ ...context.ancestors, title ].join(
							` ${ settings.separator } `
						)
					: ( context.variables?.term_hierarchy ?? title );
			values.excerpt = summary(
				context.description ?? '',
				descriptionLength
			);
			values.permalink = context.permalink ?? '';
			if ( values.excerpt === '' && settings.auto_generate_description ) {
				values.default_description = listingDescription(
					( name, titles ) =>
						sprintf(
							/* translators: 1: category, tag or term name, 2: titles of its latest posts, separated by commas. */
							__( 'Latest posts in %1$s: %2$s', 'lodestar' ),
							name,
							titles
						),
					title,
					context.posts ?? [],
					descriptionLength
				);
			}
			break;
		case 'post-type-archive':
			values.title = title;
			values.post_type_plural = title;
			values.post_type_singular = context.type_singular ?? title;
			values.excerpt = summary(
				context.description ?? '',
				descriptionLength
			);
			values.permalink = context.permalink ?? '';
			break;
		case 'author':
			values.title = title;
			values.author_name = title;
			values.excerpt = summary(
				context.description ?? '',
				descriptionLength
			);
			values.permalink = context.permalink ?? '';
			break;
		case 'date':
			values.title = title;
			break;
		case 'search':
			values.search_query = context.query ?? '';
			values.title = sprintf(
				/* translators: %s: search phrase. */
				__( 'Search results for “%s”', 'lodestar' ),
				context.query ?? ''
			);
			break;
		case '404':
			values.title = __( 'Page not found', 'lodestar' );
			break;
	}
	return values;
}

/**
 * Adds %page% to a title template on page 2 and later, unless it has one
 * (PHP: TitleResolver::with_page).
 *
 * @param context  Page facts.
 * @param template Template.
 */
function withPage( context: ResolverContext, template: string ): string {
	if ( ! isPaged( context ) || template.includes( '%page%' ) ) {
		return template;
	}
	const position = template.indexOf( '%title%' );
	if ( position === -1 ) {
		return `${ template } %page%`;
	}
	const end = position + '%title%'.length;
	return `${ template.slice( 0, end ) } %page%${ template.slice( end ) }`;
}

/**
 * An image URL as the page takes it: trimmed, '' for none.
 *
 * @param url URL.
 */
function imageUrl( url: string | undefined ): string {
	return ( url ?? '' ).trim();
}

export interface ResolveOptions {
	/**
	 * Template values built by templateValues() for this context (pass the same object while
	 * only the fields change, so a memoizing resolver skips unchanged templates).
	 */
	values?: TemplateContext;
	/** Template resolver (default resolveTemplate). */
	resolve?: Resolve;
	/** Most code points of a generated excerpt (default 160, as the page). */
	descriptionLength?: number;
}

/**
 * Title, description and the Facebook and X texts and images of a page, by the page's rules.
 *
 * @param context   Page facts.
 * @param settings  Settings (unsaved edits included, where a screen previews them).
 * @param overrides The object's own fields (edited values); ignored on pages without an object.
 * @param options   Values, resolver, description length.
 */
export function resolveSeo(
	context: ResolverContext,
	settings: ResolverSettings,
	overrides: ResolverOverrides = {},
	options: ResolveOptions = {}
): ResolvedSeo {
	const values =
		options.values ??
		templateValues( context, settings, options.descriptionLength );
	const resolve = options.resolve ?? resolveTemplate;
	const own =
		settings.enable_page_level_seo !== false
			? objectFields( context.kind, overrides )
			: {};
	const field = ( name: keyof ResolverOverrides ): string =>
		( own[ name ] ?? '' ).trim();
	const isHome = context.kind === 'home-latest';
	const typeKey = contentTypeKey( context );
	const typeEntry = typeKey ? settings.content_types?.[ typeKey ] : undefined;

	// The first non-empty title the templates give (PHP: TitleResolver::first_of).
	const firstTitle = ( templates: Array< string | undefined > ): string => {
		for ( const template of templates ) {
			if ( template === undefined || template.trim() === '' ) {
				continue;
			}
			const title = resolve(
				withPage( context, template ),
				values,
				'title'
			);
			if ( title !== '' ) {
				return title;
			}
		}
		return '';
	};
	const describe = ( template: string | undefined ): string =>
		template === undefined || template.trim() === ''
			? ''
			: resolve( template, values, 'description' );

	const title = isHome
		? firstTitle( [
				settings.home_page_title,
				settings.global_default.home_page_title,
			] )
		: firstTitle( [
				field( 'page_title' ),
				typeEntry?.title,
				settings.page_title,
				settings.global_default.page_title,
			] );

	let description = '';
	if ( isHome ) {
		description = describe( settings.home_page_description );
	} else {
		const ownDescription = field( 'page_description' );
		const typeTemplate = typeEntry?.description ?? '';
		let template = settings.page_description;
		if ( ownDescription !== '' ) {
			template = ownDescription;
		} else if ( typeTemplate.trim() !== '' ) {
			template = typeTemplate;
		} else if ( context.kind === 'search' || context.kind === '404' ) {
			template = '';
		}
		description = describe( template );
	}

	// Facebook: its own values, else the SEO ones; image: its own, the page's, the fallback.
	let image = imageUrl(
		isHome
			? settings.home_page_facebook_image_url
			: field( 'facebook_image_url' )
	);
	if ( image === '' && isSingularKind( context.kind ) ) {
		image = imageUrl( context.featured_image );
		if ( image === '' && ! context.protected ) {
			image = imageUrl( context.content_image );
		}
	}
	const facebook: SocialTexts = {
		title:
			firstTitle( [
				isHome
					? settings.home_page_facebook_title
					: field( 'facebook_title' ),
			] ) || title,
		description:
			describe(
				isHome
					? settings.home_page_facebook_description
					: field( 'facebook_description' )
			) || description,
		image: image || imageUrl( settings.fallback_image ),
	};

	// X: the Facebook values on the home page when "same as Facebook" is on; else its own,
	// each falling back to the Facebook value.
	if ( isHome && settings.twitter_same_as_facebook === '1' ) {
		return { title, description, facebook, twitter: { ...facebook } };
	}
	const twitter: SocialTexts = {
		title:
			firstTitle( [
				isHome
					? settings.home_page_twitter_title
					: field( 'twitter_title' ),
			] ) || facebook.title,
		description:
			describe(
				isHome
					? settings.home_page_twitter_description
					: field( 'twitter_description' )
			) || facebook.description,
		image:
			imageUrl(
				isHome
					? settings.home_page_twitter_image_url
					: field( 'twitter_image_url' )
			) || facebook.image,
	};
	return { title, description, facebook, twitter };
}
