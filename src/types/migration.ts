/**
 * Migration from other SEO plugins: the shapes of the `migration/*` REST answers
 * (contracts17.md) and of the run the screen drives (spec §3 "Migration").
 */

/** A source plugin as `GET migration/plugins` lists it. */
export interface MigrationPlugin {
	name: string;
	active: boolean;
}

/** The last run that `POST migration/undo` can take back. */
export interface MigrationUndoInfo {
	plugin_slug: string;
	name: string;
	/** When the run happened (as the server formats it). */
	date: string;
	/** How many objects (settings, posts, terms) it changed. */
	items: number;
}

/** `GET migration/plugins`. */
export interface MigrationPluginsResponse {
	/** Sources whose data exists, keyed by plugin directory slug. */
	plugins: Record< string, MigrationPlugin >;
	/** Slugs migrated before. */
	completed: string[];
	migration_ever_completed: boolean;
	undo: MigrationUndoInfo | null;
}

/** One page of `GET migration/terms` or `GET migration/posts`. */
export interface MigrationScanResponse {
	success: boolean;
	message?: string;
	data: Record<
		string,
		{
			count: number;
			title: string;
			term_ids?: number[];
			post_ids?: number[];
		}
	>;
	pagination: { current_page: number; total_pages: number };
}

/** Something a source holds that Lodestar could not take over as it was. */
export interface NotMigratedItem {
	object: 'global' | 'post' | 'term' | 'user';
	id: number;
	title: string;
	field: string;
	value: string;
	reason: string;
}

/** `POST migration/global-settings|terms|posts`. */
export interface MigrationItemResponse {
	success: boolean;
	message?: string;
	/** Field names written. */
	migrated?: string[];
	/** The object already held Lodestar values and overwrite was off. */
	skipped?: boolean;
	not_migrated?: NotMigratedItem[];
}

export interface MigrationMessageResponse {
	success: boolean;
	message?: string;
}

/** `POST migration/undo`. */
export interface MigrationUndoResponse extends MigrationMessageResponse {
	restored?: number;
}

export type MigrationStatusType =
	| 'reading_terms'
	| 'reading_posts'
	| 'global_settings'
	| 'terms'
	| 'posts'
	| '';

/** Where a run is (spec §3 "current status"). */
export interface MigrationCurrentStatus {
	type: MigrationStatusType;
	taxonomy?: string;
	postType?: string;
}

/** `GET migration/migrated-data`: the server's record of the run. */
export interface MigrationServerState {
	plugin_slug: string;
	terms: Record<
		string,
		{ title: string; total: number; completed: number[] }
	>;
	posts: Record<
		string,
		{ title: string; total: number; completed: number[] }
	>;
	global_settings_migrated: boolean;
	current_status: MigrationCurrentStatus;
	progress: number;
}

/** One taxonomy's terms or one post type's posts in a run. */
export interface MigrationGroup {
	title: string;
	total: number;
	completed: number[];
	remaining: number[];
}

export interface MigrationPagination {
	current_page: number;
	total_pages: number;
}

/** Everything a run needs to go on (spec §3 "migrationData"); saved after each step. */
export interface MigrationData {
	global_settings_migrated: boolean;
	terms: Record< string, MigrationGroup >;
	posts: Record< string, MigrationGroup >;
	pagination: { terms: MigrationPagination; posts: MigrationPagination };
	total_items: number;
	migrated_items: number;
}

/** How far one group is (spec §4 "Per-group status"). */
export type MigrationGroupStatus = 'pending' | 'in_progress' | 'completed';

/** One row of the dry-run report. */
export interface MigrationPreviewItem {
	object: 'global' | 'post' | 'term' | 'user';
	id: number;
	title: string;
	field: string;
	current: string;
	new: string;
	note: string;
}

/** `GET migration/preview`. */
export interface MigrationPreviewResponse {
	items: MigrationPreviewItem[];
	/** Objects of the whole report (the global settings, terms, posts): what pages count. */
	total: number;
	total_pages: number;
	/** Objects of this page that would change. */
	objects: number;
	/** Fields of this page that would change (report rows that are not notes). */
	fields: number;
}
