/**
 * Fixers of site checks: the `lodestar.checkFixers` JS filter (contracts15.md) and the fixes
 * Lodestar itself supplies through it for the checks a setting can fix.
 *
 * `lodestar.checkFixers` ( fixers: Record< checkId, CheckFixer > ) => fixers. A check without
 * a fixer shows its fix button locked. Lodestar's own fixers are added at priority 5, so an
 * extension's fixer for the same id (default priority 10) replaces them.
 */
import {
	dispatch as defaultDispatch,
	select as defaultSelect,
} from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';
import { addFilter, applyFilters, hasFilter } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';

import { store } from '../../../src/store';
import { getAdminBoot } from '../../../src/utils/boot';

export interface CheckFixer {
	/** Button text; by default 'Help Me Fix' or 'Fix It For Me' (fixButtonLabel). */
	label?: string;
	/** Does the fix; the screen then re-runs the checks. Receives the field's value if any. */
	run: ( value?: string ) => Promise< void >;
	/** Text of the confirmation dialog shown before run(). */
	confirm?: string;
	/** Lodestar addition: one text field in the confirmation dialog, passed to run(). */
	field?: { label: string; value?: string };
}

export type CheckFixers = Record< string, CheckFixer >;

/** Check ids Lodestar fixes itself (the site-engine names these checks). */
export const LODESTAR_FIXED_CHECKS = {
	visibility: 'search_engine_visibility',
	sitemap: 'sitemap_reachable',
	tagline: 'site_tagline',
	otherPlugin: 'other_seo_plugins',
} as const;

const FILTER = 'lodestar.checkFixers';
const NAMESPACE = 'lodestar/site-fixers';

/**
 * The fixers of the `lodestar.checkFixers` filter, entries that are not fixers dropped.
 */
export function getFixers(): CheckFixers {
	const filtered: unknown = applyFilters( FILTER, {} );
	if ( ! filtered || typeof filtered !== 'object' ) {
		return {};
	}
	const fixers: CheckFixers = {};
	for ( const [ id, fixer ] of Object.entries( filtered ) ) {
		if (
			fixer &&
			typeof fixer === 'object' &&
			typeof ( fixer as CheckFixer ).run === 'function'
		) {
			fixers[ id ] = fixer as CheckFixer;
		}
	}
	return fixers;
}

/**
 * The fix button's text (spec 2 §2): 'Help Me Fix' for title, description and URL checks,
 * otherwise 'Fix It For Me'; a fixer's own label wins.
 *
 * @param id    Check id.
 * @param fixer Its fixer, if any.
 */
export function fixButtonLabel( id: string, fixer?: CheckFixer ): string {
	if ( fixer?.label ) {
		return fixer.label;
	}
	return /(^|[_-])(title|description|url)s?([_-]|$)/i.test( id )
		? __( 'Help Me Fix', 'lodestar' )
		: __( 'Fix It For Me', 'lodestar' );
}

/**
 * Lodestar's fixers, reading and writing through a registry's `lodestar/seo` store.
 *
 * @param registry          Registry with the store (select and dispatch).
 * @param registry.select   Registry's select.
 * @param registry.dispatch Registry's dispatch.
 */
export function createLodestarFixers( registry: {
	select: DataRegistry[ 'select' ];
	dispatch: DataRegistry[ 'dispatch' ];
} ): CheckFixers {
	const fixers: CheckFixers = {
		[ LODESTAR_FIXED_CHECKS.visibility ]: {
			confirm: __(
				'Search engines will be allowed to index this site (Settings > Reading). The checks then run again.',
				'lodestar'
			),
			run: () => registry.dispatch( store ).allowSearchEngines(),
		},
		[ LODESTAR_FIXED_CHECKS.tagline ]: {
			confirm: __(
				'Enter a short description of the site. It is saved as the tagline (Settings > General) and the checks run again.',
				'lodestar'
			),
			field: { label: __( 'Tagline', 'lodestar' ) },
			run: ( value?: string ) =>
				registry.dispatch( store ).saveTagline( value ?? '' ),
		},
		[ LODESTAR_FIXED_CHECKS.otherPlugin ]: {
			confirm: __(
				'The Plugins screen opens so that you can deactivate the other SEO plugin. Two SEO plugins print duplicate tags.',
				'lodestar'
			),
			run: async () => {
				window.location.assign(
					`${ getAdminBoot().adminUrl }plugins.php?plugin_status=active`
				);
			},
		},
	};
	// Turning the sitemap on fixes it only while it is off.
	const saved = registry.select( store ).getSavedSettings();
	if ( ! saved || ! saved.enable_xml_sitemap ) {
		fixers[ LODESTAR_FIXED_CHECKS.sitemap ] = {
			confirm: __(
				'The XML sitemap will be turned on and the checks run again.',
				'lodestar'
			),
			run: () => registry.dispatch( store ).enableXmlSitemap(),
		};
	}
	return fixers;
}

/**
 * Adds Lodestar's fixers to the filter once (on the page's default registry).
 */
export function registerLodestarFixers(): void {
	if ( hasFilter( FILTER, NAMESPACE ) ) {
		return;
	}
	addFilter(
		FILTER,
		NAMESPACE,
		( fixers: CheckFixers ) => ( {
			...createLodestarFixers( {
				select: defaultSelect,
				dispatch: defaultDispatch,
			} as unknown as DataRegistry ),
			...fixers,
		} ),
		5
	);
}
