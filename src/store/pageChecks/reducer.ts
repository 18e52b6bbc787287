/**
 * Reducer of the pageChecks slice.
 */
import type { PageChecksAction, PageChecksState } from './types';

const initialState: PageChecksState = { reports: {}, ignored: {} };

/**
 * The slice reducer.
 *
 * @param state  Slice state.
 * @param action Action.
 */
export default function reducer(
	state: PageChecksState = initialState,
	action: PageChecksAction
): PageChecksState {
	switch ( action.type ) {
		case 'PAGE_CHECKS_RECEIVE': {
			const key = `${ action.kind }:${ action.id }`;
			return {
				reports: { ...state.reports, [ key ]: action.report },
				ignored: {
					...state.ignored,
					[ key ]: Object.entries( action.report.checks )
						.filter( ( [ , check ] ) => check?.ignore )
						.map( ( [ id ] ) => id ),
				},
			};
		}
		case 'PAGE_CHECK_SET_IGNORED': {
			const key = `${ action.kind }:${ action.id }`;
			const current = ( state.ignored[ key ] ?? [] ).filter(
				( id ) => id !== action.check
			);
			return {
				...state,
				ignored: {
					...state.ignored,
					[ key ]: action.ignore
						? [ ...current, action.check ]
						: current,
				},
			};
		}
	}
	return state;
}
