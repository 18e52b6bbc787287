/**
 * The settings search index: every route, and every field of the screens, built from the
 * same field definitions the screens render (screens/<screen>/fields.ts).
 *
 * Only definitions are imported here (plain data), never screen components, so the index
 * stays small in the main bundle while the screens load lazily.
 */
import type { PostContent, SiteSettings } from '../../src/types/api';
import type { FieldDefinition } from '../fields/types';
import { getArchivePageFields } from '../screens/archive-pages/fields';
import { getHomePageFields } from '../screens/home-page/fields';
import { getFeatureFields } from '../screens/manage-features/fields';
import { getMetaTemplateFields } from '../screens/meta-templates/fields';
import { getMiscellaneousFields } from '../screens/miscellaneous/fields';
import { getRobotsFields } from '../screens/robot-instructions/fields';
import { getAccountFields } from '../screens/social-accounts/fields';
import { getFacebookFields } from '../screens/social-facebook/fields';
import { getSocialImageFields } from '../screens/social-image/fields';
import { getXFields } from '../screens/social-x/fields';
import type { AdminRoute, Section } from './types';

export interface SearchEntry {
	/** Unique key: the path, plus '#field' for a field. */
	key: string;
	path: string;
	/** Field to focus after navigating (absent for a route). */
	fieldId?: string;
	label: string;
	/** Where it is, e.g. 'General › Home Page › Social'. */
	context: string;
	/** Lower-cased label. */
	name: string;
	/** Lower-cased text the query must match. */
	text: string;
}

/**
 * Every field definition of every screen.
 *
 * @param site        Site settings (social profile definitions); null while loading.
 * @param postContent Post content lists (robots options); null while loading.
 */
export function getAllFields(
	site: SiteSettings | null,
	postContent: PostContent | null
): FieldDefinition[] {
	return [
		...getMetaTemplateFields(),
		...getHomePageFields(),
		...getSocialImageFields(),
		...getFacebookFields(),
		...getXFields(),
		...getAccountFields( site?.social_profiles ),
		...getArchivePageFields(),
		...getRobotsFields( postContent ),
		...getFeatureFields(),
		...getMiscellaneousFields(),
	];
}

/**
 * Where a route is: its section and parent labels, e.g. 'General › Home Page'.
 *
 * @param route    Route.
 * @param routes   Routes.
 * @param sections Sections.
 */
function routeContext(
	route: AdminRoute,
	routes: AdminRoute[],
	sections: Section[]
): string {
	const section = sections.find( ( item ) => item.id === route.section );
	const parent = route.parent
		? routes.find( ( item ) => item.path === route.parent )
		: undefined;
	return [ section?.label, parent?.label ].filter( Boolean ).join( ' › ' );
}

/**
 * Builds the index of the enabled routes and of the fields on them.
 *
 * @param routes   Enabled routes.
 * @param sections Sections.
 * @param fields   Field definitions.
 */
export function buildSearchIndex(
	routes: AdminRoute[],
	sections: Section[],
	fields: FieldDefinition[]
): SearchEntry[] {
	const entries: SearchEntry[] = [];
	for ( const route of routes ) {
		if ( route.redirect || route.locked ) {
			continue;
		}
		const context = routeContext( route, routes, sections );
		entries.push( {
			key: route.path,
			path: route.path,
			label: route.label,
			context,
			name: route.label.toLowerCase(),
			text: [
				route.label,
				route.submenuLabel ?? '',
				context,
				...( route.keywords ?? [] ),
			]
				.join( ' ' )
				.toLowerCase(),
		} );
	}
	for ( const field of fields ) {
		const route = routes.find( ( item ) => item.path === field.route );
		if ( ! route || route.locked ) {
			continue;
		}
		const context = [ routeContext( route, routes, sections ), route.label ]
			.filter( Boolean )
			.join( ' › ' );
		entries.push( {
			key: `${ field.route }#${ field.id }`,
			path: field.route,
			fieldId: field.id,
			label: field.label,
			context,
			name: field.label.toLowerCase(),
			text: [
				field.label,
				field.description ?? '',
				field.tooltip ?? '',
				field.group ?? '',
				...( field.options ?? [] ).map( ( option ) => option.label ),
				...( field.keywords ?? [] ),
				context,
			]
				.join( ' ' )
				.toLowerCase(),
		} );
	}
	return entries;
}

/**
 * Entries matching a query: every word must occur; label matches rank first.
 *
 * @param index Index.
 * @param query Query.
 * @param limit Most entries returned.
 */
export function searchIndex(
	index: SearchEntry[],
	query: string,
	limit: number
): SearchEntry[] {
	const phrase = query.trim().toLowerCase();
	const words = phrase.split( /\s+/ ).filter( Boolean );
	if ( words.length === 0 ) {
		return [];
	}
	const scored: Array< { entry: SearchEntry; score: number } > = [];
	for ( const entry of index ) {
		if ( ! words.every( ( word ) => entry.text.includes( word ) ) ) {
			continue;
		}
		let score = 0;
		if ( entry.name.includes( phrase ) ) {
			score = 2;
		} else if ( words.every( ( word ) => entry.name.includes( word ) ) ) {
			score = 1;
		}
		scored.push( { entry, score } );
	}
	// Array.prototype.sort is stable: equal scores keep index order (routes, then fields).
	scored.sort( ( a, b ) => b.score - a.score );
	return scored.slice( 0, limit ).map( ( item ) => item.entry );
}
