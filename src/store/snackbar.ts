/**
 * The store's snackbars: what a thunk tells the user, under its slice's notice id (a new
 * notice with that id replaces the previous one), and the save step most slices share.
 */
import type { DataRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/** Shows snackbars of one notice id. */
export interface Snackbar {
	success: ( message: string ) => void;
	error: ( message: string ) => void;
}

/**
 * The snackbars of a notice id.
 *
 * @param registry The registry whose notices store shows them.
 * @param id       Notice id.
 */
export function snackbar( registry: DataRegistry, id: string ): Snackbar {
	const notices = registry.dispatch( noticesStore );
	return {
		success: ( message ) => {
			notices.createSuccessNotice( message, { type: 'snackbar', id } );
		},
		error: ( message ) => {
			notices.createErrorNotice( message, { type: 'snackbar', id } );
		},
	};
}

/** What a save answers: a success flag, maybe a message. */
interface SaveAnswer {
	success?: boolean;
	message?: string;
}

/** The parts of a save that differ from slice to slice. */
export interface SaveSteps< R extends SaveAnswer > {
	/** Sends the request (an api function). */
	request: () => Promise< R | null | undefined >;
	/** Stores what a successful answer carries. */
	done: ( answer: R ) => void;
	/** Ends the save after a failure (the busy flag goes down), when there is anything to end. */
	failed?: () => void;
	/** The success snackbar's text; by default the answer's message, else 'Settings saved successfully.'. */
	success?: ( answer: R ) => string;
	/** The error snackbar's text for what was thrown or the unsuccessful answer. */
	failure: ( error: unknown ) => string;
}

/**
 * Sends a save and says how it went: an answer without success counts as a failure (it is
 * what failure() gets, so its message can be shown); a success is stored with done() and
 * shown in a success snackbar, a failure ends with failed() (if given) and an error snackbar.
 *
 * @param registry The registry whose notices store shows the snackbars.
 * @param id       Notice id.
 * @param steps    What differs.
 * @return Whether it was saved.
 */
export async function saveWithSnackbar< R extends SaveAnswer >(
	registry: DataRegistry,
	id: string,
	steps: SaveSteps< R >
): Promise< boolean > {
	const notices = snackbar( registry, id );
	try {
		const answer = await steps.request();
		if ( ! answer?.success ) {
			throw answer;
		}
		steps.done( answer );
		notices.success(
			steps.success
				? steps.success( answer )
				: answer.message ||
						__( 'Settings saved successfully.', 'lodestar' )
		);
		return true;
	} catch ( error ) {
		steps.failed?.();
		notices.error( steps.failure( error ) );
		return false;
	}
}
