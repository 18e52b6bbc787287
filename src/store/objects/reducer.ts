/**
 * Reducer of the objects slice.
 */
import type { ObjectKind } from '../../types/page-seo';
import type { ObjectAction, ObjectsState } from './types';

/**
 * Key of an object in the slice.
 *
 * @param kind post or term.
 * @param id   Object id.
 */
export function objectKey( kind: ObjectKind, id: number ): string {
	return `${ kind }:${ id }`;
}

/**
 * The slice reducer.
 *
 * @param state  Objects by key.
 * @param action Action.
 */
export default function reducer(
	state: ObjectsState = {},
	action: ObjectAction
): ObjectsState {
	switch ( action.type ) {
		case 'OBJECT_SETTINGS_RECEIVE':
			return {
				...state,
				[ objectKey( action.kind, action.id ) ]: action.data,
			};
		default:
			return state;
	}
}
