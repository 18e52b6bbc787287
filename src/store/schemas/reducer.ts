/**
 * Reducer of the schemas slice.
 */
import type { SchemaAction, SchemasState } from './types';

const initialState: SchemasState = {
	saved: {},
	working: {},
	types: {},
	rules: [],
	isSaving: false,
};

/**
 * The slice reducer.
 *
 * @param state  Slice state.
 * @param action Action.
 */
export default function reducer(
	state: SchemasState = initialState,
	action: SchemaAction
): SchemasState {
	switch ( action.type ) {
		case 'SCHEMAS_RECEIVE':
			return {
				...state,
				saved: action.schemas,
				working: action.schemas,
				types: action.types,
				rules: action.rules,
			};
		case 'SCHEMA_SET':
			return {
				...state,
				working: { ...state.working, [ action.id ]: action.schema },
			};
		case 'SCHEMA_DELETE': {
			const { [ action.id ]: _removed, ...rest } = state.working;
			return { ...state, working: rest };
		}
		case 'SCHEMAS_DISCARD': {
			if ( action.id === undefined ) {
				return { ...state, working: state.saved };
			}
			const { [ action.id ]: _edited, ...others } = state.working;
			const saved = state.saved[ action.id ];
			return {
				...state,
				working:
					saved === undefined
						? others
						: { ...state.working, [ action.id ]: saved },
			};
		}
		case 'SCHEMAS_SAVE_START':
			return { ...state, isSaving: true };
		case 'SCHEMAS_SAVE_SUCCESS':
			return {
				...state,
				isSaving: false,
				saved: action.schemas,
				working: action.schemas,
			};
		case 'SCHEMAS_SAVE_FAILURE':
			return { ...state, isSaving: false };
		default:
			return state;
	}
}
