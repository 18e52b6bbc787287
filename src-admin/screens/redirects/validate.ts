/**
 * Live checks of the add/edit form, before the server's (which has the last word: it also
 * refuses loops, duplicates and costly regular expressions).
 */
import { __ } from '@wordpress/i18n';

import type { RedirectInput } from '../../../src/api/redirects';

export type FormErrors = Partial< Record< 'source' | 'target', string > >;

/**
 * Whether a status answers without a target (410 Gone, 451 Unavailable For Legal Reasons).
 *
 * @param status HTTP status.
 */
export function isGone( status: number ): boolean {
	return status === 410 || status === 451;
}

/**
 * The form's errors, by field ({} when it may be sent).
 *
 * @param input Fields.
 */
export function validateRedirect( input: RedirectInput ): FormErrors {
	const errors: FormErrors = {};
	const source = input.source.trim();
	if ( source === '' ) {
		errors.source = __( 'Enter the URL to redirect from.', 'lodestar' );
	} else if ( input.match_type === 'regex' ) {
		if ( source.length > 250 ) {
			errors.source = __(
				'A regular expression may have at most 250 characters.',
				'lodestar'
			);
		} else {
			try {
				// JavaScript's syntax is close to PCRE's: a rough check while typing.
				new RegExp( source );
			} catch {
				errors.source = __(
					'This regular expression is not valid.',
					'lodestar'
				);
			}
		}
	} else if ( ! /^(\/|https?:\/\/)/i.test( source ) ) {
		errors.source = __(
			'The source must be a path starting with / or a URL of this site.',
			'lodestar'
		);
	}
	if ( ! isGone( input.status ) && input.target_type === 'url' ) {
		const target = input.target.trim();
		if ( target === '' ) {
			errors.target = __( 'Enter the URL to redirect to.', 'lodestar' );
		} else if ( ! /^(\/(?!\/)|https?:\/\/[^/\s]+)/i.test( target ) ) {
			errors.target = __(
				'The target must be a path starting with / or a full http(s) URL.',
				'lodestar'
			);
		}
	}
	return errors;
}
