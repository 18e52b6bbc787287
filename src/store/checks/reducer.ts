/**
 * Reducer of the checks slice.
 */
import type { CheckCategory, CheckReport } from '../../types/checks';
import type { ChecksAction, ChecksState } from './types';

const initialState: ChecksState = {
	reports: {},
	isRerunning: false,
	pending: [],
	attention: null,
	reanalysis: { status: 'idle', done: 0, total: 0, error: '' },
};

/**
 * The reports with one check's ignore flag changed, wherever that check is.
 *
 * @param reports Reports by category.
 * @param id      Check id.
 * @param ignore  New flag.
 */
function withIgnored(
	reports: ChecksState[ 'reports' ],
	id: string,
	ignore: boolean
): ChecksState[ 'reports' ] {
	const next: ChecksState[ 'reports' ] = { ...reports };
	for ( const [ category, report ] of Object.entries( reports ) as Array<
		[ CheckCategory, CheckReport ]
	> ) {
		const check = report[ id ];
		if ( check ) {
			next[ category ] = { ...report, [ id ]: { ...check, ignore } };
		}
	}
	return next;
}

/**
 * The slice reducer.
 *
 * @param state  Slice state.
 * @param action Action.
 */
export default function reducer(
	state: ChecksState = initialState,
	action: ChecksAction
): ChecksState {
	switch ( action.type ) {
		case 'SITE_CHECKS_RECEIVE':
			return {
				...state,
				reports: {
					...state.reports,
					[ action.category ]: action.report,
				},
			};
		case 'SITE_CHECKS_RERUN_START':
			return { ...state, isRerunning: true };
		case 'SITE_CHECKS_RERUN_DONE':
			return { ...state, isRerunning: false };
		case 'SITE_CHECK_PENDING':
			return {
				...state,
				pending: action.pending
					? [ ...state.pending, action.id ]
					: state.pending.filter( ( id ) => id !== action.id ),
			};
		case 'SITE_CHECK_SET_IGNORED':
			return {
				...state,
				reports: withIgnored( state.reports, action.id, action.ignore ),
			};
		case 'ATTENTION_RECEIVE':
			return { ...state, attention: action.data };
		case 'REANALYSIS_SET':
			return {
				...state,
				reanalysis: { ...state.reanalysis, ...action.reanalysis },
			};
		default:
			return state;
	}
}
