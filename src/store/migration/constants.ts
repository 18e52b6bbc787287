/**
 * Constants of the migration slice (kept out of selectors.ts, whose exports are all selectors).
 */

/** Rows per page of the dry-run report. */
export const MIGRATION_PREVIEW_PER_PAGE = 20;

/**
 * The key of one page of the dry-run report.
 *
 * @param pluginSlug Source plugin.
 * @param overwrite  Whether objects holding Lodestar values would be replaced.
 * @param page       Page, from 1.
 */
export function previewKey(
	pluginSlug: string,
	overwrite: boolean,
	page: number
): string {
	return `${ pluginSlug }|${ overwrite ? 1 : 0 }|${ page }`;
}
