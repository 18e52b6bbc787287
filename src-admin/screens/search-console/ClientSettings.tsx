/**
 * The site owner's own OAuth client (client ID and secret) with the steps to create it and the
 * exact redirect URI to paste, with a copy button. Read-only when wp-config.php defines
 * LODESTAR_GSC_CLIENT_ID / LODESTAR_GSC_CLIENT_SECRET.
 */
import { Button, ExternalLink, TextControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { OAuthClientInfo } from '../../../src/api/search-console';
import { store } from '../../../src/store';

/**
 * Copies text to the clipboard.
 *
 * @param text Text.
 * @return Whether it was copied.
 */
async function copyText( text: string ): Promise< boolean > {
	try {
		await window.navigator.clipboard.writeText( text );
		return true;
	} catch {
		return false;
	}
}

export default function ClientSettings( {
	client,
}: {
	client: OAuthClientInfo;
} ) {
	const { saveSearchConsoleClient } = useDispatch( store );
	const [ clientId, setClientId ] = useState( client.clientId );
	const [ secret, setSecret ] = useState( '' );
	const [ saving, setSaving ] = useState( false );
	const [ copied, setCopied ] = useState( false );
	const readOnly = client.fromConstants;
	const changed = clientId.trim() !== client.clientId || secret.trim() !== '';

	const save = async () => {
		setSaving( true );
		if ( await saveSearchConsoleClient( clientId.trim(), secret.trim() ) ) {
			setSecret( '' );
		}
		setSaving( false );
	};

	return (
		<div className="lodestar-card lodestar-gsc-client">
			<h2>{ __( 'Your Google OAuth client', 'lodestar' ) }</h2>
			<p>
				{ __(
					'Lodestar talks to Google directly, with an OAuth client of your own Google Cloud project:',
					'lodestar'
				) }
			</p>
			<ol className="lodestar-gsc-client__steps">
				<li>
					{ __(
						'In Google Cloud, create or choose a project.',
						'lodestar'
					) }{ ' ' }
					<ExternalLink href="https://console.cloud.google.com/projectcreate">
						{ __( 'New project', 'lodestar' ) }
					</ExternalLink>
				</li>
				<li>
					{ __(
						'Enable both the Google Search Console API and the Site Verification API: they are separate services.',
						'lodestar'
					) }{ ' ' }
					<ExternalLink href="https://console.cloud.google.com/apis/library/searchconsole.googleapis.com">
						{ __( 'Search Console API', 'lodestar' ) }
					</ExternalLink>{ ' ' }
					<ExternalLink href="https://console.cloud.google.com/apis/library/siteverification.googleapis.com">
						{ __( 'Site Verification API', 'lodestar' ) }
					</ExternalLink>
				</li>
				<li>
					{ __(
						'Configure the OAuth consent screen and set its publishing status to “In production”: an app left in “Testing” loses its connection after 7 days.',
						'lodestar'
					) }{ ' ' }
					<ExternalLink href="https://console.cloud.google.com/apis/credentials/consent">
						{ __( 'OAuth consent screen', 'lodestar' ) }
					</ExternalLink>
				</li>
				<li>
					{ __(
						'Create an OAuth client ID of type “Web application” and add this exact authorised redirect URI:',
						'lodestar'
					) }{ ' ' }
					<ExternalLink href="https://console.cloud.google.com/apis/credentials">
						{ __( 'Credentials', 'lodestar' ) }
					</ExternalLink>
					<div className="lodestar-gsc-client__redirect">
						<code data-testid="gsc-redirect-uri">
							{ client.redirectUri }
						</code>
						<Button
							size="compact"
							variant="secondary"
							onClick={ async () =>
								setCopied(
									await copyText( client.redirectUri )
								)
							}
						>
							{ copied
								? __( 'Copied!', 'lodestar' )
								: __( 'Copy', 'lodestar' ) }
						</Button>
					</div>
				</li>
				<li>
					{ __(
						'Paste the client ID and client secret below and save, then connect.',
						'lodestar'
					) }
				</li>
			</ol>
			{ readOnly && (
				<p className="lodestar-gsc-client__constants">
					{ __(
						'The client is defined in wp-config.php (LODESTAR_GSC_CLIENT_ID and LODESTAR_GSC_CLIENT_SECRET), so it cannot be changed here.',
						'lodestar'
					) }
				</p>
			) }
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Client ID', 'lodestar' ) }
				value={ clientId }
				readOnly={ readOnly }
				autoComplete="off"
				onChange={ ( value: string ) => setClientId( value ) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="password"
				label={ __( 'Client secret', 'lodestar' ) }
				help={
					client.hasSecret && ! readOnly
						? __(
								'A secret is saved. Leave empty to keep it.',
								'lodestar'
							)
						: undefined
				}
				value={ readOnly && client.hasSecret ? '••••••••' : secret }
				readOnly={ readOnly }
				autoComplete="new-password"
				onChange={ ( value: string ) => setSecret( value ) }
			/>
			{ ! readOnly && (
				<Button
					__next40pxDefaultSize
					variant="secondary"
					isBusy={ saving }
					disabled={ saving || ! changed || clientId.trim() === '' }
					accessibleWhenDisabled
					onClick={ save }
				>
					{ __( 'Save client', 'lodestar' ) }
				</Button>
			) }
		</div>
	);
}
