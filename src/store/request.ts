/**
 * Reading the answers of our REST requests in the store's resolvers.
 *
 * A resolver awaits its request, checks the answer with successful(), and turns whatever was
 * thrown into loadFailure( error, fallback ): the resolution then fails with an Error whose
 * message is the one to show (getResolutionError()). loadingResolver() is that resolver for a
 * slice that only stores the answer's data.
 */
import { errorMessage } from '../utils/errors';

/** What our endpoints answer: a success flag, the data, maybe a message. */
interface Answer {
	success?: boolean;
	data?: unknown;
}

/**
 * The answer, when it reports success and carries data; otherwise throws it (or an Error when
 * there is none), so its message can be shown.
 *
 * @param answer The request's answer.
 */
export function successful< A extends Answer >(
	answer: A | null | undefined
): A & { data: NonNullable< A[ 'data' ] > } {
	if ( ! answer?.success || ! answer.data ) {
		throw answer ?? new Error( '' );
	}
	return answer as A & { data: NonNullable< A[ 'data' ] > };
}

/**
 * The Error a failed load ends with: the failure's own message (a REST error's or an
 * unsuccessful answer's), else the fallback.
 *
 * @param error    What was thrown or rejected.
 * @param fallback Message when the failure carries none.
 */
export function loadFailure( error: unknown, fallback: string ): Error {
	return new Error( errorMessage( error, fallback ) );
}

/**
 * A resolver that loads with one request: it awaits the request, checks the answer with
 * successful() and dispatches receive( data ); whatever fails, the resolution fails with
 * loadFailure( error, failed() ).
 *
 * @param request The request (an api function).
 * @param receive Builds the action that stores the answer's data.
 * @param failed  The message when the failure carries none (translated when it fails).
 */
export function loadingResolver< R extends Answer, A >(
	request: () => Promise< R | null | undefined >,
	receive: ( data: NonNullable< R[ 'data' ] > ) => A,
	failed: () => string
) {
	return () =>
		async ( {
			dispatch,
		}: {
			dispatch: ( action: A ) => void;
		} ): Promise< void > => {
			try {
				const { data } = successful( await request() );
				dispatch( receive( data ) );
			} catch ( error ) {
				throw loadFailure( error, failed() );
			}
		};
}
