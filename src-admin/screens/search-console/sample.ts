/**
 * Placeholders shown blurred under the connect overlay (spec §2): sample top pages.
 */
import type { ContentRow } from '../../../src/api/search-console';

/**
 * Five made-up pages.
 *
 * @param siteUrl The site's URL (the pages are made to look like its own).
 */
export function sampleContentRows( siteUrl: string ): ContentRow[] {
	const base = ( siteUrl || 'https://example.com' ).replace( /\/*$/, '/' );
	const pages: Array< [ string, number, number, number ] > = [
		[ 'getting-started', 820, 14200, 4.2 ],
		[ 'pricing', 610, 9800, 6.8 ],
		[ 'blog/seo-checklist', 430, 12100, 12.5 ],
		[ 'about', 210, 5400, 17.9 ],
		[ 'contact', 95, 3900, 24.3 ],
	];
	return pages.map( ( [ slug, clicks, impressions, position ] ) => ( {
		url: `${ base }${ slug }/`,
		title: '',
		current: { clicks, impressions, position },
		changes: { clicks: 0, impressions: 0, position: 0 },
	} ) );
}
