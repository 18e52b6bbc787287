/**
 * The "test a URL" box: which saved rule answers a URL, and where it sends it.
 */
import { Button, TextControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { RedirectTest } from '../../../src/api/redirects';
import { store } from '../../../src/store';

export default function TestUrl() {
	const [ url, setUrl ] = useState( '' );
	const [ result, setResult ] = useState<
		RedirectTest | { error: string } | null
	>( null );
	const { testRedirectUrl } = useDispatch( store );
	const run = async () => {
		if ( url.trim() === '' ) {
			return;
		}
		setResult( await testRedirectUrl( url.trim() ) );
	};
	let message = '';
	if ( result && 'error' in result ) {
		message = result.error;
	} else if ( result && ! result.matched ) {
		message = __( 'No redirect matches this URL.', 'lodestar' );
	} else if ( result?.rule ) {
		message = result.location
			? sprintf(
					/* translators: 1: rule source, 2: HTTP status, 3: target URL. */
					__( 'Matched by %1$s: %2$d to %3$s', 'lodestar' ),
					result.rule.source,
					result.status ?? 0,
					result.location
				)
			: sprintf(
					/* translators: 1: rule source, 2: HTTP status. */
					__( 'Matched by %1$s: answers %2$d', 'lodestar' ),
					result.rule.source,
					result.status ?? 0
				);
	}
	return (
		<div className="lodestar-redirect-test">
			<form
				onSubmit={ ( event ) => {
					event.preventDefault();
					void run();
				} }
			>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Test a URL', 'lodestar' ) }
					value={ url }
					onChange={ setUrl }
					placeholder="/old-page/?utm_source=mail"
				/>
				<Button variant="secondary" type="submit">
					{ __( 'Test', 'lodestar' ) }
				</Button>
			</form>
			<p className="lodestar-redirect-test__result" role="status">
				{ message }
			</p>
		</div>
	);
}
