/**
 * The content types of the Meta Templates switcher: which `content_types` key each edits,
 * which robots list slug names it, and the sample page its preview resolves.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { ContentTypeOption, PostContent } from '../../../src/types/api';
import type { ContentTypeEntry } from '../../../src/types/settings';
import type { ResolverContext, SiteFacts } from '../../../src/utils/resolvers';
import type { ContentTypeGroup } from '../../../src/utils/variables';

/** One choice of the switcher. */
export interface ContentTypeChoice {
	/** Key in `content_types` (PHP: Context::content_type()). */
	key: string;
	label: string;
	group: ContentTypeGroup;
	/** Post type or taxonomy name; '' for the fixed archives. */
	name: string;
	/** The post type's or taxonomy's own plural label; '' for the fixed archives. */
	typeLabel: string;
	/** The item of the robots lists naming it; null when its robots are fixed (404). */
	robotsSlug: string | null;
}

/** The sample post the screen previews (site settings' `sample`). */
export interface SamplePost {
	title: string;
	excerpt: string;
	content: string;
	permalink: string;
}

/** An empty entry: every value falls back to the global one. */
export const EMPTY_ENTRY: ContentTypeEntry = {
	title: '',
	description: '',
	schema: '',
};

/**
 * Every content type the switcher offers, in order: public post types (Posts, Pages, custom
 * types such as Products), public taxonomies, then the archives (post type archives, author,
 * date, search results, 404). The fixed archives are offered while the lists load.
 *
 * @param content  Public post types and taxonomies (null while loading).
 * @param archives Post types with an archive (null while loading or when they failed).
 */
export function contentTypeChoices(
	content: PostContent | null,
	archives: ContentTypeOption[] | null
): ContentTypeChoice[] {
	const choices: ContentTypeChoice[] = [];
	( content?.post_types ?? [] ).forEach( ( type: ContentTypeOption ) =>
		choices.push( {
			key: `post_type:${ type.slug }`,
			label: type.label,
			group: 'post_type',
			name: type.slug,
			typeLabel: type.label,
			robotsSlug: type.slug,
		} )
	);
	( content?.taxonomies ?? [] ).forEach( ( taxonomy: ContentTypeOption ) =>
		choices.push( {
			key: `taxonomy:${ taxonomy.slug }`,
			label: taxonomy.label,
			group: 'taxonomy',
			name: taxonomy.slug,
			typeLabel: taxonomy.label,
			robotsSlug: taxonomy.slug,
		} )
	);
	const publicTypes = new Map(
		( content?.post_types ?? [] ).map( ( type ) => [
			type.slug,
			type.label,
		] )
	);
	( archives ?? [] )
		.filter( ( type ) => publicTypes.has( type.slug ) )
		.forEach( ( type ) =>
			choices.push( {
				key: `pta:${ type.slug }`,
				label: sprintf(
					/* translators: %s: post type name such as Products. */
					__( '%s archive', 'lodestar' ),
					publicTypes.get( type.slug ) ?? type.label
				),
				group: 'pta',
				name: type.slug,
				typeLabel: publicTypes.get( type.slug ) ?? type.label,
				robotsSlug: `pta:${ type.slug }`,
			} )
		);
	choices.push(
		{
			key: 'archive:author',
			label: __( 'Author archives', 'lodestar' ),
			group: 'author',
			name: '',
			typeLabel: '',
			robotsSlug: 'author',
		},
		{
			key: 'archive:date',
			label: __( 'Date archives', 'lodestar' ),
			group: 'date',
			name: '',
			typeLabel: '',
			robotsSlug: 'date',
		},
		{
			key: 'archive:search',
			label: __( 'Search results', 'lodestar' ),
			group: 'search',
			name: '',
			typeLabel: '',
			robotsSlug: 'search',
		},
		{
			key: 'archive:404',
			label: __( '404 page', 'lodestar' ),
			group: '404',
			name: '',
			typeLabel: '',
			robotsSlug: null,
		}
	);
	return choices;
}

/**
 * The page a content type's preview resolves: the sample post for post types, an example
 * term, archive, author, date or search for the others.
 *
 * @param choice Content type.
 * @param site   Site facts.
 * @param sample The site's sample post.
 * @param now    Today (the date archive's example).
 */
export function sampleContext(
	choice: ContentTypeChoice,
	site: SiteFacts,
	sample: SamplePost,
	now: Date = new Date()
): ResolverContext {
	switch ( choice.group ) {
		case 'post_type':
			return {
				kind: choice.name === 'post' ? 'post' : 'page',
				type: choice.name,
				site,
				title: sample.title,
				excerpt: sample.excerpt,
				content: sample.content,
				permalink: sample.permalink,
				// Only the plural label is known here; the singular one shows it too.
				variables: {
					post_type_singular: choice.typeLabel,
					post_type_plural: choice.typeLabel,
				},
			};
		case 'taxonomy':
			return {
				kind: 'term',
				type: choice.name,
				site,
				title: __( 'Example term', 'lodestar' ),
				description: __(
					'The description of the example term.',
					'lodestar'
				),
			};
		case 'pta':
			return {
				kind: 'post-type-archive',
				type: choice.name,
				site,
				title: choice.typeLabel,
			};
		case 'author':
			return {
				kind: 'author',
				site,
				title: __( 'Jane Doe', 'lodestar' ),
				description: __( 'The biography of the author.', 'lodestar' ),
			};
		case 'date':
			return { kind: 'date', site, title: String( now.getFullYear() ) };
		case 'search':
			return {
				kind: 'search',
				site,
				query: __( 'example', 'lodestar' ),
			};
		case '404':
			return { kind: '404', site };
	}
}

/**
 * The entry of a content type with one value changed: a new `content_types` object.
 *
 * @param entries Current entries (unsaved edits included).
 * @param key     Content type key.
 * @param field   Value to change.
 * @param value   New value.
 */
export function withEntryValue(
	entries: Partial< Record< string, ContentTypeEntry > >,
	key: string,
	field: keyof ContentTypeEntry,
	value: string
): Partial< Record< string, ContentTypeEntry > > {
	return {
		...entries,
		[ key ]: { ...EMPTY_ENTRY, ...entries[ key ], [ field ]: value },
	};
}
