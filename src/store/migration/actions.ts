/**
 * Actions of the migration slice: the run of spec §4 and what surrounds it.
 *
 * The run: scan the source's terms, then its posts, page by page; migrate the global
 * settings first (skipped when done), then each term, then each post, one per request;
 * optionally deactivate the source; tell the server the run is over (a failure is ignored).
 * The progress is saved in localStorage after each step, so a closed tab resumes where it
 * stopped; completing or cancelling forgets it. A run checks before each step that it is
 * still the current one, so Start Over or Cancel stops it at its next step.
 */
import type { DataRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import * as api from '../../api/migration';
import type {
	MigrationCurrentStatus,
	MigrationData,
	MigrationGroup,
	MigrationItemResponse,
	MigrationPluginsResponse,
	MigrationPreviewResponse,
} from '../../types/migration';
import { errorMessage } from '../../utils/errors';
import {
	apiRequestFailedMessage,
	migrationFailedMessage,
	pluginDeactivatedMessage,
	scanFailedMessage,
} from './messages';
import {
	clearMigrationProgress,
	loadMigrationProgress,
	saveMigrationProgress,
} from './persist';
import type { MigrationAction, SavedMigration } from './types';

const NOTICE_ID = 'lodestar-migration';

interface SliceThunkArgs {
	select: {
		getMigrationPluginSlug: () => string;
		isMigrationSourceActive: ( pluginSlug: string ) => boolean | null;
		isMigrating: () => boolean;
		isMigrationDone: () => boolean;
		getMigrationDeactivate: () => boolean;
		getMigrationOverwrite: () => boolean;
		getMigrationData: () => MigrationData | null;
		getMigrationRunId: () => number;
		getSavedMigration: () => SavedMigration;
	};
	dispatch: ( ( action: MigrationAction ) => void ) & {
		invalidateResolution: (
			selectorName: 'getMigrationPlugins',
			args: unknown[]
		) => unknown;
	};
	registry: DataRegistry;
}

/** A failure whose message is the one to show. */
class MigrationError extends Error {}

/** Times a step the server answered "busy" is asked again (each answer waited 20 s). */
const BUSY_ATTEMPTS = 3;

/**
 * Runs a request and checks its answer: a rejection becomes its message (or 'API request
 * failed'), an answer without success its message (or 'Migration failed'). A step refused
 * because another is still running on the server (`lodestar_migration_busy`: the same item
 * retried while the request the closed tab sent still runs) is asked again, up to
 * BUSY_ATTEMPTS times.
 *
 * @param call Makes the request.
 */
async function checked< T extends { success?: boolean; message?: string } >(
	call: () => Promise< T >
): Promise< T > {
	let answer: T | undefined;
	for ( let attempt = 1; answer === undefined; attempt++ ) {
		try {
			answer = await call();
		} catch ( error ) {
			const busy =
				( error as { code?: string } | null )?.code ===
				'lodestar_migration_busy';
			if ( ! busy || attempt >= BUSY_ATTEMPTS ) {
				throw new MigrationError(
					errorMessage( error, apiRequestFailedMessage() )
				);
			}
		}
	}
	if ( ! answer?.success ) {
		throw new MigrationError(
			errorMessage( answer, migrationFailedMessage() )
		);
	}
	return answer;
}

/**
 * Reads every page of the source's terms or posts into groups (ids by taxonomy or post
 * type, each once). A group's total is the number of ids read, which is what the run
 * migrates.
 *
 * @param kind       terms or posts.
 * @param pluginSlug Source plugin.
 * @param isCurrent  Whether the run is still the current one.
 */
async function scan(
	kind: 'terms' | 'posts',
	pluginSlug: string,
	isCurrent: () => boolean
): Promise< {
	groups: Record< string, MigrationGroup >;
	totalPages: number;
} > {
	const groups: Record< string, MigrationGroup > = {};
	const seen: Record< string, Set< number > > = {};
	let page = 1;
	let totalPages = 1;
	do {
		const answer = await api.scanMigrationItems( kind, pluginSlug, page );
		if ( ! answer?.success ) {
			throw answer ?? new Error( '' );
		}
		for ( const [ name, entry ] of Object.entries( answer.data ?? {} ) ) {
			const ids =
				( kind === 'terms' ? entry.term_ids : entry.post_ids ) ?? [];
			const group = ( groups[ name ] ??= {
				title: entry.title,
				total: 0,
				completed: [],
				remaining: [],
			} );
			const known = ( seen[ name ] ??= new Set() );
			for ( const id of ids ) {
				if ( ! known.has( id ) ) {
					known.add( id );
					group.remaining.push( id );
				}
			}
			group.total = group.remaining.length;
		}
		totalPages = Math.max( 1, answer.pagination?.total_pages ?? 1 );
		page++;
	} while ( page <= totalPages && isCurrent() );
	return { groups, totalPages };
}

/**
 * Stores the sources, the slugs migrated before and the undo offer.
 *
 * @param data `GET migration/plugins` answer.
 */
export function receiveMigrationPlugins(
	data: MigrationPluginsResponse
): MigrationAction {
	return { type: 'MIGRATION_PLUGINS_RECEIVE', data };
}

/**
 * Stores one page of the dry-run report.
 *
 * @param key  previewKey() of the page.
 * @param data The page.
 */
export function receiveMigrationPreview(
	key: string,
	data: MigrationPreviewResponse
): MigrationAction {
	return { type: 'MIGRATION_PREVIEW_RECEIVE', key, data };
}

/**
 * Chooses the source plugin.
 *
 * @param pluginSlug Source plugin.
 */
export function setMigrationPlugin( pluginSlug: string ): MigrationAction {
	return { type: 'MIGRATION_SET_PLUGIN', pluginSlug };
}

/**
 * Whether the source is deactivated after the run.
 *
 * @param deactivatePlugin Deactivate.
 */
export function setMigrationDeactivate(
	deactivatePlugin: boolean
): MigrationAction {
	return { type: 'MIGRATION_SET_DEACTIVATE', deactivatePlugin };
}

/**
 * Whether objects that already hold Lodestar values are replaced.
 *
 * @param overwrite Overwrite.
 */
export function setMigrationOverwrite( overwrite: boolean ): MigrationAction {
	return { type: 'MIGRATION_SET_OVERWRITE', overwrite };
}

/**
 * Restores a saved run (the resume banner), unless a run is going on or has just completed
 * in this page.
 */
export const initMigration =
	() =>
	( { select, dispatch }: SliceThunkArgs ): void => {
		if ( select.isMigrating() || select.isMigrationDone() ) {
			return;
		}
		dispatch( { type: 'MIGRATION_INIT', saved: loadMigrationProgress() } );
	};

/**
 * Runs (or goes on with) the migration of the chosen source, as spec §4 describes.
 *
 * @return Whether the run completed.
 */
export const runMigration =
	() =>
	async ( { select, dispatch }: SliceThunkArgs ): Promise< boolean > => {
		const pluginSlug = select.getMigrationPluginSlug();
		if ( ! pluginSlug || select.isMigrating() ) {
			return false;
		}
		const runId = select.getMigrationRunId() + 1;
		const isCurrent = () =>
			select.isMigrating() && select.getMigrationRunId() === runId;
		const save = () => saveMigrationProgress( select.getSavedMigration() );
		const status = ( next: MigrationCurrentStatus ) =>
			dispatch( { type: 'MIGRATION_SET_STATUS', status: next } );
		dispatch( { type: 'MIGRATION_START', runId } );
		save();
		try {
			let data = select.getMigrationData();
			if ( ! data ) {
				let terms;
				let posts;
				try {
					status( { type: 'reading_terms' } );
					terms = await scan( 'terms', pluginSlug, isCurrent );
					if ( ! isCurrent() ) {
						return false;
					}
					status( { type: 'reading_posts' } );
					posts = await scan( 'posts', pluginSlug, isCurrent );
				} catch {
					throw new MigrationError( scanFailedMessage() );
				}
				if ( ! isCurrent() ) {
					return false;
				}
				const count = ( groups: Record< string, MigrationGroup > ) =>
					Object.values( groups ).reduce(
						( sum, group ) => sum + group.total,
						0
					);
				data = {
					global_settings_migrated: false,
					terms: terms.groups,
					posts: posts.groups,
					pagination: {
						terms: {
							current_page: terms.totalPages,
							total_pages: terms.totalPages,
						},
						posts: {
							current_page: posts.totalPages,
							total_pages: posts.totalPages,
						},
					},
					total_items:
						count( terms.groups ) + count( posts.groups ) + 1,
					migrated_items: 0,
				};
				dispatch( { type: 'MIGRATION_RECEIVE_DATA', data } );
				save();
			}

			const overwrite = select.getMigrationOverwrite();
			if ( ! data.global_settings_migrated ) {
				status( { type: 'global_settings' } );
				const answer: MigrationItemResponse = await checked( () =>
					api.migrateGlobalSettings( pluginSlug, overwrite )
				);
				if ( ! isCurrent() ) {
					return false;
				}
				dispatch( {
					type: 'MIGRATION_COMPLETE_GLOBAL_SETTINGS',
					result: answer,
				} );
				save();
			}

			for ( const kind of [ 'terms', 'posts' ] as const ) {
				for ( const [ name, group ] of Object.entries(
					data[ kind ]
				) ) {
					if ( group.remaining.length === 0 ) {
						continue;
					}
					status(
						kind === 'terms'
							? { type: 'terms', taxonomy: name }
							: { type: 'posts', postType: name }
					);
					for ( const id of group.remaining ) {
						if ( ! isCurrent() ) {
							return false;
						}
						const answer = await checked( () =>
							api.migrateItem( kind, pluginSlug, id, overwrite )
						);
						if ( ! isCurrent() ) {
							return false;
						}
						dispatch(
							kind === 'terms'
								? {
										type: 'MIGRATION_COMPLETE_TERM',
										taxonomy: name,
										id,
										result: answer,
									}
								: {
										type: 'MIGRATION_COMPLETE_POST',
										postType: name,
										id,
										result: answer,
									}
						);
						save();
					}
				}
			}

			let sourceDeactivated = false;
			if (
				select.getMigrationDeactivate() &&
				select.isMigrationSourceActive( pluginSlug ) !== false
			) {
				try {
					const answer = await api.deactivatePlugin( pluginSlug );
					sourceDeactivated = !! answer?.success;
				} catch {
					// The offer after the run lets the user try again.
				}
			}
			try {
				await api.completeMigration( pluginSlug );
			} catch {
				// Spec §4: a failed completion notice is ignored.
			}
			if ( ! isCurrent() ) {
				return false;
			}
			dispatch( { type: 'MIGRATION_COMPLETE', sourceDeactivated } );
			clearMigrationProgress();
			// The completed list, the source's active flag and the undo offer changed.
			dispatch.invalidateResolution( 'getMigrationPlugins', [] );
			return true;
		} catch ( error ) {
			if ( ! isCurrent() ) {
				return false;
			}
			dispatch( {
				type: 'MIGRATION_ERROR',
				error:
					error instanceof MigrationError
						? error.message
						: migrationFailedMessage(),
			} );
			save();
			return false;
		}
	};

/**
 * Forgets the run (saved progress included) and goes back to choosing a source; a run
 * still going on stops at its next step (Cancel Migration).
 */
export const resetMigration =
	() =>
	( { dispatch }: SliceThunkArgs ): void => {
		clearMigrationProgress();
		dispatch( { type: 'MIGRATION_RESET' } );
	};

/**
 * Forgets the saved run and runs again from the start with the same source and options
 * (Start Over).
 *
 * @return Whether the new run completed.
 */
export const startMigrationOver =
	() =>
	async ( {
		select,
		dispatch,
	}: SliceThunkArgs & {
		dispatch: { runMigration: () => Promise< boolean > };
	} ): Promise< boolean > => {
		const pluginSlug = select.getMigrationPluginSlug();
		const deactivate = select.getMigrationDeactivate();
		const overwrite = select.getMigrationOverwrite();
		clearMigrationProgress();
		dispatch( { type: 'MIGRATION_RESET' } );
		dispatch( setMigrationPlugin( pluginSlug ) );
		dispatch( setMigrationDeactivate( deactivate ) );
		dispatch( setMigrationOverwrite( overwrite ) );
		return dispatch.runMigration();
	};

/**
 * Deactivates the source after the run (the offer of the done panel): the success notice
 * says so; the caller reloads the page after 3 s. Rejects with the message to show.
 *
 * @return The message shown.
 */
export const deactivateMigrationSource =
	() =>
	async ( { select, registry }: SliceThunkArgs ): Promise< string > => {
		const answer = await checked( () =>
			api.deactivatePlugin( select.getMigrationPluginSlug() )
		);
		const message = answer.message || pluginDeactivatedMessage();
		registry.dispatch( noticesStore ).createSuccessNotice( message, {
			type: 'snackbar',
			id: NOTICE_ID,
		} );
		return message;
	};

/**
 * Restores the Lodestar data as it was before the last run. Rejects with the message to
 * show.
 *
 * @return The server's message.
 */
export const undoLastMigration =
	() =>
	async ( { dispatch }: SliceThunkArgs ): Promise< string > => {
		const answer = await checked( () => api.undoMigration() );
		dispatch.invalidateResolution( 'getMigrationPlugins', [] );
		return answer.message ?? '';
	};

/**
 * The whole dry-run report of the chosen source as CSV text. Rejects with the message to
 * show.
 *
 * @return CSV text.
 */
export const fetchMigrationPreviewCsv =
	() =>
	async ( { select }: SliceThunkArgs ): Promise< string > => {
		try {
			return await api.getMigrationPreviewCsv(
				select.getMigrationPluginSlug(),
				select.getMigrationOverwrite()
			);
		} catch ( error ) {
			throw new Error( errorMessage( error, apiRequestFailedMessage() ) );
		}
	};
