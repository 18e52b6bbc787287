/**
 * Reducer of the migration slice: the progress steps of spec §3 (init, set plugin, start,
 * complete global settings, complete term, complete post, error, complete, reset) and the
 * slice's options, sources and dry-run pages.
 */
import type {
	MigrationData,
	MigrationGroup,
	NotMigratedItem,
} from '../../types/migration';
import type { ItemResult, MigrationAction, MigrationState } from './types';

export const initialState: MigrationState = {
	plugins: null,
	plugin_slug: '',
	isMigrating: false,
	isDone: false,
	error: null,
	progress: 0,
	showResume: false,
	deactivatePlugin: true,
	overwrite: false,
	currentStatus: { type: '' },
	migrationData: null,
	notMigrated: [],
	imported: [],
	sourceDeactivated: false,
	runId: 0,
	previews: {},
};

/**
 * Progress in percent: migrated items / total items, rounded (spec §4 step 5).
 *
 * @param data Migration data.
 */
export function progressOf( data: MigrationData | null ): number {
	if ( ! data || data.total_items <= 0 ) {
		return 0;
	}
	return Math.min(
		100,
		Math.round( ( data.migrated_items / data.total_items ) * 100 )
	);
}

/**
 * Moves one id of a group from remaining to completed. An id that is not remaining (a step
 * replayed) changes nothing, so the migrated count never goes up twice for one item.
 *
 * @param data  Migration data.
 * @param kind  terms or posts.
 * @param group Taxonomy or post type.
 * @param id    Term or post id.
 */
function completeItem(
	data: MigrationData,
	kind: 'terms' | 'posts',
	group: string,
	id: number
): MigrationData {
	const current: MigrationGroup | undefined = data[ kind ][ group ];
	if ( ! current || ! current.remaining.includes( id ) ) {
		return data;
	}
	return {
		...data,
		[ kind ]: {
			...data[ kind ],
			[ group ]: {
				...current,
				remaining: current.remaining.filter( ( item ) => item !== id ),
				completed: [ ...current.completed, id ],
			},
		},
		migrated_items: data.migrated_items + 1,
	};
}

/**
 * The state after one migrated item: its data, progress, and what it reported.
 *
 * @param state  Slice state.
 * @param data   Migration data after the item.
 * @param result What the item's answer reported.
 */
function withItem(
	state: MigrationState,
	data: MigrationData,
	result: ItemResult
): MigrationState {
	const notMigrated: NotMigratedItem[] = result.not_migrated?.length
		? [ ...state.notMigrated, ...result.not_migrated ]
		: state.notMigrated;
	const fresh = ( result.migrated ?? [] ).filter(
		( field ) => ! state.imported.includes( field )
	);
	return {
		...state,
		migrationData: data,
		progress: progressOf( data ),
		notMigrated,
		imported: fresh.length
			? [ ...state.imported, ...Array.from( new Set( fresh ) ) ]
			: state.imported,
	};
}

/**
 * The slice reducer.
 *
 * @param state  Slice state.
 * @param action Action.
 */
export default function reducer(
	state: MigrationState = initialState,
	action: MigrationAction
): MigrationState {
	switch ( action.type ) {
		case 'MIGRATION_INIT': {
			const { saved } = action;
			if ( ! saved ) {
				return state;
			}
			return {
				...state,
				plugin_slug: saved.plugin_slug,
				deactivatePlugin: saved.deactivatePlugin,
				overwrite: saved.overwrite,
				progress: saved.progress,
				currentStatus: saved.currentStatus,
				migrationData: saved.migrationData,
				notMigrated: saved.notMigrated,
				imported: saved.imported,
				isMigrating: false,
				isDone: false,
				error: null,
				showResume: true,
			};
		}
		case 'MIGRATION_SET_PLUGIN':
			return {
				...state,
				plugin_slug: action.pluginSlug,
				error: null,
				isDone: false,
			};
		case 'MIGRATION_START':
			return {
				...state,
				isMigrating: true,
				isDone: false,
				error: null,
				showResume: false,
				runId: action.runId,
			};
		case 'MIGRATION_SET_STATUS':
			return { ...state, currentStatus: action.status };
		case 'MIGRATION_RECEIVE_DATA':
			return {
				...state,
				migrationData: action.data,
				progress: progressOf( action.data ),
			};
		case 'MIGRATION_COMPLETE_GLOBAL_SETTINGS': {
			const data = state.migrationData;
			if ( ! data || data.global_settings_migrated ) {
				return state;
			}
			return withItem(
				state,
				{
					...data,
					global_settings_migrated: true,
					migrated_items: data.migrated_items + 1,
				},
				action.result
			);
		}
		case 'MIGRATION_COMPLETE_TERM':
		case 'MIGRATION_COMPLETE_POST': {
			const data = state.migrationData;
			if ( ! data ) {
				return state;
			}
			const next =
				action.type === 'MIGRATION_COMPLETE_TERM'
					? completeItem( data, 'terms', action.taxonomy, action.id )
					: completeItem( data, 'posts', action.postType, action.id );
			return next === data
				? state
				: withItem( state, next, action.result );
		}
		case 'MIGRATION_ERROR':
			return { ...state, isMigrating: false, error: action.error };
		case 'MIGRATION_COMPLETE':
			return {
				...state,
				isMigrating: false,
				isDone: true,
				error: null,
				showResume: false,
				progress: 100,
				currentStatus: { type: '' },
				sourceDeactivated: action.sourceDeactivated,
			};
		case 'MIGRATION_RESET':
			return {
				...initialState,
				plugins: state.plugins,
				previews: state.previews,
				// A run still awaiting an answer sees another run id and stops.
				runId: state.runId + 1,
			};
		case 'MIGRATION_SET_DEACTIVATE':
			return { ...state, deactivatePlugin: action.deactivatePlugin };
		case 'MIGRATION_SET_OVERWRITE':
			return { ...state, overwrite: action.overwrite };
		case 'MIGRATION_PLUGINS_RECEIVE':
			return { ...state, plugins: action.data };
		case 'MIGRATION_PREVIEW_RECEIVE':
			return {
				...state,
				previews: { ...state.previews, [ action.key ]: action.data },
			};
		default:
			return state;
	}
}
