/**
 * Previews of one post or term: the editor's facts turned into the page facts and settings of
 * the resolver chain (resolvers.ts, the TS twin of Lodestar\Seo\TemplateValues and the title,
 * description and social resolvers), so the editor shows what the page will print. Nothing
 * here re-derives a fallback: resolveSeo() does.
 */
import type { ObjectFacts, ObjectKind, PreviewFacts } from '../types/page-seo';
import { getLengthLimits } from './limits';
import { resolveSeo, templateValues } from './resolvers';
import type {
	Resolve,
	ResolvedSeo,
	ResolverContext,
	ResolverOverrides,
} from './resolvers';
import { resolveTemplate } from './template-variables';
import type { TemplateContext } from './template-variables';

export type { Resolve } from './resolvers';

/**
 * resolveTemplate with a cache per context object: while only the SEO fields change (the
 * context, holding the possibly long post content, stays the same object), templates that did
 * not change cost nothing. A new context starts a new cache; the old one is collected.
 *
 * @param base The resolver to cache (resolveTemplate).
 */
export function memoizedResolve( base: Resolve = resolveTemplate ): Resolve {
	const cache = new WeakMap< TemplateContext, Map< string, string > >();
	return ( template, context, kind ) => {
		let results = cache.get( context );
		if ( ! results ) {
			results = new Map();
			cache.set( context, results );
		}
		const key = `${ kind }\u0000${ template }`;
		let result = results.get( key );
		if ( result === undefined ) {
			result = base( template, context, kind );
			results.set( key, result );
		}
		return result;
	};
}

/** A post's image facts the page uses and the editor knows (not the server's preview facts). */
export interface ObjectImages {
	/** URL of the featured image (the media store's source_url), '' for none. */
	featuredImage?: string;
	/** Whether the post has a password (its text then never reaches the head). */
	protected?: boolean;
}

/** The object's own text, as edited (unsaved) in the editor or stored for a term. */
export interface ObjectText {
	title: string;
	excerpt?: string;
	content?: string;
	/** Term description (may hold HTML). */
	description?: string;
	permalink?: string;
	/** The focus keyword field, as edited (%focus_keyword%). */
	focusKeyword?: string;
}

/**
 * The page facts of a post or term as the editor holds them (the twin's ResolverContext).
 *
 * @param kind   post or term.
 * @param facts  Preview facts of the server.
 * @param object The object's text.
 * @param images The post's featured image and password state, as the editor knows them.
 */
export function objectResolverContext(
	kind: ObjectKind,
	facts: Pick< PreviewFacts, 'site_name' | 'tagline' | 'site_url' > & {
		object?: Pick< ObjectFacts, 'variables' >;
	},
	object: ObjectText,
	images: ObjectImages = {}
): ResolverContext {
	const shared = {
		site: {
			name: facts.site_name,
			tagline: facts.tagline,
			url: facts.site_url,
		},
		title: object.title,
		permalink: object.permalink ?? '',
		variables: facts.object?.variables,
		...( object.focusKeyword !== undefined
			? { focus_keyword: object.focusKeyword }
			: {} ),
	};
	if ( kind === 'term' ) {
		return {
			kind: 'term',
			...shared,
			description: object.description ?? '',
		};
	}
	return {
		kind: 'post',
		...shared,
		excerpt: object.excerpt ?? '',
		content: object.content ?? '',
		protected: images.protected ?? false,
		featured_image: images.featuredImage ?? '',
	};
}

/**
 * The context the page resolves the object's templates against (the twin's templateValues()).
 *
 * Singular: raw title, excerpt and content, the tagline as default description. Term: the
 * name as %title% and %term_title%, the description as %term_description% and (cut to the
 * description length) as %excerpt%.
 *
 * @param kind   post or term.
 * @param facts  Preview facts of the server.
 * @param object The object's text.
 * @param images The post's featured image and password state.
 */
export function objectTemplateContext(
	kind: ObjectKind,
	facts: Pick<
		PreviewFacts,
		'site_name' | 'tagline' | 'site_url' | 'separator'
	> &
		Partial< Pick< PreviewFacts, 'auto_generate_description' > > & {
			object?: Pick< ObjectFacts, 'variables' >;
		},
	object: ObjectText,
	images: ObjectImages = {}
): TemplateContext {
	return templateValues(
		objectResolverContext( kind, facts, object, images ),
		{
			separator: facts.separator,
			auto_generate_description: facts.auto_generate_description ?? true,
		},
		getLengthLimits().description
	);
}

/**
 * Whether a template needs the post content (%content%, or %excerpt% without an excerpt):
 * the editor then serializes the blocks, which is the costly part, only when it must.
 *
 * @param templates Templates.
 * @param excerpt   The post's excerpt.
 */
export function needsContent( templates: string[], excerpt: string ): boolean {
	return templates.some(
		( template ) =>
			template.includes( '%content%' ) ||
			( template.includes( '%excerpt%' ) && excerpt.trim() === '' )
	);
}

export type ObjectPreview = ResolvedSeo;

/**
 * Everything the previews show, resolved by the page's chain (resolvers.ts resolveSeo()):
 * the object's fields, then the site's templates (from the preview facts), then the global
 * default title; social values fall back to the SEO ones, images to the featured image and
 * the site's fallback image; X to Facebook.
 *
 * @param fields  The object's fields (edited values).
 * @param facts   Preview facts.
 * @param context Template context (objectTemplateContext()).
 * @param resolve Template resolver (memoizedResolve() to reuse results).
 * @param images  The post's featured image and password state (the editor's media store).
 */
export function objectPreview(
	fields: ResolverOverrides,
	facts: Pick<
		PreviewFacts,
		| 'title_template'
		| 'description_template'
		| 'default_title'
		| 'fallback_image'
	> &
		Partial<
			Pick< PreviewFacts, 'separator' | 'auto_generate_description' >
		>,
	context: TemplateContext,
	resolve: Resolve = resolveTemplate,
	images: ObjectImages = {}
): ObjectPreview {
	return resolveSeo(
		{
			kind: 'post',
			site: {
				name: context.site_name ?? '',
				tagline: context.tagline ?? '',
				url: context.site_url ?? '',
			},
			protected: images.protected ?? false,
			featured_image: images.featuredImage ?? '',
		},
		{
			separator: facts.separator ?? context.separator ?? '',
			page_title: facts.title_template,
			page_description: facts.description_template,
			auto_generate_description: facts.auto_generate_description ?? true,
			global_default: { page_title: facts.default_title },
			fallback_image: facts.fallback_image,
		},
		fields,
		{ values: context, resolve }
	);
}
