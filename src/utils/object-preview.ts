/**
 * Previews of one post or term: the template context the page builds (PHP:
 * Lodestar\Seo\TemplateValues) and the fallback chains of the title, description and social
 * resolvers (TitleResolver, DescriptionResolver, SocialResolver), so the editor shows what
 * the page will print.
 */
import type {
	ObjectFacts,
	ObjectKind,
	PreviewFacts,
	SeoFields,
} from '../types/page-seo';
import { getLengthLimits } from './limits';
import { plainText, resolveTemplate, trimToLength } from './template-variables';
import type { TemplateContext, TemplateKind } from './template-variables';

/** Resolves one template (resolveTemplate's signature). */
export type Resolve = (
	template: string,
	context: TemplateContext,
	kind: TemplateKind
) => string;

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

/** The object's own text, as edited (unsaved) in the editor or stored for a term. */
export interface ObjectText {
	title: string;
	excerpt?: string;
	content?: string;
	/** Term description (may hold HTML). */
	description?: string;
	permalink?: string;
}

/**
 * The context the page resolves the object's templates against.
 *
 * Singular: raw title, excerpt and content, the tagline as default description. Term: the
 * name as %title% and %term_title%, the description as %term_description% and (cut to the
 * description length) as %excerpt%.
 *
 * @param kind   post or term.
 * @param facts  Preview facts of the server.
 * @param object The object's text.
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
	object: ObjectText
): TemplateContext {
	const context: TemplateContext = {
		// The author, dates and terms as saved: only the server knows them.
		...facts.object?.variables,
		site_name: facts.site_name,
		tagline: facts.tagline,
		separator: facts.separator,
		site_url: facts.site_url,
		auto_generate_description: facts.auto_generate_description ?? true,
		description_length: getLengthLimits().description,
		default_description: '',
		page: '',
		title: object.title,
		permalink: object.permalink ?? '',
	};
	if ( kind === 'post' ) {
		context.default_description = facts.tagline;
		context.excerpt = object.excerpt ?? '';
		context.content = object.content ?? '';
	} else {
		const description = object.description ?? '';
		context.term_title = object.title;
		context.term_description = description;
		context.excerpt = trimToLength(
			plainText( description ),
			getLengthLimits().description
		);
	}
	return context;
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

/**
 * The first non-empty title the candidate templates give (TitleResolver::first_of).
 *
 * @param templates Candidates, best first.
 * @param context   Context.
 * @param resolve
 */
function firstTitle(
	templates: string[],
	context: TemplateContext,
	resolve: Resolve
): string {
	for ( const template of templates ) {
		if ( template.trim() === '' ) {
			continue;
		}
		const title = resolve( template, context, 'title' );
		if ( title !== '' ) {
			return title;
		}
	}
	return '';
}

export interface ObjectPreview {
	title: string;
	description: string;
	facebook: { title: string; description: string; image: string };
	twitter: { title: string; description: string; image: string };
}

/**
 * Everything the previews show, resolved like the page resolves it.
 *
 * - Title: the object's title template, else the site's, else the global default title.
 * - Description: the object's description template, else the site's.
 * - Facebook: its own title/description, else the SEO ones; image: its own, else the site's
 *   fallback image (the page may also use the featured or first content image).
 * - X: its own values, else the Facebook ones.
 *
 * @param fields  The object's fields (edited values).
 * @param facts   Preview facts.
 * @param context Template context (objectTemplateContext()).
 * @param resolve Template resolver (memoizedResolve() to reuse results).
 */
export function objectPreview(
	fields: Pick<
		SeoFields,
		| 'page_title'
		| 'page_description'
		| 'facebook_title'
		| 'facebook_description'
		| 'facebook_image_url'
		| 'twitter_title'
		| 'twitter_description'
		| 'twitter_image_url'
	>,
	facts: Pick<
		PreviewFacts,
		| 'title_template'
		| 'description_template'
		| 'default_title'
		| 'fallback_image'
	>,
	context: TemplateContext,
	resolve: Resolve = resolveTemplate
): ObjectPreview {
	const title = firstTitle(
		[ fields.page_title, facts.title_template, facts.default_title ],
		context,
		resolve
	);
	const descriptionTemplate =
		fields.page_description.trim() !== ''
			? fields.page_description
			: facts.description_template;
	const description =
		descriptionTemplate.trim() === ''
			? ''
			: resolve( descriptionTemplate, context, 'description' );

	const ownText = ( template: string, kind: 'title' | 'description' ) =>
		template.trim() === '' ? '' : resolve( template, context, kind );

	const facebook = {
		title: ownText( fields.facebook_title, 'title' ) || title,
		description:
			ownText( fields.facebook_description, 'description' ) ||
			description,
		image: fields.facebook_image_url || facts.fallback_image,
	};
	return {
		title,
		description,
		facebook,
		twitter: {
			title: ownText( fields.twitter_title, 'title' ) || facebook.title,
			description:
				ownText( fields.twitter_description, 'description' ) ||
				facebook.description,
			image: fields.twitter_image_url || facebook.image,
		},
	};
}
